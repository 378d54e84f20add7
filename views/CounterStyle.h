// How views draw a PMU counter: its colour and short label. One table, so
// the bubble bars, the timeline and their legends agree.
#pragma once
#include "llvm/ADT/StringRef.h"
#include <string>

namespace epic::views {

/// "#rrggbb" for a leaf counter ("BE_EXE_BUBBLE.ARCR"); counters the table
/// does not know get a stable colour derived from the name.
std::string counterColour(llvm::StringRef Counter);
/// "EXE.ARCR", "RSE.LOADRS", "L1D.STBUFRECIR": the paper's Figure 5 labels, shortened.
std::string counterLabel(llvm::StringRef Counter);
/// Aggregate counters (".ALL") are drawn through their leaves only.
bool isLeafCounter(llvm::StringRef Counter);

/// Colour of an issue port's unit ("M0" -> the M colour).
std::string portColour(llvm::StringRef Port);

} // namespace epic::views
