#include "src/extract/contacts.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include <fmt/format.h>

#include "src/base/strings.h"

// Named per file: the test files of one binary compile together (CMake unity build).
namespace cvtidy::testing_contacts {
namespace {

std::vector<ContactField> Extract(std::string_view text, uint32_t base = 0) {
  std::vector<ContactField> out;
  ExtractContacts(text, base, 7, out);
  return out;
}

std::string_view KindName(ContactKind kind) {
  switch (kind) {
    case ContactKind::kEmail:
      return "email";
    case ContactKind::kObfuscatedEmail:
      return "obfuscated";
    case ContactKind::kUrl:
      return "url";
    case ContactKind::kOrcid:
      return "orcid";
    case ContactKind::kPhone:
      return "phone";
    case ContactKind::kArxiv:
      return "arxiv";
    case ContactKind::kDoi:
      return "doi";
  }
  return "?";
}

// Renders the fields of `text` as `kind:text` or `kind:text!problem`, joined by ` | `.
std::string Render(std::string_view text) {
  std::string out;
  for (const ContactField& f : Extract(text)) {
    if (!out.empty()) {
      out += " | ";
    }
    out += fmt::format("{}:{}", KindName(f.kind), text.substr(f.range.begin, f.range.size()));
    if (!f.problem.empty()) {
      out += "!";
      out += f.problem;
    }
  }
  return out;
}

struct Case {
  std::string_view text;
  std::string_view want;
};

void ExpectCases(const std::vector<Case>& cases) {
  for (const Case& c : cases) {
    EXPECT_EQ(Render(c.text), c.want) << "input: " << c.text;
  }
}

TEST(ContactsTest, Emails) {
  ExpectCases({
      {"Email: jo.smith@example.edu", "email:jo.smith@example.edu"},
      {"Email : jo_smith+cv@mail.example.ac.uk.", "email:jo_smith+cv@mail.example.ac.uk"},
      {"<jo@example.org>", "email:jo@example.org"},
      {"Email:jo@example.org", "email:jo@example.org"},
      {"mailto:jo@example.org", "email:jo@example.org"},
      {"(jo@example.org)", "email:jo@example.org"},
  });
}

TEST(ContactsTest, MalformedEmails) {
  ExpectCases({
      {"jo@example", "email:jo@example!the domain has no top-level part (`.org`, `.edu`)"},
      {"jo@@example.org", "email:jo@@example.org!an email address has exactly one `@`"},
      {"jo@example..org", "email:jo@example..org!the domain has an empty label (`..`)"},
      {"jo.@example.org", "email:jo.@example.org!the name before `@` has a misplaced dot"},
      {"jo@", "email:jo@!an email address needs a domain after `@`"},
  });
}

TEST(ContactsTest, NotEmails) {
  ExpectCases({
      {"Twitter: @jo_smith", ""},
      {"8x A100@40GB nodes", ""},
      {"a CPU@2.4GHz", ""},
  });
}

TEST(ContactsTest, ObfuscatedEmails) {
  ExpectCases({
      {"jo at example dot com", "obfuscated:jo at example dot com"},
      {"jo [at] example [dot] edu", "obfuscated:jo [at] example [dot] edu"},
      {"jo(at)example(dot)edu", "obfuscated:jo(at)example(dot)edu"},
      {"jo (at) cs.example.edu, Room 5", "obfuscated:jo (at) cs.example.edu"},
      {"jo.smith AT example DOT org", "obfuscated:jo.smith AT example DOT org"},
      {"jo {at} mail [dot] example [dot] co [dot] uk.",
       "obfuscated:jo {at} mail [dot] example [dot] co [dot] uk"},
      {"Tel | jo at example dot com | jo.github.io",
       "obfuscated:jo at example dot com | url:jo.github.io"},
  });
  EXPECT_EQ(DeobfuscateEmail("jo at example dot com"), "jo@example.com");
  EXPECT_EQ(DeobfuscateEmail("jo [at] example [dot] edu"), "jo@example.edu");
  EXPECT_EQ(DeobfuscateEmail("jo(at)cs.example.edu"), "jo@cs.example.edu");
  EXPECT_EQ(DeobfuscateEmail("jo.smith AT example DOT org"), "jo.smith@example.org");
  EXPECT_EQ(DeobfuscateEmail("jo {at} mail [dot] example [dot] co [dot] uk"),
            "jo@mail.example.co.uk");
}

TEST(ContactsTest, ProseWithAtIsNotAnEmail) {
  ExpectCases({
      {"Research Intern at the University of Nowhere", ""},
      {"Visiting Researcher at Example Labs, Department of Physics.", ""},
      {"worked at example dot", ""},
      {"looked at data dot products", ""},
      {"Intern at example.com", "url:example.com"},
      {"jo at example dot notatld", ""},
  });
}

TEST(ContactsTest, Urls) {
  ExpectCases({
      {"Github: <https://github.com/jo-smith>", "url:https://github.com/jo-smith"},
      {"[site](https://jo.example.org/~jo/index.html).",
       "url:https://jo.example.org/~jo/index.html"},
      {"Scholar: https://scholar.example.com/citations?user=AbC_123&hl=en",
       "url:https://scholar.example.com/citations?user=AbC_123&hl=en"},
      {"www.example.edu/people/jo", "url:www.example.edu/people/jo"},
      {"Homepage: jo.github.io & Email", "url:jo.github.io"},
      {"github.com/jo-smith, linkedin.com/in/jo-smith",
       "url:github.com/jo-smith | url:linkedin.com/in/jo-smith"},
      {"http://localhost:8080/x", "url:http://localhost:8080/x"},
      {"Web:https://example.org", "url:https://example.org"},
  });
}

TEST(ContactsTest, MalformedUrls) {
  ExpectCases({
      {"https//example.org",
       "url:https//example.org!a URL scheme is followed by `://` (`https://`)"},
      {"http:/example.org", "url:http:/example.org!a URL scheme is followed by `://` (`https://`)"},
      {"htps://example.org", "url:htps://example.org!the URL scheme is misspelt (`https://`)"},
      {"https://example", "url:https://example!the domain has no top-level part (`.org`, `.edu`)"},
      {"https://exa!mple.org",
       "url:https://exa!mple.org!the domain has a character not allowed in domain names"},
      {"https://", "url:https://!a URL needs a host name"},
      {"www.example", "url:www.example!the domain has no top-level part (`.org`, `.edu`)"},
      {"https://example.org:80a/",
       "url:https://example.org:80a/!the port after the host is not a number"},
  });
}

TEST(ContactsTest, NotUrls) {
  ExpectCases({
      {"Ph.D. in Computer Science, e.g. B.S. and i.e. U.S.A.", ""},
      {"Used torch.compile and Node.js with ASP.NET on No.5 Road", ""},
      {"GPA: 3.79/4.0, pp. 10.5-11.2", ""},
      {"ssh://git.example.org/repo", ""},
      {"see README.md, main.cc and run.sh", ""},
      {"C++, C#, and Python", ""},
      {"Sec.3 and Fig.2", ""},
  });
}

TEST(ContactsTest, Orcid) {
  ExpectCases({
      {"ORCID: 0000-0002-1825-0097", "orcid:0000-0002-1825-0097"},
      {"0000-0001-5109-3700", "orcid:0000-0001-5109-3700"},
      {"0000-0002-1694-233X", "orcid:0000-0002-1694-233X"},
      {"https://orcid.org/0000-0002-1825-0097", "orcid:https://orcid.org/0000-0002-1825-0097"},
      {"orcid:0000-0002-1825-0097", "orcid:orcid:0000-0002-1825-0097"},
      {"ORCID: 0000-0002-1825-0098", "orcid:0000-0002-1825-0098!the ORCID checksum digit is wrong"},
      {"ORCID 0000-0002-1825-009",
       "orcid:0000-0002-1825-009!an ORCID iD is 16 digits in four groups of four "
       "(`0000-0002-1825-0097`)"},
      {"https://orcid.org/0000-0002-1825-0079",
       "orcid:https://orcid.org/0000-0002-1825-0079!the ORCID checksum digit is wrong"},
  });
  EXPECT_TRUE(OrcidChecksumOk("0000-0002-1825-0097"));
  EXPECT_TRUE(OrcidChecksumOk("0000-0002-1694-233X"));
  EXPECT_FALSE(OrcidChecksumOk("0000-0002-1694-2330"));
}

TEST(ContactsTest, NotOrcid) {
  ExpectCases({
      {"Serial 1234-5678-9012-3456", ""},
      {"2019-2020-2021-2022", ""},
  });
}

TEST(ContactsTest, Phones) {
  ExpectCases({
      {"Tel: +1 555-010-0199 / +44 20 7946 0958", "phone:+1 555-010-0199 | phone:+44 20 7946 0958"},
      {"+82-10-5550-1234 | jo@example.org", "phone:+82-10-5550-1234 | email:jo@example.org"},
      {"(+1) (555) 010-0199", "phone:+1) (555) 010-0199"},
      {"+1.555.010.0199", "phone:+1.555.010.0199"},
      {"+1 555 010 0199 0199 0199 01",
       "phone:+1 555 010 0199 0199 0199 01!a phone number has at "
       "most 15 digits"},
      {"+0 555 010 0199", "phone:+0 555 010 0199!a country calling code never starts with 0"},
  });
}

TEST(ContactsTest, NotPhones) {
  ExpectCases({
      {"C++ and 1+1 = 2", ""},
      {"+5 points, +30% throughput", ""},
      {"GPA: 4.19/4.3 (top 5%)", ""},
      {"Sep 2019 - Present, pp. 101-112, 2019-2023", ""},
      {"US Patent 11,514,370, 2022", ""},
  });
}

TEST(ContactsTest, Arxiv) {
  ExpectCases({
      {"arXiv:2104.01234", "arxiv:arXiv:2104.01234"},
      {"arXiv:2104.01234v2", "arxiv:arXiv:2104.01234v2"},
      {"arXiv:0801.1234", "arxiv:arXiv:0801.1234"},
      {"arXiv:cs/0112017", "arxiv:arXiv:cs/0112017"},
      {"arXiv:math.AG/0601001", "arxiv:arXiv:math.AG/0601001"},
      {"hep-th/9901001v3", "arxiv:hep-th/9901001v3"},
      {"arXiv preprint arXiv:2604.17550, 2026", "arxiv:arXiv:2604.17550"},
      {"arXiv 2104.01234", "arxiv:2104.01234"},
      {"https://arxiv.org/abs/2104.01234", "arxiv:https://arxiv.org/abs/2104.01234"},
      {"https://arxiv.org/pdf/2104.01234v1.pdf", "arxiv:https://arxiv.org/pdf/2104.01234v1.pdf"},
  });
}

TEST(ContactsTest, MalformedArxiv) {
  ExpectCases({
      {"arxiv:2504.2085",
       "arxiv:arxiv:2504.2085!arXiv ids from 2015 on have 5 digits after the dot"},
      {"arXiv:1201.12345",
       "arxiv:arXiv:1201.12345!arXiv ids before 2015 have 4 digits after the dot"},
      {"arXiv:2104.123", "arxiv:arXiv:2104.123!an arXiv id has 4 or 5 digits after the dot"},
      {"arXiv:2113.01234", "arxiv:arXiv:2113.01234!the month in an arXiv id is 01 to 12"},
      {"arXiv:0612.1234",
       "arxiv:arXiv:0612.1234!new-style arXiv ids start in April 2007 (0704.NNNN)"},
      {"arXiv:cs/112017",
       "arxiv:arXiv:cs/112017!an old-style arXiv id has 7 digits after the archive "
       "(archive/YYMMNNN)"},
      {"arXiv:cs/1012017",
       "arxiv:arXiv:cs/1012017!old-style arXiv ids run from August 1991 to "
       "March 2007"},
      {"arXiv:2104.01234v0",
       "arxiv:arXiv:2104.01234v0!an arXiv version is `v` and a number from 1 "
       "(`v2`)"},
      {"arXiv:abc", "arxiv:arXiv:abc!an arXiv id is YYMM.NNNNN (or archive/YYMMNNN before 2007)"},
  });
}

TEST(ContactsTest, NotArxiv) {
  ExpectCases({
      {"- arXiv* **A Title About Widgets**", ""},
      {"arXiv 2021, also NSDI 2025", ""},
      {"Version 2104.01234 of the dataset", ""},
  });
}

TEST(ContactsTest, Doi) {
  ExpectCases({
      {"doi:10.1145/3477132.3483540", "doi:doi:10.1145/3477132.3483540"},
      {"DOI: 10.1109/TPDS.2022.1234567.", "doi:10.1109/TPDS.2022.1234567"},
      {"https://doi.org/10.1145/3477132.3483540", "doi:https://doi.org/10.1145/3477132.3483540"},
      {"10.48550/arXiv.2104.01234", "doi:10.48550/arXiv.2104.01234"},
      {"doi:10.11/abc",
       "doi:doi:10.11/abc!a DOI has a registrant code of four or more digits "
       "after `10.`"},
      {"doi:10.1145", "doi:doi:10.1145!a DOI needs a `/` and a suffix after the registrant code"},
      {"doi:11.1145/x", "doi:doi:11.1145/x!a DOI starts with `10.`"},
      {"https://doi.org/", "doi:https://doi.org/!a doi.org link needs the DOI after the host"},
  });
  ExpectCases({{"a score of 10.5/11 overall", ""}});
}

TEST(ContactsTest, RangesAreOffsetAndLineIsKept) {
  const std::vector<ContactField> fields = Extract("Email: jo@example.org", 100);
  ASSERT_EQ(fields.size(), 1u);
  EXPECT_EQ(fields[0].range.begin, 107u);
  EXPECT_EQ(fields[0].range.end, 121u);
  EXPECT_EQ(fields[0].line, 7u);
}

TEST(ContactsTest, AppendsAfterExistingFieldsInOrder) {
  std::vector<ContactField> out(1);
  ExtractContacts("jo.github.io | jo at example dot org | +1 555 010 0199", 0, 0, out);
  ASSERT_EQ(out.size(), 4u);
  EXPECT_EQ(out[1].kind, ContactKind::kUrl);
  EXPECT_EQ(out[2].kind, ContactKind::kObfuscatedEmail);
  EXPECT_EQ(out[3].kind, ContactKind::kPhone);
}

TEST(ContactsTest, LinearOnLongLines) {
  // Pathological repetitions must not blow up: every scan is bounded by its chunk.
  std::string text;
  for (int i = 0; i < 20000; ++i) {
    text += "a at b [at] c dot ";
  }
  text += std::string(100000, '@');
  text += std::string(100000, '+');
  const std::vector<ContactField> fields = Extract(text);
  EXPECT_LT(fields.size(), 20001u);
}

TEST(ContactsTest, ArbitraryBytesAreTotal) {
  std::string text;
  for (int i = 0; i < 4096; ++i) {
    text += static_cast<char>((i * 131 + 7) % 256);
  }
  std::vector<ContactField> out;
  ExtractContacts(text, 0, 0, out);
  for (const ContactField& f : out) {
    EXPECT_LE(f.range.end, text.size());
    EXPECT_LT(f.range.begin, f.range.end);
  }
}

TEST(ContactsTest, QuickCheckRejectsPlainLines) {
  for (std::string_view text : {
           "",
           "Research Intern at Example Labs, Springfield | Jun 2019 - Aug 2021",
           "Ph.D. in Computer Science, Example State University, 2020",
           "Best Paper Award (OSDI 2024), two talks (e.G. Atlas); GPA 3.9, 30% faster",
           "- Taught *Operating Systems* to 120 students. Dotted lines, doing HTTP2 work",
           // Slashes and dots no contact holds: degrees, paths, file names.
           "B.S./M.S.",
           "Design and/or analysis, [Paper](/files/paper.pdf), permalink: /talks/",
           "{% include archive-single.html %} site.talks",
           // Dates, fractions and paths: a slash before a digit in a chunk that starts with no
           // letter; a number after the word 10 only as a DOI's `10.` and a digit.
           "Fall 2019/20, 05/2019 (2019/2020), 1/2 of the talks, [Slides](/files/2019/x.pdf)",
           "Scored x10.1 and 210.5, 10. place, 10.x",
       }) {
    EXPECT_FALSE(internal::MayHaveContact(text)) << text;
  }
  for (std::string_view text : {
           "jo@example.org",
           "see example.github.io",
           "github.com/jdoe",
           "ssh://host",
           "doi 10.1145/3600006 and 10.1145/x",
           "see 10.1234abc/x",
           "cs/0112017",
           "_cs/0112017",
           "(math.1/0101001)",
           "'hep-th/9901001'",
           "see 10.1",
           "Tel. +1 555 010 0199",
           "jo [at] example",
           "jo (AT) example",
           "jo at example dot org",
           "DOI 10.1145",
           "arXiv 2104.01234",
           "ORCID 1234",
           "WWW.EXAMPLE.ORG",
           "HTTPS:Example",
           "0000-0002-1825-0097",
           "0009-0001",
           "x doi",
           "(dot)",
       }) {
    EXPECT_TRUE(internal::MayHaveContact(text)) << text;
  }
}

// The quick check reads a line 64 bytes at a time and its last bytes one by one: blanks before
// or after a line, which move every byte to another place of its block and change the line's
// length, change no answer.
TEST(ContactsTest, QuickCheckIsTheSameInEveryLane) {
  for (std::string_view text : {
           "Research Intern at Example Labs, Springfield | Jun 2019 - Aug 2021",
           "Ph.D. in Computer Science",
           "Design and/or analysis, [Paper](/files/paper.pdf)",
           "x doi",
           "doi",
           "see 10.1234abc/x",
           "see 10.1234",
           "jo [at] example",
           "Tel. +1 555 010 0199",
           "see example.github.io",
           "github.com/jdoe.",
           "ORCID",
           "orcids and dots",
           "www",
           "wwww",
           "HTTPS:Example",
           "a+b",
       }) {
    const bool want = internal::MayHaveContact(text);
    for (size_t pad = 0; pad <= 65; ++pad) {
      const std::string blanks(pad, ' ');
      EXPECT_EQ(internal::MayHaveContact(blanks + std::string(text)), want) << pad << " " << text;
      EXPECT_EQ(internal::MayHaveContact(std::string(text) + blanks), want) << pad << " " << text;
    }
  }
}

// The quick check's rules (see MayHaveContact), read byte by byte and word by word: the
// reference the fast checks are compared with. Returns where the check fires first (a trigger
// word's first byte, or a signal byte), or npos.
size_t ReferenceFirstTrigger(std::string_view s) {
  constexpr std::string_view kTriggerWords[] = {"doi",  "dot",  "www",   "http", "https",
                                                "0000", "0009", "arxiv", "orcid"};
  const std::span<const std::string_view> kBareTlds = internal::BareTopLevelDomains();
  const auto word_byte = [&](size_t i) { return i < s.size() && IsAsciiAlnum(s[i]); };
  const auto word_end = [&](size_t i) {
    while (word_byte(i)) {
      ++i;
    }
    return i;
  };
  // Whether the chunk holding `i` (from the scanner's delimiter before it, leading `'` and `_`
  // skipped) starts with a letter.
  const auto chunk_starts_with_letter = [&](size_t i) {
    constexpr std::string_view kPunctuationDelimiters = "|<>()[]{}\",;*`\\";
    size_t begin = i;
    while (begin > 0) {
      const unsigned char c = static_cast<unsigned char>(s[begin - 1]);
      if (c <= ' ' || c >= 0x80 ||
          kPunctuationDelimiters.find(static_cast<char>(c)) != std::string_view::npos) {
        break;
      }
      --begin;
    }
    while (begin < i && (s[begin] == '\'' || s[begin] == '_')) {
      ++begin;
    }
    return IsAsciiAlpha(s[begin]);
  };
  for (size_t i = 0; i < s.size(); ++i) {
    if (word_byte(i)) {
      if (i == 0 || !word_byte(i - 1)) {
        const std::string word = AsciiLower(s.substr(i, word_end(i) - i));
        if (std::find(std::begin(kTriggerWords), std::end(kTriggerWords), word) !=
            std::end(kTriggerWords)) {
          return i;
        }
      }
      continue;
    }
    const char next = i + 1 < s.size() ? s[i + 1] : '\0';
    switch (s[i]) {
      case '@':
        return i;
      case '/':
        if ((i > 0 && s[i - 1] == ':') || (IsAsciiDigit(next) && chunk_starts_with_letter(i))) {
          return i;
        }
        break;
      case '.': {
        if (i >= 2 && s.substr(i - 2, 2) == "10" && (i == 2 || !word_byte(i - 3)) &&
            IsAsciiDigit(next)) {
          return i;
        }
        const std::string_view tld = s.substr(i + 1, word_end(i + 1) - (i + 1));
        if (std::find(kBareTlds.begin(), kBareTlds.end(), tld) != kBareTlds.end()) {
          return i;
        }
        break;
      }
      case '+':
        if (IsAsciiDigit(next)) {
          return i;
        }
        break;
      case '[':
      case '(':
      case '{':
      case '<':
        if ((next | 0x20) == 'a' && i + 2 < s.size() && (s[i + 2] | 0x20) == 't') {
          return i;
        }
        break;
      default:
        break;
    }
  }
  return std::string_view::npos;
}

// A dot is followed by a top-level domain the quick check knows when the list has it: every word
// of two and three letters, and some longer, in lower and other cases.
TEST(ContactsTest, QuickCheckKnowsTheTopLevelDomains) {
  std::vector<std::string> words;
  for (char a = 'a'; a <= 'z'; ++a) {
    for (char b = 'a'; b <= 'z'; ++b) {
      words.push_back({a, b});
      words.push_back({a, static_cast<char>(b - 32)});
      words.push_back({a, b, '0'});
      for (char c = 'a'; c <= 'z'; ++c) {
        words.push_back({a, b, c});
      }
    }
  }
  for (const std::string_view tld : internal::BareTopLevelDomains()) {
    words.emplace_back(tld);
    words.push_back(AsciiUpper(tld));
    words.push_back(std::string(tld) + "s");
    words.push_back(std::string(tld).substr(1));
  }
  for (const std::string_view word : {"z", "{}", "`a", "a{", "pdf", "html", "online", "onlines"}) {
    words.emplace_back(word);
  }
  for (const std::string& word : words) {
    for (const std::string& line : {"x." + word, "x." + word + "/y", "x." + word + "-z"}) {
      ASSERT_EQ(internal::MayHaveContact(line),
                ReferenceFirstTrigger(line) != std::string_view::npos)
          << line;
    }
  }
}

// Random text made of pieces of trigger words, signal bytes and their near misses.
std::string RandomLine(std::mt19937& random, int max_pieces) {
  constexpr std::string_view kPieces[] = {
      "doi",   "DoT",    "www",     "http", "HTTPS",    "0000",     "0009",
      "arXiv", "orcid",  "10",      ".",    "/",        ":",        "@",
      "+",     "[",      "(",       "{",    "<",        "at",       "AT",
      "org",   "Org",    "io",      "com",  "abcdefg",  " ",        "  ",
      "\t",    "1",      "x",       "-",    ",",        "9",        "dois",
      "xdoi",  "online", "onlinex", "a",    "Research", "\xC3\xA9", "\xE2\x80\x94",
      "cs",    "_",      "'",       "|",    "pdf",      "dev",      "Com",
      "ioo"};
  std::string line;
  const int pieces = static_cast<int>(random() % static_cast<unsigned>(max_pieces + 1));
  for (int p = 0; p < pieces; ++p) {
    line += kPieces[random() % std::size(kPieces)];
  }
  return line;
}

// The quick check reads 64 bytes a step, its last bytes one at a time: on lines long and short
// it answers as its rules, read byte by byte, do.
TEST(ContactsTest, QuickCheckFollowsItsRules) {
  std::mt19937 random(20261130);
  for (int round = 0; round < 100000; ++round) {
    const std::string line = RandomLine(random, round % 2 == 0 ? 12 : 60);
    ASSERT_EQ(internal::MayHaveContact(line), ReferenceFirstTrigger(line) != std::string_view::npos)
        << line;
  }
}

// Over a whole document, the quick check fires first in a line where the check of that line
// alone does (the scanner starts there): nothing carries over a line break, whichever lines are
// asked.
TEST(ContactsTest, ContactLinesAgreeWithTheCheckOfEachLine) {
  std::mt19937 random(1130);
  for (int round = 0; round < 3000; ++round) {
    std::string document;
    std::vector<ByteRange> lines;
    const int line_count = 1 + static_cast<int>(random() % 12);
    for (int k = 0; k < line_count; ++k) {
      const std::string line = RandomLine(random, random() % 3 == 0 ? 50 : 8);
      const uint32_t begin = static_cast<uint32_t>(document.size());
      document += line;
      lines.push_back({begin, static_cast<uint32_t>(document.size())});
      if (k + 1 < line_count || random() % 2 == 0) {
        document += random() % 4 == 0 ? "\r\n" : "\n";
      }
    }
    ContactLines contact_lines(document);
    for (const ByteRange& range : lines) {
      if (random() % 4 == 0) {
        continue;  // blank and markup lines are never asked
      }
      const std::string_view line = std::string_view(document).substr(range.begin, range.size());
      const size_t want = ReferenceFirstTrigger(line);
      ASSERT_EQ(contact_lines.FirstTrigger(range),
                want == std::string_view::npos ? ContactLines::kNoTrigger : range.begin + want)
          << line << "\nin\n"
          << document;
    }
  }
}

std::string Fields(const std::vector<ContactField>& fields) {
  std::string out;
  for (const ContactField& f : fields) {
    out += fmt::format("{}-{}:{}:{}:{};", f.range.begin, f.range.end, KindName(f.kind), f.problem,
                       f.line);
  }
  return out;
}

// The quick check only skips work: on every line, with or without it, the fields are the
// same.
void ExpectQuickCheckExact(std::string_view line, size_t& rejected) {
  std::vector<ContactField> quick;
  std::vector<ContactField> full;
  ExtractContacts(line, 3, 1, quick);
  internal::ExtractContactsFullScan(line, 3, 1, full);
  EXPECT_EQ(Fields(quick), Fields(full)) << line;
  rejected += internal::MayHaveContact(line) ? 0 : 1;
}

// The scanner starts at the chunk where the quick check fires first: fields whose trigger is
// not their first byte, and obfuscated addresses whose name comes before it, are still whole.
TEST(ContactsTest, ScanFromTheFirstTriggerFindsWholeFields) {
  for (std::string_view line : {
           "Mail jo.doe@example.org now",
           "Page: example.github.io",
           "see 10.1145/3600006 (2023)",
           "Old: cs/0112017 and math/0101001",
           "Old: _cs/0112017 and (math.1/0101001)",
           "Call +15550100199_cs/0112017",
           "Web:https://x.org/a",
           "Reach jo at example dot org or https://x.org",
           "Reach jo [at] example.org",
           "Write to jo (at) example (dot) org, or call +1 555 010 0199",
           "As in arXiv 2104.01234",
           "Labelled orcid 0000-0002-1825-0097.",
       }) {
    std::vector<ContactField> quick;
    std::vector<ContactField> full;
    ExtractContacts(line, 3, 1, quick);
    internal::ExtractContactsFullScan(line, 3, 1, full);
    EXPECT_FALSE(full.empty()) << line;
    EXPECT_EQ(Fields(quick), Fields(full)) << line;
  }
}

TEST(ContactsTest, QuickCheckNeverHidesAFieldInFixtures) {
  size_t lines = 0;
  size_t rejected = 0;
  const std::filesystem::path root = std::filesystem::path(CVTIDY_SOURCE_DIR) / "fixtures";
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    const std::string ext = entry.path().extension().string();
    if (!entry.is_regular_file() || (ext != ".md" && ext != ".txt")) {
      continue;
    }
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string document((std::istreambuf_iterator<char>(in)),
                               std::istreambuf_iterator<char>());
    // Each line alone, and the lines of the whole file as the parser reads them.
    ContactLines contact_lines(document);
    for (size_t begin = 0; begin < document.size();) {
      const size_t newline = std::min(document.find('\n', begin), document.size());
      const std::string_view line = std::string_view(document).substr(begin, newline - begin);
      ExpectQuickCheckExact(line, rejected);
      std::vector<ContactField> gated;
      std::vector<ContactField> full;
      const ByteRange range{static_cast<uint32_t>(begin), static_cast<uint32_t>(newline)};
      ExtractContacts(document, range, 1, contact_lines, gated);
      internal::ExtractContactsFullScan(line, range.begin, 1, full);
      EXPECT_EQ(Fields(gated), Fields(full)) << line;
      ++lines;
      begin = newline + 1;
    }
  }
  EXPECT_GT(lines, 1000u);
  EXPECT_GT(rejected, lines / 2);  // the quick check does its job on ordinary lines
}

TEST(ContactsTest, QuickCheckNeverHidesAFieldInNearMisses) {
  // Tokens that are, or nearly are, contact fields, joined at random.
  constexpr std::string_view kTokens[] = {
      "jo",
      "at",
      "AT",
      "[at]",
      "(At)",
      "{at}",
      "<at>",
      "dot",
      "[dot]",
      "(DOT)",
      "example",
      "org",
      "ORG",
      "example.org",
      "Example.Org",
      "x.co.uk",
      "www.Ex.COM",
      "WWW.X.ORG",
      "http:x",
      "https:example",
      "HTTPS:Ex",
      "http//x",
      "https://x.org",
      "htps://x.org",
      "doi",
      "DOI:",
      "doi:10.1145/1",
      "10.1145",
      "10.1145/123",
      "arXiv",
      "arXiv:",
      "2104.01234",
      "cs/0112017",
      "math.AG/0101001",
      "ORCID",
      "0000-0002-1825-0097",
      "0009-0001-2345-678X",
      "1234-5678",
      "+1",
      "+44 20 7946 0958",
      "+",
      "5550100",
      "jo@example.org",
      "@jdoe",
      "Email:jo@x.org",
      "e.g.",
      "Ph.D.",
      "x.io",
      "github.com/jdoe",
      "_arXiv_",
      "'www.x.org'",
      "(",
      ")",
      ",",
      ";",
      "|",
      "*",
      "`",
      "'",
      "_",
      ".",
      ":",
      "-",
      "\xC3\xA9",
      "\xE2\x80\x94",
      "2019",
      "Sep",
      "A100@40GB",
      "a.b",
      "Ab.Cd",
  };
  constexpr std::string_view kGlue[] = {" ", "", "  ", "\t", ", ", ".", ":", "-", "/"};
  std::mt19937 random(20261121);
  size_t rejected = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string line;
    const int tokens = 1 + static_cast<int>(random() % 8);
    for (int t = 0; t < tokens; ++t) {
      if (t > 0) {
        line += kGlue[random() % std::size(kGlue)];
      }
      line += kTokens[random() % std::size(kTokens)];
    }
    ExpectQuickCheckExact(line, rejected);
    if (HasFailure()) {
      return;  // one counterexample is enough
    }
  }
  EXPECT_GT(rejected, 0u);
}

