// Whole bundles from the core's threaded path (ExecListener::onBundle):
// matched against the expected block a bundle at a time (Variant::Step).
#include "sim/Timing.h"

namespace epic::sim {

// A whole bundle from the core's threaded path: on the expected block, one
// compare for the bundle, its data addresses and its branches' predictor
// counters; anything else (another bundle, a branch that mispredicts or is
// seen the first time) is told slot by slot, as the slot loop would.
void Timing::onBundle(const CachedBundle &B, uint8_t Off, unsigned Last, bool Taken, uint64_t Target) {
  // (Every way out is a tail call: the matched path saves no registers.)
  Variant *E = Expect;
  const uint32_t Pos = ExpPos;
  if (!E || Pos >= ExpN || C.RseMoved) [[unlikely]]
    return ExecListener::onBundle(B, Off, Last, Taken, Target);
  const uint32_t St = E->StepAt[Pos];
  if (St == ~0u) [[unlikely]]
    return ExecListener::onBundle(B, Off, Last, Taken, Target);
  Variant::Step &S = E->Steps[St];
  if (S.Key != stepKey(B, Off, Last, Taken) || S.CheckedGen != C.decodeGen()) [[unlikely]]
    return bundleChecked(S, B, Off, Last, Taken, Target);
  for (unsigned K = 0; K < S.NBr; ++K) // predicted as before (else onBranch charges)
    if (S.Br[K].SI->CounterGen != CounterGen || (*S.Br[K].SI->Counter >= 2) != S.Br[K].Taken) [[unlikely]]
      return ExecListener::onBundle(B, Off, Last, Taken, Target);
  LastInsts = C.Insts;
  uint64_t *Addr = ExpAddr.data();
  for (unsigned K = 0; K < S.NMem; ++K) {
    const Variant::Step::MemAt &A = S.Mem[K];
    Addr[A.Member] = A.StaticBase ? C.S.Gr[A.Base] - uint64_t(A.Imm) : dataAddress(*A.SI);
  }
  for (unsigned K = 0; K < S.NBr; ++K) {
    uint8_t &Ctr = *S.Br[K].SI->Counter;
    Ctr = S.Br[K].Taken ? uint8_t(Ctr + (Ctr < 3)) : uint8_t(Ctr - (Ctr > 0));
  }
  LastStatic = S.Check;
  ExpPos = Pos + S.Count;
  ++Counts.Bundled;
  if (Taken)
    return passEnd();
}

// onBundle's step whose key or decode generation differs: the bits of a
// bundle decoded again are checked once per generation.
void Timing::bundleChecked(Variant::Step &S, const CachedBundle &B, uint8_t Off, unsigned Last, bool Taken,
                           uint64_t Target) {
  if (S.Key == stepKey(B, Off, Last, Taken) && sameBits(S.Check->Bits, B)) {
    S.CheckedGen = C.decodeGen();
    return onBundle(B, Off, Last, Taken, Target);
  }
  ExecListener::onBundle(B, Off, Last, Taken, Target);
}

void Timing::passEnd() {
  if (!batchPass(*Expect))
    fastEnd();
}

// The members of V as bundle steps (see Variant::Step).
void Timing::buildSteps(Variant &V) {
  const size_t N = V.Members.size();
  V.StepAt.assign(N, ~0u);
  for (size_t X = 0; X < N;) {
    const Variant::Member &M = V.Members[X];
    size_t Y = X;
    while (Y + 1 < N && V.Members[Y + 1].B == M.B && V.Members[Y + 1].Slot == V.Members[Y].Slot + 1 &&
           !(V.Members[Y].Cmp & 2))
      ++Y;
    const Variant::Member &L = V.Members[Y];
    bool Taken = L.Cmp & 2;
    if (M.Slot == 0 && M.B->B && (Taken || L.Slot + 1u == M.B->B->NumInsts)) {
      Variant::Step S{};
      uint8_t Off = 0;
      for (size_t K = X; K <= Y; ++K) {
        const Variant::Member &I = V.Members[K];
        if (!(I.Cmp & 1)) Off |= uint8_t(1u << I.Slot);
        if (I.NeedAddr)
          S.Mem[S.NMem++] = {uint32_t(K), I.SI->Base, I.StaticBase, I.SI->IncImm, I.SI};
        // (A predicated-off branch the predictor sees is a not-taken one.)
        if ((I.Cmp & 1) ? I.SI->Predicted && !I.SI->Indirect && !I.SI->Uncond : I.SI->OffTold)
          S.Br[S.NBr++] = {I.SI, bool(I.Cmp & 2)};
      }
      S.Key = stepKey(*M.B->B, Off, L.Slot, Taken);
      S.First = uint32_t(X);
      S.Count = uint32_t(Y - X + 1);
      S.Check = M.B;
      V.StepAt[X] = uint32_t(V.Steps.size());
      V.Steps.push_back(S);
    }
    X = Y + 1;
  }
}

} // namespace epic::sim
