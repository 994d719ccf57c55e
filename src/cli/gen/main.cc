// cvtidy_gen_docs OUTDIR: writes the shell completions and the man page (shell_docs.h) under
// OUTDIR, each at its path relative to docs/ (OUTDIR/completions/cvtidy.bash, OUTDIR/cvtidy.1,
// ...). The build runs it into the build tree for `install()`; run on docs/, it refreshes the
// copies kept there.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "src/cli/shell_docs.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fputs("usage: cvtidy_gen_docs OUTDIR\n", stderr);
    return 2;
  }
  const std::filesystem::path root = argv[1];
  for (const cvtidy::cli::GeneratedDoc& doc : cvtidy::cli::GeneratedDocs()) {
    const std::filesystem::path path = root / doc.path;
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << doc.text;
    out.close();
    if (!out) {
      std::fprintf(stderr, "cvtidy_gen_docs: cannot write %s\n", path.c_str());
      return 1;
    }
  }
  return 0;
}
