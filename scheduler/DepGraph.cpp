#include "scheduler/DepGraph.h"
#include "isa/dv/DependencyChecker.h"
#include "scheduler/MemoryAlias.h"
#include "scheduler/PairCandidates.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <tuple>

namespace epic::sched {

namespace {
namespace dv = isa::dv;

bool sameResource(const dv::Access &A, const dv::Access &B) {
  if (A.Res != B.Res)
    return false;
  // -1: index not known statically, -2: the whole indexed resource.
  return A.Index < 0 || B.Index < 0 || A.Index == B.Index;
}

model::DepKind roleOf(const dv::Access &Reader) {
  switch (Reader.From) {
  case dv::Origin::Base:
  case dv::Origin::PostInc: return model::DepKind::Address;
  case dv::Origin::QP: return model::DepKind::Predicate;
  default: return model::DepKind::Data;
  }
}

/// Nodes of one serialization instruction and the dependences it separates.
struct Serializer {
  unsigned Node;
  bool Instruction; // srlz.i (else srlz.d)
  std::vector<unsigned> Writers, Readers;
};

class Builder {
public:
  Builder(const ir::Module &M, const Region &R, const model::MachineModel &MM)
      : M(M), R(R), MM(MM) {}

  RegionProblem build() {
    size_t N = R.Insts.size();
    for (size_t I = 0; I < N; ++I) {
      Insts.push_back(&inst(I));
      addNode(R.Descs[I], ir::toString(inst(I)));
      if (I < R.EntryRelease.size())
        Out.P.Nodes.back().Release = R.EntryRelease[I];
    }
    addressClasses();
    Mem = analyzeMemory(M, R, MM);
    std::vector<std::vector<dv::Access>> Acc(N);
    std::vector<dv::ClassSet> Cls(N);
    // The rr/pkr numbers GNU as knows from the region's own constant moves
    // (the output must stay silent under -xexplicit): writes of different
    // ones need no stop between them.
    dv::KnownValues Values;
    GasIndex.assign(N, -1);
    for (size_t I = 0; I < N; ++I) {
      GasIndex[I] = Values.indirectIndex(*Insts[I]);
      Values.update(*Insts[I]);
    }
    for (size_t I = 0; I < N; ++I) {
      Acc[I] = dv::accessesOf(*Insts[I]);
      Cls[I] = dv::classesOf(*Insts[I]);
      if (GasIndex[I] >= 0)
        for (dv::Access &A : Acc[I])
          if (A.Res == dv::ResourceId::PKR && (A.From == dv::Origin::Out || A.From == dv::Origin::In))
            A.Index = GasIndex[I];
      // A proven region names one region register: a memory reference in
      // region 7 does not read the rr0 just written (docs/scheduler.md,
      // "Regions").
      if (Mem.Rr[I] >= 0)
        for (dv::Access &A : Acc[I])
          if (A.Res == dv::ResourceId::RR)
            A.Index = Mem.Rr[I];
    }
    std::vector<uint8_t> QP(N);
    for (size_t I = 0; I < N; ++I)
      QP[I] = Insts[I]->QP;
    guards(Acc, Cls);
    for (unsigned U = 0; U < N; ++U) {
      addView(U);
      OrderRules.push_back(MM.hasOrderRules(R.Descs[U].Info));
      SlowAccess.push_back(MM.isSlowRegisterAccess(R.Descs[U].Info));
    }
    PairCandidates Pairs(R.Descs, Acc, QP, MM);
    Candidates = &Pairs;
    for (unsigned J = 0; J < N; ++J) {
      for (unsigned I : Pairs.before(J))
        relate(I, J, Acc, Cls);
      for (unsigned I : Pairs.chainedBefore())
        edge(I, J, 0, false);
    }
    Candidates = nullptr;
    unwindOrder();
    orderSameLine(); // after every ordering edge: it must not contradict one
    Out.AddrClass = AddrClass;
    Out.Rr = Mem.Rr;
    Out.Guard = Guard;
    // A drain waits for every earlier result except where a pairwise rule
    // says how long it waits for that producer (as the issue engine does).
    // The rule depends on the two instructions' model views only: asked once
    // per pair of distinct views, not per pair of nodes (issue 22).
    for (unsigned U = unsigned(ViewOf.size()); U < Out.P.Nodes.size(); ++U)
      addView(U); // the inserted srlz
    std::map<unsigned, std::vector<unsigned>> TimedBefore; // drain view -> producer views a rule times
    for (unsigned V = 0; V < Out.P.Nodes.size(); ++V) {
      Out.P.Nodes[V].View = ViewOf[V];
      if (!Out.P.Nodes[V].Drains)
        continue;
      auto [It, New] = TimedBefore.try_emplace(ViewOf[V]);
      if (New)
        for (unsigned W = 0; W < Example.size(); ++W) // ascending
          if (MM.latency(desc(Example[W]).Info, desc(V).Info, model::DepKind::Order).Rule)
            It->second.push_back(W);
      Out.P.Nodes[V].DrainExemptViews = It->second;
    }
    return std::move(Out);
  }

private:
  const ir::Inst &inst(size_t K) const {
    return std::get<ir::Inst>(M.Sections[R.Section].Stmts[R.Insts[K]]);
  }
  const InstDesc &desc(unsigned K) const {
    return K < R.Descs.size() ? R.Descs[K] : Out.InsertedDescs[K - R.Descs.size()];
  }

