// The language server (src/lsp/server.h) driven by a fuzzed editor: it opens a fuzzed
// document, then sends a fuzzed run of incremental and full changes (ranges anywhere, inside
// or past the text, in UTF-16 or UTF-8 units), code-action and hover requests, applications of
// the server's own code actions, saves, and raw message bodies. Every message the server sends
// must be JSON; anything else, or a crash, hang or leak, is a finding.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "src/lsp/server.h"
#include "tests/fuzz/fuzz_support.h"
#include <fuzzer/FuzzedDataProvider.h>
#include <nlohmann/json.hpp>

namespace {

using Json = nlohmann::json;

// An untitled document: no file of it, nor a cvtidy.toml above it, is ever read.
constexpr std::string_view kUri = "untitled:fuzz.md";

Json Position(FuzzedDataProvider& p) {
  // Mostly near the text, sometimes far past it.
  const bool far = p.ConsumeIntegralInRange(0, 15) == 0;
  return Json{{"line", p.ConsumeIntegralInRange<uint32_t>(0, far ? 1u << 30 : 40)},
              {"character", p.ConsumeIntegralInRange<uint32_t>(0, far ? 1u << 30 : 120)}};
}

Json Range(FuzzedDataProvider& p) { return Json{{"start", Position(p)}, {"end", Position(p)}}; }

Json Request(int id, std::string_view method, Json params) {
  return Json{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}};
}

Json Notification(std::string_view method, Json params) {
  return Json{{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace cvtidy;
  if (size > fuzz::kMaxInputBytes) {
    return -1;
  }
  FuzzedDataProvider p(data, size);
  Json last_reply;  // the last response to a request
  lsp::Server server(lsp::ServerOptions{std::nullopt, fuzz::kToday, "fuzz", "file:///doc/rules.md"},
                     [&](std::string_view body) {
                       Json message = Json::parse(body, nullptr, /*allow_exceptions=*/false);
                       fuzz::Check(!message.is_discarded(),
                                   "the server sent a body that is not JSON");
                       if (message.contains("id") && !message.contains("method")) {
                         last_reply = std::move(message);
                       }
                     });
  // Fuzzed strings need not be UTF-8; an editor sends valid JSON, so they are repaired.
  const auto send = [&](const Json& message) {
    server.HandleMessage(message.dump(-1, ' ', false, Json::error_handler_t::replace));
  };
  int id = 0;
  const char* const encoding = p.ConsumeBool() ? "utf-8" : "utf-16";
  send(
      Request(++id, "initialize",
              {{"capabilities", {{"general", {{"positionEncodings", Json::array({encoding})}}}}}}));
  send(Notification("initialized", Json::object()));
  int version = 1;
  send(Notification("textDocument/didOpen", {{"textDocument",
                                              {{"uri", kUri},
                                               {"languageId", "markdown"},
                                               {"version", version},
                                               {"text", p.ConsumeRandomLengthString(4096)}}}}));
  const Json document = {{"uri", kUri}};
  for (int step = 0; step < 24 && p.remaining_bytes() > 0; ++step) {
    switch (p.ConsumeIntegralInRange(0, 6)) {
      case 0: {  // an incremental change
        Json change = {{"range", Range(p)}, {"text", p.ConsumeRandomLengthString(256)}};
        send(Notification("textDocument/didChange",
                          {{"textDocument", {{"uri", kUri}, {"version", ++version}}},
                           {"contentChanges", Json::array({std::move(change)})}}));
        break;
      }
      case 1:  // the whole text
        send(Notification(
            "textDocument/didChange",
            {{"textDocument", {{"uri", kUri}, {"version", ++version}}},
             {"contentChanges", Json::array({{{"text", p.ConsumeRandomLengthString(4096)}}})}}));
        break;
      case 2:
        send(Request(++id, "textDocument/codeAction",
                     {{"textDocument", document},
                      {"range", Range(p)},
                      {"context", {{"diagnostics", Json::array()}}}}));
        break;
      case 3:
        send(Request(++id, "textDocument/hover",
                     {{"textDocument", document}, {"position", Position(p)}}));
        break;
      case 4: {  // apply one of the server's own code actions, as an editor would
        send(Request(++id, "textDocument/codeAction",
                     {{"textDocument", document},
                      {"range", Range(p)},
                      {"context", {{"diagnostics", Json::array()}}}}));
        const Json* actions = last_reply.contains("result") ? &last_reply["result"] : nullptr;
        if (actions == nullptr || !actions->is_array() || actions->empty()) {
          break;
        }
        const Json& action = (*actions)[p.ConsumeIntegralInRange<size_t>(0, actions->size() - 1)];
        const Json* edits = nullptr;
        if (action.contains("edit") && action["edit"].contains("changes") &&
            action["edit"]["changes"].contains(std::string(kUri))) {
          edits = &action["edit"]["changes"][std::string(kUri)];
        }
        if (edits == nullptr || !edits->is_array()) {
          break;
        }
        Json changes = Json::array();
        // An editor applies a WorkspaceEdit's edits together; as changes, the later ones first.
        for (auto it = edits->rbegin(); it != edits->rend(); ++it) {
          changes.push_back({{"range", (*it)["range"]}, {"text", (*it)["newText"]}});
        }
        send(Notification("textDocument/didChange",
                          {{"textDocument", {{"uri", kUri}, {"version", ++version}}},
                           {"contentChanges", std::move(changes)}}));
        break;
      }
      case 5:
        send(Notification("textDocument/didSave", {{"textDocument", document}}));
        break;
      default:  // any bytes as a message body
        server.HandleMessage(p.ConsumeRandomLengthString(512));
        break;
    }
  }
  send(Notification("textDocument/didClose", {{"textDocument", document}}));
  send(Request(++id, "shutdown", nullptr));
  send(Notification("exit", nullptr));
  return 0;
}
