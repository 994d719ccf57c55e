#include "tests/support/fix_contract.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <utility>

#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/base/utf8.h"
#include "src/config/builtin_tables.h"
#include "src/engine/fixer.h"
#include "src/engine/lint.h"
#include "src/model/years.h"
#include "src/ocr/confusion_model.h"
#include "src/parse/parse.h"

namespace cvtidy::contract {
namespace {

// A code point that ends a word: ASCII other than letters, Latin-1 punctuation and symbols
// (no-break space, `©`), `×` and `÷`, general punctuation and symbols (`†`, `“`, zero-width
// space), CJK punctuation, variation selectors and the BOM. Everything else is a letter.
bool IsSeparator(char32_t cp) {
  if (cp < 0x80) {
    return !IsAsciiAlpha(static_cast<char>(cp));
  }
  return cp < 0xC0 || cp == 0xD7 || cp == 0xF7 || (cp >= 0x2000 && cp < 0x2C00) ||
         (cp >= 0x3000 && cp < 0x3040) || (cp >= 0xFE00 && cp < 0xFE10) || cp == 0xFEFF;
}

// The digit a superscript or subscript digit stands for (`²` is 2), or -1.
int ScriptDigit(char32_t cp) {
  if (cp >= 0x2080 && cp <= 0x2089) {
    return static_cast<int>(cp - 0x2080);
  }
  if (cp >= 0x2074 && cp <= 0x2079) {
    return static_cast<int>(cp - 0x2070);
  }
  switch (cp) {
    case 0x2070:
      return 0;
    case 0xB9:
      return 1;
    case 0xB2:
      return 2;
    case 0xB3:
      return 3;
    default:
      return -1;
  }
}

// The byte length of the HTML tag (`<strong>`, `</b>`, `<br/>`, `<sup>`) at `i`, or 0.
size_t HtmlTagLength(std::string_view text, size_t i) {
  size_t j = i + 1;
  if (j < text.size() && text[j] == '/') {
    ++j;
  }
  const size_t name = j;
  while (j < text.size() && IsAsciiAlnum(text[j])) {
    ++j;
  }
  if (j == name || !IsAsciiAlpha(text[name])) {
    return 0;
  }
  while (j < text.size() && j - i < 80 && text[j] != '>' && text[j] != '<' && text[j] != '\n') {
    ++j;
  }
  return j < text.size() && text[j] == '>' ? j + 1 - i : 0;
}

// `text` as the checks read it: ligatures written as their letters (`ﬁ` as `fi`), superscript
// and subscript digits as digits, separators beyond ASCII as a space, and HTML character
// references (`&#39;`, `&#x2013;`) as a space, since their digits spell a character, not a
// number. HTML tags are a space too: `<strong>` is emphasis, as `**` is, not a word.
std::string Normalized(std::string_view text) {
  static constexpr std::string_view kLigatures[] = {"ff", "fi", "fl", "ffi", "ffl", "st", "st"};
  std::string out;
  out.reserve(text.size());
  char32_t previous = 0;
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '<') {
      if (const size_t tag = HtmlTagLength(text, i); tag > 0) {
        out.push_back(' ');
        i += tag;
        continue;
      }
    }
    if (text[i] == '&' && i + 2 < text.size() && text[i + 1] == '#') {
      size_t j = i + 2;
      while (j < text.size() && j - i < 12 && IsAsciiAlnum(text[j])) {
        ++j;
      }
      if (j < text.size() && text[j] == ';') {
        out.push_back(' ');
        i = j + 1;
        continue;
      }
    }
    size_t len = 1;
    const char32_t cp = static_cast<unsigned char>(text[i]) < 0x80 ? static_cast<char32_t>(text[i])
                                                                   : DecodeUtf8(text, i, &len);
    if (cp >= 0xFB00 && cp <= 0xFB06) {
      out.append(kLigatures[cp - 0xFB00]);
    } else if (const int digit = ScriptDigit(cp); digit >= 0 && !(cp < 0x100 && previous >= 0xC0)) {
      // `10⁶` is 10 and 6, as `10<sup>6</sup>` was; `Ã³` is a damaged letter, not a 3.
      if (ScriptDigit(previous) < 0) {
        out.push_back(' ');
      }
      out.push_back(static_cast<char>('0' + digit));
    } else if (cp >= 0x80 && IsSeparator(cp)) {
      out.push_back(' ');
    } else {
      out.append(text.substr(i, len));
    }
    previous = cp;
    i += std::max<size_t>(len, 1);
  }
  return out;
}