  /// Nodes with the same model view (class, system register, indirect
  /// file, unit, post-increment) get the same answer from every model rule.
  void addView(unsigned U) {
    const model::InstInfo &I = desc(U).Info;
    auto [It, New] = Views.try_emplace(InfoKey{I.Class, I.SysReg, I.Indirect, I.Unit, I.PostIncGr}, Example.size());
    if (New)
      Example.push_back(U);
    ViewOf.push_back(It->second);
  }

  /// What the model's pairwise rules say about I before J, asked once per
  /// pair of views (the same few classes meet in thousands of node pairs).
  struct PairRules {
    model::Latency Order;    ///< I's order rule towards J
    model::Latency Reversed; ///< J's order rule towards I (0 cycles when J has none)
    bool Splits = false;     ///< split issue between I and J
  };
  const PairRules &pairRules(unsigned I, unsigned J) {
    auto [It, New] = PairMemo.try_emplace(std::pair(ViewOf[I], ViewOf[J]));
    if (New) {
      const model::InstInfo &A = R.Descs[I].Info, &B = R.Descs[J].Info;
      if (OrderRules[I])
        It->second.Order = MM.latency(A, B, model::DepKind::Order);
      if (OrderRules[J])
        It->second.Reversed = MM.latency(B, A, model::DepKind::Order);
      It->second.Splits = MM.splitsBetween(A, B);
    }
    return It->second;
  }

  /// The base register of a load or store, if it has one.
  static std::optional<ir::Reg> baseOf(const ir::Inst &In) {
    for (const auto *Ops : {&In.Outs, &In.Ins})
      for (const ir::Operand &O : *Ops)
        if (O.K == ir::Operand::Memory) return O.R;
    return std::nullopt;
  }
  /// Accesses through the same base register with no write to it in
  /// between reach the same address: number each such (register, value).
  void addressClasses() {
    std::map<std::pair<int, int>, unsigned> Version; // (file, number) -> current value
    unsigned Next = 1;
    auto key = [](ir::Reg R) { return std::pair(int(R.File), int(R.Num)); };
    for (size_t I = 0; I < Insts.size(); ++I) {
      const ir::Inst &In = *Insts[I];
      std::optional<ir::Reg> Base = baseOf(In);
      if (Base) {
        auto [It, New] = Version.try_emplace(key(*Base), 0);
        if (New) It->second = Next++;
        AddrClass.push_back(It->second);
        // A post-increment (a third operand after the access) moves the base.
        bool Store = !In.Outs.empty() && In.Outs[0].K == ir::Operand::Memory;
        if ((Store && In.Ins.size() >= 2) || (!Store && In.Ins.size() >= 2 && In.Ins[0].K == ir::Operand::Memory))
          It->second = Next++;
      } else {
        AddrClass.push_back(0);
      }
      for (const ir::Operand &O : In.Outs)
        if (O.K == ir::Operand::Register)
          if (auto It = Version.find(key(O.R)); It != Version.end()) It->second = Next++;
    }
  }

