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
  const std::span<const Line> lines = doc.lines();
  for (uint32_t l = 0; l < lines.size(); ++l) {
    const Line& line = lines[l];
    if (!line.HasText() || line.kind == LineKind::kThematicBreak) {
      continue;
    }
    const std::string_view text = doc.Text(line.range);
    internal::ForEachWordTokenClassified(text, [&](size_t begin, size_t end, bool digits_only) {
      uint32_t word = WordToken::kNumber;
      if (!digits_only) {
        const std::string_view token(text.data() + begin, end - begin);
        if ((words.words_.size() + 1) * 2 > words.slots_.size()) {
          words.GrowSlots(0);
        }
        const uint64_t hash = internal::DocumentWordHash{}(token);
        uint32_t& slot = words.slots_[ProbeSlots(
            words.slots_, hash, [&](uint32_t w) { return words.IsWord(w, token, hash); })];
        if (slot == kEmptySlot) {
          // A new word: it takes the empty slot its probe reached.
          slot = SlotOf(words.words_.size());
          words.words_.push_back({token, 0, 0, hash});
        }
        word = EntryOf(slot);
        ++words.words_[word].count;
      }
      words.tokens_.push_back({{line.range.begin + static_cast<uint32_t>(begin),
                                line.range.begin + static_cast<uint32_t>(end)},
                               l,
                               word});
    });
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
