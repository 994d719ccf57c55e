// `cvtidy lsp`: the language server over standard input and output.
#include <cstdio>

#include "src/cli/commands.h"
#include "src/lsp/server.h"

namespace cvtidy::cli {

int RunLsp(const Options& options) {
  lsp::ServerOptions server_options;
  server_options.config_path = options.config;
  server_options.today = options.today;
  server_options.version = std::string(kVersion);
  return lsp::RunServer(stdin, stdout, std::move(server_options));
}

}  // namespace cvtidy::cli
