#include "scheduler/Problem.h"
#include <algorithm>
#include <queue>

namespace epic::sched {

EdgeLists::EdgeLists(const Problem &P, Side S) : Start(P.Nodes.size() + 1, 0), List(P.Edges.size()) {
  auto nodeOf = [S](const Edge &E) { return S == BySource ? E.From : E.To; };
  for (const Edge &E : P.Edges)
    ++Start[nodeOf(E) + 1];
  for (size_t V = 1; V < Start.size(); ++V)
    Start[V] += Start[V - 1];
  std::vector<unsigned> Fill(Start.begin(), Start.end() - 1);
  for (const Edge &E : P.Edges)
    List[Fill[nodeOf(E)]++] = &E;
}

std::vector<unsigned> topologicalOrder(const Problem &P) {
  size_t N = P.Nodes.size();
  std::vector<unsigned> InDeg(N, 0), Order;
  Order.reserve(N);
  EdgeLists Succ(P, EdgeLists::BySource);
  for (const Edge &E : P.Edges)
    ++InDeg[E.To];
  // Smallest index first keeps the result deterministic and close to source order.
  std::priority_queue<unsigned, std::vector<unsigned>, std::greater<>> Ready;
  for (unsigned I = 0; I < N; ++I)
    if (!InDeg[I])
      Ready.push(I);
  while (!Ready.empty()) {
    unsigned U = Ready.top();
    Ready.pop();
    Order.push_back(U);
    for (const Edge *E : Succ.of(U))
      if (--InDeg[E->To] == 0)
        Ready.push(E->To);
  }
  return Order;
}

void normalizeSplitEdges(Problem &P) {
  for (Edge &E : P.Edges)
    if (Problem::distance(E) == 0 &&
        (P.Nodes[E.From].SoleInGroupAfter || P.Nodes[E.To].SoleInGroupBefore))
      E.NeedStop = true;
}

void normalizeStallEdges(Problem &P) {
  for (Edge &E : P.Edges) {
    if (Problem::distance(E) < 1)
      continue;
    const Node &From = P.Nodes[E.From], &To = P.Nodes[E.To];
    int Need = int(From.StallAfter) + 1;
    if (To.Drains && !drainExempt(P.Nodes, E.To, E.From))
      Need = std::max(Need, From.Completion);
    E.Latency = std::max(E.Latency, Need);
  }
}

std::string stallViolation(const Problem &P, const std::vector<int> &Cycle) {
  size_t N = P.Nodes.size();
  for (size_t I = 0; I < N; ++I) {
    const Node &NI = P.Nodes[I];
    if (!NI.StallAfter && !NI.Drains)
      continue;
    for (size_t J = 0; J < N; ++J) {
      if (J == I)
        continue;
      int D = Cycle[J] - Cycle[I];
      if (D > 0 && D <= int(NI.StallAfter))
        return P.Nodes[J].Name + " issues in the bubbles after " + NI.Name;
      if (NI.Drains && D < 0 && -D < P.Nodes[J].Completion && !drainExempt(P.Nodes, unsigned(I), unsigned(J)))
        return NI.Name + " issues before " + P.Nodes[J].Name + " completes (drain)";
    }
  }
  return {};
}

std::vector<int> earliestCycles(const Problem &P) {
  std::vector<int> Est(P.Nodes.size(), 0);
  for (size_t I = 0; I < P.Nodes.size(); ++I)
    Est[I] = P.Nodes[I].Release;
  EdgeLists In(P, EdgeLists::ByTarget);
  for (unsigned V : topologicalOrder(P))
    for (const Edge *E : In.of(V))
      Est[V] = std::max(Est[V], Est[E->From] + Problem::distance(*E));
  return Est;
}

std::vector<int> tailLengths(const Problem &P) {
  std::vector<int> Tail(P.Nodes.size(), 1);
  for (size_t I = 0; I < P.Nodes.size(); ++I)
    Tail[I] = 1 + int(P.Nodes[I].StallAfter); // its bubbles count in the region's cycles
  EdgeLists Out(P, EdgeLists::BySource);
  auto Order = topologicalOrder(P);
  for (auto It = Order.rbegin(); It != Order.rend(); ++It)
    for (const Edge *E : Out.of(*It))
      Tail[*It] = std::max(Tail[*It], Problem::distance(*E) + Tail[E->To]);
  return Tail;
}

void Schedule::buildGroups(const Problem &P) {
  int Len = 0;
  for (size_t I = 0; I < Cycle.size(); ++I)
    Len = std::max(Len, Cycle[I] + 1 + int(P.Nodes[I].StallAfter)); // trailing bubbles are cycles too
  Groups.assign(size_t(Len), {});
  // Per cycle, a topological order of the same-cycle edges that puts
  // split-before nodes first and split-after nodes last when it can.
  size_t N = P.Nodes.size();
  std::vector<unsigned> InDeg(N, 0);
  std::vector<std::vector<unsigned>> Succ(N);
  for (const Edge &E : P.Edges)
    if (Cycle[E.From] == Cycle[E.To]) {
      Succ[E.From].push_back(E.To);
      ++InDeg[E.To];
    }
  auto Key = [&](unsigned U) {
    int Rank = P.Nodes[U].SoleInGroupBefore ? 0 : P.Nodes[U].SoleInGroupAfter ? 2 : 1;
    return std::pair(Rank, U);
  };
  auto Cmp = [&](unsigned A, unsigned B) { return Key(A) > Key(B); };
  // The nodes of each cycle, ascending (a scan of every node per cycle was
  // quadratic in long regions, issue 22).
  std::vector<std::vector<unsigned>> InCycle(static_cast<size_t>(Len));
  for (unsigned U = 0; U < N; ++U)
    if (Cycle[U] >= 0 && Cycle[U] < Len)
      InCycle[size_t(Cycle[U])].push_back(U);
  for (int C = 0; C < Len; ++C) {
    std::priority_queue<unsigned, std::vector<unsigned>, decltype(Cmp)> Ready(Cmp);
    for (unsigned U : InCycle[size_t(C)])
      if (!InDeg[U])
        Ready.push(U);
    while (!Ready.empty()) {
      unsigned U = Ready.top();
      Ready.pop();
      Groups[size_t(C)].push_back(U);
      for (unsigned V : Succ[U])
        if (--InDeg[V] == 0)
          Ready.push(V);
    }
  }
}

std::vector<unsigned> ancestorsOf(const Problem &P, unsigned X) {
  std::vector<std::vector<unsigned>> Pred(P.Nodes.size());
  for (const Edge &E : P.Edges)
    Pred[E.To].push_back(E.From);
  std::vector<bool> Seen(P.Nodes.size());
  std::vector<unsigned> Work{X};
  Seen[X] = true;
  while (!Work.empty()) {
    unsigned U = Work.back();
    Work.pop_back();
    for (unsigned V : Pred[U])
      if (!Seen[V]) {
        Seen[V] = true;
        Work.push_back(V);
      }
  }
  std::vector<unsigned> Out;
  for (unsigned I = 0; I < P.Nodes.size(); ++I)
    if (Seen[I])
      Out.push_back(I);
  return Out;
}

Problem subProblem(const Problem &P, const std::vector<unsigned> &Nodes) {
  Problem S;
  S.PortNames = P.PortNames;
  S.IssueWidth = P.IssueWidth;
  std::vector<int> Map(P.Nodes.size(), -1);
  for (unsigned N : Nodes) {
    Map[N] = int(S.Nodes.size());
    S.addNode(P.Nodes[N]);
  }
  for (const Edge &E : P.Edges)
    if (Map[E.From] >= 0 && Map[E.To] >= 0)
      S.Edges.push_back({unsigned(Map[E.From]), unsigned(Map[E.To]), E.Latency, E.NeedStop});
  for (const Avoid &A : P.Avoids)
    if (Map[A.From] >= 0 && Map[A.To] >= 0)
      S.Avoids.push_back({unsigned(Map[A.From]), unsigned(Map[A.To]), A.Distance});
  return S;
}

int Schedule::avoidViolated(const Problem &P, const std::vector<int> &Cycle) {
  for (const Avoid &A : P.Avoids)
    if (Cycle[A.To] - Cycle[A.From] == A.Distance)
      return Cycle[A.To];
  return -1;
}

int takenCycles(const Problem &P, const Schedule &S) {
  if (P.TakenExit < 0 || S.Cycle.empty())
    return 0;
  int Len = 0;
  for (unsigned N : ancestorsOf(P, unsigned(P.TakenExit)))
    Len = std::max(Len, S.Cycle[N] + 1 + int(P.Nodes[N].StallAfter));
  return Len;
}

bool betterSchedule(const Problem &P, const Schedule &A, const Schedule &B) {
  int TA = takenCycles(P, A), TB = takenCycles(P, B);
  if (TA != TB)
    return TA < TB;
  return A.length() < B.length();
}

} // namespace epic::sched
