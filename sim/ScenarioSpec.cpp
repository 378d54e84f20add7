#include "sim/ScenarioSpec.h"
#include "sim/Memory.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <set>
#include <yaml-cpp/yaml.h>

namespace epic::sim {

std::string scenarioHex(uint64_t V) {
  char B[32];
  snprintf(B, sizeof B, "0x%llx", (unsigned long long)V);
  return B;
}

std::optional<uint64_t> parseScenarioInteger(std::string_view T) {
  if (T.empty()) return std::nullopt;
  bool Neg = T[0] == '-';
  if (Neg || T[0] == '+') T.remove_prefix(1);
  int Base = 10;
  if (T.size() > 2 && T[0] == '0' && (T[1] == 'x' || T[1] == 'X')) { Base = 16; T.remove_prefix(2); }
  if (T.empty()) return std::nullopt;
  uint64_t V = 0;
  for (char Ch : T) {
    if (Ch == '_') continue;
    int D = Ch >= '0' && Ch <= '9' ? Ch - '0' : Ch >= 'a' && Ch <= 'f' ? Ch - 'a' + 10 : Ch >= 'A' && Ch <= 'F' ? Ch - 'A' + 10 : 99;
    if (D >= Base) return std::nullopt;
    if (V > (UINT64_MAX - unsigned(D)) / unsigned(Base)) return std::nullopt; // beyond 64 bits
    V = V * Base + unsigned(D);
  }
  if (Neg && V > (uint64_t(1) << 63)) return std::nullopt;
  return Neg ? ~V + 1 : V;
}

namespace {

std::optional<uint64_t> number(std::string_view T) { return parseScenarioInteger(T); }

/// `Rel` against the scenario's directory (kept as is when absolute).
std::string relativeTo(const std::string &Dir, const std::string &Rel) {
  if (llvm::sys::path::is_absolute(Rel)) return Rel;
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Rel);
  return std::string(P);
}

/// Parsing context of one file.
struct Ctx {
  uint32_t File;
  std::string Dir;
  ir::SourceLoc at(const YAML::Node &N) const {
    YAML::Mark M = N.Mark();
    if (M.line < 0) return {File, 1, 1};
    return {File, uint32_t(M.line + 1), uint32_t(M.column + 1)};
  }
  llvm::Error err(const YAML::Node &N, const std::string &Msg) const { return ir::makeError(at(N), Msg); }
};

#define TRY(X)                                                                                     \
  if (llvm::Error E_ = (X)) return E_

/// Checks that a map only has the given keys.
llvm::Error keysIn(const Ctx &C, const YAML::Node &M, std::initializer_list<const char *> Allowed, const char *What) {
  if (!M.IsMap()) return C.err(M, std::string(What) + " must be a mapping");
  for (auto KV : M) {
    std::string K = KV.first.as<std::string>();
    if (std::none_of(Allowed.begin(), Allowed.end(), [&](const char *A) { return K == A; })) {
      std::string L;
      for (const char *A : Allowed) L += std::string(L.empty() ? "" : ", ") + A;
      return C.err(KV.first, "unknown key '" + K + "' in " + What + " (expected one of: " + L + ")");
    }
  }
  return llvm::Error::success();
}

llvm::Expected<uint64_t> integer(const Ctx &C, const YAML::Node &N) {
  if (!N.IsScalar()) return C.err(N, "expected an integer");
  if (auto V = number(N.Scalar())) return *V;
  return C.err(N, "expected an integer, got '" + N.Scalar() + "'");
}

llvm::Expected<uint64_t> small(const Ctx &C, const YAML::Node &N, uint64_t Max, const char *What) {
  auto V = integer(C, N);
  if (!V) return V.takeError();
  if (*V > Max) return C.err(N, std::string(What) + " must be at most " + std::to_string(Max));
  return *V;
}

/// A size or count: no sign, at most `Max`.
llvm::Expected<uint64_t> sizeValue(const Ctx &C, const YAML::Node &N, uint64_t Max, const char *What) {
  if (N.IsScalar() && N.Scalar().starts_with("-"))
    return C.err(N, std::string(What) + " cannot be negative");
  auto V = integer(C, N);
  if (!V) return V.takeError();
  if (*V > Max) return C.err(N, std::string(What) + " " + N.Scalar() + " is more than the limit of " + scenarioHex(Max));
  return *V;
}

llvm::Expected<AddrValue> addrValue(const Ctx &C, const YAML::Node &N) {
  AddrValue A;
  A.Loc = C.at(N);
  if (N.IsMap()) {
    TRY(keysIn(C, N, {"sym", "add"}, "an address value"));
    if (!N["sym"]) return C.err(N, "an address value needs 'sym'");
    A.Sym = N["sym"].as<std::string>();
    if (N["add"]) {
      auto V = integer(C, N["add"]);
      if (!V) return V.takeError();
      A.Add = int64_t(*V);
    }
    return A;
  }
  auto V = integer(C, N);
  if (!V) return V.takeError();
  A.Num = *V;
  return A;
}

llvm::Expected<ExpectValue> expectValue(const Ctx &C, const YAML::Node &N) {
  ExpectValue E;
  if (N.IsMap() && (N["min"] || N["max"])) {
    TRY(keysIn(C, N, {"min", "max"}, "a range"));
    if (!N["min"] || !N["max"]) return C.err(N, "a range needs both 'min' and 'max'");
    auto Lo = addrValue(C, N["min"]);
    if (!Lo) return Lo.takeError();
    auto Hi = addrValue(C, N["max"]);
    if (!Hi) return Hi.takeError();
    E.Min = *Lo;
    E.Max = *Hi;
    E.IsRange = true;
    return E;
  }
  auto V = addrValue(C, N);
  if (!V) return V.takeError();
  E.Min = E.Max = *V;
  return E;
}

llvm::Expected<std::vector<uint32_t>> rids(const Ctx &C, const YAML::Node &N) {
  std::vector<uint32_t> Out;
  auto one = [&](const YAML::Node &X) -> llvm::Error {
    auto V = small(C, X, 0xffffff, "a region ID");
    if (!V) return V.takeError();
    Out.push_back(uint32_t(*V));
    return llvm::Error::success();
  };
  if (N.IsSequence()) {
    for (auto X : N) TRY(one(X));
  } else {
    TRY(one(N));
  }
  return Out;
}

/// "r12" -> 12 (Lo..Hi), else an error naming the expected form.
llvm::Expected<unsigned> regIndex(const Ctx &C, const YAML::Node &N, const char *Prefix, unsigned Lo, unsigned Hi) {
  std::string S = N.as<std::string>();
  std::string_view V = S;
  if (V.starts_with(Prefix)) {
    V.remove_prefix(strlen(Prefix));
    if (auto X = number(V); X && *X >= Lo && *X <= Hi && !V.empty() && V[0] != '-' && V[0] != '+')
      return unsigned(*X);
  }
  return C.err(N, "expected " + std::string(Prefix) + std::to_string(Lo) + ".." + Prefix + std::to_string(Hi) +
                      ", got '" + S + "'");
}

const std::set<std::string> &psrBitNames() {
  static const std::set<std::string> S = {"be", "up", "ac", "mfl", "mfh", "ic", "i",  "pk", "dt", "dfl",
                                          "dfh", "sp", "pp", "di",  "si",  "db", "lp", "tb", "rt", "cpl",
                                          "ss", "ri", "ed", "bn",  "ia",  "it", "mc", "is", "id", "da", "dd"};
  return S;
}
const std::set<std::string> &arNames() {
  static const std::set<std::string> S = {"k0", "k1", "k2", "k3", "k4",   "k5",   "k6",   "k7", "rsc", "bsp",
                                          "bspstore", "rnat", "ccv", "unat", "fpsr", "itc", "pfs", "lc", "ec"};
  return S;
}
const std::set<std::string> &crNames() {
  static const std::set<std::string> S = {"dcr", "itm",  "iva", "pta", "ipsr", "isr", "iip", "ifa", "itir", "iipa",
                                          "ifs", "iim",  "iha", "lid", "ivr",  "tpr", "eoi", "itv", "pmv",  "cmcv",
                                          "lrr0", "lrr1"};
  return S;
}

llvm::Error nameIn(const Ctx &C, const YAML::Node &K, const std::set<std::string> &Names, const char *What) {
  if (Names.count(K.as<std::string>())) return llvm::Error::success();
  return C.err(K, "unknown " + std::string(What) + " '" + K.as<std::string>() + "'");
}

llvm::Error parseProgram(const Ctx &C, const YAML::Node &N, ScenarioSpec &S) {
  if (!N.IsSequence()) return C.err(N, "program must be a list of {file: PATH, ...}");
  for (auto E : N) {
    TRY(keysIn(C, E, {"file", "defines", "include_dirs"}, "a program entry"));
    if (!E["file"]) return C.err(E, "a program entry needs 'file'");
    ProgramFile P;
    P.Loc = C.at(E["file"]);
    P.Path = relativeTo(C.Dir, E["file"].as<std::string>());
    if (E["defines"])
      for (auto D : E["defines"]) P.Defines.push_back(D.as<std::string>());
    if (E["include_dirs"])
      for (auto D : E["include_dirs"]) P.IncludeDirs.push_back(relativeTo(C.Dir, D.as<std::string>()));
    S.Program.push_back(std::move(P));
  }
  return llvm::Error::success();
}

llvm::Error parseSections(const Ctx &C, const YAML::Node &N, ScenarioSpec &S) {
  if (!N.IsMap()) return C.err(N, "sections must map section names to {va, ar, pl, rid}");
  for (auto KV : N) {
    const YAML::Node &V = KV.second;
    TRY(keysIn(C, V, {"va", "ar", "pl", "rid", "itr"}, "a section placement"));
    SectionPlace P;
    P.Loc = C.at(KV.first);
    if (!V["va"] || !V["ar"] || !V["pl"]) return C.err(V, "a section placement needs 'va', 'ar' and 'pl'");
    auto Va = integer(C, V["va"]);
    if (!Va) return Va.takeError();
    auto Ar = small(C, V["ar"], 7, "ar");
    if (!Ar) return Ar.takeError();
    auto Pl = small(C, V["pl"], 3, "pl");
    if (!Pl) return Pl.takeError();
    P.Va = *Va;
    P.Ar = uint8_t(*Ar);
    P.Pl = uint8_t(*Pl);
    if (const YAML::Node &T = V["itr"]) {
      if (!T.IsScalar() || (T.Scalar() != "true" && T.Scalar() != "false"))
        return C.err(T, "itr must be true or false");
      P.Itr = T.Scalar() == "true";
    }
    if (V["rid"]) {
      auto R = rids(C, V["rid"]);
      if (!R) return R.takeError();
      P.Rids = *R;
    }
    S.Sections[KV.first.as<std::string>()] = P;
  }
  return llvm::Error::success();
}

llvm::Error parseInit(const Ctx &C, const YAML::Node &N, MemRegionSpec &R) {
  if (!N.IsSequence()) return C.err(N, "init must be a list of writes");
  for (auto W : N) {
    TRY(keysIn(C, W, {"offset", "u64", "u32", "u16", "u8", "bytes", "fill"}, "a memory write"));
    MemWrite M;
    M.Loc = C.at(W);
    if (!W["offset"]) return C.err(W, "a memory write needs 'offset'");
    auto Off = integer(C, W["offset"]);
    if (!Off) return Off.takeError();
    M.Offset = *Off;
    unsigned Kinds = 0;
    static constexpr std::pair<const char *, unsigned> Widths[] = {{"u64", 8}, {"u32", 4}, {"u16", 2}, {"u8", 1}};
    for (auto [Key, Width] : Widths) {
      if (!W[Key]) continue;
      ++Kinds;
      M.Width = Width;
      if (!W[Key].IsSequence()) return C.err(W[Key], std::string(Key) + " must be a list");
      for (auto X : W[Key]) {
        auto V = addrValue(C, X);
        if (!V) return V.takeError();
        M.Values.push_back(*V);
      }
    }
    if (W["bytes"]) {
      ++Kinds;
      M.Width = 1;
      std::string T = W["bytes"].as<std::string>();
      std::string Digits;
      for (char Ch : T)
        if (!isspace(uint8_t(Ch))) Digits += Ch;
      if (Digits.size() % 2) return C.err(W["bytes"], "bytes must be pairs of hex digits");
      for (size_t I = 0; I < Digits.size(); I += 2) {
        auto V = number("0x" + Digits.substr(I, 2));
        if (!V) return C.err(W["bytes"], "bytes must be pairs of hex digits");
        AddrValue A;
        A.Num = *V;
        A.Loc = M.Loc;
        M.Values.push_back(A);
      }
    }
    if (W["fill"]) {
      ++Kinds;
      const YAML::Node &F = W["fill"];
      TRY(keysIn(C, F, {"u64", "count"}, "fill"));
      if (!F["u64"] || !F["count"]) return C.err(F, "fill needs 'u64' and 'count'");
      auto V = addrValue(C, F["u64"]);
      if (!V) return V.takeError();
      auto Count = sizeValue(C, F["count"], MaxScenarioRegionBytes / 8, "a fill count");
      if (!Count) return Count.takeError();
      M.Width = 8;
      M.Values.assign(1, *V);
      M.Repeat = *Count;
    }
    if (Kinds != 1) return C.err(W, "a memory write needs exactly one of u64, u32, u16, u8, bytes, fill");
    R.Init.push_back(std::move(M));
  }
  return llvm::Error::success();
}

llvm::Error parseMemory(const Ctx &C, const YAML::Node &N, ScenarioSpec &S) {
  if (!N.IsSequence()) return C.err(N, "memory must be a list of regions");
  for (auto M : N) {
    TRY(keysIn(C, M, {"name", "va", "size", "ar", "pl", "rid", "physical", "init"}, "a memory region"));
    MemRegionSpec R;
    R.Loc = C.at(M);
    if (!M["name"]) return C.err(M, "a memory region needs 'name'");
    R.Name = M["name"].as<std::string>();
    if (M["va"]) { auto V = integer(C, M["va"]); if (!V) return V.takeError(); R.Va = *V; }
    if (M["size"]) {
      auto V = sizeValue(C, M["size"], MaxScenarioRegionBytes, "a memory region's size");
      if (!V) return V.takeError();
      R.Size = *V;
    }
    if (M["ar"]) { auto V = small(C, M["ar"], 7, "ar"); if (!V) return V.takeError(); R.Ar = uint8_t(*V); }
    if (M["pl"]) { auto V = small(C, M["pl"], 3, "pl"); if (!V) return V.takeError(); R.Pl = uint8_t(*V); }
    if (M["rid"]) { auto V = rids(C, M["rid"]); if (!V) return V.takeError(); R.Rids = *V; }
    if (const YAML::Node &P = M["physical"]) {
      if (!P.IsScalar() || (P.Scalar() != "true" && P.Scalar() != "false"))
        return C.err(P, "physical must be true or false");
      if (M["rid"]) return C.err(P, "a physical region has no rid");
      R.Physical = P.Scalar() == "true";
    }
    if (M["init"]) TRY(parseInit(C, M["init"], R));
    S.Memory.push_back(std::move(R));
  }
  return llvm::Error::success();
}

/// An FR value: `{sig, exp, sign}` (an 82-bit image; omitted fields 0) or `natval`.
llvm::Expected<FrInit> frValue(const Ctx &C, const YAML::Node &V) {
  FrInit F;
  if (V.IsScalar() && V.Scalar() == "natval") return FrInit{0, 0x1fffe, false};
  TRY(keysIn(C, V, {"sig", "exp", "sign"}, "an FR value"));
  if (V["sig"]) { auto X = integer(C, V["sig"]); if (!X) return X.takeError(); F.Sig = *X; }
  if (V["exp"]) { auto X = small(C, V["exp"], 0x1ffff, "exp"); if (!X) return X.takeError(); F.Exp = uint32_t(*X); }
  if (V["sign"]) { auto X = small(C, V["sign"], 1, "sign"); if (!X) return X.takeError(); F.Sign = *X; }
  return F;
}

llvm::Error parseInitial(const Ctx &C, const YAML::Node &N, InitialSpec &I) {
  TRY(keysIn(C, N, {"entry", "cpl", "psr", "gr", "nat", "fr", "pr", "br", "ar", "cfm", "cr", "rr", "pkr", "cold"},
             "initial"));
  I.Loc = C.at(N);
  for (auto KV : N) {
    std::string K = KV.first.as<std::string>();
    const YAML::Node &V = KV.second;
    if (K == "entry") {
      if (V.IsScalar() && !number(V.Scalar())) { // a bare symbol name
        AddrValue A;
        A.Sym = V.Scalar();
        A.Loc = C.at(V);
        I.Entry = A;
      } else {
        auto A = addrValue(C, V);
        if (!A) return A.takeError();
        I.Entry = *A;
      }
    } else if (K == "cpl") {
      auto X = small(C, V, 3, "cpl");
      if (!X) return X.takeError();
      I.Cpl = unsigned(*X);
    } else if (K == "psr") {
      if (!V.IsMap()) return C.err(V, "psr must map bit names to values");
      for (auto B : V) {
        TRY(nameIn(C, B.first, psrBitNames(), "psr bit"));
        std::string Bit = B.first.as<std::string>();
        auto X = small(C, B.second, Bit == "cpl" || Bit == "ri" ? 3 : 1, Bit.c_str());
        if (!X) return X.takeError();
        I.Psr[Bit] = *X;
      }
    } else if (K == "gr") {
      if (!V.IsMap()) return C.err(V, "gr must map rN to values");
      for (auto R : V) {
        auto N2 = regIndex(C, R.first, "r", 1, 127);
        if (!N2) return N2.takeError();
        auto X = addrValue(C, R.second);
        if (!X) return X.takeError();
        I.Gr[*N2] = *X;
      }
    } else if (K == "nat") {
      if (!V.IsSequence()) return C.err(V, "nat must be a list of rN");
      for (auto R : V) {
        auto N2 = regIndex(C, R, "r", 1, 127);
        if (!N2) return N2.takeError();
        I.Nat.push_back(*N2);
      }
    } else if (K == "fr") {
      if (!V.IsMap()) return C.err(V, "fr must map fN to {sig, exp, sign} or natval");
      for (auto R : V) {
        auto N2 = regIndex(C, R.first, "f", 2, 127);
        if (!N2) return N2.takeError();
        auto F = frValue(C, R.second);
        if (!F) return F.takeError();
        I.Fr[*N2] = *F;
      }
    } else if (K == "pr") {
      auto X = integer(C, V);
      if (!X) return X.takeError();
      I.Pr = *X;
    } else if (K == "br") {
      if (!V.IsMap()) return C.err(V, "br must map bN to values");
      for (auto R : V) {
        auto N2 = regIndex(C, R.first, "b", 0, 7);
        if (!N2) return N2.takeError();
        auto X = addrValue(C, R.second);
        if (!X) return X.takeError();
        I.Br[*N2] = *X;
      }
    } else if (K == "ar" || K == "cr") {
      if (!V.IsMap()) return C.err(V, K + " must map register names to values");
      for (auto R : V) {
        TRY(nameIn(C, R.first, K == "ar" ? arNames() : crNames(), K == "ar" ? "application register" : "control register"));
        auto X = addrValue(C, R.second);
        if (!X) return X.takeError();
        (K == "ar" ? I.Ar : I.Cr)[R.first.as<std::string>()] = *X;
      }
    } else if (K == "cfm") {
      TRY(keysIn(C, V, {"sof", "sol", "sor", "rrb_gr", "rrb_fr", "rrb_pr"}, "cfm"));
      for (auto F : V) {
        auto X = small(C, F.second, 127, "a frame field");
        if (!X) return X.takeError();
        I.Cfm[F.first.as<std::string>()] = *X;
      }
    } else if (K == "rr") {
      if (!V.IsMap()) return C.err(V, "rr must map region numbers 0..7 to {rid, ps, ve}");
      for (auto R : V) {
        auto N2 = small(C, R.first, 7, "a region number");
        if (!N2) return N2.takeError();
        TRY(keysIn(C, R.second, {"rid", "ps", "ve"}, "a region register"));
        auto &Fields = I.Rr[unsigned(*N2)];
        for (auto F : R.second) {
          std::string FN = F.first.as<std::string>();
          auto X = small(C, F.second, FN == "rid" ? 0xffffff : FN == "ps" ? 63 : 1, FN.c_str());
          if (!X) return X.takeError();
          Fields[FN] = *X;
        }
      }
    } else if (K == "pkr") {
      if (!V.IsSequence()) return C.err(V, "pkr must be a list of {key, rights}");
      for (auto P : V) {
        TRY(keysIn(C, P, {"key", "rights"}, "a protection key"));
        auto Key = integer(C, P["key"]);
        if (!Key) return Key.takeError();
        auto Rights = integer(C, P["rights"]);
        if (!Rights) return Rights.takeError();
        I.Pkr.push_back({*Key, *Rights});
      }
    } else if (K == "cold") {
      I.Cold = V.as<bool>();
    }
  }
  if (I.Cpl && I.Psr.count("cpl") && I.Psr["cpl"] != *I.Cpl)
    return C.err(N["psr"]["cpl"], "psr.cpl disagrees with initial.cpl");
  return llvm::Error::success();
}

llvm::Error parseEnd(const Ctx &C, const YAML::Node &N, EndSpec &E) {
  TRY(keysIn(C, N, {"return_to", "break", "rfi_to_user", "budget"}, "end"));
  E.Loc = C.at(N);
  unsigned Conds = 0;
  if (N["return_to"]) {
    ++Conds;
    const YAML::Node &R = N["return_to"];
    TRY(keysIn(C, R, {"at", "cpl"}, "return_to"));
    if (!R["at"]) return C.err(R, "return_to needs 'at'");
    auto A = R["at"].IsScalar() && !number(R["at"].Scalar()) ? llvm::Expected<AddrValue>(AddrValue{0, R["at"].Scalar(), 0, C.at(R["at"])})
                                                              : addrValue(C, R["at"]);
    if (!A) return A.takeError();
    E.K = EndSpec::ReturnTo;
    E.At = *A;
    if (R["cpl"]) { auto X = small(C, R["cpl"], 3, "cpl"); if (!X) return X.takeError(); E.Cpl = unsigned(*X); }
  }
  if (N["break"]) {
    ++Conds;
    auto X = integer(C, N["break"]);
    if (!X) return X.takeError();
    E.K = EndSpec::Break;
    E.BreakImm = *X;
  }
  if (N["rfi_to_user"]) {
    ++Conds;
    if (!N["rfi_to_user"].as<bool>()) return C.err(N["rfi_to_user"], "rfi_to_user can only be true");
    E.K = EndSpec::RfiToUser;
  }
  if (Conds != 1) return C.err(N, "end needs exactly one of return_to, break, rfi_to_user");
  if (!N["budget"]) return C.err(N, "end needs 'budget' (the most instructions the run may retire)");
  auto B = integer(C, N["budget"]);
  if (!B) return B.takeError();
  E.Budget = *B;
  return llvm::Error::success();
}

/// Adds or replaces (same name) an expectation: the including file wins.
void addExpect(std::vector<ExpectItem> &Out, ExpectItem X) {
  for (ExpectItem &Y : Out)
    if (Y.Name == X.Name) { Y = std::move(X); return; }
  Out.push_back(std::move(X));
}

llvm::Error parseExpect(const Ctx &C, const YAML::Node &N, std::vector<ExpectItem> &Out,
                        std::map<std::string, std::vector<ExpectItem>> *ByMode) {
  TRY(keysIn(C, N, {"cpl", "psr", "gr", "nat", "fr", "pr", "br", "ar", "cr", "rr", "cfm", "memory", "cycles_max",
                    "bubbles_max", "ip", "stop", "by_mode", "tlb"},
             "expect"));
  for (auto KV : N) {
    std::string K = KV.first.as<std::string>();
    const YAML::Node &V = KV.second;
    if (K == "by_mode") {
      if (!ByMode || !V.IsMap()) return C.err(V, "expect.by_mode must map build modes to budgets");
      for (auto M : V) {
        std::string What = "expect.by_mode." + M.first.as<std::string>();
        TRY(keysIn(C, M.second, {"cycles_max", "bubbles_max"}, What.c_str()));
        TRY(parseExpect(C, M.second, (*ByMode)[M.first.as<std::string>()], nullptr));
      }
      continue;
    }
    auto scalar = [&](ExpectItem::Kind Kind, std::string Name, std::string Reg, unsigned Index,
                      const YAML::Node &Val) -> llvm::Error {
      ExpectItem X;
      X.K = Kind;
      X.Name = std::move(Name);
      X.Reg = std::move(Reg);
      X.Index = Index;
      X.Loc = C.at(Val);
      auto EV = expectValue(C, Val);
      if (!EV) return EV.takeError();
      X.Value = *EV;
      addExpect(Out, std::move(X));
      return llvm::Error::success();
    };
    if (K == "cpl") {
      TRY(scalar(ExpectItem::Cpl, "cpl", "cpl", 0, V));
    } else if (K == "ip") {
      TRY(scalar(ExpectItem::Ip, "ip", "ip", 0, V));
    } else if (K == "stop") {
      // How the run ended, as `sim` prints it after "stop:".
      std::string Why = V.IsScalar() ? V.Scalar() : "";
      if (Why != "return" && Why != "break" && Why != "rfi_to_user")
        return C.err(V, "expect.stop must be one of return, break, rfi_to_user");
      ExpectItem X;
      X.K = ExpectItem::Stop;
      X.Name = "stop";
      X.Reg = Why;
      X.Loc = C.at(V);
      addExpect(Out, std::move(X));
    } else if (K == "cycles_max" || K == "bubbles_max") {
      ExpectItem X;
      X.K = K == "cycles_max" ? ExpectItem::CyclesMax : ExpectItem::BubblesMax;
      X.Name = K;
      X.Loc = C.at(V);
      if (V.IsScalar() && V.Scalar() == "TODO") {
        X.Todo = true;
      } else {
        auto EV = expectValue(C, V);
        if (!EV) return EV.takeError();
        X.Value = *EV;
      }
      addExpect(Out, std::move(X));
    } else if (K == "pr") {
      TRY(keysIn(C, V, {"value", "mask"}, "expect.pr"));
      if (!V["value"] || !V["mask"]) return C.err(V, "expect.pr needs 'value' and 'mask'");
      ExpectItem X;
      X.K = ExpectItem::Pr;
      X.Name = "pr";
      X.Loc = C.at(V);
      auto Val = expectValue(C, V["value"]);
      if (!Val) return Val.takeError();
      auto M = integer(C, V["mask"]);
      if (!M) return M.takeError();
      X.Value = *Val;
      X.Mask = *M;
      addExpect(Out, std::move(X));
    } else if (K == "tlb") { // [{va, pa, side: d|i}]: the TLB translates va to pa
      if (!V.IsSequence()) return C.err(V, "expect.tlb must be a list of {va, pa, side}");
      for (auto M : V) {
        TRY(keysIn(C, M, {"va", "pa", "side"}, "a TLB expectation"));
        if (!M["va"] || !M["pa"]) return C.err(M, "a TLB expectation needs 'va' and 'pa'");
        auto Va = addrValue(C, M["va"]);
        if (!Va) return Va.takeError();
        auto Pa = expectValue(C, M["pa"]);
        if (!Pa) return Pa.takeError();
        std::string Side = M["side"] ? M["side"].as<std::string>() : "d";
        if (Side != "d" && Side != "i") return C.err(M["side"], "side must be d or i");
        ExpectItem X;
        X.K = ExpectItem::Tlb;
        X.Va = *Va;
        X.Reg = Side;
        X.Value = *Pa;
        X.Loc = C.at(M);
        X.Name = std::string(Side == "d" ? "dtlb[" : "itlb[") + X.Va.text() + "]";
        addExpect(Out, std::move(X));
      }
    } else if (K == "memory") {
      if (!V.IsSequence()) return C.err(V, "expect.memory must be a list");
      for (auto M : V) {
        TRY(keysIn(C, M, {"va", "rid", "physical", "u64", "u32", "u16", "u8", "bytes", "mask"}, "a memory expectation"));
        if (!M["va"]) return C.err(M, "a memory expectation needs 'va'");
        auto Va = addrValue(C, M["va"]);
        if (!Va) return Va.takeError();
        std::optional<uint32_t> Rid;
        if (M["rid"]) { auto R = small(C, M["rid"], 0xffffff, "rid"); if (!R) return R.takeError(); Rid = uint32_t(*R); }
        if (M["physical"] && M["physical"].Scalar() == "true") Rid = PhysicalRid; // translation: tlb's physical memory
        std::optional<uint64_t> Mask;
        if (M["mask"]) { auto R = integer(C, M["mask"]); if (!R) return R.takeError(); Mask = *R; }
        MemRegionSpec Tmp; // reuse the init parser for the element list
        YAML::Node W(YAML::NodeType::Map);
        unsigned Kinds = 0;
        for (const char *Key : {"u64", "u32", "u16", "u8", "bytes"})
          if (M[Key]) { W[Key] = M[Key]; ++Kinds; }
        if (Kinds != 1) return C.err(M, "a memory expectation needs exactly one of u64, u32, u16, u8, bytes");
        W["offset"] = 0;
        YAML::Node L(YAML::NodeType::Sequence);
        L.push_back(W);
        TRY(parseInit(C, L, Tmp));
        const MemWrite &MW = Tmp.Init[0];
        for (size_t I = 0; I < MW.Values.size(); ++I) {
          ExpectItem X;
          X.K = ExpectItem::Memory;
          X.Va = *Va;
          X.Va.Add += int64_t(I * MW.Width);
          X.Rid = Rid;
          X.Width = MW.Width;
          X.Mask = Mask;
          X.Value.Min = X.Value.Max = MW.Values[I];
          X.Loc = MW.Values[I].Loc.Line ? MW.Values[I].Loc : C.at(M);
          X.Name = "memory[" + X.Va.text() +
                   (Rid == PhysicalRid ? " physical" : Rid ? " rid " + scenarioHex(*Rid) : "") + "]";
          addExpect(Out, std::move(X));
        }
      }
    } else if (K == "psr") {
      if (!V.IsMap()) return C.err(V, "expect.psr must map bit names to values");
      for (auto B : V) {
        TRY(nameIn(C, B.first, psrBitNames(), "psr bit"));
        std::string Bit = B.first.as<std::string>();
        TRY(scalar(ExpectItem::Psr, "psr." + Bit, Bit, 0, B.second));
      }
    } else if (K == "gr" || K == "nat") {
      if (!V.IsMap()) return C.err(V, "expect." + K + " must map rN to values");
      for (auto R : V) {
        auto N2 = regIndex(C, R.first, "r", 0, 127);
        if (!N2) return N2.takeError();
        std::string Reg = "r" + std::to_string(*N2);
        TRY(scalar(K == "gr" ? ExpectItem::Gr : ExpectItem::Nat, K == "gr" ? Reg : "nat." + Reg, Reg, *N2, R.second));
      }
    } else if (K == "fr") {
      if (!V.IsMap()) return C.err(V, "expect.fr must map fN to {sig, exp, sign} or natval");
      for (auto R : V) {
        auto N2 = regIndex(C, R.first, "f", 0, 127);
        if (!N2) return N2.takeError();
        auto F = frValue(C, R.second);
        if (!F) return F.takeError();
        ExpectItem X;
        X.K = ExpectItem::Fr;
        X.Name = X.Reg = "f" + std::to_string(*N2);
        X.Index = *N2;
        X.FrValue = *F;
        X.Loc = C.at(R.second);
        Out.push_back(std::move(X));
      }
    } else if (K == "br") {
      if (!V.IsMap()) return C.err(V, "expect.br must map bN to values");
      for (auto R : V) {
        auto N2 = regIndex(C, R.first, "b", 0, 7);
        if (!N2) return N2.takeError();
        TRY(scalar(ExpectItem::Br, "b" + std::to_string(*N2), "b" + std::to_string(*N2), *N2, R.second));
      }
    } else if (K == "ar" || K == "cr") {
      if (!V.IsMap()) return C.err(V, "expect." + K + " must map register names to values");
      for (auto R : V) {
        TRY(nameIn(C, R.first, K == "ar" ? arNames() : crNames(), K == "ar" ? "application register" : "control register"));
        std::string Reg = K + "." + R.first.as<std::string>();
        TRY(scalar(K == "ar" ? ExpectItem::Ar : ExpectItem::Cr, Reg, Reg, 0, R.second));
      }
    } else if (K == "rr") {
      if (!V.IsMap()) return C.err(V, "expect.rr must map region numbers to {rid, ps, ve}");
      for (auto R : V) {
        auto N2 = small(C, R.first, 7, "a region number");
        if (!N2) return N2.takeError();
        TRY(keysIn(C, R.second, {"rid", "ps", "ve"}, "a region register"));
        for (auto F : R.second) {
          std::string FN = F.first.as<std::string>();
          TRY(scalar(ExpectItem::Rr, "rr" + std::to_string(*N2) + "." + FN, FN, unsigned(*N2), F.second));
        }
      }
    } else if (K == "cfm") {
      TRY(keysIn(C, V, {"sof", "sol", "sor", "rrb_gr", "rrb_fr", "rrb_pr"}, "expect.cfm"));
      for (auto F : V) {
        std::string FN = F.first.as<std::string>();
        TRY(scalar(ExpectItem::Cfm, "cfm." + FN, FN, 0, F.second));
      }
    }
  }
  return llvm::Error::success();
}

/// Merges `Inc` (an included file) under `S` (parsed so far from earlier
/// includes): called with S = accumulated includes, Inc = next file.
llvm::Error mergeInto(ScenarioSpec &S, ScenarioSpec &&Inc) {
  if (!Inc.Name.empty()) S.Name = Inc.Name;
  if (!Inc.Description.empty()) S.Description = Inc.Description;
  if (Inc.Paper) S.Paper = Inc.Paper;
  if (!Inc.KnownFailure.empty()) S.KnownFailure = Inc.KnownFailure;
  // A program entry naming a file the includes already list replaces that
  // entry in place (other defines for one file); others are appended.
  for (ProgramFile &P : Inc.Program) {
    auto Same = std::find_if(S.Program.begin(), S.Program.end(), [&](const ProgramFile &X) {
      bool Eq = false;
      return X.Path == P.Path || (!llvm::sys::fs::equivalent(X.Path, P.Path, Eq) && Eq);
    });
    if (Same != S.Program.end()) *Same = std::move(P);
    else S.Program.push_back(std::move(P));
  }
  if (Inc.Strict) S.Strict = Inc.Strict;
  if (Inc.TlbTranslation) S.TlbTranslation = Inc.TlbTranslation;
  if (Inc.VhptWalker) S.VhptWalker = Inc.VhptWalker;
  if (Inc.InstructionTlb) S.InstructionTlb = Inc.InstructionTlb;
  for (auto &[N, P] : Inc.Sections) S.Sections[N] = P;
  for (MemRegionSpec &R : Inc.Memory) {
    auto It = std::find_if(S.Memory.begin(), S.Memory.end(), [&](const MemRegionSpec &X) { return X.Name == R.Name; });
    if (It == S.Memory.end()) { S.Memory.push_back(std::move(R)); continue; }
    auto agree = [&](auto &A, const auto &B, const char *Field) -> llvm::Error {
      if (B && A && *A != *B)
        return ir::makeError(R.Loc, "memory region '" + R.Name + "' is redefined with a different " + Field);
      if (B) A = B;
      return llvm::Error::success();
    };
    TRY(agree(It->Va, R.Va, "va"));
    TRY(agree(It->Size, R.Size, "size"));
    TRY(agree(It->Ar, R.Ar, "ar"));
    TRY(agree(It->Pl, R.Pl, "pl"));
    It->Physical |= R.Physical;
    if (!R.Rids.empty()) {
      if (!It->Rids.empty() && It->Rids != R.Rids)
        return ir::makeError(R.Loc, "memory region '" + R.Name + "' is redefined with a different rid");
      It->Rids = R.Rids;
    }
    for (MemWrite &W : R.Init) It->Init.push_back(std::move(W));
  }
  InitialSpec &I = S.Initial, &J = Inc.Initial;
  if (J.Entry) I.Entry = J.Entry;
  if (J.Cpl) I.Cpl = J.Cpl;
  for (auto &[K, V] : J.Psr) I.Psr[K] = V;
  for (auto &[K, V] : J.Gr) I.Gr[K] = V;
  for (unsigned R : J.Nat) I.Nat.push_back(R);
  for (auto &[K, V] : J.Fr) I.Fr[K] = V;
  if (J.Pr) I.Pr = J.Pr;
  for (auto &[K, V] : J.Br) I.Br[K] = V;
  for (auto &[K, V] : J.Ar) I.Ar[K] = V;
  for (auto &[K, V] : J.Cfm) I.Cfm[K] = V;
  for (auto &[K, V] : J.Cr) I.Cr[K] = V;
  for (auto &[K, V] : J.Rr)
    for (auto &[F, X] : V) I.Rr[K][F] = X;
  for (auto &P : J.Pkr) I.Pkr.push_back(P);
  if (J.Cold) I.Cold = J.Cold;
  if (J.Loc.Line) I.Loc = J.Loc;
  if (Inc.End.K != EndSpec::None) S.End = Inc.End; // replaced as a whole
  if (Inc.HasMeasure) { // replaced as a whole
    S.MeasureFrom = Inc.MeasureFrom;
    S.MeasureTo = Inc.MeasureTo;
    S.Warm = Inc.Warm;
    S.HasMeasure = true;
  }
  for (ExpectItem &X : Inc.Expect) addExpect(S.Expect, std::move(X));
  for (auto &[Mode, Xs] : Inc.ModeBudgets)
    for (ExpectItem &X : Xs) addExpect(S.ModeBudgets[Mode], std::move(X));
  return llvm::Error::success();
}

/// The text of a scenario file. Only a regular file of bounded size is read
/// (a device such as /dev/zero or a pipe could be endless), and never one of
/// the files that include it, whatever the spelling of its path (`Stack`
/// holds their file IDs).
llvm::Expected<std::string> readScenarioFile(const std::string &Path, ir::SourceManager &SM,
                                             std::vector<llvm::sys::fs::UniqueID> &Stack,
                                             std::optional<ir::SourceLoc> From) {
  // At the include entry, or naming the file itself (`FILE: error:`).
  auto fail = [&](const std::string &Why) -> llvm::Error {
    std::string Msg = "cannot read scenario '" + Path + "': " + Why;
    return ir::makeError(From ? *From : ir::SourceLoc{SM.addFile(Path, std::string()), 0, 0}, Msg);
  };
  namespace fs = llvm::sys::fs;
  fs::file_status St;
  if (std::error_code EC = fs::status(Path, St)) return fail(EC.message());
  if (St.type() == fs::file_type::directory_file) return fail("it is a directory");
  if (St.type() != fs::file_type::regular_file) return fail("not a regular file");
  if (St.getSize() > MaxScenarioFileBytes)
    return fail("larger than the limit of " + std::to_string(MaxScenarioFileBytes >> 20) + " MiB");
  if (std::find(Stack.begin(), Stack.end(), St.getUniqueID()) != Stack.end()) {
    std::string Msg = "scenario '" + Path + "' includes itself";
    return From ? ir::makeError(*From, Msg) : fail("it includes itself");
  }
  if (Stack.size() >= MaxScenarioIncludeDepth)
    return fail("includes nest more than " + std::to_string(MaxScenarioIncludeDepth) + " deep");
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buf) return fail(Buf.getError().message());
  Stack.push_back(St.getUniqueID());
  return (*Buf)->getBuffer().str();
}

