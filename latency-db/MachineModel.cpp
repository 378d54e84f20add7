// MachineModel queries: classes, ports, latencies, split rules, stalls.
#include "latency-db/MachineModel.h"
#include <algorithm>

namespace epic::model {

template <typename C, typename V> static bool contains(const C &Cont, const V &X) {
  return std::find(Cont.begin(), Cont.end(), X) != Cont.end();
}

bool Matcher::matches(const InstInfo &I) const {
  if (!Classes.empty() && !contains(Classes, I.Class)) return false;
  if (!Regs.empty() || !Files.empty()) {
    bool Hit = (I.SysReg && contains(Regs, *I.SysReg)) || (I.Indirect && contains(Files, *I.Indirect));
    if (!Hit) return false;
  }
  if (Unit && I.Unit != *Unit) return false;
  return true;
}

const char *splitReasonName(SplitReason R) {
  switch (R) {
  case SplitReason::None: return "none";
  case SplitReason::EndOfWindow: return "end-of-window";
  case SplitReason::Stop: return "stop";
  case SplitReason::TemplatePair: return "template-pair";
  case SplitReason::BranchInFirst: return "branch-in-first-bundle";
  case SplitReason::PortShortage: return "port-shortage";
  case SplitReason::SplitRule: return "split-rule";
  }
  return "?";
}

std::optional<PortId> MachineModel::portId(std::string_view Name) const {
  for (size_t I = 0; I < Ports.size(); ++I)
    if (Ports[I].Name == Name) return PortId(I);
  return std::nullopt;
}

std::optional<ClassId> MachineModel::classId(std::string_view Name) const {
  auto It = ClassIndex.find(Name);
  if (It == ClassIndex.end()) return std::nullopt;
  return It->second;
}

std::optional<InstInfo> MachineModel::inst(std::string_view ClassName, ir::Unit U, std::optional<ir::Reg> SysReg,
                                           std::optional<ir::IndirectFile> Indirect) const {
  auto Id = classId(ClassName);
  if (!Id) return std::nullopt;
  InstInfo I;
  I.Class = *Id;
  I.Unit = U;
  I.SysReg = SysReg;
  I.Indirect = Indirect;
  return I;
}

// An instruction without a unit takes its class's only unit, if it has one,
// so unit matchers ({unit: F}) still apply.
static InstInfo withUnit(const InstInfo &I, const std::vector<ClassInfo> &Classes) {
  if (I.Unit != ir::Unit::None || I.Class >= Classes.size()) return I;
  InstInfo J = I;
  if (Classes[I.Class].Units.size() == 1) J.Unit = Classes[I.Class].Units[0];
  return J;
}

std::vector<PortId> MachineModel::portsFor(const InstInfo &I) const {
  const ClassInfo &CI = Classes[I.Class];
  if (I.Unit == ir::Unit::None) return CI.Ports;
  std::vector<PortId> Out;
  auto addUnit = [&](ir::Unit U) {
    for (PortId P : CI.Ports)
      if (Ports[P].Unit == U && !contains(Out, P)) Out.push_back(P);
  };
  if (I.Unit == ir::Unit::L) {
    for (ir::Unit U : CI.LSlot) addUnit(U);
    return Out;
  }
  addUnit(I.Unit);
  if (I.Unit == ir::Unit::I)
    for (PortId P : AOverflowPorts)
      if (contains(CI.Ports, P) && contains(CI.Units, ir::Unit::M) && !contains(Out, P)) Out.push_back(P);
  return Out;
}

static bool depMatches(RuleDep R, DepKind K) {
  switch (R) {
  case RuleDep::Any: return true;
  case RuleDep::Data: return K != DepKind::Order && K != DepKind::Base;
  case RuleDep::Address: return K == DepKind::Address;
  case RuleDep::Predicate: return K == DepKind::Predicate;
  case RuleDep::Base: return K == DepKind::Base;
  }
  return false;
}

static int specificity(const Matcher &M) {
  return (M.Regs.empty() && M.Files.empty() ? 0 : 2) + (M.Classes.empty() ? 0 : 1) + (M.Unit ? 1 : 0);
}

// Best specificity among the matchers of `Ms` that match `I`; -1 when none
// does (an empty list matches everything with specificity 0).
static int matchScore(const std::vector<Matcher> &Ms, const InstInfo &I) {
  if (Ms.empty()) return 0;
  int Best = -1;
  for (const Matcher &M : Ms)
    if (M.matches(I)) Best = std::max(Best, specificity(M));
  return Best;
}

Latency MachineModel::latency(const InstInfo &P0, const InstInfo &C0, DepKind K) const {
  if (P0.Class >= Classes.size() || C0.Class >= Classes.size()) return {};
  InstInfo P = withUnit(P0, Classes), C = withUnit(C0, Classes);
  Latency Best;
  if (K != DepKind::Order) {
    const LatencyRule *R = nullptr;
    int BestScore = -1;
    for (uint16_t Idx : DataRulesFrom[P.Class]) {
      const LatencyRule &L = Rules[Idx];
      if (!depMatches(L.Dep, K)) continue;
      int F = matchScore(L.From, P), T = matchScore(L.To, C);
      if (F < 0 || T < 0) continue;
      int Score = 4 * (L.Dep == RuleDep::Data ? 0 : 1) + F + T;
      if (Score > BestScore) { BestScore = Score; R = &L; }
    }
    if (R) Best = {R->Cycles, R->Counter, R};
    else Best = {Classes[P.Class].Latency, Classes[P.Class].Counter, nullptr};
  }
  for (uint16_t Idx : AnyRulesFrom[P.Class]) {
    const LatencyRule &L = Rules[Idx];
    if (matchScore(L.From, P) < 0 || matchScore(L.To, C) < 0) continue;
    if (L.Cycles > Best.Cycles || (L.Cycles == Best.Cycles && !Best.Rule && K == DepKind::Order))
      Best = {L.Cycles, L.Counter, &L};
  }
  return Best;
}

bool MachineModel::hasOrderRules(const InstInfo &P0) const {
  if (P0.Class >= Classes.size()) return false;
  InstInfo P = withUnit(P0, Classes);
  for (uint16_t Idx : AnyRulesFrom[P.Class])
    if (matchScore(Rules[Idx].From, P) >= 0) return true;
  return false;
}

bool MachineModel::splitsBefore(const InstInfo &I0) const {
  InstInfo I = withUnit(I0, Classes);
  for (const SplitRule &R : Splits)
    if (R.Kind == SplitKind::Before && R.First.matches(I)) return true;
  return false;
}

bool MachineModel::splitsAfter(const InstInfo &I0) const {
  InstInfo I = withUnit(I0, Classes);
  for (const SplitRule &R : Splits)
    if (R.Kind == SplitKind::After && R.First.matches(I)) return true;
  return false;
}

bool MachineModel::splitsBetween(const InstInfo &E0, const InstInfo &L0) const {
  InstInfo E = withUnit(E0, Classes), L = withUnit(L0, Classes);
  for (const SplitRule &R : Splits)
    if (R.Kind == SplitKind::Between && R.First.matches(E) && R.Second.matches(L)) return true;
  return false;
}

bool MachineModel::inSplitBetween(const InstInfo &I0, bool Second) const {
  InstInfo I = withUnit(I0, Classes);
  for (const SplitRule &R : Splits)
    if (R.Kind == SplitKind::Between && (Second ? R.Second : R.First).matches(I)) return true;
  return false;
}

bool MachineModel::mustStartGroup(const InstInfo &I0) const {
  InstInfo I = withUnit(I0, Classes);
  for (const SplitRule &R : Splits)
    if (R.Kind == SplitKind::FirstInGroup && R.First.matches(I)) return true;
  return false;
}

const UnconditionalStall *MachineModel::unconditionalStall(const InstInfo &I0) const {
  InstInfo I = withUnit(I0, Classes);
  for (const UnconditionalStall &S : StallInfo.Unconditional)
    if (S.Match.matches(I)) return &S;
  return nullptr;
}

bool MachineModel::isSlowRegisterAccess(const InstInfo &I) const {
  return matchScore(StallInfo.SlowRegisters.Regs, I) >= 0 && !StallInfo.SlowRegisters.Regs.empty();
}

bool MachineModel::isRegionMove(const InstInfo &I) const {
  return matchScore(StallInfo.RegionMoveRecirculation.After, I) >= 0 &&
         !StallInfo.RegionMoveRecirculation.After.empty();
}

} // namespace epic::model
