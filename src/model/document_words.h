// The words of one document and how often each occurs: the document's own lexicon, which
// the OCR correction layer (src/ocr/) weighs against its static lexicons. A name spelled
// right in most places of a CV is evidence against its misreadings elsewhere.
//
//   ForEachWordToken(line_text, [&](size_t begin, size_t end) { ... });
//   doc.words().Count("Systems");      // occurrences as a whole token, case-sensitive
//   for (const WordToken& t : doc.words().tokens()) ...  // every token, read once
//   doc.words().NameCount("Yeakel");   // occurrences inside author names
//   doc.words().CountsOf(word, hash);  // both counts by one lookup, the word's hash given
//   doc.words().ForEachTokenOfMarked(is_marked, fn);  // the tokens of the words a rule picks
#ifndef CVTIDY_SRC_MODEL_DOCUMENT_WORDS_H_
#define CVTIDY_SRC_MODEL_DOCUMENT_WORDS_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"

#include "src/base/hash_slots.h"
#include "src/base/swar.h"
#include "src/source/source.h"

namespace cvtidy {

class Document;

// The length of the non-ASCII letter (Latin with diacritics, Greek, Cyrillic, ...) that
// starts `text[i]` as UTF-8, or 0 when none starts there.
size_t NonAsciiLetterAt(std::string_view text, size_t i);

// The length of the letter (any script) that starts `text[i]`, or 0 when no letter starts
// there. ASCII digits are not letters.
inline size_t WordLetterAt(std::string_view text, size_t i) {
  const unsigned char c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) {
    return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ? 1 : 0;
  }
  return NonAsciiLetterAt(text, i);
}

namespace internal {
// What a byte is to the word tokenizer: ASCII letters, ASCII digits and `|` are token bytes
// by one table load; a byte from 0x80 may start a non-ASCII letter (NonAsciiLetterAt).
inline constexpr uint8_t kNotTokenByte = 0;
inline constexpr uint8_t kLetterByte = 1;
inline constexpr uint8_t kDigitOrBarByte = 2;
inline constexpr uint8_t kHighByte = 3;
inline constexpr std::array<uint8_t, 256> kTokenByteClasses = [] {
  std::array<uint8_t, 256> classes{};
  for (int c = 'A'; c <= 'Z'; ++c) {
    classes[c] = kLetterByte;
    classes[c + 32] = kLetterByte;
  }
  for (int c = '0'; c <= '9'; ++c) {
    classes[c] = kDigitOrBarByte;
  }
  classes['|'] = kDigitOrBarByte;
  for (int c = 0x80; c < 0x100; ++c) {
    classes[c] = kHighByte;
  }
  return classes;
}();

// The end of the word token that starts at text[begin] (a token byte), and whether it holds
// only ASCII digits: the token reader of ForEachWordTokenClassified, also used where tokens
// found another way are finished byte by byte.
inline size_t EndOfWordToken(std::string_view text, size_t begin, bool& digits_only) {
  const size_t n = text.size();
  const auto class_at = [&](size_t k) {
    return kTokenByteClasses[static_cast<unsigned char>(text[k])];
  };
  size_t i = begin;
  bool last_letter = false;
  digits_only = true;
  while (i < n) {
    // A run of ASCII letters, the common case, in a loop of its own.
    if (class_at(i) == kLetterByte) {
      // Eight bytes a step while all are ASCII letters (`c | 0x20` in a-z; a byte from
      // 0x80 is none), then byte by byte up to the end of the text.
      for (; i + 8 <= n; i += 8) {
        const uint64_t not_letters =
            ~swar::MarkAsciiLetters(swar::Load(text.data() + i)) & swar::kHigh;
        if (not_letters != 0) {
          i += swar::FirstMarked(not_letters);
          break;
        }
      }
      while (i < n && class_at(i) == kLetterByte) {
        ++i;
      }
      last_letter = true;
      digits_only = false;
      continue;
    }
    const uint8_t c = class_at(i);
    if (c == kDigitOrBarByte) {
      digits_only = digits_only && text[i] != '|';
      ++i;
      last_letter = false;
    } else if (c == kHighByte) {
      const size_t step = NonAsciiLetterAt(text, i);
      if (step == 0) {
        break;
      }
      i += step;
      last_letter = true;
      digits_only = false;
    } else {
      break;
    }
  }
  // `Yeake!`: a `!` glued to a letter and followed by no letter or digit.
  if (last_letter && i < n && text[i] == '!' &&
      (i + 1 == n ||
       (WordLetterAt(text, i + 1) == 0 && !(text[i + 1] >= '0' && text[i + 1] <= '9')))) {
    ++i;
  }
  return i;
}

// ForEachWordToken, also telling `fn(begin, end, digits_only)` whether the token holds only
// ASCII digits (a number, which DocumentWords does not count).
template <typename Fn>
void ForEachWordTokenClassified(std::string_view text, Fn&& fn) {
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    const uint8_t first = kTokenByteClasses[static_cast<unsigned char>(text[i])];
    if (first == kNotTokenByte || (first == kHighByte && NonAsciiLetterAt(text, i) == 0)) {
      ++i;  // not a token byte: move on
      continue;
    }
    const size_t begin = i;
    bool digits_only = true;
    i = EndOfWordToken(text, begin, digits_only);
    fn(begin, i, digits_only);  // i > begin: the token holds at least its first byte
  }
}

