// YAML -> MachineModel, validating against the schema in docs/machine-model.md.
// Every problem becomes a located error (file:line:col from yaml-cpp marks,
// which are 0-based); a model with any error is never returned.
#include "latency-db/MachineModel.h"
#include "llvm/Support/MemoryBuffer.h"
#include <yaml-cpp/yaml.h>
#include <algorithm>
#include <numeric>
#include <set>
#include <sstream>

namespace epic::model {

namespace {

using Mark = YAML::Mark;

/// Collects located errors for one file.
struct Ctx {
  uint32_t File = 0;
  std::vector<ir::Diagnostic> Errs;
  ir::SourceLoc loc(const Mark &M) const {
    if (M.is_null()) return {File, 0, 0};
    return {File, uint32_t(M.line + 1), uint32_t(M.column + 1)};
  }
  void err(const Mark &M, std::string Msg) {
    Errs.push_back({ir::Severity::Error, loc(M), std::move(Msg)});
  }
};

/// A YAML map checked against its allowed keys.
class Fields {
public:
  Fields(Ctx &C, const YAML::Node &N, std::string What, std::initializer_list<std::string_view> Required,
         std::initializer_list<std::string_view> Optional = {})
      : C(C), What(std::move(What)) {
    if (!N.IsDefined()) { Ok = false; return; }
    M = N.Mark();
    if (!N.IsMap()) {
      C.err(N.Mark(), this->What + " must be a map");
      Ok = false;
      return;
    }
    for (auto It = N.begin(); It != N.end(); ++It) {
      if (!It->first.IsScalar()) {
        C.err(It->first.Mark(), "keys in " + this->What + " must be scalars");
        continue;
      }
      std::string K = It->first.Scalar();
      bool Known = std::find(Required.begin(), Required.end(), K) != Required.end() ||
                   std::find(Optional.begin(), Optional.end(), K) != Optional.end();
      if (!Known) {
        C.err(It->first.Mark(), "unknown key '" + K + "' in " + this->What);
        continue;
      }
      if (Values.count(K)) {
        C.err(It->first.Mark(), "duplicate key '" + K + "' in " + this->What);
        continue;
      }
      Values.emplace(K, It->second);
    }
    for (std::string_view R : Required)
      if (!Values.count(std::string(R))) {
        C.err(N.Mark(), "missing required field '" + std::string(R) + "' in " + this->What);
        Ok = false;
      }
  }
  bool ok() const { return Ok; }
  bool has(const std::string &K) const { return Values.count(K) != 0; }
  YAML::Node get(const std::string &K) const {
    auto It = Values.find(K);
    return It == Values.end() ? YAML::Node(YAML::NodeType::Undefined) : It->second;
  }
  const Mark &mark() const { return M; }
  const std::string &what() const { return What; }

private:
  Ctx &C;
  std::string What;
  Mark M = Mark::null_mark();
  bool Ok = true;
  std::map<std::string, YAML::Node> Values;
};

std::optional<unsigned> parseUInt(const std::string &S) {
  if (S.empty()) return std::nullopt;
  unsigned Base = 10;
  size_t I = 0;
  if (S.size() > 2 && S[0] == '0' && (S[1] == 'x' || S[1] == 'X')) { Base = 16; I = 2; }
  unsigned long V = 0;
  for (; I < S.size(); ++I) {
    char Ch = S[I];
    unsigned D;
    if (Ch >= '0' && Ch <= '9') D = Ch - '0';
    else if (Base == 16 && Ch >= 'a' && Ch <= 'f') D = Ch - 'a' + 10;
    else if (Base == 16 && Ch >= 'A' && Ch <= 'F') D = Ch - 'A' + 10;
    else return std::nullopt;
    V = V * Base + D;
    if (V > 1000000) return std::nullopt;
  }
  return unsigned(V);
}

std::optional<unsigned> getUInt(Ctx &C, const YAML::Node &N, const std::string &Field) {
  if (N.IsScalar())
    if (auto V = parseUInt(N.Scalar())) return V;
  C.err(N.Mark(), "field '" + Field + "' must be a non-negative integer");
  return std::nullopt;
}

std::optional<std::string> getString(Ctx &C, const YAML::Node &N, const std::string &Field) {
  if (N.IsScalar()) return N.Scalar();
  C.err(N.Mark(), "field '" + Field + "' must be a string");
  return std::nullopt;
}

std::optional<bool> getBool(Ctx &C, const YAML::Node &N, const std::string &Field) {
  if (N.IsScalar() && (N.Scalar() == "true" || N.Scalar() == "false")) return N.Scalar() == "true";
  C.err(N.Mark(), "field '" + Field + "' must be true or false");
  return std::nullopt;
}

struct Named { std::string Name; Mark M; };

/// A scalar or a list of scalars.
std::optional<std::vector<Named>> getNames(Ctx &C, const YAML::Node &N, const std::string &Field) {
  std::vector<Named> Out;
  if (N.IsScalar()) { Out.push_back({N.Scalar(), N.Mark()}); return Out; }
  if (N.IsSequence()) {
    bool Ok = true;
    for (const YAML::Node &E : N) {
      if (E.IsScalar()) Out.push_back({E.Scalar(), E.Mark()});
      else { C.err(E.Mark(), "field '" + Field + "' must be a string or a list of strings"); Ok = false; }
    }
    if (Ok) return Out;
    return std::nullopt;
  }
  C.err(N.Mark(), "field '" + Field + "' must be a string or a list of strings");
  return std::nullopt;
}

std::optional<ir::Unit> unitFromName(std::string_view S) {
  if (S == "M") return ir::Unit::M;
  if (S == "I") return ir::Unit::I;
  if (S == "F") return ir::Unit::F;
  if (S == "B") return ir::Unit::B;
  if (S == "L") return ir::Unit::L;
  if (S == "X") return ir::Unit::X;
  return std::nullopt;
}

/// A register named in a rule: a fixed register or an indirect file.
struct RegItem { std::optional<ir::Reg> R; std::optional<ir::IndirectFile> F; };

std::string hex2(unsigned V) {
  const char *D = "0123456789abcdef";
  return std::string("0x") + D[(V >> 4) & 15] + D[V & 15];
}

} // namespace

/// Builds a MachineModel from a parsed document (friend of MachineModel).
class ModelBuilder {
public:
  ModelBuilder(Ctx &C, MachineModel &MM, const std::string &FileName) : C(C), MM(MM) { MM.FileName = FileName; }
  void build(const YAML::Node &Root);

private:
  Ctx &C;
  MachineModel &MM;
  std::set<std::string> CounterNames;
  std::map<std::string, std::vector<RegItem>> RegSets;
  std::set<std::string> TemplateNames;

