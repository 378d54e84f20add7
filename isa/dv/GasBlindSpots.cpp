// Conflicts GNU as's dependency tables do not have (ia64-linux-gnu-as 2.40, probed with
// -xexplicit): where it makes no stop, so its auto-mode layout differs from ours.
#include "isa/dv/DependencyChecker.h"

namespace epic::isa::dv {

// fcmp.ord/fcmp.unord (every completer): gas sees none of their predicate writes (no RAW,
// WAW or WAR on the targets against cmp, tf, a qualifying predicate, `mov r=pr`, another
// such fcmp). We keep those stops: a group with them is wrong code.
bool predicateWritesUnseen(const ir::Inst &I) {
  std::string_view M = I.Mnemonic;
  if (!M.starts_with("fcmp."))
    return false;
  for (size_t P = 0; P != std::string_view::npos;) {
    size_t E = M.find('.', P + 1);
    std::string_view Part = M.substr(P + 1, E == std::string_view::npos ? E : E - P - 1);
    if (Part == "ord" || Part == "unord")
      return true;
    P = E;
  }
  return false;
}

bool gasSeesViolation(const Violation &V, const ir::Inst &Earlier, const ir::Inst &Later) {
  return gasSeesViolation(V, predicateWritesUnseen(Earlier), Later);
}

bool gasSeesViolation(const Violation &V, bool EarlierUnseen, const ir::Inst &Later) {
  if (resourceFamily(V.Res) == "PR") {
    const bool LaterUnseen = predicateWritesUnseen(Later);
    if ((V.Kind == DepKind::RAW && EarlierUnseen) || (V.Kind == DepKind::WAR && LaterUnseen) ||
        (V.Kind == DepKind::WAW && (EarlierUnseen || LaterUnseen)))
      return false;
  }
  return true;
}

} // namespace epic::isa::dv
