// What `epicsched sim IN.o` sets up without a scenario, and the register
// names scenarios use (ScenarioRun.cpp reads and writes registers by them).
#include "sim/Scenario.h"
#include "sim/ScenarioSpec.h"
#include <cstring>
#include <string_view>

namespace epic::sim {

namespace {

std::optional<uint64_t> number(std::string_view T) { return parseScenarioInteger(T); }

std::optional<unsigned> arNumber(std::string_view N) {
  static constexpr std::pair<const char *, unsigned> T[] = {
      {"rsc", 16}, {"bsp", 17}, {"bspstore", 18}, {"rnat", 19}, {"fcr", 21}, {"eflag", 24}, {"csd", 25},
      {"ssd", 26}, {"cflg", 27}, {"fsr", 28}, {"fir", 29}, {"fdr", 30}, {"ccv", 32}, {"unat", 36},
      {"fpsr", 40}, {"itc", 44}, {"pfs", 64}, {"lc", 65}, {"ec", 66}};
  if (N.size() == 2 && N[0] == 'k' && N[1] >= '0' && N[1] <= '7') return unsigned(N[1] - '0');
  for (auto [Name, V] : T)
    if (N == Name) return V;
  if (auto V = number(N); V && *V < 128) return unsigned(*V);
  return std::nullopt;
}

std::optional<unsigned> crNumber(std::string_view N) {
  static constexpr std::pair<const char *, unsigned> T[] = {
      {"dcr", 0}, {"itm", 1}, {"iva", 2}, {"pta", 8}, {"ipsr", 16}, {"isr", 17}, {"iip", 19},
      {"ifa", 20}, {"itir", 21}, {"iipa", 22}, {"ifs", 23}, {"iim", 24}, {"iha", 25}, {"lid", 64},
      {"ivr", 65}, {"tpr", 66}, {"eoi", 67}, {"itv", 72}, {"pmv", 73}, {"cmcv", 74}, {"lrr0", 80}, {"lrr1", 81}};
  for (auto [Name, V] : T)
    if (N == Name) return V;
  if (auto V = number(N); V && *V < 128) return unsigned(*V);
  return std::nullopt;
}

/// "r12" -> 12 for prefix "r", with an upper bound.
std::optional<unsigned> indexed(std::string_view N, std::string_view Prefix, unsigned Limit) {
  if (!N.starts_with(Prefix)) return std::nullopt;
  N.remove_prefix(Prefix.size());
  if (N.size() > 2 && N.front() == '[' && N.back() == ']') N = N.substr(1, N.size() - 2);
  auto V = number(N);
  if (!V || *V >= Limit) return std::nullopt;
  return unsigned(*V);
}

} // namespace


bool writeRegister(Core &C, const std::string &Name, uint64_t V) {
  ArchState &S = C.S;
  std::string_view N = Name;
  if (N == "psr") { S.Psr = V; return true; }
  if (N == "cpl") { S.setCpl(unsigned(V)); return true; }
  if (N == "ip") { S.Ip = V; return true; }
  if (N == "pr") { for (unsigned P = 1; P < 64; ++P) C.setPr(P, (V >> P) & 1); return true; }
  if (N.starts_with("ar.")) { if (auto A = arNumber(N.substr(3))) { C.writeAr(*A, V); return true; } return false; }
  if (N.starts_with("cr.")) { if (auto R = crNumber(N.substr(3))) { S.Cr[*R] = V; return true; } return false; }
  if (auto R = indexed(N, "rr", 8)) { S.Rr[*R] = V; return true; }
  if (auto R = indexed(N, "pkr", 16)) { S.Pkr[*R] = V; return true; }
  if (auto R = indexed(N, "r", 128)) return C.setGr(*R, V, false);
  if (auto R = indexed(N, "f", 128)) { if (*R > 1) C.fr(*R) = FpReg::integer(V); return *R > 1; }
  if (auto R = indexed(N, "p", 64)) { C.setPr(*R, V != 0); return true; }
  if (auto R = indexed(N, "b", 8)) { S.Br[*R] = V; return true; }
  return false;
}

std::optional<uint64_t> readRegister(Core &C, const std::string &Name) {
  ArchState &S = C.S;
  std::string_view N = Name;
  if (N == "psr") return S.Psr;
  if (N == "cpl") return S.cpl();
  if (N == "ip") return S.Ip;
  if (N == "cfm") return S.Rse.cfm().pack();
  if (N == "pr") { uint64_t V = 1; for (unsigned P = 1; P < 64; ++P) V |= uint64_t(C.pr(P)) << P; return V; }
  if (N.starts_with("ar.")) { if (auto A = arNumber(N.substr(3))) return C.readAr(*A); return std::nullopt; }
  if (N.starts_with("cr.")) { if (auto R = crNumber(N.substr(3))) return S.Cr[*R]; return std::nullopt; }
  if (auto R = indexed(N, "rr", 8)) return S.Rr[*R];
  if (auto R = indexed(N, "pkr", 16)) return S.Pkr[*R];
  if (auto R = indexed(N, "r", 128)) {
    if (*R >= 32 && !S.Rse.inFrame(*R)) return std::nullopt;
    return C.gr(*R);
  }
  if (auto R = indexed(N, "f", 128)) return C.fr(*R).Significand;
  if (auto R = indexed(N, "p", 64)) return uint64_t(C.pr(*R));
  if (auto R = indexed(N, "b", 8)) return S.Br[*R];
  return std::nullopt;
}

void setUpDefaults(Core &C, const LoadedImage &Img) {
  ArchState &S = C.S;
  // A 64 KiB stack (r12 16 bytes below its top, the ABI scratch area), a
  // 64 KiB register backing store, b0 = the return sentinel the run ends at.
  // tests/lit/sim/Inputs/base_sim.yaml says the same in schema 1.
  constexpr uint64_t Stack = 0x7f000000, StackSize = 0x10000, Rbs = 0x7e000000, RbsSize = 0x10000;
  S.Mem.map(Stack, StackSize, PageRights{3, 3, true});
  S.Mem.map(Rbs, RbsSize, PageRights{3, 3, true});
  S.Gr[12] = Stack + StackSize - 16;
  S.Gr[1] = Img.Gp;
  S.Br[0] = ReturnSentinel;
  S.Rse.reset(Rbs, FrameMarker{});
  C.End = EndCondition{};
  C.End.ReturnTo = ReturnSentinel; // run until the entry function returns
}

} // namespace epic::sim
