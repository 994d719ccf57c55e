// `cvtidy init [PATHS]`: a starter cvtidy.toml holding the house style the given CVs share.
// The votes are the consistency rules' own ballots (CountDateVotes, CountAuthorListVotes,
// ResolveVenueStyleTargets, CountVenueYearVotes, ...), summed over the CVs: init infers what
// the rules would.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "rules/date/internal/date_majority.h"
#include "rules/style/author_list.h"
#include "rules/venue/internal/venue_tallies.h"
#include "src/base/strings.h"
#include "src/cli/commands.h"
#include "src/cli/inputs.h"
#include "src/cli/session.h"
#include "src/config/builtin_tables.h"
#include "src/config/config.h"
#include "src/config/resolver.h"
#include "src/config/toml_loader.h"
#include "src/engine/style_vote.h"
#include "src/parse/parse.h"
#include "src/source/atomic_write.h"
#include "src/source/source.h"

namespace cvtidy::cli {
namespace {

// The votes for one `[style]` key over every CV.
class KeyTally {
 public:
  KeyTally(std::string_view key, std::string_view counted) : key_(key), counted_(counted) {}

  // `votes` instances of one CV written in the form whose value is `value` (TOML, as
  // StyleValueToml writes it; std::nullopt when `[style]` cannot hold the form, shown as
  // `label`).
  void Add(std::optional<std::string> value, std::string label, uint32_t votes) {
    if (votes == 0) {
      return;
    }
    const auto it =
        std::find_if(forms_.begin(), forms_.end(), [&](const Form& f) { return f.label == label; });
    if (it != forms_.end()) {
      it->votes += votes;
    } else {
      forms_.push_back(Form{std::move(value), std::move(label), votes});
    }
    cv_voted_ = true;
  }
  // Instances of one CV that voted (a venue citation may vote for two forms at once).
  void AddTotal(uint32_t ballots) { total_ += ballots; }
  // Ends one CV's votes.
  void EndCv() {
    cvs_ += cv_voted_ ? 1 : 0;
    cv_voted_ = false;
  }

  // The `[style]` line: the winner with its vote, or, without one, the key commented out.
  std::string Line(std::string_view example, std::string_view unset) const {
    const Form* best = nullptr;
    bool tie = false;
    for (const Form& form : forms_) {
      if (best == nullptr || form.votes > best->votes) {
        best = &form;
        tie = false;
      } else if (form.votes == best->votes) {
        tie = true;
      }
    }
    if (best == nullptr) {
      return fmt::format("# {} = {}  # no votes: no {} in these CVs; unset, {}\n", key_, example,
                         counted_, unset);
    }
    std::string others;
    for (const Form& form : forms_) {
      if (&form != best) {
        others +=
            fmt::format("{}{} {}", others.empty() ? "; also: " : ", ", form.label, form.votes);
      }
    }
    const std::string vote = fmt::format("{} of {} {} in {} CV{}{}", best->votes, total_, counted_,
                                         cvs_, cvs_ == 1 ? "" : "s", others);
    if (tie) {
      return fmt::format("# {} = {}  # a tie, so no house style: {} {}{}\n", key_, example,
                         best->label, best->votes, others);
    }
    // A configured key makes its rules' fixes safe, so it must be a choice the rules would
    // call decisive in one CV (kDecisiveVote), not a narrow lead.
    if (!IsDecisive(best->votes, total_, kDecisiveVote)) {
      return fmt::format("# {} = {}  # no decisive majority: {}\n", key_,
                         best->value.value_or(best->label), vote);
    }
    if (!best->value) {
      return fmt::format("# {} = {}  # {} wins ({}), but [style] cannot hold it\n", key_, example,
                         best->label, vote);
    }
    return fmt::format("{} = {}  # {}\n", key_, *best->value, vote);
  }

