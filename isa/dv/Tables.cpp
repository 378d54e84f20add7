// Resource names, class membership and rule lookup over the DV tables.
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/DvTables.h"
#include <array>
#include <bit>
#include <map>
#include <mutex>
#include <string>

namespace epic::isa::dv {
namespace {
struct ResInfo {
  std::string_view Name, Family; // views: rule matching compares them thousands of times
  bool Indexed;
};
constexpr ResInfo ResTable[] = {
#define DV_RES(Id, Name, Family, Indexed) {Name, Family, Indexed},
#include "isa/dv/Resources.def"
};
static_assert(std::size(ResTable) == NumResources);

/// Glob match: '*' matches any run of characters (dots included).
bool glob(std::string_view P, std::string_view S) {
  size_t Pi = 0, Si = 0, Star = std::string_view::npos, Mark = 0;
  while (Si < S.size()) {
    if (Pi < P.size() && P[Pi] == '*') {
      Star = Pi++;
      Mark = Si;
    } else if (Pi < P.size() && P[Pi] == S[Si]) {
      ++Pi;
      ++Si;
    } else if (Star != std::string_view::npos) {
      Pi = Star + 1;
      Si = ++Mark;
    } else {
      return false;
    }
  }
  while (Pi < P.size() && P[Pi] == '*') ++Pi;
  return Pi == P.size();
}

std::vector<std::string_view> split(std::string_view S, char Sep) {
  std::vector<std::string_view> Out;
  size_t B = 0;
  while (B < S.size()) {
    size_t E = S.find(Sep, B);
    if (E == std::string_view::npos) E = S.size();
    if (E > B) Out.push_back(S.substr(B, E - B));
    B = E + 1;
  }
  return Out;
}

/// Whether `Pred` holds for some non-empty part of `S` between `Sep`s (no
/// allocation: the rule tables are matched thousands of times at start-up).
template <typename F> bool anyPart(std::string_view S, char Sep, F &&Pred) {
  size_t B = 0;
  while (B < S.size()) {
    size_t E = S.find(Sep, B);
    if (E == std::string_view::npos) E = S.size();
    if (E > B && Pred(S.substr(B, E - B))) return true;
    B = E + 1;
  }
  return false;
}

bool fileMatches(tables::FileReq Req, const ir::Operand &O) {
  using tables::FileReq;
  if (O.K == ir::Operand::Indirect) return Req == FileReq::Indirect;
  if (O.K != ir::Operand::Register) return false;
  switch (Req) {
  case FileReq::Any: return true;
  case FileReq::GR: return O.R.File == ir::RegFile::GR;
  case FileReq::FR: return O.R.File == ir::RegFile::FR;
  case FileReq::PR: return O.R.File == ir::RegFile::PR;
  case FileReq::BR: return O.R.File == ir::RegFile::BR;
  case FileReq::AR: return O.R.File == ir::RegFile::AR;
  case FileReq::ARM: return O.R.File == ir::RegFile::AR && O.R.Num < 64;
  case FileReq::CR: return O.R.File == ir::RegFile::CR;
  case FileReq::PSR: return O.R.File == ir::RegFile::PSR;
  case FileReq::PRFile: return O.R.File == ir::RegFile::PRFile;
  case FileReq::IP: return O.R.File == ir::RegFile::IP;
  case FileReq::Indirect: return false;
  }
  return false;
}

bool nameIn(std::string_view Name, std::string_view Alternatives) {
  return anyPart(Alternatives, '|', [&](std::string_view A) { return A == Name; });
}

/// A first Out operand named by one of the alternatives: a register by its
/// name, an indirect file (`pkr[r3]`) by the file's.
bool outNamed(const ir::Operand &O, std::string_view Alternatives) {
  if (O.K == ir::Operand::Register) return nameIn(ir::regName(O.R), Alternatives);
  return O.K == ir::Operand::Indirect && nameIn(ir::indirectFileName(O.IFile), Alternatives);
}

struct CompiledClass {
  std::vector<std::string_view> Include, Exclude;
};

const std::vector<CompiledClass> &compiledClasses() {
  static const std::vector<CompiledClass> C = [] {
    std::vector<CompiledClass> V;
    for (const auto &D : tables::classes()) {
      CompiledClass CC;
      for (auto P : split(D.Patterns, ' '))
        (P[0] == '!' ? CC.Exclude : CC.Include).push_back(P[0] == '!' ? P.substr(1) : P);
      V.push_back(std::move(CC));
    }
    return V;
  }();
  return C;
}

/// Rule resource spec: '|'-separated globs over resource names or families.
bool resMatch(std::string_view Spec, size_t Res) {
  return anyPart(Spec, '|', [&](std::string_view P) {
    return glob(P, ResTable[Res].Name) || glob(P, ResTable[Res].Family);
  });
}

/// A rule with its class names resolved.
struct CompiledRule {
  const tables::RuleRow *Row;
  std::vector<int> Writers, Readers; // empty = any
};

std::vector<int> resolveClasses(std::string_view Names) {
  std::vector<int> Out;
  if (Names == "*") return Out;
  for (auto N : split(Names, '|')) {
    const ClassSet &M = tables::classMask(N);
    for (size_t I = 0; I < M.size(); ++I)
      if (M[I]) Out.push_back(int(I));
    if (M.none()) Out.push_back(-1);
  }
  return Out;
}

const std::vector<CompiledRule> &compiledRules() {
  static const std::vector<CompiledRule> Rs = [] {
    std::vector<CompiledRule> V;
    for (const auto &Row : tables::rules())
      V.push_back({&Row, resolveClasses(Row.Writer), resolveClasses(Row.Reader)});
    return V;
  }();
  return Rs;
}

/// The rules that apply to one resource, in table order (the bit positions
/// of RuleSides), and their kinds and rows.
struct ResourceRules {
  std::vector<const CompiledRule *> Rules;
  std::array<uint64_t, 3> KindRows{}; // per DepKind: bit K set when Rules[K] is of that kind
  std::vector<const tables::RuleRow *> Rows;
};

/// Built for a resource when it is first asked about: matching every rule
/// against every resource up front cost more than a small file's whole
/// assembly (a run touches a few dozen of the 116 resources).
const ResourceRules &rulesFor(ResourceId R) {
  static std::array<ResourceRules, NumResources> By;
  static std::array<std::once_flag, NumResources> Once;
  size_t Res = size_t(R);
  std::call_once(Once[Res], [Res] {
    ResourceRules &RR = By[Res];
    for (const auto &C : compiledRules())
      if (resMatch(C.Row->Res, Res)) {
        if (RR.Rules.size() < 64) RR.KindRows[size_t(C.Row->Kind)] |= uint64_t(1) << RR.Rules.size();
        RR.Rules.push_back(&C);
        RR.Rows.push_back(C.Row);
      }
  });
  return By[Res];
}

bool classMatch(const std::vector<int> &Want, const ClassSet &C, const Access &A) {
  if (Want.empty()) return true;
  for (int Idx : Want) {
    if (Idx < 0 || !C[size_t(Idx)]) continue;
    const auto &D = tables::classes()[size_t(Idx)];
    if (D.OriginOnly >= 0 && D.OriginOnly != int(A.From)) continue;
    if (D.OutPos >= 0 && (A.From != Origin::Out || A.Pos != D.OutPos)) continue;
    return true;
  }
  return false;
}
} // namespace

std::string_view resourceName(ResourceId R, DepKind K) {
  if (R == ResourceId::ArIgn && K == DepKind::WAW)
    return "AR%, % in 48 - 63, 112-127"; // GNU as's WAW table has the spaces, its RAW table not
  return ResTable[size_t(R)].Name;
}
std::string_view resourceFamily(ResourceId R) { return ResTable[size_t(R)].Family; }
bool resourceIndexed(ResourceId R) { return ResTable[size_t(R)].Indexed; }

std::string_view depKindName(DepKind K) {
  constexpr std::string_view N[] = {"RAW", "WAW", "WAR"};
  return N[size_t(K)];
}
std::string_view semanticsName(Semantics S) {
  constexpr std::string_view N[] = {"none", "implied", "impliedf", "data",
                                    "instr", "specific", "stop", "other"};
  return N[size_t(S)];
}
std::string_view fixName(Fix F) {
  constexpr std::string_view N[] = {"none", "stop", "stop+srlz.d", "stop+srlz.i"};
  return N[size_t(F)];
}
Fix fixFor(Semantics S) {
  switch (S) {
  case Semantics::None: return Fix::None;
  case Semantics::Implied:
  case Semantics::ImpliedF:
  case Semantics::Stop: return Fix::Stop;
  case Semantics::Data:
  case Semantics::Other: return Fix::StopSrlzD;
  case Semantics::Instr:
  case Semantics::Specific: return Fix::StopSrlzI; // specific: assume the worst, as gas does
  }
  return Fix::Stop;
}
bool survivesStop(Semantics S) {
  return S == Semantics::Data || S == Semantics::Instr || S == Semantics::Specific ||
         S == Semantics::Other;
}

const ClassSet &tables::classMask(std::string_view Name) {
  // Name -> mask of its definition rows, built once.
  static const std::map<std::string, ClassSet, std::less<>> Masks = [] {
    std::map<std::string, ClassSet, std::less<>> M;
    auto Defs = tables::classes();
    for (size_t I = 0; I < Defs.size(); ++I) M[Defs[I].Name].set(I);
    return M;
  }();
  static const ClassSet None;
  auto It = Masks.find(Name);
  return It == Masks.end() ? None : It->second;
}

const tables::KnownClasses &tables::known() {
  static const KnownClasses K;
  return K;
}

bool inClass(const ClassSet &C, std::string_view Name) { return (tables::classMask(Name) & C).any(); }

int classIndex(std::string_view Name) {
  auto Cs = tables::classes();
  for (size_t I = 0; I < Cs.size(); ++I)
    if (Name == Cs[I].Name) return int(I);
  return -1;
}

ClassSet tables::computeClasses(const ir::Inst &I) {
  ClassSet S;
  auto Defs = tables::classes();
  const auto &Comp = compiledClasses();
  for (size_t C = 0; C < Defs.size(); ++C) {
    const auto &D = Defs[C];
    if (D.Out != tables::FileReq::Any &&
        (I.Outs.empty() || !fileMatches(D.Out, I.Outs[0])))
      continue;
    if (D.OutName && (I.Outs.empty() || !outNamed(I.Outs[0], D.OutName))) continue;
    if (D.InName) {
      bool Any = false;
      for (const auto &O : I.Ins)
        Any |= (O.K == ir::Operand::Register && nameIn(ir::regName(O.R), D.InName)) ||
               (O.K == ir::Operand::Indirect && nameIn(ir::indirectFileName(O.IFile), D.InName));
      if (!Any) continue;
    }
    if (D.In != tables::FileReq::Any) {
      bool Any = false;
      for (const auto &O : I.Ins) Any |= fileMatches(D.In, O);
      if (!Any) continue;
    }
    bool Hit = false;
    for (auto P : Comp[C].Include) Hit |= glob(P, I.Mnemonic);
    for (auto P : Comp[C].Exclude) Hit &= !glob(P, I.Mnemonic);
    if (Hit) S.set(C); // one bit per definition row; a name may have several
  }
  return S;
}

Semantics pairSemantics(const ClassSet &CA, const Access &A, const ClassSet &CB, const Access &B,
                        DepKind &Kind) {
  if (A.Res != B.Res) return Semantics::None;
  if (A.Index >= 0 && B.Index >= 0 && A.Index != B.Index) return Semantics::None;
  if (!A.Write && !B.Write) return Semantics::None;
  Kind = A.Write ? (B.Write ? DepKind::WAW : DepKind::RAW) : DepKind::WAR;
  // The rule's writer is A except for WAR, where the later instruction writes.
  const ClassSet &CW = Kind == DepKind::WAR ? CB : CA, &CR = Kind == DepKind::WAR ? CA : CB;
  const Access &AW = Kind == DepKind::WAR ? B : A, &AR = Kind == DepKind::WAR ? A : B;
  for (const CompiledRule *R : rulesFor(A.Res).Rules) {
    if (R->Row->Kind != Kind) continue;
    if (classMatch(R->Writers, CW, AW) && classMatch(R->Readers, CR, AR)) return R->Row->Sem;
  }
  return Kind == DepKind::WAR ? Semantics::None : Semantics::ImpliedF;
}

RuleSides ruleSides(const ClassSet &C, const Access &A) {
  RuleSides S;
  S.Res = A.Res;
  const auto &Rs = rulesFor(A.Res).Rules;
  for (size_t K = 0; K < Rs.size() && K < 64; ++K) {
    if (classMatch(Rs[K]->Writers, C, A)) S.AsWriter |= uint64_t(1) << K;
    if (classMatch(Rs[K]->Readers, C, A)) S.AsReader |= uint64_t(1) << K;
  }
  return S;
}

Semantics pairSemantics(const RuleSides &Earlier, const RuleSides &Later, DepKind Kind) {
  // The first row (lowest bit) of the kind matching both sides decides, as
  // in the class-set version.
  const ResourceRules &RR = rulesFor(Earlier.Res);
  uint64_t Hit = Kind == DepKind::WAR ? Later.AsWriter & Earlier.AsReader
                                      : Earlier.AsWriter & Later.AsReader;
  Hit &= RR.KindRows[size_t(Kind)];
  if (!Hit) return Kind == DepKind::WAR ? Semantics::None : Semantics::ImpliedF;
  return RR.Rules[size_t(std::countr_zero(Hit))]->Row->Sem;
}

std::vector<Dependence> dependencesBetween(const ir::Inst &Earlier, const ir::Inst &Later) {
  std::vector<Dependence> Out;
  auto CA = classesOf(Earlier), CB = classesOf(Later);
  auto As = accessesOf(Earlier), Bs = accessesOf(Later);
  for (size_t I = 0; I < As.size(); ++I)
    for (size_t J = 0; J < Bs.size(); ++J) {
      DepKind K;
      Semantics S = pairSemantics(CA, As[I], CB, Bs[J], K);
      if (S != Semantics::None)
        Out.push_back({K, S, As[I].Res, As[I].Index >= 0 ? As[I].Index : Bs[J].Index, I, J});
    }
  return Out;
}

const std::vector<const tables::RuleRow *> &tables::ruleRowsFor(ResourceId R) { return rulesFor(R).Rows; }

uint8_t tables::lastingMask(const ClassSet &C, const Access &A) {
  uint8_t Mask = 0;
  for (const CompiledRule *R : rulesFor(A.Res).Rules) {
    if (!survivesStop(R->Row->Sem)) continue;
    bool EarlierSide = R->Row->Kind == DepKind::WAR ? (!A.Write && classMatch(R->Readers, C, A))
                                                    : (A.Write && classMatch(R->Writers, C, A));
    if (EarlierSide) Mask |= uint8_t(1u << unsigned(R->Row->Sem));
  }
  return Mask;
}

bool tables::canBeEarlier(const ClassSet &C, const Access &A) {
  if (A.Write) return true;
  for (const CompiledRule *R : rulesFor(A.Res).Rules)
    if (R->Row->Kind == DepKind::WAR && classMatch(R->Readers, C, A)) return true;
  return false;
}

std::vector<std::string> validateTables() {
  std::vector<std::string> Errors;
  for (const auto &Row : tables::accessRows())
    if (classIndex(Row.Class) < 0) Errors.push_back(std::string("unknown class ") + Row.Class);
  for (const auto &Row : tables::rules()) {
    for (auto Names : {Row.Writer, Row.Reader}) {
      if (std::string_view(Names) == "*") continue;
      for (auto N : split(Names, '|'))
        if (classIndex(N) < 0) Errors.push_back("unknown class " + std::string(N));
    }
    bool Any = false;
    for (size_t I = 0; I < NumResources; ++I)
      Any |= resMatch(Row.Res, I);
    if (!Any) Errors.push_back(std::string("rule names no resource: ") + Row.Res);
  }
  if (tables::classes().size() > ClassSet().size()) Errors.push_back("too many classes for ClassSet");
  for (size_t I = 0; I < NumResources; ++I)
    if (rulesFor(ResourceId(I)).Rules.size() > 64)
      Errors.push_back("too many rules for RuleSides (64 bits) on " +
                       std::string(resourceName(ResourceId(I))));
  return Errors;
}

} // namespace epic::isa::dv
