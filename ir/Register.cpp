#include "ir/Register.h"
#include <array>
#include <charconv>

namespace epic::ir {

namespace {
struct NamedNum {
  unsigned Num;
  std::string_view Name;
};

// Application register names (Itanium architecture; spellings as GNU as 2.40 accepts them).
constexpr NamedNum ArNames[] = {
    {0, "k0"},     {1, "k1"},        {2, "k2"},     {3, "k3"},     {4, "k4"},   {5, "k5"},
    {6, "k6"},     {7, "k7"},        {16, "rsc"},   {17, "bsp"},   {18, "bspstore"},
    {19, "rnat"},  {21, "fcr"},      {24, "eflag"}, {25, "csd"},   {26, "ssd"}, {27, "cflg"},
    {28, "fsr"},   {29, "fir"},      {30, "fdr"},   {32, "ccv"},   {36, "unat"}, {40, "fpsr"},
    {44, "itc"},   {45, "ruc"},      {64, "pfs"},   {65, "lc"},    {66, "ec"},
};

// Control register names.
constexpr NamedNum CrNames[] = {
    {0, "dcr"},   {1, "itm"},   {2, "iva"},   {8, "pta"},   {9, "gpta"},  {16, "ipsr"},
    {17, "isr"},  {19, "iip"},  {20, "ifa"},  {21, "itir"}, {22, "iipa"}, {23, "ifs"},
    {24, "iim"},  {25, "iha"},  {26, "iib0"}, {27, "iib1"}, {64, "lid"},  {65, "ivr"},
    {66, "tpr"},  {67, "eoi"},  {68, "irr0"}, {69, "irr1"}, {70, "irr2"}, {71, "irr3"},
    {72, "itv"},  {73, "pmv"},  {74, "cmcv"}, {80, "lrr0"}, {81, "lrr1"},
};

constexpr std::array<std::string_view, 11> IndirectNames = {
    "rr", "pkr", "ibr", "dbr", "pmc", "pmd", "cpuid", "msr", "itr", "dtr", "dahr"};

std::optional<unsigned> parseNum(std::string_view S) {
  if (S.empty() || S.size() > 3 || (S.size() > 1 && S[0] == '0'))
    return std::nullopt;
  unsigned V = 0;
  auto [P, Ec] = std::from_chars(S.data(), S.data() + S.size(), V);
  if (Ec != std::errc() || P != S.data() + S.size())
    return std::nullopt;
  return V;
}

// "<prefix><n>" with n < Limit.
std::optional<unsigned> numbered(std::string_view Name, std::string_view Prefix, unsigned Limit) {
  if (Name.size() <= Prefix.size() || Name.substr(0, Prefix.size()) != Prefix)
    return std::nullopt;
  auto N = parseNum(Name.substr(Prefix.size()));
  if (!N || *N >= Limit)
    return std::nullopt;
  return N;
}

template <size_t N>
std::optional<unsigned> byName(const NamedNum (&Table)[N], std::string_view Name) {
  for (const NamedNum &E : Table)
    if (E.Name == Name)
      return E.Num;
  return std::nullopt;
}
template <size_t N> std::string_view byNum(const NamedNum (&Table)[N], unsigned Num) {
  for (const NamedNum &E : Table)
    if (E.Num == Num)
      return E.Name;
  return {};
}
} // namespace

std::string_view arName(unsigned Num) { return byNum(ArNames, Num); }
std::string_view crName(unsigned Num) { return byNum(CrNames, Num); }
std::string_view indirectFileName(IndirectFile F) { return IndirectNames[size_t(F)]; }

std::string regName(Reg R) {
  switch (R.File) {
  case RegFile::GR: return "r" + std::to_string(R.Num);
  case RegFile::FR: return "f" + std::to_string(R.Num);
  case RegFile::PR: return "p" + std::to_string(R.Num);
  case RegFile::BR: return "b" + std::to_string(R.Num);
  case RegFile::AR: {
    auto N = arName(R.Num);
    return N.empty() ? "ar" + std::to_string(R.Num) : "ar." + std::string(N);
  }
  case RegFile::CR: {
    auto N = crName(R.Num);
    return N.empty() ? "cr" + std::to_string(R.Num) : "cr." + std::string(N);
  }
  case RegFile::PSR:
    return R.Num == unsigned(PsrView::L) ? "psr.l" : R.Num == unsigned(PsrView::UM) ? "psr.um" : "psr";
  case RegFile::PRFile: return R.Num ? "pr.rot" : "pr";
  case RegFile::IP: return "ip";
  case RegFile::VR: return "vr" + std::to_string(R.Num);
  }
  return "?";
}

RegLookup lookupRegister(std::string_view Name, const RegStackFrame &Frame) {
  auto reg = [](Reg R) { return RegLookup{RegLookup::Register, R, IndirectFile::RR}; };
  if (Name.empty())
    return {};
  if (auto N = numbered(Name, "r", 128)) return reg(Reg::gr(*N));
  if (auto N = numbered(Name, "f", 128)) return reg(Reg::fr(*N));
  if (auto N = numbered(Name, "p", 64)) return reg(Reg::pr(*N));
  if (auto N = numbered(Name, "b", 8)) return reg(Reg::br(*N));
  if (auto N = numbered(Name, "ar", 128)) return reg(Reg::ar(*N));
  if (auto N = numbered(Name, "cr", 128)) return reg(Reg::cr(*N));
  if (Name.starts_with("ar."))
    if (auto N = byName(ArNames, Name.substr(3))) return reg(Reg::ar(*N));
  if (Name.starts_with("cr."))
    if (auto N = byName(CrNames, Name.substr(3))) return reg(Reg::cr(*N));
  if (Name == "psr") return reg(Reg::psr(PsrView::Whole));
  if (Name == "psr.l") return reg(Reg::psr(PsrView::L));
  if (Name == "psr.um") return reg(Reg::psr(PsrView::UM));
  if (Name == "pr") return reg({RegFile::PRFile, 0});
  if (Name == "pr.rot") return reg({RegFile::PRFile, 1});
  if (Name == "ip") return reg({RegFile::IP, 0});
  if (Name == "gp") return reg(Reg::gr(1));
  if (Name == "sp") return reg(Reg::gr(12));
  if (Name == "tp") return reg(Reg::gr(13));
  if (Name == "rp") return reg(Reg::br(0));
  if (auto N = numbered(Name, "ret", 4)) return reg(Reg::gr(8 + *N));
  if (auto N = numbered(Name, "farg", 8)) return reg(Reg::fr(8 + *N));
  if (auto N = numbered(Name, "fret", 8)) return reg(Reg::fr(8 + *N));
  for (size_t I = 0; I < IndirectNames.size(); ++I)
    if (Name == IndirectNames[I])
      return RegLookup{RegLookup::Indirect, {}, IndirectFile(I)};
  if (Name == "CPUID") // the one upper-case spelling GNU as knows
    return RegLookup{RegLookup::Indirect, {}, IndirectFile::CPUID};

  // Stacked-frame names are relative to the current frame.
  struct FrameName { std::string_view Prefix; unsigned Base, Count; };
  const FrameName Frames[] = {{"in", 0, Frame.Ins},
                              {"loc", Frame.Ins, Frame.Locals},
                              {"out", Frame.Ins + Frame.Locals, Frame.Outs}};
  for (const FrameName &F : Frames)
    if (auto N = numbered(Name, F.Prefix, 96)) {
      if (!Frame.Defined) return RegLookup{RegLookup::FrameUndefined, {}, IndirectFile::RR};
      if (*N >= F.Count) return RegLookup{RegLookup::FrameOutOfRange, {}, IndirectFile::RR};
      return reg(Reg::gr(32 + F.Base + *N));
    }
  return {};
}

} // namespace epic::ir
