#include "scheduler/GroupJoin.h"
#include "ir/Template.h"
#include "isa/dv/DependencyChecker.h"

namespace epic::sched {

model::IssueBundle issueBundle(const BundleOut &B, const std::vector<InstDesc> &Descs,
                               const std::vector<std::vector<std::pair<uint64_t, model::DepKind>>> &Deps,
                               const std::vector<unsigned> &AddrClass, const model::MachineModel &MM,
                               const std::function<uint64_t(unsigned)> &IdOf, uint64_t &NextNopId) {
  model::IssueBundle IB;
  IB.Template = B.Template;
  for (unsigned S = 0; S < 3; ++S) {
    if (B.Slot[S] == XSlot)
      continue;
    ir::Unit Unit = slotUnit(B.Template, S);
    model::IssueInst I;
    if (B.Slot[S] >= 0) {
      unsigned N = unsigned(B.Slot[S]);
      I.Info = Descs[N].Info;
      I.Id = IdOf(N);
      I.Deps = Deps[N];
      // Same base value, same line; different ones are taken to differ
      // (store-to-load recirculation in the issue engine).
      if (N < AddrClass.size() && AddrClass[N])
        I.MemAddress = uint64_t(AddrClass[N]) << 12;
    } else {
      if (auto Nop = MM.inst("nop", Unit)) I.Info = *Nop;
      I.Id = NextNopId++;
    }
    I.Info.Unit = Unit;
    IB.Slots[S] = std::move(I);
  }
  return IB;
}

namespace {
/// Nodes of the group that ends `L` (walking back to the previous stop), in
/// slot order; empty when that group began in an earlier region.
std::vector<unsigned> lastGroup(const LaidOutRegion &L, bool &Complete) {
  std::vector<unsigned> Out;
  Complete = false;
  for (size_t B = L.Layout.size(); B-- > 0;) {
    const BundleOut &Bu = L.Layout[B];
    uint8_t Stops = ir::templateInfo(Bu.Template).StopMask;
    for (unsigned S = 3; S-- > 0;) {
      bool Last = B + 1 == L.Layout.size() && S == 2;
      if (!Last && (Stops >> S & 1)) {
        Complete = true;
        std::reverse(Out.begin(), Out.end());
        return Out;
      }
      if (Bu.Slot[S] >= 0)
        Out.push_back(unsigned(Bu.Slot[S]));
    }
  }
  // Reached the region's start: the group is whole unless it joined the
  // region before or continues a group the code before it left open (a
  // brace bundle without a final stop: its instructions are in the group too).
  Complete = !L.JoinedPrevious && !L.EntersOpenGroup;
  std::reverse(Out.begin(), Out.end());
  return Out;
}

/// Nodes of `L`'s first group, in slot order; false when it has no stop.
bool isSpeculationCheck(const model::MachineModel &MM, const InstDesc &D) {
  std::string_view C = MM.cls(D.Info.Class).Name;
  return C == "chk_s_i" || (C == "chk_a" && D.FallsThrough); // a chk.a of ours (Speculate.h)
}

bool firstGroup(const LaidOutRegion &L, std::vector<unsigned> &Out) {
  for (const BundleOut &Bu : L.Layout) {
    uint8_t Stops = ir::templateInfo(Bu.Template).StopMask;
    for (unsigned S = 0; S < 3; ++S) {
      if (Bu.Slot[S] >= 0)
        Out.push_back(unsigned(Bu.Slot[S]));
      if (Stops >> S & 1)
        return true;
    }
  }
  return false;
}
} // namespace

JoinDecision decideJoin(const ir::Module &M, const model::MachineModel &MM, const LaidOutRegion &Prev,
                        const LaidOutRegion &Next) {
  JoinDecision D;
  auto no = [&](std::string Why) {
    D.Why = std::move(Why);
    return D;
  };
  const Region &P = *Prev.R, &N = *Next.R;
  if (P.Section != N.Section || P.End > N.Begin || Prev.Layout.empty() || Next.Layout.empty())
    return no("not adjacent");
  // Only labels between: a directive, data or a stop keeps its meaning.
  const auto &Stmts = M.Sections[P.Section].Stmts;
  if (P.End == N.Begin)
    return no("no label between");
  for (size_t I = P.End; I < N.Begin; ++I)
    if (!std::holds_alternative<ir::Label>(Stmts[I]))
      return no("not only labels between");
  // A `chk.s` or `chk.a` (an M or I unit check, no B slot) may share its group with
  // what follows: when it branches, its recovery code comes back to the
  // label, which starts a new group (control speculation, Speculate.h).
  if (P.Descs.back().EndsRegion && !isSpeculationCheck(MM, P.Descs.back()))
    return no("ends with an exit");
  if (!(Prev.Layout.back().Template & 1))
    return no("no final stop");

  // The joined group must break no dependency rule on the fall-through path
  // (the label starts a new path, as GNU as checks it).
  bool Complete = false;
  std::vector<unsigned> Tail = lastGroup(Prev, Complete), Head;
  if (!Complete)
    return no("the last group began in an earlier region");
  if (!firstGroup(Next, Head))
    return no("the first group has no stop");
  isa::dv::DependencyChecker C;
  size_t Id = 0;
  for (unsigned Nd : Tail)
    if (!C.append(Prev.Insts[Nd], Id++).empty())
      return no("dependency inside the last group");
  C.label();
  for (unsigned Nd : Head)
    if (!C.append(Next.Insts[Nd], Id++).empty())
      return no("dependency violation in the joined group");

  // Timing: both regions in a row through the issue engine, with and
  // without the stop; the values that flow between them come from the
  // dependence analysis of the two as one straight line.
  Region Both;
  Both.Section = P.Section;
  Both.Insts = P.Insts;
  Both.Insts.insert(Both.Insts.end(), N.Insts.begin(), N.Insts.end());
  Both.Descs = P.Descs;
  Both.Descs.insert(Both.Descs.end(), N.Descs.begin(), N.Descs.end());
  RegionProblem RP = buildProblem(M, Both, MM);
  unsigned NP = unsigned(P.Insts.size()), NN = unsigned(N.Insts.size());
  uint64_t BaseP = NP + NN, BaseN = BaseP + Prev.Descs.size();
  auto idP = [&](unsigned Nd) -> uint64_t { return Nd < Prev.NumOriginal ? Nd : BaseP + Nd; };
  auto idN = [&](unsigned Nd) -> uint64_t { return Nd < Next.NumOriginal ? NP + Nd : BaseN + Nd; };
  std::vector<std::vector<std::pair<uint64_t, model::DepKind>>> DepP(Prev.Descs.size()),
      DepN(Next.Descs.size());
  for (const RegionProblem::Flow &F : RP.Flows) {
    if (F.From >= NP + NN || F.To >= NP + NN)
      continue;
    if (F.To < NP)
      DepP[F.To].push_back({F.From, F.Kind});
    else
      DepN[F.To - NP].push_back({F.From, F.Kind});
  }
  std::vector<unsigned> ClassP(RP.AddrClass.begin(), RP.AddrClass.begin() + NP),
      ClassN(RP.AddrClass.begin() + NP, RP.AddrClass.end());
  auto cycles = [&](bool Stop) {
    std::vector<model::IssueBundle> Trace;
    uint64_t NopId = BaseN + Next.Descs.size();
    for (size_t B = 0; B < Prev.Layout.size(); ++B) {
      BundleOut Bu = Prev.Layout[B];
      if (B + 1 == Prev.Layout.size() && !Stop)
        Bu.Template &= uint8_t(~1u);
      Trace.push_back(issueBundle(Bu, Prev.Descs, DepP, ClassP, MM, idP, NopId));
    }
    for (const BundleOut &Bu : Next.Layout)
      Trace.push_back(issueBundle(Bu, Next.Descs, DepN, ClassN, MM, idN, NopId));
    model::IssueEngine E(MM);
    E.run(Trace);
    return E.cycles();
  };
  D.CyclesWithStop = cycles(true);
  D.CyclesJoined = cycles(false);
  if (D.CyclesJoined >= D.CyclesWithStop)
    return no("no cycle saved");
  D.Join = true;
  return D;
}

} // namespace epic::sched
