// `cvtidy lsp`: a Language Server Protocol server over one client. It keeps the open
// documents' text, lints each on open and change with the engine `check` uses, and publishes
// the findings; it answers code actions (each fix, every safe fix of the file, a suppression
// comment for the line) and hovers (the rule's explanation). Each document follows the
// cvtidy.toml files of its directory and above, re-read when one of them changes.
//
// One thread: messages are handled in the order they arrive, so a request always sees the
// text of every change sent before it.
#ifndef CVTIDY_SRC_LSP_SERVER_H_
#define CVTIDY_SRC_LSP_SERVER_H_

#include <cstdio>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "src/config/config.h"
#include "src/config/resolver.h"
#include "src/engine/diagnostic.h"
#include "src/engine/rule.h"
#include "src/engine/rule_set.h"
#include "src/lsp/positions.h"
#include "src/model/document.h"
#include "src/source/source.h"
#include <nlohmann/json.hpp>

namespace cvtidy::lsp {

struct ServerOptions {
  // --config: this file governs every document; unset: each document's cvtidy.toml cascade.
  std::optional<std::string> config_path;
  std::optional<CivilDate> today;  // --today; unset: the local date at each lint
  std::string version;             // reported as serverInfo.version
  // A `file:` URI of docs/rules.md (RulesPageUri) that diagnostics link to through
  // codeDescription; empty: no link (the protocol wants an absolute URI there).
  std::string rules_page;
};

// The `file:` URI of the first of `candidates` (absolute paths of docs/rules.md: installed,
// then in the source tree) that exists, percent-encoded; empty when none does.
std::string RulesPageUri(std::span<const std::string_view> candidates);

// The address of rule `rule_id`'s documentation: its section of `rules_page`.
std::string RuleDocsHref(std::string_view rules_page, std::string_view rule_id);

// The file path of a `file:` URI (percent-decoded), or nullopt for any other scheme.
std::optional<std::string> PathOfFileUri(std::string_view uri);

class Server {
 public:
  // `send` writes one message body (JSON) to the client, framed.
  using Send = std::function<void(std::string_view body)>;

  Server(ServerOptions options, Send send);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Handles one message body: a request is answered (a result or a JSON-RPC error) before
  // this returns; malformed JSON is answered with a parse error.
  void HandleMessage(std::string_view body);

  // Whether `exit` has arrived: the caller stops reading.
  bool exit_requested() const { return exit_requested_; }
  // The process's exit status: 0 when `shutdown` came first, else 1 (as the protocol says).
  int exit_code() const { return shutdown_ ? 0 : 1; }

 private:
  using Json = nlohmann::json;
  struct OpenDocument;
  struct RpcError {
    int code = 0;
    std::string message;
  };

  // A request's result, or its error.
  struct Reply {
    Json result;
    std::optional<RpcError> error;
  };

  Reply HandleRequest(std::string_view method, const Json& params);
  void HandleNotification(std::string_view method, const Json& params);

  Reply Initialize(const Json& params);
  void Initialized();
  void DidOpen(const Json& params);
  void DidChange(const Json& params);
  void DidClose(const Json& params);
  void DidSave(const Json& params);
  void DidChangeWatchedFiles(const Json& params);
  Reply CodeAction(const Json& params);
  Reply Hover(const Json& params);

  // A resolver that reads every cvtidy.toml afresh (or --config's file).
  std::unique_ptr<ConfigResolver> NewResolver() const;
  // Resolves `doc`'s config and rules when it has none yet (again after an error).
  void ResolveConfig(OpenDocument& doc);
  // Re-reads every cvtidy.toml: a new resolver, then each open document resolved, linted and
  // published again.
  void ReloadConfigs();
  // Whether a cvtidy.toml that governs `doc` changed on disk since it was read.
  bool ConfigFilesChanged(const OpenDocument& doc) const;
  // Lints `doc`'s text and publishes the findings.
  void LintAndPublish(OpenDocument& doc);
  void Publish(const OpenDocument& doc);

  Json ToLspDiagnostic(const OpenDocument& doc, const LineIndex& index,
                       const Diagnostic& diagnostic) const;
  LspRange RangeOf(const OpenDocument& doc, const LineIndex& index, ByteRange range) const;
  Json EditsOf(const OpenDocument& doc, const LineIndex& index, const Fix& fix) const;
  // The text every safe fix of `doc` leads to (to a fixpoint), or nullopt when nothing changes
  // or the fixes do not settle. Cached until the next lint.
  const std::optional<std::string>& FixedText(OpenDocument& doc);
  // The action that silences `diagnostic`'s rule where it is: a `cvtidy-disable-next-line`
  // comment above its line (or its rule added to such a comment already there), or, when a
  // comment line there would split a paragraph or table, `cvtidy-disable`/`cvtidy-enable`
  // around its entry. Nullopt when neither can go there without changing the page (front
  // matter, a block with no entry).
  std::optional<Json> DisableAction(const OpenDocument& doc, const LineIndex& index,
                                    const Document& model, const Diagnostic& diagnostic) const;
  const Rule* FindRule(const OpenDocument& doc, std::string_view id) const;
  CivilDate Today() const;

  void SendResponse(const Json& id, const Reply& reply);
  void SendNotification(std::string_view method, Json params);
  void SendRequest(std::string_view method, Json params);
  static void Log(std::string_view message);

  OpenDocument* Find(std::string_view uri);

  ServerOptions options_;
  Send send_;
  bool initialized_ = false;  // `initialize` answered
  bool shutdown_ = false;
  bool exit_requested_ = false;
  PositionEncoding encoding_ = PositionEncoding::kUtf16;
  bool register_watchers_ = false;  // the client registers file watchers on request
  int next_request_id_ = 1;
  std::unique_ptr<ConfigResolver> resolver_;
  // The rule set of each config; the key keeps its config alive, so no later config can take
  // its address.
  std::map<std::shared_ptr<const Config>, std::shared_ptr<const RuleSet>> rule_sets_;
  std::map<std::string, std::unique_ptr<OpenDocument>, std::less<>> documents_;
};

// Runs a server over `in` and `out` (the framed protocol) until `exit` or the end of `in`;
// logs go to stderr. Returns the exit status (Server::exit_code).
int RunServer(std::FILE* in, std::FILE* out, ServerOptions options);

}  // namespace cvtidy::lsp

#endif  // CVTIDY_SRC_LSP_SERVER_H_
