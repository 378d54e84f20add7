// `sim --json` final state and `--dump-memory` ranges (sim/StateDump.h).
#include "sim/StateDump.h"
#include "sim/TlbModel.h"
#include "sim/ScenarioSpec.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include <vector>

namespace epic::sim {

namespace {

void hex(llvm::raw_ostream &OS, uint64_t V) { OS << "\"" << llvm::format_hex(V, 0) << "\""; }

struct Range { uint64_t Va, Len; };

llvm::Expected<std::vector<Range>> parseRanges(const std::string &Spec) {
  std::vector<Range> Out;
  llvm::StringRef Rest(Spec);
  while (!Rest.empty()) {
    auto [One, Tail] = Rest.split(';');
    Rest = Tail;
    auto [A, L] = One.split(',');
    auto Va = parseScenarioInteger(A.trim().str()), Len = parseScenarioInteger(L.trim().str());
    if (!Va || !Len || *Len == 0 || *Len > (1u << 20))
      return llvm::createStringError("--dump-memory: expected ADDR,LEN with 0 < LEN <= 1 MiB, got '" + One.str() + "'");
    Out.push_back({*Va, *Len});
  }
  return Out;
}

llvm::Expected<std::vector<uint8_t>> readRange(Core &C, const Range &R) {
  std::vector<uint8_t> B(R.Len);
  if (C.S.Mem.readBytes(R.Va, B.data(), R.Len) != MemFault::None)
    return llvm::createStringError("--dump-memory: " + llvm::utohexstr(R.Va) + "+" + std::to_string(R.Len) +
                                   " is not mapped");
  return B;
}

} // namespace

llvm::Error checkMemorySpec(const std::string &Spec) {
  auto Ranges = parseRanges(Spec);
  return Ranges ? llvm::Error::success() : Ranges.takeError();
}

void printStateJson(llvm::raw_ostream &OS, Core &C) {
  ArchState &S = C.S;
  const FrameMarker &F = S.Rse.cfm();
  OS << ", \"state\": {\"ip\": ";
  hex(OS, S.Ip);
  OS << ", \"slot\": " << S.Slot << ", \"psr\": ";
  hex(OS, S.Psr);
  OS << ", \"cfm\": {\"sof\": " << F.Sof << ", \"sol\": " << F.Sol << ", \"sor\": " << F.Sor
     << ", \"rrb_gr\": " << F.RrbGr << ", \"rrb_fr\": " << F.RrbFr << ", \"rrb_pr\": " << F.RrbPr << "}, \"gr\": {";
  for (unsigned R = 1; R < 32 + F.Sof; ++R) {
    OS << (R > 1 ? ", " : "") << "\"r" << R << "\": {\"value\": ";
    hex(OS, C.gr(R));
    OS << ", \"nat\": " << (C.nat(R) ? 1 : 0) << "}";
  }
  OS << "}, \"fr\": {";
  for (unsigned R = 2; R < 128; ++R) {
    const FpReg &V = C.fr(R);
    OS << (R > 2 ? ", " : "") << "\"f" << R << "\": {\"sig\": ";
    hex(OS, V.Significand);
    OS << ", \"exp\": ";
    hex(OS, V.Exponent);
    OS << ", \"sign\": " << (V.Sign ? 1 : 0) << "}";
  }
  uint64_t Pr = 1;
  for (unsigned P = 1; P < 64; ++P) Pr |= uint64_t(C.pr(P)) << P;
  OS << "}, \"pr\": ";
  hex(OS, Pr);
  OS << ", \"br\": {";
  for (unsigned B = 0; B < 8; ++B) {
    OS << (B ? ", " : "") << "\"b" << B << "\": ";
    hex(OS, S.Br[B]);
  }
  static constexpr std::pair<const char *, unsigned> Ars[] = {
      {"k0", 0}, {"k1", 1}, {"k2", 2}, {"k3", 3}, {"k4", 4}, {"k5", 5}, {"k6", 6}, {"k7", 7},
      {"rsc", 16}, {"bsp", 17}, {"bspstore", 18}, {"rnat", 19}, {"csd", 25}, {"ccv", 32},
      {"unat", 36}, {"fpsr", 40}, {"itc", 44}, {"pfs", 64}, {"lc", 65}, {"ec", 66}};
  OS << "}, \"ar\": {";
  bool First = true;
  for (auto [N, A] : Ars) {
    OS << (First ? "" : ", ") << "\"" << N << "\": ";
    hex(OS, C.readAr(A));
    First = false;
  }
  static constexpr std::pair<const char *, unsigned> Crs[] = {
      {"iva", 2}, {"ipsr", 16}, {"isr", 17}, {"iip", 19}, {"ifa", 20}, {"ifs", 23}, {"iim", 24}};
  OS << "}, \"cr\": {";
  First = true;
  for (auto [N, R] : Crs) {
    OS << (First ? "" : ", ") << "\"" << N << "\": ";
    hex(OS, S.Cr[R]);
    First = false;
  }
  OS << "}, \"rr\": [";
  for (unsigned R = 0; R < 8; ++R) {
    OS << (R ? ", " : "");
    hex(OS, S.Rr[R]);
  }
  // r16-r31 of the bank not in use (psr.bn says which): code sees them after a bsw or rfi.
  OS << "], \"other_bank\": {";
  for (unsigned K = 0; K < 16; ++K) {
    OS << (K ? ", " : "") << "\"r" << 16 + K << "\": {\"value\": ";
    hex(OS, S.Bank0[K]);
    OS << ", \"nat\": " << (S.Bank0Nat[K] ? 1 : 0) << "}";
  }
  OS << "}";
  if (C.Xlat) { // translation: tlb: every entry, translation registers first
    OS << ", \"tlb\": {";
    for (bool Inst : {false, true}) {
      OS << (Inst ? ", \"i\": [" : "\"d\": [");
      bool First = true;
      for (auto [Tr, E] : C.Xlat->entries(Inst)) {
        OS << (First ? "" : ", ") << "{\"tr\": " << (Tr ? 1 : 0) << ", \"va\": ";
        hex(OS, E->Vpn);
        OS << ", \"rid\": ";
        hex(OS, E->Rid);
        OS << ", \"ps\": " << E->Ps << ", \"pa\": ";
        hex(OS, E->Ppn);
        OS << ", \"ar\": " << unsigned(E->Ar) << ", \"pl\": " << unsigned(E->Pl) << ", \"ma\": " << unsigned(E->Ma)
           << ", \"p\": " << E->P << ", \"a\": " << E->A << ", \"d\": " << E->D << ", \"key\": ";
        hex(OS, E->Key);
        OS << "}";
        First = false;
      }
      OS << "]";
    }
    OS << "}";
  }
  OS << "}";
}

llvm::Error printMemoryJson(llvm::raw_ostream &OS, Core &C, const std::string &Spec) {
  auto Ranges = parseRanges(Spec);
  if (!Ranges) return Ranges.takeError();
  if (Ranges->empty()) return llvm::Error::success();
  OS << ", \"memory\": [";
  for (size_t I = 0; I < Ranges->size(); ++I) {
    auto B = readRange(C, (*Ranges)[I]);
    if (!B) { OS << "]"; return B.takeError(); }
    OS << (I ? ", " : "") << "{\"va\": ";
    hex(OS, (*Ranges)[I].Va);
    OS << ", \"bytes\": \"";
    for (uint8_t X : *B) OS << llvm::format("%02x", X);
    OS << "\"}";
  }
  OS << "]";
  return llvm::Error::success();
}

llvm::Error printMemoryText(llvm::raw_ostream &OS, Core &C, const std::string &Spec) {
  auto Ranges = parseRanges(Spec);
  if (!Ranges) return Ranges.takeError();
  for (const Range &R : *Ranges) {
    auto B = readRange(C, R);
    if (!B) return B.takeError();
    for (uint64_t Off = 0; Off < R.Len; Off += 16) {
      OS << "memory " << llvm::format_hex(R.Va + Off, 0) << ":";
      for (uint64_t I = Off; I < std::min(R.Len, Off + 16); ++I) OS << llvm::format(" %02x", (*B)[I]);
      OS << "\n";
    }
  }
  return llvm::Error::success();
}

} // namespace epic::sim
