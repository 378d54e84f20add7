// Resource uses of one instruction: explicit operands mapped generically,
// plus the implicit rows of DvTables.cpp for the classes it belongs to.
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/DvTables.h"
#include "isa/NamedConstants.h"
#include <algorithm>
#include <iterator>
#include <optional>

namespace epic::isa::dv {
namespace {
/// `cmp4.le.and`, `cmp.gt.or.andcm`, ...: the A7 relations (signed, against zero) with a
/// parallel type; only A7 encodes them (A6's parallel compares are eq/ne).
bool isParallelZeroCompare(std::string_view M) {
  for (std::string_view Op : {"cmp.", "cmp4."})
    if (M.starts_with(Op)) {
      M.remove_prefix(Op.size());
      for (std::string_view Rel : {"gt.", "le.", "ge.", "lt."})
        if (M.starts_with(Rel)) {
          M.remove_prefix(Rel.size());
          return M == "and" || M == "or" || M == "andcm" || M == "orcm" || M == "or.andcm" || M == "and.orcm";
        }
    }
  return false;
}
using R = ResourceId;

struct ArMap { unsigned Num; R Res; };
constexpr ArMap ArRows[] = {
#define DV_AR(Num, Res) {Num, R::Res},
#include "isa/dv/RegMaps.def"
};
struct CrMap { unsigned Num; R Res; int Index; };
constexpr CrMap CrRows[] = {
#define DV_CR(Num, Res, Index) {Num, R::Res, Index},
#include "isa/dv/RegMaps.def"
};
struct PsrMap { unsigned Bit; R Res; };
constexpr PsrMap PsrRows[] = {
#define DV_PSR(Bit, Res) {Bit, R::Res},
#include "isa/dv/RegMaps.def"
};

} // namespace

std::optional<uint64_t> tables::evalConst(const ir::ExprRef &E) {
  if (!E) return std::nullopt;
  switch (E->K) {
  case ir::Expr::Constant: return E->Value;
  case ir::Expr::Unary: {
    auto V = evalConst(E->LHS);
    if (!V) return std::nullopt;
    if (E->Op == ir::ExprOp::Neg) return uint64_t(0) - *V;
    if (E->Op == ir::ExprOp::Not) return ~*V;
    if (E->Op == ir::ExprOp::Plus) return *V;
    return std::nullopt;
  }
  case ir::Expr::Binary: {
    auto A = evalConst(E->LHS), B = evalConst(E->RHS);
    if (!A || !B) return std::nullopt;
    switch (E->Op) {
    case ir::ExprOp::Add: return *A + *B;
    case ir::ExprOp::Sub: return *A - *B;
    case ir::ExprOp::Or: return *A | *B;
    case ir::ExprOp::And: return *A & *B;
    case ir::ExprOp::Shl: return *B < 64 ? *A << *B : 0;
    case ir::ExprOp::Mul: return *A * *B;
    default: return std::nullopt;
    }
  }
  case ir::Expr::Symbol: return isa::psrFieldMask(E->Name); // `rsm psr.dfh`
  default: return std::nullopt;
  }
}

namespace {
using tables::evalConst;

R prResource(unsigned N) { return N < 16 ? R::PRlo : N < 63 ? R::PRrot : R::PR63; }

class Builder {
public:
  Builder(const ir::Inst &I) : I(I) {}
  int8_t Pos = -1; // operand position of the uses being added
  // No .sN means s0, as the hardware reads it, for forms GNU as's tables do not know (its
  // "unknown field, all four" is its own checker's: statusField).
  bool AbsentSfIsS0 = false;
  void add(R Res, int Index, bool Write, Origin From, uint8_t Note = 0) {
    if (!resourceIndexed(Res)) Index = -1;
    Access A{Res, Index, Write, From, I.QP, Note, From == Origin::Implicit ? int8_t(-1) : Pos};
    for (const auto &B : Out)
      if (B.Res == A.Res && B.Index == A.Index && B.Write == A.Write && B.From == A.From &&
          B.Pos == A.Pos)
        return;
    Out.push_back(A);
  }
  void psrBits(uint64_t Mask, bool Write, Origin From) {
    for (const auto &P : PsrRows)
      if (Mask >> P.Bit & 1) add(P.Res, -1, Write, From);
  }
  void reg(ir::Reg Rg, bool Write, Origin From, uint64_t PrMask = ~uint64_t(0)) {
    switch (Rg.File) {
    // GNU as tracks r0, f0 and f1 like any other register (writing them is
    // a warning reported elsewhere), so they stay in.
    case ir::RegFile::GR: add(R::GR, Rg.Num, Write, From); break;
    case ir::RegFile::FR: add(R::FR, Rg.Num, Write, From); break;
    case ir::RegFile::PR: if (Rg.Num) add(prResource(Rg.Num), Rg.Num, Write, From); break;
    case ir::RegFile::BR: add(R::BR, Rg.Num, Write, From); break;
    case ir::RegFile::AR:
      for (const auto &A : ArRows)
        if (A.Num == Rg.Num)
          add(A.Res, A.Res == R::ArK || A.Res == R::ArIgn ? int(Rg.Num) : resourceIndexed(A.Res) ? -2 : -1,
              Write, From);
      break;
    case ir::RegFile::CR:
      for (const auto &C : CrRows)
        if (C.Num == Rg.Num) add(C.Res, resourceIndexed(C.Res) ? C.Index : -1, Write, From);
      break;
    case ir::RegFile::PSR: {
      uint64_t Mask = Rg.Num == uint16_t(ir::PsrView::UM)  ? 0x3f
                      : Rg.Num == uint16_t(ir::PsrView::L) ? 0xffffffffull
                                                           : ~uint64_t(0);
      psrBits(Mask, Write, From);
      break;
    }
    case ir::RegFile::PRFile: {
      uint64_t Mask = Rg.Num == 1 ? ~uint64_t(0) << 16 : PrMask;
      for (unsigned P = 1; P < 64; ++P)
        if (Mask >> P & 1) add(prResource(P), int(P), Write, From);
      break;
    }
    case ir::RegFile::IP: add(R::IP, -1, Write, From); break;
    case ir::RegFile::VR: add(R::VR, Rg.Num, Write, From); break;
    }
  }
  void operand(const ir::Operand &O, bool Write, uint64_t PrMask) {
    static constexpr R IndRes[] = {R::RR,  R::PKR,   R::IBR, R::DBR, R::PMC,
                                   R::PMD, R::CPUID, R::MSR, R::ITR, R::DTR};
    switch (O.K) {
    case ir::Operand::Register: reg(O.R, Write, Write ? Origin::Out : Origin::In, PrMask); break;
    case ir::Operand::Memory: reg(O.R, false, Origin::Base); break;
    case ir::Operand::Indirect:
      reg(O.R, false, Origin::Base);
      // dahr[] (the last file) has no resource in GNU as's tables: it never
      // warns on it (it was read past the end of this table).
      static_assert(std::size(IndRes) == size_t(ir::IndirectFile::DAHR));
      if (size_t(O.IFile) < std::size(IndRes))
        add(IndRes[size_t(O.IFile)], -1, Write, Write ? Origin::Out : Origin::In);
      break;
    case ir::Operand::Imm: break;
    }
  }
  const ir::Inst &I;
  std::vector<Access> Out;
};

template <class F> void forEachReg(const ir::Inst &I, F Fn) {
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const auto &O : *Ops)
      if (O.K != ir::Operand::Imm) Fn(O.R, Ops == &I.Outs && O.K == ir::Operand::Register);
}

/// The .sN completer; -1 when absent (GNU as then treats the status field as
/// unknown and conflicts with all four).
int statusField(const ir::Inst &I) {
  for (const auto &P : I.mnemonicParts())
    if (P.size() == 2 && P[0] == 's' && P[1] >= '0' && P[1] <= '3') return P[1] - '0';
  return -1;
}

void statusUses(Builder &B, R Base, bool Write) {
  int Sf = statusField(B.I);
  if (Sf < 0 && B.AbsentSfIsS0)
    Sf = 0;
  for (int N = Sf < 0 ? 0 : Sf; N <= (Sf < 0 ? 3 : Sf); ++N)
    B.add(R(size_t(Base) + size_t(N)), -1, Write, Origin::Implicit);
}

void implicitRow(Builder &B, const tables::AccessRow &Row) {
  const ir::Inst &I = B.I;
  using tables::Src;
  switch (Row.S) {
  case Src::Fixed: B.add(Row.Res, Row.Index, Row.Write, Origin::Implicit, Row.Note); break;
  case Src::FpsrControls: statusUses(B, R::ArFPSRsf0c, Row.Write); break;
  case Src::FpsrFlags: statusUses(B, R::ArFPSRsf0f, Row.Write); break;
  case Src::FrDf:
    forEachReg(I, [&](ir::Reg Rg, bool) {
      if (Rg.File == ir::RegFile::FR && Rg.Num >= 2)
        B.add(Rg.Num < 32 ? R::PsrDFL : R::PsrDFH, -1, false, Origin::Implicit, Row.Note);
    });
    break;
  case Src::FrMf:
    for (const auto &O : I.Outs)
      if (O.K == ir::Operand::Register && O.R.File == ir::RegFile::FR && O.R.Num >= 2)
        B.add(O.R.Num < 32 ? R::PsrMFL : R::PsrMFH, -1, true, Origin::Implicit, Row.Note);
    break;
  case Src::GrBank:
    forEachReg(I, [&](ir::Reg Rg, bool) {
      if (Rg.File == ir::RegFile::GR && Rg.Num >= 16 && Rg.Num < 32)
        B.add(R::PsrBN, -1, false, Origin::Implicit, Row.Note);
    });
    break;
  case Src::PostIncBase: {
    // ld r=[b],inc / ldf f=[b],inc / lfetch [b],inc: the memory operand is
    // followed by an increment; st [b]=r,inc: the store's Ins carry it.
    // The base's read then feeds the increment too (origin PostInc: GNU as
    // counts it even for lfetch, whose plain base it does not). st16's
    // trailing ar.csd and cmpxchg's operands are no increment.
    auto postInc = [&](unsigned Base) {
      B.add(R::GR, int(Base), true, Origin::PostInc);
      for (auto &A : B.Out)
        if (A.Res == R::GR && A.Index == int(Base) && !A.Write && A.From == Origin::Base)
          A.From = Origin::PostInc;
    };
    auto isInc = [](const ir::Operand &O) {
      return O.K == ir::Operand::Imm || (O.K == ir::Operand::Register && O.R.File == ir::RegFile::GR);
    };
    // ld8.mov's trailing symbol names the relaxation target (LDXMOV), no
    // increment: the base is not written (gas/reloc.s).
    for (size_t K = 0; K + 1 < I.Ins.size() && I.Mnemonic != "ld8.mov"; ++K)
      if (I.Ins[K].K == ir::Operand::Memory && isInc(I.Ins[K + 1])) // r0 too (gas/reg-err.s)
        postInc(I.Ins[K].R.Num);
    if (!I.Outs.empty() && I.Outs[0].K == ir::Operand::Memory &&
        I.Ins.size() >= 2 && I.Ins.back().K == ir::Operand::Imm)
      postInc(I.Outs[0].R.Num);
    break;
  }
  case Src::PsrMaskImm:
  case Src::UmMaskImm: {
    uint64_t Field = Row.S == Src::UmMaskImm ? 0x3f : ~uint64_t(0);
    for (const auto *Ops : {&I.Outs, &I.Ins})
      for (const auto &O : *Ops)
        if (O.K == ir::Operand::Imm)
          if (auto V = evalConst(O.E)) B.psrBits(*V & Field, Row.Write, Origin::Implicit);
    break;
  }
  case Src::Rotating: {
    bool Rot = I.QP >= 16;
    forEachReg(I, [&](ir::Reg Rg, bool) {
      Rot |= (Rg.File == ir::RegFile::FR && Rg.Num >= 32) ||
             (Rg.File == ir::RegFile::PR && Rg.Num >= 16);
    });
    if (Rot) B.add(Row.Res, Row.Index, Row.Write, Origin::Implicit, Row.Note);
    break;
  }
  case Src::PsrAll: B.psrBits(~uint64_t(0), Row.Write, Origin::Implicit); break;
  case Src::AllAr:
    // GNU as names the AR[K%] (and ignored AR) conflict by the writer's
    // number (violates) but leaves the UNAT bit unknown (may violate).
    for (const auto &A : ArRows)
      B.add(A.Res, A.Res == R::ArK || A.Res == R::ArIgn ? -2 : -1, Row.Write, Origin::Implicit);
    break;
  }
}
} // namespace

