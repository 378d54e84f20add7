// The in-order group checker: records the resource uses of the current group
// (and, until serialized, of earlier groups), reports conflicting pairs the
// way GNU as -xexplicit does.
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/DvTables.h"
#include <algorithm>

namespace epic::isa::dv {
namespace {
bool has(const ClassSet &C, const ClassSet &Mask) { return (C & Mask).any(); }
using tables::known;

constexpr uint8_t semBit(Semantics S) { return uint8_t(1u << unsigned(S)); }
constexpr uint8_t InsnRetires =
    semBit(Semantics::Data) | semBit(Semantics::Instr) | semBit(Semantics::Specific);
} // namespace

namespace {
uint64_t key(ResourceId Res, bool Write, int Index) {
  return (uint64_t(Res) << 33) | (uint64_t(Write) << 32) | uint32_t(Index < 0 ? -1 : Index);
}
} // namespace

void DependencyChecker::index(uint32_t Pos) {
  const Access &A = Records[Pos].A;
  ByKey[key(A.Res, A.Write, A.Index)].push_back(Pos);
}

void DependencyChecker::reindex() {
  // Keys in use keep their node and vector (a stop reindexes every group:
  // freeing and allocating them again was most of a short group's cost).
  for (auto &Entry : ByKey) Entry.second.clear();
  for (uint32_t P = 0; P < Records.size(); ++P) index(P);
  std::erase_if(ByKey, [](const auto &Entry) { return Entry.second.empty(); });
}

void DependencyChecker::candidates(const Access &B, std::vector<uint32_t> &Out) const {
  Out.clear();
  auto add = [&](bool Write, int Index) {
    if (auto It = ByKey.find(key(B.Res, Write, Index)); It != ByKey.end())
      Out.insert(Out.end(), It->second.begin(), It->second.end());
  };
  for (bool Write : {true, false}) {
    if (!Write && !B.Write) continue; // two reads never conflict
    if (B.Index >= 0) {
      add(Write, B.Index);
      add(Write, -1);
    } else {
      // Unknown or whole resource: every use of it.
      for (const auto &[K, Ps] : ByKey)
        if ((K >> 33) == uint64_t(B.Res) && bool((K >> 32) & 1) == Write)
          Out.insert(Out.end(), Ps.begin(), Ps.end());
    }
  }
  std::sort(Out.begin(), Out.end()); // program order, as the pairs are reported
}

std::vector<Violation> DependencyChecker::scan(const ir::Inst &I, const ClassSet &C,
                                               const std::vector<Access> &As, size_t Id,
                                               bool AsIfStopped) const {
  std::vector<Violation> Out;
  std::vector<uint32_t> &Cand = CandBuf;
  for (const Access &B : As) {
    candidates(B, Cand);
    for (uint32_t Pos : Cand) {
      const Record &R = Records[Pos];
      if ((R.A.Note == NoteGasMoveFpsr && B.Note == NoteFpsrUnseenByGas) ||
          (R.A.Note == NoteFpsrUnseenByGas && B.Note == NoteGasMoveFpsr))
        continue; // GNU as's artificial use against a write it does not see: no dependency
      DepKind Kind;
      Semantics S = pairSemantics(R.Classes, R.A, C, B, Kind);
      if (S == Semantics::None) continue;
      // AsIfStopped: what stop() would leave (records it drops have every
      // lasting semantics retired, so they are skipped here as well).
      bool Current = R.CurrentGroup && !AsIfStopped;
      uint8_t Retired = R.Retired | (AsIfStopped && R.InsnSrlz == 2 ? InsnRetires : 0);
      if (!Current && (!survivesStop(S) || (Retired & semBit(S)))) continue;
      // Uses under mutually exclusive predicates never both happen, except
      // when the later use is a compare target written regardless of its
      // predicate (note 11; GNU as applies the exception to the later use
      // only). A relation older than a label R follows holds only on the
      // fall-through path: the conflict is then reported for the entry at
      // that label.
      std::string Entry;
      if (R.A.QP && B.QP && B.Note != 11 && Preds.isMutex(R.A.QP, B.QP)) {
        if (Preds.isMutexSince(R.A.QP, B.QP, R.Path)) continue;
        Entry = Labels[R.Path];
      }
      // A later use under a predicate known false since a conditional branch
      // (see PredRelations::branchedPath). GNU as skips `.unc` compare targets
      // too, which are written when the predicate is false: we keep those.
      if (B.QP && B.Note != 11)
        if (auto BP = Preds.branchedPath(B.QP)) {
          if (*BP >= R.Path) continue;
          Entry = Labels[R.Path];
        }
      Violation V;
      V.EntryLabel = std::move(Entry);
      V.Earlier = R.Id;
      V.Later = Id;
      V.Kind = Kind;
      V.Sem = S;
      V.Res = B.Res;
      V.Index = B.Index >= 0 ? B.Index : R.A.Index >= 0 ? R.A.Index : -1;
      // Numbers known from register values (rr, pkr) and UNAT bits known from
      // .mem.offset: GNU as names one only when both uses have it.
      if ((B.Res == ResourceId::RR || B.Res == ResourceId::PKR || B.Res == ResourceId::ArUNAT) &&
          (B.Index < 0 || R.A.Index < 0))
        V.Index = -1;
      // GNU as: certain when both uses name the same specific resource and
      // the later instruction is unpredicated.
      V.Certain = R.A.specific() && B.specific() && B.QP == 0;
      if (std::find(Out.begin(), Out.end(), V) == Out.end()) Out.push_back(V);
    }
  }
  // GNU as's order (check_dependencies walks the resources marked so far):
  // by earlier instruction, and for one earlier instruction its RAW marks
  // before its WAW and WAR ones (the dependency table's order).
  std::stable_sort(Out.begin(), Out.end(), [](const Violation &A, const Violation &B) {
    return std::tie(A.Earlier, A.Kind) < std::tie(B.Earlier, B.Kind);
  });
  (void)I;
  return Out;
}

std::vector<Violation> DependencyChecker::check(const ir::Inst &I) const {
  const tables::InstDv &D = tables::instDv(I);
  // An instruction that starts a group is checked as if after a stop.
  bool First = has(D.Classes, known().GroupFirst);
  if (UnatBit < 0 && I.UnatBit < 0 && RotatingGrs == 0)
    return scan(I, D.Classes, D.Accesses, size_t(-1), First);
  std::vector<Access> As = D.Accesses;
  applyUnatBit(I, As);
  addRotatingGrRead(I, As);
  return scan(I, D.Classes, As, size_t(-1), First);
}

bool DependencyChecker::addRotatingGrRead(const ir::Inst &I, std::vector<Access> &As) const {
  if (RotatingGrs == 0)
    return false;
  for (const Access &A : As)
    if (A.Res == ResourceId::CFM && !A.Write && A.Note == 2)
      return false; // a rotating FR/PR or predicate already reads it
  bool Rot = false;
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      Rot |= (O.K == ir::Operand::Register || O.K == ir::Operand::Memory) && O.R.File == ir::RegFile::GR &&
             O.R.Num >= 32 && O.R.Num < 32 + unsigned(RotatingGrs);
  if (!Rot)
    return false;
  Access A;
  A.Res = ResourceId::CFM;
  A.QP = I.QP;
  A.Note = 2;
  As.push_back(A);
  return true;
}

void DependencyChecker::memOffset(int64_t Offset) { UnatBit = int((Offset >> 3) & 63); }

void applyUnatBit(int Bit, std::vector<Access> &As) {
  if (Bit >= 0)
    for (Access &A : As)
      if (A.Res == ResourceId::ArUNAT && A.Index == -1 && A.From == Origin::Implicit) A.Index = Bit;
}

void DependencyChecker::applyUnatBit(const ir::Inst &I, std::vector<Access> &As) const {
  epic::isa::dv::applyUnatBit(UnatBit >= 0 ? UnatBit : I.UnatBit, As);
}

bool startsGroup(const ir::Inst &I) { return has(tables::instDv(I).Classes, known().GroupFirst); }
bool endsGroup(const ir::Inst &I) {
  const ClassSet &C = tables::instDv(I).Classes;
  return has(C, known().GroupLast) ||
         (has(C, known().Branch) && I.QP == 0 && !has(C, known().BrModsched) &&
          !has(C, known().BrCounted));
}

std::vector<Violation> DependencyChecker::append(const ir::Inst &I, size_t Id) { return append(I, Id, -1); }

std::vector<Violation> DependencyChecker::append(const ir::Inst &I, size_t Id, int RrIndex) {
  const tables::InstDv &D = tables::instDv(I);
  // Copies: the cache entry may be replaced by the lookups below.
  const ClassSet C = D.Classes;
  std::vector<Access> &As = AsBuf; // reused: no allocation per instruction
  As.assign(D.Accesses.begin(), D.Accesses.end());
  if (int Known = Values.indirectIndex(I); Known >= 0)
    for (Access &A : As)
      if ((A.Res == ResourceId::RR || A.Res == ResourceId::PKR) &&
          (A.From == Origin::Out || A.From == Origin::In))
        A.Index = Known;
  if (RrIndex >= 0)
    for (Access &A : As)
      if (A.Res == ResourceId::RR) A.Index = RrIndex;
  applyUnatBit(I, As);
  UnatBit = -1; // `.mem.offset` names the next instruction only
  std::vector<uint8_t> &Lasting = LastingBuf, &Earlier = EarlierBuf;
  Lasting.assign(D.Lasting.begin(), D.Lasting.end());
  Earlier.assign(D.Earlier.begin(), D.Earlier.end());
  if (addRotatingGrRead(I, As)) {
    Lasting.push_back(tables::lastingMask(C, As.back()));
    Earlier.push_back(tables::canBeEarlier(C, As.back()));
  }
  // GNU as takes the rotating GRs from the last alloc's sor (it counts one
  // fewer: r32+sor-1 is not rotating for it; we keep the architecture's count).
  if (I.Mnemonic == "alloc")
    for (auto It = I.Ins.rbegin(); It != I.Ins.rend(); ++It)
      if (It->K == ir::Operand::Imm) {
        if (auto V = tables::evalConst(It->E); V && *V <= 96)
          RotatingGrs = int(*V);
        break;
      }
  if (has(C, known().GroupFirst)) stop();
  auto V = scan(I, C, As, Id, false);
  // A conditional branch: what follows runs only when it falls through, so
  // earlier uses under its predicate (or one implying it) no longer matter;
  // GNU as keeps the writes of that predicate itself. Not for the counted and
  // modulo-scheduled branches (br.cloop/ctop/cexit/wtop/wexit: they fall
  // through with the predicate true), as gas's is_conditional_branch. A call
  // returns to what follows: gas then keeps the uses that need serialization
  // (`(p12) mov pkr[]=`, `(p12) br.call`, `ld8`: RAW on PKR#), probed.
  if (has(C, known().Branch) && I.QP && !has(C, known().BrCounted) && !has(C, known().BrModsched)) {
    const bool Call = has(C, known().BrCall);
    std::erase_if(Records, [&](const Record &R) {
      bool WritesQp = R.A.Write && resourceFamily(R.A.Res) == "PR" && R.A.Index == I.QP && !Call;
      return !WritesQp && !(Call && R.Lasting) && R.A.QP && (R.A.QP == I.QP || Preds.implies(R.A.QP, I.QP));
    });
    reindex();
  }
  for (size_t K = 0; K < As.size(); ++K) {
    if (!Earlier[K]) continue; // no later use can conflict with it (most reads: memory of a long group)
    Records.push_back({As[K], C, Id});
    Records.back().Path = Path;
    Records.back().Lasting = Lasting[K];
    index(uint32_t(Records.size() - 1));
  }
  // Serialization acts on uses already separated from it by a stop (GNU as
  // also lets srlz.d retire `other` dependencies of its own group).
  if (has(C, known().SrlzD)) retireData();
  if (has(C, known().SrlzI))
    for (auto &R : Records)
      if (R.InsnSrlz == 1) R.InsnSrlz = 2;
  Preds.update(I, C, As); // As differs from I's table uses in RR, PKR, UNAT and CFM ones only
  Values.update(I);
  if (has(C, known().GroupLast)) stop();
  if (has(C, known().Rfi) ||
      (has(C, known().Branch) && I.QP == 0 && !has(C, known().BrModsched) && !has(C, known().BrCounted)))
    branchTaken();
  return V;
}

void DependencyChecker::retireData() {
  for (auto &R : Records) R.Retired |= R.DataSrlz == 1 ? uint8_t(0xff) : semBit(Semantics::Other);
  dropRetired();
}

void DependencyChecker::serialize(bool Instruction) {
  stop();
  if (Instruction) {
    for (auto &R : Records)
      if (R.InsnSrlz == 1) R.InsnSrlz = 2;
  } else {
    retireData();
  }
  stop();
}

void DependencyChecker::branchTaken() {
  Records.clear();
  ByKey.clear();
}

void DependencyChecker::stop() {
  // Only uses that can carry a srlz-requiring dependency outlive the group;
  // an srlz.i followed by this stop retires all but `other` ones.
  for (auto &R : Records) {
    if (R.InsnSrlz == 2) R.Retired |= InsnRetires;
    R.CurrentGroup = false;
    R.DataSrlz = 1;
    if (R.InsnSrlz == 0) R.InsnSrlz = 1;
  }
  dropRetired();
}

void DependencyChecker::dropRetired() {
  size_t Before = Records.size();
  std::erase_if(Records, [](const Record &R) {
    return !R.CurrentGroup && (R.Lasting & ~R.Retired) == 0;
  });
  if (Records.size() != Before) reindex();
}

void DependencyChecker::label(std::string_view Name) {
  Values.forget();
  ++Path;
  Labels.emplace_back(Name);
  Preds.setPath(Path);
}

void DependencyChecker::reset() {
  *this = DependencyChecker();
}

std::string describe(const Violation &V, std::string_view LaterMnemonic) {
  std::string_view Res = resourceName(V.Res, V.Kind);
  std::string S = "Use of '" + std::string(LaterMnemonic) + "' " +
                  (V.Certain ? "violates " : "may violate ") + std::string(depKindName(V.Kind)) +
                  " dependency '" + std::string(Res) + "' (" +
                  std::string(semanticsName(V.Sem)) + ")";
  if (!V.EntryLabel.empty()) S += " when entry is at label '" + V.EntryLabel + "'";
  if (V.Index >= 0) S += ", specific resource number is " + std::to_string(V.Index);
  return S;
}

} // namespace epic::isa::dv
