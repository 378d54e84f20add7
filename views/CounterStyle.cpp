#include "views/CounterStyle.h"
#include "llvm/ADT/StringExtras.h"
#include <array>
#include <utility>

namespace epic::views {

namespace {
// Families in hues a reader can tell apart (Figure 5's groups: execution,
// L1D/FPU, RSE; then flushes and the front end), leaves in shades.
constexpr std::array<std::pair<const char *, const char *>, 16> Colours{{
    {"BE_EXE_BUBBLE.GRALL", "#d62728"},
    {"BE_EXE_BUBBLE.ARCR", "#ff7f0e"},
    {"BE_EXE_BUBBLE.FRALL", "#e377c2"},
    {"BE_EXE_BUBBLE.PR", "#bcbd22"},
    {"BE_L1D_FPU_BUBBLE.L1D_DCURECIR", "#1f77b4"},
    {"BE_L1D_FPU_BUBBLE.L1D_STBUFRECIR", "#17becf"},
    {"BE_RSE_BUBBLE.AR_DEP", "#2ca02c"},
    {"BE_RSE_BUBBLE.LOADRS", "#98df8a"},
    {"BE_RSE_BUBBLE.OVERFLOW", "#006d2c"},
    {"BE_RSE_BUBBLE.BANK_SWITCH", "#74c476"},
    {"BE_FLUSH_BUBBLE.BRU", "#9467bd"},
    {"BE_FLUSH_BUBBLE.XPN", "#c5b0d5"},
    {"BACK_END_BUBBLE.FE", "#8c564b"},
    {"BE_EXE_BUBBLE.ALL", "#ff9896"},
    {"BE_RSE_BUBBLE.ALL", "#b5e3a5"},
    {"BE_L1D_FPU_BUBBLE.ALL", "#aec7e8"},
}};
} // namespace

std::string counterColour(llvm::StringRef Counter) {
  for (auto &[N, C] : Colours)
    if (Counter == N) return C;
  // Stable for names the table does not know (a model file may add counters).
  uint32_t H = 2166136261u;
  for (char Ch : Counter) H = (H ^ uint8_t(Ch)) * 16777619u;
  char Buf[8];
  snprintf(Buf, sizeof Buf, "#%02x%02x%02x", 64 + (H & 0x7f), 64 + ((H >> 8) & 0x7f), 64 + ((H >> 16) & 0x7f));
  return Buf;
}

std::string counterLabel(llvm::StringRef Counter) {
  std::string S = Counter.str();
  if (llvm::StringRef(S).starts_with("BE_")) S = S.substr(3);
  if (size_t At = S.find("_BUBBLE"); At != std::string::npos) S.erase(At, 7);
  if (llvm::StringRef(S).starts_with("L1D_FPU.L1D_")) S = "L1D." + S.substr(12);
  if (llvm::StringRef(S).starts_with("BACK_END.")) S = S.substr(9);
  return S;
}

bool isLeafCounter(llvm::StringRef Counter) { return !Counter.ends_with(".ALL"); }

std::string portColour(llvm::StringRef Port) {
  switch (Port.empty() ? ' ' : Port[0]) {
  case 'M': return "#c6dbef";
  case 'I': return "#c7e9c0";
  case 'F': return "#fdd0a2";
  case 'B': return "#dadaeb";
  default: return "#e0e0e0";
  }
}

} // namespace epic::views