// After Normalized(): ASCII letters and the bytes of letters beyond ASCII.
bool IsWordByte(char c) { return IsAsciiAlpha(c) || static_cast<unsigned char>(c) >= 0x80; }

// The month (1..12) a lower-case word names, in full or abbreviated; 0 otherwise.
int MonthOfWord(std::string_view word) {
  static const std::map<std::string_view, int> kMonths = {
      {"jan", 1},  {"january", 1},  {"feb", 2},    {"february", 2},  {"mar", 3},  {"march", 3},
      {"apr", 4},  {"april", 4},    {"may", 5},    {"jun", 6},       {"june", 6}, {"jul", 7},
      {"july", 7}, {"aug", 8},      {"august", 8}, {"sep", 9},       {"sept", 9}, {"september", 9},
      {"oct", 10}, {"october", 10}, {"nov", 11},   {"november", 11}, {"dec", 12}, {"december", 12}};
  const auto it = kMonths.find(word);
  return it == kMonths.end() ? 0 : it->second;
}

struct Token {
  std::string text;  // numbers without leading zeros; words lower-cased
  bool capitalised = false;
};

// The digit runs of `text`, leading zeros dropped (`09` and `9` are one number).
std::vector<std::string> Numbers(std::string_view text) {
  std::vector<std::string> out;
  for (size_t i = 0; i < text.size();) {
    if (!IsAsciiDigit(text[i])) {
      ++i;
      continue;
    }
    const size_t begin = i;
    while (i < text.size() && IsAsciiDigit(text[i])) {
      ++i;
    }
    if (begin > 0 && IsAsciiAlpha(text[begin - 1]) && i < text.size() && IsAsciiAlpha(text[i])) {
      continue;  // inside a word (`Ta1ks`): an OCR misreading of a letter, not a number
    }
    std::string_view digits = text.substr(begin, i - begin);
    while (digits.size() > 1 && digits.front() == '0') {
      digits.remove_prefix(1);
    }
    out.emplace_back(digits);
  }
  return out;
}

// The words of `text` (runs of letters), lower-cased, with whether each was capitalised: an
// ASCII upper-case letter followed by lower-case ones only (`Faison`; not `ACM`, `EuroSys`, nor
// a word with a letter a converter damaged, which the encoding and OCR rules repair).
std::vector<Token> Words(std::string_view text) {
  std::vector<Token> out;
  for (size_t i = 0; i < text.size();) {
    if (!IsWordByte(text[i])) {
      ++i;
      continue;
    }
    const size_t begin = i;
    while (i < text.size() && IsWordByte(text[i])) {
      ++i;
    }
    const std::string_view word = text.substr(begin, i - begin);
    const bool capitalised = word.size() >= 2 && IsAsciiUpper(word.front()) &&
                             std::all_of(word.begin() + 1, word.end(), IsAsciiLower);
    out.push_back(Token{AsciiLower(word), capitalised});
  }
  return out;
}

// Words and numbers in order, lower-cased: what a repeated run is made of.
std::vector<std::string> WordsAndNumbers(std::string_view text) {
  std::vector<std::string> out;
  for (size_t i = 0; i < text.size();) {
    if (!IsWordByte(text[i]) && !IsAsciiDigit(text[i])) {
      ++i;
      continue;
    }
    const size_t begin = i;
    while (i < text.size() && (IsWordByte(text[i]) || IsAsciiDigit(text[i]))) {
      ++i;
    }
    out.push_back(AsciiLower(text.substr(begin, i - begin)));
  }
  return out;
}

std::map<std::string, int> Count(const std::vector<std::string>& items) {
  std::map<std::string, int> counts;
  for (const std::string& item : items) {
    ++counts[item];
  }
  return counts;
}

