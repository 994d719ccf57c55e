#include "src/extract/venues.h"

#include <algorithm>
#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/strings.h"
#include "src/data/venue_matcher.h"
#include "src/extract/url_tokens.h"
#include "src/model/logical_text.h"
#include "src/source/source.h"
#include "tests/extract/venue_test_table.h"
#include "tests/support/random_pieces.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_venues {
namespace {

using testing_util::TestVenueRecords;
using testing_util::TestVenues;
using testing_util::Venue;

constexpr VenueForm kAcr = VenueForm::kAcronym;
constexpr VenueForm kPub = VenueForm::kPublisherAcronym;
constexpr VenueForm kLng = VenueForm::kLong;
constexpr VenueForm kLwa = VenueForm::kLongWithAcronym;
constexpr VenueForm kOld = VenueForm::kFormerName;
constexpr VenueForm kAli = VenueForm::kAlias;
constexpr VenueYearForm kNoYear = VenueYearForm::kNone;
constexpr VenueYearForm kY4 = VenueYearForm::kFourDigit;
constexpr VenueYearForm kApos = VenueYearForm::kApostrophe;
constexpr VenueYearForm kGlued = VenueYearForm::kGluedApostrophe;
constexpr VenueYearForm kHyph = VenueYearForm::kHyphen;
constexpr VenueYearForm kY2 = VenueYearForm::kTwoDigit;
constexpr VenueYearForm kGlued4 = VenueYearForm::kGluedFourDigit;

// What one mention should be: the text of its range, its venue, form and year.
struct Want {
  std::string_view text;
  std::string_view id;
  VenueForm form = kAcr;
  int year = 0;
  VenueYearForm year_form = kNoYear;
};

Want W(std::string_view text, std::string_view id, VenueForm form = kAcr, int year = 0,
       VenueYearForm year_form = kNoYear) {
  return {text, id, form, year, year_form};
}

struct Case {
  std::string_view input;
  std::vector<Want> want;
};

std::string_view Slice(std::string_view text, ByteRange r, uint32_t base) {
  if (r.empty()) {
    return {};
  }
  return text.substr(r.begin - base, r.size());
}

std::vector<VenueMention> Extract(std::string_view text, const VenueTable& table = TestVenues(),
                                  uint32_t base = 0, uint32_t line = 0) {
  std::vector<VenueMention> out;
  ExtractVenues(text, base, line, table, out);
  return out;
}

// Checks the mentions of `input` against `want`, with the line at byte 1000 of a Source.
void ExpectMentions(std::string_view input, const std::vector<Want>& want) {
  SCOPED_TRACE(testing::Message() << "input: \"" << input << "\"");
  constexpr uint32_t kBase = 1000;
  const VenueTable& table = TestVenues();
  const std::vector<VenueMention> got = Extract(input, table, kBase, 7);
  std::string got_text;
  for (const VenueMention& m : got) {
    got_text += fmt::format("[{}] ", Slice(input, m.range, kBase));
  }
  ASSERT_EQ(got.size(), want.size()) << "got: " << got_text;
  for (size_t i = 0; i < got.size(); ++i) {
    SCOPED_TRACE(testing::Message() << "mention " << i);
    const VenueMention& m = got[i];
    const Want& w = want[i];
    EXPECT_EQ(Slice(input, m.range, kBase), w.text);
    ASSERT_LT(m.venue, table.venues().size());
    EXPECT_EQ(table.venues()[m.venue].id, w.id);
    EXPECT_EQ(m.form, w.form);
    EXPECT_EQ(m.year, w.year);
    EXPECT_EQ(m.year_form, w.year_form);
    EXPECT_EQ(m.line, 7u);
    // Parts lie inside the mention; the year is there iff it has a form.
    for (ByteRange part :
         {m.name_range, m.acronym_range, m.publisher_range, m.ordinal_range, m.year_range}) {
      EXPECT_TRUE(part.empty() || m.range.Contains(part));
    }
    EXPECT_FALSE(m.name_range.empty());
    EXPECT_EQ(m.year_range.empty(), m.year_form == kNoYear);
    if (i > 0) {
      EXPECT_LE(got[i - 1].range.end, m.range.begin);  // in order, disjoint
    }
  }
}

const std::vector<Case>& MatchCases() {
  static const auto* cases = new std::vector<Case>{
      // An acronym with every year form.
      {"OSDI 2024", {W("OSDI 2024", "OSDI", kAcr, 2024, kY4)}},
      {"OSDI '24", {W("OSDI '24", "OSDI", kAcr, 2024, kApos)}},
      {"OSDI \u201924", {W("OSDI \u201924", "OSDI", kAcr, 2024, kApos)}},
      {"OSDI \u201824", {W("OSDI \u201824", "OSDI", kAcr, 2024, kApos)}},
      {"OSDI'24", {W("OSDI'24", "OSDI", kAcr, 2024, kGlued)}},
      {"OSDI\u201924", {W("OSDI\u201924", "OSDI", kAcr, 2024, kGlued)}},
      {"OSDI-24", {W("OSDI-24", "OSDI", kAcr, 2024, kHyph)}},
      {"OSDI-2024", {W("OSDI-2024", "OSDI", kAcr, 2024, kHyph)}},
      {"OSDI 24", {W("OSDI 24", "OSDI", kAcr, 2024, kY2)}},
      {"OSDI2024", {W("OSDI2024", "OSDI", kAcr, 2024, kGlued4)}},
      {"OSDI", {W("OSDI", "OSDI")}},
      {"OSDI\u00A02024", {W("OSDI\u00A02024", "OSDI", kAcr, 2024, kY4)}},
      {"OSDI '99", {W("OSDI '99", "OSDI", kAcr, 1999, kApos)}},
      {"OSDI 1999", {W("OSDI 1999", "OSDI", kAcr, 1999, kY4)}},
      {"ICML2022", {W("ICML2022", "ICML", kAcr, 2022, kGlued4)}},
      {"EuroSys'25", {W("EuroSys'25", "EuroSys", kAcr, 2025, kGlued)}},
      {"Euro-Par'23", {W("Euro-Par'23", "Euro-Par", kAcr, 2023, kGlued)}},
      {"TPDS'22", {W("TPDS'22", "TPDS", kAcr, 2022, kGlued)}},
      {"SOSP 2023.", {W("SOSP 2023", "SOSP", kAcr, 2023, kY4)}},
      {"NeurIPS 2024.", {W("NeurIPS 2024", "NeurIPS", kAcr, 2024, kY4)}},
      {"HotOS '23", {W("HotOS '23", "HotOS", kAcr, 2023, kApos)}},
      {"VLDB '24", {W("VLDB '24", "VLDB", kAcr, 2024, kApos)}},
      {"PVLDB 2023", {W("PVLDB 2023", "PVLDB", kAcr, 2023, kY4)}},
      {"SIGMOD '23", {W("SIGMOD '23", "SIGMOD", kAcr, 2023, kApos)}},
      {"In SIGMOD 2023.", {W("SIGMOD 2023", "SIGMOD", kAcr, 2023, kY4)}},
      {"ISCA 2022", {W("ISCA 2022", "ISCA", kAcr, 2022, kY4)}},
      {"(ISCA 2022)", {W("ISCA 2022", "ISCA", kAcr, 2022, kY4)}},
      {"HotStorage 2024", {W("HotStorage 2024", "HotStorage", kAcr, 2024, kY4)}},
      {"SIGGRAPH 2023", {W("SIGGRAPH 2023", "SIGGRAPH", kAcr, 2023, kY4)}},
      {"SIGGRAPH Asia 2023", {W("SIGGRAPH Asia 2023", "SIGGRAPH Asia", kAcr, 2023, kY4)}},
      {"Euro-Par 2023", {W("Euro-Par 2023", "Euro-Par", kAcr, 2023, kY4)}},
      {"EuroS&P 2023", {W("EuroS&P 2023", "EuroS&P", kAcr, 2023, kY4)}},
      {"IEEE Access 2023", {W("IEEE Access 2023", "IEEE Access", kAcr, 2023, kY4)}},
      {"USENIX Security 2023", {W("USENIX Security 2023", "USENIX Security", kAcr, 2023, kY4)}},
      {"Proc. IEEE 2021", {W("Proc. IEEE 2021", "Proc. IEEE", kAcr, 2021, kY4)}},
      {"arXiv", {W("arXiv", "arXiv")}},
      {"arXiv, 2023", {W("arXiv, 2023", "arXiv", kAcr, 2023, kY4)}},
      // Inside emphasis, with trailing labels, possessive, sentence punctuation.
      {"*OSDI 2024*", {W("OSDI 2024", "OSDI", kAcr, 2024, kY4)}},
      {"**OSDI '24**", {W("OSDI '24", "OSDI", kAcr, 2024, kApos)}},
      {"_EuroSys 2023_", {W("EuroSys 2023", "EuroSys", kAcr, 2023, kY4)}},
      {"NSDI'25 Poster", {W("NSDI'25", "NSDI", kAcr, 2025, kGlued)}},
      {"NeurIPS 2020 (Spotlight)", {W("NeurIPS 2020", "NeurIPS", kAcr, 2020, kY4)}},
      {"ICLR 2024 Workshop", {W("ICLR 2024", "ICLR", kAcr, 2024, kY4)}},
      {"MLSys 2023 Demo", {W("MLSys 2023", "MLSys", kAcr, 2023, kY4)}},
      {"ASPLOS 2023 Best Paper", {W("ASPLOS 2023", "ASPLOS", kAcr, 2023, kY4)}},
      {"OSDI \u201924 (Best Paper)", {W("OSDI \u201924", "OSDI", kAcr, 2024, kApos)}},
      {"**NSDI 2025 Student Travel Grant**", {W("NSDI 2025", "NSDI", kAcr, 2025, kY4)}},
      {"OSDI's program committee", {W("OSDI", "OSDI")}},
      {"EuroSys Student Travel Grant", {W("EuroSys", "EuroSys")}},
      {"Research Intern, MLSys - AI Lab", {W("MLSys", "MLSys")}},
      {"Distinguished Artifact Award, ASPLOS 2023 2023",
       {W("ASPLOS 2023", "ASPLOS", kAcr, 2023, kY4)}},
      {"OSDI 2020, November 2020", {W("OSDI 2020", "OSDI", kAcr, 2020, kY4)}},
      {"Best Paper Award, EuroSys 2024 (Apr 2024)",
       {W("EuroSys 2024", "EuroSys", kAcr, 2024, kY4)}},
      {"ACM EuroSys\t2023", {W("ACM EuroSys", "EuroSys", kPub)}},
      {"OSDI 2024-2025 program committee", {W("OSDI", "OSDI")}},
      {"[OSDI 2019](https://example.org/osdi19)", {W("OSDI 2019", "OSDI", kAcr, 2019, kY4)}},
      // Variants, listed aliases, former names.
      {"EUROSYS 2019", {W("EUROSYS 2019", "EuroSys", kAli, 2019, kY4)}},
      {"NEURIPS 2021", {W("NEURIPS 2021", "NeurIPS", kAli, 2021, kY4)}},
      {"Neurips 2021", {W("Neurips 2021", "NeurIPS", kAli, 2021, kY4)}},
      // A Capitalised alias starting a sentence, or inside emphasis.
      {"Tail latency in storage systems. Eurosys 2020.",
       {W("Eurosys 2020", "EuroSys", kAli, 2020, kY4)}},
      {"Cache sharing for tiny devices. *Eurosys 2022*.",
       {W("Eurosys 2022", "EuroSys", kAli, 2022, kY4)}},
      {"*Cache sharing for tiny devices*. Eurosys 2022",
       {W("Eurosys 2022", "EuroSys", kAli, 2022, kY4)}},
      {"*Eurosys 2022*", {W("Eurosys 2022", "EuroSys", kAli, 2022, kY4)}},
      {"_Eurosys 2022_", {W("Eurosys 2022", "EuroSys", kAli, 2022, kY4)}},
      {"**Eurosys 2022**", {W("Eurosys 2022", "EuroSys", kAli, 2022, kY4)}},
      {"Shown at *Eurosys 2022*.", {W("Eurosys 2022", "EuroSys", kAli, 2022, kY4)}},
      {"A study of caches. Middleware 2021 Best Paper Award",
       {W("Middleware 2021", "Middleware", kAcr, 2021, kY4)}},
      {"NeurlPS 2020", {W("NeurlPS 2020", "NeurIPS", kAli, 2020, kY4)}},
      {"EuroSvs 2022", {W("EuroSvs 2022", "EuroSys", kAli, 2022, kY4)}},
      {"Usenix OSDI 2023", {W("Usenix OSDI 2023", "OSDI", kAli, 2023, kY4)}},
      {"USENIX-ATC 2021", {W("USENIX-ATC 2021", "ATC", kAli, 2021, kY4)}},
      {"NIPS 2017", {W("NIPS 2017", "NeurIPS", kOld, 2017, kY4)}},
      {"Workshop on Privacy at NIPS 2019.", {W("NIPS 2019", "NeurIPS", kOld, 2019, kY4)}},
      {"SysML 2019", {W("SysML 2019", "MLSys", kOld, 2019, kY4)}},
      {"SYSML 2019", {W("SYSML 2019", "MLSys", kOld, 2019, kY4)}},
      // Publisher and acronym.
      {"USENIX OSDI 2023", {W("USENIX OSDI 2023", "OSDI", kPub, 2023, kY4)}},
      {"ACM EuroSys 2023", {W("ACM EuroSys 2023", "EuroSys", kPub, 2023, kY4)}},
      {"ACM SOSP '23", {W("ACM SOSP '23", "SOSP", kPub, 2023, kApos)}},
      {"IEEE/ACM MICRO 2021", {W("IEEE/ACM MICRO 2021", "MICRO", kPub, 2021, kY4)}},
      {"ACM/IEEE ISCA 2022", {W("ACM/IEEE ISCA 2022", "ISCA", kPub, 2022, kY4)}},
      {"ACM SIGCOMM 2023", {W("ACM SIGCOMM 2023", "SIGCOMM", kPub, 2023, kY4)}},
      {"ACM SIGOPS EuroSys", {W("ACM SIGOPS EuroSys", "EuroSys", kPub)}},
      {"USENIX FAST 2024", {W("USENIX FAST 2024", "FAST", kPub, 2024, kY4)}},
      {"USENIX ATC 2023", {W("USENIX ATC 2023", "ATC", kPub, 2023, kY4)}},
      {"IEEE S&P 2024", {W("IEEE S&P 2024", "S&P", kPub, 2024, kY4)}},
      {"IEEE EuroS\\&P 2023", {W("IEEE EuroS\\&P 2023", "EuroS&P", kPub, 2023, kY4)}},
      {"ACM CHI 2024", {W("ACM CHI 2024", "CHI", kPub, 2024, kY4)}},
      {"ACM/IFIP Middleware 2022", {W("ACM/IFIP Middleware 2022", "Middleware", kPub, 2022, kY4)}},
      {"ACM Middleware", {W("ACM Middleware", "Middleware", kPub)}},
      {"Reviewer: IEEE TPDS, ACM TOCS",
       {W("IEEE TPDS", "TPDS", kPub), W("ACM TOCS", "TOCS", kPub)}},
      {"IEEE TPDS 2022", {W("IEEE TPDS 2022", "TPDS", kPub, 2022, kY4)}},
      {"In Proc. of OSDI '22", {W("OSDI '22", "OSDI", kAcr, 2022, kApos)}},
      {"USENIX ATC'23", {W("USENIX ATC'23", "ATC", kPub, 2023, kGlued)}},
      {"NeurIPS'23 (Spotlight)", {W("NeurIPS'23", "NeurIPS", kAcr, 2023, kGlued)}},
      {"NeurIPS 2023 Datasets and Benchmarks Track",
       {W("NeurIPS 2023", "NeurIPS", kAcr, 2023, kY4)}},
      {"In Proc. IEEE INFOCOM 2020", {W("IEEE INFOCOM 2020", "INFOCOM", kPub, 2020, kY4)}},
      // Guarded acronyms with a year.
      {"SC '23", {W("SC '23", "SC", kAcr, 2023, kApos)}},
      {"SC 2023", {W("SC 2023", "SC", kAcr, 2023, kY4)}},
      {"ATC '24", {W("ATC '24", "ATC", kAcr, 2024, kApos)}},
      {"FAST 2024", {W("FAST 2024", "FAST", kAcr, 2024, kY4)}},
      {"MICRO 2021", {W("MICRO 2021", "MICRO", kAcr, 2021, kY4)}},
      {"CHI 2024", {W("CHI 2024", "CHI", kAcr, 2024, kY4)}},
      {"CHI2024", {W("CHI2024", "CHI", kAcr, 2024, kGlued4)}},
      {"ICE 2024", {W("ICE 2024", "ICE", kAcr, 2024, kY4)}},
      {"DATE 2024", {W("DATE 2024", "DATE", kAcr, 2024, kY4)}},
      {"KDD 2023", {W("KDD 2023", "KDD", kAcr, 2023, kY4)}},
      {"S&P 2024", {W("S&P 2024", "S&P", kAcr, 2024, kY4)}},
      {"Middleware 2022", {W("Middleware 2022", "Middleware", kAcr, 2022, kY4)}},
      {"Middleware 2022 Best Paper Award", {W("Middleware 2022", "Middleware", kAcr, 2022, kY4)}},
      {"Presented at Middleware 2022", {W("Middleware 2022", "Middleware", kAcr, 2022, kY4)}},
      {"Nature 2023", {W("Nature 2023", "Nature", kAcr, 2023, kY4)}},
      {"Nature, 2021", {W("Nature, 2021", "Nature", kAcr, 2021, kY4)}},
      {"- Science, 2020", {W("Science, 2020", "Science", kAcr, 2020, kY4)}},
      {"Oakland 2019", {W("Oakland 2019", "S&P", kAli, 2019, kY4)}},
      {"ATC, 2023", {W("ATC, 2023", "ATC", kAcr, 2023, kY4)}},
      {"Best Paper, ATC, 2023", {W("ATC, 2023", "ATC", kAcr, 2023, kY4)}},
      // Guarded acronyms by parentheses or list context.
      {"Artifact Evaluation (FAST)", {W("FAST", "FAST")}},
      {"MLArchSys 2024 (ATC workshop)", {W("ATC", "ATC")}},
      {"MLArchSys 2024 (ISCA workshop)", {W("ISCA", "ISCA")}},
      {"Reviewer: ATC, NSDI", {W("ATC", "ATC"), W("NSDI", "NSDI")}},
      {"Program committee: FAST, ATC, OSDI",
       {W("FAST", "FAST"), W("ATC", "ATC"), W("OSDI", "OSDI")}},
      {"Reviewer for NSDI and FAST", {W("NSDI", "NSDI"), W("FAST", "FAST")}},
      {"Reviewer: Nature, NeurIPS 2023",
       {W("Nature", "Nature"), W("NeurIPS 2023", "NeurIPS", kAcr, 2023, kY4)}},
      {"Artifact Evaluation Committee: OSDI '24, ATC '24, ASPLOS '25, OSDI '25",
       {W("OSDI '24", "OSDI", kAcr, 2024, kApos), W("ATC '24", "ATC", kAcr, 2024, kApos),
        W("ASPLOS '25", "ASPLOS", kAcr, 2025, kApos), W("OSDI '25", "OSDI", kAcr, 2025, kApos)}},
      {"ACM CoNEXT 2022, MLSys 2023, ACM EuroSys 2023, USENIX OSDI 2023",
       {W("ACM CoNEXT 2022", "CoNEXT", kPub, 2022, kY4), W("MLSys 2023", "MLSys", kAcr, 2023, kY4),
        W("ACM EuroSys 2023", "EuroSys", kPub, 2023, kY4),
        W("USENIX OSDI 2023", "OSDI", kPub, 2023, kY4)}},
      {"ICLR 2024, ICML 2024, NeurIPS 2024",
       {W("ICLR 2024", "ICLR", kAcr, 2024, kY4), W("ICML 2024", "ICML", kAcr, 2024, kY4),
        W("NeurIPS 2024", "NeurIPS", kAcr, 2024, kY4)}},
      {"arXiv, also NSDI'25 Poster",
       {W("arXiv", "arXiv"), W("NSDI'25", "NSDI", kAcr, 2025, kGlued)}},
      // Long names: prefixes, ordinals, the acronym in parentheses, years.
      {"Symposium on Operating Systems Design and Implementation",
       {W("Symposium on Operating Systems Design and Implementation", "OSDI", kLng)}},
      {"USENIX Symposium on Operating Systems Design and Implementation",
       {W("USENIX Symposium on Operating Systems Design and Implementation", "OSDI", kLng)}},
      {"16th USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)",
       {W("16th USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)",
          "OSDI", kLwa, 2022, kY4)}},
      {"Sixteenth USENIX Symposium on Operating Systems Design and Implementation",
       {W("Sixteenth USENIX Symposium on Operating Systems Design and Implementation", "OSDI",
          kLng)}},
      {"16<sup>th</sup> USENIX Symposium on Operating Systems Design and Implementation",
       {W("16<sup>th</sup> USENIX Symposium on Operating Systems Design and Implementation", "OSDI",
          kLng)}},
      {"Proceedings of the 16th USENIX Symposium on Operating Systems Design and "
       "Implementation",
       {W("Proceedings of the 16th USENIX Symposium on Operating Systems Design and "
          "Implementation",
          "OSDI", kLng)}},
      {"In Proc. of the 29th ACM Symposium on Operating Systems Principles (SOSP '23)",
       {W("Proc. of the 29th ACM Symposium on Operating Systems Principles (SOSP '23)", "SOSP",
          kLwa, 2023, kApos)}},
      {"Proc. 29th ACM Symposium on Operating Systems Principles",
       {W("Proc. 29th ACM Symposium on Operating Systems Principles", "SOSP", kLng)}},
      {"Proceedings of the Twenty-Ninth ACM Symposium on Operating Systems Principles",
       {W("Proceedings of the Twenty-Ninth ACM Symposium on Operating Systems Principles", "SOSP",
          kLng)}},
      {"symposium on operating systems design and implementation",
       {W("symposium on operating systems design and implementation", "OSDI", kLng)}},
      {"SYMPOSIUM ON OPERATING SYSTEMS DESIGN AND IMPLEMENTATION",
       {W("SYMPOSIUM ON OPERATING SYSTEMS DESIGN AND IMPLEMENTATION", "OSDI", kLng)}},
      {"USENIX Symposium on Operating Systems Design & Implementation",
       {W("USENIX Symposium on Operating Systems Design & Implementation", "OSDI", kLng)}},
      {"USENIX Symposium on Operating Systems Design and Implementation (OSDI)",
       {W("USENIX Symposium on Operating Systems Design and Implementation (OSDI)", "OSDI", kLwa)}},
      {"USENIX Symposium on Operating Systems Design and Implementation (OSDI\u201922)",
       {W("USENIX Symposium on Operating Systems Design and Implementation (OSDI\u201922)", "OSDI",
          kLwa, 2022, kGlued)}},
      {"Lorna Vik, Teo Azar USENIX Symposium on Networked Systems Design and Implementation "
       "(NSDI 2024)",
       {W("USENIX Symposium on Networked Systems Design and Implementation (NSDI 2024)", "NSDI",
          kLwa, 2024, kY4)}},
      {"European Conference on Computer Systems (**EuroSys**), 2023.",
       {W("European Conference on Computer Systems (**EuroSys**), 2023", "EuroSys", kLwa, 2023,
          kY4)}},
      {"ACM European Conference on Computer Systems (EuroSys 2019)",
       {W("ACM European Conference on Computer Systems (EuroSys 2019)", "EuroSys", kLwa, 2019,
          kY4)}},
      {"*14th European Conference on Computer Systems (EuroSys 2019)*, March 2019.",
       {W("14th European Conference on Computer Systems (EuroSys 2019)", "EuroSys", kLwa, 2019,
          kY4)}},
      {"USENIX Annual Technical Conference (ATC), 2023.",
       {W("USENIX Annual Technical Conference (ATC), 2023", "ATC", kLwa, 2023, kY4)}},
      {"Annual Technical Conference (USENIX ATC '23)",
       {W("Annual Technical Conference (USENIX ATC '23)", "ATC", kLwa, 2023, kApos)}},
      {"IEEE Transactions on Parallel and Distributed Systems, 2022 (TPDS).",
       {W("IEEE Transactions on Parallel and Distributed Systems, 2022 (TPDS)", "TPDS", kLwa, 2022,
          kY4)}},
      {"IEEE Transactions on Parallel and Distributed Systems (TPDS), 2022",
       {W("IEEE Transactions on Parallel and Distributed Systems (TPDS), 2022", "TPDS", kLwa, 2022,
          kY4)}},
      {"IEEE Transactions on Parallel and Distributed Systems",
       {W("IEEE Transactions on Parallel and Distributed Systems", "TPDS", kLng)}},
      {"IEEE Transactions on Parallel and Distributed Systems, 2022",
       {W("IEEE Transactions on Parallel and Distributed Systems, 2022", "TPDS", kLng, 2022, kY4)}},
      {"IEEE/ACM Transactions on Networking (ToN 2024)",
       {W("IEEE/ACM Transactions on Networking (ToN 2024)", "ToN", kLwa, 2024, kY4)}},
      {"IEEE/ACM Transactions on Networking (TON 2024)",
       {W("IEEE/ACM Transactions on Networking (TON 2024)", "ToN", kLwa, 2024, kY4)}},
      {"Transactions on Networking", {W("Transactions on Networking", "ToN", kLng)}},
      {"*ACM SIGOPS Operating Systems Review (OSR)*, July 2019.",
       {W("ACM SIGOPS Operating Systems Review (OSR)", "OSR", kLwa)}},
      {"Systems for ML Workshop at 33rd Conference on Neural Information Processing Systems "
       "(NeurIPS), December 2019.",
       {W("33rd Conference on Neural Information Processing Systems (NeurIPS)", "NeurIPS", kLwa)}},
      {"Conference on Neural Information Processing Systems (NIPS 2017)",
       {W("Conference on Neural Information Processing Systems (NIPS 2017)", "NeurIPS", kOld, 2017,
          kY4)}},
      {"Advances in Neural Information Processing Systems 33",
       {W("Advances in Neural Information Processing Systems", "NeurIPS", kAli)}},
      {"Demonstration at Second Conference on Systems and Machine Learning (SysML 2019), April "
       "2019.",
       {W("Second Conference on Systems and Machine Learning (SysML 2019)", "MLSys", kOld, 2019,
          kY4)}},
      {"Demonstration at Second Conference on Machine Learning and Systems (MLSys), April 2019.",
       {W("Second Conference on Machine Learning and Systems (MLSys)", "MLSys", kLwa)}},
      {"In Proceedings of the 2nd Conference on Machine Learning and Systems",
       {W("Proceedings of the 2nd Conference on Machine Learning and Systems", "MLSys", kLng)}},
      {"ML Systems Workshop at 33rd international conference on machine learning (ICML), June "
       "2016.",
       {W("33rd international conference on machine learning (ICML)", "ICML", kLwa)}},
      {"Thirty-Ninth International Conference on Machine Learning",
       {W("Thirty-Ninth International Conference on Machine Learning", "ICML", kLng)}},
      {"39th International Conference on Machine Learning, 2022",
       {W("39th International Conference on Machine Learning, 2022", "ICML", kLng, 2022, kY4)}},
      {"International Conference on Learning Representations 2024",
       {W("International Conference on Learning Representations 2024", "ICLR", kLng, 2024, kY4)}},
      {"International Conference on Learning Representations '24",
       {W("International Conference on Learning Representations '24", "ICLR", kLng, 2024, kApos)}},
      {"2023 IEEE Symposium on Security and Privacy",
       {W("2023 IEEE Symposium on Security and Privacy", "S&P", kLng, 2023, kY4)}},
      {"2023 IEEE Symposium on Security and Privacy (SP)",
       {W("2023 IEEE Symposium on Security and Privacy (SP)", "S&P", kLwa, 2023, kY4)}},
      {"Conference on Neural Information Processing Systems (NeurlPS 2020)",
       {W("Conference on Neural Information Processing Systems (NeurlPS 2020)", "NeurIPS", kLwa,
          2020, kY4)}},
      {"Proceedings of the VLDB Endowment",
       {W("Proceedings of the VLDB Endowment", "PVLDB", kLng)}},
      {"Proceedings of the 2019 International Conference on Management of Data",
       {W("Proceedings of the 2019 International Conference on Management of Data", "SIGMOD", kLng,
          2019, kY4)}},
      {"49th Annual IEEE/ACM International Symposium on Microarchitecture (MICRO 2016)",
       {W("49th Annual IEEE/ACM International Symposium on Microarchitecture (MICRO 2016)", "MICRO",
          kLwa, 2016, kY4)}},
      {"The Web Conference 2024", {W("The Web Conference 2024", "WWW", kLng, 2024, kY4)}},
      {"The Web Conference (WWW '24)",
       {W("The Web Conference (WWW '24)", "WWW", kLwa, 2024, kApos)}},
      {"Workshop on Hot Topics in Operating Systems (HotOS '23)",
       {W("Workshop on Hot Topics in Operating Systems (HotOS '23)", "HotOS", kLwa, 2023, kApos)}},
      {"ACM SIGKDD Conference on Knowledge Discovery and Data Mining (KDD 2023)",
       {W("ACM SIGKDD Conference on Knowledge Discovery and Data Mining (KDD 2023)", "KDD", kLwa,
          2023, kY4)}},
      {"Design, Automation & Test in Europe (DATE 2024)",
       {W("Design, Automation & Test in Europe (DATE 2024)", "DATE", kLwa, 2024, kY4)}},
      {"Design Automation and Test in Europe",
       {W("Design Automation and Test in Europe", "DATE", kLng)}},
      {"Workshop on AI Systems at 26th ACM Symposium on Operating Systems Principles (SOSP)",
       {W("26th ACM Symposium on Operating Systems Principles (SOSP)", "SOSP", kLwa)}},
      {"Proceedings of the IEEE", {W("Proceedings of the IEEE", "Proc. IEEE", kLng)}},
      {"Proceedings of the IEEE International Conference on Computer Communications",
       {W("Proceedings of the IEEE International Conference on Computer Communications", "INFOCOM",
          kLng)}},
      {"USENIX Security Symposium", {W("USENIX Security Symposium", "USENIX Security", kLng)}},
      {"- Machine Learning 2021", {W("Machine Learning 2021", "MLJ", kLng, 2021, kY4)}},
      {"International Conference for High Performance Computing, Networking, Storage and "
       "Analysis (SC '23)",
       {W("International Conference for High Performance Computing, Networking, Storage and "
          "Analysis (SC '23)",
          "SC", kLwa, 2023, kApos)}},
      // Several kinds in one line.
      {"Ines Orr, Bo Lund. Quillpipe: Fast Recovery for Remote Indexes. EuroSys 2024. [C4]",
       {W("EuroSys 2024", "EuroSys", kAcr, 2024, kY4)}},
      {"Best Paper Award, EuroSys 2024, Apr 2024; invited to ACM TOCS",
       {W("EuroSys 2024", "EuroSys", kAcr, 2024, kY4), W("ACM TOCS", "TOCS", kPub)}},
  };
  return *cases;
}

// Text that names no venue, or names one in a way that must not count.
const std::vector<std::string_view>& NearMisses() {
  static const auto* cases = new std::vector<std::string_view>{
      // People and places.
      "Mara Chun and Chi Okafor",
      "Advisor: Prof. Daeho Chun",
      "CHI",
      "Oakland, CA",
      "Visiting Oakland in May",
      // Ordinary words that are also acronyms.
      "We studied ICE formation in clouds.",
      "ice cream and Ice hockey",
      "the ATC system controls flights",
      "Scheduling ATC Traffic with Queues",
      "FAST: A Scheduler for Tiny Devices",
      "a fast path for small writes",
      "The MICRO benchmark suite",
      "DATE: 12 May",
      "S&P 500 index funds",
      "Fine-grained access control lists (ACL)",
      "KDD Cup 2018 Honorable Prize",
      "ICE 24 hours a day",
      "middleware for edge devices",
      "Middleware Systems Lab",
      "Science Park, Building 4",
      // Degrees and subjects.
      "B.S. in Computer Science, 2019",
      "Bachelor of Science 2019",
      "Ph.D. in Computer Science and Engineering",
      "Korea Science Academy",
      "Nature of distributed consensus",
      "human nature",
      "Scaling Machine Learning Systems",
      "machine learning for compilers",
      "Research interests: Machine Learning and Systems",
      // Identifiers, URLs, e-mail, files, course codes.
      "CS-OSDI reading group",
      "pre-OSDI drafts",
      "OSDI_2024.pdf",
      "SOSP.pdf",
      "https://www.usenix.org/conference/osdi24",
      "<https://example.org/sosp/2023>",
      "example.org/SOSP",
      "sosp@example.org",
      "EuroSys@example.org",
      "www.NSDI.org",
      "arXiv:2401.01234",
      "arxiv.org/abs/2401.01234",
      "#OSDI2024",
      "CS 162 and CSE 221",
      "OSDI101",
      "OSDI24",
      "SC23",
      "COMP4300",
      // Glued to other words, damaged, or a longer unknown name.
      "SOSP-like isolation",
      "NeurIPS-style reviews",
      "OSDIs",
      "SIGCOMMunity",
      "0SDI 2024",
      "International Conference on Machine Learning and Applications 2023",
      "Symposium on Operating Systems Design and Implementation-inspired syllabus",
      "Transactions on Storage",
      // A Capitalised venue word after a period that ends no sentence, or with no year.
      "Acme Inc. Science 2019",
      "Dept. of Science 2019",
      "Dept. Science 2019",
      "see fig.Middleware 2019",
      "We studied caches. Science matters.",
      "We studied caches. Middleware for edge devices.",
      "M.S. Science 2019",
  };
  return *cases;
}

TEST(ExtractVenuesTest, MatchesEverySurfaceForm) {
  size_t forms = 0;
  for (const Case& c : MatchCases()) {
    ExpectMentions(c.input, c.want);
    forms += c.want.size();
  }
  EXPECT_GE(forms, 150u);
}

// The issue's cases with the shipped table's Capitalised aliases (`Asplos`, `Eurosys`): after
// a sentence and inside emphasis.
TEST(ExtractVenuesTest, CapitalisedAliasStartsASentence) {
  std::vector<OwnedVenueRecord> records = TestVenueRecords();
  for (OwnedVenueRecord& r : records) {
    if (r.id == "ASPLOS") {
      r.aliases.push_back("Asplos");
    }
  }
  const absl::StatusOr<VenueTable> table = VenueTable::Build(std::move(records));
  ASSERT_TRUE(table.ok()) << table.status();
  const auto ids = [&](std::string_view text) {
    std::string out;
    for (const VenueMention& m : Extract(text, *table)) {
      out += fmt::format("[{}={}]", text.substr(m.range.begin, m.range.size()),
                         table->venues()[m.venue].id);
    }
    return out;
  };
  EXPECT_EQ(ids("A. Writer. Tail latency in storage systems. Asplos 2020."),
            "[Asplos 2020=ASPLOS]");
  EXPECT_EQ(ids("B. Writer. Cache sharing. *Eurosys 2022*"), "[Eurosys 2022=EuroSys]");
  EXPECT_EQ(ids("*Eurosys 2022*"), "[Eurosys 2022=EuroSys]");
  EXPECT_EQ(ids("Tail latency. Asplos and caches."), "");  // no year: a word
  EXPECT_EQ(ids("Acme Inc. Asplos 2020"), "");
}

TEST(ExtractVenuesTest, RejectsNearMisses) {
  EXPECT_GE(NearMisses().size(), 40u);
  for (std::string_view input : NearMisses()) {
    ExpectMentions(input, {});
  }
}

TEST(ExtractVenuesTest, FillsEveryRange) {
  constexpr std::string_view kText =
      "In Proc. of the 16th USENIX Symposium on Operating Systems Design and Implementation "
      "(OSDI '22), July 2022.";
  const std::vector<VenueMention> got = Extract(kText, TestVenues(), 0, 3);
  ASSERT_EQ(got.size(), 1u);
  const VenueMention& m = got[0];
  EXPECT_EQ(Slice(kText, m.range, 0),
            "Proc. of the 16th USENIX Symposium on Operating Systems Design and Implementation "
            "(OSDI '22)");
  EXPECT_EQ(Slice(kText, m.name_range, 0),
            "Symposium on Operating Systems Design and Implementation");
  EXPECT_EQ(Slice(kText, m.acronym_range, 0), "OSDI");
  EXPECT_EQ(Slice(kText, m.publisher_range, 0), "USENIX");
  EXPECT_EQ(Slice(kText, m.ordinal_range, 0), "16th");
  EXPECT_EQ(Slice(kText, m.year_range, 0), "'22");
  EXPECT_EQ(m.line, 3u);
}

TEST(ExtractVenuesTest, RangesOfShortForms) {
  struct RangeCase {
    std::string_view input;
    std::string_view name, acronym, publisher, ordinal, year;
  };
  const RangeCase cases[] = {
      {"USENIX OSDI '24", "OSDI", "OSDI", "USENIX", "", "'24"},
      {"OSDI-24", "OSDI", "OSDI", "", "", "24"},
      {"OSDI\u201924", "OSDI", "OSDI", "", "", "\u201924"},
      {"ICML2022", "ICML", "ICML", "", "", "2022"},
      {"IEEE/ACM MICRO 2021", "MICRO", "MICRO", "IEEE/ACM", "", "2021"},
      {"ACM SIGOPS EuroSys", "EuroSys", "EuroSys", "ACM SIGOPS", "", ""},
      {"The Web Conference 2024", "The Web Conference", "", "", "", "2024"},
      {"Thirty-Ninth International Conference on Machine Learning",
       "International Conference on Machine Learning", "", "", "Thirty-Ninth", ""},
      {"Annual Technical Conference (USENIX ATC '23)", "Annual Technical Conference", "ATC",
       "USENIX", "", "'23"},
      {"2023 IEEE Symposium on Security and Privacy", "Symposium on Security and Privacy", "",
       "IEEE", "", "2023"},
      {"IEEE Transactions on Parallel and Distributed Systems, 2022 (TPDS)",
       "Transactions on Parallel and Distributed Systems", "TPDS", "IEEE", "", "2022"},
  };
  for (const RangeCase& c : cases) {
    SCOPED_TRACE(c.input);
    const std::vector<VenueMention> got = Extract(c.input);
    ASSERT_EQ(got.size(), 1u);
    const VenueMention& m = got[0];
    EXPECT_EQ(Slice(c.input, m.name_range, 0), c.name);
    EXPECT_EQ(Slice(c.input, m.acronym_range, 0), c.acronym);
    EXPECT_EQ(Slice(c.input, m.publisher_range, 0), c.publisher);
    EXPECT_EQ(Slice(c.input, m.ordinal_range, 0), c.ordinal);
    EXPECT_EQ(Slice(c.input, m.year_range, 0), c.year);
  }
}

TEST(ExtractVenuesTest, AppendsAfterExistingMentions) {
  std::vector<VenueMention> out(2);
  ExtractVenues("SOSP 2021", 50, 4, TestVenues(), out);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[2].range.begin, 50u);
  EXPECT_EQ(out[2].range.end, 59u);
  EXPECT_EQ(out[2].line, 4u);
}

