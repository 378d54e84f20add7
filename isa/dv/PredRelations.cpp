// Predicate mutex/implication bookkeeping, following what GNU as records
// (facts sheet 5.4): compares create or destroy relations, calls keep only
// the predicates safe across calls, unconditional branches but br.ret forget
// everything, conditional branches mark the implications of their predicate.
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/DvTables.h"
#include <algorithm>

namespace epic::isa::dv {
namespace {
constexpr uint64_t bit(unsigned P) { return uint64_t(1) << P; }
constexpr uint64_t RotatingMask = ~uint64_t(0) << 16;
bool has(const ClassSet &C, const ClassSet &Mask) { return (C & Mask).any(); }
using tables::known;
} // namespace

void PredRelations::mutex(const std::vector<unsigned> &Ps) {
  for (unsigned P : Ps)
    for (unsigned Q : Ps)
      if (P != Q && P && Q && P < 64 && Q < 64) {
        Mutex[P] |= bit(Q);
        MutexPath[pair(P, Q)] = CurPath;
      }
}

void PredRelations::imply(unsigned P, unsigned Q) {
  if (!P || !Q || P >= 64 || Q >= 64 || P == Q) return;
  // GNU as closes the relation: whatever implies P implies Q and everything Q
  // implies, and each of them is mutex with what Q is mutex with (probed: after
  // `.pred.rel.mutex p2,p4` and `.pred.rel.imply p1,p2`, (p1) and (p4) uses
  // do not conflict).
  uint64_t From = bit(P), To = bit(Q) | Implies[Q];
  for (unsigned S = 1; S < 64; ++S)
    if (Implies[S] & bit(P)) From |= bit(S);
  for (unsigned S = 1; S < 64; ++S)
    if (From & bit(S))
      for (unsigned R = 1; R < 64; ++R)
        if ((To & bit(R)) && R != S) {
          Implies[S] |= bit(R);
          ImplyPath[pair(S, R)] = CurPath;
        }
  for (unsigned S = 1; S < 64; ++S)
    if (From & bit(S))
      for (unsigned M = 1; M < 64; ++M)
        if ((Mutex[Q] & bit(M)) && M != S) mutex({S, M});
}

std::optional<uint32_t> PredRelations::branchedPath(unsigned P) const {
  if (P == 0 || P >= 64 || !Branched[P]) return std::nullopt;
  uint32_t Newest = 0;
  for (unsigned Q = 1; Q < 64; ++Q)
    if (Branched[P] & bit(Q)) Newest = std::max(Newest, BranchedPath.lookup(pair(P, Q)));
  return Newest;
}

void PredRelations::clearPred(unsigned P) {
  if (P >= 64) return;
  for (unsigned Q = 0; Q < 64; ++Q) {
    Mutex[Q] &= ~bit(P);
    Implies[Q] &= ~bit(P);
  }
  Mutex[P] = Implies[P] = 0;
  syncBranched();
}

void PredRelations::syncBranched() {
  for (unsigned P = 0; P < 64; ++P) Branched[P] &= Implies[P];
}

void PredRelations::clear(const std::vector<unsigned> &Ps) {
  for (unsigned P : Ps) clearPred(P);
}

void PredRelations::clearMask(uint64_t Mask) {
  for (unsigned P = 1; P < 64; ++P)
    if (Mask & bit(P)) clearPred(P);
}

void PredRelations::clearAll() {
  for (auto &M : Mutex) M = 0;
  for (auto &M : Implies) M = 0;
  for (auto &M : Branched) M = 0;
}

bool PredRelations::isMutex(unsigned P, unsigned Q) const {
  return P < 64 && Q < 64 && (Mutex[P] & bit(Q));
}

bool PredRelations::isMutexSince(unsigned P, unsigned Q, uint32_t Since) const {
  return isMutex(P, Q) && MutexPath.lookup(pair(P, Q)) >= Since && MutexPath.lookup(pair(Q, P)) >= Since;
}

bool PredRelations::implies(unsigned P, unsigned Q) const {
  return P < 64 && Q < 64 && (Implies[P] & bit(Q));
}

std::optional<std::pair<unsigned, unsigned>> mutexTargets(const ir::Inst &I, const ClassSet &C) {
  bool TwoTargets = I.Outs.size() == 2 && I.Outs[0].K == ir::Operand::Register &&
                    I.Outs[1].K == ir::Operand::Register && I.Outs[0].R.File == ir::RegFile::PR &&
                    I.Outs[1].R.File == ir::RegFile::PR;
  if (!TwoTargets || !(has(C, known().CmpInt) || has(C, known().CmpFp)))
    return std::nullopt;
  unsigned P1 = I.Outs[0].R.Num, P2 = I.Outs[1].R.Num;
  if (P1 == 0 || P2 == 0 || P1 == P2 || has(C, known().CmpAnd) || has(C, known().CmpOr) ||
      has(C, known().CmpOrAndcm) || has(C, known().CmpAndOrcm))
    return std::nullopt;
  if (!has(C, known().CmpUnc) && I.QP != 0)
    return std::nullopt;
  return std::pair(P1, P2);
}

void PredRelations::update(const ir::Inst &I, const ClassSet &C, const std::vector<Access> &As) {
  updateRelations(I, C, As);
  syncBranched();
  // A conditional branch not taken leaves its predicate false, and every
  // predicate implying it: GNU as checks no later use under one of them
  // while the implication lasts (gas/dv-imply.s). Calls return, and
  // counted/modulo-scheduled branches are not tested on their predicate.
  if (I.QP && I.QP < 64 && has(C, known().Branch) && !has(C, known().BrCall) && !has(C, known().BrModsched) &&
      !has(C, known().BrCounted))
    for (unsigned P = 1; P < 64; ++P)
      if (Implies[P] & bit(I.QP)) {
        Branched[P] |= bit(I.QP);
        BranchedPath[pair(P, I.QP)] = ImplyPath.lookup(pair(P, I.QP));
      }
}

void PredRelations::updateRelations(const ir::Inst &I, const ClassSet &C, const std::vector<Access> &As) {
  bool TwoTargets = I.Outs.size() == 2 && I.Outs[0].K == ir::Operand::Register &&
                    I.Outs[1].K == ir::Operand::Register &&
                    I.Outs[0].R.File == ir::RegFile::PR && I.Outs[1].R.File == ir::RegFile::PR;
  if ((has(C, known().CmpInt) || has(C, known().CmpFp)) && TwoTargets) {
    unsigned P1 = I.Outs[0].R.Num, P2 = I.Outs[1].R.Num;
    // A compare naming p0 relates nothing, but its other target is written:
    // a normal, unc or or-type one forgets the target's relations, an
    // and-type or mixed one keeps its mutexes (probed with GNU as: after
    // `.pred.rel.mutex p1,p2`, `cmp.eq p0,p1=...` or `cmp.eq.or p0,p1=...`
    // makes (p1)/(p2) writes of one register conflict, `cmp.eq.and p1,p0`,
    // `.andcm`, `.or.andcm`, `.and.orcm` do not).
    if (P1 == 0 || P2 == 0) {
      unsigned P = P1 ? P1 : P2;
      if (has(C, known().CmpAnd) || has(C, known().CmpOrAndcm) || has(C, known().CmpAndOrcm))
        for (auto &M : Implies) M &= ~bit(P);
      else
        clearPred(P);
      return;
    }
    if (has(C, known().CmpOrAndcm) || has(C, known().CmpAndOrcm)) {
      // GNU as records no relation for these (checked with -xexplicit).
      clear({P1, P2});
    } else if (has(C, known().CmpAnd)) {
      for (auto &M : Implies) M &= ~(bit(P1) | bit(P2));
    } else if (has(C, known().CmpOr)) {
      for (unsigned P : {P1, P2}) {
        for (unsigned Q = 0; Q < 64; ++Q) Mutex[Q] &= ~bit(P);
        Mutex[P] = 0;
        Implies[P] = 0;
      }
    } else if (mutexTargets(I, C)) {
      clear({P1, P2});
      mutex({P1, P2});
      if (I.QP) {
        imply(P1, I.QP);
        imply(P2, I.QP);
      }
    } else {
      // A predicated normal compare writes its targets complementary or
      // leaves them: targets mutex before stay mutex (GNU as, gas/dv-mutex.s
      // "predicated compares don't remove mutex").
      bool WasMutex = isMutex(P1, P2);
      clear({P1, P2});
      if (WasMutex)
        mutex({P1, P2});
    }
    return;
  }
  // Any other predicate writer forgets what was known about its targets.
  for (const auto &A : As)
    if (A.Write && resourceFamily(A.Res) == "PR" && A.Index > 0) clearPred(unsigned(A.Index));
  if (has(C, known().BrCall)) {
    clearMask(~SafeMask);
    return;
  }
  // An unconditional branch forgets everything; GNU as keeps the relations
  // across `rfi` and `br.ret` (what follows them is reached through a label,
  // which starts a new path).
  if (has(C, known().Branch) && I.QP == 0 && !has(C, known().BrModsched) && !has(C, known().BrCounted) &&
      !has(C, known().BrRet)) {
    clearAll();
    return;
  }
  if (has(C, known().Clrrrb) || has(C, known().BrModsched) || has(C, known().BrRet)) clearMask(RotatingMask);
}

} // namespace epic::isa::dv
