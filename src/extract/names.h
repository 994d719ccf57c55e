// The person-name extractor: author lists of publication entries (comma lists with `and`,
// `&`, `...`/`…` elisions and `et al.`; equal-contribution marks `*`, `\*`, `<sup>*</sup>`,
// `†`; a bold or underlined owner; hyphens, particles, accents, CJK romanisations), and the
// CV owner's name in the header.
//
// It also gives the comparable form of a name (NameKey), which the name rules use to tell
// `Min-Seo Park` and `Minseo Park` apart from `Min Park`.
#ifndef CVTIDY_SRC_EXTRACT_NAMES_H_
#define CVTIDY_SRC_EXTRACT_NAMES_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "src/model/document.h"

namespace cvtidy {

// Appends the author lists of `doc`'s entries to `lists`, and their names to `names`, in
// document order. Reads the lines, sections, entries, dates, venues and the owner's name
// (Document::owner_name) already built. Total; linear in the size of the document.
void ExtractAuthorLists(const Document& doc, std::vector<AuthorList>& lists,
                        std::vector<PersonName>& names);

// The CV owner's name as written at the top of the CV (a first heading or a first line that
// is a person's name); empty when there is none.
ByteRange FindOwnerName(const Document& doc);

// Builds the key of `written` (a name alone, without emphasis or marks). Total. The parser
// keeps each author name's key: Document::name_keys(). NameKey::words is compared for names
// of three words or more only, and left empty for shorter ones.
NameKey MakeNameKey(std::string_view written);

// `written` with its accented Latin letters replaced by their base letters, case kept:
// `Zoë Várga` -> `Zoe Varga`. Other characters are kept as they are. Total.
std::string StripAccents(std::string_view written);

// True when `a` and `b` are spelled the same up to case, accents, hyphens and spaces
// (`Min-Seo Park` / `Minseo Park`, `Ada Lind-Varga` / `Ada Lind Varga`), or, for names of
// three words or more, up
// to word order (`Wei Lan Zhou` / `Lan Zhou Wei`). Initials are not expanded here.
bool SameNameSpelling(const NameKey& a, const NameKey& b);

// True when `a` and `b` have the same letters in the same order, given names and family name
// read as one run (`Ada Lind-Varga` / `Ada Lind Varga`, but also `Adal Indvarga`): the test
// SameNameSpelling starts with, for a caller that hashes that run.
bool SameLetters(const NameKey& a, const NameKey& b);

// True when the abbreviated `initials` (`J. Lin`, `S.-Y. Park`) can stand for `full`
// (`Jin Lin`, `Seo-Yeon Park`): the same family name and compatible initials.
bool InitialsMatch(const NameKey& initials, const NameKey& full);

namespace internal {

// The word the author-list reader reads at `pos`, for tests: one starting with an upper-case
// letter, of letters with inner hyphens and apostrophes before a letter. `end` is `pos` when
// there is none; `all_upper` when none of its letters is lower-case.
struct NameWord {
  size_t end = 0;
  uint32_t letters = 0;
  bool all_upper = true;
};
NameWord ReadNameWord(std::string_view text, size_t pos);

// Whether the author-list reader takes `word` for no name word (`University`, `Workshop`),
// and for a particle inside a name (`van`, `de`), for tests; the lists they read, to compare
// with.
bool IsNotNameWord(std::string_view word);
bool IsParticle(std::string_view word);
std::span<const std::string_view> NotNameWords();
std::span<const std::string_view> Particles();

// Whether the author-list reader reads an author at `pos` (after spaces), and the first-byte
// test it rules out other starts with, for tests: the test must hold wherever an author is read.
bool ReadsAuthor(std::string_view text, size_t pos);
bool MayStartAuthor(std::string_view text, size_t pos);

// The hash MakeNameKey gives the folded `letters` of given + family (NameKey::letters_hash),
// for tests.
uint64_t HashNameLetters(std::string_view letters);

}  // namespace internal

}  // namespace cvtidy

#endif  // CVTIDY_SRC_EXTRACT_NAMES_H_
