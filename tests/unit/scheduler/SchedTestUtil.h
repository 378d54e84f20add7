// Random scheduling problems shaped like kernel code: the classes' port
// masks follow the Itanium 2 model (M0-M3 = bits 0-3, I0-I1 = 4-5,
// F0-F1 = 6-7, B0-B2 = 8-10).
#pragma once
#include "scheduler/Problem.h"
#include <random>

namespace epic::sched::test {

/// A node of a hand-made problem.
inline Node node(SlotKind K, uint32_t Mask, const char *Name) {
  Node N;
  N.Kind = K;
  N.PortMask = Mask;
  N.Name = Name;
  return N;
}

struct ClassShape {
  SlotKind Kind;
  uint32_t Mask;
  int Latency;
  const char *Name;
};

inline const ClassShape Shapes[] = {
    {SlotKind::A, 0x3f, 1, "alu"},   {SlotKind::A, 0x3f, 1, "alu"},  {SlotKind::M, 0x3, 1, "ld"},
    {SlotKind::M, 0xc, 1, "st"},     {SlotKind::M, 0x4, 5, "frar"},  {SlotKind::I, 0x10, 1, "ishf"},
    {SlotKind::I, 0x30, 2, "mmshf"}, {SlotKind::F, 0xc0, 4, "fmac"}, {SlotKind::B, 0x700, 0, "br"},
    {SlotKind::L, 0x30, 1, "movl"},  {SlotKind::M, 0x1, 0, "mf"},    {SlotKind::M, 0x4, 12, "toar"},
};

inline Problem randomProblem(unsigned Seed, unsigned N, double EdgeProb = 0.15) {
  std::mt19937 Rng(Seed);
  Problem P;
  P.PortNames = {"M0", "M1", "M2", "M3", "I0", "I1", "F0", "F1", "B0", "B1", "B2"};
  std::vector<int> Lat;
  std::uniform_int_distribution<size_t> Pick(0, std::size(Shapes) - 1);
  std::uniform_real_distribution<double> Coin(0, 1);
  for (unsigned I = 0; I < N; ++I) {
    const ClassShape &S = Shapes[Pick(Rng)];
    Node Nd;
    Nd.Kind = S.Kind;
    Nd.PortMask = S.Mask;
    Nd.Name = std::string(S.Name) + std::to_string(I);
    Nd.SoleInGroupBefore = std::string(S.Name) == "mf";
    Nd.SoleInGroupAfter = Coin(Rng) < 0.03;
    P.addNode(Nd);
    Lat.push_back(S.Latency);
  }
  for (unsigned V = 0; V < N; ++V)
    for (unsigned U = (V > 12 ? V - 12 : 0); U < V; ++U)
      if (Coin(Rng) < EdgeProb) {
        bool Raw = Coin(Rng) < 0.7;
        P.addEdge(U, V, Raw ? Lat[U] : 0, Raw ? true : Coin(Rng) < 0.3);
      }
  return P;
}

} // namespace epic::sched::test
