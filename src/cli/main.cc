// cvtidy: a linter and fixer for academic CVs. Everything but this line lives in the
// cvtidy_cli library (src/cli/commands.h), where the tests can reach it.
#include "src/cli/commands.h"

int main(int argc, char** argv) { return cvtidy::cli::Main(argc, argv); }
