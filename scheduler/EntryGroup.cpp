#include "scheduler/EntryGroup.h"
#include "ir/Template.h"
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/ModuleScan.h"
#include <map>
#include <algorithm>

namespace epic::sched {
namespace {

// Past this many instructions without a stop the open group is not worth
// following: the stop goes in (correct, and such code is rare).
constexpr size_t MaxOpen = 64;

struct OpenGroup {
  std::vector<const ir::Inst *> Insts; // program order
  size_t LastStmt = 0;                 // the instruction a stop would follow
  bool Unknown = false;                // too long to follow
};

// Regions come in program order (findRegions walks sections, then
// statements) and do not overlap: the one that may hold `Idx` is the last
// that begins at or before it.
bool inRewritten(const std::vector<Region> &Regions, const std::vector<bool> &Rewritten, unsigned Sec,
                 size_t Idx) {
  auto It = std::upper_bound(Regions.begin(), Regions.end(), std::make_pair(Sec, Idx),
                             [](const std::pair<unsigned, size_t> &Key, const Region &R) {
                               return Key < std::make_pair(R.Section, R.Begin);
                             });
  if (It == Regions.begin())
    return false;
  --It;
  return Rewritten[size_t(It - Regions.begin())] && It->Section == Sec && Idx < It->End;
}

/// The group open on the fall-through path into statement `Begin`.
OpenGroup openBefore(const ir::Module &M, const std::vector<Region> &Regions, const std::vector<bool> &Rewritten,
                     unsigned Sec, size_t Begin) {
  OpenGroup G;
  const auto &Stmts = M.Sections[Sec].Stmts;
  for (size_t Idx = Begin; Idx-- > 0;) {
    const ir::Stmt &S = Stmts[Idx];
    if (std::holds_alternative<ir::Stop>(S) || std::holds_alternative<ir::Data>(S))
      break; // a stop; or data, which nothing falls through into
    const auto *I = std::get_if<ir::Inst>(&S);
    if (!I)
      continue; // labels, directives, braces: the group goes on
    if (inRewritten(Regions, Rewritten, Sec, Idx))
      break; // scheduled code ends with a stop (or a verified join)
    // After an unconditional branch nothing falls through; after an
    // instruction that must end its group, the group has ended.
    if (isa::dv::endsGroup(*I))
      break;
    if (G.Insts.empty())
      G.LastStmt = Idx;
    G.Insts.push_back(I);
    if (G.Insts.size() > MaxOpen) {
      G.Unknown = true;
      break;
    }
  }
  std::reverse(G.Insts.begin(), G.Insts.end());
  return G;
}

/// Calls `Inst(I)` for every instruction of `Bundles` in order and `Stop()`
/// at each stop; stops early when `Inst` returns false.
template <typename InstFn, typename StopFn>
void walkBundles(const std::vector<EmittedBundle> &Bundles, InstFn Inst, StopFn Stop) {
  for (const EmittedBundle &B : Bundles) {
    const ir::TemplateInfo &T = ir::templateInfo(B.Template);
    for (size_t S = 0; S < B.Insts.size(); ++S) {
      if (!Inst(B.Insts[S]))
        return;
      unsigned SlotPos = (T.Slots[1] == ir::Unit::L && S == 1) ? 2 : unsigned(S);
      if (T.StopMask >> SlotPos & 1)
        Stop();
    }
  }
}

/// The instructions of the first group of `Bundles`, in order.
std::vector<const ir::Inst *> firstGroup(const std::vector<EmittedBundle> &Bundles) {
  std::vector<const ir::Inst *> Out;
  bool Ended = false;
  walkBundles(
      Bundles,
      [&](const ir::Inst &I) {
        if (Ended)
          return false;
        Out.push_back(&I);
        return true;
      },
      [&] { Ended = true; });
  return Out;
}

} // namespace

std::optional<EntryStop> entryStop(const ir::Module &M, const std::vector<Region> &Regions,
                                   const std::vector<bool> &Rewritten, size_t K,
                                   const std::vector<EmittedBundle> &First) {
  const Region &R = Regions[K];
  OpenGroup G = openBefore(M, Regions, Rewritten, R.Section, R.Begin);
  if (G.Insts.empty())
    return std::nullopt;
  if (G.Unknown)
    return EntryStop{G.LastStmt, "more than " + std::to_string(MaxOpen) + " instructions open before it"};
  isa::dv::DependencyChecker C;
  for (size_t J = 0; J < G.Insts.size(); ++J)
    C.append(*G.Insts[J], J);
  size_t Id = G.Insts.size();
  for (const ir::Inst *I : firstGroup(First)) {
    if (isa::dv::startsGroup(*I))
      return EntryStop{G.LastStmt, "'" + I->Mnemonic + "' must start its group"};
    for (const isa::dv::Violation &V : C.append(*I, Id++))
      if (V.Earlier < G.Insts.size())
        return EntryStop{G.LastStmt, isa::dv::describe(V, I->Mnemonic) + " against the group open before it"};
  }
  return std::nullopt;
}

std::vector<int> entryConflicts(const ir::Module &M, const std::vector<Region> &Regions,
                                const std::vector<bool> &Rewritten, size_t K) {
  const Region &R = Regions[K];
  OpenGroup G = openBefore(M, Regions, Rewritten, R.Section, R.Begin);
  if (G.Insts.empty() || G.Unknown)
    return {};
  isa::dv::DependencyChecker Open;
  for (size_t J = 0; J < G.Insts.size(); ++J)
    Open.append(*G.Insts[J], J);
  std::vector<int> Out(R.Insts.size(), 0);
  const auto &Stmts = M.Sections[R.Section].Stmts;
  for (size_t I = 0; I < R.Insts.size(); ++I) {
    const ir::Inst &In = std::get<ir::Inst>(Stmts[R.Insts[I]]);
    isa::dv::DependencyChecker C = Open;
    auto V = C.append(In, G.Insts.size());
    Out[I] = isa::dv::startsGroup(In) ||
             std::any_of(V.begin(), V.end(), [&](const isa::dv::Violation &X) { return X.Earlier < G.Insts.size(); });
  }
  return Out;
}

std::optional<size_t> openGroupEnd(const ir::Module &M, const std::vector<Region> &Regions,
                                   const std::vector<bool> &Rewritten, size_t K) {
  OpenGroup G = openBefore(M, Regions, Rewritten, Regions[K].Section, Regions[K].Begin);
  if (G.Insts.empty())
    return std::nullopt;
  return G.LastStmt;
}

std::vector<EntryNeeds> entryNeeds(const ir::Module &M, const std::vector<Region> &Regions,
                                   const std::vector<bool> &Rewritten,
                                   const std::vector<std::vector<EmittedBundle>> &Emitted) {
  std::vector<EntryNeeds> Needs(Regions.size());
  for (unsigned Sec = 0; Sec < M.Sections.size(); ++Sec) {
    std::map<size_t, size_t> RegionAt; // Begin -> region
    for (size_t K = 0; K < Regions.size(); ++K)
      if (Rewritten[K] && Regions[K].Section == Sec)
        RegionAt[Regions[K].Begin] = K;
    if (RegionAt.empty())
      continue;
    const auto &Stmts = M.Sections[Sec].Stmts;
    isa::dv::DependencyChecker C;
    size_t Id = 0;
    auto feed = [&](const ir::Inst &I) { C.append(I, Id++); };
    for (size_t Idx = 0; Idx < Stmts.size();) {
      auto It = RegionAt.find(Idx);
      if (It != RegionAt.end()) {
        size_t K = It->second;
        std::optional<EntrySerialize> &Out = Needs[K].Serialize;
        // The region's first group in the group open before it, with the
        // groups before that: a conflict the open group alone does not
        // show (entryStop's) needs the stop too.
        bool Ended = !openGroupEnd(M, Regions, Rewritten, K); // nothing open: nothing to check
        isa::dv::DependencyChecker Open = Ended ? isa::dv::DependencyChecker() : C;
        size_t OId = Id;
        walkBundles(
            Emitted[K],
            [&](const ir::Inst &I) {
              if (Ended)
                return false;
              for (const isa::dv::Violation &V : Open.append(I, OId++))
                if (V.Earlier < Id && !Needs[K].Stop)
                  Needs[K].Stop = isa::dv::describe(V, I.Mnemonic) + " in the group open before it";
              return true;
            },
            [&] { Ended = true; });
        // The region's scheduled code after what came before it (as if
        // after a stop: only uses of earlier groups matter here).
        isa::dv::DependencyChecker Probe = C;
        Probe.stop();
        size_t Before = Id, PId = Id;
        walkBundles(
            Emitted[K],
            [&](const ir::Inst &I) {
              for (const isa::dv::Violation &V : Probe.append(I, PId++))
                if (V.Earlier < Before && (V.fix() == isa::dv::Fix::StopSrlzD || V.fix() == isa::dv::Fix::StopSrlzI)) {
                  if (!Out)
                    Out = EntrySerialize{false, isa::dv::describe(V, I.Mnemonic) + " from before it"};
                  Out->Instruction |= V.fix() == isa::dv::Fix::StopSrlzI;
                }
              return true;
            },
            [&] { Probe.stop(); });
        // What the file holds from here on: the serialization, then the region.
        if (Out) {
          C.stop();
          ir::Inst S;
          S.Mnemonic = Out->Instruction ? "srlz.i" : "srlz.d";
          feed(S);
          C.stop();
        }
        walkBundles(Emitted[K], [&](const ir::Inst &I) { feed(I); return true; }, [&] { C.stop(); });
        Idx = Regions[K].End;
        continue;
      }
      const ir::Stmt &S = Stmts[Idx++];
      if (std::holds_alternative<ir::Stop>(S))
        C.stop();
      else if (const auto *L = std::get_if<ir::Label>(&S))
        C.label(L->Name);
      else if (const auto *D = std::get_if<ir::Directive>(&S))
        isa::dv::applyPredDirective(*D, C.preds());
      else if (const auto *I = std::get_if<ir::Inst>(&S))
        feed(*I);
    }
  }
  return Needs;
}

} // namespace epic::sched
