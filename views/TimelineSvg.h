// The pipeline timeline drawn (llvm-mca's timeline view as a picture): one
// row per instruction, one column per cycle; each instruction's issue cell
// names its port, issue groups are shaded bands with their boundaries and
// split issues marked, stall cycles are coloured by the PMU counter charged
// and labelled with the rule and the producer (hover text).
#pragma once
#include "latency-db/Timeline.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace epic::views {

struct TimelineSvgOptions {
  std::string Title;
  std::string Id;                 // prefix for element ids (several timelines in one page)
  std::set<int> CriticalRows;     // instructions on the critical path (sched --explain)
  std::optional<uint64_t> LowerBound; // cycles no schedule can beat (sched --explain)
  std::string LowerBoundWhy;
  bool Standalone = false;        // an .svg file: XML declaration first
  std::optional<double> NestedAtY; // inside another <svg>, at this y
};

struct SvgSize {
  double Width = 0, Height = 0;
};

/// Writes one <svg> element; returns its size.
SvgSize writeTimelineSvg(llvm::raw_ostream &OS, const model::Timeline &TL, const TimelineSvgOptions &O);

/// Several timelines (one per region) stacked in one standalone SVG file.
void writeTimelinesSvg(llvm::raw_ostream &OS, const std::vector<std::pair<model::Timeline, TimelineSvgOptions>> &Parts);

} // namespace epic::views
