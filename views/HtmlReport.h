// `epicsched report --html`: one self-contained page (inline SVG and CSS, no
// scripts, nothing fetched) with the fast-path table and its targets, the
// Figure-5 bubble bars of every path and mode next to the paper's, and the
// pipeline timeline of every path and mode.
#pragma once
#include "latency-db/Timeline.h"
#include "views/BubbleBars.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace epic::views {

struct HtmlRun {
  std::string Mode;                          // "asis", "list", "z3"
  bool Built = false, Ok = false;
  uint64_t Cycles = 0, Groups = 0, Bubbles = 0;
  std::map<std::string, uint64_t> Counters;
  std::optional<model::Timeline> Timeline;     // the measured interval
  std::string Problem;                       // why not ok / over budget
  std::string Hypervisor;                    // run under the hypervisor: crossings by cause
};

struct HtmlPath {
  std::string Name;
  std::string Paper; // "36/33/3 (Table 6, final (hand-tuned))" or empty
  std::optional<BubbleBar> PaperBar; // the scenario's own `paper:` figure
  std::vector<HtmlRun> Runs;
};

struct HtmlTarget {
  std::string What, Measured;
  bool Met = false;
};

void writeHtmlReport(llvm::raw_ostream &OS, const std::vector<HtmlPath> &Paths, const std::vector<HtmlTarget> &Targets,
                     const std::string &TargetsMode);

} // namespace epic::views