 private:
  struct Form {
    std::optional<std::string> value;
    std::string label;
    uint32_t votes = 0;
  };
  std::string_view key_;
  std::string_view counted_;
  std::vector<Form> forms_;  // in the order of their first vote
  uint32_t total_ = 0;
  uint32_t cvs_ = 0;
  bool cv_voted_ = false;
};

// The TOML value of `[style] <key>` set to what `set` writes into a StyleConfig.
template <typename Set>
std::optional<std::string> ValueOf(std::string_view key, Set set) {
  StyleConfig style;
  set(style);
  return StyleValueToml(style, key);
}

// The tallies of the keys init infers.
struct Survey {
  KeyTally date{"date", "dates"};
  KeyTally range_separator{"range-separator", "ranges"};
  KeyTally present{"present", "open ends"};
  KeyTally venue{"venue", "venue citations"};
  KeyTally venue_year{"venue-year", "venue years"};
  KeyTally author_conjunction{"author-conjunction", "author lists"};
  KeyTally oxford_comma{"oxford-comma", "author lists"};
  size_t cvs = 0;

  template <typename Form, typename Describe>
  static void AddVotes(KeyTally& tally, const StyleVote<Form>& votes, Describe describe) {
    for (const auto& t : votes.tallies()) {
      auto [value, label] = describe(t.form);
      tally.Add(std::move(value), std::move(label), t.votes);
    }
    tally.AddTotal(votes.total());
    tally.EndCv();
  }