TEST(ExtractVenuesTest, EmptyTableAndEmptyText) {
  const absl::StatusOr<VenueTable> empty = VenueTable::Build({});
  ASSERT_TRUE(empty.ok());
  EXPECT_TRUE(Extract("OSDI 2024, NeurIPS 2023", *empty).empty());
  EXPECT_TRUE(Extract("").empty());
}

TEST(ExtractVenuesTest, LongLineStaysLinear) {
  std::string line;
  for (int i = 0; i < 20000; ++i) {
    line += "OSDI 2024, Symposium on Operating Systems Principles (SOSP '23), ";
  }
  const std::vector<VenueMention> got = Extract(line);
  EXPECT_EQ(got.size(), 40000u);
}

// The scan passes over words that start no form (Start::kFirstWord) unstored: a mention reads
// the same after any run of other words, short or long, ASCII or not (a glued year, a lone
// lead byte, Latin letters), however many of them precede it.
TEST(ExtractVenuesTest, SameMentionsAfterWordsThatStartNoForm) {
  const std::string_view mentions[] = {
      "OSDI 2024",     "ICML2022",         "EuroSys'25",
      "NeurIPS 2024",  "USENIX ATC '23",   "Symposium on Operating Systems Principles",
      "EUROSYS, 2023", "Usenix OSDI 2022", "NIPS 2016",
  };
  const std::string_view fillers[] = {
      "x ",          "Ada ",  "quill, ",       "B2B ",      "A2022 ",       "Z\u00fcrich ",
      "na\u00efve-", "2019 ", "Conferencing ", "Symposia ", "tiered/logs ", "Caf\xC3 "};
  for (std::string_view mention : mentions) {
    const std::vector<VenueMention> bare = Extract(mention);
    ASSERT_FALSE(bare.empty()) << mention;
    for (std::string_view filler : fillers) {
      std::string prefix;
      for (int repeat = 0; repeat < 12; ++repeat) {
        const std::string text = prefix + "; " + std::string(mention);
        const auto shift = static_cast<uint32_t>(prefix.size() + 2);
        const std::vector<VenueMention> got = Extract(text);
        ASSERT_EQ(got.size(), bare.size()) << text;
        for (size_t i = 0; i < got.size(); ++i) {
          EXPECT_EQ(got[i].range.begin, bare[i].range.begin + shift) << text;
          EXPECT_EQ(got[i].range.end, bare[i].range.end + shift) << text;
          EXPECT_EQ(got[i].venue, bare[i].venue) << text;
          EXPECT_EQ(got[i].form, bare[i].form) << text;
          EXPECT_EQ(got[i].year, bare[i].year) << text;
        }
        prefix += filler;
      }
    }
  }
}