// How many times `number` stands right after an equal number in `text`, with nothing but
// spaces and punctuation between (`2019 2019`, `2019, 2019`): repetitions a fix may remove.
int AdjacentRepeats(std::string_view text, const std::string& number) {
  int repeats = 0;
  std::string previous;
  bool only_separators_since = false;
  for (size_t i = 0; i < text.size();) {
    if (IsAsciiDigit(text[i])) {
      const size_t begin = i;
      while (i < text.size() && IsAsciiDigit(text[i])) {
        ++i;
      }
      const std::vector<std::string> n = Numbers(text.substr(begin, i - begin));
      if (only_separators_since && n.front() == number && previous == number) {
        ++repeats;
      }
      previous = n.front();
      only_separators_since = true;
      continue;
    }
    if (IsWordByte(text[i])) {
      only_separators_since = false;
    }
    ++i;
  }
  return repeats;
}

// The runs of kRepeatedRunWords words that occur more than once in `words`.
std::set<std::vector<std::string>> RepeatedRuns(const std::vector<std::string>& words) {
  std::map<std::vector<std::string>, int> seen;
  std::set<std::vector<std::string>> repeated;
  for (size_t i = 0; i + kRepeatedRunWords <= words.size(); ++i) {
    std::vector<std::string> run(
        words.begin() + static_cast<std::ptrdiff_t>(i),
        words.begin() + static_cast<std::ptrdiff_t>(i) + kRepeatedRunWords);
    if (++seen[run] == 2) {
      repeated.insert(std::move(run));
    }
  }
  return repeated;
}

// The same year in its other width: `15` for `2015`, `2015` for `15` (either century).
std::vector<std::string> OtherYearForms(const std::string& number) {
  if (const int year = FourDigitYear(number); year != 0) {
    return {fmt::format("{}", year % 100)};
  }
  if (number.size() <= 2) {
    const int yy = std::stoi(number);
    return {fmt::format("{}", 1900 + yy), fmt::format("{}", 2000 + yy)};
  }
  return {};
}

// The number checks: every number lost from `before` is explained by a rule of the contract.
void CheckNumbers(std::string_view before, std::string_view after,
                  std::vector<std::string>& breaches) {
  std::map<std::string, int> lost = Count(Numbers(before));
  std::map<std::string, int> gained = Count(Numbers(after));
  for (auto& [number, count] : lost) {
    const auto it = gained.find(number);
    const int common = it == gained.end() ? 0 : std::min(count, it->second);
    count -= common;
    if (it != gained.end()) {
      it->second -= common;
    }
  }
  std::map<int, int> months_gained;
  for (const Token& w : Words(after)) {
    months_gained[MonthOfWord(w.text)] += 1;
  }
  for (const Token& w : Words(before)) {
    months_gained[MonthOfWord(w.text)] -= 1;
  }
  for (auto& [number, count] : lost) {
    for (; count > 0; --count) {
      bool explained = false;
      for (const std::string& other : OtherYearForms(number)) {
        if (auto it = gained.find(other); it != gained.end() && it->second > 0) {
          --it->second;
          explained = true;
          break;
        }
      }
      const int value = number.size() <= 2 ? std::stoi(number) : 0;
      if (!explained && value >= 1 && value <= 12 && months_gained[value] > 0) {
        --months_gained[value];
        explained = true;
      }
      if (!explained && AdjacentRepeats(before, number) >= count &&
          after.find(number) != std::string_view::npos) {
        explained = true;
      }
      if (!explained) {
        breaches.push_back(fmt::format("removes the number `{}`", number));
      }
    }
  }
}

// True when one of the OCR vocabulary's letter confusions, or one edit of the OCR confusion
// model (src/ocr/confusion_model.h), undone once in `word`, gives `other`: `awarcls` is
// `awards` misread (`cl` for `d`), `jiirgen` is `jürgen` (`ii` for `ü`), two edits but one
// misread glyph.
bool IsLetterConfusion(std::string_view word, std::string_view other) {
  static const ConfusionModel* const model =
      new ConfusionModel(ConfusionModel::WithVocabulary(BuiltinVocabulary()));
  std::vector<ReadingCandidate> candidates;
  model->Candidates(word, candidates);
  if (std::any_of(candidates.begin(), candidates.end(),
                  [&](const ReadingCandidate& c) { return c.text == other; })) {
    return true;
  }
  for (const LetterConfusion& c : BuiltinVocabulary().confusions()) {
    if (word.size() + c.right.size() != other.size() + c.wrong.size()) {
      continue;
    }
    for (size_t at = word.find(c.wrong); at != std::string_view::npos;
         at = word.find(c.wrong, at + 1)) {
      if (other.substr(0, at) == word.substr(0, at) &&
          other.substr(at, c.right.size()) == c.right &&
          other.substr(at + c.right.size()) == word.substr(at + c.wrong.size())) {
        return true;
      }
    }
  }
  return false;
}

