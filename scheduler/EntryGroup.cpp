#include "scheduler/EntryGroup.h"
#include "ir/Template.h"
#include "isa/dv/DependencyChecker.h"
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

bool inRewritten(const std::vector<Region> &Regions, const std::vector<bool> &Rewritten, unsigned Sec,
                 size_t Idx) {
  for (size_t J = 0; J < Regions.size(); ++J)
    if (Rewritten[J] && Regions[J].Section == Sec && Idx >= Regions[J].Begin && Idx < Regions[J].End)
      return true;
  return false;
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

/// The instructions of the first group of `Bundles`, in order.
std::vector<const ir::Inst *> firstGroup(const std::vector<EmittedBundle> &Bundles) {
  std::vector<const ir::Inst *> Out;
  for (const EmittedBundle &B : Bundles) {
    const ir::TemplateInfo &T = ir::templateInfo(B.Template);
    for (size_t S = 0; S < B.Insts.size(); ++S) {
      Out.push_back(&B.Insts[S]);
      unsigned SlotPos = (T.Slots[1] == ir::Unit::L && S == 1) ? 2 : unsigned(S);
      if (T.StopMask >> SlotPos & 1)
        return Out;
    }
  }
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

} // namespace epic::sched
