#include "sim/StrictRules.h"
#include "ir/Expr.h"
#include "ir/Register.h"

namespace epic::sim {
namespace dv = isa::dv;
using dv::ResourceId;

namespace {

/// Key layout for resources outside the GR/FR/PR masks: one key for a
/// resource without numbers; for a numbered one, "any number written",
/// "an unknown number written" and one key per number 0-127.
constexpr unsigned IndexedKeys = 2 + 128;

struct KeyLayout {
  std::array<uint16_t, dv::NumResources> Base{};
  unsigned Count = 0;
  KeyLayout() {
    for (size_t R = 0; R < dv::NumResources; ++R) {
      Base[R] = uint16_t(Count);
      Count += dv::resourceIndexed(ResourceId(R)) ? IndexedKeys : 1;
    }
  }
};
const KeyLayout &layout() {
  static const KeyLayout L;
  return L;
}

/// Bit position in the masks (word*64 + bit), or -1 for a keyed resource.
int maskBit(const dv::Access &A) {
  switch (A.Res) {
  case ResourceId::GR:
  case ResourceId::VR: return A.Index >= 0 && A.Index < 128 ? A.Index : -1;
  case ResourceId::FR: return A.Index >= 0 && A.Index < 128 ? 128 + A.Index : -1;
  case ResourceId::PRlo:
  case ResourceId::PRrot: return A.Index > 0 && A.Index < 64 ? 256 + A.Index : -1;
  case ResourceId::PR63: return 256 + 63;
  default: return -1;
  }
}

void setBit(std::array<uint64_t, StrictInfo::Words> &M, int Bit) {
  M[unsigned(Bit) / 64] |= uint64_t(1) << (Bit % 64);
}

void addKey(std::vector<uint16_t> &V, unsigned K) {
  for (uint16_t E : V)
    if (E == K) return;
  V.push_back(uint16_t(K));
}

/// Keys a use looks up: its number and "unknown number written"; a use of
/// an unknown number looks up "any number written".
void checkKeys(const dv::Access &A, std::vector<uint16_t> &Out) {
  unsigned Base = layout().Base[size_t(A.Res)];
  if (!dv::resourceIndexed(A.Res)) return addKey(Out, Base);
  if (A.Index < 0 || A.Index >= 128) return addKey(Out, Base);
  addKey(Out, Base + 2 + unsigned(A.Index));
  addKey(Out, Base + 1);
}
/// Keys a write sets: its number and "any"; an unknown number also "unknown".
void markKeys(const dv::Access &A, std::vector<uint16_t> &Out) {
  unsigned Base = layout().Base[size_t(A.Res)];
  addKey(Out, Base);
  if (!dv::resourceIndexed(A.Res)) return;
  if (A.Index < 0 || A.Index >= 128) return addKey(Out, Base + 1);
  addKey(Out, Base + 2 + unsigned(A.Index));
}

std::optional<ir::IndirectFile> indirectFile(std::string_view Name) {
  for (unsigned F = 0; F <= unsigned(ir::IndirectFile::DAHR); ++F)
    if (ir::indirectFileName(ir::IndirectFile(F)) == Name) return ir::IndirectFile(F);
  return std::nullopt;
}

/// The decoder prefers objdump's spellings (`br.few b6` for
/// `br.cond.sptk.few b6`); the dv classes are written for the canonical
/// mnemonics, so an alias is named by the canonical form its bits encode.
const char *canonicalMnemonic(const isa::MachineInst &MI) {
  const isa::FormInfo &F = MI.info();
  if (F.Prio <= 0) return F.Mnemonic;
  for (const isa::FormInfo &G : isa::allForms())
    if (G.Format == F.Format && G.Prio <= 0 && !G.has(isa::FF_asmonly) && G.NumOps == F.NumOps &&
        (MI.Raw & G.Mask) == G.Value)
      return G.Mnemonic;
  return F.Mnemonic;
}

} // namespace

unsigned strictKeyCount() { return layout().Count; }

ir::Inst toIrInst(const isa::MachineInst &MI) {
  ir::Inst I;
  I.QP = MI.QP;
  I.Form = MI.Form;
  if (MI.Form < 0) return I;
  const isa::FormInfo &F = MI.info();
  I.Mnemonic = canonicalMnemonic(MI);
  // Operands left of `=` are Outs; a form without `=` has only Ins.
  I.HasEquals = F.Syntax && std::string_view(F.Syntax).find('=') != std::string_view::npos;
  for (unsigned K = 0; K < F.NumOps; ++K) {
    const isa::FormOperand &O = F.Ops[K];
    int64_t V = MI.Ops[K];
    ir::Operand Op;
    switch (O.Slot) {
    case isa::OpSlot::Lit: {
      ir::RegLookup L = ir::lookupRegister(O.Text ? O.Text : "", {});
      if (L.K != ir::RegLookup::Register) continue;
      Op = ir::Operand::reg(L.R);
      break;
    }
    case isa::OpSlot::Ind: {
      auto File = indirectFile(O.Text ? O.Text : "");
      if (!File) continue;
      Op = ir::Operand::indirect(*File, ir::Reg::gr(unsigned(V)));
      break;
    }
    case isa::OpSlot::Mem: Op = ir::Operand::mem(ir::Reg::gr(unsigned(V))); break;
    case isa::OpSlot::Op:
      switch (isa::operandType(O).Kind) {
      case isa::OpKind::GR: Op = ir::Operand::reg(ir::Reg::gr(unsigned(V))); break;
      case isa::OpKind::FR: Op = ir::Operand::reg(ir::Reg::fr(unsigned(V))); break;
      case isa::OpKind::PR: Op = ir::Operand::reg(ir::Reg::pr(unsigned(V))); break;
      case isa::OpKind::BR: Op = ir::Operand::reg(ir::Reg::br(unsigned(V))); break;
      case isa::OpKind::AR: Op = ir::Operand::reg(ir::Reg::ar(unsigned(V))); break;
      case isa::OpKind::CR: Op = ir::Operand::reg(ir::Reg::cr(unsigned(V))); break;
      default: Op = ir::Operand::imm(ir::Expr::constant(uint64_t(V))); break;
      }
      break;
    }
    (O.Out && I.HasEquals ? I.Outs : I.Ins).push_back(std::move(Op));
  }
  return I;
}

void buildStrictInfo(StrictInfo &SI, const isa::MachineInst &MI, bool QpInHandler) {
  SI = StrictInfo{};
  if (MI.Form < 0) return;
  ir::Inst I = toIrInst(MI);
  dv::ClassSet C = dv::classesOf(I);
  SI.StartsGroup = dv::inClass(C, "group-first");
  SI.EndsGroup = dv::inClass(C, "group-last");
  bool Unc = false;
  for (const dv::Access &A : dv::accessesOf(I)) {
    SI.Uses.push_back({A, dv::ruleSides(C, A)});
    int Bit = maskBit(A);
    if (Bit >= 0) {
      setBit(SI.Check, Bit);
      if (A.Write) setBit(SI.Mark, Bit);
      if (A.From == dv::Origin::QP) SI.QpBit |= uint64_t(1) << (Bit - 256);
      if (A.Write && A.Note == 11) {
        SI.OffMarkPr |= uint64_t(1) << (Bit - 256);
        Unc = true;
      }
      continue;
    }
    checkKeys(A, SI.CheckKeys);
    if (A.Write) markKeys(A, SI.MarkKeys);
  }
  // Where the run finds the numbers of indexed uses (StrictDynIndex).
  const isa::FormInfo &F = MI.info();
  for (unsigned K = 0; K < F.NumOps; ++K) {
    const isa::FormOperand &O = F.Ops[K];
    if (O.Slot == isa::OpSlot::Mem) SI.AddrReg = int16_t(MI.Ops[K]);
    if (O.Slot != isa::OpSlot::Ind) continue;
    if (auto File = indirectFile(O.Text ? O.Text : "")) {
      SI.IndReg = int16_t(MI.Ops[K]);
      SI.IndFile = uint8_t(*File);
    }
  }
  for (uint16_t K : SI.CheckKeys) SI.Check[5] |= uint64_t(1) << (K % 64);
  for (uint16_t K : SI.MarkKeys) SI.Mark[5] |= uint64_t(1) << (K % 64);
  for (uint64_t W : SI.Mark) SI.HasMarks |= W != 0;
  // A `.unc` compare under a false qp only clears its targets; br.wtop and
  // br.wexit run in full.
  SI.RunsWhenOff = QpInHandler && !Unc;
  for (const StrictUse &U : SI.Uses)
    SI.UnatByAddress |= U.A.Res == ResourceId::ArUNAT && U.A.From == dv::Origin::Implicit && SI.AddrReg >= 0;
}

static_assert(unsigned(ir::IndirectFile::RR) == 0 && unsigned(ir::IndirectFile::PKR) == 1,
              "sim::indirectRegister numbers the files as ir::IndirectFile");

namespace {
bool indirectResource(ResourceId R) {
  switch (R) {
  case ResourceId::RR: case ResourceId::PKR: case ResourceId::IBR: case ResourceId::DBR:
  case ResourceId::PMC: case ResourceId::PMD: case ResourceId::CPUID: case ResourceId::MSR: return true;
  default: return false;
  }
}
/// The number of a use: the static one, else what the run knows (the
/// indirect operand's register number; the region of a memory access for
/// its implicit RR# read). -1: any.
int64_t useIndex(const dv::Access &A, int64_t Ind, int64_t Region, int64_t Unat) {
  if (A.Index >= 0) return A.Index;
  // Spills and fills of different UNAT bits do not meet (SDM: bit address{8:3}).
  if (A.Res == ResourceId::ArUNAT && A.From == dv::Origin::Implicit) return Unat;
  if (A.Index != -1 || !indirectResource(A.Res)) return -1;
  if (A.From == dv::Origin::Out || A.From == dv::Origin::In) return Ind;
  if (A.Res == ResourceId::RR && A.From == dv::Origin::Implicit) return Region;
  return -1;
}
} // namespace

std::optional<StrictConflict> StrictGroup::findIn(const std::vector<Entry> &Log, const StrictInfo &SI,
                                                  bool QpTrue, StrictDynIndex Dyn) {
  bool All = QpTrue || SI.RunsWhenOff;
  for (const StrictUse &L : SI.Uses) {
    if (!All && L.A.From != dv::Origin::QP) continue;
    int64_t LI = useIndex(L.A, Dyn.Ind, Dyn.Region, Dyn.Unat);
    for (unsigned E = 0; E < Log.size(); ++E)
      for (const StrictUse &W : Log[E].Info->Uses) {
        if (!W.A.Write || W.A.Res != L.A.Res) continue;
        if (!Log[E].Ran && W.A.Note != 11) continue;
        int64_t WI = useIndex(W.A, Log[E].Ind, -1, Log[E].Unat);
        if (WI >= 0 && LI >= 0 && WI != LI) continue;
        dv::DepKind K = L.A.Write ? dv::DepKind::WAW : dv::DepKind::RAW;
        dv::Semantics S = dv::pairSemantics(W.Sides, L.Sides, K);
        if (S != dv::Semantics::None) return StrictConflict{K, S, &W, &L, E, LI >= 0 ? LI : WI};
      }
  }
  return std::nullopt;
}

std::string strictResourceName(const dv::Access &A, int64_t RunIndex) {
  switch (A.Res) {
  case ResourceId::GR: return "r" + std::to_string(A.Index);
  case ResourceId::FR: return "f" + std::to_string(A.Index);
  case ResourceId::PRlo:
  case ResourceId::PRrot: return "p" + std::to_string(A.Index);
  case ResourceId::PR63: return "p63";
  case ResourceId::BR: return "b" + std::to_string(A.Index);
  default: break;
  }
  std::string N(dv::resourceName(A.Res));
  if (A.Index >= 0) N += " (number " + std::to_string(A.Index) + ")";
  // An indirect file's number comes from a register value: "RR#5".
  else if (RunIndex >= 0 && indirectResource(A.Res)) N += std::to_string(RunIndex);
  return N;
}

std::string describeConflict(const StrictConflict &C, const std::string &WriterText) {
  const dv::Access &L = C.Later->A, &E = C.Earlier->A;
  const dv::Access &Named = L.Index >= 0 || E.Index < 0 ? L : E;
  std::string S = std::string(C.Kind == dv::DepKind::RAW ? "reads " : "writes ") +
                  strictResourceName(Named, C.Index) + " written earlier in the same instruction group (" +
                  std::string(dv::depKindName(C.Kind)) + " on '" +
                  std::string(dv::resourceName(L.Res)) + "', " +
                  std::string(dv::semanticsName(C.Sem)) + "; written by " + WriterText + ")";
  return S;
}

} // namespace epic::sim