// True when `word`, gone from the text, is still there in another form: joined with the piece
// a converter split off (`Rese` in `Research`), or as the word an OCR misreading stood for
// (`Skils` for `Skills`: at most one edit in four letters; or one letter confusion).
bool KeptInAnotherForm(const std::string& word, const std::map<std::string, int>& kept) {
  for (const auto& [other, count] : kept) {
    if (other == word) {
      continue;  // too few of it: a copy was lost
    }
    if (other.size() > word.size() && other.starts_with(word)) {
      return true;
    }
    // Split where OCR had glued two words (`posterand` kept as `poster` and `and`).
    if (other.size() < word.size() && word.starts_with(other) &&
        kept.count(word.substr(other.size())) > 0) {
      return true;
    }
    if (EditDistance(word, other) * 4 <= word.size() || IsLetterConfusion(word, other)) {
      return true;
    }
  }
  return false;
}

// The name check: every capitalised word of `before` (but month names) is still in `after`,
// in any case.
void CheckNames(std::string_view before, std::string_view after,
                std::vector<std::string>& breaches) {
  std::map<std::string, int> kept;
  for (const Token& w : Words(after)) {
    ++kept[w.text];
  }
  std::map<std::string, int> names;
  for (const Token& w : Words(before)) {
    if (w.capitalised && MonthOfWord(w.text) == 0) {
      ++names[w.text];
    }
  }
  for (const auto& [name, count] : names) {
    const auto it = kept.find(name);
    if ((it == kept.end() || it->second < count) && !KeptInAnotherForm(name, kept)) {
      breaches.push_back(fmt::format("removes the capitalised word `{}`", name));
    }
  }
}

// The lines of `text` that [begin, end) touches, from the start of the first to the end of the
// last (without its line break).
std::pair<size_t, size_t> TouchedLines(std::string_view text, size_t begin, size_t end) {
  const size_t start = begin == 0 ? 0 : text.rfind('\n', begin - 1);
  const size_t line_start = start == std::string_view::npos || begin == 0 ? 0 : start + 1;
  size_t line_end = text.find('\n', end > begin ? end - 1 : end);
  if (end > begin && text[end - 1] == '\n') {
    line_end = end - 1;  // the edit takes the line break: stop at the line it ends
  }
  return {line_start, line_end == std::string_view::npos ? text.size() : line_end};
}

// `text` with the bytes of `ranges` (offsets from `base`) blanked.
std::string Blanked(std::string_view text, size_t base, std::span<const ByteRange> ranges) {
  std::string out(text);
  for (const ByteRange& r : ranges) {
    const size_t from = std::max<size_t>(r.begin, base);
    const size_t to = std::min<size_t>(r.end, base + text.size());
    for (size_t i = from; i < to; ++i) {
      out[i - base] = ' ';
    }
  }
  return out;
}

}  // namespace

FormRanges FormRangesOf(const Source& source, const RuleContext& ctx) {
  const Document doc = Parse(source, ParseOptionsFor(ctx.config));
  FormRanges out;
  for (const VenueMention& mention : doc.venues()) {
    const ByteRange year = mention.year_range;
    if (year.empty() || year.begin < mention.range.begin || year.end > mention.range.end) {
      out.venue_names.push_back(mention.range);
      continue;
    }
    out.venue_names.push_back({mention.range.begin, year.begin});
    out.venue_names.push_back({year.end, mention.range.end});
  }
  for (const DateSpan& date : doc.dates()) {
    out.dates.push_back(date.range);
  }
  for (const Entry& entry : doc.entries()) {
    out.entries.push_back(entry.range);
  }
  return out;
}

