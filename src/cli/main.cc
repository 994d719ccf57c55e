#include <cstdio>

int main(int argc, char** argv) {
  std::puts("cvtidy: not yet");
  return 0;
}