// Source rejects invalid UTF-8 before parsing, but the extractor is total on any bytes: a
// lead byte of U+00C0..U+017F without its continuation byte is not a word character.
TEST(ExtractVenuesTest, LoneLeadByteIsSkipped) {
  EXPECT_TRUE(Extract("\xC3").empty());
  EXPECT_TRUE(Extract("Caf\xC3 OSDI").size() == 1);
  EXPECT_TRUE(Extract("OSDI \xC4\xC5 2024").size() == 1);
}

// Matching must not depend on how many other venues the table holds.
TEST(ExtractVenuesTest, SameMentionsWithAThousandMoreVenues) {
  std::vector<OwnedVenueRecord> records = TestVenueRecords();
  for (int i = 0; i < 1000; ++i) {
    records.push_back(Venue(fmt::format("QZ{}X", i),
                            fmt::format("Synthetic Symposium on Topic Q{}Z", i), {"ACM"},
                            {fmt::format("Qz{}x", i)}));
  }
  const absl::StatusOr<VenueTable> big = VenueTable::Build(std::move(records));
  ASSERT_TRUE(big.ok()) << big.status();
  for (const Case& c : MatchCases()) {
    SCOPED_TRACE(c.input);
    const std::vector<VenueMention> small = Extract(c.input);
    const std::vector<VenueMention> large = Extract(c.input, *big);
    ASSERT_EQ(small.size(), large.size());
    for (size_t i = 0; i < small.size(); ++i) {
      EXPECT_EQ(small[i].range, large[i].range);
      EXPECT_EQ(small[i].venue, large[i].venue);  // the test venues come first
    }
  }
  EXPECT_EQ(Extract("Synthetic Symposium on Topic Q17Z, QZ18X '24", *big).size(), 2u);
}