namespace {
/// GNU as leaves a `mov` to or from an AR both units reach (ar48-63,
/// ar112-127) without a unit until it bundles it, and its checker counts
/// such a move as reading (to the AR) or writing (from it) every AR[FPSR]
/// field and an unknown AR[UNAT] bit, and reading PSR.si (probed with -xdebug: `fadd.s3` or
/// `st8.spill` then `mov ar117=-45` is a stop in auto mode; `mov.m ar117=`
/// is not). Extra uses only: they never remove a stop.
void ambiguousArMove(const ir::Inst &I, Builder &B) {
  if (I.Mnemonic != "mov" || I.Outs.empty() || I.Ins.empty())
    return;
  auto ambiguous = [](const ir::Operand &O) {
    return O.K == ir::Operand::Register && O.R.File == ir::RegFile::AR &&
           ((O.R.Num >= 48 && O.R.Num <= 63) || (O.R.Num >= 112 && O.R.Num <= 127));
  };
  bool To = ambiguous(I.Outs[0]), From = ambiguous(I.Ins[0]);
  if (!To && !From)
    return;
  for (ResourceId R : {R::ArFPSRsf0c, R::ArFPSRsf1c, R::ArFPSRsf2c, R::ArFPSRsf3c, R::ArFPSRsf0f, R::ArFPSRsf1f,
                       R::ArFPSRsf2f, R::ArFPSRsf3f, R::ArFPSRtraps, R::ArFPSRrv, R::ArUNAT})
    B.add(R, -1, From, Origin::Implicit, R == ResourceId::ArUNAT ? 0 : NoteGasMoveFpsr);
  B.add(R::PsrSI, -1, false, Origin::Implicit); // `ssm` then such a move: srlz.d (gas)
}
} // namespace

