// Steady loops in batches (Timing::BatchState): a block that keeps
// following itself with the same outcome is counted pass by pass, its
// recent-store key computed from a log of its last passes, and the counted
// passes reach the engine together (IssueEngine::replayMany).
#include "sim/Timing.h"
#include <algorithm>
#include <bit>

namespace epic::sim {

// A steady loop's next pass (BatchState): counted, applied later. The
// conditions fixed while the batch lasts (replay on, no origins, no engine
// listener, no pairwise rule or region move pending, V not final) were
// checked when the run reached Need; Steady's cycle and id say that nothing
// else happened since the last pass.
bool Timing::batchPass(Variant &V) {
  if (Batch.V != &V || Batch.Run < Batch.Need || Steady.V != &V || Steady.Id != BlockFirstId ||
      Steady.Cycle != Engine.cycles() + Batch.Ahead)
    return false;
  if (!batchKeyMatches(V, ExpAddr.data()))
    return false;
  const uint64_t Next = BlockFirstId + ExpPos;
  uint64_t Bundles = TraceBundles + V.NewBundles;
  if (Bundles >= 256) { // a flush: the same pass when nothing is carried (fastEnd)
    if (!(V.To == Carry{}))
      return false;
    Bundles = 0;
  }
  if (!Batch.K)
    Batch.FirstId = BlockFirstId;
  ++Batch.K;
  logStores(V, ExpAddr.data());
  Batch.Ahead += Batch.Cycles;
  ++Counts.Blocks;
  ++Counts.Expected;
  ++Counts.Steady;
  ++Counts.Replayed;
  ++Counts.Batched;
  NextId = BlockFirstId = Next;
  TraceBundles = Bundles;
  Steady.Cycle += Batch.Cycles;
  Steady.Id = Next;
  ExpPos = 0; // (V follows itself: it stays the expected block)
  return true;
}

void Timing::noteSteady(Variant &V, size_t Out, bool Follows, const uint64_t *Addr) {
  const Variant::Outcome &O = V.Outcomes[Out];
  if (V.Final || O.SelfNext != long(Out) || !O.O.Cycles) { // not a fixed point
    Batch.V = nullptr;
    return;
  }
  if (!(Follows && Batch.V == &V && Batch.Out == Out)) {
    Batch.V = &V;
    Batch.Out = Out;
    Batch.Run = 0;
    Batch.Cycles = O.O.Cycles;
    // The passes whose stores can still be in the window, plus two.
    Batch.Need = uint32_t(Engine.storePassesKept(Batch.Cycles));
    Batch.NS = uint32_t(V.Stores.size());
    Batch.Cap = std::bit_ceil(Batch.Need);
    Batch.Log.resize(size_t(Batch.Cap) * Batch.NS);
    Batch.Top = Batch.Len = 0;
    Batch.KeyOk = false;
  }
  logStores(V, Addr);
  // (What batchPass does not ask again holds from here on: replay
  // conditions only get more true as cycles pass.)
  if (++Batch.Run == Batch.Need) {
    if (replayConditions(Engine.cycles()))
      prepareBatchKey(V);
    if (!Batch.KeyOk)
      Batch.V = nullptr;
  }
}

void Timing::logStores(const Variant &V, const uint64_t *Addr) {
  ++Batch.Top;
  uint64_t *P = Batch.pass(1);
  for (uint32_t S = 0; S < Batch.NS; ++S) P[S] = Engine.lineOf(Addr[V.Stores[S]]);
  Batch.Len = std::min(Batch.Len + 1, Batch.Need);
}

// storeKeyTo's sequence for a pass of the batch's block, with the live
// stores taken from the logged passes (oldest first, each in V.Stores order,
// as IssueEngine::replay pushed them) at the cycles the outcome gives them:
// the count and the ages are the same every pass (checked here once), the
// line masks are compared per pass (batchKeyMatches).
void Timing::prepareBatchKey(const Variant &V) {
  const Variant::Outcome &O = V.Outcomes[Batch.Out];
  const uint64_t *Want = O.Key.data() + O.RegLen;
  const size_t N = O.Key.size() - O.RegLen;
  const auto &Sb = MM.stalls().StoreBufferRecirculation;
  Batch.KeyOk = false;
  Batch.NoKey = V.Loads.empty() || !Sb.Penalty || !Sb.LineBytes;
  Batch.Live.clear();
  if (Batch.NoKey) {
    Batch.KeyOk = N == 0;
    return;
  }
  const uint32_t *IssueAt = O.O.IssueAt.data();
  const uint64_t C = Batch.Cycles;
  // Live at the next pass's entry: issued J passes back at IssueAt, with
  // Entry - J * C + IssueAt + Window >= Entry.
  for (uint32_t J = Batch.Len; J >= 1; --J)
    for (uint32_t S = 0; S < Batch.NS; ++S)
      if (IssueAt[V.Stores[S]] + Sb.Window >= J * C)
        Batch.Live.push_back({J, S});
  const size_t NLive = Batch.Live.size();
  if (NLive + V.Stores.size() > 64 || N != 1 + NLive + V.Loads.size() || Want[0] != (uint64_t(0x5b) << 56 | NLive))
    return;
  for (size_t I = 0; I < NLive; ++I)
    if (Want[1 + I] != Batch.Live[I].first * C - IssueAt[V.Stores[Batch.Live[I].second]])
      return;
  Batch.WantMasks = Want + 1 + NLive;
  Batch.KeyOk = true;
}

bool Timing::batchKeyMatches(const Variant &V, const uint64_t *Addr) const {
  if (Batch.NoKey)
    return true;
  for (size_t K = 0; K < V.Loads.size(); ++K) {
    const uint32_t L = V.Loads[K];
    const uint64_t Line = Engine.lineOf(Addr[L]);
    uint64_t M = 0;
    unsigned Bit = 0;
    for (auto [J, S] : Batch.Live)
      M |= uint64_t(Batch.pass(J)[S] == Line) << Bit++;
    for (uint32_t St : V.Stores) {
      if (St >= L) break;
      M |= uint64_t(Engine.lineOf(Addr[St]) == Line) << Bit++;
    }
    if (M != Batch.WantMasks[K])
      return false;
  }
  return true;
}

void Timing::applyBatch() {
  Variant &V = *Batch.V;
  Variant::Outcome &Out = V.Outcomes[Batch.Out];
  const uint64_t K = Batch.K, N = V.Infos.size();
  Batch.K = 0;
  Batch.Ahead = 0;
  // The log, oldest pass first, as replayMany wants the last passes' store lines.
  std::vector<uint64_t> &Last = BatchScratch;
  Last.clear();
  for (uint32_t P = Batch.Len; P >= 1; --P)
    Last.insert(Last.end(), Batch.pass(P), Batch.pass(P) + Batch.NS);
  Engine.replayMany(Out.O, V.Infos, Batch.FirstId, K, V.Stores.data(), Last.data(), Batch.Len, V.Stores.size());
  // The registers' last writers are the last pass's (the first replay of
  // this outcome filled Applies).
  const uint64_t First = Batch.FirstId + (K - 1) * N, Entry = Engine.cycles() - Batch.Cycles;
  for (const Variant::Outcome::Apply &A : Out.Applies) {
    LastWriter[A.Key] = First + A.Member;
    WriterReady[A.Key] = Entry + A.Ready;
    WriterAt[A.Key] = Entry + A.At;
    WriterInfo[A.Key] = A.Info;
  }
}

} // namespace epic::sim