// A cut long name (`Transactions on Storage`) shared by two venues matches neither; each full
// name still matches its own venue.
TEST(ExtractVenuesTest, CollidingCutNamesFallBackToFullNames) {
  std::vector<OwnedVenueRecord> records = {
      Venue("ACM-TOS", "ACM Transactions on Storage", {"ACM"}),
      Venue("IEEE-TOS", "IEEE Transactions on Storage", {"IEEE"}),
  };
  const absl::StatusOr<VenueTable> table = VenueTable::Build(std::move(records));
  ASSERT_TRUE(table.ok()) << table.status();
  const std::vector<VenueMention> acm = Extract("ACM Transactions on Storage", *table);
  ASSERT_EQ(acm.size(), 1u);
  EXPECT_EQ(table->venues()[acm[0].venue].id, "ACM-TOS");
  const std::vector<VenueMention> ieee = Extract("IEEE Transactions on Storage, 2021", *table);
  ASSERT_EQ(ieee.size(), 1u);
  EXPECT_EQ(table->venues()[ieee[0].venue].id, "IEEE-TOS");
  EXPECT_EQ(ieee[0].year, 2021);
  EXPECT_TRUE(Extract("Transactions on Storage", *table).empty());
}

TEST(ExtractVenuesTest, UserOverrideAddsAForm) {
  const absl::StatusOr<VenueTable> merged = VenueTable::Merge(
      TestVenues(), {Venue("OSDI", "Symposium on Operating Systems Design and Implementation",
                           {"USENIX"}, {"OSDl"})});
  ASSERT_TRUE(merged.ok()) << merged.status();
  const std::vector<VenueMention> got = Extract("OSDl 2024", *merged);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(merged->venues()[got[0].venue].id, "OSDI");
  EXPECT_EQ(got[0].form, kAli);
  EXPECT_TRUE(Extract("OSDl 2024").empty());
}

