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

} // namespace epic::isa
