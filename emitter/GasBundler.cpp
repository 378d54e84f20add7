// GNU as's auto-mode bundling, reproduced from its observable behaviour
// (probed with ia64-linux-gnu-as 2.40 on small inputs; the rules are
// stated in docs/emitter.md, "Auto mode"). Greedy, one bundle at a time:
// the template is the best match for the types of the first three queued
// instructions, then the instructions go in order into the slots their
// unit takes, skipped slots become nops.
#include "emitter/Bundler.h"
#include "emitter/Target.h"
#include "ir/Template.h"
#include <algorithm>

namespace epic::emit {
namespace {

// GNU as's instruction types: A (M or I unit), single units, X (movl/brl),
// and "dynamic" (nop/break/hint on any unit, chk.s on M or I) whose unit is
// chosen by the slot.
enum Type : uint8_t { Nil, TA, TI, TM, TF, TB, TX, TDyn, NumTypes };

Type typeOf(const BundleItem &It) {
  const uint8_t MI = unitBit(ir::Unit::M) | unitBit(ir::Unit::I);
  switch (It.Units) {
  case 0: return Nil;
  case MI: return It.Preferred ? TDyn : TA;
  default: break;
  }
  if (It.Units == unitBit(ir::Unit::M)) return TM;
  if (It.Units == unitBit(ir::Unit::I)) return TI;
  if (It.Units == unitBit(ir::Unit::F)) return TF;
  if (It.Units == unitBit(ir::Unit::B)) return TB;
  if (It.Units == unitBit(ir::Unit::L)) return TX;
  return TDyn;
}

/// Templates by index (code >> 1): 16 entries, the reserved ones unusable.
const ir::TemplateInfo &templ(unsigned Index) { return ir::allTemplates()[Index * 2]; }

bool matches(unsigned T, Type Ty, int Slot) {
  if (!templ(T).Valid)
    return false;
  ir::Unit U = templ(T).Slots[Slot];
  switch (Ty) {
  case TDyn: return true;
  case TA: return U == ir::Unit::I || U == ir::Unit::M;
  case TX: return U == ir::Unit::L;
  case TI: return U == ir::Unit::I;
  case TM: return U == ir::Unit::M;
  case TB: return U == ir::Unit::B;
  case TF: return U == ir::Unit::F;
  default: return false;
  }
}

/// GNU as's nop-slot preference by -mtune (probed with ia64-linux-gnu-as
/// 2.40: `mov r2=96` alone is MII for Itanium 2, MFB for Itanium 1):
/// Itanium 2 (its default) wants a slot left to a nop on an M or I unit;
/// Itanium 1 wants F in slot 1 (2 points) and B in slot 2 (1 point).
int extra(GasTune Tune, unsigned T, int Slot) {
  if (Tune == GasTune::Itanium1)
    return Slot == 1 && matches(T, TF, 1) ? 2 : Slot == 2 && matches(T, TB, 2) ? 1 : 0;
  return matches(T, TM, Slot) || matches(T, TI, Slot) ? 2 : 0;
}

/// Goodness of template T for the types (A, B, C): 3 per instruction in
/// order at a matching slot, plus the nop bonus for slots left free; the
/// first template with the highest score wins.
int goodness(GasTune Tu, unsigned T, Type A, Type B, Type C) {
  if (matches(T, A, 0)) {
    if (matches(T, B, 1)) {
      if ((T == 2 && B == TX) || matches(T, C, 2))
        return 9;
      return 6 + extra(Tu, T, 2);
    }
    if (matches(T, B, 2))
      return 6 + extra(Tu, T, 1);
    return 3 + extra(Tu, T, 1) + extra(Tu, T, 2);
  }
  if (matches(T, A, 1)) {
    if ((T == 2 && A == TX) || matches(T, B, 2))
      return 6;
    return 3 + extra(Tu, T, 2);
  }
  if (matches(T, A, 2))
    return 3 + extra(Tu, T, 1);
  return 0;
}

using TemplateTable = std::array<std::array<std::array<uint8_t, NumTypes>, NumTypes>, NumTypes>;

TemplateTable makeTable(GasTune Tu) {
  TemplateTable Tb{};
  for (unsigned I = 0; I < NumTypes; ++I)
    for (unsigned J = 0; J < NumTypes; ++J)
      for (unsigned K = 0; K < NumTypes; ++K) {
        int Best = 0;
        for (unsigned T = 0; T < 16; ++T) {
          int G = goodness(Tu, T, Type(I), Type(J), Type(K));
          if (G > Best) {
            Best = G;
            Tb[I][J][K] = uint8_t(T);
          }
        }
      }
  return Tb;
}

unsigned bestTemplate(GasTune Tu, Type A, Type B, Type C) {
  static const TemplateTable Tables[2] = {makeTable(GasTune::Itanium2), makeTable(GasTune::Itanium1)};
  return Tables[Tu == GasTune::Itanium1][A][B][C];
}

constexpr unsigned MidStopAfterM = 5; // M;;MI
constexpr unsigned MidStopAfterI = 1; // MI;;I

} // namespace

bool GasBundleQueue::emitOne(std::vector<PlannedBundle> &Out) {
  Type Ty[3] = {Nil, Nil, Nil};
  for (size_t I = 0; I < std::min<size_t>(3, Q.size()); ++I) {
    if (I > 0 && !Q[I].Next && Q[I].It.Labelled)
      break; // gas: `add; add; L: br` is MII, not MIB
    Ty[I] = typeOf(Q[I].It);
  }
  const size_t First = Q.front().Index;
  const int User = Q.front().It.UserTemplate;
  unsigned T = User >= 0 ? unsigned(User) : bestTemplate(Tune, Ty[0], Ty[1], Ty[2]);
  PlannedBundle B;
  bool Eog = false; // the last placed instruction ends its group
  // A `{ }` read as automatic code: its instructions, and only they, fill this bundle.
  const bool Manual = !Q.front().Next && Q.front().It.ManualOn;
  bool ManualDone = !Manual, Closed = false; // Closed: a `}` marks the last placed (ends the bundle)
  int LastSlot = -1;
  for (int I = 0; I < 3 && !Q.empty() && !Closed; ++I) {
    Entry &E = Q.front();
    if (E.Next) // the explicit bundle starts a bundle of its own
      break;
    const BundleItem &It = E.It;
    if (E.Index != First && (It.UserTemplate >= 0 || It.Labelled || It.ManualOn))
      break; // a template directive, a label or a `{` starts a bundle
    if (It.SlotTwo)
      I = 2;
    if (It.LastSlot) {
      // Its stop must follow its slot: on M only M;;MI has one (slot 0),
      // on B the bundle end.
      Type Y = typeOf(It);
      int Req = Y == TM ? 0 : Y == TB ? 2 : I;
      if (Req < I)
        break;
      I = Req;
      if (Y == TM && T != MidStopAfterM) {
        T = MidStopAfterM;
        E.StopDone = true;
      }
    }
    if (Eog) {
      // A group boundary inside the bundle: only M;;MI and MI;;I have one
      // (from a written template: MMI and MII only).
      if (I == 1 && (User == 4 || (User < 0 && templ(T).Slots[0] == ir::Unit::M)))
        T = MidStopAfterM;
      else if (I == 2 && (User == 0 || (User < 0 && templ(T).Slots[1] == ir::Unit::I)) && !It.FirstInGroup)
        T = MidStopAfterI;
      else if (I == 1 && User == 0 && !It.FirstInGroup)
        continue; // a written MII: a nop in slot 1, the stop after it (MI;;I)
      else
        break;
      Eog = false;
    }
    ir::Unit U = templ(T).Slots[I];
    if (U == ir::Unit::B && It.HintB && !(It.Units & unitBit(U))) {
      // Probed with gas 2.40: `br.few b2` `hint 0` is BBB (nops after the
      // branch), then MII with hint.i in slot 1; the hint is I-only from then.
      E.It.Units = unitBit(ir::Unit::I);
      E.It.Preferred = 0;
      break;
    }
    if (!(It.Units & unitBit(U)))
      continue; // a nop here; try the next slot
    B.Slot[I] = int(E.Index);
    LastSlot = I;
    ManualDone = !Manual || It.ManualOff;
    Closed = It.ManualOff;
    Eog = It.StopAfter && !E.StopDone;
    if (U == ir::Unit::L)
      ++I; // the X half
    Q.pop_front();
  }
  B.Template = uint8_t(T << 1 | (Eog ? 1 : 0));
  Out.push_back(B);
  if (!ManualDone && Errors) // the rest goes on as automatic code (no object is written)
    Errors->push_back({Q.empty() ? EndIndex : Q.front().Index, LastSlot, T});
  return B.Slot[0] >= 0 || B.Slot[1] >= 0 || B.Slot[2] >= 0;
}

bool GasBundleQueue::push(const BundleItem &It, size_t Index, std::vector<PlannedBundle> &Out) {
  Q.push_back({It, Index});
  EndIndex = Index + 1;
  // (the first instruction fits no slot: callers check shapes first)
  return Q.size() < 4 || emitOne(Out);
}

bool GasBundleQueue::finish(std::span<const BundleItem> Next, std::vector<PlannedBundle> &Out) {
  size_t NextIndex = EndIndex; // numbered after the run's items (ManualBundleError::Item)
  EndIndex += Next.size();
  for (const BundleItem &It : Next) {
    Q.push_back({It, NextIndex++, true});
    if (Q.size() >= 4) {
      if (Q.front().Next)
        break;
      if (!emitOne(Out))
        return false;
    }
  }
  while (!Q.empty() && !Q.front().Next)
    if (!emitOne(Out))
      return false;
  Q.clear();
  return true;
}

std::vector<PlannedBundle> planBundlesLikeGas(std::span<const BundleItem> Items,
                                              std::span<const BundleItem> Next, GasTune Tune,
                                              std::vector<ManualBundleError> *Errors) {
  GasBundleQueue G(Tune, Errors);
  std::vector<PlannedBundle> Out;
  for (size_t K = 0; K < Items.size(); ++K)
    if (!G.push(Items[K], K, Out))
      return {};
  if (!G.finish(Next, Out))
    return {};
  return Out;
}

} // namespace epic::emit