// Two scans of one line found the same mentions, field by field.
void ExpectSameMentions(const std::vector<VenueMention>& got,
                        const std::vector<VenueMention>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t j = 0; j < want.size(); ++j) {
    const VenueMention& a = got[j];
    const VenueMention& b = want[j];
    EXPECT_EQ(a.range, b.range);
    EXPECT_EQ(a.name_range, b.name_range);
    EXPECT_EQ(a.acronym_range, b.acronym_range);
    EXPECT_EQ(a.publisher_range, b.publisher_range);
    EXPECT_EQ(a.ordinal_range, b.ordinal_range);
    EXPECT_EQ(a.year_range, b.year_range);
    EXPECT_EQ(a.venue, b.venue);
    EXPECT_EQ(a.year, b.year);
    EXPECT_EQ(a.form, b.form);
    EXPECT_EQ(a.year_form, b.year_form);
    EXPECT_EQ(a.context, b.context);
    EXPECT_EQ(a.listed, b.listed);
  }
}

// A line of `min_pieces` to `max_pieces` random pieces, a third of them followed by a blank.
std::string RandomLine(std::mt19937& rng, std::span<const std::string_view> pieces, int min_pieces,
                       int max_pieces) {
  std::uniform_int_distribution<size_t> pick(0, pieces.size() - 1);
  std::uniform_int_distribution<int> length(min_pieces, max_pieces);
  std::string line;
  const int n = length(rng);
  for (int k = 0; k < n; ++k) {
    line += pieces[pick(rng)];
    if (rng() % 3 == 0) {
      line += ' ';
    }
  }
  return line;
}

// Random lines built from venue words, years, punctuation and odd bytes: mentions stay in
// bounds, in order and disjoint, with their parts inside, whatever the input.
TEST(ExtractVenuesTest, RandomLinesKeepTheInvariants) {
  const std::vector<std::string_view> pieces = {"OSDI",
                                                "ATC",
                                                "FAST",
                                                "USENIX",
                                                "ACM",
                                                "IEEE/ACM",
                                                "Symposium",
                                                "on",
                                                "Operating",
                                                "Systems",
                                                "Design",
                                                "and",
                                                "Implementation",
                                                "Proceedings",
                                                "of",
                                                "the",
                                                "16th",
                                                "Twenty-",
                                                "First",
                                                "(",
                                                ")",
                                                "(OSDI",
                                                "2022)",
                                                "'24",
                                                "\u2019",
                                                "24",
                                                "2024",
                                                "-",
                                                ",",
                                                ", ",
                                                " ",
                                                "  ",
                                                "\t",
                                                "*",
                                                "**",
                                                "_",
                                                ".",
                                                ":",
                                                "/",
                                                "@",
                                                "&",
                                                "\\&",
                                                "S&P",
                                                "EuroSys",
                                                "NIPS",
                                                "NeurIPS",
                                                "Nature",
                                                "Science",
                                                "Middleware",
                                                "<sup>th</sup>",
                                                "16",
                                                "https://",
                                                "www.",
                                                "\u00A0",
                                                "\xC3\xA9",
                                                "\xE2\x80\x94",
                                                "\xFF",
                                                "ICML2022",
                                                "SC",
                                                "Transactions",
                                                "Networking",
                                                "The",
                                                "Web",
                                                "Conference",
                                                "(ToN",
                                                "in",
                                                "Proc.",
                                                "x"};
  std::mt19937 rng(20240917);
  size_t total = 0;
  for (int i = 0; i < 4000; ++i) {
    const std::string line = RandomLine(rng, pieces, 0, 40);
    constexpr uint32_t kBase = 77;
    const std::vector<VenueMention> got = Extract(line, TestVenues(), kBase, 5);
    total += got.size();
    for (size_t j = 0; j < got.size(); ++j) {
      const VenueMention& m = got[j];
      SCOPED_TRACE(line);
      ASSERT_GE(m.range.begin, kBase);
      ASSERT_LE(m.range.end, kBase + line.size());
      ASSERT_LT(m.range.begin, m.range.end);
      ASSERT_LT(m.venue, TestVenues().venues().size());
      for (ByteRange part :
           {m.name_range, m.acronym_range, m.publisher_range, m.ordinal_range, m.year_range}) {
        ASSERT_TRUE(part.empty() || m.range.Contains(part));
      }
      ASSERT_TRUE(m.year_form == kNoYear || (m.year >= 1900 && m.year <= 2099));
      if (j > 0) {
        ASSERT_LE(got[j - 1].range.end, m.range.begin);
      }
    }
  }
  EXPECT_GT(total, 1000u);  // the generator does produce mentions
}

