// Memoized classes and resource uses. Class membership globs every class
// pattern against the mnemonic and the access rows walk every table row;
// both depend only on the instruction's shape, which repeats a lot in real
// code (and the checker asks for each instruction several times: check,
// append, predicate bookkeeping).
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/DvTables.h"
#include <array>
#include <memory>
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>

namespace epic::isa::dv {
namespace {
// Everything computeClasses/computeAccesses read: the mnemonic, the
// predicate, each operand's kind, register, indirect file, and the value of
// constant immediates (rsm/ssm and mov pr masks). Written into a reused
// buffer with plain stores: the key is built at every lookup (a quarter of
// a million per 3,000-bundle file), and appending char by char was most of it.
void keyOf(const ir::Inst &I, llvm::SmallVectorImpl<char> &K) {
  // At most 10 bytes an operand (an immediate: kind, flag, 8 value bytes; a
  // register takes 5). 9 overflowed on `ssm 0xc3b562` (found by asm_fuzzer).
  constexpr size_t MaxOperandBytes = 10;
  size_t Ops = I.Outs.size() + I.Ins.size();
  K.resize_for_overwrite(I.Mnemonic.size() + 3 + Ops * MaxOperandBytes);
  char *P = K.data();
  auto put = [&](uint64_t V, int Bytes) {
    for (int B = 0; B < Bytes; ++B) *P++ = char(V >> (8 * B));
  };
  P = std::copy(I.Mnemonic.begin(), I.Mnemonic.end(), P);
  *P++ = '\0';
  *P++ = char(I.QP);
  *P++ = char(I.Outs.size());
  for (const auto *List : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *List) {
      *P++ = char(O.K);
      if (O.K == ir::Operand::Imm) {
        auto V = tables::constValue(O.E);
        *P++ = char(V.has_value());
        if (V) put(*V, 8);
        continue;
      }
      *P++ = char(O.R.File);
      put(O.R.Num, 2);
      *P++ = char(O.IFile);
    }
  K.truncate(size_t(P - K.data()));
}

constexpr size_t MaxEntries = 1 << 17;
} // namespace

const tables::InstDv &tables::instDv(const ir::Inst &I) {
  // Per thread: the scheduler may run checkers concurrently.
  thread_local llvm::StringMap<std::unique_ptr<InstDv>> Cache;
  thread_local std::array<InstDv, 8> Spill; // results once the cache is full
  thread_local size_t NextSpill = 0;
  thread_local llvm::SmallString<64> Key;
  keyOf(I, Key);
  if (auto It = Cache.find(Key.str()); It != Cache.end()) return *It->second;
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
  auto &E = Cache[Key.str()];
  E = std::make_unique<InstDv>(std::move(D));
  return *E;
}

ClassSet classesOf(const ir::Inst &I) { return tables::instDv(I).Classes; }
std::vector<Access> accessesOf(const ir::Inst &I) {
  std::vector<Access> As = tables::instDv(I).Accesses;
  applyUnatBit(I.UnatBit, As);
  return As;
}
// Without the spill's UNAT bit (applyUnatBit): for users of other resources.
const std::vector<Access> &accessesRef(const ir::Inst &I) { return tables::instDv(I).Accesses; }

} // namespace epic::isa::dv
