// Predicate mutex/implication bookkeeping, following what GNU as records
// (facts sheet 5.4): compares create or destroy relations, calls keep only
// the predicates safe across calls, taken branches and rfi forget everything.
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/DvTables.h"

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
        MutexPath[P][Q] = CurPath;
      }
}

void PredRelations::imply(unsigned P, unsigned Q) {
  if (P && Q && P < 64 && Q < 64 && P != Q) Implies[P] |= bit(Q);
}

void PredRelations::clearPred(unsigned P) {
  if (P >= 64) return;
  for (unsigned Q = 0; Q < 64; ++Q) {
    Mutex[Q] &= ~bit(P);
    Implies[Q] &= ~bit(P);
  }
  Mutex[P] = Implies[P] = 0;
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
}

bool PredRelations::isMutex(unsigned P, unsigned Q) const {
  return P < 64 && Q < 64 && (Mutex[P] & bit(Q));
}

bool PredRelations::isMutexSince(unsigned P, unsigned Q, uint32_t Since) const {
  return isMutex(P, Q) && MutexPath[P][Q] >= Since && MutexPath[Q][P] >= Since;
}

bool PredRelations::implies(unsigned P, unsigned Q) const {
  return P < 64 && Q < 64 && (Implies[P] & bit(Q));
}

void PredRelations::update(const ir::Inst &I, const ClassSet &C) {
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
    } else if (has(C, known().CmpUnc) || I.QP == 0) {
      clear({P1, P2});
      mutex({P1, P2});
      if (I.QP) {
        imply(P1, I.QP);
        imply(P2, I.QP);
      }
    } else {
      clear({P1, P2});
    }
    return;
  }
  // Any other predicate writer forgets what was known about its targets.
  for (const auto &A : tables::instDv(I).Accesses)
    if (A.Write && resourceFamily(A.Res) == "PR" && A.Index > 0) clearPred(unsigned(A.Index));
  if (has(C, known().BrCall)) {
    clearMask(~SafeMask);
    return;
  }
  if (has(C, known().Rfi) || (has(C, known().Branch) && I.QP == 0 && !has(C, known().BrModsched) &&
                        !has(C, known().BrCounted))) {
    clearAll();
    return;
  }
  if (has(C, known().Clrrrb) || has(C, known().BrModsched) || has(C, known().BrRet)) clearMask(RotatingMask);
}

} // namespace epic::isa::dv
