// Strict mode's rules (sim/StrictRules.h): the dv view of a decoded
// instruction equals the dv view of the instruction as written, for every
// instruction of the dv corpus (tests/lit/dv/Inputs, checked against GNU as);
// and the rule sides give the same semantics as the class-set rules.
#include "isa/Match.h"
#include "sim/StrictRules.h"
#include "tests/unit/dv/AsmLite.h"
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <set>
#include <sstream>
#include <tuple>

using namespace epic;
namespace dv = epic::isa::dv;
namespace fs = std::filesystem;

namespace {

std::vector<dvtest::Event> corpus() {
  std::vector<dvtest::Event> Out;
  std::vector<fs::path> Files;
  for (const auto &E : fs::directory_iterator(fs::path(EPIC_SOURCE_DIR) / "tests/lit/dv/Inputs"))
    if (E.path().extension() == ".s") Files.push_back(E.path());
  std::sort(Files.begin(), Files.end());
  for (const auto &P : Files) {
    std::ifstream In(P);
    std::stringstream SS;
    SS << In.rdbuf();
    for (auto &Ev : dvtest::parse(SS.str()))
      if (Ev.K == dvtest::Event::Inst) Out.push_back(std::move(Ev));
  }
  return Out;
}

/// What the simulator sees: the instruction matched, encoded and decoded.
std::optional<isa::MachineInst> roundTrip(const ir::Inst &I) {
  isa::MatchOptions O;
  O.AnyImmediate = true;
  auto MI = isa::match(I, O);
  if (!MI) {
    llvm::consumeError(MI.takeError());
    return std::nullopt;
  }
  const isa::FormInfo &F = MI->info();
  if (!MI->Syms.empty()) return std::nullopt; // symbolic target: its value is irrelevant here
  uint64_t L = 0;
  auto Word = isa::encodeInst(*MI, &L);
  if (!Word) {
    llvm::consumeError(Word.takeError());
    return std::nullopt;
  }
  ir::Unit U = F.Unit == isa::UnitType::A || F.Unit == isa::UnitType::M ? ir::Unit::M
               : F.Unit == isa::UnitType::I                             ? ir::Unit::I
               : F.Unit == isa::UnitType::F                             ? ir::Unit::F
               : F.Unit == isa::UnitType::B                             ? ir::Unit::B
                                                                        : ir::Unit::L;
  return isa::decodeInst(U, *Word, L);
}

using UseKey = std::tuple<int, int, bool, int, int, int>;
/// Uses in comparable form. Known, intended differences are left out: the
/// decoder spells the default status field `.s0` where GNU as treats a
/// missing one as any of the four, and aliases (`fnorm` for `fma f=f,f1,f0`)
/// do not name f0/f1, which nothing can write. \p UnitLess: a `mov` to or
/// from an AR both units reach written without `.m`/`.i`, which GNU as's
/// checker (and ours) gives AR[FPSR], AR[UNAT] and PSR.si uses its decoded
/// `mov.m`/`mov.i` does not have.
std::set<UseKey> uses(const std::vector<dv::Access> &As, bool UnitLess = false) {
  std::set<UseKey> S;
  for (const auto &A : As) {
    if (UnitLess && A.From == dv::Origin::Implicit &&
        ((A.Res >= dv::ResourceId::ArFPSRsf0c && A.Res <= dv::ResourceId::ArFPSRrv) ||
         A.Res == dv::ResourceId::ArUNAT || A.Res == dv::ResourceId::PsrSI))
      continue;
    if (A.Res > dv::ResourceId::ArFPSRsf0c && A.Res <= dv::ResourceId::ArFPSRsf3f &&
        A.Res != dv::ResourceId::ArFPSRsf0f)
      continue;
    if (A.Res == dv::ResourceId::FR && A.Index < 2 && !A.Write) continue;
    S.insert({int(A.Res), A.Index, A.Write, int(A.From), A.QP, A.Note});
  }
  return S;
}

} // namespace

