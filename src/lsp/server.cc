#include "src/lsp/server.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <utility>

#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/config/builtin_tables.h"
#include "src/config/config.h"
#include "src/engine/file_budget.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/engine/rule_docs.h"
#include "src/lsp/framing.h"
#include "src/parse/entry_memo.h"
#include "src/parse/parse.h"

namespace cvtidy::lsp {
namespace {

using Json = nlohmann::json;

// JSON-RPC and LSP error codes.
constexpr int kParseError = -32700;
constexpr int kInvalidRequest = -32600;
constexpr int kMethodNotFound = -32601;
constexpr int kInvalidParams = -32602;
constexpr int kInternalError = -32603;
constexpr int kServerNotInitialized = -32002;

constexpr std::string_view kSourceName = "cvtidy";
constexpr std::string_view kFixAllKind = "source.fixAll.cvtidy";
constexpr std::string_view kQuickFixKind = "quickfix";
// Where a rule's documentation lives, relative to the repository (docs/rules.md is generated
// from the rule metadata, one section per rule).

const Json* Member(const Json& object, const char* key) {
  if (!object.is_object()) {
    return nullptr;
  }
  const auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

std::optional<std::string> StringMember(const Json& object, const char* key) {
  const Json* value = Member(object, key);
  if (value == nullptr || !value->is_string()) {
    return std::nullopt;
  }
  return value->get<std::string>();
}

std::optional<int64_t> IntegerMember(const Json& object, const char* key) {
  const Json* value = Member(object, key);
  if (value == nullptr || !value->is_number_integer()) {
    return std::nullopt;
  }
  return value->get<int64_t>();
}

// A non-negative integer that fits a position component.
std::optional<uint32_t> PositionComponent(const Json& object, const char* key) {
  const std::optional<int64_t> value = IntegerMember(object, key);
  if (!value || *value < 0 || *value > int64_t{UINT32_MAX}) {
    return std::nullopt;
  }
  return static_cast<uint32_t>(*value);
}

std::optional<LspPosition> PositionFrom(const Json* json) {
  if (json == nullptr) {
    return std::nullopt;
  }
  const std::optional<uint32_t> line = PositionComponent(*json, "line");
  const std::optional<uint32_t> character = PositionComponent(*json, "character");
  if (!line || !character) {
    return std::nullopt;
  }
  return LspPosition{*line, *character};
}

std::optional<LspRange> RangeFrom(const Json* json) {
  if (json == nullptr) {
    return std::nullopt;
  }
  const std::optional<LspPosition> start = PositionFrom(Member(*json, "start"));
  const std::optional<LspPosition> end = PositionFrom(Member(*json, "end"));
  if (!start || !end) {
    return std::nullopt;
  }
  return LspRange{*start, *end};
}

Json ToJson(LspPosition position) {
  return Json{{"line", position.line}, {"character", position.character}};
}

Json ToJson(LspRange range) {
  return Json{{"start", ToJson(range.start)}, {"end", ToJson(range.end)}};
}

// textDocument.uri of `params`.
std::optional<std::string> DocumentUri(const Json& params) {
  const Json* document = Member(params, "textDocument");
  return document == nullptr ? std::nullopt : StringMember(*document, "uri");
}

// The protocol's DiagnosticSeverity.
int SeverityCode(Severity severity) {
  switch (severity) {
    case Severity::kError:
      return 1;
    case Severity::kWarning:
      return 2;
    case Severity::kInfo:
      return 3;
  }
  return 2;
}

bool IsConfigFile(std::string_view path) {
  const size_t slash = path.rfind('/');
  return path.substr(slash == std::string_view::npos ? 0 : slash + 1) == kConfigFileName;
}

// Whether an action of `kind` is wanted by a request's `context.only` (absent: every kind); a
// kind matches its own prefixes (`source.fixAll` asks for `source.fixAll.cvtidy`).
bool KindWanted(const Json* only, std::string_view kind) {
  if (only == nullptr || !only->is_array()) {
    return true;
  }
  for (const Json& wanted : *only) {
    if (!wanted.is_string()) {
      continue;
    }
    const std::string& prefix = wanted.get_ref<const std::string&>();
    if (kind == prefix || (kind.size() > prefix.size() && kind.substr(0, prefix.size()) == prefix &&
                           kind[prefix.size()] == '.')) {
      return true;
    }
  }
  return false;
}

int HexValue(char c) {
  if (IsAsciiDigit(c)) {
    return c - '0';
  }
  const char lower = AsciiToLower(c);
  return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
}

std::optional<std::filesystem::file_time_type> ModificationTime(const std::string& path) {
  std::error_code error;
  const auto time = std::filesystem::last_write_time(path, error);
  if (error) {
    return std::nullopt;
  }
  return time;
}

}  // namespace

// One open document: the client's text and what the last lint made of it.
struct Server::OpenDocument {
  std::string uri;
  std::optional<std::string> path;  // for a `file:` URI
  int64_t version = 0;
  std::string text;
  // The config and rules that govern it; null until resolved, or when resolving failed
  // (config_error says why).
  std::shared_ptr<const Config> config;
  std::shared_ptr<const RuleSet> rules;
  std::string config_error;
  // The cvtidy.toml files read for it, with their modification times then.
  std::vector<std::pair<std::string, std::optional<std::filesystem::file_time_type>>> config_files;
  // The last lint: the Source its diagnostics refer to (built from `text`).
  std::unique_ptr<Source> source;
  std::vector<Diagnostic> diagnostics;
  bool fixed_text_known = false;
  std::optional<std::string> fixed_text;
  // What the last lint read from each entry, for the next one after an edit (most entries
  // come through a keystroke unchanged); it holds for `memo_config`'s venue table alone.
  EntryFactsMemo memo;
  std::shared_ptr<const Config> memo_config;