// The end of a chunk, sixteen bytes a step, is the first delimiter read byte by byte: every byte
// value, at every place of texts shorter and longer than a step.
TEST(ContactsTest, ChunkEndIsTheFirstDelimiter) {
  const std::string_view delimiters = "|<>()[]{}\",;*`\\";
  const auto is_delimiter = [&](unsigned char c) {
    return c <= ' ' || c >= 0x80 || delimiters.find(static_cast<char>(c)) != std::string_view::npos;
  };
  for (int c = 0; c < 256; ++c) {
    for (size_t size : {1, 5, 16, 17, 40}) {
      for (size_t at = 0; at < size; ++at) {
        std::string text(size, 'a');
        text[at] = static_cast<char>(c);
        const size_t want = is_delimiter(static_cast<unsigned char>(c)) ? at : size;
        ASSERT_EQ(internal::ChunkEnd(text, 0), want) << c << " " << size << " " << at;
        ASSERT_EQ(internal::ChunkEnd(text, at), want) << c << " " << size << " " << at;
      }
    }
  }
  std::mt19937 random(20261201);
  constexpr std::string_view kBytes = "ab.:/@0-_x( ,\t\x80\xC3]`";
  for (int round = 0; round < 20000; ++round) {
    std::string text(random() % 70, 'a');
    for (char& ch : text) {
      ch = random() % 3 == 0 ? static_cast<char>(random() % 256) : kBytes[random() % kBytes.size()];
    }
    for (size_t from = 0; from <= text.size(); ++from) {
      size_t want = from;
      while (want < text.size() && !is_delimiter(static_cast<unsigned char>(text[want]))) {
        ++want;
      }
      ASSERT_EQ(internal::ChunkEnd(text, from), want) << text << " from " << from;
    }
  }
}

