// GNU as's named constants for IA-64 immediates (`hint @pause`,
// `mux1 r1=r2,@rev`, `fclass.m p6,p7=f8,@nat|@qnan`). GNU as treats them as
// plain constants in any expression, so every evaluator consults this table.
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace epic::isa {

/// Value of `@name` (spelled with the `@`), or nullopt for other names.
std::optional<int64_t> namedConstant(std::string_view Name);

/// GNU as predefines `psr.<field>` (`psr.dfh`, `psr.ic`, ...) as the field's
/// mask for rsm/ssm/rum/sum; nullopt for other names. A symbol the source
/// defines with the same name takes precedence (callers check that first).
std::optional<uint64_t> psrFieldMask(std::string_view Name);

} // namespace epic::isa
