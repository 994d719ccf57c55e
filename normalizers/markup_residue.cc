#include "normalizers/markup_residue.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "src/base/progress.h"
#include "src/base/strings.h"
#include "src/base/utf8.h"

namespace cvtidy {
namespace {

constexpr ByteSet kMarkupBytes{"{}\\$*_^`<>"};

bool IsWordChar(char c) { return IsAsciiAlnum(c) || static_cast<unsigned char>(c) >= 0x80; }

// `&name;` / `&#123;` / `&#x1F;` at `pos`: returns its length, or 0.
size_t EntityLength(std::string_view t, size_t pos) {
  if (pos >= t.size() || t[pos] != '&') {
    return 0;
  }
  size_t p = pos + 1;
  if (p < t.size() && t[p] == '#') {
    ++p;
    const bool hex = p < t.size() && (t[p] == 'x' || t[p] == 'X');
    if (hex) {
      ++p;
    }
    const size_t digits = p;
    while (p < t.size() && p - digits < 8 &&
           (IsAsciiDigit(t[p]) || (hex && ((t[p] | 0x20) >= 'a' && (t[p] | 0x20) <= 'f')))) {
      ++p;
    }
    return p > digits && p < t.size() && t[p] == ';' ? p + 1 - pos : 0;
  }
  const size_t letters = p;
  while (p < t.size() && p - letters < 10 && IsAsciiAlnum(t[p])) {
    ++p;
  }
  return p - letters >= 2 && p < t.size() && t[p] == ';' ? p + 1 - pos : 0;
}

struct NamedEntity {
  std::string_view name;
  std::string_view text;
};

constexpr NamedEntity kEntities[] = {
    {"amp", "&"},    {"lt", "<"},     {"gt", ">"},     {"quot", "\""},  {"apos", "'"},
    {"nbsp", " "},   {"ndash", "–"},  {"mdash", "—"},  {"hellip", "…"}, {"lsquo", "‘"},
    {"rsquo", "’"},  {"ldquo", "“"},  {"rdquo", "”"},  {"middot", "·"}, {"times", "×"},
    {"copy", "©"},   {"reg", "®"},    {"trade", "™"},  {"deg", "°"},    {"plusmn", "±"},
    {"eacute", "é"}, {"egrave", "è"}, {"aacute", "á"}, {"agrave", "à"}, {"oacute", "ó"},
    {"uacute", "ú"}, {"iacute", "í"}, {"ouml", "ö"},   {"uuml", "ü"},   {"auml", "ä"},
    {"ccedil", "ç"}, {"ntilde", "ñ"}, {"szlig", "ß"},  {"Eacute", "É"}, {"Ouml", "Ö"},
    {"Uuml", "Ü"},
};

// Characters whose literal form would start Markdown or HTML syntax again.
bool IsMarkupChar(char32_t cp) {
  return cp == '*' || cp == '_' || cp == '\\' || cp == '`' || cp == '[' || cp == ']' || cp == '#' ||
         cp == '<' || cp == '&' || cp == '$' || cp == '~';
}

// Decodes the entity `t[pos, pos+len)`; std::nullopt when unknown or when the result would
// be markup again (`&lt;b&gt;`, `&amp;amp;`, `&#42;`).
std::optional<std::string> DecodeEntity(std::string_view t, size_t pos, size_t len) {
  const std::string_view body = t.substr(pos + 1, len - 2);
  std::string out;
  if (body[0] == '#') {
    const bool hex = body.size() > 1 && (body[1] == 'x' || body[1] == 'X');
    uint32_t cp = 0;
    for (char c : body.substr(hex ? 2 : 1)) {
      const uint32_t digit = IsAsciiDigit(c) ? c - '0' : (c | 0x20) - 'a' + 10;
      cp = cp * (hex ? 16 : 10) + digit;
      if (cp > 0x10FFFF) {
        return std::nullopt;
      }
    }
    if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || (cp >= 0xD800 && cp < 0xE000) ||
        IsMarkupChar(cp)) {
      return std::nullopt;
    }
    AppendUtf8(cp == 0xA0 ? U' ' : cp, out);
    return out;
  }
  for (const NamedEntity& e : kEntities) {
    if (body == e.name) {
      out = e.text;
      break;
    }
  }
  if (out.empty()) {
    return std::nullopt;
  }
  const size_t after = pos + len;
  if (out == "<" && after < t.size() &&
      (IsAsciiAlpha(t[after]) || t[after] == '/' || t[after] == '!')) {
    return std::nullopt;
  }
  if (out == "&" && EntityLength(std::string(1, '&') + std::string(t.substr(after, 12)), 0) > 0) {
    return std::nullopt;
  }
  return out;
}

// An HTML tag at `pos`: `<b>`, `</b>`, `<br/>`, `<br />`. Only the names below count.
struct Tag {
  std::string_view name;  // lower case
  bool closing = false;
  size_t end = 0;
};

constexpr std::string_view kTagNames[] = {"b", "strong", "i", "em", "sup", "sub", "br"};

std::optional<Tag> MatchTag(std::string_view t, size_t pos) {
  if (pos + 2 >= t.size() || t[pos] != '<') {
    return std::nullopt;
  }
  size_t p = pos + 1;
  Tag tag;
  if (t[p] == '/') {
    tag.closing = true;
    ++p;
  }
  const size_t name_begin = p;
  while (p < t.size() && IsAsciiAlpha(t[p])) {
    ++p;
  }
  const std::string lower = AsciiLower(t.substr(name_begin, p - name_begin));
  for (std::string_view name : kTagNames) {
    if (lower == name) {
      tag.name = name;
    }
  }
  if (tag.name.empty()) {
    return std::nullopt;
  }
  while (p < t.size() && t[p] == ' ') {
    ++p;
  }
  if (p < t.size() && t[p] == '/' && tag.name == "br") {
    ++p;
  }
  if (p >= t.size() || t[p] != '>') {
    return std::nullopt;
  }
  tag.end = p + 1;
  return tag;
}

// Finds `</name>` at or after `from`; npos when absent.
size_t FindClosing(std::string_view t, size_t from, std::string_view name) {
  for (size_t p = t.find("</", from); p != std::string_view::npos; p = t.find("</", p + 2)) {
    const std::optional<Tag> tag = MatchTag(t, p);
    if (tag && tag->closing && tag->name == name) {
      return p;
    }
  }
  return std::string_view::npos;
}

constexpr std::string_view kSuperscripts[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
constexpr std::string_view kSubscripts[] = {"₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"};

// `2`, `-1`, `(n)` as superscript or subscript characters; std::nullopt when a character has
// none.
std::optional<std::string> ToScript(std::string_view s, bool super) {
  if (s.empty()) {
    return std::nullopt;
  }
  std::string out;
  for (char c : s) {
    if (IsAsciiDigit(c)) {
      out += (super ? kSuperscripts : kSubscripts)[c - '0'];
    } else if (c == '+') {
      out += super ? "⁺" : "₊";
    } else if (c == '-') {
      out += super ? "⁻" : "₋";
    } else if (c == '=') {
      out += super ? "⁼" : "₌";
    } else if (c == '(') {
      out += super ? "⁽" : "₍";
    } else if (c == ')') {
      out += super ? "⁾" : "₎";
    } else if (c == 'n' && super) {
      out += "ⁿ";
    } else {
      return std::nullopt;
    }
  }
  return out;
}

bool IsOrdinalSuffix(std::string_view s) {
  const std::string lower = AsciiLower(s);
  return lower == "st" || lower == "nd" || lower == "rd" || lower == "th";
}

// Equal-contribution and affiliation marks (`*`, `\*`, `†`, `‡`, `*,†`): name rules' business.
bool IsContributionMarks(std::string_view s) {
  if (TrimAscii(s).empty()) {
    return false;
  }
  for (size_t p = 0; p < s.size();) {
    if (s[p] == '*' || s[p] == '\\' || s[p] == ',' || s[p] == ' ') {
      ++p;
    } else if (s.substr(p, 3) == "†" || s.substr(p, 3) == "‡") {
      p += 3;
    } else {
      return false;
    }
  }
  return true;
}

// Plain text for a LaTeX or `$...$` body: `\LaTeX`, `\text{X}`, a few symbols, `^{th}`.
std::optional<std::string> LatexText(std::string_view body, char before);

std::optional<std::string> BraceArgument(std::string_view s, std::string_view command) {
  if (s.size() < command.size() + 2 || s.substr(0, command.size()) != command ||
      s[command.size()] != '{' || s.back() != '}') {
    return std::nullopt;
  }
  return std::string(s.substr(command.size() + 1, s.size() - command.size() - 2));
}

struct LatexSymbol {
  std::string_view command;
  std::string_view text;
};

constexpr LatexSymbol kMathSymbols[] = {
    {"\\sim", "∼"},        {"\\times", "×"},     {"\\cdot", "·"}, {"\\approx", "≈"}, {"\\pm", "±"},
    {"\\le", "≤"},         {"\\leq", "≤"},       {"\\ge", "≥"},   {"\\geq", "≥"},    {"\\to", "→"},
    {"\\rightarrow", "→"}, {"\\leftarrow", "←"}, {"\\mu", "μ"},   {"\\infty", "∞"},  {"\\%", "%"},
};

bool IsPlainArgument(std::string_view s) {
  return !s.empty() && FindFirstOf(s, kMarkupBytes) == std::string_view::npos;
}

std::optional<std::string> LatexText(std::string_view body, char before) {
  body = TrimAscii(body);
  if (body == "\\LaTeX" || body == "\\LaTeX{}") {
    return "LaTeX";
  }
  if (body == "\\TeX" || body == "\\TeX{}") {
    return "TeX";
  }
  for (std::string_view command : {"\\text", "\\mathrm", "\\textrm", "\\mbox"}) {
    if (std::optional<std::string> arg = BraceArgument(body, command)) {
      if (std::optional<std::string> inner = LatexText(*arg, before)) {
        return inner;
      }
      return IsPlainArgument(*arg) ? std::optional<std::string>(*arg) : std::nullopt;
    }
  }
  for (const LatexSymbol& s : kMathSymbols) {
    if (body == s.command) {
      return std::string(s.text);
    }
  }
  if (body.size() >= 2 && body[0] == '^') {
    std::string_view exponent = body.substr(1);
    if (exponent.size() >= 2 && exponent.front() == '{' && exponent.back() == '}') {
      exponent = exponent.substr(1, exponent.size() - 2);
    }
    std::optional<std::string> inner = LatexText(exponent, before);
    const std::string plain = inner ? *inner : std::string(exponent);
    if (IsOrdinalSuffix(plain) && IsAsciiDigit(before)) {
      return plain;
    }
    return ToScript(plain, /*super=*/true);
  }
  return std::nullopt;
}

class Scanner {
 public:
  Scanner(std::string_view text, size_t content_begin, std::vector<MarkupResidue>& out)
      : t_(text), content_begin_(content_begin), out_(out) {}

  void Run() {
    size_t pos = 0;
    while (pos < t_.size()) {
      const size_t next = FindFirstOf(t_, kResidueStarts, pos);
      if (next == std::string_view::npos) {
        return;
      }
      pos = Step(next);
      CVTIDY_DCHECK_ADVANCES(next, pos);
    }
  }

 private:
  // Handles the special character at `pos`; returns where to continue.
  size_t Step(size_t pos) {
    switch (t_[pos]) {
      case '`':
        return SkipCode(pos);
      case '<':
        return OnAngle(pos);
      case '&':
        return OnEntity(pos);
      case '\\':
        return OnBackslash(pos);
      default:
        return OnDollar(pos);
    }
  }

  // A code span is verbatim: skip to the matching run of backticks.
  size_t SkipCode(size_t pos) {
    size_t run = pos;
    while (run < t_.size() && t_[run] == '`') {
      ++run;
    }
    const std::string_view ticks = t_.substr(pos, run - pos);
    const size_t close = t_.find(ticks, run);
    return close == std::string_view::npos ? run : close + ticks.size();
  }

  void Add(size_t begin, size_t end, std::string message, std::string result,
           std::vector<TextEdit> edits) {
    out_.push_back({begin, end, std::move(message), std::move(result), std::move(edits)});
  }

  static TextEdit Edit(size_t begin, size_t end, std::string text) {
    return TextEdit{{static_cast<uint32_t>(begin), static_cast<uint32_t>(end)}, std::move(text)};
  }

  bool IsPaired(size_t pos) const {
    for (size_t p : paired_closers_) {
      if (p == pos) {
        return true;
      }
    }
    return false;
  }

  size_t OnAngle(size_t pos) {
    if (t_.substr(pos, 4) == "<!--") {
      // Comments are suppression directives: never touched, never looked into.
      const size_t close = t_.find("-->", pos + 4);
      return close == std::string_view::npos ? t_.size() : close + 3;
    }
    const std::optional<Tag> tag = MatchTag(t_, pos);
    if (!tag) {
      return pos + 1;
    }
    const std::string_view written = t_.substr(pos, tag->end - pos);
    if (tag->name == "br") {
      return OnBreak(pos);
    }
    if (tag->closing) {
      if (!IsPaired(pos)) {
        Add(pos, tag->end, fmt::format("HTML tag `{}` without its opening tag", written), "", {});
      }
      return tag->end;
    }
    const size_t close = FindClosing(t_, tag->end, tag->name);
    if (close == std::string_view::npos) {
      Add(pos, tag->end, fmt::format("HTML tag `{}` is never closed on this line", written), "",
          {});
      return tag->end;
    }
    paired_closers_.push_back(close);
    const std::optional<Tag> closer = MatchTag(t_, close);
    const size_t close_end = closer->end;
    const std::string_view content = t_.substr(tag->end, close - tag->end);
    const std::string_view whole = t_.substr(pos, close_end - pos);
    if (tag->name == "sup" || tag->name == "sub") {
      OnScript(pos, tag->end, close, close_end, tag->name == "sup");
      return tag->end;
    }
    const bool bold = tag->name == "b" || tag->name == "strong";
    const std::string_view mark = bold ? "**" : "*";
    const std::string message =
        fmt::format("HTML {} `{}` left in the text", bold ? "bold" : "italics", whole);
    const std::string_view trimmed = TrimAscii(content);
    if (trimmed.empty()) {
      Add(pos, close_end, message, std::string(content),
          {Edit(pos, tag->end, ""), Edit(close, close_end, "")});
      return tag->end;
    }
    // Next to another `*`, or around one, the Markdown marks would run into each other.
    const bool crowded = (pos > 0 && t_[pos - 1] == '*') ||
                         (close_end < t_.size() && t_[close_end] == '*') ||
                         content.find('*') != std::string_view::npos;
    if (crowded) {
      Add(pos, close_end, message, "", {});
      return tag->end;
    }
    const size_t lead = content.find(trimmed);
    const std::string_view leading = content.substr(0, lead);
    const std::string_view trailing = content.substr(lead + trimmed.size());
    Add(pos, close_end, message, fmt::format("{}{}{}", mark, trimmed, mark),
        {Edit(pos, tag->end + leading.size(), fmt::format("{}{}", leading, mark)),
         Edit(close - trailing.size(), close_end, fmt::format("{}{}", mark, trailing))});
    return tag->end;
  }

  void OnScript(size_t pos, size_t open_end, size_t close, size_t close_end, bool super) {
    const std::string_view content = t_.substr(open_end, close - open_end);
    const std::string_view whole = t_.substr(pos, close_end - pos);
    if (super && IsContributionMarks(content)) {
      return;  // `Name<sup>*</sup>`: name/equal-contribution-marker's
    }
    const std::string message =
        fmt::format("HTML {} `{}` left in the text", super ? "superscript" : "subscript", whole);
    std::optional<std::string> text;
    if (super && IsOrdinalSuffix(content) && pos > 0 && IsAsciiDigit(t_[pos - 1])) {
      text = std::string(content);
    } else {
      text = ToScript(content, super);
    }
    if (!text) {
      Add(pos, close_end, message, "", {});  // `<sup>a</sup>`: no plain-text form
      return;
    }
    Add(pos, close_end, message, *text, {Edit(pos, close_end, *text)});
  }

  // `<br>`: a line break inside a cell or a paragraph. A run of them is one finding; it
  // becomes `; ` between two pieces of text (a space after punctuation) and disappears at
  // either end of the line.
  size_t OnBreak(size_t pos) {
    size_t end = pos;
    size_t last_tag_end = pos;
    ProgressGuard<size_t> moving;
    while (true) {
      moving.Forward(end);
      size_t p = end;
      while (p < t_.size() && (t_[p] == ' ' || t_[p] == '\t')) {
        ++p;
      }
      const std::optional<Tag> tag = MatchTag(t_, p);
      if (!tag || tag->name != "br") {
        end = p;
        break;
      }
      last_tag_end = tag->end;
      end = tag->end;
    }
    size_t begin = pos;
    while (begin > content_begin_ && (t_[begin - 1] == ' ' || t_[begin - 1] == '\t')) {
      --begin;
    }
    const std::string_view written = t_.substr(pos, last_tag_end - pos);
    const std::string message = fmt::format("HTML line break `{}` left in the text", written);
    if (begin <= content_begin_) {
      Add(pos, last_tag_end, message, "", {Edit(pos, end, "")});
    } else if (end >= t_.size()) {
      Add(pos, last_tag_end, message, "", {Edit(begin, end, "")});
    } else {
      const char prev = t_[begin - 1];
      const std::string sep =
          prev == ',' || prev == ';' || prev == '.' || prev == ':' || prev == '|' ? " " : "; ";
      Add(pos, last_tag_end, message, sep, {Edit(begin, end, sep)});
    }
    return end;
  }

  size_t OnEntity(size_t pos) {
    const size_t len = EntityLength(t_, pos);
    if (len == 0) {
      return pos + 1;
    }
    const std::optional<std::string> text = DecodeEntity(t_, pos, len);
    if (!text) {
      return pos + len;
    }
    const std::string_view written = t_.substr(pos, len);
    Add(pos, pos + len, fmt::format("HTML entity `{}` left in the text", written),
        *text == " " ? std::string("a space") : *text, {Edit(pos, pos + len, *text)});
    return pos + len;
  }

  size_t OnBackslash(size_t pos) {
    if (pos + 1 >= t_.size()) {
      return pos + 1;
    }
    const char c = t_[pos + 1];
    if (c == '&' || c == '%' || c == '#') {
      // `\&` before `amp;` would turn into an entity; `\#` opening a line, into a heading.
      if ((c == '&' && EntityLength(t_, pos + 1) > 0) || (c == '#' && pos <= content_begin_)) {
        return pos + 2;
      }
      Add(pos, pos + 2, fmt::format("LaTeX escape `\\{}` left in the text", c), std::string(1, c),
          {Edit(pos, pos + 2, std::string(1, c))});
      return pos + 2;
    }
    if (c == '_') {
      // Only a lone `\_` inside a word: a run (`\_\_\_`) is rule residue or a `__dunder__`,
      // which unescaped would turn into bold.
      const bool inside_word =
          pos > 0 && IsWordChar(t_[pos - 1]) && pos + 2 < t_.size() && IsWordChar(t_[pos + 2]);
      if (inside_word) {
        Add(pos, pos + 2, "escaped underscore `\\_` inside a word", "_", {Edit(pos, pos + 2, "_")});
      }
      return pos + 2;
    }
    if (IsAsciiAlpha(c)) {
      return OnCommand(pos);
    }
    return pos + 2;  // `\*`, `\[`, `\\`: Markdown escapes, or marks the name rules own
  }

  // `\LaTeX`, `\TeX`, `\textbf{X}`, `\textit{X}`, `\emph{X}`, `\text{X}` outside math.
  size_t OnCommand(size_t pos) {
    size_t p = pos + 1;
    while (p < t_.size() && IsAsciiAlpha(t_[p])) {
      ++p;
    }
    const std::string_view command = t_.substr(pos, p - pos);
    if (command == "\\LaTeX" || command == "\\TeX") {
      size_t end = p;
      if (t_.substr(end, 2) == "{}") {
        end += 2;
      }
      const std::string text(command.substr(1));
      Add(pos, end, fmt::format("LaTeX command `{}` left in the text", t_.substr(pos, end - pos)),
          text, {Edit(pos, end, text)});
      return end;
    }
    std::string_view mark;
    if (command == "\\textbf") {
      mark = "**";
    } else if (command == "\\textit" || command == "\\emph") {
      mark = "*";
    } else if (command != "\\text" && command != "\\textrm") {
      return p;
    }
    if (p >= t_.size() || t_[p] != '{') {
      return p;
    }
    const size_t close = t_.find('}', p + 1);
    if (close == std::string_view::npos) {
      return p;
    }
    const std::string_view arg = t_.substr(p + 1, close - p - 1);
    const std::string_view whole = t_.substr(pos, close + 1 - pos);
    const std::string message = fmt::format("LaTeX command `{}` left in the text", whole);
    if (!IsPlainArgument(arg) || TrimAscii(arg) != arg) {
      Add(pos, close + 1, message, "", {});
      return close + 1;
    }
    const std::string text = fmt::format("{}{}{}", mark, arg, mark);
    Add(pos, close + 1, message, text,
        {Edit(pos, p + 1, std::string(mark)), Edit(close, close + 1, std::string(mark))});
    return close + 1;
  }

  // `$\text{\LaTeX}$`, `$\sim$`, `5$^{th}$`. Any other math is left alone: it may be real.
  size_t OnDollar(size_t pos) {
    if (pos + 1 >= t_.size() || (t_[pos + 1] != '\\' && t_[pos + 1] != '^')) {
      return pos + 1;
    }
    const size_t close = t_.find('$', pos + 1);
    if (close == std::string_view::npos) {
      return pos + 1;
    }
    const char before = pos > 0 ? t_[pos - 1] : ' ';
    const std::optional<std::string> text = LatexText(t_.substr(pos + 1, close - pos - 1), before);
    if (!text) {
      return close + 1;
    }
    const std::string_view whole = t_.substr(pos, close + 1 - pos);
    Add(pos, close + 1, fmt::format("LaTeX math `{}` left in the text", whole), *text,
        {Edit(pos, close + 1, *text)});
    return close + 1;
  }

  std::string_view t_;
  size_t content_begin_;
  std::vector<MarkupResidue>& out_;
  std::vector<size_t> paired_closers_;
};

}  // namespace

void FindMarkupResidue(std::string_view line, size_t content_begin,
                       std::vector<MarkupResidue>& out) {
  Scanner(line, content_begin, out).Run();
}

}  // namespace cvtidy
