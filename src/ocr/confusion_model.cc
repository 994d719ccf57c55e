#include "src/ocr/confusion_model.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"

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
  for (size_t e = 0; e < edits_.size(); ++e) {
    edits_by_first_byte_[static_cast<unsigned char>(edits_[e].wrong[0])].push_back(
        static_cast<uint32_t>(e));
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

void ConfusionModel::Candidates(std::string_view token, std::vector<ReadingCandidate>& out) const {
  out.clear();
  // Where each edit's `wrong` occurs in the token, found from the edits each byte can start,
  // then put in the order of a search edit by edit, each from the token's start: the readings
  // are generated in that order (it breaks cost ties and decides which fit under the cap).
  struct Match {
    uint32_t edit;
    uint32_t pos;
  };
  absl::InlinedVector<Match, 16> matches;
  // The matches come in the order of their places; an insertion sort by edit keeps that
  // order among one edit's places (there are few matches: no call to std::sort). A `wrong` of
  // a byte or two is compared inline, not by a memcmp call.
  for (size_t pos = 0; pos < token.size(); ++pos) {
    for (const uint32_t e : edits_by_first_byte_[static_cast<unsigned char>(token[pos])]) {
      const std::string& wrong = edits_[e].wrong;
      if (wrong.size() > token.size() - pos ||
          !swar::SameBytes(wrong.data(), token.data() + pos, wrong.size())) {
        continue;
      }
      size_t at = matches.size();
      matches.push_back(Match{e, static_cast<uint32_t>(pos)});
      for (; at > 0 && matches[at - 1].edit > e; --at) {
        matches[at] = matches[at - 1];
      }
      matches[at] = Match{e, static_cast<uint32_t>(pos)};
    }
  }
  for (size_t k = 0; k < matches.size();) {
    const uint32_t e = matches[k].edit;
    const ConfusionEdit& edit = edits_[e];
    const std::string_view wrong = edit.wrong;
    for (; k < matches.size() && matches[k].edit == e; ++k) {
      const size_t pos = matches[k].pos;
      if ((edit.place == EditPlace::kWordStart && pos != 0) ||
          (edit.place == EditPlace::kWordEnd && pos + wrong.size() != token.size())) {
        continue;
      }
      // The reading is written where it is kept (the last element of `out`, or a scratch
      // string once `out` is full) and taken back out when an earlier reading is the same.
      const bool full = out.size() == kMaxCandidates;
      std::string scratch;
      std::string& text = full ? scratch : out.emplace_back().text;
      // Most edits replace a glyph by one of the same size: the token copied once, the
      // replacement written over it.
      if (wrong.size() == edit.right.size()) {
        text.assign(token);
        std::copy(edit.right.begin(), edit.right.end(), text.begin() + pos);
      } else {
        text.reserve(token.size() + edit.right.size());
        text.append(token.substr(0, pos));
        text.append(edit.right);
        text.append(token.substr(pos + wrong.size()));
      }
      // Readings of one size are compared inline (a few loads), not by a call per pair.
      const auto earlier_end = full ? out.end() : out.end() - 1;
      auto same = std::find_if(out.begin(), earlier_end, [&](const ReadingCandidate& c) {
        return c.text.size() == text.size() &&
               swar::SameBytes(c.text.data(), text.data(), text.size());
      });
      if (same != earlier_end) {
        same->cost = std::min(same->cost, edit.cost);
        if (!full) {
          out.pop_back();
        }
        continue;
      }
      if (full) {
        // Full: this edit's later places are passed over, as a search would stop here.
        while (k < matches.size() && matches[k].edit == e) {
          ++k;
        }
        break;
      }
      out.back().cost = edit.cost;
    }
  }
  // Cheapest first, ties in generation order: an insertion sort, stable and without the
  // buffer std::stable_sort allocates (there are few candidates, most already in order).
  const auto cheaper = [](float cost, const ReadingCandidate& c) { return cost < c.cost; };
  for (auto it = out.begin(); it != out.end(); ++it) {
    const auto place = std::upper_bound(out.begin(), it, it->cost, cheaper);
    std::rotate(place, it, it + 1);
  }
}

}  // namespace cvtidy
