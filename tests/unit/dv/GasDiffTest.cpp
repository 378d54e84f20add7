// CI differential check: for every case of tests/lit/dv/Inputs/*.s the set of
// violations our checker reports equals GNU as -xexplicit's warnings (same
// instruction pair, kind, resource name, semantics and resource number).
#include "GasDiff.h"
#include <filesystem>
#include <gtest/gtest.h>
#include <iostream>

using namespace epic::dvtest;

TEST(DvGasDiff, CorpusAgreesWithGnuAs) {
  if (!haveGas()) GTEST_SKIP() << "ia64-linux-gnu-as not installed";
  namespace fs = std::filesystem;
  std::vector<std::string> Files;
  for (const auto &E : fs::directory_iterator(fs::path(EPIC_SOURCE_DIR) / "tests/lit/dv/Inputs"))
    if (E.path().extension() == ".s") Files.push_back(E.path().string());
  std::sort(Files.begin(), Files.end());
  std::string Tmp = (fs::path(EPIC_BINARY_DIR) / "dv-gasdiff-case.s").string();
  unsigned Cases = 0, Agree = 0, Gaps = 0, GasWarnings = 0;
  for (const auto &F : Files)
    for (const auto &C : loadCorpus(F)) {
      ++Cases;
      auto Gas = asSet(runGas(C.Text, Tmp));
      auto Ours = asSet(runChecker(parse(C.Text)));
      GasWarnings += unsigned(Gas.size());
      if (Gas == Ours) {
        ++Agree;
        EXPECT_FALSE(C.KnownGap) << F << ":" << C.FirstLine << ": marked GAP but agrees now";
        continue;
      }
      if (C.KnownGap) {
        ++Gaps;
        continue;
      }
      std::ostringstream Msg;
      Msg << F << ":" << C.FirstLine << ": disagreement\n" << C.Text;
      for (const auto &G : Gas)
        if (!Ours.count(G)) Msg << "  only gas:  line " << G.Line << " vs " << G.Other << ": " << G.Text << "\n";
      for (const auto &O : Ours)
        if (!Gas.count(O)) Msg << "  only ours: line " << O.Line << " vs " << O.Other << ": " << O.Text << "\n";
      ADD_FAILURE() << Msg.str();
    }
  std::cout << "[dv-gasdiff] cases=" << Cases << " agree=" << Agree << " known-gaps=" << Gaps
            << " gas-warnings=" << GasWarnings << "\n";
  EXPECT_GT(Cases, 0u);
}
