// internal::VenueFormsSeen, which gathers a venue's forms when it is first asked for, compared
// with a plain reference that reads every citation of the CV at once.
#include "rules/venue/internal/venue_tallies.h"

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "rules/venue/internal/venue_forms.h"
#include "src/model/document.h"
#include "src/parse/parse.h"
#include "src/source/source.h"
#include "tests/extract/venue_test_table.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_venue_tallies {
namespace {

// Every citation of the CV, each venue's in document order; a citation is a form of its own
// unless an earlier one of its venue reads the same (MentionText) up to its digits.
std::vector<const VenueMention*> ReferenceForms(const Document& doc, uint32_t venue) {
  const auto same_shape = [](std::string_view a, std::string_view b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (size_t i = 0; i < a.size(); ++i) {
      const bool digits = a[i] >= '0' && a[i] <= '9' && b[i] >= '0' && b[i] <= '9';
      if (a[i] != b[i] && !digits) {
        return false;
      }
    }
    return true;
  };
  std::vector<const VenueMention*> forms;
  for (const VenueMention& mention : doc.venues()) {
    if (mention.venue != venue || !mention.IsCitation()) {
      continue;
    }
    const std::string text = internal::MentionText(doc, mention);
    if (std::none_of(forms.begin(), forms.end(), [&](const VenueMention* form) {
          return same_shape(internal::MentionText(doc, *form), text);
        })) {
      forms.push_back(&mention);
    }
  }
  return forms;
}

// A publication list of fictional papers, each citing a venue in one of several ways: short,
// with a publisher, long (some wrapped over two lines), with another year or year form.
std::string RandomCv(std::mt19937& rng) {
  static const std::vector<std::string_view> kVenues = {
      "OSDI 2024",
      "OSDI 2023",
      "OSDI '24",
      "USENIX OSDI 2023",
      "Usenix OSDI 2022",
      "16th USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)",
      "14th USENIX Symposium on Operating\n  Systems Design and Implementation (OSDI 2020)",
      "EuroSys 2024",
      "Eurosys 2021",
      "ACM EuroSys 2023",
      "EuroSvs 2019",
      "SOSP 2021",
      "ACM SOSP 2019",
      "NSDI'25",
      "NSDI 2025",
      "Symposium on Networked Systems Design\n  and Implementation (NSDI 2018)",
      "Nature",
      "arXiv 2023",
  };
  std::uniform_int_distribution<size_t> pick(0, kVenues.size() - 1);
  std::uniform_int_distribution<int> papers(1, 14);
  std::string cv = "# Wren Halvorsen-Oduya\n\n## Publications\n\n";
  const int count = papers(rng);
  for (int k = 0; k < count; ++k) {
    cv += "- Halvorsen-Oduya, W. Paper number " + std::to_string(k) + ". In " +
          std::string(kVenues[pick(rng)]) + ".\n";
  }
  return cv;
}

TEST(VenueFormsSeenTest, AgreesWithReadingEveryCitationAtOnce) {
  const VenueTable& table = testing_util::TestVenues();
  std::mt19937 rng(2611);
  size_t several = 0;
  for (int round = 0; round < 300; ++round) {
    const Source source = Source::FromBytes("cv.md", RandomCv(rng));
    const Document doc = Parse(source, ParseOptions{&table});
    // The venues in a random order, each asked for twice; every span handed out stays valid.
    std::vector<uint32_t> venues(table.venues().size());
    for (uint32_t v = 0; v < venues.size(); ++v) {
      venues[v] = v;
    }
    std::shuffle(venues.begin(), venues.end(), rng);
    const internal::VenueFormsSeen seen(doc);
    std::vector<std::span<const VenueMention* const>> answers;
    for (const uint32_t venue : venues) {
      const std::vector<const VenueMention*> want = ReferenceForms(doc, venue);
      const std::span<const VenueMention* const> got = seen.Of(venue);
      EXPECT_EQ(std::vector<const VenueMention*>(got.begin(), got.end()), want)
          << table.venues()[venue].id << " in\n"
          << source.text();
      EXPECT_EQ(seen.Of(venue).data(), got.data());
      // The texts kept with the forms are what reading each form again gives.
      const std::span<const std::string> texts = seen.TextsOf(venue);
      ASSERT_EQ(texts.size(), want.size());
      for (size_t i = 0; i < want.size(); ++i) {
        EXPECT_EQ(texts[i], internal::MentionText(doc, *want[i]));
      }
      EXPECT_EQ(internal::QuoteTexts(texts), internal::QuoteForms(doc, got));
      answers.push_back(got);
      several += want.size() > 1 ? 1 : 0;
    }
    for (size_t k = 0; k < venues.size(); ++k) {
      const std::vector<const VenueMention*> want = ReferenceForms(doc, venues[k]);
      EXPECT_EQ(std::vector<const VenueMention*>(answers[k].begin(), answers[k].end()), want);
    }
  }
  // Venues written several ways, wrapped long names among them.
  EXPECT_GT(several, 300u);
}

}  // namespace
}  // namespace cvtidy::testing_venue_tallies