// Lines mixing venue names with URLs, e-mail addresses and stray `@`, `:` and `/`: the scan
// that passes over the words of a URL token after its marker finds every mention the scan
// that reads every word finds, with the same parts, form, year and context.
TEST(ExtractVenuesTest, UrlTailsHoldNoMention) {
  const std::vector<std::string_view> pieces = {
      "OSDI",
      "ATC",
      "USENIX",
      "ACM",
      "Symposium",
      "on",
      "Operating",
      "Systems",
      "Design",
      "and",
      "Implementation",
      "Principles",
      "(SOSP '23)",
      "EuroSys",
      "NeurIPS",
      "Science",
      "Middleware",
      "2024",
      "'24",
      "https",
      "://",
      ":",
      "//",
      "/",
      "@",
      "www.",
      ".org",
      "usenix.org",
      "osdi24",
      "(",
      ")",
      "[",
      "]",
      "<",
      ">",
      "|",
      "\"",
      "`",
      " ",
      "  ",
      ", ",
      "-",
      "&",
      "\t",
      "\u00A0",
      "\xC3\xA9",
      "ICML2022",
      "Proceedings",
      "of",
      "the",
      "16th",
      "x",
      "mailto:",
  };
  std::mt19937 rng(20261130);
  size_t total = 0;
  for (int i = 0; i < 20000; ++i) {
    const std::string line = RandomLine(rng, pieces, 1, 30);
    std::vector<VenueMention> skipping;
    std::vector<VenueMention> reading;
    internal::ExtractVenuesOfLine(line, 40, 3, TestVenues(), /*skip_url_tails=*/true, skipping);
    internal::ExtractVenuesOfLine(line, 40, 3, TestVenues(), /*skip_url_tails=*/false, reading);
    SCOPED_TRACE(line);
    ExpectSameMentions(skipping, reading);
    total += reading.size();
  }
  EXPECT_GT(total, 2000u);  // the generator does produce mentions
  // Words after the marker are passed over; the token's first word, and what follows the token,
  // are read.
  EXPECT_TRUE(Extract("https://www.usenix.org/conference/OSDI 2024").empty());
  EXPECT_TRUE(Extract("jane@OSDI 2024").empty());
  EXPECT_EQ(Extract("https://example.org/x OSDI 2024").size(), 1u);
  EXPECT_EQ(Extract("(https://example.org/OSDI) OSDI 2024").size(), 1u);
}

// The start filter only spares walks: keyed by each word's folded hash (acronyms too, though
// their trie matches case), it must pass every word a form starts at. The same table with every
// filter bit set, which walks from every word, finds the same mentions on lines mixing the
// forms in every case, pairs of words that open a form, words that fold to a form, and first
// atoms with what may be glued to them or follow them instead (Start::kAcronymGlued: `S&P`,
// `S\&P`, `Euro-Par`, an initial's `S.`).
TEST(ExtractVenuesTest, StartFilterFindsWhatWalkingFromEveryWordFinds) {
  const std::vector<std::string_view> pieces = {"OSDI",
                                                "osdi",
                                                "Osdi",
                                                "EuroSys",
                                                "EUROSYS",
                                                "eurosys",
                                                "Eurosys",
                                                "FAST",
                                                "fast",
                                                "Fast",
                                                "ATC",
                                                "atc",
                                                "USENIX",
                                                "Usenix",
                                                "usenix",
                                                "Security",
                                                "security",
                                                "SIGGRAPH",
                                                "Asia",
                                                "asia",
                                                "Proc.",
                                                "proc.",
                                                "IEEE",
                                                "ieee",
                                                "Access",
                                                "access",
                                                "S&P",
                                                "s&p",
                                                "SP",
                                                "Oakland",
                                                "oakland",
                                                "ToN",
                                                "TON",
                                                "ton",
                                                "NeurIPS",
                                                "neurips",
                                                "NIPS",
                                                "ICML2022",
                                                "icml2022",
                                                "Symposium",
                                                "symposium",
                                                "on",
                                                "Operating",
                                                "Systems",
                                                "Design",
                                                "and",
                                                "Implementation",
                                                "Proceedings",
                                                "of",
                                                "the",
                                                "VLDB",
                                                "vldb",
                                                "Endowment",
                                                "Annual",
                                                "Meeting",
                                                "(",
                                                ")",
                                                "'24",
                                                "2024",
                                                ", ",
                                                " ",
                                                "-",
                                                "*",
                                                "\u00A0",
                                                "x",
                                                "Research",
                                                "Square",
                                                "ACM",
                                                "acm",
                                                "Euro-Par",
                                                "euro-par",
                                                "Euro",
                                                "-Par",
                                                "EuroS&P",
                                                "EuroS\\&P",
                                                "S\\&P",
                                                "S.",
                                                "S",
                                                "&",
                                                "\\&",
                                                ".",
                                                "/",
                                                "'"};
  const absl::StatusOr<VenueTable> walking = VenueTable::Build(TestVenueRecords());
  ASSERT_TRUE(walking.ok()) << walking.status();
  // A table built at run time owns its filter: set every bit, so that every test passes.
  auto& matcher = const_cast<VenueTable::Matcher&>(walking->matcher());
  ASSERT_EQ(matcher.filter, matcher.own_filter.data());
  std::fill(matcher.own_filter.begin(), matcher.own_filter.end(), ~uint64_t{0});
  std::mt19937 rng(20261130);
  size_t total = 0;
  for (int i = 0; i < 20000; ++i) {
    const std::string line = RandomLine(rng, pieces, 1, 24);
    const std::vector<VenueMention> filtered = Extract(line, TestVenues(), 40, 3);
    const std::vector<VenueMention> walked = Extract(line, *walking, 40, 3);
    SCOPED_TRACE(line);
    ExpectSameMentions(filtered, walked);
    total += walked.size();
  }
  EXPECT_GT(total, 2000u);  // the generator does produce mentions
  // Case still decides for acronyms: a word that only folds to one is not a mention.
  EXPECT_TRUE(Extract("a fast osdi").empty());
  EXPECT_EQ(Extract("FAST '24").size(), 1u);
  EXPECT_EQ(Extract("USENIX Security 2024").size(), 1u);
  EXPECT_TRUE(Extract("usenix security 2024").empty());
}

// The scan reads a word's bytes with no bound test where a byte that ends every word lies
// ahead on the line: a line read as a view into longer text, whose next bytes would go on
// with its last word, has the same mentions as the line on its own. Lines that end in a word
// of every kind (ASCII, glued year, Latin letters, before a URL marker), or are one word.
TEST(ExtractVenuesTest, MentionsEndWithTheLine) {
  const std::vector<std::string_view> pieces = {"OSDI",
                                                "EuroSys",
                                                "ICML2022",
                                                "NeurIPS",
                                                "ATC",
                                                "USENIX",
                                                "Symposium",
                                                "on",
                                                "Operating",
                                                "Systems",
                                                "Design",
                                                "and",
                                                "Implementation",
                                                "(",
                                                ")",
                                                "'24",
                                                "2024",
                                                "24",
                                                ", ",
                                                " ",
                                                "-",
                                                "*",
                                                ".",
                                                ":",
                                                "/",
                                                "@",
                                                "\\&",
                                                "\u00A0",
                                                "Z\u00fcrich",
                                                "na\u00efve",
                                                "\xC3",
                                                "https://",
                                                "x",
                                                "9"};
  const std::string_view tails[] = {"Z", "sdi", "2024", "\u00e9t\u00e9", "@x", "9 OSDI", "_"};
  std::mt19937 rng(20261130);
  size_t total = 0;
  for (int i = 0; i < 6000; ++i) {
    const std::string line = RandomLine(rng, pieces, 1, 16);
    const std::vector<VenueMention> alone = Extract(line, TestVenues(), 40, 3);
    total += alone.size();
    for (std::string_view tail : tails) {
      const std::string longer = line + std::string(tail);
      const std::string_view view = std::string_view(longer).substr(0, line.size());
      SCOPED_TRACE(longer);
      ExpectSameMentions(Extract(view, TestVenues(), 40, 3), alone);
    }
  }
  EXPECT_GT(total, 1000u);  // the generator does produce mentions
  // One word, a line without a byte that ends a word, or with one only at its start.
  for (std::string_view line : {"OSDI", "ICML2022", "EuroSys", "(OSDI", " OSDI", "OSDI\u00A0"}) {
    const std::string longer = std::string(line) + "Zq9";
    SCOPED_TRACE(line);
    EXPECT_EQ(Extract(std::string_view(longer).substr(0, line.size())).size(), 1u);
  }
  EXPECT_TRUE(Extract(std::string_view("OSDIX").substr(0, 3)).empty());
}