// HostProblem read label by label, as it was before its one pass over the bytes.
std::string_view ReferenceHostProblem(std::string_view host) {
  if (host.empty()) {
    return "a URL needs a host name";
  }
  if (EqualsIgnoreCase(host, "localhost")) {
    return {};
  }
  std::vector<std::string_view> labels;
  for (size_t begin = 0; begin <= host.size();) {
    const size_t dot = std::min(host.find('.', begin), host.size());
    labels.push_back(host.substr(begin, dot - begin));
    begin = dot + 1;
  }
  bool all_numeric = true;
  for (std::string_view label : labels) {
    if (label.empty()) {
      return "the domain has an empty label (`..`)";
    }
    for (char c : label) {
      if (!IsAsciiAlnum(c) && c != '-' && c != '_') {
        return "the domain has a character not allowed in domain names";
      }
    }
    if (label.front() == '-' || label.back() == '-') {
      return "a domain label cannot start or end with `-`";
    }
    all_numeric = all_numeric && std::all_of(label.begin(), label.end(), IsAsciiDigit);
  }
  if (all_numeric && labels.size() == 4) {
    return {};
  }
  if (labels.size() < 2) {
    return "the domain has no top-level part (`.org`, `.edu`)";
  }
  const std::string_view last = labels.back();
  if (last.size() < 2 || !std::all_of(last.begin(), last.end(), IsAsciiAlpha)) {
    return "the top-level domain is not two or more letters";
  }
  return {};
}