llvm::Expected<ScenarioSpec> parseFile(const std::string &Path, ir::SourceManager &SM,
                                       std::vector<llvm::sys::fs::UniqueID> &Stack, std::optional<ir::SourceLoc> From) {
  auto Read = readScenarioFile(Path, SM, Stack, From);
  if (!Read) return Read.takeError();
  std::string Text = std::move(*Read);
  Ctx C{SM.addFile(Path, Text), std::string(llvm::sys::path::parent_path(Path))};
  ScenarioSpec S;
  S.File = Path;
  S.Loc = {C.File, 1, 1};
  YAML::Node Root;
  try {
    Root = YAML::Load(Text);
  } catch (const YAML::Exception &E) {
    return ir::makeError({C.File, uint32_t(E.mark.line + 1), uint32_t(E.mark.column + 1)}, E.msg);
  }
  if (!Root.IsMap()) return ir::makeError(S.Loc, "a scenario is a YAML mapping");
  try {
    TRY(keysIn(C, Root,
               {"scenario", "description", "include", "program", "sections", "memory", "initial", "end", "measure",
                "expect", "paper", "known_failure", "strict", "translation", "vhpt_walker", "instruction_tlb"},
               "a scenario"));
    // Includes first, in order; this file's keys merge over them.
    ScenarioSpec Acc;
    if (Root["include"]) {
      if (!Root["include"].IsSequence()) return C.err(Root["include"], "include must be a list of files");
      for (auto F : Root["include"]) {
        auto Inc = parseFile(relativeTo(C.Dir, F.as<std::string>()), SM, Stack, C.at(F));
        if (!Inc) return Inc.takeError();
        Inc->Name.clear(); // the including file names the scenario
        TRY(mergeInto(Acc, std::move(*Inc)));
      }
    }
    Stack.pop_back();
    if (Root["scenario"]) S.Name = Root["scenario"].as<std::string>();
    if (Root["description"]) S.Description = Root["description"].as<std::string>();
    if (Root["program"]) TRY(parseProgram(C, Root["program"], S));
    if (Root["sections"]) TRY(parseSections(C, Root["sections"], S));
    if (Root["memory"]) TRY(parseMemory(C, Root["memory"], S));
    if (Root["initial"]) TRY(parseInitial(C, Root["initial"], S.Initial));
    if (Root["end"]) TRY(parseEnd(C, Root["end"], S.End));
    if (Root["measure"]) {
      TRY(keysIn(C, Root["measure"], {"from", "to", "warm"}, "measure"));
      S.HasMeasure = true;
      if (Root["measure"]["warm"]) S.Warm = Root["measure"]["warm"].as<bool>();
      // Without `from` the interval starts at the entry; without `to` it
      // ends with the run.
      for (auto [Key, Field] : {std::pair{"from", &S.MeasureFrom}, {"to", &S.MeasureTo}})
        if (const YAML::Node &F = Root["measure"][Key]) {
          auto A = F.IsScalar() && !number(F.Scalar()) ? llvm::Expected<AddrValue>(AddrValue{0, F.Scalar(), 0, C.at(F)})
                                                       : addrValue(C, F);
          if (!A) return A.takeError();
          *Field = *A;
        }
    }
    if (const YAML::Node &St = Root["strict"]) {
      if (!St.IsScalar() || (St.Scalar() != "true" && St.Scalar() != "false"))
        return C.err(St, "strict must be true or false");
      S.Strict = St.Scalar() == "true";
    }
    if (const YAML::Node &T = Root["translation"]) {
      if (!T.IsScalar() || (T.Scalar() != "tlb" && T.Scalar() != "identity"))
        return C.err(T, "translation must be tlb or identity");
      S.TlbTranslation = T.Scalar() == "tlb";
    }
    for (auto [Key, Field] : {std::pair{"vhpt_walker", &S.VhptWalker}, {"instruction_tlb", &S.InstructionTlb}})
      if (const YAML::Node &W = Root[Key]) {
        if (!W.IsScalar() || (W.Scalar() != "true" && W.Scalar() != "false"))
          return C.err(W, std::string(Key) + " must be true or false");
        *Field = W.Scalar() == "true";
      }
    if (Root["expect"]) TRY(parseExpect(C, Root["expect"], S.Expect, &S.ModeBudgets));
    if (Root["known_failure"]) S.KnownFailure = Root["known_failure"].as<std::string>();
    if (const YAML::Node &P = Root["paper"]) {
      TRY(keysIn(C, P, {"cycles", "groups", "bubbles", "source"}, "paper"));
      PaperFigure F;
      for (auto [Key, Field] : {std::pair{"cycles", &F.Cycles}, {"groups", &F.Groups}, {"bubbles", &F.Bubbles}})
        if (P[Key]) {
          auto V = integer(C, P[Key]);
          if (!V) return V.takeError();
          *Field = *V;
        }
      if (P["source"]) F.Source = P["source"].as<std::string>();
      S.Paper = F;
    }
    std::string File = S.File;
    ir::SourceLoc Loc = S.Loc;
    TRY(mergeInto(Acc, std::move(S)));
    Acc.File = File;
    Acc.Loc = Loc;
    return Acc;
  } catch (const YAML::Exception &E) {
    return ir::makeError({C.File, uint32_t(E.mark.line + 1), uint32_t(E.mark.column + 1)}, E.msg);
  }
}

} // namespace