// ---- where a mention stands, and the long name written with its acronym ----

constexpr VenueContext kCite = VenueContext::kCitation;
constexpr VenueContext kPart = VenueContext::kPartOfName;
constexpr VenueContext kTag = VenueContext::kTag;

TEST(ExtractVenuesTest, ContextOfEachMention) {
  struct ContextCase {
    std::string_view input;
    std::string_view text;  // the one mention expected
    VenueContext context;
  };
  const ContextCase cases[] = {
      {"A. Writer. Tiny Logs. OSDI 2024.", "OSDI 2024", kCite},
      {"Talk at OSDI 2024, Boston", "OSDI 2024", kCite},
      {"Program Committee, NSDI 2027", "NSDI 2027", kCite},
      {"Talk. [ICML 2023](https://example.org/icml23), Honolulu.", "ICML 2023", kCite},
      // Part of another name: awards, grants, offices, committees, workshops at a host.
      {"EuroSys Student Travel Grant", "EuroSys", kPart},
      {"**NSDI 2025 Student Travel Grant**", "NSDI 2025", kPart},
      {"OSDI 2024 Best Paper Award", "OSDI 2024", kPart},
      {"ACM SIGCOMM Information Director", "ACM SIGCOMM", kPart},
      {"OSDI'24 Artifact Evaluation Committee", "OSDI'24", kPart},
      {"Second ACM SOSP Workshop on Tiny Kernels", "ACM SOSP", kPart},
      {"SOSP Workshop on Tiny Kernels", "SOSP", kPart},
      {"NeurIPS 2025 TinyGarden4ML Workshop.", "NeurIPS 2025", kPart},
      {"<NeurIPS 2020 Sea4ML>", "NeurIPS 2020", kPart},
      {"Workshop on Privacy at NIPS 2019.", "NIPS 2019", kPart},
      {"Oral at Toy4ML Workshop, ICLR 2026.", "ICLR 2026", kPart},
      {"[Doctoral Symposium](https://example.org/ds) at OSDI 2024", "OSDI 2024", kPart},
      {"Workshop on Edge Security (Edge S&P 2021)", "S&P 2021", kPart},
      {"Proceedings of the Workshop on Tiny Gardens (ICML)", "ICML", kPart},
      // Another venue's long name opened by the acronym; that venue is not in the table.
      {"Proc. of the International AAAI Conference on Tiny Widgets, 2025", "AAAI", kPart},
      {"AAAI Conference on Artificial Intelligence (AAAI 2024)",
       "AAAI Conference on Artificial Intelligence (AAAI 2024)", kCite},
      // The tail of a long name whose head a converter left in the entry before.
      {"Media (ICWSM). 2025.", "ICWSM", kPart},
      {"Operating Systems Principles (SOSP) 2019, program chair.",
       "Operating Systems Principles (SOSP) 2019", kCite},
      {"Tiny Widgets (ICWSM). 2025.", "ICWSM", kCite},
      // Tags: labels in brackets, reference links, buttons, badges.
      {"[ISCA 2022] A. Writer. Title.", "ISCA 2022", kTag},
      {"Title ([NSDI'20][])", "NSDI'20", kTag},
      {"[NSDI'20]: https://example.org/nsdi20", "NSDI'20", kTag},
      {"A. Writer. Title. [[arXiv]](https://example.org/x)", "arXiv", kTag},
      {"![ICML Spotlight](https://example.org/badge.svg)", "ICML", kTag},
      {"[PDF](https://example.org/p.pdf) [ICML](https://example.org/icml)", "ICML", kTag},
  };
  for (const ContextCase& c : cases) {
    SCOPED_TRACE(c.input);
    const std::vector<VenueMention> got = Extract(c.input);
    ASSERT_EQ(got.size(), 1u);
    EXPECT_EQ(Slice(c.input, got[0].range, 0), c.text);
    EXPECT_EQ(got[0].context, c.context);
  }
}

TEST(ExtractVenuesTest, LongNameWithItsAcronymIsOneMention) {
  const Case cases[] = {
      {"Symposium on Operating Systems Design and Implementation (<b>OSDI</b>), 2023",
       {W("Symposium on Operating Systems Design and Implementation (<b>OSDI</b>), 2023", "OSDI",
          kLwa, 2023, kY4)}},
      {"*Symposium on Operating Systems Principles* (**SOSP**), 2021.",
       {W("*Symposium on Operating Systems Principles* (**SOSP**), 2021", "SOSP", kLwa, 2021,
          kY4)}},
      // A publisher word of the table that also starts the acronym: not eaten as a publisher.
      {"ACM International Conference on Management of Data (SIGMOD 2011).",
       {W("ACM International Conference on Management of Data (SIGMOD 2011)", "SIGMOD", kLwa, 2011,
          kY4)}},
      {"International Conference on Machine Learning, ICML 2019, pages 1-9",
       {W("International Conference on Machine Learning, ICML 2019", "ICML", kLwa, 2019, kY4)}},
      {"ICML 2019: Proceedings of the 36th International Conference on Machine Learning.",
       {W("ICML 2019: Proceedings of the 36th International Conference on Machine Learning", "ICML",
          kLwa, 2019, kY4)}},
      {"Symposium on Networked Systems Design and Implementation ([NSDI'20][])",
       {W("Symposium on Networked Systems Design and Implementation ([NSDI'20][])", "NSDI", kLwa,
          2020, kGlued)}},
      {"European Conference on Computer Systems (EuroSys, Poster Chair), 2021",
       {W("European Conference on Computer Systems (EuroSys", "EuroSys", kLwa)}},
      {"European Conference on Computer Systems (EuroSys) 2021",
       {W("European Conference on Computer Systems (EuroSys) 2021", "EuroSys", kLwa, 2021, kY4)}},
      {"Advances in Neural Information Processing Systems 35 (NeurIPS 2022).",
       {W("Advances in Neural Information Processing Systems 35 (NeurIPS 2022)", "NeurIPS", kAli,
          2022, kY4)}},
      // The author's own long name before the acronym.
      {"Premier Conference on Operating Systems Design (OSDI 2020)",
       {W("Premier Conference on Operating Systems Design (OSDI 2020)", "OSDI", kLwa, 2020, kY4)}},
      {"*Proc. of Intl. Conf. on Architecture, Languages, and Operating Systems* (**ASPLOS**), "
       "2022",
       {W("*Proc. of Intl. Conf. on Architecture, Languages, and Operating Systems* (**ASPLOS**), "
          "2022",
          "ASPLOS", kLwa, 2022, kY4)}},
      // Not a venue's name: prose defining an acronym, a title before the venue.
      {"we study Operating Systems Design (OSDI) here", {W("OSDI", "OSDI")}},
      {"**Fast Cache Systems** (OSDI 2024)", {W("OSDI 2024", "OSDI", kAcr, 2024, kY4)}},
      // No venue word: two words shared with the table's long name make it the venue's name,
      // one does not, whichever words come first.
      {"Cache Systems Design (OSDI 2020)",
       {W("Cache Systems Design (OSDI 2020)", "OSDI", kLwa, 2020, kY4)}},
      {"Systems Design of Caches (OSDI 2020)",
       {W("Systems Design of Caches (OSDI 2020)", "OSDI", kLwa, 2020, kY4)}},
      {"Tiny Cache Systems (OSDI 2020)", {W("OSDI 2020", "OSDI", kAcr, 2020, kY4)}},
      {"Tiny Cache Gardens (OSDI 2020)", {W("OSDI 2020", "OSDI", kAcr, 2020, kY4)}},
  };
  for (const Case& c : cases) {
    ExpectMentions(c.input, c.want);
  }
  // The parts of `Name (ACR)` written by the author: the name is theirs, the acronym the venue's.
  constexpr std::string_view kText = "Premier Conference on Operating Systems Design (OSDI 2020)";
  const std::vector<VenueMention> got = Extract(kText);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(Slice(kText, got[0].name_range, 0), "Premier Conference on Operating Systems Design");
  EXPECT_EQ(Slice(kText, got[0].acronym_range, 0), "OSDI");
  EXPECT_EQ(Slice(kText, got[0].year_range, 0), "2020");
}

// The long-name walk reads the scan's words across spaces and fillers, and every atom from
// other punctuation on: each spelling of the gaps reads as the name.
TEST(ExtractVenuesTest, LongNamesAcrossEveryGap) {
  const std::string_view names[] = {
      "Symposium on Operating Systems Design and Implementation",
      "Symposium on Operating Systems Design & Implementation",
      "Symposium on Operating Systems Design \\& Implementation",
      "Symposium on Operating Systems Design&Implementation",
      "Symposium  on\u00A0Operating\u200BSystems\u202FDesign and Implementation",
      "Symposium on: Operating-Systems, Design / and Implementation",
      "Symposium on Operating Systems \u2014 Design \u2013 and\u2019 Implementation",
      "symposium on operating systems design and implementation",
  };
  for (std::string_view name : names) {
    ExpectMentions(name, {W(name, "OSDI", kLng)});
    // After a line long enough to hold its words in a buffer of its own.
    std::string line;
    for (int i = 0; i < 300; ++i) {
      line += "word ";
    }
    const std::vector<VenueMention> got = Extract(line + std::string(name));
    ASSERT_EQ(got.size(), 1u) << name;
    EXPECT_EQ(Slice(line + std::string(name), got[0].range, 0), name);
  }
  // Two `&`, a glued year inside, or other punctuation between the words: no name.
  ExpectMentions("Symposium on Operating Systems Design & & Implementation", {});
  ExpectMentions("Symposium on Operating Systems2022 Design and Implementation", {});
  ExpectMentions("Symposium on Operating Systems (Design) and Implementation", {});
}

