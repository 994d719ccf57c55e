// The OCR confusion model: which glyph sequences Tesseract writes for which, and how likely
// each misreading is (a cost: lower is likelier). It generates the readings a token may
// have stood for; the lexicons (src/ocr/lexicon.h) decide which of them is a word.
//
//   const ConfusionModel model = ConfusionModel::WithVocabulary(vocabulary);
//   std::vector<ReadingCandidate> candidates;
//   model.Candidates("Systerns", candidates);   // {"Systems", 1.0}, ...
//
// One edit per candidate, so a token of n bytes has at most n * edits candidates, capped at
// kMaxCandidates; each loop advances by a byte.
#ifndef CVTIDY_SRC_OCR_CONFUSION_MODEL_H_
#define CVTIDY_SRC_OCR_CONFUSION_MODEL_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cvtidy {

class Vocabulary;

// Where in a token an edit may apply.
enum class EditPlace : uint8_t { kAnywhere, kWordStart, kWordEnd };

struct ConfusionEdit {
  std::string wrong;  // as OCR writes it: "rn", "!"
  std::string right;  // what was printed: "m", "l"
  float cost = 1.0f;  // 1: a common misreading; 2: a plausible one
  EditPlace place = EditPlace::kAnywhere;
};

struct ReadingCandidate {
  std::string text;
  float cost = 0;
};

// A reading written in a ReadingBuffer: valid until the buffer's next use.
struct ReadingView {
  std::string_view text;
  float cost = 0;
  // Whether `text` holds an ASCII digit: known from the edit for a token without one, so a
  // caller that passes over readings with digits does not scan each reading for them.
  bool has_digit = false;
};

// Where ConfusionModel::Readings writes a token's readings, reused from call to call: once
// warm, a token's readings cost no allocation and no string each.
class ReadingBuffer {
 public:
  std::span<const ReadingView> readings() const { return readings_; }

 private:
  friend class ConfusionModel;
  // Where an edit's `wrong` occurs in a token.
  struct Match {
    uint32_t edit;
    uint32_t pos;
  };
  std::vector<Match> matches_;
  std::string bytes_;
  std::vector<ReadingView> readings_;
};

class ConfusionModel {
 public:
  static constexpr size_t kMaxCandidates = 64;

  explicit ConfusionModel(std::vector<ConfusionEdit> edits);
  // The built-in table of Tesseract's misreadings (l/I/1/|, rn/m, cl/d, vv/w, O/0, S/5,
  // ii/ü, ! for a final l, J or | for I).
  static ConfusionModel Builtin();
  // The built-in table plus the letter confusions of rules/vocabulary.toml that it lacks
  // (cost 1.5 each, in lower case and capitalized).
  static ConfusionModel WithVocabulary(const Vocabulary& vocabulary);
  // WithVocabulary(*vocabulary), built once per process and vocabulary (vocabularies live as
  // long as the configuration that made them); Builtin() for null.
  static const ConfusionModel& Shared(const Vocabulary* vocabulary);

  // The readings of `token` one edit away, each once with its cheapest cost, cheapest first
  // (ties in generation order); at most kMaxCandidates. Clears `out` first.
  void Candidates(std::string_view token, std::vector<ReadingCandidate>& out) const;
  // The same readings, in the same order, as views into `buffer` (valid until its next use):
  // for callers that keep few of them.
  void Readings(std::string_view token, ReadingBuffer& buffer) const;

  std::span<const ConfusionEdit> edits() const { return edits_; }

 private:
  // Fills edits_by_first_byte_ from edits_.
  void IndexEdits();

  std::vector<ConfusionEdit> edits_;
  // The edits (indices into edits_, ascending) whose `wrong` starts with each byte: a token
  // is matched only against the edits its bytes can start, not searched for every edit.
  std::array<std::vector<uint32_t>, 256> edits_by_first_byte_;
  // What a token's matches and readings may need: the most edits one byte starts, the most
  // bytes an edit writes.
  size_t most_edits_a_byte_ = 0;
  size_t longest_right_ = 0;
  // Whether each edit's `right` holds an ASCII digit (indexed as edits_).
  std::vector<uint8_t> right_has_digit_;
};

}  // namespace cvtidy

#endif  // CVTIDY_SRC_OCR_CONFUSION_MODEL_H_