std::vector<Access> tables::computeAccesses(const ir::Inst &I, const ClassSet &C) {
  Builder B(I);
  if (I.QP) B.add(prResource(I.QP), I.QP, false, Origin::QP);
  // mov pr=r,mask17: the mask selects the predicates written (note 7); bit 16
  // stands for all rotating predicates.
  uint64_t PrMask = ~uint64_t(0);
  if (!I.Outs.empty() && I.Outs[0].K == ir::Operand::Register &&
      I.Outs[0].R.File == ir::RegFile::PRFile && I.Ins.size() >= 2 &&
      I.Ins[1].K == ir::Operand::Imm)
    if (auto V = evalConst(I.Ins[1].E)) PrMask = (*V & 0x10000) ? (*V | ~uint64_t(0xffff)) : *V;
  // A store's address operand is read, not written.
  for (size_t K = 0; K < I.Outs.size(); ++K) {
    B.Pos = int8_t(K);
    B.operand(I.Outs[K], I.Outs[K].K != ir::Operand::Memory, PrMask);
  }
  static const ClassSet &CmpUnc = tables::classMask("cmp-unc");
  if ((C & CmpUnc).any()) // .unc targets are written even when QP is false (note 11)
    for (auto &A : B.Out)
      if (A.Write && A.From == Origin::Out && resourceFamily(A.Res) == "PR") A.Note = 11;
  // A parallel compare against zero (A7: `cmp.lt.and p1,p2=r0,r3` and its pseudo-ops) has r0
  // in its encoding, not as a register it reads: GNU as sees no GR use there (`ld8.sa
  // r96=[r0],0xa1` then `cmp4.le.and p40,p53=r0,r98`: no stop; seed 9310 n302 --with modes).
  const bool ZeroCompare = isParallelZeroCompare(I.Mnemonic);
  for (size_t K = 0; K < I.Ins.size(); ++K) {
    B.Pos = int8_t(K);
    if (ZeroCompare && I.Ins[K].K == ir::Operand::Register && I.Ins[K].R.File == ir::RegFile::GR &&
        I.Ins[K].R.Num == 0)
      continue;
    B.operand(I.Ins[K], false, PrMask);
  }
  B.Pos = -1;
  // Each row's class as a mask of its definition rows (a name may have several).
  static const std::vector<ClassSet> RowClass = [] {
    std::vector<ClassSet> V;
    for (const auto &Row : tables::accessRows())
      V.push_back(tables::classMask(Row.Class));
    return V;
  }();
  // GNU as's tables know neither the single-precision forms (fma.s ...) nor the bare `fclrf`
  // (fclrf.s0-.s3 only): it sees no FPSR use there (`fclrf` then a unit-less `mov
  // r105=ar62`, `fsetc.s1` then `fma.s`: no stop in gas; seeds 9025 n269, 9026 n184). Their
  // real uses stay (`fclrf` then `fchkf`, `fsetc.s1` then `fma.s.s1`: RAWs gas misses,
  // wrong code not copied), with s0 where no field is written.
  // Nor the bare `fsetc`'s write (`fsetc 0,0` then `fpcmp.nge.s2`, even `fadd.s0`: no stop
  // in gas; seed 9032 n1177); its read of sf0.controls it sees (`mov r105=ar62` `fsetc 1,1`:
  // a stop). The write is s0's, real.
  static const ClassSet &Single = tables::classMask("fp-single");
  const bool BareFsetc = I.Mnemonic == "fsetc";
  const bool UnseenByGas = (C & Single).any() || I.Mnemonic == "fclrf" || BareFsetc;
  // A bare `fchkf` is .s0 for gas too (`fadd.s1` then `fchkf`: no RAW; seed 9002 n69).
  B.AbsentSfIsS0 = UnseenByGas || I.Mnemonic == "fchkf";
  auto Rows = tables::accessRows();
  for (size_t K = 0; K < Rows.size(); ++K)
    if ((RowClass[K] & C).any()) implicitRow(B, Rows[K]);
  ambiguousArMove(I, B);
  auto flagsWrite = [](const Access &A) {
    return A.Write && (A.Res == R::ArFPSRsf0f || A.Res == R::ArFPSRsf1f || A.Res == R::ArFPSRsf2f ||
                       A.Res == R::ArFPSRsf3f);
  };
  if (UnseenByGas)
    for (auto &A : B.Out)
      if (flagsWrite(A) || (BareFsetc && A.Write && A.Res >= R::ArFPSRsf0c && A.Res <= R::ArFPSRrv))
        A.Note = NoteFpsrUnseenByGas;
  return B.Out;
}

std::optional<uint64_t> tables::constValue(const ir::ExprRef &E) { return evalConst(E); }

} // namespace epic::isa::dv
