#include "sim/Scenario.h"
#include "sim/ScenarioSpec.h"
#include <cstring>
#include <yaml-cpp/yaml.h>

namespace epic::sim {

namespace {

struct Ctx {
  uint32_t File;
  ir::SourceLoc at(const YAML::Node &N) const {
    YAML::Mark M = N.Mark();
    return {File, uint32_t(M.line + 1), uint32_t(M.column + 1)};
  }
};

ValueRef ref(const Ctx &C, const YAML::Node &N) { return {N.as<std::string>(), C.at(N)}; }

/// Integers as scenario files write them (one parser for both formats).
std::optional<uint64_t> number(std::string_view T) { return parseScenarioInteger(T); }

llvm::Expected<uint64_t> num(const Ctx &C, const YAML::Node &N) {
  if (auto V = number(N.as<std::string>())) return *V;
  return ir::makeError(C.at(N), "expected a number, got '" + N.as<std::string>() + "'");
}

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

llvm::Expected<Scenario> parseScenario(const std::string &Text, const std::string &File, ir::SourceManager &SM) {
  Ctx C{SM.addFile(File, Text)};
  Scenario Sc;
  Sc.File = File;
  Sc.Loc = {C.File, 1, 1};
  YAML::Node Root;
  try {
    Root = YAML::Load(Text);
  } catch (const YAML::Exception &E) {
    return ir::makeError({C.File, uint32_t(E.mark.line + 1), uint32_t(E.mark.column + 1)}, E.msg);
  }
  if (!Root.IsMap()) return ir::makeError(Sc.Loc, "a scenario is a YAML mapping");
  try {
    for (auto KV : Root) {
      std::string K = KV.first.as<std::string>();
      const YAML::Node &V = KV.second;
      if (K == "entry") Sc.Entry = ref(C, V);
      else if (K == "strict") Sc.Strict = V.as<bool>();
      else if (K == "cpl") { auto N = num(C, V); if (!N) return N.takeError(); Sc.Cpl = unsigned(*N); }
      else if (K == "gp") { auto N = num(C, V); if (!N) return N.takeError(); Sc.Gp = *N; }
      else if (K == "backing_store") { auto N = num(C, V); if (!N) return N.takeError(); Sc.BackingStore = *N; }
      else if (K == "frame") {
        for (auto F : V) {
          std::string FK = F.first.as<std::string>();
          auto N = num(C, F.second);
          if (!N) return N.takeError();
          if (FK == "sof") Sc.Sof = unsigned(*N);
          else if (FK == "sol") Sc.Sol = unsigned(*N);
          else return ir::makeError(C.at(F.first), "unknown frame field '" + FK + "' (sof, sol)");
        }
      } else if (K == "sections") {
        for (auto S : V) { auto N = num(C, S.second); if (!N) return N.takeError(); Sc.Sections[S.first.as<std::string>()] = *N; }
      } else if (K == "registers") {
        for (auto R : V) {
          std::string Name = R.first.as<std::string>();
          Sc.Registers.push_back({Name, ref(C, R.second)});
        }
      } else if (K == "memory") {
        for (auto M : V) {
          MemRegion R;
          if (!M["base"]) return ir::makeError(C.at(M), "a memory region needs 'base'");
          for (auto F : M) {
            std::string FK = F.first.as<std::string>();
            const YAML::Node &FV = F.second;
            if (FK == "base") R.Base = ref(C, FV);
            else if (FK == "size") { auto N = num(C, FV); if (!N) return N.takeError(); R.Size = *N; }
            else if (FK == "ar") { auto N = num(C, FV); if (!N) return N.takeError(); R.Rights.AR = uint8_t(*N & 7); }
            else if (FK == "pl") { auto N = num(C, FV); if (!N) return N.takeError(); R.Rights.PL = uint8_t(*N & 3); }
            else if (FK == "bytes") for (auto B : FV) { auto N = num(C, B); if (!N) return N.takeError(); R.Bytes.push_back(uint8_t(*N)); }
            else if (FK == "words") for (auto W : FV) R.Words.push_back(ref(C, W));
            else return ir::makeError(C.at(F.first), "unknown memory field '" + FK + "' (base, size, ar, pl, bytes, words)");
          }
          Sc.Memory.push_back(std::move(R));
        }
      } else if (K == "end") {
        for (auto F : V) {
          std::string FK = F.first.as<std::string>();
          if (FK == "return_to") Sc.ReturnTo = ref(C, F.second);
          else if (FK == "rfi_to_user") Sc.RfiToUser = F.second.as<bool>();
          else if (FK == "break") { auto N = num(C, F.second); if (!N) return N.takeError(); Sc.BreakImm = *N; }
          else if (FK == "max_insts") { auto N = num(C, F.second); if (!N) return N.takeError(); Sc.MaxInsts = *N; }
          else return ir::makeError(C.at(F.first), "unknown end condition '" + FK + "' (return_to, rfi_to_user, break, max_insts)");
        }
      } else if (K == "expect") {
        for (auto E : V) {
          Expectation X;
          X.Loc = C.at(E);
          if (E["reg"]) {
            X.K = Expectation::Reg; X.What = E["reg"].as<std::string>();
            if (!E["value"]) return ir::makeError(X.Loc, "a register expectation needs 'value'");
            X.Value = ref(C, E["value"]);
            X.Name = X.What + " == " + X.Value.Text;
          } else if (E["mem"]) {
            X.K = Expectation::Mem; X.Addr = ref(C, E["mem"]);
            if (E["size"]) X.Size = E["size"].as<unsigned>();
            if (!E["value"]) return ir::makeError(X.Loc, "a memory expectation needs 'value'");
            X.Value = ref(C, E["value"]);
            X.Name = "mem" + std::to_string(X.Size * 8) + "[" + X.Addr.Text + "] == " + X.Value.Text;
          } else if (E["cycles_max"]) {
            X.K = Expectation::CyclesMax; X.Value = ref(C, E["cycles_max"]); X.Name = "cycles <= " + X.Value.Text;
          } else if (E["bubbles_max"]) {
            X.K = Expectation::BubblesMax; X.Value = ref(C, E["bubbles_max"]); X.Name = "bubbles <= " + X.Value.Text;
          } else if (E["groups_max"]) {
            X.K = Expectation::GroupsMax; X.Value = ref(C, E["groups_max"]); X.Name = "groups <= " + X.Value.Text;
          } else if (E["counter"]) {
            X.K = Expectation::Counter; X.What = E["counter"].as<std::string>();
            if (!E["value"]) return ir::makeError(X.Loc, "a counter expectation needs 'value'");
            X.Value = ref(C, E["value"]);
            X.Name = X.What + " == " + X.Value.Text;
          } else if (E["stop"]) {
            X.K = Expectation::Stop; X.What = E["stop"].as<std::string>(); X.Name = "stop: " + X.What;
          } else {
            return ir::makeError(X.Loc, "unknown expectation (reg, mem, cycles_max, bubbles_max, groups_max, counter, stop)");
          }
          if (E["name"]) X.Name = E["name"].as<std::string>();
          Sc.Expect.push_back(std::move(X));
        }
      } else {
        return ir::makeError(C.at(KV.first), "unknown scenario key '" + K +
                                                 "' (entry, strict, cpl, gp, backing_store, frame, sections, registers, memory, end, expect)");
      }
    }
  } catch (const YAML::Exception &E) {
    return ir::makeError({C.File, uint32_t(E.mark.line + 1), uint32_t(E.mark.column + 1)}, E.msg);
  }
  return Sc;
}

llvm::Expected<uint64_t> resolve(const ValueRef &V, const LoadedImage &Img) {
  std::string_view T = V.Text;
  if (auto N = number(T)) return *N;
  size_t Op = T.find_first_of("+-", 1);
  std::string Sym(T.substr(0, Op));
  uint64_t Off = 0;
  if (Op != std::string_view::npos) {
    auto N = number(T.substr(Op + 1));
    if (!N) return ir::makeError(V.Loc, "bad offset in '" + V.Text + "'");
    Off = T[Op] == '-' ? uint64_t(-int64_t(*N)) : *N;
  }
  auto It = Img.Symbols.find(Sym);
  if (It == Img.Symbols.end()) return ir::makeError(V.Loc, "unknown symbol '" + Sym + "'");
  return It->second + Off;
}

llvm::Error applyScenario(const Scenario &Sc, Core &C, const LoadedImage &Img) {
  ArchState &S = C.S;
  // Defaults: a 64 KiB stack (r12 16 bytes below its top, the ABI scratch
  // area), a 64 KiB register backing store, b0 = the return sentinel.
  constexpr uint64_t Stack = 0x7f000000, StackSize = 0x10000, Rbs = 0x7e000000, RbsSize = 0x10000;
  S.Mem.map(Stack, StackSize, PageRights{3, 3, true});
  S.Mem.map(Rbs, RbsSize, PageRights{3, 3, true});
  S.Gr[12] = Stack + StackSize - 16;
  S.Gr[1] = Img.Gp;
  S.Br[0] = ReturnSentinel;
  uint64_t Bs = Sc.BackingStore.value_or(Rbs);
  if (!S.Mem.isMapped(Bs)) S.Mem.map(Bs, RbsSize, PageRights{3, 3, true});
  FrameMarker F;
  F.Sof = Sc.Sof;
  F.Sol = Sc.Sol;
  S.Rse.reset(Bs, F);
  for (const MemRegion &R : Sc.Memory) {
    auto Base = resolve(R.Base, Img);
    if (!Base) return Base.takeError();
    S.Mem.map(*Base, std::max<uint64_t>(R.Size, R.Bytes.size() + 8 * R.Words.size()), R.Rights);
    S.Mem.writeBytes(*Base, R.Bytes.data(), R.Bytes.size());
    uint64_t A = *Base + R.Bytes.size();
    for (const ValueRef &W : R.Words) {
      auto V = resolve(W, Img);
      if (!V) return V.takeError();
      S.Mem.write(A, 8, *V);
      A += 8;
    }
  }
  for (const auto &[Name, Ref] : Sc.Registers) {
    auto V = resolve(Ref, Img);
    if (!V) return V.takeError();
    if (!writeRegister(C, Name, *V)) return ir::makeError(Ref.Loc, "unknown register '" + Name + "'");
  }
  if (Sc.Cpl) S.setCpl(*Sc.Cpl); // after `psr:`, which would reset it
  if (Sc.Strict) C.Strict = *Sc.Strict;
  C.End = EndCondition{};
  if (Sc.ReturnTo) {
    auto V = resolve(*Sc.ReturnTo, Img);
    if (!V) return V.takeError();
    C.End.ReturnTo = *V;
  } else if (!Sc.RfiToUser && !Sc.BreakImm) {
    C.End.ReturnTo = S.Br[0]; // run until the entry function returns
  }
  C.End.RfiToUser = Sc.RfiToUser;
  C.End.BreakImm = Sc.BreakImm;
  if (Sc.MaxInsts) C.End.MaxInsts = *Sc.MaxInsts;
  return llvm::Error::success();
}

std::vector<ExpectationResult> checkExpectations(const Scenario &Sc, Core &C, const LoadedImage &Img,
                                                 const RunTotals &T) {
  std::vector<ExpectationResult> Out;
  auto hex = [](uint64_t V) { char B[32]; snprintf(B, sizeof B, "0x%llx", (unsigned long long)V); return std::string(B); };
  for (const Expectation &X : Sc.Expect) {
    ExpectationResult R{X.Name, false, ""};
    uint64_t Want = 0;
    if (X.K != Expectation::Stop) {
      auto V = resolve(X.Value, Img);
      if (!V) { R.Detail = llvm::toString(V.takeError()); Out.push_back(R); continue; }
      Want = *V;
    }
    switch (X.K) {
    case Expectation::Reg: {
      auto Got = readRegister(C, X.What);
      if (!Got) { R.Detail = "no register '" + X.What + "'"; break; }
      R.Ok = *Got == Want;
      R.Detail = "got " + hex(*Got);
      break;
    }
    case Expectation::Mem: {
      auto A = resolve(X.Addr, Img);
      uint64_t Got = 0;
      if (!A) { R.Detail = llvm::toString(A.takeError()); break; }
      if (C.S.Mem.read(*A, X.Size, Got) != MemFault::None) { R.Detail = "unmapped"; break; }
      uint64_t M = X.Size >= 8 ? ~uint64_t(0) : (uint64_t(1) << (8 * X.Size)) - 1;
      R.Ok = Got == (Want & M);
      R.Detail = "got " + hex(Got);
      break;
    }
    case Expectation::CyclesMax: R.Ok = T.Cycles <= Want; R.Detail = "got " + std::to_string(T.Cycles); break;
    case Expectation::BubblesMax: R.Ok = T.Bubbles <= Want; R.Detail = "got " + std::to_string(T.Bubbles); break;
    case Expectation::GroupsMax: R.Ok = T.Groups <= Want; R.Detail = "got " + std::to_string(T.Groups); break;
    case Expectation::Counter: {
      auto It = T.Counters.find(X.What);
      uint64_t Got = It == T.Counters.end() ? 0 : It->second;
      R.Ok = Got == Want;
      R.Detail = "got " + std::to_string(Got);
      break;
    }
    case Expectation::Stop: {
      static constexpr const char *Names[] = {"none", "budget", "return", "rfi_to_user", "break", "error"};
      R.Ok = X.What == Names[T.Stop];
      R.Detail = std::string("got ") + Names[T.Stop];
      break;
    }
    }
    Out.push_back(R);
  }
  return Out;
}

} // namespace epic::sim
