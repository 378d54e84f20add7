#include "scheduler/ScheduleCheck.h"
#include <vector>

namespace epic::sched {

std::string checkSchedule(const Problem &P, const GroupCapacity &Cap, const Schedule &S) {
  size_t N = P.Nodes.size();
  if (S.Cycle.size() != N)
    return "schedule has " + std::to_string(S.Cycle.size()) + " cycles for " + std::to_string(N) + " nodes";
  std::vector<int> Pos(N, -1);
  std::vector<int> Seen(N, 0);
  for (size_t C = 0; C < S.Groups.size(); ++C)
    for (size_t K = 0; K < S.Groups[C].size(); ++K) {
      unsigned U = S.Groups[C][K];
      if (U >= N || S.Cycle[U] != int(C))
        return "group " + std::to_string(C) + " lists node " + std::to_string(U) + " of another cycle";
      ++Seen[U];
      Pos[U] = int(K);
    }
  for (size_t U = 0; U < N; ++U) {
    if (Seen[U] != 1)
      return "node " + P.Nodes[U].Name + " is placed " + std::to_string(Seen[U]) + " times";
    if (S.Cycle[U] < P.Nodes[U].Release)
      return "node " + P.Nodes[U].Name + " issues in cycle " + std::to_string(S.Cycle[U]) + ", before its release " +
             std::to_string(P.Nodes[U].Release);
  }
  for (const Edge &E : P.Edges) {
    int D = S.Cycle[E.To] - S.Cycle[E.From];
    if (D < Problem::distance(E))
      return "edge " + P.Nodes[E.From].Name + " -> " + P.Nodes[E.To].Name + " needs " +
             std::to_string(Problem::distance(E)) + " cycles, got " + std::to_string(D);
    if (D == 0 && Pos[E.From] > Pos[E.To])
      return "edge " + P.Nodes[E.From].Name + " -> " + P.Nodes[E.To].Name + " is reversed inside its group";
  }
  if (std::string V = stallViolation(P, S.Cycle); !V.empty())
    return V;
  for (const Avoid &A : P.Avoids)
    if (S.Cycle[A.To] - S.Cycle[A.From] == A.Distance)
      return "node " + P.Nodes[A.To].Name + " issues exactly " + std::to_string(A.Distance) + " cycles after " +
             P.Nodes[A.From].Name;
  for (size_t C = 0; C < S.Groups.size(); ++C) {
    const auto &G = S.Groups[C];
    for (size_t K = 0; K < G.size(); ++K) {
      if (P.Nodes[G[K]].SoleInGroupAfter && K + 1 != G.size())
        return "node " + P.Nodes[G[K]].Name + " must end its group (split issue after it)";
      if (P.Nodes[G[K]].SoleInGroupBefore && K != 0)
        return "node " + P.Nodes[G[K]].Name + " must start its group (split issue before it)";
    }
    if (!Cap.fits(G))
      return "cycle " + std::to_string(C) + " does not fit in one issue window";
  }
  return {};
}

} // namespace epic::sched
