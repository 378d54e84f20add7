// The scheduling problem of one region, abstracted from IA-64 instructions:
// nodes with the slot kind and ports they may use, dependence edges with
// latencies. The dependence analysis builds it from isa/ and the machine
// model; the list and Z3 schedulers solve it; the checker verifies answers.
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <span>
#include <vector>

namespace epic::sched {

/// Which bundle slot an instruction needs. `A` (integer ALU) fits an M or an
/// I slot; `L` is movl/brl, which takes the L+X half of an MLX bundle.
enum class SlotKind : uint8_t { M, I, F, B, A, L };
constexpr unsigned NumSlotKinds = 6;

struct Node {
  SlotKind Kind = SlotKind::A;
  uint32_t PortMask = 0;     // bit p: may issue on port p of the machine model
  bool SoleInGroupAfter = false;  // nothing may follow it in its cycle (split issue after: srlz, sync, ...)
  bool SoleInGroupBefore = false; // nothing may precede it in its cycle (split issue before: mf; alloc)
  // Unconditional stalls (model `stalls: unconditional`, paper S2): the
  // group of a draining node waits until every instruction of earlier groups
  // has completed (`Completion` cycles after its issue); `StallAfter` empty
  // cycles follow its group (flushrs, loadrs).
  bool Drains = false;
  unsigned StallAfter = 0;
  int Completion = 1;
  // Pairwise timing rules (paper T4/T5) look only at the two instructions'
  // model views: nodes with the same View are timed alike. A drain does not
  // wait for the nodes whose views are in DrainExemptViews (sorted): a rule
  // times them instead. Per view, not per node: a drain every 16
  // instructions would otherwise list every other drain (issue 22).
  unsigned View = 0;
  std::vector<unsigned> DrainExemptViews;
  std::string Name;          // for diagnostics and dumps
  // The earliest cycle it may issue in: 1 for an instruction that conflicts
  // with the group open at the region's entry (an explicit bundle without
  // a final stop; EntryGroup.h), so that the others may fill that group.
  int Release = 0;
};

/// Whether drain node D does not wait for node U's result (Node::View).
inline bool drainExempt(const std::vector<Node> &Nodes, unsigned D, unsigned U) {
  const std::vector<unsigned> &Ex = Nodes[D].DrainExemptViews;
  return U != D && std::binary_search(Ex.begin(), Ex.end(), Nodes[U].View);
}

/// `To` issues at least `Latency` cycles after `From`; with `NeedStop` they
/// are also in different instruction groups (a stop between them), which in
/// this model means different cycles. Latency 0 without a stop allows the
/// same group, with `From` ordered first.
struct Edge {
  unsigned From = 0, To = 0;
  int Latency = 0;
  bool NeedStop = false;
};

/// `To` must not issue exactly `Distance` cycles after `From` (a cycle the
/// hardware punishes, not a latency: paper S5.3.3's DCU recirculation of a
/// load or store 5 cycles after `mov rr[]=`). Any other distance is fine.
struct Avoid {
  unsigned From = 0, To = 0;
  int Distance = 0;
};

struct Problem {
  std::vector<Node> Nodes;
  std::vector<Edge> Edges;
  std::vector<Avoid> Avoids;
  std::vector<std::string> PortNames; // from the machine model, index = port bit
  unsigned IssueWidth = 6;            // instructions per cycle (two bundles)
  // A likely side exit (`.likely LABEL` or a taken hint on the branch):
  // schedules are then compared first by the cycles of the path that takes
  // it (takenCycles), then by length. -1: the fall-through path only.
  int TakenExit = -1;

  unsigned addNode(Node N) { Nodes.push_back(std::move(N)); return unsigned(Nodes.size() - 1); }
  void addEdge(unsigned From, unsigned To, int Latency, bool NeedStop) {
    Edges.push_back({From, To, Latency, NeedStop});
  }
  /// Minimum distance in cycles implied by an edge.
  static int distance(const Edge &E) { return E.Latency > 0 ? E.Latency : (E.NeedStop ? 1 : 0); }
};

/// An answer: the issue cycle of every node (cycle = instruction group;
/// empty cycles are stalls). Nodes sharing a cycle are listed in issue order.
struct Schedule {
  std::vector<int> Cycle;
  std::vector<std::vector<unsigned>> Groups; // per cycle, in slot order
  /// Empty cycles the hardware must keep: the bundler fills each with a
  /// group of nops, so that the groups after it do not issue a cycle early
  /// onto a distance an Avoid forbids (keepAvoidedCycles, Passes.cpp).
  std::vector<int> Kept;
  int length() const { return int(Groups.size()); }
  /// The cycle an Avoid forbids, or -1 when every Avoid holds.
  static int avoidViolated(const Problem &P, const std::vector<int> &Cycle);
  /// Rebuilds Groups from Cycle, ordering each group topologically by the
  /// same-cycle edges and otherwise by node index.
  void buildGroups(const Problem &P);
};

/// The nodes that issue no later than `X` in any schedule: X and its
/// ancestors along edges, in index order (closed under predecessors).
std::vector<unsigned> ancestorsOf(const Problem &P, unsigned X);
/// The problem restricted to `Nodes` (edges among them); node K of the
/// result is Nodes[K]. Its TakenExit is -1.
Problem subProblem(const Problem &P, const std::vector<unsigned> &Nodes);
/// Cycles of the path that takes P.TakenExit: until the groups of the exit
/// and of everything before it (with bubbles they owe) are done, i.e. the
/// length of the schedule restricted to ancestorsOf(TakenExit). 0 without
/// a taken exit.
int takenCycles(const Problem &P, const Schedule &S);
/// The objective, lexicographic: fewer taken-path cycles, then fewer cycles.
bool betterSchedule(const Problem &P, const Schedule &A, const Schedule &B);

/// Tightens edges the split-issue rules already decide: a zero-distance
/// edge out of a split-after node, or into a split-before node, cannot stay
/// inside one group, so it needs a stop. Schedulers call this first.
void normalizeSplitEdges(Problem &P);
/// Raises edge latencies to what the unconditional stalls imply: a later
/// group comes after a stalling node's bubbles, and a draining node after
/// its predecessors complete. Schedulers call this first (with the above).
void normalizeStallEdges(Problem &P);
/// The stall rules between nodes without an edge: nothing issues in the
/// bubbles after a StallAfter node, and a draining node issues only when
/// every node of an earlier cycle has completed. Empty when `Cycle` obeys
/// them, else the first violation.
std::string stallViolation(const Problem &P, const std::vector<int> &Cycle);

/// The edges grouped by their source (or target) node, in edge order, in
/// two flat arrays: the longest-path passes run tens of thousands of times
/// per file, and a vector per node was most of their cost (allocation).
class EdgeLists {
public:
  enum Side { BySource, ByTarget };
  EdgeLists(const Problem &P, Side S);
  std::span<const Edge *const> of(unsigned Node) const {
    return {List.data() + Start[Node], List.data() + Start[Node + 1]};
  }

private:
  std::vector<unsigned> Start; // Start[V]..Start[V+1]: V's edges in List
  std::vector<const Edge *> List;
};

/// Longest-path bounds: earliest cycle of each node from the sources, and
/// the distance from each node to the end (tail, including itself).
std::vector<int> earliestCycles(const Problem &P);
std::vector<int> tailLengths(const Problem &P);
/// Nodes in a topological order of the edges (edges must form a DAG).
std::vector<unsigned> topologicalOrder(const Problem &P);

} // namespace epic::sched
