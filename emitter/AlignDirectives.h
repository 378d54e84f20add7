// The alignment directives GNU as has (`.align`, `.balign`, `.p2align` and
// their `w`/`l` forms with 2- and 4-byte fill patterns): one recogniser for
// the assembler's layout and the unwind info's handler data.
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace epic::emit {

/// The alignment directives: `.align`, `.balign`, `.p2align` and their `w`
/// (2-byte fill) and `l` (4-byte fill) forms. Null for anything else.
struct AlignForm {
  bool Power;         // `.p2align*`: the argument is log2 of the alignment
  uint8_t FillWidth;  // 1, 2 or 4
  /// The alignment in bytes the argument `V` asks for (a result that is not a
  /// power of two is the caller's error). A byte count of 0 is 1, no
  /// alignment, as GNU as (read.c s_align) reads `.balign 0` and `.align 0`.
  int64_t bytes(int64_t V) const {
    if (Power)
      return V >= 0 && V < 63 ? int64_t(1) << V : -1;
    return V == 0 ? 1 : V;
  }
};
inline std::optional<AlignForm> alignForm(std::string_view N) {
  if (N == ".align") return AlignForm{false, 1};
  const bool Power = N.starts_with(".p2align");
  if (!Power && !N.starts_with(".balign")) return std::nullopt;
  std::string_view Suffix = N.substr(Power ? 8 : 7);
  if (Suffix.empty()) return AlignForm{Power, 1};
  if (Suffix == "w") return AlignForm{Power, 2};
  if (Suffix == "l") return AlignForm{Power, 4};
  return std::nullopt;
}

} // namespace epic::emit