  unsigned addNode(const InstDesc &D, std::string Name) {
    Node Nd;
    Nd.Kind = D.Kind;
    Nd.PortMask = D.PortMask;
    Nd.SoleInGroupBefore = D.SplitBefore;
    Nd.SoleInGroupAfter = D.SplitAfter;
    if (const model::UnconditionalStall *U = MM.unconditionalStall(D.Info)) {
      Nd.Drains = U->Drain;
      Nd.StallAfter = U->Bubbles; // per-register bubbles depend on the RSE state at run time
    }
    // "X -> ANY n" (Table 5: srlz.i 12, rfi 13, bsw 6): the next group
    // issues n cycles later, whatever it holds.
    if (auto Alu = MM.classId("ialu"); Alu && MM.hasOrderRules(D.Info)) {
      model::InstInfo Any;
      Any.Class = *Alu;
      if (model::Latency L = MM.latency(D.Info, Any, model::DepKind::Order); isAnyRule(L) && L.Cycles > 0) {
        Nd.SoleInGroupAfter = true; // nothing issues with it after it (epc, srlz.d: ANY 1)
        Nd.StallAfter = std::max(Nd.StallAfter, L.Cycles - 1);
      }
    }
    Nd.Completion = std::max(1, int(MM.cls(D.Info.Class).Latency));
    Nd.Name = std::move(Name);
    return Out.P.addNode(std::move(Nd));
  }

  void edge(unsigned From, unsigned To, int Lat, bool Stop) {
    // Keep only the strongest edge per pair.
    auto [It, New] = EdgeIndex.try_emplace(std::pair(From, To), unsigned(Out.P.Edges.size()));
    if (New) {
      Out.P.addEdge(From, To, Lat, Stop);
      return;
    }
    Edge &E = Out.P.Edges[It->second];
    E.Latency = std::max(E.Latency, Lat);
    E.NeedStop = E.NeedStop || Stop;
  }

  int latency(unsigned P, unsigned C, model::DepKind K) const {
    return int(MM.latency(desc(P).Info, desc(C).Info, K).Cycles);
  }

