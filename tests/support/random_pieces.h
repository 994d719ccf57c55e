// Random texts for the property tests that hold a fast scanner to a simple reference: a text
// is made of pieces chosen at random (bytes, characters, words, damage) so that the shapes the
// scanner branches on meet at every offset.
#ifndef CVTIDY_TESTS_SUPPORT_RANDOM_PIECES_H_
#define CVTIDY_TESTS_SUPPORT_RANDOM_PIECES_H_

#include <cstddef>
#include <random>
#include <string>
#include <utility>

namespace cvtidy::testing_support {

// `count` pieces of `pieces` (a non-empty container of strings or string views), each chosen
// uniformly at random, joined.
template <typename Pieces>
std::string JoinRandomPieces(std::mt19937& rng, const Pieces& pieces, size_t count) {
  std::uniform_int_distribution<size_t> pick(0, std::size(pieces) - 1);
  std::string out;
  for (size_t k = 0; k < count; ++k) {
    out += pieces[pick(rng)];
  }
  return out;
}

// From none up to `max_count` pieces, the number itself random.
template <typename Pieces>
std::string JoinRandomPiecesUpTo(std::mt19937& rng, const Pieces& pieces, int max_count) {
  const int count = std::uniform_int_distribution<int>(0, max_count)(rng);
  return JoinRandomPieces(rng, pieces, static_cast<size_t>(count));
}

// `word` one edit away, at a random offset: a byte of `letters` written over one (kind 0), put
// in (1), a byte dropped (2), or two neighbours swapped (3). `word` must not be empty.
inline std::string OneEditAway(std::mt19937& rng, std::string word, const std::string& letters,
                               int kind) {
  const size_t at = rng() % word.size();
  const char letter = letters[rng() % letters.size()];
  switch (kind % 4) {
    case 0:
      word[at] = letter;
      break;
    case 1:
      word.insert(word.begin() + static_cast<std::ptrdiff_t>(at), letter);
      break;
    case 2:
      word.erase(at, 1);
      break;
    default:
      if (at + 1 < word.size()) {
        std::swap(word[at], word[at + 1]);
      }
  }
  return word;
}

}  // namespace cvtidy::testing_support

#endif  // CVTIDY_TESTS_SUPPORT_RANDOM_PIECES_H_
