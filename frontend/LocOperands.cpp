#include "frontend/LocOperands.h"
#include "frontend/AbsExpr.h"

namespace epic::frontend {

std::optional<std::string> locOperandsEvaluated(std::string_view Raw, const EquateLookup &Lookup) {
  size_t P = 0;
  auto skip = [&] {
    while (P < Raw.size() && (Raw[P] == ' ' || Raw[P] == '\t'))
      ++P;
  };
  auto digit = [&] { return P < Raw.size() && Raw[P] >= '0' && Raw[P] <= '9'; };
  std::string Out;
  auto value = [&]() -> bool {
    skip();
    std::string Why;
    size_t Used = 0;
    auto V = evaluatePrefix(Raw.substr(P), Lookup, Why, Used);
    if (!V || Used == 0)
      return false;
    P += Used;
    Out += (Out.empty() ? "" : " ") + std::to_string(*V);
    return true;
  };
  if (!value() || !value())
    return std::nullopt;
  skip();
  if (digit() && !value())
    return std::nullopt;
  for (skip(); P < Raw.size() && isNameStart(Raw[P]); skip()) {
    size_t B = P;
    while (P < Raw.size() && isNameChar(Raw[P]))
      ++P;
    const std::string_view Opt = Raw.substr(B, P - B);
    Out += " " + std::string(Opt);
    if (Opt == "is_stmt" || Opt == "isa" || Opt == "discriminator") {
      if (!value())
        return std::nullopt;
    } else if (Opt == "view") {
      skip();
      if (digit() || (P < Raw.size() && Raw[P] == '-')) {
        const bool Reset = Raw[P] == '-';
        if (!value())
          return std::nullopt;
        if (Reset && Out.back() == '0' && Out[Out.size() - 2] == ' ')
          Out.insert(Out.size() - 1, "-");
      } else { // a symbol name, quoted or not: as written
        size_t N = P;
        if (N < Raw.size() && Raw[N] == '"')
          N = Raw.find('"', N + 1) == std::string_view::npos ? Raw.size() : Raw.find('"', N + 1) + 1;
        else
          while (N < Raw.size() && Raw[N] != ' ' && Raw[N] != '\t')
            ++N;
        Out += " " + std::string(Raw.substr(P, N - P));
        P = N;
      }
    }
  }
  Out += Raw.substr(P); // the rest (junk) for the emitter's errors
  return Out;
}

} // namespace epic::frontend
