#include "src/model/document_words.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstring>

#include "src/base/simd.h"
#include "src/model/document.h"

namespace cvtidy {
namespace {

// Writes the word tokens of one text line (ForEachWordTokenClassified) from `out` on, numbers
// marked kNumber and the others word 0, and returns the end of what it wrote: room for one
// token per byte of the line must be there. `source_end` bounds what may be read past the
// line.
//
// Most of a line is plain ASCII without `!`: there its tokens are the runs of letters, digits
// and `|`, found sixteen bytes a step from bit masks of those bytes, a token's end by one
// count of trailing zeros instead of a byte at a time. A token that reaches a byte of 0x80 or
// more or a `!` (a non-ASCII letter, OCR's final `l`) is read by the plain token reader
// (internal::EndOfWordToken), and a byte of that kind outside a token is passed over; the
// masks go on after either.
WordToken* WriteLineTokens(std::string_view text, uint32_t base, uint32_t line,
                           const char* source_end, WordToken* out) {
  const auto append = [&](size_t begin, size_t end, bool digits_only) {
    out->range.begin = base + static_cast<uint32_t>(begin);
    out->range.end = base + static_cast<uint32_t>(end);
    out->line = line;
    out->word = digits_only ? WordToken::kNumber : 0;
    ++out;
  };
#if defined(__SSE2__)
  const size_t n = text.size();
  bool in_token = false;  // a token started before `at` and reaches it
  size_t begin = 0;
  bool has_letter_or_bar = false;  // in the open token so far
  size_t at = 0;
  while (at < n) {
    const char* p = text.data() + at;
    __m128i bytes;
    if (source_end - p >= 16) {
      bytes = simd::Load16(p);
    } else {
      // The end of the source: its last bytes, padded with zeros (no token byte).
      char padded[16] = {};
      std::memcpy(padded, p, static_cast<size_t>(source_end - p));
      bytes = simd::Load16(padded);
    }
    const uint32_t valid = n - at >= 16 ? 0xFFFFu : (1u << (n - at)) - 1;
    const uint32_t special =
        (simd::Bits(bytes) | simd::Bits(_mm_cmpeq_epi8(bytes, simd::Splat('!')))) & valid;
    // The lanes before the first special byte, read by the masks.
    const uint32_t plain = ((special & (0u - special)) - 1) & 0xFFFFu;  // all when none
    const uint32_t letter_or_bar = simd::Bits(
        _mm_or_si128(simd::AsciiLetters(bytes), _mm_cmpeq_epi8(bytes, simd::Splat('|'))));
    const uint32_t token =
        (letter_or_bar | simd::Bits(simd::InRange(bytes, '0', '9'))) & valid & plain;
    // Lanes past `valid` are no token bytes: a token reaching them ends with the line. A
    // token starts at a token lane after none (or after the open token's lane, carried in)
    // and ends at the first lane after it that is none; one that reaches the special byte
    // ends at no lane here.
    const uint32_t after_token = (token << 1) | (in_token ? 1u : 0u);
    uint32_t starts = token & ~after_token;
    uint32_t ends = ~token & after_token & plain;
    // A number: a token of lanes [first, end) none of which holds a letter or a bar.
    const auto is_number = [&](uint32_t first, uint32_t end) {
      return (letter_or_bar & ((1u << end) - (1u << first))) == 0;
    };
    if (in_token && ends != 0) {
      const uint32_t end = static_cast<uint32_t>(std::countr_zero(ends));
      ends &= ends - 1;
      append(begin, at + end, !has_letter_or_bar && (letter_or_bar & ((1u << end) - 1)) == 0);
      in_token = false;
    }
    while (starts != 0) {
      const uint32_t first = static_cast<uint32_t>(std::countr_zero(starts));
      starts &= starts - 1;
      if (ends == 0) {
        // Open past these lanes.
        begin = at + first;
        in_token = true;
        has_letter_or_bar = ((letter_or_bar & plain) >> first) != 0;
        break;
      }
      const uint32_t end = static_cast<uint32_t>(std::countr_zero(ends));
      ends &= ends - 1;
      append(at + first, at + end, is_number(first, end));
    }
    if (in_token && starts == 0 && ends == 0 && begin < at) {
      // The token carried in goes on past these lanes too.
      has_letter_or_bar = has_letter_or_bar || (letter_or_bar & plain) != 0;
    }
    if (special == 0) {
      at += 16;
      continue;
    }
    const size_t stop = at + static_cast<size_t>(std::countr_zero(special));
    if (!in_token && (text[stop] == '!' || NonAsciiLetterAt(text, stop) == 0)) {
      // No token byte: passed over with the continuation bytes after it, which start none.
      at = stop + 1;
      while (at < n && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) {
        ++at;
      }
      continue;
    }
    const size_t token_begin = in_token ? begin : stop;
    bool digits_only = false;
    at = internal::EndOfWordToken(text, token_begin, digits_only);
    append(token_begin, at, digits_only);
    in_token = false;
  }
  if (in_token) {
    append(begin, n, !has_letter_or_bar);
  }
#else
  internal::ForEachWordTokenClassified(text, append);
#endif
  return out;
}

// Whether the word tokens of the text `name` are the line tokens that lie in it, from
// tokens[first] (the first from the cursor on to start at or after the name) up to
// tokens[*past]: no line token runs over the name's end, and the name's bytes before, between
// and after them hold no letter, digit, `|`, `!` or byte from 0x80, so its own reading would
// start no other token and end none elsewhere. False (and the name is read byte by byte)
// otherwise: a name that cuts a token, one running over a line whose words are not read, or
// one whose first tokens the cursor has passed (their bytes fail the test).
bool NameIsLineTokens(std::string_view source, std::span<const WordToken> tokens, ByteRange name,
                      size_t first, size_t* past) {
  const auto starts_no_token = [&](uint32_t from, uint32_t to) {
    for (uint32_t i = from; i < to; ++i) {
      const char c = source[i];
      if (internal::kTokenByteClasses[static_cast<unsigned char>(c)] != internal::kNotTokenByte ||
          c == '!') {
        return false;
      }
    }
    return true;
  };
  uint32_t at = name.begin;
  size_t k = first;
  for (; k < tokens.size() && tokens[k].range.begin < name.end; ++k) {
    if (tokens[k].range.end > name.end || !starts_no_token(at, tokens[k].range.begin)) {
      return false;
    }
    at = tokens[k].range.end;
  }
  if (!starts_no_token(at, name.end)) {
    return false;
  }
  *past = k;
  return true;
}

}  // namespace

size_t NonAsciiLetterAt(std::string_view text, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char c = byte(i);
  // Two-byte sequences cover Latin-1 letters to Cyrillic; three-byte ones from U+0800 are
  // read as letters only in the Latin Extended Additional block (Vietnamese, `ẞ`).
  if ((c & 0xE0) == 0xC0 && i + 1 < text.size() && (byte(i + 1) & 0xC0) == 0x80) {
    const uint32_t cp = ((c & 0x1Fu) << 6) | (byte(i + 1) & 0x3Fu);
    const bool latin = cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7;
    const bool greek_cyrillic = cp >= 0x370 && cp <= 0x52F;
    return latin || greek_cyrillic ? 2 : 0;
  }
  if ((c & 0xF0) == 0xE0 && i + 2 < text.size() && (byte(i + 1) & 0xC0) == 0x80 &&
      (byte(i + 2) & 0xC0) == 0x80) {
    const uint32_t cp = ((c & 0x0Fu) << 12) | ((byte(i + 1) & 0x3Fu) << 6) | (byte(i + 2) & 0x3Fu);
    return cp >= 0x1E00 && cp <= 0x1EFF ? 3 : 0;
  }
  return 0;
}

void DocumentWords::GrowSlots(size_t at_least) {
  PlaceInSlots(slots_, std::max({at_least, slots_.size() * 2, size_t{16}}), words_.size(),
               [&](uint32_t w) { return words_[w].hash; });
}

DocumentWords DocumentWords::Build(const Document& doc) {
  DocumentWords words;
  words.source_ = doc.source().text();
  // About one distinct word per 16 bytes of a CV and one token per 6: no regrowth on most
  // documents (the slots twice the words).
  const size_t bytes = doc.source().text().size();
  words.words_.reserve(bytes / 16);
  words.GrowSlots(bytes / 8);
  // First every token of the text lines, then the word of each: two tight loops instead of
  // one that holds the tokenizer's and the word table's state at once. The line reader
  // writes its tokens through a pointer, without a push_back's capacity test and store of
  // the vector's end per token: before each line the vector holds room for one token per
  // byte of it (a token is a byte at least), and it is cut to the tokens written at the end.
  const char* const source = doc.source().text().data();
  const char* const source_end = source + bytes;
  const std::span<const Line> lines = doc.lines();
  words.tokens_.resize(bytes / 6 + 64);
  size_t written = 0;
  // The index of each line's first token (or of the next line's): where the name pass below
  // starts looking for a name's tokens.
  std::vector<uint32_t> first_token_of_line(lines.size());
  // Whether the words of a line of each kind are read: those with text (Line::HasText) but
  // thematic breaks. One table load per line instead of four comparisons; made from HasText
  // itself for every value a LineKind may hold, so that a kind added later is read as it says.
  static const std::array<bool, 256> kKindHasWords = [] {
    std::array<bool, 256> has_words{};
    for (size_t k = 0; k < has_words.size(); ++k) {
      Line line;
      line.kind = static_cast<LineKind>(k);
      has_words[k] = line.HasText() && line.kind != LineKind::kThematicBreak;
    }
    return has_words;
  }();
  for (uint32_t l = 0; l < lines.size(); ++l) {
    const Line& line = lines[l];
    first_token_of_line[l] = static_cast<uint32_t>(written);
    if (!kKindHasWords[static_cast<uint8_t>(line.kind)]) {
      continue;
    }
    if (words.tokens_.size() - written < line.range.size()) {
      words.tokens_.resize(std::max(written + line.range.size(), words.tokens_.size() * 2));
    }
    WordToken* const begin = words.tokens_.data() + written;
    // A line lies in the source: its text is read without Source::Text's bounds test.
    assert(line.range.end <= bytes);
    const std::string_view text(source + line.range.begin, line.range.size());
    written +=
        static_cast<size_t>(WriteLineTokens(text, line.range.begin, l, source_end, begin) - begin);
  }
  words.tokens_.resize(written);
  // The word table's sizes and slots are kept in locals, read again only when a new word
  // (or a larger table) changes them.
  std::span<uint32_t> slots = words.slots_;
  DocumentWord* word_data = words.words_.data();
  for (WordToken& t : words.tokens_) {
    if (t.word == WordToken::kNumber) {
      continue;
    }
    const std::string_view token(source + t.range.begin, t.range.end - t.range.begin);
    const uint64_t hash = internal::DocumentWordHash{}(token);
    uint32_t& slot = slots[ProbeSlots(slots, hash, [&](uint32_t w) {
      return word_data[w].hash == hash && internal::DocumentWordEq{}(word_data[w].text, token);
    })];
    if (slot != kEmptySlot) {
      t.word = EntryOf(slot);
      ++word_data[t.word].count;
      continue;
    }
    // A new word: it takes the empty slot its probe reached, then the table grows when it
    // is half full.
    t.word = static_cast<uint32_t>(words.words_.size());
    slot = SlotOf(t.word);
    words.words_.push_back({token, 1, 0, hash});
    word_data = words.words_.data();
    if ((words.words_.size() + 1) * 2 > slots.size()) {
      words.GrowSlots(0);
      slots = words.slots_;
    }
  }
  // A name's tokens are nearly always word tokens of its line, at the same offsets: a cursor
  // over the tokens (both in document order) finds each one's word without hashing it.
  size_t next_token = 0;
  const std::span<const WordToken> tokens = words.tokens_;
  for (const PersonName& name : doc.names()) {
    const std::string_view text = doc.Text(name.range);
    // Straight to the first token of the name's line, when every token before that one
    // starts before the name: the walk below then reads a few tokens, not every token
    // between two author lists.
    if (name.line < first_token_of_line.size()) {
      const uint32_t line_start = first_token_of_line[name.line];
      if (line_start > next_token && tokens[line_start - 1].range.begin < name.range.begin) {
        next_token = line_start;
      }
    }
    // Most names are made of whole tokens of their lines: those are counted as they lie,
    // without the name's bytes read again.
    size_t first = next_token;
    while (first < tokens.size() && tokens[first].range.begin < name.range.begin) {
      ++first;
    }
    size_t past = first;
    if (NameIsLineTokens(words.source_, tokens, name.range, first, &past)) {
      for (size_t k = first; k < past; ++k) {
        if (tokens[k].word != WordToken::kNumber) {
          ++words.words_[tokens[k].word].name_count;
        } else {
          ++words.other_name_counts_[doc.Text(tokens[k].range)];
        }
      }
      // Where the token by token walk below would leave the cursor: at the name's last token.
      next_token = past > first ? past - 1 : next_token;
      continue;
    }
    ForEachWordToken(text, [&](size_t begin, size_t end) {
      const uint32_t token_begin = name.range.begin + static_cast<uint32_t>(begin);
      const uint32_t token_end = name.range.begin + static_cast<uint32_t>(end);
      while (next_token < tokens.size() && tokens[next_token].range.begin < token_begin) {
        ++next_token;
      }
      if (next_token < tokens.size() && tokens[next_token].range.begin == token_begin &&
          tokens[next_token].range.end == token_end &&
          tokens[next_token].word != WordToken::kNumber) {
        ++words.words_[tokens[next_token].word].name_count;
      } else {
        ++words.other_name_counts_[text.substr(begin, end - begin)];
      }
    });
  }
  return words;
}

std::vector<uint32_t> DocumentWords::TokensOfWords(std::span<const uint32_t> words) const {
  const std::string_view source = source_;
  const std::span<const WordToken> tokens = tokens_;
  // The index of the token that starts at `at`, or tokens.size().
  const auto token_at = [&](size_t at) {
    const auto token =
        std::lower_bound(tokens.begin(), tokens.end(), at,
                         [](const WordToken& t, size_t begin) { return t.range.begin < begin; });
    return token != tokens.end() && token->range.begin == at
               ? static_cast<size_t>(token - tokens.begin())
               : tokens.size();
  };
  std::vector<uint32_t> found;
  for (const uint32_t w : words) {
    const DocumentWord& word = words_[w];
    // A word's text is its first token's bytes in the source, and it has `count` tokens: the
    // search starts there and ends with the last (a word written once is not searched for).
    // Should the text lie elsewhere, every occurrence is tried.
    size_t at = static_cast<size_t>(word.text.data() - source.data());
    size_t left = word.count;
    const size_t first = token_at(at);
    if (at > source.size() || first == tokens.size() || tokens[first].word != w) {
      at = source.find(word.text);
      left = tokens.size();
    }
    // Every occurrence, overlapping ones too: a token may start one byte into another match.
    for (; at != std::string_view::npos && left > 0; at = source.find(word.text, at + 1)) {
      const size_t t = token_at(at);
      if (t != tokens.size() && tokens[t].word == w) {
        found.push_back(static_cast<uint32_t>(t));
        --left;
      }
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace cvtidy