  // Source offsets are after the BOM; the client's text keeps it.
  uint32_t BomBytes() const { return source != nullptr && source->had_bom() ? 3 : 0; }
};

std::string RulesPageUri(std::span<const std::string_view> candidates) {
  for (const std::string_view path : candidates) {
    std::error_code error;
    if (path.empty() || path.front() != '/' ||
        !std::filesystem::is_regular_file(std::filesystem::path(path), error)) {
      continue;
    }
    std::string uri = "file://";
    for (const char c : path) {
      if (IsAsciiAlnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') {
        uri += c;
      } else {
        uri += fmt::format("%{:02X}", static_cast<unsigned char>(c));
      }
    }
    return uri;
  }
  return "";
}

std::string RuleDocsHref(std::string_view rules_page, std::string_view rule_id) {
  return fmt::format("{}#{}", rules_page, RuleDocsAnchor(rule_id));
}

std::optional<std::string> PathOfFileUri(std::string_view uri) {
  constexpr std::string_view kScheme = "file://";
  if (uri.size() < kScheme.size() || !EqualsIgnoreCase(uri.substr(0, kScheme.size()), kScheme)) {
    return std::nullopt;
  }
  std::string_view rest = uri.substr(kScheme.size());
  const size_t slash = rest.find('/');
  if (slash == std::string_view::npos) {
    return std::nullopt;
  }
  const std::string_view host = rest.substr(0, slash);
  if (!host.empty() && host != "localhost") {
    return std::nullopt;  // a file on another machine
  }
  rest = rest.substr(slash);
  std::string path;
  for (size_t i = 0; i < rest.size(); ++i) {
    if (rest[i] == '%' && i + 2 < rest.size() && HexValue(rest[i + 1]) >= 0 &&
        HexValue(rest[i + 2]) >= 0) {
      path += static_cast<char>(HexValue(rest[i + 1]) * 16 + HexValue(rest[i + 2]));
      i += 2;
    } else if (rest[i] == '?' || rest[i] == '#') {
      break;
    } else {
      path += rest[i];
    }
  }
  return path;
}

Server::Server(ServerOptions options, Send send)
    : options_(std::move(options)), send_(std::move(send)), resolver_(NewResolver()) {}

Server::~Server() = default;

void Server::Log(std::string_view message) {
  fmt::print(stderr, "cvtidy lsp: {}\n", message);
  std::fflush(stderr);
}

void Server::HandleMessage(std::string_view body) {
  Json message = Json::parse(body, nullptr, /*allow_exceptions=*/false);
  if (message.is_discarded()) {
    SendResponse(nullptr, Reply{{}, RpcError{kParseError, "the message is not valid JSON"}});
    return;
  }
  const Json* id = Member(message, "id");
  const std::optional<std::string> method = StringMember(message, "method");
  if (!message.is_object() || (id != nullptr && !id->is_string() && !id->is_number_integer()) ||
      (!method && Member(message, "method") != nullptr)) {
    SendResponse(nullptr, Reply{{}, RpcError{kInvalidRequest, "not a JSON-RPC request"}});
    return;
  }
  if (!method) {
    // A response to a request of ours (client/registerCapability): nothing waits for it.
    if (id == nullptr) {
      Log("ignored a message with neither method nor id");
    }
    return;
  }
  static const Json kNoParams = Json::object();
  const Json* params = Member(message, "params");
  if (params == nullptr) {
    params = &kNoParams;
  }
  try {
    if (id == nullptr) {
      HandleNotification(*method, *params);
    } else {
      SendResponse(*id, HandleRequest(*method, *params));
    }
  } catch (const std::exception& e) {
    // The handlers read params through checked accessors; this is the last guard.
    Log(fmt::format("{} failed: {}", *method, e.what()));
    if (id != nullptr) {
      SendResponse(*id, Reply{{}, RpcError{kInternalError, e.what()}});
    }
  }
}

Server::Reply Server::HandleRequest(std::string_view method, const Json& params) {
  if (method == "initialize") {
    if (initialized_) {
      return {{}, RpcError{kInvalidRequest, "initialize was already received"}};
    }
    return Initialize(params);
  }
  if (!initialized_) {
    return {{}, RpcError{kServerNotInitialized, "initialize must come first"}};
  }
  if (shutdown_) {
    return {{}, RpcError{kInvalidRequest, "the server is shutting down"}};
  }
  if (method == "shutdown") {
    shutdown_ = true;
    return {Json(nullptr), std::nullopt};
  }
  if (method == "textDocument/codeAction") {
    return CodeAction(params);
  }
  if (method == "textDocument/hover") {
    return Hover(params);
  }
  return {{}, RpcError{kMethodNotFound, fmt::format("unknown method '{}'", method)}};
}

void Server::HandleNotification(std::string_view method, const Json& params) {
  if (method == "exit") {
    exit_requested_ = true;
    return;
  }
  if (!initialized_ || shutdown_) {
    return;  // notifications are dropped before initialize and after shutdown
  }
  if (method == "initialized") {
    Initialized();
  } else if (method == "textDocument/didOpen") {
    DidOpen(params);
  } else if (method == "textDocument/didChange") {
    DidChange(params);
  } else if (method == "textDocument/didClose") {
    DidClose(params);
  } else if (method == "textDocument/didSave") {
    DidSave(params);
  } else if (method == "workspace/didChangeWatchedFiles") {
    DidChangeWatchedFiles(params);
  } else if (method.substr(0, 2) != "$/") {
    Log(fmt::format("ignored notification '{}'", method));
  }
}

Server::Reply Server::Initialize(const Json& params) {
  const Json* capabilities = Member(params, "capabilities");
  const Json* general = capabilities ? Member(*capabilities, "general") : nullptr;
  const Json* encodings = general ? Member(*general, "positionEncodings") : nullptr;
  encoding_ = PositionEncoding::kUtf16;
  if (encodings != nullptr && encodings->is_array()) {
    for (const Json& offered : *encodings) {
      if (offered.is_string() && offered.get_ref<const std::string&>() == "utf-8") {
        encoding_ = PositionEncoding::kUtf8;  // no conversion at all
      }
    }
  }
  const Json* workspace = capabilities ? Member(*capabilities, "workspace") : nullptr;
  const Json* watched = workspace ? Member(*workspace, "didChangeWatchedFiles") : nullptr;
  const Json* dynamic = watched ? Member(*watched, "dynamicRegistration") : nullptr;
  register_watchers_ = dynamic != nullptr && dynamic->is_boolean() && dynamic->get<bool>();
  initialized_ = true;

  Json result;
  result["capabilities"] = {
      {"positionEncoding", PositionEncodingName(encoding_)},
      {"textDocumentSync",
       {{"openClose", true}, {"change", 2 /* incremental */}, {"save", {{"includeText", false}}}}},
      {"codeActionProvider", {{"codeActionKinds", Json::array({kQuickFixKind, kFixAllKind})}}},
      {"hoverProvider", true},
  };
  result["serverInfo"] = {{"name", kSourceName}, {"version", options_.version}};
  return {std::move(result), std::nullopt};
}

void Server::Initialized() {
  if (!register_watchers_) {
    return;
  }
  Json watcher = {{"globPattern", fmt::format("**/{}", kConfigFileName)}};
  Json registration = {{"id", "cvtidy-config-watcher"},
                       {"method", "workspace/didChangeWatchedFiles"},
                       {"registerOptions", {{"watchers", Json::array({watcher})}}}};
  SendRequest("client/registerCapability",
              {{"registrations", Json::array({std::move(registration)})}});
}

Server::OpenDocument* Server::Find(std::string_view uri) {
  const auto it = documents_.find(uri);
  return it == documents_.end() ? nullptr : it->second.get();
}

void Server::DidOpen(const Json& params) {
  const Json* item = Member(params, "textDocument");
  const std::optional<std::string> uri = item ? StringMember(*item, "uri") : std::nullopt;
  const std::optional<std::string> text = item ? StringMember(*item, "text") : std::nullopt;
  if (!uri || !text) {
    Log("didOpen without textDocument.uri and text");
    return;
  }
  auto doc = std::make_unique<OpenDocument>();
  doc->uri = *uri;
  doc->path = PathOfFileUri(*uri);
  doc->version = IntegerMember(*item, "version").value_or(0);
  doc->text = *text;
  if (doc->path && IsConfigFile(*doc->path)) {
    return;  // a cvtidy.toml is read from disk when saved, not linted
  }
  OpenDocument& opened = *doc;
  documents_[*uri] = std::move(doc);
  LintAndPublish(opened);
}

void Server::DidChange(const Json& params) {
  const std::optional<std::string> uri = DocumentUri(params);
  OpenDocument* doc = uri ? Find(*uri) : nullptr;
  const Json* changes = Member(params, "contentChanges");
  if (doc == nullptr || changes == nullptr || !changes->is_array()) {
    return;
  }
  for (const Json& change : *changes) {
    const std::optional<std::string> text = StringMember(change, "text");
    if (!text) {
      Log("didChange: a change without text");
      continue;
    }
    const Json* range_json = Member(change, "range");
    const std::optional<LspRange> range = RangeFrom(range_json);
    if (range_json != nullptr && !range) {
      // Not a whole-text change: applying it as one would replace the text with a fragment.
      Log("didChange: a change with a malformed range, left out");
      continue;
    }
    ApplyChange(doc->text, range, *text, encoding_);
  }
  if (const Json* document = Member(params, "textDocument")) {
    doc->version = IntegerMember(*document, "version").value_or(doc->version + 1);
  }
  LintAndPublish(*doc);
}

void Server::DidClose(const Json& params) {
  const std::optional<std::string> uri = DocumentUri(params);
  if (!uri || Find(*uri) == nullptr) {
    return;
  }
  documents_.erase(documents_.find(*uri));
  // The client keeps published diagnostics until they are replaced.
  SendNotification("textDocument/publishDiagnostics",
                   {{"uri", *uri}, {"diagnostics", Json::array()}});
}

void Server::DidSave(const Json& params) {
  const std::optional<std::string> uri = DocumentUri(params);
  const std::optional<std::string> path = uri ? PathOfFileUri(*uri) : std::nullopt;
  if (path && IsConfigFile(*path)) {
    ReloadConfigs();
  }
}

void Server::DidChangeWatchedFiles(const Json& params) {
  const Json* changes = Member(params, "changes");
  if (changes == nullptr || !changes->is_array()) {
    return;
  }
  for (const Json& change : *changes) {
    const std::optional<std::string> uri = StringMember(change, "uri");
    const std::optional<std::string> path = uri ? PathOfFileUri(*uri) : std::nullopt;
    if (path && IsConfigFile(*path)) {
      ReloadConfigs();
      return;
    }
  }
}

void Server::ResolveConfig(OpenDocument& doc) {
  if (doc.config != nullptr) {
    return;
  }
  if (!doc.config_error.empty()) {
    // The broken file may be fixed by now, with no notice of it: read the files again.
    resolver_ = NewResolver();
    rule_sets_.clear();
    doc.config_error.clear();
  }
  // An untitled document follows the working directory's cvtidy.toml, as standard input does.
  std::error_code error;
  const std::filesystem::path anchor = doc.path ? std::filesystem::path(*doc.path)
                                                : std::filesystem::current_path(error) / "untitled";
  absl::StatusOr<std::shared_ptr<const Config>> config = resolver_->For(anchor);
  if (!config.ok()) {
    doc.config_error = std::string(config.status().message());
    return;
  }
  auto cached = rule_sets_.find(*config);
  if (cached == rule_sets_.end()) {
    absl::StatusOr<RuleSet> rules = RuleSet::Resolve(**config, Selection{});
    if (!rules.ok()) {
      doc.config_error = std::string(rules.status().message());
      return;
    }
    cached = rule_sets_.emplace(*config, std::make_shared<const RuleSet>(std::move(*rules))).first;
  }
  doc.config = *config;
  doc.rules = cached->second;
  doc.config_files.clear();
  for (const Config* file : CascadeOf(**config)) {
    doc.config_files.emplace_back(file->path, ModificationTime(file->path));
  }
}

bool Server::ConfigFilesChanged(const OpenDocument& doc) const {
  return std::any_of(doc.config_files.begin(), doc.config_files.end(),
                     [](const auto& file) { return ModificationTime(file.first) != file.second; });
}

std::unique_ptr<ConfigResolver> Server::NewResolver() const {
  return std::make_unique<ConfigResolver>(
      options_.config_path ? std::optional<std::filesystem::path>(*options_.config_path)
                           : std::nullopt);
}

void Server::ReloadConfigs() {
  resolver_ = NewResolver();
  rule_sets_.clear();
  for (auto& [uri, doc] : documents_) {
    doc->config = nullptr;
    doc->rules = nullptr;
    doc->config_error.clear();
    doc->config_files.clear();
  }
  for (auto& [uri, doc] : documents_) {
    LintAndPublish(*doc);
  }
}

CivilDate Server::Today() const { return options_.today ? *options_.today : CivilDate::Today(); }

void Server::LintAndPublish(OpenDocument& doc) {
  if (ConfigFilesChanged(doc)) {
    ReloadConfigs();  // lints `doc` too, with the new config
    return;
  }
  ResolveConfig(doc);
  doc.fixed_text_known = false;
  doc.fixed_text.reset();
  doc.diagnostics.clear();
  doc.source.reset();
  if (doc.text.size() < kMaxSourceBytes) {
    doc.source = std::make_unique<Source>(Source::FromBytes(doc.path.value_or(doc.uri), doc.text));
  }
  if (doc.rules != nullptr && doc.source != nullptr) {
    const double seconds = doc.config->file_timeout.value_or(kDefaultFileTimeoutSeconds);
    FileBudget budget(std::chrono::duration_cast<FileBudget::Clock::duration>(
        std::chrono::duration<double>(seconds)));
    if (doc.memo_config != doc.config) {
      doc.memo = EntryFactsMemo();
      doc.memo_config = doc.config;
    }
    doc.diagnostics = LintSource(*doc.source, *doc.rules, RuleContext{*doc.config, Today()},
                                 &budget, nullptr, &doc.memo);
  }
  Publish(doc);
}

LspRange Server::RangeOf(const OpenDocument& doc, const LineIndex& index, ByteRange range) const {
  const uint32_t bom = doc.BomBytes();
  return {index.PositionOf(range.begin + bom, encoding_),
          index.PositionOf(range.end + bom, encoding_)};
}

Server::Json Server::ToLspDiagnostic(const OpenDocument& doc, const LineIndex& index,
                                     const Diagnostic& diagnostic) const {
  Json out = {{"range", ToJson(RangeOf(doc, index, diagnostic.range))},
              {"severity", SeverityCode(diagnostic.severity)},
              {"code", diagnostic.rule_id},
              {"source", kSourceName},
              {"message", diagnostic.message}};
  if (!options_.rules_page.empty() && RuleRegistry::Get().Find(diagnostic.rule_id) != nullptr) {
    out["codeDescription"] = {{"href", RuleDocsHref(options_.rules_page, diagnostic.rule_id)}};
  }
  return out;
}

void Server::Publish(const OpenDocument& doc) {
  Json diagnostics = Json::array();
  const LineIndex index(doc.text);
  if (!doc.config_error.empty()) {
    diagnostics.push_back({{"range", ToJson(LspRange{})},
                           {"severity", SeverityCode(Severity::kError)},
                           {"source", kSourceName},
                           {"message", fmt::format("configuration error: {}", doc.config_error)}});
  }
  for (const Diagnostic& diagnostic : doc.diagnostics) {
    diagnostics.push_back(ToLspDiagnostic(doc, index, diagnostic));
  }
  SendNotification("textDocument/publishDiagnostics",
                   {{"uri", doc.uri}, {"version", doc.version}, {"diagnostics", diagnostics}});
}

Server::Json Server::EditsOf(const OpenDocument& doc, const LineIndex& index,
                             const Fix& fix) const {
  Json edits = Json::array();
  const std::string_view terminator = doc.source->line_terminator();
  for (const TextEdit& edit : fix.edits) {
    std::string replacement;
    for (const char c : edit.replacement) {
      if (c == '\n') {
        replacement += terminator;  // as ApplyFixes writes it
      } else {
        replacement += c;
      }
    }
    edits.push_back({{"range", ToJson(RangeOf(doc, index, edit.range))}, {"newText", replacement}});
  }
  return edits;
}

const std::optional<std::string>& Server::FixedText(OpenDocument& doc) {
  if (!doc.fixed_text_known) {
    doc.fixed_text_known = true;
    if (doc.rules != nullptr && doc.source != nullptr && !doc.source->encoding_problem()) {
      const double seconds = doc.config->file_timeout.value_or(kDefaultFileTimeoutSeconds);
      FileBudget budget(std::chrono::duration_cast<FileBudget::Clock::duration>(
          std::chrono::duration<double>(seconds)));
      FixOptions fix_options;
      fix_options.budget = &budget;
      FixResult fixed =
          FixSource(*doc.source, *doc.rules, RuleContext{*doc.config, Today()}, fix_options);
      if (!fixed.ran_out && fixed.converged && fixed.changed()) {
        doc.fixed_text = doc.source->Serialize(fixed.fixed->text());
      }
    }
  }
  return doc.fixed_text;
}

std::optional<Server::Json> Server::DisableAction(const OpenDocument& doc, const LineIndex& index,
                                                  const Document& model,
                                                  const Diagnostic& diagnostic) const {
  const Source& source = *doc.source;
  const uint32_t line = source.LineOf(diagnostic.range.begin) - 1;  // 0-based, as model lines
  const std::span<const Line> lines = model.lines();
  if (line >= lines.size()) {
    return std::nullopt;
  }
  // The entry holding line `i`, if any.
  const std::span<const Entry> entries = model.entries();
  const auto entry_of = [&](uint32_t i) -> const Entry* {
    const auto it = std::find_if(entries.begin(), entries.end(), [&](const Entry& e) {
      return e.first_line <= i && i <= e.last_line;
    });
    return it == entries.end() ? nullptr : &*it;
  };
  // Where a comment line can go without changing what the page renders or how the parser reads
  // the entries: above a line that starts a block, never between two lines of one entry (in
  // Markdown an HTML comment would split the paragraph or table; in plain text the entry).
  const bool plain = model.input_kind() == InputKind::kPlainText;
  const auto opens_block = [&](uint32_t i) {
    if (lines[i].kind == LineKind::kMarkup) {
      return false;
    }
    if (i == 0 ||
        (!plain && (lines[i].kind == LineKind::kListItem || lines[i].kind == LineKind::kHeading))) {
      return true;
    }
    if (const Entry* entry = entry_of(i); entry != nullptr && entry->first_line != i) {
      return false;
    }
    const LineKind above = lines[i - 1].kind;
    return plain || above == LineKind::kBlank || above == LineKind::kHeading ||
           above == LineKind::kComment || above == LineKind::kThematicBreak;
  };
  const auto indent_of = [&](uint32_t i) {
    const std::string_view text = source.Line(i + 1);
    return text.substr(0, std::min(text.find_first_not_of(" \t"), text.size()));
  };
  const auto insert_at = [&](uint32_t offset, std::string text) {
    return Json{{"range", ToJson(RangeOf(doc, index, {offset, offset}))},
                {"newText", std::move(text)}};
  };
  const std::string_view terminator = source.line_terminator();
  Json edits = Json::array();
  std::string title;
  if (opens_block(line)) {
    title = fmt::format("Disable {} for this line", diagnostic.rule_id);
    // A `cvtidy-disable-next-line` comment just above (with no `--` reason) takes the id too.
    constexpr std::string_view kKeyword = "<!-- cvtidy-disable-next-line";
    const std::string_view above = line > 0 ? source.Line(line) : std::string_view();
    const std::string_view trimmed = TrimAscii(above);
    if (line > 0 && lines[line - 1].kind == LineKind::kComment &&
        trimmed.substr(0, kKeyword.size()) == kKeyword && trimmed.size() > kKeyword.size() + 3 &&
        trimmed.find("-->") == trimmed.size() - 3 &&
        trimmed.find(" -- ") == std::string_view::npos) {
      const std::string_view ids = TrimAscii(above.substr(0, above.rfind("-->")));
      const uint32_t at = source.LineRange(line).begin +
                          static_cast<uint32_t>(ids.data() + ids.size() - above.data());
      edits.push_back(insert_at(at, fmt::format(", {}", diagnostic.rule_id)));
    } else {
      edits.push_back(insert_at(source.LineRange(line + 1).begin,
                                fmt::format("{}<!-- cvtidy-disable-next-line {} -->{}",
                                            indent_of(line), diagnostic.rule_id, terminator)));
    }
  } else {
    // Inside a paragraph or table: the comments go around the whole entry instead.
    const Entry* entry = entry_of(line);
    if (entry == nullptr || !opens_block(entry->first_line)) {
      return std::nullopt;
    }
    title = fmt::format("Disable {} for this entry", diagnostic.rule_id);
    const std::string_view indent = indent_of(entry->first_line);
    edits.push_back(insert_at(
        source.LineRange(entry->first_line + 1).begin,
        fmt::format("{}<!-- cvtidy-disable {} -->{}", indent, diagnostic.rule_id, terminator)));
    // After the entry's last line and its terminator (one is written when the text ends there).
    const ByteRange last = source.LineRange(entry->last_line + 1);
    const bool ends_text = last.end == source.size();
    const uint32_t after =
        ends_text ? last.end : last.end + (source.text().substr(last.end, 2) == "\r\n" ? 2u : 1u);
    edits.push_back(
        insert_at(after, fmt::format("{}{}<!-- cvtidy-enable {} -->{}", ends_text ? terminator : "",
                                     indent, diagnostic.rule_id, ends_text ? "" : terminator)));
  }
  return Json{{"title", std::move(title)},
              {"kind", kQuickFixKind},
              {"diagnostics", Json::array({ToLspDiagnostic(doc, index, diagnostic)})},
              {"edit", {{"changes", {{doc.uri, std::move(edits)}}}}}};
}

Server::Reply Server::CodeAction(const Json& params) {
  const std::optional<std::string> uri = DocumentUri(params);
  const std::optional<LspRange> range = RangeFrom(Member(params, "range"));
  if (!uri || !range) {
    return {{}, RpcError{kInvalidParams, "codeAction needs textDocument.uri and range"}};
  }
  OpenDocument* doc = Find(*uri);
  if (doc == nullptr || doc->source == nullptr) {
    return {Json::array(), std::nullopt};
  }
  const Json* context = Member(params, "context");
  const Json* only = context ? Member(*context, "only") : nullptr;
  const LineIndex index(doc->text);
  const uint32_t bom = doc->BomBytes();
  const auto source_offset = [&](LspPosition position) {
    const uint32_t offset = index.OffsetOf(position, encoding_);
    return offset < bom ? 0 : offset - bom;
  };
  const uint32_t begin = source_offset(range->start);
  const uint32_t end = std::max(begin, source_offset(range->end));

  Json actions = Json::array();
  bool any_safe_fix = false;
  std::unique_ptr<Document> model;  // parsed when a suppression comment is to be placed
  for (const Diagnostic& diagnostic : doc->diagnostics) {
    const bool has_safe_fix = diagnostic.fix && diagnostic.fix->safety == FixSafety::kSafe;
    any_safe_fix = any_safe_fix || has_safe_fix;
    // Closed intervals, so a cursor at either end of a finding (or on an empty one) counts.
    if (diagnostic.range.begin > end || begin > diagnostic.range.end ||
        !KindWanted(only, kQuickFixKind)) {
      continue;
    }
    if (diagnostic.fix && !diagnostic.fix->edits.empty()) {
      const bool safe = diagnostic.fix->safety == FixSafety::kSafe;
      actions.push_back(
          {{"title",
            safe ? diagnostic.fix->title : fmt::format("{} (unsafe)", diagnostic.fix->title)},
           {"kind", kQuickFixKind},
           {"diagnostics", Json::array({ToLspDiagnostic(*doc, index, diagnostic)})},
           {"isPreferred", safe},
           {"edit", {{"changes", {{doc->uri, EditsOf(*doc, index, *diagnostic.fix)}}}}}});
    }
    if (model == nullptr) {
      model = std::make_unique<Document>(Parse(*doc->source, ParseOptionsFor(*doc->config)));
    }
    if (std::optional<Json> disable = DisableAction(*doc, index, *model, diagnostic)) {
      actions.push_back(std::move(*disable));
    }
  }
  if (any_safe_fix && KindWanted(only, kFixAllKind)) {
    if (const std::optional<std::string>& fixed = FixedText(*doc)) {
      // One edit over the span that differs, so the editor keeps cursors and folds elsewhere.
      const DifferingSpan diff = FindDifferingSpan(doc->text, *fixed);
      const LspRange changed = {index.PositionOf(diff.begin, encoding_),
                                index.PositionOf(diff.end, encoding_)};
      const std::string replacement(diff.replacement);
      actions.push_back({{"title", "Fix all safe cvtidy findings in this file"},
                         {"kind", kFixAllKind},
                         {"edit",
                          {{"changes",
                            {{doc->uri, Json::array({{{"range", ToJson(changed)},
                                                      {"newText", replacement}}})}}}}}});
    }
  }
  return {std::move(actions), std::nullopt};
}

const Rule* Server::FindRule(const OpenDocument& doc, std::string_view id) const {
  if (doc.rules != nullptr) {
    if (const EnabledRule* enabled = doc.rules->Find(id)) {
      return enabled->rule;
    }
  }
  return RuleRegistry::Get().Find(id);
}

Server::Reply Server::Hover(const Json& params) {
  const std::optional<std::string> uri = DocumentUri(params);
  const std::optional<LspPosition> position = PositionFrom(Member(params, "position"));
  if (!uri || !position) {
    return {{}, RpcError{kInvalidParams, "hover needs textDocument.uri and position"}};
  }
  OpenDocument* doc = Find(*uri);
  if (doc == nullptr || doc->source == nullptr) {
    return {Json(nullptr), std::nullopt};
  }
  const LineIndex index(doc->text);
  const uint32_t offset = index.OffsetOf(*position, encoding_);
  const uint32_t bom = doc->BomBytes();
  if (offset < bom) {
    return {Json(nullptr), std::nullopt};
  }
  const uint32_t at = offset - bom;
  std::string markdown;
  std::optional<ByteRange> span;
  std::vector<std::string_view> explained;
  for (const Diagnostic& diagnostic : doc->diagnostics) {
    const ByteRange r = diagnostic.range;
    if (!(r.Contains(at) || (r.empty() && r.begin == at))) {
      continue;
    }
    if (!markdown.empty()) {
      markdown += "\n\n---\n\n";
    }
    markdown += fmt::format("**{}** ({}): {}", diagnostic.rule_id,
                            SeverityName(diagnostic.severity), diagnostic.message);
    if (!diagnostic.note.empty()) {
      markdown += fmt::format("\n\nnote: {}", diagnostic.note);
    }
    if (std::find(explained.begin(), explained.end(), diagnostic.rule_id) == explained.end()) {
      explained.push_back(diagnostic.rule_id);
      if (const Rule* rule = FindRule(*doc, diagnostic.rule_id)) {
        markdown += "\n\n";
        markdown += RenderExplain(*rule);
      }
    }
    span = span ? ByteRange{std::min(span->begin, r.begin), std::max(span->end, r.end)} : r;
  }
  if (!span) {
    return {Json(nullptr), std::nullopt};
  }
  return {Json{{"contents", {{"kind", "markdown"}, {"value", markdown}}},
               {"range", ToJson(RangeOf(*doc, index, *span))}},
          std::nullopt};
}

void Server::SendResponse(const Json& id, const Reply& reply) {
  Json message = {{"jsonrpc", "2.0"}, {"id", id}};
  if (reply.error) {
    message["error"] = {{"code", reply.error->code}, {"message", reply.error->message}};
  } else {
    message["result"] = reply.result;
  }
  send_(message.dump(-1, ' ', false, Json::error_handler_t::replace));
}

void Server::SendNotification(std::string_view method, Json params) {
  const Json message = {{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}};
  send_(message.dump(-1, ' ', false, Json::error_handler_t::replace));
}

void Server::SendRequest(std::string_view method, Json params) {
  const Json message = {{"jsonrpc", "2.0"},
                        {"id", next_request_id_++},
                        {"method", method},
                        {"params", std::move(params)}};
  send_(message.dump(-1, ' ', false, Json::error_handler_t::replace));
}

int RunServer(std::FILE* in, std::FILE* out, ServerOptions options) {
  Server server(std::move(options), [out](std::string_view body) {
    const std::string framed = Frame(body);
    std::fwrite(framed.data(), 1, framed.size(), out);
    std::fflush(out);
  });
  FrameReader reader(in);
  while (!server.exit_requested()) {
    FrameReader::Result next = reader.Next();
    if (next.status == FrameReader::Status::kEnd) {
      break;
    }
    if (next.status == FrameReader::Status::kBadHeader) {
      fmt::print(stderr, "cvtidy lsp: skipped a message: {}\n", next.error);
      continue;
    }
    server.HandleMessage(next.body);
  }
  return server.exit_code();
}

}  // namespace cvtidy::lsp