TEST(StrictRules, DecodedInstructionsUseWhatTheSourceUses) {
  unsigned Compared = 0;
  std::vector<std::string> Diffs;
  for (const auto &Ev : corpus()) {
    auto MI = roundTrip(Ev.I);
    if (!MI || MI->Form < 0) continue;
    ++Compared;
    ir::Inst D = sim::toIrInst(*MI);
    bool UnitLess = Ev.I.Mnemonic == "mov" && D.Mnemonic != "mov";
    if (uses(dv::accessesOf(Ev.I), UnitLess) != uses(dv::accessesOf(D), UnitLess))
      Diffs.push_back(ir::toString(Ev.I) + "  decoded as  " + ir::toString(D));
  }
  EXPECT_GT(Compared, 1500u);
  for (const auto &S : Diffs) ADD_FAILURE() << S;
}

TEST(StrictRules, RuleSidesAgreeWithClassSets) {
  auto Evs = corpus();
  unsigned Pairs = 0;
  for (size_t K = 1; K < Evs.size(); K += 3) {
    const ir::Inst &A = Evs[K - 1].I, &B = Evs[K].I;
    auto CA = dv::classesOf(A), CB = dv::classesOf(B);
    for (const auto &UA : dv::accessesOf(A))
      for (const auto &UB : dv::accessesOf(B)) {
        if (!UA.Write || UA.Res != UB.Res) continue;
        if (UA.Index >= 0 && UB.Index >= 0 && UA.Index != UB.Index) continue;
        dv::DepKind Kind;
        dv::Semantics Want = dv::pairSemantics(CA, UA, CB, UB, Kind);
        dv::Semantics Got = dv::pairSemantics(dv::ruleSides(CA, UA), dv::ruleSides(CB, UB), Kind);
        EXPECT_EQ(int(Want), int(Got)) << ir::toString(A) << " ; " << ir::toString(B);
        ++Pairs;
      }
  }
  EXPECT_GT(Pairs, 50u);
  EXPECT_TRUE(dv::validateTables().empty());
}

TEST(StrictRules, FpStatusFlagsAndBranchReadsAreNotConflicts) {
  // Two FP operations of one group write the same status flags: allowed.
  auto decode = [](const char *Text) {
    auto Evs = dvtest::parse(Text);
    auto MI = roundTrip(Evs.at(0).I);
    EXPECT_TRUE(MI.has_value()) << Text;
    sim::StrictInfo SI;
    sim::buildStrictInfo(SI, *MI, false);
    return SI;
  };
  sim::StrictInfo F1 = decode("fadd f6=f7,f8"), F2 = decode("fmpy f9=f10,f11");
  sim::StrictGroup G;
  G.record(F1, true, nullptr, 0);
  EXPECT_TRUE(G.mayConflict(F2, true)); // same flags resource ...
  EXPECT_FALSE(G.find(F2, true));       // ... but the rules allow it
  // An FP compare's predicate read by a branch is a violation; an integer
  // compare's is not.
  sim::StrictInfo Fc = decode("fcmp.eq p6,p7=f2,f3"), Ic = decode("cmp.eq p6,p7=r2,r3"),
                  Br = decode("(p6) br.cond.sptk.few b6");
  sim::StrictGroup G2;
  G2.record(Ic, true, nullptr, 0);
  EXPECT_FALSE(G2.find(Br, false));
  G2.newGroup();
  G2.record(Fc, true, nullptr, 0);
  auto C = G2.find(Br, false);
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Kind, dv::DepKind::RAW);
  EXPECT_EQ(sim::strictResourceName(C->Later->A), "p6");
  // A predicated-off compare writes nothing; a predicated-off .unc compare
  // clears its targets.
  sim::StrictInfo Add = decode("(p6) add r2=r3,r4"), PCmp = decode("(p5) cmp.eq p6,p7=r2,r3"),
                  UCmp = decode("(p5) cmp.eq.unc p6,p7=r2,r3");
  sim::StrictGroup G3;
  G3.record(PCmp, false, nullptr, 0);
  EXPECT_FALSE(G3.mayConflict(Add, true));
  G3.record(UCmp, false, nullptr, 0);
  EXPECT_TRUE(G3.find(Add, false)); // the qp read happens even when it is false
}
