// What issued in which cycle, as plain data for views (the text timeline of
// `sim --timeline`, the SVG and HTML views in views/): recorded from the
// issue engine's events, then resolved into instruction text, ports and
// templates by whoever knows the instructions (the simulator's decoded
// bundles, the scheduler's region).
#pragma once
#include "latency-db/IssueEngine.h"
#include "latency-db/MachineModel.h"
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace epic::model {

/// One instruction that issued.
struct TimelineInst {
  uint64_t Id = 0;       // the trace's instruction id
  uint64_t Cycle = 0;
  unsigned Group = 0;    // index of its issue group in the timeline
  std::string Text;      // "(p6) ld8 r2=[r3]"
  std::string Port;      // "M0", empty when the model gives none
  uint64_t Bundle = 0;   // bundle address
  unsigned Slot = 0;
  std::string Template;  // objdump's marker: "[MII]"
};

/// Cycles in which nothing issued.
struct TimelineStall {
  uint64_t Cycle = 0;
  unsigned Bubbles = 0;
  std::string Counter;   // the PMU counter charged
  std::string Why;       // "latency", "rule", "drain", "unconditional", ...
  std::string Producer;  // instruction text waited for (may be empty)
  std::string Consumer;  // instruction text that waited (may be empty)
  int ConsumerRow = -1;  // index into Timeline::Insts of the consumer when it is in the timeline
  int ProducerRow = -1;
};

/// "rule, after mov rr[r0]=r14, before srlz.d": why a stall happened, as
/// the text timeline and the pictures print it (an unconditional stall
/// follows the instruction that caused it: "after" twice).
std::string stallCause(const TimelineStall &S);

/// One issue group and why it ended where it did.
struct TimelineGroup {
  uint64_t Cycle = 0;
  std::string Ended;     // why the group ended (splitReasonName): "stop", "end-of-window", ...
  bool SplitIssue = false; // it ended before a stop or the window's end (ports, template pair, a rule)
};

struct Timeline {
  std::vector<TimelineInst> Insts;   // in issue order
  std::vector<TimelineStall> Stalls;
  std::vector<TimelineGroup> Groups;
  uint64_t FirstCycle = 0, EndCycle = 0; // [First, End) shown
};

/// What the recorder's owner knows of an instruction id of the trace.
struct TimelineInstRef {
  std::string Text;
  uint64_t Bundle = 0;
  unsigned Slot = 0;
  std::string Template;
};
using TimelineNamer = std::function<std::optional<TimelineInstRef>(uint64_t Id)>;

/// Records an issue engine's events (attach with IssueEngine::addListener).
class TimelineRecorder : public IssueListener {
public:
  void onGroup(const GroupEvent &G) override { Rows.push_back({false, G, {}}); }
  void onStall(const StallEvent &S) override { Rows.push_back({true, {}, S}); }

  /// The recorded events from `FromCycle` on; `Namer` names the ids (ids it
  /// does not know print as "#id").
  Timeline resolve(const TimelineNamer &Namer, const MachineModel &MM, uint64_t FromCycle = 0) const;

private:
  struct Row {
    bool Stall;
    GroupEvent G;
    StallEvent S;
  };
  std::vector<Row> Rows;
};

} // namespace epic::model