// A hash of a word for the document's word maps, inlined where the words are counted: the
// bytes of a word up to 16 bytes long are two loads (overlapping when shorter), longer words
// take 16 bytes a round; a 128-bit multiply mixes them with the length.
struct DocumentWordHash {
  using is_transparent = void;  // also serves maps keyed by std::string, looked up by views
  static uint64_t Mix(uint64_t a, uint64_t b) {
    const unsigned __int128 product =
        static_cast<unsigned __int128>(a ^ 0xa0761d6478bd642fULL) * (b ^ 0xe7037ed1a0b428dbULL);
    return static_cast<uint64_t>(product) ^ static_cast<uint64_t>(product >> 64);
  }
  static uint64_t Load64(const char* p) { return swar::Load(p); }
  static uint64_t Load32(const char* p) { return swar::Load32(p); }
  size_t operator()(std::string_view word) const {
    const char* p = word.data();
    const size_t n = word.size();
    uint64_t a = 0;
    uint64_t b = 0;
    uint64_t seed = n * 0x9e3779b97f4a7c15ULL;
    if (n > 16) {
      size_t i = 0;
      for (; i + 16 < n; i += 16) {
        seed = Mix(Load64(p + i) ^ seed, Load64(p + i + 8));
      }
      a = Load64(p + n - 16);
      b = Load64(p + n - 8);
    } else if (n >= 8) {
      a = Load64(p);
      b = Load64(p + n - 8);
    } else if (n >= 4) {
      a = Load32(p);
      b = Load32(p + n - 4);
    } else if (n > 0) {
      a = (uint64_t{static_cast<unsigned char>(p[0])} << 16) |
          (uint64_t{static_cast<unsigned char>(p[n / 2])} << 8) |
          static_cast<unsigned char>(p[n - 1]);
    }
    return Mix(a ^ seed, b);
  }
};

// Equality of two words, inline (swar::SameBytes): words of four bytes or more compare as
// the same (possibly overlapping) loads the hash reads, shorter ones byte by byte.
struct DocumentWordEq {
  using is_transparent = void;
  bool operator()(std::string_view a, std::string_view b) const {
    return a.size() == b.size() && swar::SameBytes(a.data(), b.data(), a.size());
  }
};

}  // namespace internal

// Calls `fn(begin, end)` for each word token of `text`, in order: a maximal run of letters,
// ASCII digits and `|` (OCR's capital I), with a `!` that ends it directly after a letter
// (OCR's final l: `Yeake!`). Punctuation, apostrophes and hyphens separate tokens.
template <typename Fn>
void ForEachWordToken(std::string_view text, Fn&& fn) {
  internal::ForEachWordTokenClassified(
      text, [&](size_t begin, size_t end, bool /*digits_only*/) { fn(begin, end); });
}

// One word token of a text line (ForEachWordToken), in source offsets.
struct WordToken {
  static constexpr uint32_t kNumber = static_cast<uint32_t>(-1);

  ByteRange range;
  uint32_t line = 0;  // 0-based index into Document::lines()
  uint32_t word = 0;  // index into DocumentWords::words(); kNumber for a token of digits only
};

// A distinct word of the document and how often it occurs as a whole token.
struct DocumentWord {
  std::string_view text;
  uint32_t count = 0;
  // Occurrences as a token inside an author name that is also this very token of its line
  // (the usual case); DocumentWords::NameCount adds the name tokens read otherwise.
  uint32_t name_count = 0;
  // internal::DocumentWordHash of `text`: a table keyed by words (the corrector's verdicts)
  // looks the word up without hashing it again.
  uint64_t hash = 0;
};

namespace internal {
// An allocator whose default construction leaves the bytes as they are: a vector of tokens is
// sized for the most a line may hold and then written token by token, so zeroing the room
// first would be wasted.
template <typename T>
struct UninitializedAllocator : std::allocator<T> {
  using value_type = T;
  template <typename U>
  struct rebind {
    using other = UninitializedAllocator<U>;
  };
  UninitializedAllocator() = default;
  template <typename U>
  explicit UninitializedAllocator(const UninitializedAllocator<U>& /*other*/) {}
  template <typename U>
  void construct(U* /*p*/) noexcept {}
  template <typename U, typename... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
};
}  // namespace internal

class DocumentWords {
 public:
  // Reads the word tokens of every text line of `doc` and, separately, counts those of its
  // author names. The views point into the document's source.
  static DocumentWords Build(const Document& doc);