  void Add(const Document& doc) {
    ++cvs;
    const StyleConfig none;
    const internal::DateVotes dates = internal::CountDateVotes(doc, none);
    // `[style] date` is one key: the month styles decide it, season styles only in CVs whose
    // dates have no months (ResolveDateTargets applies it to its own group).
    const StyleVote<DateStyle>& date_votes =
        dates.months.total() > 0 ? dates.months : dates.seasons;
    AddVotes(date, date_votes, [](DateStyle form) {
      const std::optional<std::string> value =
          ValueOf("date", [&](StyleConfig& s) { s.date = form; });
      return std::pair(value, value.value_or(std::string(DateStyleName(form))));
    });
    AddVotes(range_separator, internal::CountSeparatorVotes(doc), [](SeparatorForm form) {
      const std::optional<std::string> value =
          ValueOf("range-separator", [&](StyleConfig& s) { s.range_separator = form; });
      return std::pair(value, value.value_or("?"));
    });
    AddVotes(present, internal::CountPresentVotes(doc), [](std::string_view written) {
      // `[style] present` holds one spelling per form; another (`Now`) cannot be written.
      const std::span<const std::string_view> spellings = PresentSpellings();
      const bool writable =
          std::find(spellings.begin(), spellings.end(), written) != spellings.end();
      return std::pair(writable ? std::optional(TomlString(written)) : std::nullopt,
                       TomlString(written));
    });
    const AuthorListVotes lists = CountAuthorListVotes(doc);
    AddVotes(author_conjunction, lists.conjunction, [](AuthorConjunction form) {
      const std::optional<std::string> value =
          ValueOf("author-conjunction", [&](StyleConfig& s) { s.author_conjunction = form; });
      return std::pair(value, value.value_or("?"));
    });
    AddVotes(oxford_comma, lists.oxford_comma, [](bool form) {
      return std::pair(std::optional<std::string>(form ? "true" : "false"),
                       std::string(form ? "true" : "false"));
    });
    // Venues: the form classes of the citations of every group (a citation that reads as two
    // forms votes for both).
    const internal::VenueStyleTargets targets = internal::ResolveVenueStyleTargets(doc, none);
    uint32_t ballots = 0;
    for (const VenueStyle form :
         {VenueStyle::kShort, VenueStyle::kPublisherShort, VenueStyle::kLong}) {
      uint32_t votes = 0;
      for (const auto& group : targets.votes) {
        votes += group[static_cast<size_t>(form)];
      }
      const std::optional<std::string> value =
          ValueOf("venue", [&](StyleConfig& s) { s.venue = form; });
      venue.Add(value, value.value_or("?"), votes);
      ballots += votes;
    }
    venue.AddTotal(ballots);
    venue.EndCv();
    AddVotes(venue_year, internal::CountVenueYearVotes(doc), [](VenueYearForm form) {
      const std::optional<std::string> value =
          ValueOf("venue-year", [&](StyleConfig& s) { s.venue_year = form; });
      return std::pair(value, value.value_or("?"));
    });
  }
};

std::string StarterConfig(const Survey& survey, size_t cvs) {
  std::string out =
      "# cvtidy.toml: the house style of these CVs (docs/config.md lists every key).\n";
  out += cvs == 0 ? "# Written by `cvtidy init` without CVs: every key is commented out.\n"
                  : fmt::format(
                        "# Written by `cvtidy init` from {} CV{}: each key with the vote that "
                        "chose it.\n",
                        cvs, cvs == 1 ? "" : "s");
  out +=
      "# A key that is set is the target of its rules, and their fixes become safe, so only a\n"
      "# decisive majority (3 votes or more, two thirds of them) is set; an unset key leaves\n"
      "# each CV to its own majority.\n\n"
      "# No cvtidy.toml in a directory above this one applies.\n"
      "root = true\n\n"
      "[style]\n";
  constexpr std::string_view kMajority = "each CV's own majority decides";
  out += survey.date.Line("\"Mon YYYY\"", kMajority);
  out += survey.range_separator.Line("\" – \"", kMajority);
  out += survey.present.Line("\"Present\"", kMajority);
  out += "# order = \"reverse\"  # not inferred; the built-in default\n";
  out += survey.venue.Line("\"short\"", kMajority);
  out += survey.venue_year.Line("\"four-digit\"", kMajority);
  out += "# owner = \"Ada Example\"  # not inferred: whose name author lists highlight\n";
  out += "# title-quotes = \"plain\"  # not inferred; unset, each CV's own majority decides\n";
  out += survey.author_conjunction.Line("\"and\"", kMajority);
  out += survey.oxford_comma.Line("true", kMajority);
  out += "# contribution-mark = \"*\"  # not inferred; unset, each CV's own majority decides\n";
  out +=
      "# trailing-punctuation = \"period\"  # not inferred; unset, each CV's own majority "
      "decides\n";
  out += "# numbering = \"descending\"  # not inferred; unset, each CV's own majority decides\n";
  out +=
      "# section-order = [\"education\", \"experience\", \"publications\"]  # not inferred; "
      "unset, not checked\n";
  return out;
}

}  // namespace

int RunInit(const Options& options) {
  const std::filesystem::path target = kConfigFileName;
  std::error_code ec;
  if (std::filesystem::exists(std::filesystem::symlink_status(target, ec)) && !options.force) {
    PrintError(fmt::format(
        "{}: exists already; 'cvtidy init --force' replaces it (or edit it: 'cvtidy config' "
        "shows what it sets)",
        (std::filesystem::current_path(ec) / target).string()));
    return kExitError;
  }

  Survey survey;
  InputStream inputs(options.args, "");
  const Config defaults;
  const ParseOptions parse = ParseOptionsFor(defaults);
  bool failed = false;
  while (std::optional<Input> input = inputs.Next()) {
    absl::StatusOr<Source> source = input->is_stdin
                                        ? Source::Read(input->name, stdin, options.encoding)
                                        : Source::Load(input->name, options.encoding);
    if (!source.ok()) {
      PrintError(FromAbsl(source.status().message()));
      failed = true;
      continue;
    }
    if (source->encoding_problem()) {
      PrintWarning(fmt::format("{}: not text; left out of the vote", input->name));
      continue;
    }
    survey.Add(Parse(*source, parse));
  }
  for (const std::string& error : inputs.errors()) {
    PrintError(error);
    failed = true;
  }
  for (const std::string& warning : inputs.warnings()) {
    PrintWarning(warning);
  }
  if (failed) {
    PrintError("cvtidy.toml not written: every PATH must be readable");
    return kExitError;
  }

  const std::string text = StarterConfig(survey, survey.cvs);
  // What init writes must load: a value it cannot spell back is a bug here, not the user's.
  if (absl::StatusOr<Config> parsed = ParseConfig(text, kConfigFileName); !parsed.ok()) {
    PrintError(fmt::format("the starter cvtidy.toml does not load: {}",
                           FromAbsl(parsed.status().message())));
    return kExitError;
  }
  absl::StatusOr<std::unique_ptr<AtomicFile>> file = AtomicFile::Open(target);
  if (!file.ok()) {
    PrintError(FromAbsl(file.status().message()));
    return kExitError;
  }
  (*file)->Write(text);
  if (absl::Status done = (*file)->Commit(); !done.ok()) {
    PrintError(FromAbsl(done.message()));
    return kExitError;
  }
  std::fprintf(stderr, "cvtidy: wrote %s from %zu CV%s\n", target.c_str(), survey.cvs,
               survey.cvs == 1 ? "" : "s");
  return kExitClean;
}

}  // namespace cvtidy::cli