  std::optional<std::string> counterRef(const YAML::Node &N, const std::string &Field);
  std::optional<PortId> portRef(const Named &N);
  std::optional<ClassId> classRef(const Named &N);
  std::optional<std::vector<PortId>> portList(const YAML::Node &N, const std::string &Field);
  std::optional<std::vector<ClassId>> classList(const YAML::Node &N, const std::string &Field);
  std::optional<std::vector<std::string>> templateList(const YAML::Node &N, const std::string &Field);
  std::optional<Matcher> matcher(const YAML::Node &N, const std::string &What);
  /// A matcher, a list of matchers, or (when AllowAny) the scalar ANY/USE (-> empty list).
  std::optional<std::vector<Matcher>> matchers(const YAML::Node &N, const std::string &What, bool AllowAny);
  std::optional<std::vector<RegItem>> regs(const YAML::Node &N);

  void issue(const YAML::Node &N);
  void counters(const YAML::Node &N);
  void ports(const YAML::Node &N);
  void regsets(const YAML::Node &N);
  void templates(const YAML::Node &N);
  void classes(const YAML::Node &N);
  void dispersal(const YAML::Node &N);
  void splitIssue(const YAML::Node &N);
  void latencies(const YAML::Node &N);
  void stalls(const YAML::Node &N);
  void indexRules();
  static std::string key(const Matcher &M);
  static std::string key(const std::vector<Matcher> &Ms);
};

std::optional<std::string> ModelBuilder::counterRef(const YAML::Node &N, const std::string &Field) {
  auto S = getString(C, N, Field);
  if (!S) return std::nullopt;
  if (*S == "none") return std::string();
  if (!CounterNames.count(*S)) {
    C.err(N.Mark(), "unknown counter '" + *S + "'");
    return std::nullopt;
  }
  return S;
}

std::optional<PortId> ModelBuilder::portRef(const Named &N) {
  if (auto P = MM.portId(N.Name)) return P;
  C.err(N.M, "unknown port '" + N.Name + "'");
  return std::nullopt;
}

std::optional<ClassId> ModelBuilder::classRef(const Named &N) {
  if (auto Id = MM.classId(N.Name)) return Id;
  C.err(N.M, "unknown class '" + N.Name + "'");
  return std::nullopt;
}

std::optional<std::vector<PortId>> ModelBuilder::portList(const YAML::Node &N, const std::string &Field) {
  auto Names = getNames(C, N, Field);
  if (!Names) return std::nullopt;
  std::vector<PortId> Out;
  bool Ok = true;
  for (const Named &X : *Names) {
    if (auto P = portRef(X)) Out.push_back(*P);
    else Ok = false;
  }
  if (!Ok) return std::nullopt;
  return Out;
}

std::optional<std::vector<ClassId>> ModelBuilder::classList(const YAML::Node &N, const std::string &Field) {
  auto Names = getNames(C, N, Field);
  if (!Names) return std::nullopt;
  std::vector<ClassId> Out;
  bool Ok = true;
  for (const Named &X : *Names) {
    if (auto Id = classRef(X)) Out.push_back(*Id);
    else Ok = false;
  }
  if (!Ok) return std::nullopt;
  return Out;
}

std::optional<std::vector<std::string>> ModelBuilder::templateList(const YAML::Node &N, const std::string &Field) {
  auto Names = getNames(C, N, Field);
  if (!Names) return std::nullopt;
  std::vector<std::string> Out;
  bool Ok = true;
  for (const Named &X : *Names) {
    if (!TemplateNames.count(X.Name)) {
      C.err(X.M, "unknown template '" + X.Name + "'");
      Ok = false;
    }
    Out.push_back(X.Name);
  }
  if (!Ok) return std::nullopt;
  return Out;
}

std::optional<std::vector<RegItem>> ModelBuilder::regs(const YAML::Node &N) {
  auto Names = getNames(C, N, "reg");
  if (!Names) return std::nullopt;
  std::vector<RegItem> Out;
  bool Ok = true;
  for (const Named &X : *Names) {
    if (auto It = RegSets.find(X.Name); It != RegSets.end()) {
      Out.insert(Out.end(), It->second.begin(), It->second.end());
      continue;
    }
    ir::RegLookup L = ir::lookupRegister(X.Name, {});
    if (L.K == ir::RegLookup::Register &&
        (L.R.File == ir::RegFile::AR || L.R.File == ir::RegFile::CR || L.R.File == ir::RegFile::PSR))
      Out.push_back({L.R, std::nullopt});
    else if (L.K == ir::RegLookup::Indirect)
      Out.push_back({std::nullopt, L.File});
    else {
      C.err(X.M, "unknown register '" + X.Name + "' (expected an AR, CR, PSR view, indirect file or register set)");
      Ok = false;
    }
  }
  if (!Ok) return std::nullopt;
  return Out;
}

std::optional<Matcher> ModelBuilder::matcher(const YAML::Node &N, const std::string &What) {
  Fields F(C, N, What, {}, {"class", "reg", "unit"});
  if (!F.ok()) return std::nullopt;
  Matcher M;
  bool Ok = true;
  if (F.has("class")) {
    if (auto L = classList(F.get("class"), "class")) M.Classes = *L;
    else Ok = false;
  }
  if (F.has("reg")) {
    if (auto L = regs(F.get("reg"))) {
      for (const RegItem &R : *L) {
        if (R.R) M.Regs.push_back(*R.R);
        else M.Files.push_back(*R.F);
      }
    } else Ok = false;
  }
  if (F.has("unit")) {
    auto S = getString(C, F.get("unit"), "unit");
    auto U = S ? unitFromName(*S) : std::nullopt;
    if (!U) {
      if (S) C.err(F.get("unit").Mark(), "unknown unit '" + *S + "' (expected M, I, F, B or L)");
      Ok = false;
    } else M.Unit = U;
  }
  if (Ok && M.any()) {
    C.err(F.mark(), What + " must name a class, reg or unit");
    Ok = false;
  }
  if (!Ok) return std::nullopt;
  return M;
}

std::optional<std::vector<Matcher>> ModelBuilder::matchers(const YAML::Node &N, const std::string &What,
                                                           bool AllowAny) {
  std::vector<Matcher> Out;
  if (N.IsScalar()) {
    if (AllowAny && (N.Scalar() == "ANY" || N.Scalar() == "USE")) return Out;
    C.err(N.Mark(), What + " must be a matcher map or a list of them" +
                        std::string(AllowAny ? " (or ANY/USE)" : ""));
    return std::nullopt;
  }
  if (N.IsSequence()) {
    bool Ok = true;
    for (const YAML::Node &E : N) {
      if (auto M = matcher(E, What)) Out.push_back(std::move(*M));
      else Ok = false;
    }
    if (Ok && Out.empty()) {
      C.err(N.Mark(), What + " must not be empty");
      Ok = false;
    }
    if (!Ok) return std::nullopt;
    return Out;
  }
  if (auto M = matcher(N, What)) {
    Out.push_back(std::move(*M));
    return Out;
  }
  return std::nullopt;
}

std::string ModelBuilder::key(const Matcher &M) {
  std::vector<unsigned> Cl(M.Classes.begin(), M.Classes.end());
  std::sort(Cl.begin(), Cl.end());
  std::vector<std::pair<unsigned, unsigned>> R;
  for (ir::Reg X : M.Regs) R.push_back({unsigned(X.File), X.Num});
  std::sort(R.begin(), R.end());
  std::vector<unsigned> F;
  for (ir::IndirectFile X : M.Files) F.push_back(unsigned(X));
  std::sort(F.begin(), F.end());
  std::ostringstream OS;
  OS << "c";
  for (unsigned X : Cl) OS << X << ',';
  OS << "r";
  for (auto [A, B] : R) OS << A << '.' << B << ',';
  OS << "f";
  for (unsigned X : F) OS << X << ',';
  OS << "u" << (M.Unit ? int(*M.Unit) : -1);
  return OS.str();
}

std::string ModelBuilder::key(const std::vector<Matcher> &Ms) {
  std::vector<std::string> K;
  for (const Matcher &M : Ms) K.push_back(key(M));
  std::sort(K.begin(), K.end());
  std::string Out = "[";
  for (const std::string &S : K) Out += S + ";";
  return Out + "]";
}

void ModelBuilder::issue(const YAML::Node &N) {
  Fields F(C, N, "issue", {"width", "window_bundles", "in_order", "advance_full", "advance_split", "source"});
  if (!F.ok()) return;
  IssueInfo &I = MM.Issue;
  if (auto V = getUInt(C, F.get("width"), "width")) I.Width = *V;
  if (auto V = getUInt(C, F.get("window_bundles"), "window_bundles")) {
    I.WindowBundles = *V;
    if (*V != 2) C.err(F.get("window_bundles").Mark(), "only a two-bundle issue window is supported");
  }
  if (auto V = getBool(C, F.get("in_order"), "in_order")) I.InOrder = *V;
  if (auto V = getUInt(C, F.get("advance_full"), "advance_full")) I.AdvanceFull = *V;
  if (auto V = getUInt(C, F.get("advance_split"), "advance_split")) I.AdvanceSplit = *V;
  if (auto V = getString(C, F.get("source"), "source")) I.Source = *V;
}

void ModelBuilder::counters(const YAML::Node &N) {
  if (!N.IsSequence()) { C.err(N.Mark(), "counters must be a list"); return; }
  std::vector<std::pair<std::string, Mark>> Parents;
  for (const YAML::Node &E : N) {
    Fields F(C, E, "counter", {"name", "source"}, {"parent"});
    if (!F.ok()) continue;
    auto Name = getString(C, F.get("name"), "name");
    auto Src = getString(C, F.get("source"), "source");
    if (!Name || !Src) continue;
    if (!CounterNames.insert(*Name).second) {
      C.err(F.get("name").Mark(), "duplicate counter '" + *Name + "'");
      continue;
    }
    CounterInfo CI{*Name, "", *Src};
    if (F.has("parent"))
      if (auto P = getString(C, F.get("parent"), "parent")) {
        CI.Parent = *P;
        Parents.push_back({*P, F.get("parent").Mark()});
      }
    MM.Counters.push_back(CI);
  }
  for (auto &[P, M] : Parents)
    if (!CounterNames.count(P)) C.err(M, "unknown counter '" + P + "'");
}

void ModelBuilder::ports(const YAML::Node &N) {
  if (!N.IsSequence()) { C.err(N.Mark(), "ports must be a list"); return; }
  for (const YAML::Node &E : N) {
    Fields F(C, E, "port", {"name", "unit", "source"});
    if (!F.ok()) continue;
    auto Name = getString(C, F.get("name"), "name");
    auto UnitS = getString(C, F.get("unit"), "unit");
    auto Src = getString(C, F.get("source"), "source");
    if (!Name || !UnitS || !Src) continue;
    auto U = unitFromName(*UnitS);
    if (!U || *U == ir::Unit::L || *U == ir::Unit::X) {
      C.err(F.get("unit").Mark(), "port unit must be M, I, F or B");
      continue;
    }
    if (MM.portId(*Name)) {
      C.err(F.get("name").Mark(), "duplicate port '" + *Name + "'");
      continue;
    }
    if (MM.Ports.size() >= 32) { C.err(F.get("name").Mark(), "too many ports (at most 32)"); continue; }
    MM.Ports.push_back({*Name, *U, *Src});
  }
  if (MM.Ports.empty()) C.err(N.Mark(), "a model needs at least one port");
}

void ModelBuilder::regsets(const YAML::Node &N) {
  if (!N.IsMap()) { C.err(N.Mark(), "regsets must be a map"); return; }
  for (auto It = N.begin(); It != N.end(); ++It) {
    std::string Name = It->first.Scalar();
    if (RegSets.count(Name)) { C.err(It->first.Mark(), "duplicate register set '" + Name + "'"); continue; }
    if (auto R = regs(It->second)) RegSets[Name] = *R;
  }
}

void ModelBuilder::templates(const YAML::Node &N) {
  if (!N.IsSequence()) { C.err(N.Mark(), "templates must be a list"); return; }
  MM.Templates.assign(32, TemplateEntry{});
  std::vector<bool> Seen(32, false);
  for (const YAML::Node &E : N) {
    Fields F(C, E, "template", {"code", "source"}, {"name", "slots", "stops", "reserved"});
    if (!F.ok()) continue;
    auto Code = getUInt(C, F.get("code"), "code");
    auto Src = getString(C, F.get("source"), "source");
    if (!Code || !Src) continue;
    if (*Code > 0x1f) { C.err(F.get("code").Mark(), "template code must be 0x00-0x1f"); continue; }
    if (Seen[*Code]) { C.err(F.get("code").Mark(), "duplicate template " + hex2(*Code)); continue; }
    Seen[*Code] = true;
    const ir::TemplateInfo &Arch = ir::templateInfo(uint8_t(*Code));
    TemplateEntry T;
    T.Code = uint8_t(*Code);
    T.Source = *Src;
    bool Reserved = false;
    if (F.has("reserved"))
      if (auto B = getBool(C, F.get("reserved"), "reserved")) Reserved = *B;
    T.Reserved = Reserved;
    if (Reserved) {
      if (Arch.Valid)
        C.err(F.mark(), "template " + hex2(*Code) + " is valid in the architecture but marked reserved");
      else if (F.has("name") || F.has("slots") || F.has("stops"))
        C.err(F.mark(), "reserved template " + hex2(*Code) + " must not have name, slots or stops");
      MM.Templates[*Code] = T;
      continue;
    }
    if (!F.has("name") || !F.has("slots") || !F.has("stops")) {
      C.err(F.mark(), "template " + hex2(*Code) + " needs name, slots and stops (or reserved: true)");
      continue;
    }
    auto Name = getString(C, F.get("name"), "name");
    auto Slots = getNames(C, F.get("slots"), "slots");
    YAML::Node StopsN = F.get("stops");
    if (!Name || !Slots) continue;
    if (Slots->size() != 3) { C.err(F.get("slots").Mark(), "slots must list exactly 3 units"); continue; }
    bool Ok = true;
    for (unsigned I = 0; I < 3; ++I) {
      auto U = unitFromName((*Slots)[I].Name);
      if (!U) { C.err((*Slots)[I].M, "unknown unit '" + (*Slots)[I].Name + "'"); Ok = false; continue; }
      T.Slots[I] = *U;
    }
    if (!StopsN.IsSequence()) { C.err(StopsN.Mark(), "field 'stops' must be a list of slot indices"); continue; }
    for (const YAML::Node &S : StopsN) {
      auto V = getUInt(C, S, "stops");
      if (!V) { Ok = false; continue; }
      if (*V > 2) { C.err(S.Mark(), "stop slot must be 0, 1 or 2"); Ok = false; continue; }
      T.StopMask |= uint8_t(1u << *V);
    }
    if (!Ok) continue;
    T.Name = *Name;
    if (!Arch.Valid) {
      C.err(F.mark(), "template " + hex2(*Code) + " is reserved in the architecture (ir/Template.h)");
      continue;
    }
    if (T.Slots != Arch.Slots || T.StopMask != Arch.StopMask || T.Name != Arch.Name) {
      std::string Exp;
      for (ir::Unit U : Arch.Slots) Exp += std::string(1, ir::unitLetter(U)) + " ";
      std::string Stops;
      for (unsigned I = 0; I < 3; ++I)
        if (Arch.StopMask & (1u << I)) Stops += (Stops.empty() ? "" : ",") + std::to_string(I);
      C.err(F.mark(), "template " + hex2(*Code) + " does not match the architectural table (expected " +
                          std::string(Arch.Name) + ": " + Exp + "stops [" + Stops + "])");
      continue;
    }
    TemplateNames.insert(T.Name);
    MM.Templates[*Code] = T;
  }
  for (unsigned I = 0; I < 32; ++I)
    if (!Seen[I]) C.err(N.Mark(), "template " + hex2(I) + " is missing (list all 32 codes)");
}

void ModelBuilder::classes(const YAML::Node &N) {
  if (!N.IsSequence()) { C.err(N.Mark(), "classes must be a list"); return; }
  // Names first, so classes may be referenced before their entry.
  std::vector<std::pair<YAML::Node, std::string>> Entries;
  for (const YAML::Node &E : N) {
    Fields F(C, E, "class", {"name", "units", "ports", "latency", "counter", "source"}, {"subtype", "l_slot"});
    if (!F.has("name")) continue;
    auto Name = getString(C, F.get("name"), "name");
    if (!Name) continue;
    if (!F.ok()) {
      // Already reported; keep the name so references to it do not cascade.
      if (!MM.ClassIndex.count(*Name)) {
        MM.ClassIndex.emplace(*Name, ClassId(MM.Classes.size()));
        MM.Classes.push_back(ClassInfo{*Name, {}, {}, {}, Subtype::None, 0, "", "", 0});
      }
      continue;
    }
    if (MM.ClassIndex.count(*Name)) {
      C.err(F.get("name").Mark(), "duplicate class '" + *Name + "' (first defined at line " +
                                      std::to_string(MM.Classes[MM.ClassIndex.find(*Name)->second].Line) + ")");
      continue;
    }
    ClassInfo CI;
    CI.Name = *Name;
    CI.Line = unsigned(E.Mark().line + 1);
    bool Ok = true;
    if (auto Units = getNames(C, F.get("units"), "units")) {
      for (const Named &U : *Units) {
        auto X = unitFromName(U.Name);
        if (!X || *X == ir::Unit::X) { C.err(U.M, "unknown unit '" + U.Name + "'"); Ok = false; }
        else CI.Units.push_back(*X);
      }
    } else Ok = false;
    if (auto P = portList(F.get("ports"), "ports")) {
      CI.Ports = *P;
      if (P->empty()) { C.err(F.get("ports").Mark(), "class '" + CI.Name + "' names no port"); Ok = false; }
    } else Ok = false;
    if (F.has("l_slot")) {
      if (auto Units = getNames(C, F.get("l_slot"), "l_slot")) {
        for (const Named &U : *Units) {
          auto X = unitFromName(U.Name);
          if (!X || *X == ir::Unit::L || *X == ir::Unit::X) { C.err(U.M, "l_slot units must be M, I, F or B"); Ok = false; }
          else CI.LSlot.push_back(*X);
        }
      } else Ok = false;
    }
    if (auto L = getUInt(C, F.get("latency"), "latency")) CI.Latency = *L; else Ok = false;
    if (auto Cn = counterRef(F.get("counter"), "counter")) CI.Counter = *Cn; else Ok = false;
    if (auto S = getString(C, F.get("source"), "source")) CI.Source = *S; else Ok = false;
    if (F.has("subtype")) {
      auto S = getString(C, F.get("subtype"), "subtype");
      if (S && *S == "load") CI.Sub = Subtype::Load;
      else if (S && *S == "store") CI.Sub = Subtype::Store;
      else { if (S) C.err(F.get("subtype").Mark(), "subtype must be load or store"); Ok = false; }
    }
    if (Ok) {
      // Every slot unit the class may sit in needs a port of that unit.
      auto hasPortOf = [&](ir::Unit U) {
        return std::any_of(CI.Ports.begin(), CI.Ports.end(), [&](PortId P) { return MM.Ports[P].Unit == U; });
      };
      for (ir::Unit U : CI.Units) {
        if (U == ir::Unit::L) {
          if (CI.LSlot.empty()) { C.err(F.get("units").Mark(), "class '" + CI.Name + "' may sit in an L slot but has no l_slot"); Ok = false; }
          for (ir::Unit V : CI.LSlot)
            if (!hasPortOf(V)) { C.err(F.get("l_slot").Mark(), "class '" + CI.Name + "' names no " + std::string(1, ir::unitLetter(V)) + " port for its L slot"); Ok = false; }
        } else if (!hasPortOf(U)) {
          C.err(F.get("ports").Mark(), "class '" + CI.Name + "' may sit in an " + std::string(1, ir::unitLetter(U)) +
                                           " slot but names no " + std::string(1, ir::unitLetter(U)) + " port");
          Ok = false;
        }
      }
    }
    // Keep the name even when broken so later references do not cascade.
    MM.ClassIndex.emplace(CI.Name, ClassId(MM.Classes.size()));
    MM.Classes.push_back(std::move(CI));
    (void)Ok;
  }
}

void ModelBuilder::dispersal(const YAML::Node &N) {
  Fields F(C, N, "dispersal",
           {"i_ports_in_order", "f_ports_by_bundle", "light_b_classes", "b_slots", "pairs",
            "split_after_first_if_branch"},
           {"i_ports_source", "a_type_overflow_ports", "a_type_overflow_source", "f_ports_source",
            "m_subtype_first", "m_source", "split_after_first_if_branch_source", "preferred_ports"});
  if (!F.ok()) return;
  auto src = [&](const char *K) {
    if (F.has(K))
      if (auto S = getString(C, F.get(K), K)) MM.DispersalSources[K] = *S;
  };
  for (const char *K : {"i_ports_source", "a_type_overflow_source", "f_ports_source", "m_source",
                        "split_after_first_if_branch_source"})
    src(K);
  if (auto P = portList(F.get("i_ports_in_order"), "i_ports_in_order")) MM.IPortsInOrder = *P;
  if (F.has("a_type_overflow_ports"))
    if (auto P = portList(F.get("a_type_overflow_ports"), "a_type_overflow_ports")) MM.AOverflowPorts = *P;
  if (auto P = portList(F.get("f_ports_by_bundle"), "f_ports_by_bundle")) {
    MM.FPortsByBundle = *P;
    if (P->size() != 2) C.err(F.get("f_ports_by_bundle").Mark(), "f_ports_by_bundle must list 2 ports");
  }
  if (F.has("m_subtype_first"))
    if (auto Names = getNames(C, F.get("m_subtype_first"), "m_subtype_first"))
      for (const Named &X : *Names) {
        if (X.Name == "load") MM.MSubtypeFirst.push_back(Subtype::Load);
        else if (X.Name == "store") MM.MSubtypeFirst.push_back(Subtype::Store);
        else C.err(X.M, "subtype must be load or store");
      }
  if (auto L = classList(F.get("light_b_classes"), "light_b_classes")) MM.LightBClasses = *L;
  if (auto L = templateList(F.get("split_after_first_if_branch"), "split_after_first_if_branch"))
    MM.SplitIfBranch = *L;

  YAML::Node BS = F.get("b_slots");
  if (!BS.IsSequence()) C.err(BS.Mark(), "b_slots must be a list");
  else {
    std::map<std::pair<std::string, unsigned>, unsigned> Seen;
    for (const YAML::Node &E : BS) {
      Fields G(C, E, "b_slots entry", {"templates", "slot", "ports", "source"}, {"light_ports"});
      if (!G.ok()) continue;
      MachineModel::BSlotRule R;
      auto T = templateList(G.get("templates"), "templates");
      auto S = getUInt(C, G.get("slot"), "slot");
      auto P = portList(G.get("ports"), "ports");
      if (!T || !S || !P) continue;
      if (G.has("light_ports")) {
        auto LP = portList(G.get("light_ports"), "light_ports");
        if (!LP) continue;
        R.LightPorts = *LP;
      }
      bool Dup = false;
      for (const std::string &Tn : *T) {
        auto [It, New] = Seen.emplace(std::make_pair(Tn, *S), unsigned(E.Mark().line + 1));
        if (!New) {
          C.err(G.mark(), "duplicate rule: " + Tn + " slot " + std::to_string(*S) + " already listed at line " +
                              std::to_string(It->second));
          Dup = true;
        }
      }
      if (Dup) continue;
      R.Templates = *T;
      R.Slot = *S;
      R.Ports = *P;
      MM.BSlots.push_back(R);
    }
  }

  YAML::Node PS = F.get("pairs");
  if (!PS.IsSequence()) C.err(PS.Mark(), "pairs must be a list");
  else {
    std::map<std::string, unsigned> SeenSecond;
    for (const YAML::Node &E : PS) {
      Fields G(C, E, "pairs entry", {"first", "second", "source"});
      if (!G.ok()) continue;
      auto A = templateList(G.get("first"), "first");
      auto B = templateList(G.get("second"), "second");
      if (!A || !B) continue;
      bool Dup = false;
      for (const std::string &Tn : *B) {
        auto [It, New] = SeenSecond.emplace(Tn, unsigned(E.Mark().line + 1));
        if (!New) {
          C.err(G.get("second").Mark(), "duplicate rule: second bundle '" + Tn + "' already listed at line " +
                                            std::to_string(It->second));
          Dup = true;
        }
      }
      if (!Dup) MM.Pairs.push_back({*A, *B});
    }
  }

  if (F.has("preferred_ports")) {
    YAML::Node PP = F.get("preferred_ports");
    if (!PP.IsSequence()) C.err(PP.Mark(), "preferred_ports must be a list");
    else {
      std::set<std::pair<std::string, std::string>> Seen;
      for (const YAML::Node &E : PP) {
        Fields G(C, E, "preferred_ports entry", {"first", "second", "slots", "source"});
        if (!G.ok()) continue;
        auto A = templateList(G.get("first"), "first");
        auto B = templateList(G.get("second"), "second");
        auto S = portList(G.get("slots"), "slots");
        if (!A || !B || !S) continue;
        if (A->size() != 1 || B->size() != 1) { C.err(G.mark(), "first and second must each name one template"); continue; }
        if (S->size() != 6) { C.err(G.get("slots").Mark(), "slots must list 6 ports"); continue; }
        if (!Seen.insert({(*A)[0], (*B)[0]}).second) {
          C.err(G.mark(), "duplicate rule: preferred ports for " + (*A)[0] + "-" + (*B)[0] + " already given");
          continue;
        }
        MachineModel::PreferredRule R{(*A)[0], (*B)[0], {}};
        for (unsigned I = 0; I < 6; ++I) R.Slots[I] = (*S)[I];
        MM.Preferred.push_back(R);
      }
    }
  }
}

void ModelBuilder::splitIssue(const YAML::Node &N) {
  if (!N.IsSequence()) { C.err(N.Mark(), "split_issue must be a list"); return; }
  std::map<std::string, unsigned> Seen;
  for (const YAML::Node &E : N) {
    Fields F(C, E, "split_issue rule", {"source"}, {"after", "before", "between", "first_in_group"});
    if (!F.ok()) continue;
    int Kinds = F.has("after") + F.has("before") + F.has("between") + F.has("first_in_group");
    if (Kinds != 1) {
      C.err(F.mark(), "a split_issue rule needs exactly one of after, before, between, first_in_group");
      continue;
    }
    SplitRule R;
    R.Line = unsigned(E.Mark().line + 1);
    if (auto S = getString(C, F.get("source"), "source")) R.Source = *S; else continue;
    std::string K;
    if (F.has("between")) {
      YAML::Node B = F.get("between");
      if (!B.IsSequence() || B.size() != 2) { C.err(B.Mark(), "between must list two matchers"); continue; }
      auto M1 = matcher(B[0], "matcher");
      auto M2 = matcher(B[1], "matcher");
      if (!M1 || !M2) continue;
      R.Kind = SplitKind::Between;
      R.First = *M1;
      R.Second = *M2;
      K = "between" + key(*M1) + "|" + key(*M2);
    } else {
      const char *Name = F.has("after") ? "after" : F.has("before") ? "before" : "first_in_group";
      auto M = matcher(F.get(Name), "matcher");
      if (!M) continue;
      R.Kind = F.has("after") ? SplitKind::After : F.has("before") ? SplitKind::Before : SplitKind::FirstInGroup;
      R.First = *M;
      K = std::string(Name) + key(*M);
    }
    auto [It, New] = Seen.emplace(K, R.Line);
    if (!New) {
      C.err(F.mark(), "duplicate rule: same split as the rule at line " + std::to_string(It->second));
      continue;
    }
    MM.Splits.push_back(std::move(R));
  }
}

void ModelBuilder::latencies(const YAML::Node &N) {
  if (!N.IsSequence()) { C.err(N.Mark(), "latencies must be a list"); return; }
  std::map<std::string, unsigned> Seen;
  for (const YAML::Node &E : N) {
    Fields F(C, E, "latency rule", {"from", "to", "dep", "cycles", "source"}, {"counter", "counters"});
    if (!F.ok()) continue;
    LatencyRule R;
    R.Line = unsigned(E.Mark().line + 1);
    bool Ok = true;
    auto From = matchers(F.get("from"), "from", false);
    auto To = matchers(F.get("to"), "to", true);
    if (From) R.From = *From; else Ok = false;
    if (To) R.To = *To; else Ok = false;
    if (auto D = getString(C, F.get("dep"), "dep")) {
      if (*D == "any") R.Dep = RuleDep::Any;
      else if (*D == "data") R.Dep = RuleDep::Data;
      else if (*D == "address") R.Dep = RuleDep::Address;
      else if (*D == "predicate") R.Dep = RuleDep::Predicate;
      else if (*D == "base") R.Dep = RuleDep::Base;
      else { C.err(F.get("dep").Mark(), "dep must be any, data, address, predicate or base"); Ok = false; }
    } else Ok = false;
    if (auto V = getUInt(C, F.get("cycles"), "cycles")) R.Cycles = *V; else Ok = false;
    if (auto S = getString(C, F.get("source"), "source")) R.Source = *S; else Ok = false;
    if (F.has("counter") == F.has("counters")) {
      C.err(F.mark(), "a latency rule needs exactly one of counter, counters");
      Ok = false;
    } else if (F.has("counter")) {
      if (auto Cn = counterRef(F.get("counter"), "counter")) R.Counter = *Cn; else Ok = false;
    } else {
      YAML::Node CS = F.get("counters");
      if (!CS.IsMap() || CS.size() == 0) { C.err(CS.Mark(), "counters must map counter names to bubbles"); Ok = false; }
      else {
        unsigned Sum = 0, Best = 0;
        for (auto It = CS.begin(); It != CS.end(); ++It) {
          auto Cn = counterRef(It->first, "counters");
          auto B = getUInt(C, It->second, "counters");
          if (!Cn || !B || Cn->empty()) { Ok = false; continue; }
          R.Shares.push_back({*Cn, *B});
          Sum += *B;
          if (*B > Best) { Best = *B; R.Counter = *Cn; }
        }
        if (Ok && Sum + 1 != R.Cycles) {
          C.err(CS.Mark(), "counter shares sum to " + std::to_string(Sum) + " bubbles, expected cycles - 1 = " +
                               std::to_string(R.Cycles ? R.Cycles - 1 : 0));
          Ok = false;
        }
      }
    }
    if (!Ok) continue;
    std::string K = key(R.From) + ">" + key(R.To) + ":" + std::to_string(int(R.Dep));
    auto [It, New] = Seen.emplace(K, R.Line);
    if (!New) {
      C.err(F.mark(), "duplicate rule: same from, to and dep as the rule at line " + std::to_string(It->second));
      continue;
    }
    MM.Rules.push_back(std::move(R));
  }
}

void ModelBuilder::stalls(const YAML::Node &N) {
  Fields F(C, N, "stalls",
           {"arcr_queue", "slow_registers", "region_move_recirculation", "dcs_return_recirculation",
            "store_buffer_recirculation", "unconditional", "branch_mispredict", "return_stack", "interruption"},
           {"vhpt_walk"});
  if (!F.ok()) return;
  Stalls &S = MM.StallInfo;
  auto str = [&](const Fields &G, const char *K, std::string &Out) {
    if (auto V = getString(C, G.get(K), K)) Out = *V;
  };
  auto num = [&](const Fields &G, const char *K, unsigned &Out) {
    if (auto V = getUInt(C, G.get(K), K)) Out = *V;
  };
  auto ctr = [&](const Fields &G, std::string &Out) {
    if (auto V = counterRef(G.get("counter"), "counter")) Out = *V;
  };
  {
    Fields G(C, F.get("arcr_queue"), "arcr_queue", {"entries", "returns_per_cycle", "competes_with_loads", "counter", "source"});
    if (G.ok()) {
      num(G, "entries", S.ArCrQueue.Entries);
      num(G, "returns_per_cycle", S.ArCrQueue.ReturnsPerCycle);
      if (auto B = getBool(C, G.get("competes_with_loads"), "competes_with_loads")) S.ArCrQueue.CompetesWithLoads = *B;
      ctr(G, S.ArCrQueue.Counter);
      str(G, "source", S.ArCrQueue.Source);
    }
  }
  {
    Fields G(C, F.get("slow_registers"), "slow_registers", {"regs", "interval", "counter", "source"});
    if (G.ok()) {
      if (auto M = matchers(G.get("regs"), "regs", false)) S.SlowRegisters.Regs = *M;
      num(G, "interval", S.SlowRegisters.Interval);
      ctr(G, S.SlowRegisters.Counter);
      str(G, "source", S.SlowRegisters.Source);
    }
  }
  {
    Fields G(C, F.get("region_move_recirculation"), "region_move_recirculation",
             {"after", "distance", "penalty", "counter", "source"});
    if (G.ok()) {
      if (auto M = matchers(G.get("after"), "after", false)) S.RegionMoveRecirculation.After = *M;
      num(G, "distance", S.RegionMoveRecirculation.Distance);
      num(G, "penalty", S.RegionMoveRecirculation.Penalty);
      ctr(G, S.RegionMoveRecirculation.Counter);
      str(G, "source", S.RegionMoveRecirculation.Source);
    }
  }
  {
    Fields G(C, F.get("dcs_return_recirculation"), "dcs_return_recirculation", {"penalty", "counter", "source"});
    if (G.ok()) {
      num(G, "penalty", S.DcsReturnRecirculation.Penalty);
      ctr(G, S.DcsReturnRecirculation.Counter);
      str(G, "source", S.DcsReturnRecirculation.Source);
    }
  }
  {
    Fields G(C, F.get("store_buffer_recirculation"), "store_buffer_recirculation",
             {"window", "line_bytes", "penalty", "counter", "source"});
    if (G.ok()) {
      num(G, "window", S.StoreBufferRecirculation.Window);
      num(G, "line_bytes", S.StoreBufferRecirculation.LineBytes);
      num(G, "penalty", S.StoreBufferRecirculation.Penalty);
      ctr(G, S.StoreBufferRecirculation.Counter);
      str(G, "source", S.StoreBufferRecirculation.Source);
    }
  }
  {
    YAML::Node U = F.get("unconditional");
    if (!U.IsSequence()) C.err(U.Mark(), "unconditional must be a list");
    else {
      std::map<std::string, unsigned> Seen;
      for (const YAML::Node &E : U) {
        Fields G(C, E, "unconditional stall", {"match", "drain", "bubbles", "counter", "source"}, {"per_register"});
        if (!G.ok()) continue;
        UnconditionalStall X;
        auto M = matcher(G.get("match"), "match");
        if (!M) continue;
        X.Match = *M;
        if (auto B = getBool(C, G.get("drain"), "drain")) X.Drain = *B;
        num(G, "bubbles", X.Bubbles);
        if (G.has("per_register")) num(G, "per_register", X.PerRegister);
        ctr(G, X.Counter);
        str(G, "source", X.Source);
        auto [It, New] = Seen.emplace(key(X.Match), unsigned(E.Mark().line + 1));
        if (!New) {
          C.err(G.mark(), "duplicate rule: same match as the stall at line " + std::to_string(It->second));
          continue;
        }
        S.Unconditional.push_back(std::move(X));
      }
    }
  }
  {
    Fields G(C, F.get("branch_mispredict"), "branch_mispredict", {"penalty", "counter", "source"});
    if (G.ok()) {
      num(G, "penalty", S.BranchMispredict.Penalty);
      ctr(G, S.BranchMispredict.Counter);
      str(G, "source", S.BranchMispredict.Source);
    }
  }
  {
    Fields G(C, F.get("return_stack"), "return_stack", {"entries", "source"});
    if (G.ok()) {
      num(G, "entries", S.ReturnStack.Entries);
      str(G, "source", S.ReturnStack.Source);
    }
  }
  {
    Fields G(C, F.get("interruption"), "interruption", {"cycles", "counter", "source"});
    if (G.ok()) {
      num(G, "cycles", S.Interruption.Cycles);
      ctr(G, S.Interruption.Counter);
      str(G, "source", S.Interruption.Source);
    }
  }
  if (F.has("vhpt_walk")) { // optional: only translation: tlb scenarios walk
    Fields G(C, F.get("vhpt_walk"), "vhpt_walk", {"cycles", "counter", "source"});
    if (G.ok()) {
      num(G, "cycles", S.VhptWalk.Cycles);
      ctr(G, S.VhptWalk.Counter);
      str(G, "source", S.VhptWalk.Source);
    }
  }
}

void ModelBuilder::build(const YAML::Node &Root) {
  Fields F(C, Root, "the model",
           {"cpu", "description", "issue", "counters", "ports", "templates", "classes", "dispersal",
            "split_issue", "latencies", "stalls"},
           {"regsets"});
  if (!F.ok()) return;
  if (auto S = getString(C, F.get("cpu"), "cpu")) MM.Cpu = *S;
  if (auto S = getString(C, F.get("description"), "description")) MM.Description = *S;
  issue(F.get("issue"));
  counters(F.get("counters"));
  ports(F.get("ports"));
  if (F.has("regsets")) regsets(F.get("regsets"));
  templates(F.get("templates"));
  classes(F.get("classes"));
  dispersal(F.get("dispersal"));
  splitIssue(F.get("split_issue"));
  latencies(F.get("latencies"));
  stalls(F.get("stalls"));
  indexRules();
}

void ModelBuilder::indexRules() {
  for (ClassInfo &CI : MM.Classes) {
    CI.PortMask = 0;
    for (PortId P : CI.Ports) CI.PortMask |= 1u << P;
  }
  MM.LightB.assign(MM.Classes.size(), false);
  for (ClassId C : MM.LightBClasses) MM.LightB[C] = true;
  auto contains = [](const std::vector<std::string> &V, const std::string &S) {
    return std::find(V.begin(), V.end(), S) != V.end();
  };
  if (MM.Templates.size() == 32) {
    for (unsigned T = 0; T < 32; ++T) {
      const TemplateEntry &E = MM.Templates[T];
      MM.SplitIfBranchCode[T] = !E.Reserved && contains(MM.SplitIfBranch, E.Name);
      for (unsigned Sl = 0; Sl < 3; ++Sl) {
        MM.BSlotIndex[T][Sl] = -1;
        for (size_t I = 0; I < MM.BSlots.size(); ++I)
          if (!E.Reserved && MM.BSlots[I].Slot == Sl && contains(MM.BSlots[I].Templates, E.Name))
            MM.BSlotIndex[T][Sl] = int8_t(I);
      }
      for (unsigned U = 0; U < 32; ++U) {
        const TemplateEntry &F = MM.Templates[U];
        MM.PairOk[T][U] = false;
        MM.PreferredIndex[T][U] = -1;
        if (E.Reserved || F.Reserved) continue;
        for (const auto &R : MM.Pairs)
          if (contains(R.Second, F.Name)) {
            MM.PairOk[T][U] = contains(R.First, E.Name);
            break;
          }
        for (size_t I = 0; I < MM.Preferred.size(); ++I)
          if (MM.Preferred[I].First == E.Name && MM.Preferred[I].Second == F.Name) MM.PreferredIndex[T][U] = int8_t(I);
      }
    }
  }
  MM.DataRulesFrom.assign(MM.Classes.size(), {});
  MM.AnyRulesFrom.assign(MM.Classes.size(), {});
  for (size_t I = 0; I < MM.Rules.size(); ++I) {
    const LatencyRule &R = MM.Rules[I];
    for (ClassId C = 0; C < MM.Classes.size(); ++C) {
      bool May = std::any_of(R.From.begin(), R.From.end(), [&](const Matcher &M) {
        return M.Classes.empty() || std::find(M.Classes.begin(), M.Classes.end(), C) != M.Classes.end();
      });
      if (May) (R.Dep == RuleDep::Any ? MM.AnyRulesFrom : MM.DataRulesFrom)[C].push_back(uint16_t(I));
    }
  }
}

llvm::Expected<MachineModel> loadModelFromText(std::string_view Text, const std::string &Name,
                                               ir::SourceManager &SM) {
  Ctx C;
  C.File = SM.addFile(Name, std::string(Text));
  MachineModel MM;
  ModelBuilder B(C, MM, Name);
  try {
    YAML::Node Root = YAML::Load(std::string(Text));
    if (!Root.IsDefined() || Root.IsNull())
      C.err(Mark::null_mark(), "empty model file");
    else
      B.build(Root);
  } catch (const YAML::Exception &E) {
    C.err(E.mark, "invalid YAML: " + E.msg);
  }
  if (C.Errs.empty()) return MM;
  // Report in file order, each once.
  std::stable_sort(C.Errs.begin(), C.Errs.end(), [](const ir::Diagnostic &A, const ir::Diagnostic &B) {
    return std::tie(A.Loc.Line, A.Loc.Col) < std::tie(B.Loc.Line, B.Loc.Col);
  });
  llvm::Error All = llvm::Error::success();
  for (ir::Diagnostic &D : C.Errs)
    All = llvm::joinErrors(std::move(All), llvm::make_error<ir::LocatedError>(std::move(D)));
  return All;
}

llvm::Expected<MachineModel> loadModelFromFile(const std::string &Path, ir::SourceManager &SM) {
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  if (!Buf) {
    uint32_t Id = SM.addFile(Path);
    return ir::makeError({Id, 0, 0}, "cannot read model: " + Buf.getError().message());
  }
  return loadModelFromText((*Buf)->getBuffer(), Path, SM);
}

} // namespace epic::model
