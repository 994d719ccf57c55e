#include "src/ocr/confusion_model.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <utility>

#include "absl/container/flat_hash_map.h"

#include "src/base/strings.h"
#include "src/base/swar.h"
#include "src/data/vocabulary.h"

namespace cvtidy {

ConfusionModel::ConfusionModel(std::vector<ConfusionEdit> edits) : edits_(std::move(edits)) {
  // An empty `wrong` would match everywhere without consuming a byte.
  std::erase_if(edits_, [](const ConfusionEdit& e) { return e.wrong.empty(); });
  IndexEdits();
}

void ConfusionModel::IndexEdits() {
  for (std::vector<uint32_t>& edits : edits_by_first_byte_) {
    edits.clear();
  }
  longest_right_ = 0;
  right_has_digit_.assign(edits_.size(), 0);
  for (size_t e = 0; e < edits_.size(); ++e) {
    right_has_digit_[e] = HasAsciiDigit(edits_[e].right) ? 1 : 0;
    edits_by_first_byte_[static_cast<unsigned char>(edits_[e].wrong[0])].push_back(
        static_cast<uint32_t>(e));
    longest_right_ = std::max(longest_right_, edits_[e].right.size());
  }
  most_edits_a_byte_ = 0;
  for (const std::vector<uint32_t>& edits : edits_by_first_byte_) {
    most_edits_a_byte_ = std::max(most_edits_a_byte_, edits.size());
  }
}

ConfusionModel ConfusionModel::Builtin() {
  using P = EditPlace;
  return ConfusionModel({
      // Vertical strokes: the commonest confusions of Tesseract on CV fonts.
      {"l", "I", 1.0f, P::kAnywhere},  // `loT`, `NeurlPS`
      {"I", "l", 1.0f, P::kAnywhere},  // `Iearning`
      {"|", "I", 1.0f, P::kAnywhere},  // `| have`, `|.`
      {"|", "l", 1.5f, P::kAnywhere},
      {"1", "l", 1.5f, P::kAnywhere},
      {"1", "I", 1.5f, P::kAnywhere},
      {"!", "l", 1.0f, P::kWordEnd},    // `Yeake!`
      {"J", "I", 1.0f, P::kWordStart},  // `JEEE`
      // Letters that merge or split.
      {"rn", "m", 1.0f, P::kAnywhere},
      {"m", "rn", 1.0f, P::kAnywhere},
      {"cl", "d", 1.0f, P::kAnywhere},
      {"d", "cl", 1.5f, P::kAnywhere},
      {"vv", "w", 1.0f, P::kAnywhere},
      {"w", "vv", 1.5f, P::kAnywhere},
      {"ii", "ü", 1.0f, P::kAnywhere},  // `Jiirgen`
      // Round and angular shapes.
      {"0", "O", 1.0f, P::kAnywhere},
      {"O", "0", 1.5f, P::kAnywhere},
      {"0", "o", 1.0f, P::kAnywhere},
      {"5", "S", 1.5f, P::kAnywhere},
      {"S", "5", 1.5f, P::kAnywhere},
  });
}

ConfusionModel ConfusionModel::WithVocabulary(const Vocabulary& vocabulary) {
  ConfusionModel model = Builtin();
  const auto has = [&](std::string_view wrong, std::string_view right) {
    return std::any_of(model.edits_.begin(), model.edits_.end(), [&](const ConfusionEdit& e) {
      return e.wrong == wrong && e.right == right;
    });
  };
  for (const LetterConfusion& confusion : vocabulary.confusions()) {
    if (!has(confusion.wrong, confusion.right)) {
      model.edits_.push_back({confusion.wrong, confusion.right, 1.5f, EditPlace::kAnywhere});
    }
    // The form of a word in capitals: `SYSTERNS`.
    std::string upper_wrong = confusion.wrong;
    std::string upper_right = confusion.right;
    for (char& c : upper_wrong) {
      c = AsciiToUpper(c);
    }
    for (char& c : upper_right) {
      c = AsciiToUpper(c);
    }
    if (upper_wrong != confusion.wrong && !has(upper_wrong, upper_right)) {
      model.edits_.push_back({upper_wrong, upper_right, 1.5f, EditPlace::kAnywhere});
    }
    // The capitalized form at the start of a word: `Rnachine`, `0perating`.
    std::string wrong = confusion.wrong;
    std::string right = confusion.right;
    wrong[0] = AsciiToUpper(wrong[0]);
    right[0] = AsciiToUpper(right[0]);
    if ((wrong != confusion.wrong || right != confusion.right) && !has(wrong, right)) {
      model.edits_.push_back({std::move(wrong), std::move(right), 1.5f, EditPlace::kWordStart});
    }
  }
  model.IndexEdits();
  return model;
}

const ConfusionModel& ConfusionModel::Shared(const Vocabulary* vocabulary) {
  // A std::mutex: absl::Mutex, as Debian builds it, runs its deadlock detector on every lock.
  static std::mutex mutex;
  static auto* const models =
      new absl::flat_hash_map<const Vocabulary*, std::unique_ptr<ConfusionModel>>;
  const std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<ConfusionModel>& model = (*models)[vocabulary];
  if (model == nullptr) {
    model = std::make_unique<ConfusionModel>(vocabulary == nullptr ? Builtin()
                                                                   : WithVocabulary(*vocabulary));
  }
  return *model;
}

namespace {

// A reading written in the buffer's bytes.
struct Reading {
  uint32_t offset;
  uint32_t size;
  float cost;
  bool has_digit;
};

// Copies `n` bytes, eight a step with the last step overlapping (four for shorter runs), inline:
// the runs are short pieces of a token, for which a call to memcpy would cost more.
inline void CopyShort(char* to, const char* from, size_t n) {
  if (n >= 8) {
    for (size_t i = 0; i + 8 < n; i += 8) {
      std::memcpy(to + i, from + i, 8);
    }
    std::memcpy(to + n - 8, from + n - 8, 8);
  } else if (n >= 4) {
    std::memcpy(to, from, 4);
    std::memcpy(to + n - 4, from + n - 4, 4);
  } else {
    for (size_t i = 0; i < n; ++i) {
      to[i] = from[i];
    }
  }
}

}  // namespace

void ConfusionModel::Candidates(std::string_view token, std::vector<ReadingCandidate>& out) const {
  thread_local ReadingBuffer buffer;
  Readings(token, buffer);
  // The strings of `out` are written over, keeping their buffers.
  out.resize(buffer.readings().size());
  for (size_t i = 0; i < out.size(); ++i) {
    out[i].text.assign(buffer.readings()[i].text);
    out[i].cost = buffer.readings()[i].cost;
  }
}

void ConfusionModel::Readings(std::string_view token, ReadingBuffer& buffer) const {
  // Where each edit's `wrong` occurs in the token, found from the edits each byte can start,
  // then put in the order of a search edit by edit, each from the token's start: the readings
  // are generated in that order (it breaks cost ties and decides which fit under the cap).
  // The buffers are grown to the most a token can need before they are written: no check a
  // write.
  if (buffer.matches_.size() < token.size() * most_edits_a_byte_) {
    buffer.matches_.resize(token.size() * most_edits_a_byte_);
  }
  ReadingBuffer::Match* const matches = buffer.matches_.data();
  size_t match_count = 0;
  // Whether the token holds a digit, read with its bytes here: a reading of a token without
  // one has one only where its edit writes one; the readings of a token with digits are
  // scanned.
  bool token_has_digit = false;
  // The matches come in the order of their places; an insertion sort by edit keeps that
  // order among one edit's places (there are few matches: no call to std::sort). A `wrong` of
  // a byte or two is compared inline, not by a memcmp call.
  for (size_t pos = 0; pos < token.size(); ++pos) {
    token_has_digit = token_has_digit || IsAsciiDigit(token[pos]);
    for (const uint32_t e : edits_by_first_byte_[static_cast<unsigned char>(token[pos])]) {
      const std::string& wrong = edits_[e].wrong;
      if (wrong.size() > token.size() - pos ||
          !swar::SameBytes(wrong.data(), token.data() + pos, wrong.size())) {
        continue;
      }
      size_t at = match_count++;
      for (; at > 0 && matches[at - 1].edit > e; --at) {
        matches[at] = matches[at - 1];
      }
      matches[at] = ReadingBuffer::Match{e, static_cast<uint32_t>(pos)};
    }
  }
  // The readings are written one after another into the bytes and compared there. Room for
  // the kept ones and the one being written, each at most the token with the longest `right`.
  const size_t room = std::min(match_count, kMaxCandidates + 1) * (token.size() + longest_right_);
  if (buffer.bytes_.size() < room) {
    buffer.bytes_.resize(room);
  }
  char* const bytes = buffer.bytes_.data();
  std::array<Reading, kMaxCandidates> readings;
  size_t reading_count = 0;
  uint32_t used = 0;  // bytes of the readings kept
  for (size_t k = 0; k < match_count;) {
    const uint32_t e = matches[k].edit;
    const ConfusionEdit& edit = edits_[e];
    const size_t wrong_size = edit.wrong.size();
    const size_t right_size = edit.right.size();
    const size_t size = token.size() - wrong_size + right_size;
    for (; k < match_count && matches[k].edit == e; ++k) {
      const size_t pos = matches[k].pos;
      if ((edit.place == EditPlace::kWordStart && pos != 0) ||
          (edit.place == EditPlace::kWordEnd && pos + wrong_size != token.size())) {
        continue;
      }
      // Written after the kept readings, and kept only when no earlier reading is the same.
      // Most edits replace a glyph by one of the same size: the token copied once, the
      // replacement written over it.
      char* const text = bytes + used;
      if (wrong_size == right_size) {
        CopyShort(text, token.data(), token.size());
        CopyShort(text + pos, edit.right.data(), right_size);
      } else {
        CopyShort(text, token.data(), pos);
        CopyShort(text + pos, edit.right.data(), right_size);
        CopyShort(text + pos + right_size, token.data() + pos + wrong_size,
                  token.size() - pos - wrong_size);
      }
      // Readings of one size are compared inline (a few loads), not by a call per pair.
      Reading* const end = readings.data() + reading_count;
      Reading* const same = std::find_if(readings.data(), end, [&](const Reading& r) {
        return r.size == size && swar::SameBytes(bytes + r.offset, text, size);
      });
      if (same != end) {
        same->cost = std::min(same->cost, edit.cost);
        continue;
      }
      if (reading_count == kMaxCandidates) {
        // Full: this edit's later places are passed over, as a search would stop here.
        while (k < match_count && matches[k].edit == e) {
          ++k;
        }
        break;
      }
      const bool has_digit =
          token_has_digit ? HasAsciiDigit(std::string_view(text, size)) : right_has_digit_[e] != 0;
      readings[reading_count++] = Reading{used, static_cast<uint32_t>(size), edit.cost, has_digit};
      used += static_cast<uint32_t>(size);
    }
  }
  // Cheapest first, ties in generation order: an insertion sort of the views, stable (there
  // are few readings, most already in order).
  std::vector<ReadingView>& views = buffer.readings_;
  views.resize(reading_count);
  for (size_t i = 0; i < reading_count; ++i) {
    const ReadingView view{std::string_view(bytes + readings[i].offset, readings[i].size),
                           readings[i].cost, readings[i].has_digit};
    size_t at = i;
    for (; at > 0 && views[at - 1].cost > view.cost; --at) {
      views[at] = views[at - 1];
    }
    views[at] = view;
  }
}

}  // namespace cvtidy
