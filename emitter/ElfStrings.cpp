#include "emitter/ElfStrings.h"
#include <algorithm>
#include <numeric>

namespace epic::emit {

unsigned ElfStrings::add(const std::string &S) {
  if (S.empty())
    return 0;
  auto [It, New] = Handles.try_emplace(S, unsigned(Strings.size()));
  if (New)
    Strings.push_back(S);
  return It->second;
}

namespace {
/// Orders strings by their reversed bytes (unsigned), a string before every
/// longer one it is the tail of: the tails of a string then sit right before it.
bool reversedLess(const std::string &A, const std::string &B) {
  auto IA = A.rbegin(), IB = B.rbegin();
  for (; IA != A.rend() && IB != B.rend(); ++IA, ++IB)
    if (*IA != *IB)
      return uint8_t(*IA) < uint8_t(*IB);
  return A.size() < B.size();
}
bool isTailOf(const std::string &Tail, const std::string &Of) {
  return Tail.size() <= Of.size() && std::equal(Tail.rbegin(), Tail.rend(), Of.rbegin());
}
} // namespace

void ElfStrings::finish() {
  // Which string each one is stored in (itself, or the next string in
  // reversed order that is not itself stored elsewhere: BFD's choice).
  std::vector<unsigned> Sorted(Strings.size() - 1);
  std::iota(Sorted.begin(), Sorted.end(), 1u);
  std::sort(Sorted.begin(), Sorted.end(),
            [&](unsigned A, unsigned B) { return reversedLess(Strings[A], Strings[B]); });
  std::vector<unsigned> Host(Strings.size(), 0);
  unsigned Current = 0;
  for (auto It = Sorted.rbegin(); It != Sorted.rend(); ++It) {
    if (Current && isTailOf(Strings[*It], Strings[Current]))
      Host[*It] = Current;
    else
      Host[*It] = Current = *It;
  }
  Offsets.assign(Strings.size(), 0);
  Data.assign(1, 0);
  for (unsigned H = 1; H < Strings.size(); ++H)
    if (Host[H] == H) {
      Offsets[H] = uint32_t(Data.size());
      Data.insert(Data.end(), Strings[H].begin(), Strings[H].end());
      Data.push_back(0);
    }
  for (unsigned H = 1; H < Strings.size(); ++H)
    if (Host[H] != H)
      Offsets[H] = Offsets[Host[H]] + uint32_t(Strings[Host[H]].size() - Strings[H].size());
}

} // namespace epic::emit
