// Memoized classes and resource uses. Class membership globs every class
// pattern against the mnemonic and the access rows walk every table row;
// both depend only on the instruction's shape, which repeats a lot in real
// code (and the checker asks for each instruction several times: check,
// append, predicate bookkeeping).
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/DvTables.h"
#include <array>
#include <memory>
#include <unordered_map>

namespace epic::isa::dv {
namespace {
// Everything computeClasses/computeAccesses read: the mnemonic, the
// predicate, each operand's kind, register, indirect file, and the value of
// constant immediates (rsm/ssm and mov pr masks).
void keyOf(const ir::Inst &I, std::string &K) {
  K.assign(I.Mnemonic);
  K += '\0';
  K += char(I.QP);
  K += char(I.Outs.size());
  auto put = [&](uint64_t V, int Bytes) {
    for (int B = 0; B < Bytes; ++B) K += char(V >> (8 * B));
  };
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops) {
      K += char(O.K);
      if (O.K == ir::Operand::Imm) {
        auto V = tables::constValue(O.E);
        K += char(V.has_value());
        if (V) put(*V, 8);
        continue;
      }
      K += char(O.R.File);
      put(O.R.Num, 2);
      K += char(O.IFile);
    }
}

constexpr size_t MaxEntries = 1 << 17;
} // namespace

const tables::InstDv &tables::instDv(const ir::Inst &I) {
  // Per thread: the scheduler may run checkers concurrently.
  thread_local std::unordered_map<std::string, std::unique_ptr<InstDv>> Cache;
  thread_local std::array<InstDv, 8> Spill; // results once the cache is full
  thread_local size_t NextSpill = 0;
  thread_local std::string Key;
  keyOf(I, Key);
  if (auto It = Cache.find(Key); It != Cache.end()) return *It->second;
  ClassSet C = computeClasses(I);
  std::vector<Access> A = computeAccesses(I, C);
  std::vector<uint8_t> L, Ea;
  for (const Access &X : A) {
    L.push_back(lastingMask(C, X));
    Ea.push_back(canBeEarlier(C, X));
  }
  InstDv D{C, std::move(A), std::move(L), std::move(Ea)};
  if (Cache.size() >= MaxEntries) {
    InstDv &S = Spill[NextSpill++ % Spill.size()];
    S = std::move(D);
    return S;
  }
  auto &E = Cache[Key];
  E = std::make_unique<InstDv>(std::move(D));
  return *E;
}

ClassSet classesOf(const ir::Inst &I) { return tables::instDv(I).Classes; }
std::vector<Access> accessesOf(const ir::Inst &I) {
  std::vector<Access> As = tables::instDv(I).Accesses;
  applyUnatBit(I.UnatBit, As);
  return As;
}

} // namespace epic::isa::dv
