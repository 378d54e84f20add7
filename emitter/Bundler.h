// Auto-mode bundling: packs an in-order run of instructions into bundles
// with the fewest bundles (hence nops), honouring the stops the group rules
// require. The order of instructions never changes.
#pragma once
#include <array>
#include <cstdint>
#include <deque>
#include <span>
#include <vector>

namespace epic::emit {

struct BundleItem {
  uint8_t Units = 0;     // unitBit() set, as Target::shape returns
  bool StopAfter = false; // an instruction-group boundary follows this item
  uint8_t Preferred = 0;  // units to choose on a tie (GNU as: chk.s and hint on M); 0 = any
  bool LastSlot = false;  // must be the group's last slot, nops included (itc, ptc.g, cover, rfi):
                          // the template's stop follows its slot directly (StopAfter is set too)
  bool FirstInGroup = false; // must start a group (alloc, flushrs, loadrs)
  bool SlotTwo = false;      // must sit in slot 2 (br.cloop, br.ctop, br.cexit, br.wtop, br.wexit)
  int8_t UserTemplate = -1;  // GNU as planner: starts a bundle of this template (code >> 1)
  bool Labelled = false;     // GNU as planner: a label names it, so it starts a bundle and
                             // the template before it is chosen without it
  bool HintB = false;        // GNU as planner: a unit-less `hint`; reaching a B slot (hint.b,
                             // refused by default) ends the bundle and makes it hint.i
  bool ManualOn = false;     // GNU as planner: the first of a `{ }` after `.auto` (automatic code
                             // in one bundle of its own, up to ManualOff: else gas's error)
  bool ManualOff = false;    // the last of it, or one an empty brace's `}` marks: ends its bundle
};

/// GNU as -mtune: the processor its auto-mode bundler tunes nop slots for.
enum class GasTune : uint8_t { Itanium2, Itanium1 };

struct PlannedBundle {
  uint8_t Template = 0;          // code 0x00-0x1d including stop bits
  std::array<int, 3> Slot{-1, -1, -1}; // item index per slot, -1 = nop; an L item sits in slot 1 (slot 2 = -1)
};

/// Dynamic programming over (next item, template, slot placement): minimal
/// bundle count first, then fewest stops that the items did not ask for,
/// then fewest items outside their preferred units.
/// Every item gets a slot whose unit it accepts; a required stop lands on a
/// template stop (mid-bundle when the template has one there, else at the
/// bundle end). Empty input gives no bundles. Items with no acceptable unit
/// make the result empty (callers check shapes first).
std::vector<PlannedBundle> planBundles(std::span<const BundleItem> Items);

/// The same plan, where the run is followed directly (no label or alignment
/// in between) by the instructions `Next` of an explicit bundle: GNU as
/// picks the template of the run's last, partly filled bundle from its
/// queue, which holds those next instructions too. Among the placements of
/// the last bundle's items that cost the same, the one whose free slots
/// after the last item take the longest prefix of `Next` in order wins
/// (ties: the plan's own choice, then template order).
std::vector<PlannedBundle> planBundles(std::span<const BundleItem> Items,
                                       std::span<const BundleItem> Next);

/// GNU as's own auto-mode bundling (GasBundler.cpp), for objects equal to
/// its: a queue of four instructions; whenever it is full, and at the end
/// of the run, one bundle is emitted greedily from its front, with the
/// template GNU as's goodness table picks for the first three queued
/// instructions' types. `Next` (the explicit bundle that follows directly)
/// enters the queue and counts in that choice but is never placed here.
/// A `{ }` bundle whose instructions do not all fit in it (GNU as's errors):
/// `Item` is the first left out (an index past Items: of `Next`; past both:
/// none came before the bundle's end), `LastSlot` the slot of the last placed.
struct ManualBundleError {
  size_t Item;
  int LastSlot;
  unsigned Template; // code >> 1
};

std::vector<PlannedBundle> planBundlesLikeGas(std::span<const BundleItem> Items,
                                              std::span<const BundleItem> Next,
                                              GasTune Tune = GasTune::Itanium2,
                                              std::vector<ManualBundleError> *Errors = nullptr);

/// planBundlesLikeGas one instruction at a time, as GNU as's md_assemble
/// queues them: a bundle is written (appended to `Out`, its slots naming the
/// items' `Index`) whenever four are queued, so a run of any length holds at
/// most four items here. The bundles written so far are final: the rest of
/// the run cannot change them.
class GasBundleQueue {
public:
  explicit GasBundleQueue(GasTune Tune = GasTune::Itanium2, std::vector<ManualBundleError> *Errors = nullptr)
      : Tune(Tune), Errors(Errors) {}
  /// Queues item `Index` of the run. False: the first queued fits no slot.
  bool push(const BundleItem &It, size_t Index, std::vector<PlannedBundle> &Out);
  /// The end of the run; `Next` as in planBundlesLikeGas. False as push.
  bool finish(std::span<const BundleItem> Next, std::vector<PlannedBundle> &Out);
  /// Items queued, not yet in a bundle.
  size_t queued() const { return Q.size(); }

private:
  struct Entry {
    BundleItem It;          // (a hint's unit can change: HintB)
    size_t Index = 0;
    bool Next = false;      // of the explicit bundle that follows: never placed here
    bool StopDone = false;  // a LastSlot M item's stop is the template's
  };
  bool emitOne(std::vector<PlannedBundle> &Out);
  GasTune Tune;
  std::vector<ManualBundleError> *Errors;
  std::deque<Entry> Q;
  size_t EndIndex = 0; // the index after the last queued (past `Next` once finish has it)
};

} // namespace epic::emit