  void relate(unsigned I, unsigned J, const std::vector<std::vector<dv::Access>> &Acc,
              const std::vector<dv::ClassSet> &Cls) {
    const InstDesc &A = R.Descs[I], &B = R.Descs[J];
    // Order that nothing may cross: barriers (plain computation may cross
    // the soft ones, see InstDesc::Plain) and exits (nothing moves across a
    // branch; what follows one may still share its group, after it).
    auto Holds = [](const InstDesc &Bar, const InstDesc &Other) {
      return Bar.Barrier && (Bar.HardBarrier || !Other.Plain);
    };
    if (Holds(A, B) || Holds(B, A) || A.EndsRegion || B.EndsRegion)
      edge(I, J, 0, false);
    // After a branch only branches issue in the same cycle: a real branch in
    // the B slot of MIB/MMB/MFB ends dispersal, and MBB/BBB are never the
    // first bundle of a pair (latency-db: split_after_first_if_branch,
    // pairs). So a later non-branch starts a new group.
    if (A.EndsRegion && B.Kind != SlotKind::B && !(A.FallsThrough && A.Kind != SlotKind::B))
      edge(I, J, 0, true);
    // Pairwise rules that hold whether or not a value flows (paper T4/T5).
    // A rule towards ANY instruction (srlz.i, rfi, bsw: a flush) is the
    // node's StallAfter instead (see addNode): it delays whatever issues
    // next, so plain computation may still be placed before it.
    const PairRules PR = pairRules(I, J); // a copy: serialize() below may add nodes
    if (OrderRules[I])
      if (const model::Latency &L = PR.Order; L.Cycles > 0)
        if (!(isAnyRule(L) && B.Plain))
          edge(I, J, int(L.Cycles), true);
    // A rule that would hold in the other order (J before I) is not in the
    // schedulers' cost model, so they must not create that order: keep the
    // source's (e.g. `mov =ar.bsp` written before `mov ar.rsc=` stays there
    // rather than paying the rsc -> RSE-register 13 cycles; an add written
    // before srlz.i stays before it rather than waiting out its flush).
    if (OrderRules[J])
      if (const model::Latency &L = PR.Reversed; L.Cycles > 0)
        if (!(isAnyRule(L) && A.Plain))
          edge(I, J, 0, false);
    // The register stack engine's loads and stores translate through the
    // region and protection-key registers, which the dependency tables do
    // not record (RSE references are not instructions). A write to rr/pkr
    // must be data-serialized before flushrs, loadrs or alloc move
    // registers, or the spills and fills use the old address space.
    if (A.Info.Indirect &&
        (*A.Info.Indirect == ir::IndirectFile::RR || *A.Info.Indirect == ir::IndirectFile::PKR)) {
      std::string_view CB = MM.cls(B.Info.Class).Name;
      if (CB == "flushrs" || CB == "loadrs" || CB == "alloc") {
        edge(I, J, 0, true);
        serialize(I, J, false);
      }
    }
    // Slow registers (paper S2; model `slow_registers`): ar.itc, the
    // interrupt-control CRs and the PMU registers take one access every
    // `interval` cycles, so two accesses keep their order that far apart
    // (the engine charges the wait; the schedulers can fill it).
    if (const auto &Slow = MM.stalls().SlowRegisters;
        Slow.Interval && SlowAccess[I] && SlowAccess[J])
      edge(I, J, int(Slow.Interval), true);
    // Split issue between a pair (mov =ar.bsp then a B-unit instruction, an
    // M-unit instruction then fwb): they cannot share a cycle.
    if (PR.Splits)
      edge(I, J, 1, true);
    // Memory: the dependency tables do not track it; keep loads and stores
    // in order unless both only read or MemoryAlias proves that they touch
    // different bytes (same value + disjoint offsets, `.noalias`).
    bool MemConflict =
        (A.WritesMemory && (B.ReadsMemory || B.WritesMemory)) || (A.ReadsMemory && B.WritesMemory);
    bool Independent = MemConflict && Mem.independent(I, J);
    if (MemConflict && !Independent)
      edge(I, J, 0, false);
    // A load soon after a store to the same line recirculates (paper S5.3.3;
    // model `store_buffer_recirculation`): keep a load through the same
    // base value as an earlier store out of the store's window.
    const auto &Sb = MM.stalls().StoreBufferRecirculation;
    if (Sb.Penalty && A.WritesMemory && B.ReadsMemory && !B.WritesMemory && AddrClass[I] &&
        AddrClass[I] == AddrClass[J])
      edge(I, J, int(Sb.Window) + 1, true);
    // A store and a later independent load through the same value may still
    // share a line: the load goes first (see orderSameLine), so that it
    // neither waits for nor recirculates behind the store.
    if (Sb.Penalty && Independent && A.WritesMemory && !A.ReadsMemory && B.ReadsMemory && !B.WritesMemory &&
        Mem.mayShareLine(I, J, Sb.LineBytes))
      SameLine.push_back({I, J});
    // The other way round, a load written before an independent store that
    // may share its line keeps its place: moved after the store, it could
    // recirculate behind it, which the schedulers' costs do not include.
    if (Sb.Penalty && Independent && A.ReadsMemory && !A.WritesMemory && B.WritesMemory && !B.ReadsMemory &&
        Mem.mayShareLine(I, J, Sb.LineBytes))
      edge(I, J, 0, false);
    bool Exclusive = exclusive(I, J);
    for (const dv::Access &X : Acc[I])
      for (const dv::Access &Y : Acc[J]) {
        // Two proven, different region registers: no dependence, but a
        // group of its own after the rr write (GNU as, which cannot know
        // the region, takes `.serialize.data` only between groups).
        if ((X.Write || Y.Write) && X.Res == dv::ResourceId::RR && Y.Res == dv::ResourceId::RR &&
            !sameResource(X, Y)) {
          // Two writes of region registers GNU as also tells apart: the
          // same group is fine (different registers, no serialization).
          if (X.Write && Y.Write && GasIndex[I] >= 0 && GasIndex[J] >= 0 && GasIndex[I] != GasIndex[J])
            continue;
          // A reference exactly `distance` cycles after an rr move
          // recirculates (paper S5.3.3; model region_move_recirculation):
          // any other distance is fine (the bundler keeps that cycle where
          // the hardware would otherwise close up a gap onto it).
          const auto &Rm = MM.stalls().RegionMoveRecirculation;
          bool Move = X.Write && MM.isRegionMove(A.Info) && (B.ReadsMemory || B.WritesMemory);
          edge(I, J, 0, true);
          if (Move && Rm.Penalty &&
              (Out.P.Avoids.empty() || Out.P.Avoids.back().From != I || Out.P.Avoids.back().To != J))
            Out.P.Avoids.push_back({I, J, int(Rm.Distance)});
          continue;
        }
        if (!(X.Write || Y.Write) || !sameResource(X, Y) || Exclusive)
          continue;
        dv::DepKind K;
        dv::Semantics S = dv::pairSemantics(Cls[I], X, Cls[J], Y, K);
        bool Stop = S != dv::Semantics::None;
        if (X.Write && !Y.Write) {
          // A later write in between (K) supplies the value instead: J
          // waits for K, not for I, once K executes (the scoreboard, and the
          // simulator's timing, track the last writer). A predicated K keeps
          // I's latency for scheduling, in case it does not execute.
          std::optional<bool> Killed = Candidates->killedBetween(X, I, J); // true: unconditionally
          // Which output of I is read: its post-increment base is an
          // address-adder result with its own latency (model `dep: base`).
          model::DepKind Role = X.From == dv::Origin::PostInc ? model::DepKind::Base : roleOf(Y);
          // An implicit use of state a pairwise rule times (paper T4/T5:
          // `mov psr.um=` then a load, which reads psr.be/ac: ANY 5) waits
          // as the rule says (its own edge above), not the producer's class
          // latency (12 for PSR moves); the simulator's timing tracks no
          // such value either (sim/Core.cpp: registers and named operands).
          bool RuleTimed = Y.From == dv::Origin::Implicit && OrderRules[I] && PR.Order.Rule;
          edge(I, J, Killed == true || RuleTimed ? 0 : std::max(latency(I, J, Role), 0), Stop);
          if (!Killed && !RuleTimed)
            Out.Flows.push_back({I, J, Role});
        }
        else
          // WAW / WAR: order, and a stop when the tables ask. An F-unit
          // reader before an M-unit writer may share a group only with the
          // reader in the first bundle's F slot and the writer in the
          // second bundle (F slots follow M slots in every template, none
          // has two): what slot and port counts cannot see, and two such
          // readers made the bundler split the group (GMP's FP loops, 7 ->
          // 12 cycles). A stop keeps the schedule what the bundles can hold.
          edge(I, J, 0, Stop || (!X.Write && Y.Write && desc(I).Kind == SlotKind::F && desc(J).Kind == SlotKind::M));
        if (dv::survivesStop(S))
          serialize(I, J, dv::fixFor(S) == dv::Fix::StopSrlzI);
      }
  }

