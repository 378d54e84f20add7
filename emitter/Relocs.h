// IA-64 ELF relocation types as a table (emitter/Relocs.def).
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace epic::emit {

/// R_IA64_* numbers (ELF IA-64 processor supplement).
enum class Reloc : uint32_t {
#define RELOC(Num, Name, Field) Name = Num,
#include "emitter/Relocs.def"
#undef RELOC
};

/// Which bits of the section a relocation patches.
/// (Mark patches nothing: LDXMOV marks the ld8 of an @ltoffx address load.)
enum class RelocField : uint8_t { None, Imm14, Imm22, Imm64, Form21B, Form21M, Form21F, Form60B, Data32, Data64, Mark };

struct RelocInfo {
  Reloc Type;
  std::string_view Name; // without the R_IA64_ prefix: "PCREL21B"
  RelocField Field;
};

std::span<const RelocInfo> allRelocs();
/// Null for a number that is not in the table.
const RelocInfo *relocInfo(uint32_t Num);
std::optional<Reloc> relocByName(std::string_view Name); // "PCREL21B" or "R_IA64_PCREL21B"
/// Relocations GNU as writes against the symbol named, even a local label,
/// never against its section (the function-descriptor ones: a descriptor
/// belongs to a symbol).
bool keepsSymbol(Reloc R);
/// TPREL*, DTPREL*, DTPMOD* and their LTOFF forms.
bool isTlsReloc(Reloc R);
/// The TLS relocations of an instruction field, whose symbol GNU as types
/// STT_TLS (tc-ia64.c md_apply_fix, S_SET_THREAD_LOCAL); the data ones
/// (`data8 @tprel(x)`) leave its type alone.
bool typesThreadLocal(Reloc R);

} // namespace epic::emit

namespace epic::ir { enum class RelocOp : uint8_t; }

namespace epic::emit {
/// The relocation GNU as emits for an `@op(sym)` (or a plain symbol, when
/// `Op` is null) in a field of kind `F`; null when there is none (GNU as
/// rejects the combination too). Table in Relocs.cpp.
std::optional<Reloc> selectReloc(RelocField F, const ir::RelocOp *Op);
/// selectReloc, or GNU as's fallback when the operator has no relocation in
/// this field but a plain symbol has one: gas warns "Cannot express NAME
/// relocation" and emits the plain relocation (gas/reloc-bad.s); NAME is left
/// in `Unexpressed` (empty when there was no fallback).
std::optional<Reloc> selectRelocOrPlain(RelocField F, const ir::RelocOp *Op, std::string &Unexpressed);
} // namespace epic::emit
