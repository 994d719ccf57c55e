#include "src/data/vocabulary.h"

namespace cvtidy {

absl::StatusOr<Vocabulary> Vocabulary::FromData(const DataFile& file) { return Vocabulary(); }

bool Vocabulary::IsWord(std::string_view word) const { return false; }

}  // namespace cvtidy