  /// Per instruction under a qualifying predicate P: the compare of the
  /// region that last wrote P before it, when that compare made P mutex
  /// with another predicate (dv::mutexTargets), and that other predicate.
  /// Instructions that may do something under a false predicate (unc
  /// compares, any other predicate writer, branches, barriers) get none.
  void guards(const std::vector<std::vector<dv::Access>> &Acc, const std::vector<dv::ClassSet> &Cls) {
    size_t N = Insts.size();
    Guard.assign(N, {-1, 0});
    Out.ExitGuard.assign(N, {-1, 0});
    std::vector<int> LastWriter(64, -1); // by predicate; -2: written by something else
    std::vector<std::optional<std::pair<unsigned, unsigned>>> Targets(N);
    for (size_t I = 0; I < N; ++I) {
      const InstDesc &D = R.Descs[I];
      bool WritesPr = false;
      for (const dv::Access &A : Acc[I])
        WritesPr = WritesPr || (A.Write && dv::resourceFamily(A.Res) == "PR");
      unsigned P = Insts[I]->QP;
      // Static predicates only: a rotating one (p16-p63) names another
      // register after clrrrb or a loop branch.
      if (P && P < 16 && LastWriter[P] >= 0)
        if (const auto &T = Targets[size_t(LastWriter[P])]; T && T->first < 16 && T->second < 16) {
          std::pair<int, unsigned> G{LastWriter[P], T->first == P ? T->second : T->first};
          if (!WritesPr && !D.EndsRegion && !D.Barrier)
            Guard[I] = G;
          else if (D.EndsRegion && D.FallsThrough)
            Out.ExitGuard[I] = G; // a side exit: its path tells both predicates
        }
      Targets[I] = dv::mutexTargets(*Insts[I], Cls[I]);
      for (const dv::Access &A : Acc[I])
        if (A.Write && dv::resourceFamily(A.Res) == "PR") {
          int Pr = A.Res == dv::ResourceId::PR63 ? 63 : A.Index;
          if (Pr > 0 && Pr < 64)
            LastWriter[size_t(Pr)] = Targets[I] ? int(I) : -2;
          else // not known statically, or every predicate (mov pr=, rotation)
            std::fill(LastWriter.begin(), LastWriter.end(), -2);
        }
    }
  }
  /// I and J run under the two predicates one compare made mutex: at most
  /// one of them executes, so no resource relates them (GNU as lets them
  /// share a group too). The compare precedes both in every schedule (they
  /// read its targets), and a later write of either predicate cannot come
  /// between it and them (that write follows their reads).
  bool exclusive(unsigned I, unsigned J) const {
    return Guard[I].first >= 0 && Guard[I].first == Guard[J].first && Guard[I].second == Insts[J]->QP &&
           Insts[I]->QP != Insts[J]->QP;
  }