// A URL's host is judged as label by label: random hosts of letters, digits, `-`, `_`, dots and
// bytes no host holds, read in `https://HOST/p`.
TEST(ContactsTest, HostProblemMatchesTheLabelByLabelReading) {
  constexpr std::string_view kHostBytes = "aZq09.-_.%~";
  std::mt19937 random(1201);
  size_t clean = 0;
  for (int round = 0; round < 30000; ++round) {
    std::string host(random() % 12, 'a');
    for (char& ch : host) {
      ch = kHostBytes[random() % kHostBytes.size()];
    }
    if (round % 7 == 0) {
      host = std::to_string(random() % 300) + "." + std::to_string(random() % 300) + "." +
             std::to_string(random() % 300) + (random() % 2 == 0 ? ".1" : "");
    } else if (round % 11 == 0) {
      host = round % 2 == 0 ? "LocalHost" : "localhost.a";
    }
    const std::string url = "https://" + host + "/p";
    std::vector<ContactField> fields;
    ExtractContacts(url, 0, 0, fields);
    ASSERT_EQ(fields.size(), 1u) << url;
    ASSERT_EQ(fields[0].problem, ReferenceHostProblem(host)) << url;
    clean += fields[0].problem.empty() ? 1 : 0;
  }
  EXPECT_GT(clean, 3000u);  // both verdicts are reached often
}

}  // namespace
}  // namespace cvtidy::testing_contacts
