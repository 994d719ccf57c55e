// A small venue table for the extractor and parser tests: real venue names (generic
// vocabulary), chosen to cover every kind of surface form and guard.
#ifndef CVTIDY_TESTS_EXTRACT_VENUE_TEST_TABLE_H_
#define CVTIDY_TESTS_EXTRACT_VENUE_TEST_TABLE_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "gtest/gtest.h"

#include "src/data/venue_table.h"

namespace cvtidy::testing_util {

inline OwnedVenueRecord Venue(std::string id, std::string name, std::vector<std::string> publishers,
                              std::vector<std::string> aliases = {},
                              std::vector<OwnedVenueRecord::Former> former = {},
                              VenueKind kind = VenueKind::kConference) {
  OwnedVenueRecord r;
  r.id = std::move(id);
  r.long_name = std::move(name);
  r.publishers = std::move(publishers);
  r.aliases = std::move(aliases);
  r.former = std::move(former);
  r.kind = kind;
  r.area = "test";
  r.origin = "test:" + r.id;
  return r;
}

inline std::vector<OwnedVenueRecord> TestVenueRecords() {
  constexpr VenueKind kJournal = VenueKind::kJournal;
  return {
      Venue("OSDI", "Symposium on Operating Systems Design and Implementation", {"USENIX"},
            {"USENIX OSDI", "Usenix OSDI"}),
      Venue("SOSP", "Symposium on Operating Systems Principles", {"ACM"}),
      Venue("NSDI", "Symposium on Networked Systems Design and Implementation", {"USENIX"}),
      Venue("EuroSys", "European Conference on Computer Systems", {"ACM"}, {"EuroSvs", "Eurosys"}),
      Venue("ATC", "Annual Technical Conference", {"USENIX"}, {"USENIX-ATC"}),
      Venue("FAST", "Conference on File and Storage Technologies", {"USENIX"}),
      Venue("NeurIPS", "Conference on Neural Information Processing Systems", {},
            {"Neurips", "NeurlPS", "Advances in Neural Information Processing Systems"},
            {{"NIPS", "", 2017}}),
      Venue("MLSys", "Conference on Machine Learning and Systems", {},
            {"Machine Learning and Systems"},
            {{"SysML", "Conference on Systems and Machine Learning", 2019}}),
      Venue("ICML", "International Conference on Machine Learning", {}),
      Venue("AAAI", "AAAI Conference on Artificial Intelligence", {}),
      Venue("ICWSM", "International AAAI Conference on Web and Social Media", {}),
      Venue("ICLR", "International Conference on Learning Representations", {}),
      Venue("ISCA", "International Symposium on Computer Architecture", {"ACM", "IEEE"}),
      Venue("MICRO", "International Symposium on Microarchitecture", {"IEEE", "ACM"}),
      Venue("ASPLOS",
            "International Conference on Architectural Support for Programming Languages and "
            "Operating Systems",
            {"ACM"}),
      Venue("VLDB", "International Conference on Very Large Data Bases", {}),
      Venue("PVLDB", "Proceedings of the VLDB Endowment", {}, {}, {}, kJournal),
      Venue("SIGMOD", "International Conference on Management of Data", {"ACM"}),
      Venue("SIGCOMM",
            "Conference on Applications, Technologies, Architectures, and Protocols for "
            "Computer Communication",
            {"ACM"}),
      Venue("CoNEXT",
            "International Conference on emerging Networking EXperiments and "
            "Technologies",
            {"ACM"}),
      Venue("CHI", "Conference on Human Factors in Computing Systems", {"ACM"}),
      Venue("ICE", "International Conference on Engineering Ecosystems", {}),
      Venue("ACL", "Annual Meeting of the Association for Computational Linguistics", {}),
      Venue("KDD", "Conference on Knowledge Discovery and Data Mining", {"ACM SIGKDD"}),
      Venue("S&P", "Symposium on Security and Privacy", {"IEEE"}, {"SP", "Oakland"}),
      Venue("EuroS&P", "European Symposium on Security and Privacy", {"IEEE"}),
      Venue("USENIX Security", "Security Symposium", {"USENIX"}),
      Venue("Euro-Par", "International European Conference on Parallel and Distributed Computing",
            {}),
      Venue("SC",
            "International Conference for High Performance Computing, Networking, Storage and "
            "Analysis",
            {"ACM", "IEEE"}),
      Venue("SIGGRAPH", "Conference on Computer Graphics and Interactive Techniques", {"ACM"}),
      Venue("SIGGRAPH Asia",
            "Conference and Exhibition on Computer Graphics and Interactive "
            "Techniques in Asia",
            {"ACM"}),
      Venue("WWW", "The Web Conference", {"ACM"}),
      Venue("INFOCOM", "International Conference on Computer Communications", {"IEEE"}),
      Venue("Proc. IEEE", "Proceedings of the IEEE", {"IEEE"}, {}, {}, kJournal),
      Venue("IEEE Access", "IEEE Access", {"IEEE"}, {}, {}, kJournal),
      Venue("TPDS", "Transactions on Parallel and Distributed Systems", {"IEEE"}, {}, {}, kJournal),
      Venue("TOCS", "Transactions on Computer Systems", {"ACM"}, {}, {}, kJournal),
      Venue("ToN", "IEEE/ACM Transactions on Networking", {"IEEE", "ACM"}, {"TON"}, {}, kJournal),
      Venue("OSR", "ACM SIGOPS Operating Systems Review", {"ACM"}, {"Operating Systems Review"}, {},
            kJournal),
      Venue("HotOS", "Workshop on Hot Topics in Operating Systems", {"USENIX"}, {}, {},
            VenueKind::kWorkshop),
      Venue("Middleware", "International Middleware Conference", {"ACM", "IFIP"}),
      Venue("DATE", "Design, Automation and Test in Europe", {}),
      Venue("Science", "Science", {"AAAS"}, {}, {}, kJournal),
      Venue("Nature", "Nature", {}, {}, {}, kJournal),
      Venue("MLJ", "Machine Learning", {}, {}, {}, kJournal),
      Venue("arXiv", "arXiv", {}, {}, {}, VenueKind::kPreprint),
      Venue("HotStorage", "Workshop on Hot Topics in Storage and File Systems", {"USENIX"}, {}, {},
            VenueKind::kWorkshop),
  };
}

// The table above, built once.
inline const VenueTable& TestVenues() {
  static const VenueTable* const table = [] {
    absl::StatusOr<VenueTable> built = VenueTable::Build(TestVenueRecords());
    EXPECT_TRUE(built.ok()) << built.status();
    return new VenueTable(built.ok() ? *std::move(built) : *VenueTable::Build({}));
  }();
  return *table;
}

}  // namespace cvtidy::testing_util

#endif  // CVTIDY_TESTS_EXTRACT_VENUE_TEST_TABLE_H_