  /// Unwind directives fix positions (Region::PinnedBy, Region::Barriers):
  /// a pinned first instruction issues before all others; a barrier after
  /// every instruction before it and before every one after it (the same
  /// group allowed). Chained barrier to barrier, so the edges stay linear.
  void unwindOrder() {
    unsigned N = unsigned(R.Insts.size());
    if (!R.PinnedBy.empty())
      for (unsigned J = 1; J < N; ++J)
        edge(0, J, 0, false);
    for (size_t K = 0; K < R.Barriers.size(); ++K) {
      unsigned B = R.Barriers[K];
      unsigned From = K ? R.Barriers[K - 1] : 0;
      unsigned To = K + 1 < R.Barriers.size() ? R.Barriers[K + 1] : N - 1;
      for (unsigned I = From; I < B; ++I)
        edge(I, B, 0, false);
      for (unsigned J = B + 1; J <= To; ++J)
        edge(B, J, 0, false);
    }
  }

  /// Store I, load J (source order) that may share a line: the load first
  /// (distance 0), unless other dependences already order the store first
  /// (the load's address or data comes from the store's side, an exit or a
  /// barrier between them): then the source order, as before the refinement
  /// (the prediction, like AddrClass, assumes different lines).
  void orderSameLine() {
    if (SameLine.empty())
      return;
    // Reachability over the edges so far (bit sets, one per node), kept up
    // to date as load -> store edges are added.
    size_t N = Out.P.Nodes.size();
    std::vector<llvm::BitVector> Reach(N, llvm::BitVector(unsigned(N)));
    std::vector<std::vector<unsigned>> Succ(N);
    for (const Edge &E : Out.P.Edges)
      Succ[E.From].push_back(E.To);
    std::vector<unsigned> Topo = topologicalOrder(Out.P);
    for (auto It = Topo.rbegin(); It != Topo.rend(); ++It)
      for (unsigned V : Succ[*It]) {
        Reach[*It].set(V);
        Reach[*It] |= Reach[V];
      }
    for (auto [I, J] : SameLine) {
      if (Reach[I].test(J)) {
        edge(I, J, 0, false); // already ordered: the store stays first
        continue;
      }
      edge(J, I, 0, false);
      llvm::BitVector Gain = Reach[I];
      Gain.set(I);
      for (size_t X = 0; X < N; ++X)
        if (X == J || Reach[X].test(J))
          Reach[X] |= Gain;
    }
  }

