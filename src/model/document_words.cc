#include "src/model/document_words.h"

#include <algorithm>

#include "src/model/document.h"

namespace cvtidy {
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
  // About one distinct word per 16 bytes of a CV and one token per 6: no regrowth on most
  // documents (the slots twice the words).
  const size_t bytes = doc.source().text().size();
  words.words_.reserve(bytes / 16);
  words.GrowSlots(bytes / 8);
  words.tokens_.reserve(bytes / 6);
  // First every token of the text lines, then the word of each: two tight loops instead of
  // one that holds the tokenizer's and the word table's state at once.
  const std::span<const Line> lines = doc.lines();
  for (uint32_t l = 0; l < lines.size(); ++l) {
    const Line& line = lines[l];
    if (!line.HasText() || line.kind == LineKind::kThematicBreak) {
      continue;
    }
    const uint32_t base = line.range.begin;
    internal::ForEachWordTokenClassified(
        doc.Text(line.range), [&](size_t begin, size_t end, bool digits_only) {
          words.tokens_.push_back(
              {{base + static_cast<uint32_t>(begin), base + static_cast<uint32_t>(end)},
               l,
               digits_only ? WordToken::kNumber : 0});
        });
  }
  // The word table's sizes and slots are kept in locals, read again only when a new word
  // (or a larger table) changes them.
  const char* const source = doc.source().text().data();
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

}  // namespace cvtidy
