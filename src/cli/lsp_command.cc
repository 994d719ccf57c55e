// `cvtidy lsp`: the language server over standard input and output.
#include <cstdio>
#include <string_view>

#include "src/cli/commands.h"
#include "src/lsp/server.h"

namespace cvtidy::cli {

int RunLsp(const Options& options) {
  lsp::ServerOptions server_options;
  server_options.config_path = options.config;
  server_options.today = options.today;
  server_options.version = std::string(kVersion);
  // Diagnostics link to docs/rules.md as installed (`cmake --install`), else in the tree this
  // binary was built from.
  constexpr std::string_view kRulesPages[] = {CVTIDY_INSTALLED_RULES_PAGE,
                                              CVTIDY_SOURCE_RULES_PAGE};
  server_options.rules_page = lsp::RulesPageUri(kRulesPages);
  return lsp::RunServer(stdin, stdout, std::move(server_options));
}

}  // namespace cvtidy::cli