  /// The write I needs a srlz before the read J: use one in the source
  /// between them, else share (or insert) one.
  void serialize(unsigned I, unsigned J, bool Instr) {
    for (unsigned K = I + 1; K < J; ++K) {
      std::string_view C = MM.cls(R.Descs[K].Info.Class).Name;
      if (C == "srlz_i" || (!Instr && C == "srlz_d")) {
        edge(I, K, latency(I, K, model::DepKind::Order), true);
        edge(K, J, latency(K, J, model::DepKind::Order), true);
        return;
      }
    }
    for (Serializer &S : Serializers) {
      if (S.Instruction != Instr)
        continue;
      // Sharing must not force a reader of S before a writer of S.
      if (reaches(J, S.Writers) || reachedFrom(S.Readers, I))
        continue;
      link(S, I, J);
      return;
    }
    ir::Inst Srlz;
    Srlz.Mnemonic = Instr ? "srlz.i" : "srlz.d";
    Srlz.Loc = Insts[J]->Loc;
    auto D = describe(Srlz, MM);
    if (!D) {
      llvm::consumeError(D.takeError());
      return; // the verifier reports the missing serialization
    }
    Out.Inserted.push_back(Srlz);
    Out.InsertedDescs.push_back(*D);
    Serializers.push_back({addNode(*D, Srlz.Mnemonic), Instr, {}, {}});
    link(Serializers.back(), I, J);
  }

  void link(Serializer &S, unsigned I, unsigned J) {
    // An inserted srlz stays before the exits after its reader (implied by
    // the reader's order; explicit for clarity). Exits between the writer
    // and the reader may go either side: a srlz changes no state.
    for (unsigned K = J + 1; K < R.Descs.size(); ++K)
      if (R.Descs[K].EndsRegion)
        edge(S.Node, K, 0, false);
    edge(I, S.Node, latency(I, S.Node, model::DepKind::Order), true);
    edge(S.Node, J, latency(S.Node, J, model::DepKind::Order), true);
    S.Writers.push_back(I);
    S.Readers.push_back(J);
  }

  /// Is any of `Targets` reachable from `From` along edges?
  bool reaches(unsigned From, const std::vector<unsigned> &Targets) const {
    std::vector<std::vector<unsigned>> Succ(Out.P.Nodes.size());
    for (const Edge &E : Out.P.Edges)
      Succ[E.From].push_back(E.To);
    std::vector<bool> Seen(Out.P.Nodes.size());
    std::function<bool(unsigned)> Dfs = [&](unsigned U) {
      if (std::find(Targets.begin(), Targets.end(), U) != Targets.end())
        return true;
      if (Seen[U]) return false;
      Seen[U] = true;
      for (unsigned V : Succ[U])
        if (Dfs(V)) return true;
      return false;
    };
    return Dfs(From);
  }
  bool reachedFrom(const std::vector<unsigned> &Sources, unsigned To) const {
    for (unsigned S : Sources)
      if (reaches(S, {To}))
        return true;
    return false;
  }

  const ir::Module &M;
  const Region &R;
  const model::MachineModel &MM;
  std::vector<const ir::Inst *> Insts;
  MemoryInfo Mem;                                     // addresses and .noalias facts (MemoryAlias)
  std::vector<std::pair<unsigned, unsigned>> SameLine; // store -> load pairs for orderSameLine
  std::vector<unsigned> AddrClass; // per instruction: same nonzero value = same address (addressClasses)
  std::vector<int> GasIndex;        // per instruction: rr/pkr number GNU as knows (dv::KnownValues), -1
  std::vector<std::pair<int, unsigned>> Guard; // per instruction: (mutex compare, other predicate), see guards()
  RegionProblem Out;
  // (From, To) -> index in Out.P.Edges. A flat hash table, 12 bytes an
  // entry: a region of loads and stores has about 64 edges per node (a tree
  // map of them was a third of the peak memory, issue 22).
  llvm::DenseMap<std::pair<unsigned, unsigned>, unsigned> EdgeIndex;
  std::vector<Serializer> Serializers;
  using InfoKey = std::tuple<model::ClassId, std::optional<ir::Reg>, std::optional<ir::IndirectFile>, ir::Unit,
                             uint8_t>;
  std::map<InfoKey, unsigned> Views;
  std::vector<unsigned> ViewOf;  // per node: its view
  std::vector<unsigned> Example; // a node of each view
  std::vector<bool> OrderRules, SlowAccess; // per source node: hasOrderRules, isSlowRegisterAccess
  llvm::DenseMap<std::pair<unsigned, unsigned>, PairRules> PairMemo; // by (view of I, view of J)
  const PairCandidates *Candidates = nullptr; // during the pair loop of build()
};
} // namespace

RegionProblem buildProblem(const ir::Module &M, const Region &R, const model::MachineModel &MM) {
  return Builder(M, R, MM).build();
}

} // namespace epic::sched
