// Differential harness: GNU as -xexplicit warnings vs our checker for small
// cases (corpus files split at lines starting with "//---").
#pragma once
#include "AsmLite.h"
#include <array>
#include <cstdio>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace epic::dvtest {

struct Case {
  std::string File, Text;
  unsigned FirstLine = 1; // line of the case in its corpus file
  bool KnownGap = false;  // marked "// GAP:" (documented disagreement)
};

inline std::vector<Case> loadCorpus(const std::string &Path) {
  std::ifstream In(Path);
  std::vector<Case> Out;
  Case Cur{Path, "", 1};
  std::string Line;
  unsigned N = 0;
  auto Flush = [&] {
    if (Cur.Text.find_first_not_of(" \t\n") != std::string::npos) Out.push_back(Cur);
  };
  while (std::getline(In, Line)) {
    ++N;
    if (Line.rfind("//---", 0) == 0) {
      Flush();
      Cur = Case{Path, "", N + 1};
      continue;
    }
    if (Line.find("// GAP:") != std::string::npos) Cur.KnownGap = true;
    Cur.Text += Line + "\n";
  }
  Flush();
  return Out;
}

inline bool haveGas() { return std::system("ia64-linux-gnu-as --version >/dev/null 2>&1") == 0; }

/// Runs GNU as on the text and returns its DV warnings.
inline std::vector<Found> runGas(const std::string &Text, const std::string &TmpPath) {
  { std::ofstream(TmpPath) << Text; }
  std::string Cmd = "ia64-linux-gnu-as -xexplicit -o /dev/null " + TmpPath + " 2>&1";
  std::string Output;
  if (FILE *P = popen(Cmd.c_str(), "r")) {
    std::array<char, 4096> Buf;
    size_t K;
    while ((K = fread(Buf.data(), 1, Buf.size(), P)) > 0) Output.append(Buf.data(), K);
    pclose(P);
  }
  static const std::regex Use(R"(^[^:]*:(\d+): Warning: Use of '[^']*' (?:violates|may violate) (RAW|WAW|WAR) dependency '(.*)' \(([a-z]+)\)( when entry is at label '[^']*')?(?:, specific resource number is (\d+))?)");
  static const std::regex Loc(R"(^[^:]*:(\d+): Warning: This is the location of the conflicting usage)");
  std::vector<Found> Out;
  std::istringstream SS(Output);
  std::string Line;
  Found Pending;
  bool Have = false;
  while (std::getline(SS, Line)) {
    std::smatch M;
    if (std::regex_search(Line, M, Use)) {
      Pending = {};
      Pending.Line = unsigned(std::stoul(M[1]));
      std::string K = M[2];
      Pending.Text = K + " '" + std::string(M[3]) + "' (" + std::string(M[4]) + ")";
      if (M[5].matched) Pending.Text += std::string(M[5]);
      if (M[6].matched) Pending.Text += " #" + std::string(M[6]);
      Have = true;
    } else if (Have && std::regex_search(Line, M, Loc)) {
      Pending.Other = unsigned(std::stoul(M[1]));
      Out.push_back(Pending);
      Have = false;
    }
  }
  return Out;
}

inline std::set<Found> asSet(const std::vector<Found> &V) { return {V.begin(), V.end()}; }

} // namespace epic::dvtest