TEST(ExtractVenuesTest, YearAfterTheEmphasisOfTheName) {
  ExpectMentions("**INFOCOM** '15", {W("**INFOCOM** '15", "INFOCOM", kAcr, 2015, kApos)});
  ExpectMentions("Title. *OSDI* 2024.", {W("*OSDI* 2024", "OSDI", kAcr, 2024, kY4)});
  // The emphasis opens before something else: no year across it.
  ExpectMentions("**Title, OSDI** 2024", {W("OSDI", "OSDI")});
}

TEST(ExtractVenuesTest, EditionNumbersAreNotYears) {
  ExpectMentions("MICRO-56, 2023", {W("MICRO-56, 2023", "MICRO", kAcr, 2023, kY4)});
  ExpectMentions("ISCA-50", {W("ISCA-50", "ISCA")});
  ExpectMentions("ISCA 50", {W("ISCA", "ISCA")});
  ExpectMentions("FAST 50 ms", {});
  ExpectMentions("MICRO-21", {W("MICRO-21", "MICRO", kAcr, 2021, kHyph)});
  ExpectMentions("ISCA'50", {W("ISCA'50", "ISCA", kAcr, 2050, kGlued)});
  // A venue that numbers its meetings: every number after a hyphen is an edition.
  std::vector<OwnedVenueRecord> records = TestVenueRecords();
  for (OwnedVenueRecord& r : records) {
    r.editions = r.id == "MICRO";
  }
  const absl::StatusOr<VenueTable> table = VenueTable::Build(std::move(records));
  ASSERT_TRUE(table.ok()) << table.status();
  const std::vector<VenueMention> micro = Extract("MICRO-21", *table);
  ASSERT_EQ(micro.size(), 1u);
  EXPECT_EQ(micro[0].year, 0);
  EXPECT_EQ(Slice("MICRO-21", micro[0].range, 0), "MICRO-21");
  EXPECT_EQ(Extract("MICRO 2021", *table)[0].year, 2021);
}

TEST(ExtractVenuesTest, ListsOfVenues) {
  std::vector<VenueMention> got = Extract("External reviewer: OSDI, NSDI, EuroSys 2024");
  ASSERT_EQ(got.size(), 3u);
  for (const VenueMention& m : got) {
    EXPECT_TRUE(m.listed);
  }
  got = Extract("OSDI 2024 and NSDI 2023");
  ASSERT_EQ(got.size(), 2u);
  EXPECT_FALSE(got[0].listed);
  EXPECT_FALSE(got[1].listed);
}

// Reads `text` as the parser reads one entry: its lines joined, each from its first
// non-blank byte (a `- ` marker dropped from the first, blank lines left out), and the venues
// extracted over the join; returns the mentions with their source ranges.
std::vector<VenueMention> ExtractEntryMentions(std::string_view text) {
  const Source source = Source::FromBytes("cv.txt", std::string(text));
  LogicalText joined;
  joined.BeginEntry();
  bool first = true;
  for (uint32_t l = 0; l < source.line_count(); ++l) {
    ByteRange r = source.LineRange(l + 1);
    while (r.begin < r.end && (text[r.begin] == ' ' || (first && text[r.begin] == '-'))) {
      ++r.begin;
    }
    if (r.empty()) {
      continue;
    }
    joined.Append(first ? 0 : ' ', r, text.substr(r.begin, r.size()));
    first = false;
  }
  std::vector<VenueMention> out;
  ExtractEntryVenues(joined, 0, source, TestVenues(), out);
  for (const VenueMention& m : out) {
    EXPECT_TRUE(m.range.Contains(m.name_range));
    EXPECT_EQ(m.line + 1, source.LineOf(m.range.begin));
  }
  return out;
}

std::vector<std::string_view> ExtractEntry(std::string_view text) {
  std::vector<std::string_view> texts;
  for (const VenueMention& m : ExtractEntryMentions(text)) {
    texts.push_back(text.substr(m.range.begin, m.range.size()));
  }
  return texts;
}

TEST(ExtractEntryVenuesTest, WrappedLongNames) {
  using Texts = std::vector<std::string_view>;
  // The acronym on the next line.
  EXPECT_EQ(ExtractEntry("- A. Writer. Title. Symposium on Operating Systems Design and "
                         "Implementation\n  (OSDI 2022), July 2022."),
            Texts{"Symposium on Operating Systems Design and Implementation\n  (OSDI 2022)"});
  // The name itself wrapped, over two breaks.
  EXPECT_EQ(ExtractEntry("- Title. 16th USENIX Symposium on\nNetworked Systems Design\nand "
                         "Implementation (NSDI 2019)."),
            Texts{"16th USENIX Symposium on\nNetworked Systems Design\nand Implementation "
                  "(NSDI 2019)"});
  // A blank line before the acronym (OCR puts block breaks inside entries).
  EXPECT_EQ(ExtractEntry("Symposium on Operating Systems Design and Implementation\n\n(OSDI)"),
            Texts{"Symposium on Operating Systems Design and Implementation\n\n(OSDI)"});
  // A track between the name and its acronym.
  EXPECT_EQ(ExtractEntry("- International Conference on Machine Learning --\n  Datasets Track "
                         "([ICML'21][])"),
            Texts{"International Conference on Machine Learning --\n  Datasets Track "
                  "([ICML'21][])"});
  // Not joined: prose between, or another venue's acronym.
  EXPECT_EQ(ExtractEntry("- Symposium on Operating Systems Principles\n  and later at the "
                         "workshop (OSDI 2022)"),
            (Texts{"Symposium on Operating Systems Principles", "OSDI 2022"}));
}

TEST(ExtractEntryVenuesTest, WrappedNamesAreOneMentionInTheLongForm) {
  const std::vector<VenueMention> got = ExtractEntryMentions(
      "- A. Writer. Title. In Proc. of the Symposium on Operating\n"
      "  Systems Design and Implementation\n  (OSDI 2022).");
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].form, kLwa);
  EXPECT_EQ(got[0].year, 2022);
  EXPECT_EQ(got[0].line, 0u);
}

TEST(ExtractEntryVenuesTest, JoinedMentionTakesTheAcronymsYear) {
  constexpr std::string_view kText =
      "- 2017 Conference on Human Factors in Computing Systems\n  ([CHI'17][]), Denver";
  const std::vector<VenueMention> out = ExtractEntryMentions(kText);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].form, kLwa);
  EXPECT_EQ(out[0].year, 2017);
  EXPECT_EQ(out[0].year_form, kGlued);
  EXPECT_EQ(kText.substr(out[0].year_range.begin, out[0].year_range.size()), "'17");
  EXPECT_EQ(out[0].line, 0u);
}

TEST(ExtractVenuesTest, SharedTableAcrossThreads) {
  std::vector<std::vector<size_t>> counts(4);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < counts.size(); ++t) {
    threads.emplace_back([&counts, t] {
      for (int round = 0; round < 20; ++round) {
        for (const Case& c : MatchCases()) {
          counts[t].push_back(Extract(c.input).size());
        }
      }
    });
  }
  for (std::thread& thread : threads) {
    thread.join();
  }
  for (size_t t = 1; t < counts.size(); ++t) {
    EXPECT_EQ(counts[t], counts[0]);
  }
}

// The clause scan for an event's head agrees with finding the clause's start first and then
// searching it, lowered, for each head, over random texts of heads (cut and whole, in any
// case), delimiters, link brackets and filler, at every end.
TEST(ClauseHasEventHeadTest, MatchesFindingTheClauseThenTheHeads) {
  const auto reference = [](std::string_view text, size_t end) {
    size_t clause = end;
    while (clause > 0) {
      const char c = text[clause - 1];
      if (c == ';' || c == '[' || c == '|' || c == '\t' ||
          (c == '(' && !(clause >= 2 && text[clause - 2] == ']'))) {
        break;
      }
      --clause;
    }
    std::string lowered(text.substr(clause, end - clause));
    for (char& c : lowered) {
      c = AsciiToLower(c);
    }
    for (std::string_view head : {"workshop", "workshops", "symposium", "school", "forum", "summit",
                                  "consortium", "colloquium", "bootcamp", "hackathon"}) {
      if (lowered.find(head) != std::string::npos) {
        return true;
      }
    }
    return false;
  };
  static constexpr std::string_view kPieces[] = {
      "Workshop",  "WORKSHOPS", "workshop", "Worksho", "orkshop",    "Symposium",  "sYMPOSIUM",
      "School",    "preschool", "Forum",    "Summit",  "Consortium", "colloquium", "Bootcamp",
      "Hackathon", "hackatho",  "Sum",      "Con",     "at",         "with",       " ",
      ";",         "|",         "\t",       "(",       ")",          "[",          "]",
      "](",        "]",         "@",        ",",       "Tiny",       "Gardens",    "s",
      "w",         "\xC3\xA9",  "Sc",       "sY",      "Fo",         "bO",         "Ha",
      "Co",        "Sympo",     "hOOL",     "mposium", "ummit",      "orum"};
  std::mt19937 rng(20261130);
  for (int round = 0; round < 3000; ++round) {
    const std::string text = testing_support::JoinRandomPiecesUpTo(rng, kPieces, 12);
    for (size_t end = 0; end <= text.size(); ++end) {
      ASSERT_EQ(internal::ClauseHasEventHead(text, end), reference(text, end))
          << "`" << text << "` up to " << end;
    }
  }
  EXPECT_TRUE(internal::ClauseHasEventHead("Doctoral Symposium at ", 22));
  EXPECT_TRUE(internal::ClauseHasEventHead("[Doctoral Symposium](https://x.org) at ", 39));
  EXPECT_FALSE(internal::ClauseHasEventHead("Workshop; talk at ", 18));
  EXPECT_FALSE(internal::ClauseHasEventHead("Workshop (talk at ", 18));
  EXPECT_FALSE(internal::ClauseHasEventHead("Worksho", 7));
  EXPECT_FALSE(internal::ClauseHasEventHead("", 0));
}

}  // namespace
}  // namespace cvtidy::testing_venues