std::string AddrValue::text() const {
  if (Sym.empty()) return scenarioHex(Num + uint64_t(Add));
  if (!Add) return Sym;
  return Sym + (Add < 0 ? "-" + scenarioHex(uint64_t(-Add)) : "+" + scenarioHex(uint64_t(Add)));
}

std::string ExpectValue::text() const {
  return IsRange ? "[" + Min.text() + ", " + Max.text() + "]" : Min.text();
}

bool isScenarioSpecV1(const std::string &Text) {
  try {
    YAML::Node Root = YAML::Load(Text);
    return Root.IsMap() && Root["scenario"];
  } catch (const YAML::Exception &) {
    return false;
  }
}

llvm::Expected<ScenarioSpec> loadScenarioSpec(const std::string &Path, ir::SourceManager &SM, bool RequireProgram) {
  std::vector<llvm::sys::fs::UniqueID> Stack;
  auto S = parseFile(Path, SM, Stack, std::nullopt);
  if (!S) return S.takeError();
  auto missing = [&](const char *Key) {
    return ir::makeError(S->Loc, std::string("scenario needs '") + Key + "'");
  };
  if (S->Name.empty()) return missing("scenario");
  if (RequireProgram && S->Program.empty()) return missing("program");
  if (RequireProgram && S->Sections.empty()) return missing("sections");
  if (S->End.K == EndSpec::None) return missing("end");
  if (!S->Initial.Loc.Line) return missing("initial");
  if (S->Expect.empty()) return missing("expect");
  return S;
}

void applyModeBudgets(ScenarioSpec &S, const std::string &Mode) {
  auto It = S.ModeBudgets.find(Mode);
  if (It != S.ModeBudgets.end())
    for (const ExpectItem &X : It->second)
      addExpect(S.Expect, X);
}

} // namespace epic::sim