  // Occurrences of `word` as a whole token (case-sensitive). Numbers (tokens of digits only)
  // are not counted: they are never the reading of a misread word.
  uint32_t Count(std::string_view word) const {
    const uint32_t w = Find(word, internal::DocumentWordHash{}(word));
    return w == kNoWord ? 0 : words_[w].count;
  }
  // Occurrences of `word` as a token inside an author name (Document::names()).
  uint32_t NameCount(std::string_view word) const {
    const uint32_t w = Find(word, internal::DocumentWordHash{}(word));
    return (w == kNoWord ? 0 : words_[w].name_count) + OtherNameCount(word);
  }
  // Count and NameCount of `word`, whose internal::DocumentWordHash is `hash`, by one lookup:
  // for a caller that keeps the hashes of the words it asks about (the corrector's readings).
  struct Counts {
    uint32_t count = 0;
    uint32_t name_count = 0;
  };
  Counts CountsOf(std::string_view word, uint64_t hash) const {
    const uint32_t w = Find(word, hash);
    const uint32_t other_names = OtherNameCount(word);
    return w == kNoWord ? Counts{0, other_names}
                        : Counts{words_[w].count, words_[w].name_count + other_names};
  }
  // NameCount of a distinct word of this document (words()), without looking it up.
  uint32_t NameCount(const DocumentWord& word) const {
    return word.name_count + OtherNameCount(word.text);
  }
  size_t distinct() const { return words_.size(); }
  // Every distinct word, numbered in order of first appearance: a rule that repairs few words
  // decides per distinct word first (by index), then walks tokens() for the ones it repairs.
  std::span<const DocumentWord> words() const { return words_; }
  // Every word token of the text lines, numbers included, in document order: the tokens of
  // one line are adjacent.
  std::span<const WordToken> tokens() const { return tokens_; }
  // Calls `fn(i, tokens()[i])` for each token, in document order, whose distinct word
  // `is_marked(word)` picks; `is_marked` is asked once per distinct word, no token is read
  // when it picks none, and the tokens of those it picks are found by TokensOfWords. Returns
  // whether it picked any.
  //
  //   words.ForEachTokenOfMarked([&](const DocumentWord& w) { return Misread(w.text); },
  //                              [&](size_t i, const WordToken& token) { ... });
  template <typename Mark, typename Fn>
  bool ForEachTokenOfMarked(Mark&& is_marked, Fn&& fn) const {
    std::vector<uint32_t> marked;
    for (uint32_t w = 0; w < words_.size(); ++w) {
      if (is_marked(words_[w])) {
        marked.push_back(w);
      }
    }
    if (marked.empty()) {
      return false;
    }
    for (const uint32_t i : TokensOfWords(marked)) {
      fn(i, tokens_[i]);
    }
    return true;
  }
  // The indices into tokens() of the tokens whose word is one of `words` (distinct indices
  // into words()), in document order. A word's tokens are found from its first (where its
  // text lies in the source) by searching for its bytes until its count is reached, each
  // looked up by where it starts: for the few words a rule picks, much less is read than every
  // token of the document, and a word written once is not searched for.
  std::vector<uint32_t> TokensOfWords(std::span<const uint32_t> words) const;

 private:
  static constexpr uint32_t kNoWord = static_cast<uint32_t>(-1);

  // words_[w] is `word`, of hash `hash`: the stored hash is compared before the bytes.
  bool IsWord(uint32_t w, std::string_view word, uint64_t hash) const {
    return words_[w].hash == hash && internal::DocumentWordEq{}(words_[w].text, word);
  }
  // The index in words_ of `word`, of hash `hash`, or kNoWord.
  uint32_t Find(std::string_view word, uint64_t hash) const {
    if (slots_.empty()) {
      return kNoWord;
    }
    const uint32_t slot =
        slots_[ProbeSlots(slots_, hash, [&](uint32_t w) { return IsWord(w, word, hash); })];
    return slot == kEmptySlot ? kNoWord : EntryOf(slot);
  }
  // Doubles slots_ (or sizes it first) and places every word again by its stored hash.
  void GrowSlots(size_t at_least);
  // Occurrences of `word` inside author names not counted in DocumentWord::name_count.
  uint32_t OtherNameCount(std::string_view word) const {
    if (other_name_counts_.empty()) {
      return 0;
    }
    auto it = other_name_counts_.find(word);
    return it == other_name_counts_.end() ? 0 : it->second;
  }

  std::vector<DocumentWord> words_;
  // words_ by their hashes (src/base/hash_slots.h). Most lookups read one slot and compare
  // one stored hash.
  std::vector<uint32_t> slots_;
  std::string_view source_;  // the text the tokens and words lie in
  // Written by Build through a pointer into room made for them (UninitializedAllocator).
  std::vector<WordToken, internal::UninitializedAllocator<WordToken>> tokens_;
  using WordMap = absl::flat_hash_map<std::string_view, uint32_t, internal::DocumentWordHash,
                                      internal::DocumentWordEq>;
  // The name tokens that are no word token of their line (a name's edge inside a token, a
  // number): few or none.
  WordMap other_name_counts_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_MODEL_DOCUMENT_WORDS_H_
