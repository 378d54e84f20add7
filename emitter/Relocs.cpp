#include "emitter/Relocs.h"
#include "ir/Expr.h"
#include <array>
#include <iterator>
#include <string>

namespace epic::emit {
namespace {
constexpr RelocInfo Table[] = {
#define RELOC(Num, Name, Field) {Reloc::Name, #Name, RelocField::Field},
#include "emitter/Relocs.def"
#undef RELOC
};
} // namespace

std::span<const RelocInfo> allRelocs() { return Table; }

const RelocInfo *relocInfo(uint32_t Num) {
  for (const RelocInfo &R : Table)
    if (uint32_t(R.Type) == Num)
      return &R;
  return nullptr;
}

std::optional<Reloc> relocByName(std::string_view Name) {
  if (Name.starts_with("R_IA64_"))
    Name.remove_prefix(7);
  for (const RelocInfo &R : Table)
    if (R.Name == Name)
      return R.Type;
  return std::nullopt;
}

bool keepsSymbol(Reloc R) {
  // Observed with GNU as 2.40 (readelf -r): @fptr in data and movl, and
  // @ltoff(@fptr()) in addl/movl name the label; @ltoff(@fptr()) in data
  // names the section.
  static constexpr Reloc Kept[] = {Reloc::FPTR64I,   Reloc::FPTR32MSB,    Reloc::FPTR32LSB,    Reloc::FPTR64MSB,
                                   Reloc::FPTR64LSB, Reloc::LTOFF_FPTR22, Reloc::LTOFF_FPTR64I};
  for (Reloc K : Kept)
    if (K == R)
      return true;
  // Not the TLS relocations: gas keeps the symbol for a label of a TLS section
  // (write.c's adjust_reloc_syms, the caller's SHF_TLS test: data8 @dtprel(t)
  // with t in .tbss is DTPREL64LSB t + 0, lit asm/tls-local-symbol.s), but
  // `data8 @dtpmod(D1)+4` with D1 in .data is .data + off (lit asm/tls-data-section-symbol.s).
  return false;
}

bool typesThreadLocal(Reloc R) {
  const RelocInfo *RI = relocInfo(uint32_t(R));
  return RI && isTlsReloc(R) && RI->Field != RelocField::Data32 && RI->Field != RelocField::Data64;
}

bool isTlsReloc(Reloc R) {
  const RelocInfo *RI = relocInfo(uint32_t(R));
  std::string_view N = RI ? RI->Name : "";
  return N.starts_with("TPREL") || N.starts_with("DTPREL") || N.starts_with("DTPMOD") ||
         N.starts_with("LTOFF_TPREL") || N.starts_with("LTOFF_DTP");
}

namespace {
// Field x operator -> relocation, as GNU as 2.40 chooses them (observed with
// readelf -r on its objects; names per the ELF IA-64 supplement). `Plain`
// rows are for a bare symbol.
struct SelectRow {
  RelocField Field;
  int Op; // -1: no operator, else ir::RelocOp value
  Reloc Type;
};
using RF = RelocField;
using RO = ir::RelocOp;
constexpr int Plain = -1;
constexpr int op(RO O) { return int(O); }
constexpr SelectRow Select[] = {
    {RF::Imm14, Plain, Reloc::IMM14},
    {RF::Imm14, op(RO::TpRel), Reloc::TPREL14},
    {RF::Imm14, op(RO::DtpRel), Reloc::DTPREL14},
    {RF::Imm22, Plain, Reloc::IMM22},
    {RF::Imm22, op(RO::GpRel), Reloc::GPREL22},
    {RF::Imm22, op(RO::LtOff), Reloc::LTOFF22},
    {RF::Imm22, op(RO::LtOffX), Reloc::LTOFF22X},
    {RF::Imm22, op(RO::LtOffFPtr), Reloc::LTOFF_FPTR22},
    {RF::Imm22, op(RO::TpRel), Reloc::TPREL22},
    {RF::Imm22, op(RO::LtOffTpRel), Reloc::LTOFF_TPREL22},
    {RF::Imm22, op(RO::DtpRel), Reloc::DTPREL22},
    {RF::Imm22, op(RO::LtOffDtpMod), Reloc::LTOFF_DTPMOD22},
    {RF::Imm22, op(RO::LtOffDtpRel), Reloc::LTOFF_DTPREL22},
    {RF::Imm22, op(RO::PcRel), Reloc::PCREL22},
    {RF::Imm22, op(RO::PltOff), Reloc::PLTOFF22},
    {RF::Imm64, Plain, Reloc::IMM64},
    {RF::Imm64, op(RO::GpRel), Reloc::GPREL64I},
    {RF::Imm64, op(RO::LtOff), Reloc::LTOFF64I},
    {RF::Imm64, op(RO::FPtr), Reloc::FPTR64I},
    {RF::Imm64, op(RO::LtOffFPtr), Reloc::LTOFF_FPTR64I},
    {RF::Imm64, op(RO::TpRel), Reloc::TPREL64I},
    {RF::Imm64, op(RO::DtpRel), Reloc::DTPREL64I},
    {RF::Imm64, op(RO::PcRel), Reloc::PCREL64I},
    {RF::Imm64, op(RO::PltOff), Reloc::PLTOFF64I},
    {RF::Mark, Plain, Reloc::LDXMOV},
    {RF::Form21B, Plain, Reloc::PCREL21B},
    {RF::Form21B, op(RO::PcRel), Reloc::PCREL21B},
    {RF::Form21M, Plain, Reloc::PCREL21M},
    {RF::Form21F, Plain, Reloc::PCREL21F},
    {RF::Form60B, Plain, Reloc::PCREL60B},
    {RF::Form60B, op(RO::PcRel), Reloc::PCREL60B},
    {RF::Data32, Plain, Reloc::DIR32LSB},
    {RF::Data32, op(RO::GpRel), Reloc::GPREL32LSB},
    {RF::Data32, op(RO::FPtr), Reloc::FPTR32LSB},
    {RF::Data32, op(RO::PcRel), Reloc::PCREL32LSB},
    {RF::Data32, op(RO::SecRel), Reloc::SECREL32LSB},
    {RF::Data32, op(RO::SegRel), Reloc::SEGREL32LSB},
    {RF::Data32, op(RO::LtOffFPtr), Reloc::LTOFF_FPTR32LSB},
    {RF::Data32, op(RO::LtV), Reloc::LTV32LSB},
    {RF::Data32, op(RO::DtpRel), Reloc::DTPREL32LSB},
    {RF::Data64, Plain, Reloc::DIR64LSB},
    {RF::Data64, op(RO::GpRel), Reloc::GPREL64LSB},
    {RF::Data64, op(RO::FPtr), Reloc::FPTR64LSB},
    {RF::Data64, op(RO::PcRel), Reloc::PCREL64LSB},
    {RF::Data64, op(RO::SecRel), Reloc::SECREL64LSB},
    {RF::Data64, op(RO::SegRel), Reloc::SEGREL64LSB},
    {RF::Data64, op(RO::LtOffFPtr), Reloc::LTOFF_FPTR64LSB},
    {RF::Data64, op(RO::LtV), Reloc::LTV64LSB},
    {RF::Data64, op(RO::TpRel), Reloc::TPREL64LSB},
    {RF::Data64, op(RO::DtpRel), Reloc::DTPREL64LSB},
    {RF::Data64, op(RO::DtpMod), Reloc::DTPMOD64LSB},
    {RF::Data64, op(RO::PltOff), Reloc::PLTOFF64LSB},
};
} // namespace

std::optional<Reloc> selectReloc(RelocField F, const ir::RelocOp *Op) {
  int Want = Op ? int(*Op) : Plain;
  for (const SelectRow &R : Select)
    if (R.Field == F && R.Op == Want)
      return R.Type;
  return std::nullopt;
}

namespace {
// GNU as's name of an operator's relocation, as its "Cannot express" warning
// spells it: base name, then the field's width ("GPREL14", "LTOFF64I",
// "IPLT32LSB"); @ltoffx keeps its X only in the A-slot forms ("LTOFF14X").
constexpr std::string_view BaseName[] = {
    "GPREL", "LTOFF", "FPTR", "PCREL", "TPREL", "DTPREL", "DTPMOD", "LTOFF", "SECREL",
    "SEGREL", "IPLT", "LTV", "PLTOFF", "LTOFF_FPTR", "LTOFF_TPREL", "LTOFF_DTPMOD", "LTOFF_DTPREL"};
static_assert(std::size(BaseName) == size_t(RO::LtOffDtpRel) + 1);

std::string_view widthName(RelocField F) {
  switch (F) {
  case RF::Imm14: return "14";
  case RF::Imm22: return "22";
  case RF::Imm64: return "64I";
  case RF::Data32: return "32LSB";
  case RF::Data64: return "64LSB";
  default: return "";
  }
}
} // namespace

std::optional<Reloc> selectRelocOrPlain(RelocField F, const ir::RelocOp *Op, std::string &Unexpressed) {
  Unexpressed.clear();
  if (auto Ty = selectReloc(F, Op))
    return Ty;
  std::string_view Width = widthName(F);
  if (!Op || Width.empty())
    return std::nullopt;
  auto Plain = selectReloc(F, nullptr);
  if (!Plain)
    return std::nullopt;
  Unexpressed = std::string(BaseName[size_t(*Op)]) + std::string(Width);
  if (*Op == RO::LtOffX && F == RF::Imm14)
    Unexpressed += "X";
  return Plain;
}

} // namespace epic::emit