std::vector<std::string> FixBreaches(std::string_view text, const Fix& fix,
                                     const FormRanges& form) {
  std::vector<std::string> breaches;
  if (fix.edits.empty() || fix.edits.back().range.end > text.size()) {
    return breaches;
  }
  const auto [begin, lines_end] =
      TouchedLines(text, fix.edits.front().range.begin, fix.edits.back().range.end);
  // An edit that takes a line break ends past the last line it touches.
  const size_t end = std::max<size_t>(lines_end, fix.edits.back().range.end);
  const std::string before = Normalized(text.substr(begin, end - begin));
  // The facts to keep: `before` without the venue names (their words and ordinals are the
  // venue's form; which venue it is stays, as the venue rules write it from the table), and for
  // names, without the words of dates either (`Present`, `Sep`).
  const std::string_view touched = text.substr(begin, end - begin);
  const std::string numbers = Normalized(Blanked(touched, begin, form.venue_names));
  const std::string words =
      Normalized(Blanked(Blanked(touched, begin, form.venue_names), begin, form.dates));
  std::string after;
  size_t cursor = begin;
  for (const TextEdit& edit : fix.edits) {
    after.append(text.substr(cursor, edit.range.begin - cursor));
    after.append(edit.replacement);
    cursor = edit.range.end;
  }
  after.append(text.substr(cursor, end - cursor));
  after = Normalized(after);

  if (fix.safety == FixSafety::kSafe) {
    CheckNumbers(numbers, after, breaches);
    CheckNames(words, after, breaches);
  }
  // The repetition check reads the fix's whole entry (its wrapped lines joined), so a long
  // name written again below the line that holds it counts; without one, the lines it touches.
  size_t window_begin = begin;
  size_t window_end = end;
  for (const ByteRange& entry : form.entries) {
    if (entry.begin <= fix.edits.front().range.begin &&
        fix.edits.front().range.begin <= entry.end && entry.end <= text.size()) {
      window_begin = std::min<size_t>(window_begin, entry.begin);
      window_end = std::max<size_t>(window_end, entry.end);
    }
  }
  // Read as `after` is: normalized, or a character outside the touched lines (an OCR bullet)
  // would count as a word after the fix but not before it.
  std::string window_after = Normalized(text.substr(window_begin, begin - window_begin));
  window_after += after;
  window_after += Normalized(text.substr(end, window_end - end));
  const std::set<std::vector<std::string>> repeated_before = RepeatedRuns(
      WordsAndNumbers(Normalized(text.substr(window_begin, window_end - window_begin))));
  for (const std::vector<std::string>& run : RepeatedRuns(WordsAndNumbers(window_after))) {
    if (repeated_before.count(run) == 0) {
      breaches.push_back(fmt::format("makes the entry repeat `{}`", absl::StrJoin(run, " ")));
      break;
    }
  }
  return breaches;
}

std::vector<ContractBreach> CheckFixContract(const Source& source, const RuleSet& rules,
                                             const RuleContext& ctx, bool unsafe, int max_passes) {
  std::vector<ContractBreach> out;
  std::unique_ptr<Source> current =
      std::make_unique<Source>(source.Derive(std::string(source.text())));
  for (int pass = 1; pass <= max_passes; ++pass) {
    const std::vector<Diagnostic> diagnostics = LintSource(*current, rules, ctx);
    const FormRanges form = FormRangesOf(*current, ctx);
    for (const Diagnostic& d : diagnostics) {
      if (!d.fix.has_value() || (!unsafe && d.fix->safety != FixSafety::kSafe)) {
        continue;
      }
      for (std::string& what : FixBreaches(current->text(), *d.fix, form)) {
        ContractBreach breach{d.rule_id, d.fix->safety, pass, std::move(what), "", ""};
        const auto [begin, end] = TouchedLines(current->text(), d.fix->edits.front().range.begin,
                                               d.fix->edits.back().range.end);
        breach.before = std::string(current->text().substr(begin, end - begin));
        breach.after = breach.before;
        for (auto it = d.fix->edits.rbegin(); it != d.fix->edits.rend(); ++it) {
          breach.after.replace(it->range.begin - begin, it->range.size(), it->replacement);
        }
        out.push_back(std::move(breach));
      }
    }
    size_t applied = 0;
    std::string text = ApplyFixes(*current, diagnostics, unsafe, &applied);
    if (applied == 0 || text == current->text()) {
      break;
    }
    current = std::make_unique<Source>(source.Derive(std::move(text)));
  }
  return out;
}

std::string Describe(const ContractBreach& breach) {
  return fmt::format("{} ({} fix, pass {}) {}:\n  before: {}\n  after:  {}", breach.rule_id,
                     FixSafetyName(breach.safety), breach.pass, breach.what, breach.before,
                     breach.after);
}

}  // namespace cvtidy::contract
