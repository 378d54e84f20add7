// Human-readable listing of a model (`epicsched model [--dump]`).
#include "latency-db/MachineModel.h"

namespace epic::model {

static std::string unitList(const std::vector<ir::Unit> &Us) {
  std::string S;
  for (ir::Unit U : Us) S += (S.empty() ? "" : ",") + std::string(1, ir::unitLetter(U));
  return S;
}

static std::string matcherText(const MachineModel &MM, const Matcher &M) {
  std::string S;
  for (ClassId C : M.Classes) S += (S.empty() ? "" : "|") + MM.cls(C).Name;
  if (S.empty()) S = "*";
  if (!M.Regs.empty() || !M.Files.empty()) {
    std::string R;
    for (ir::Reg X : M.Regs) R += (R.empty() ? "" : ",") + ir::regName(X);
    for (ir::IndirectFile F : M.Files) R += (R.empty() ? "" : ",") + std::string(ir::indirectFileName(F));
    S += "[" + R + "]";
  }
  if (M.Unit) S += "{unit " + std::string(1, ir::unitLetter(*M.Unit)) + "}";
  return S;
}

static std::string matchersText(const MachineModel &MM, const std::vector<Matcher> &Ms, const char *Empty) {
  if (Ms.empty()) return Empty;
  std::string S;
  for (const Matcher &M : Ms) S += (S.empty() ? "" : " or ") + matcherText(MM, M);
  return S;
}

static const char *depName(RuleDep D) {
  switch (D) {
  case RuleDep::Any: return "any";
  case RuleDep::Data: return "data";
  case RuleDep::Address: return "address";
  case RuleDep::Predicate: return "predicate";
  case RuleDep::Base: return "base";
  }
  return "?";
}

static std::string portList(const MachineModel &MM, const std::vector<PortId> &Ps) {
  std::string S;
  for (PortId P : Ps) S += (S.empty() ? "" : " ") + MM.portName(P);
  return S;
}

void MachineModel::print(llvm::raw_ostream &OS, bool Full) const {
  OS << "model " << Cpu << ": " << Description << "\n";
  OS << "file: " << FileName << "\n";
  OS << "issue: width " << Issue.Width << ", window " << Issue.WindowBundles << " bundles, "
     << (Issue.InOrder ? "in-order" : "out-of-order") << ", advance " << Issue.AdvanceFull << " (full) / "
     << Issue.AdvanceSplit << " (split)";
  if (Full) OS << "  [" << Issue.Source << "]";
  OS << "\n";
  OS << "ports (" << Ports.size() << "):";
  for (const Port &P : Ports) OS << " " << P.Name;
  OS << "\n";
  unsigned Valid = 0;
  for (const TemplateEntry &T : Templates) Valid += !T.Reserved;
  OS << "templates: " << Templates.size() << " codes, " << Valid << " valid\n";
  OS << "classes: " << Classes.size() << "\n";
  OS << "latency rules: " << Rules.size() << "\n";
  OS << "split-issue rules: " << Splits.size() << "\n";
  OS << "counters: " << Counters.size() << "\n";
  if (!Full) return;

  OS << "\n== counters\n";
  for (const CounterInfo &C : Counters)
    OS << "  " << C.Name << (C.Parent.empty() ? "" : " < " + C.Parent) << "  [" << C.Source << "]\n";
  OS << "\n== ports\n";
  for (const Port &P : Ports) OS << "  " << P.Name << " unit " << ir::unitLetter(P.Unit) << "  [" << P.Source << "]\n";
  OS << "\n== templates\n";
  for (const TemplateEntry &T : Templates) {
    char Buf[8];
    snprintf(Buf, sizeof Buf, "0x%02x", T.Code);
    OS << "  " << Buf;
    if (T.Reserved) { OS << " reserved\n"; continue; }
    OS << " " << T.Name << " ";
    for (unsigned I = 0; I < 3; ++I) {
      OS << ir::unitLetter(T.Slots[I]);
      if (T.StopMask & (1u << I)) OS << " ;;";
      if (I < 2) OS << " ";
    }
    OS << "\n";
  }
  OS << "\n== classes (name: units | ports | latency | counter | subtype)\n";
  for (const ClassInfo &C : Classes) {
    OS << "  " << C.Name << ": units " << unitList(C.Units) << " | ports " << portList(*this, C.Ports);
    if (!C.LSlot.empty()) OS << " (L slot: " << unitList(C.LSlot) << ")";
    OS << " | latency " << C.Latency << " | " << (C.Counter.empty() ? "none" : C.Counter);
    if (C.Sub != Subtype::None) OS << " | " << (C.Sub == Subtype::Load ? "load" : "store");
    OS << "  [" << C.Source << "]\n";
  }
  OS << "\n== dispersal\n";
  auto src = [&](const char *K) {
    auto It = DispersalSources.find(K);
    return It == DispersalSources.end() ? std::string() : "  [" + It->second + "]";
  };
  OS << "  I ports in order: " << portList(*this, IPortsInOrder) << src("i_ports_source") << "\n";
  OS << "  A-type overflow from I slots to: " << (AOverflowPorts.empty() ? "none" : portList(*this, AOverflowPorts))
     << src("a_type_overflow_source") << "\n";
  OS << "  F ports by bundle: " << portList(*this, FPortsByBundle) << src("f_ports_source") << "\n";
  OS << "  M subtypes placed first:";
  for (Subtype S : MSubtypeFirst) OS << (S == Subtype::Load ? " load" : " store");
  OS << src("m_source") << "\n";
  OS << "  light B classes:";
  for (ClassId C : LightBClasses) OS << " " << Classes[C].Name;
  OS << "\n";
  for (const BSlotRule &B : BSlots) {
    OS << "  B slot " << B.Slot << " of";
    for (const std::string &T : B.Templates) OS << " " << T;
    OS << ": " << portList(*this, B.Ports);
    if (!B.LightPorts.empty()) OS << " (light: " << portList(*this, B.LightPorts) << ")";
    OS << "\n";
  }
  OS << "  split after first bundle holding a real branch:";
  for (const std::string &T : SplitIfBranch) OS << " " << T;
  OS << src("split_after_first_if_branch_source") << "\n";
  for (const PairRule &P : Pairs) {
    OS << "  second";
    for (const std::string &T : P.Second) OS << " " << T;
    OS << " may follow";
    for (const std::string &T : P.First) OS << " " << T;
    OS << "\n";
  }
  for (const PreferredRule &P : Preferred) {
    OS << "  preferred ports " << P.First << "-" << P.Second << ":";
    for (auto &S : P.Slots) OS << " " << (S ? portName(*S) : "-");
    OS << "\n";
  }
  OS << "\n== split issue\n";
  for (const SplitRule &S : Splits) {
    switch (S.Kind) {
    case SplitKind::After: OS << "  after " << matcherText(*this, S.First); break;
    case SplitKind::Before: OS << "  before " << matcherText(*this, S.First); break;
    case SplitKind::Between:
      OS << "  between " << matcherText(*this, S.First) << " and " << matcherText(*this, S.Second);
      break;
    case SplitKind::FirstInGroup: OS << "  first in group " << matcherText(*this, S.First); break;
    }
    OS << "  [" << S.Source << "]\n";
  }
  OS << "\n== latency rules (from -> to, dep, cycles, counter)\n";
  for (const LatencyRule &L : Rules) {
    OS << "  " << matchersText(*this, L.From, "*") << " -> "
       << matchersText(*this, L.To, L.Dep == RuleDep::Any ? "ANY" : "USE") << ", " << depName(L.Dep) << ", "
       << L.Cycles << ", ";
    if (!L.Shares.empty()) {
      bool First = true;
      for (const CounterShare &S : L.Shares) {
        OS << (First ? "" : " + ") << S.Counter << " (" << S.Bubbles << ")";
        First = false;
      }
    } else
      OS << (L.Counter.empty() ? "none" : L.Counter);
    OS << "  [" << L.Source << "]\n";
  }
  const Stalls &S = StallInfo;
  OS << "\n== stalls\n";
  OS << "  AR/CR queue: " << S.ArCrQueue.Entries << " entries, " << S.ArCrQueue.ReturnsPerCycle
     << " return/cycle" << (S.ArCrQueue.CompetesWithLoads ? ", competes with loads" : "") << ", "
     << S.ArCrQueue.Counter << "  [" << S.ArCrQueue.Source << "]\n";
  OS << "  slow registers: " << matchersText(*this, S.SlowRegisters.Regs, "-") << " every "
     << S.SlowRegisters.Interval << " cycles, " << S.SlowRegisters.Counter << "  [" << S.SlowRegisters.Source << "]\n";
  OS << "  region-move recirculation: " << matchersText(*this, S.RegionMoveRecirculation.After, "-")
     << " then a load/store exactly " << S.RegionMoveRecirculation.Distance << " cycles later: +"
     << S.RegionMoveRecirculation.Penalty << ", " << S.RegionMoveRecirculation.Counter << "  ["
     << S.RegionMoveRecirculation.Source << "]\n";
  OS << "  DCS-return recirculation: +" << S.DcsReturnRecirculation.Penalty << ", "
     << S.DcsReturnRecirculation.Counter << "  [" << S.DcsReturnRecirculation.Source << "]\n";
  OS << "  store-buffer recirculation: load within " << S.StoreBufferRecirculation.Window
     << " cycles of a store to the same " << S.StoreBufferRecirculation.LineBytes << "-byte line: +"
     << S.StoreBufferRecirculation.Penalty << ", " << S.StoreBufferRecirculation.Counter << "  ["
     << S.StoreBufferRecirculation.Source << "]\n";
  for (const UnconditionalStall &U : S.Unconditional)
    OS << "  unconditional " << matcherText(*this, U.Match) << ": " << (U.Drain ? "drain + " : "") << U.Bubbles
       << (U.PerRegister ? " + " + std::to_string(U.PerRegister) + "/register" : "") << ", "
       << (U.Counter.empty() ? "none" : U.Counter) << "  [" << U.Source << "]\n";
  OS << "  branch mispredict: " << S.BranchMispredict.Penalty << ", " << S.BranchMispredict.Counter << "  ["
     << S.BranchMispredict.Source << "]\n";
  OS << "  return stack: " << S.ReturnStack.Entries << " entries  [" << S.ReturnStack.Source << "]\n";
  OS << "  interruption: " << S.Interruption.Cycles << ", " << S.Interruption.Counter << "  ["
     << S.Interruption.Source << "]\n";
  if (!S.VhptWalk.Source.empty())
    OS << "  vhpt walk: " << S.VhptWalk.Cycles << ", " << S.VhptWalk.Counter << "  [" << S.VhptWalk.Source << "]\n";
}

} // namespace epic::model
