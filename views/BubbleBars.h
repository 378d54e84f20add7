// Figure 5 of the paper as a chart: one horizontal bar per measured path
// and mode, cycles = issue groups (grey) + bubbles stacked by PMU counter;
// the paper's own bars drawn beside ours where it has them.
#pragma once
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace epic::views {

struct BubbleBar {
  std::string Label;                        // "ipc_8words_xspace z3"
  uint64_t Groups = 0, Bubbles = 0;
  std::map<std::string, uint64_t> Counters; // leaf counters (".ALL" ones are ignored)
  bool Paper = false;                       // a figure from the paper (drawn hatched)
  std::string Note;                         // hover text addition ("paper Table 6, final")
};

void writeBubbleBarsSvg(llvm::raw_ostream &OS, const std::vector<BubbleBar> &Bars, const std::string &Title);

} // namespace epic::views
