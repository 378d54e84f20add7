#include "sim/Memory.h"
#include <cstring>

namespace epic::sim {

RightsCheck checkRights(const PageRights &R, Access A, unsigned CPL) {
  // Rows of the architecture's page-access-rights table, written as the
  // rights granted at "privileged enough" (CPL <= PL) and "less privileged"
  // (CPL > PL) levels. Letters: r, w, x.
  struct Row { const char *Priv, *Less; };
  static constexpr Row Rows[8] = {
      {"r", ""},   {"rx", ""},  {"rw", ""},  {"rwx", ""},
      {"rw", "r"}, {"rwx", "rx"}, {"rwx", "rw"}, {"rx", "x"} /* ar=7: execute, promote */};
  const Row &Rw = Rows[R.AR & 7];
  const char *Granted = CPL <= R.PL ? Rw.Priv : Rw.Less;
  char Need = A == Access::Read ? 'r' : A == Access::Write ? 'w' : 'x';
  RightsCheck C;
  for (const char *P = Granted; *P; ++P)
    C.Allowed |= *P == Need;
  if (C.Allowed && A == Access::Execute && R.AR == 7 && CPL > R.PL)
    C.PromoteTo = R.PL;
  return C;
}

void Memory::map(uint64_t Addr, uint64_t Size, PageRights R) {
  // A range crossing a region boundary takes each page's own RID.
  if (Size == 0)
    return;
  for (uint64_t P = Addr / PageSize, Last = (Addr + Size - 1) / PageSize; P <= Last; ++P)
    mapIn(ridOf(P * PageSize), P * PageSize, 1, R);
}

void Memory::mapIn(uint32_t Rid, uint64_t Addr, uint64_t Size, PageRights R) {
  if (Size == 0)
    return;
  ++Gen; // rights of existing pages may change
  for (uint64_t P = Addr / PageSize, Last = (Addr + Size - 1) / PageSize; P <= Last; ++P) {
    auto &Slot = Pages[{Rid, vpn(P * PageSize)}];
    if (!Slot)
      Slot = std::make_unique<Page>();
    Slot->Rights = R;
  }
}

const Memory::Page *Memory::pageIn(uint32_t Rid, uint64_t Addr) const {
  uint64_t Num = vpn(Addr);
  if (Num == LastNum && Rid == LastRid)
    return LastPage;
  auto It = Pages.find({Rid, Num});
  if (It == Pages.end())
    return nullptr;
  LastRid = Rid;
  LastNum = Num;
  LastPage = It->second.get();
  return LastPage;
}

MemFault Memory::readIn(uint32_t Rid, uint64_t Addr, unsigned Size, uint64_t &Value) const {
  Value = 0;
  for (unsigned I = 0; I < Size && I < 8; ++I) {
    const Page *P = pageIn(Rid, Addr + I);
    if (!P)
      return MemFault::NotPresent;
    Value |= uint64_t(P->Bytes[(Addr + I) % PageSize]) << (8 * I);
  }
  return MemFault::None;
}

MemFault Memory::writeBytesIn(uint32_t Rid, uint64_t Addr, const uint8_t *In, uint64_t N) {
  for (uint64_t I = 0; I < N; ++I) {
    Page *P = const_cast<Page *>(pageIn(Rid, Addr + I));
    if (!P)
      return MemFault::NotPresent;
    P->Bytes[(Addr + I) % PageSize] = In[I];
  }
  return MemFault::None;
}

bool Memory::isMapped(uint64_t Addr) const { return page(Addr) != nullptr; }

std::optional<PageRights> Memory::rights(uint64_t Addr) const {
  if (const Page *P = page(Addr))
    return P->Rights;
  return std::nullopt;
}

MemFault Memory::readBytes(uint64_t Addr, uint8_t *Out, uint64_t N) const {
  for (uint64_t I = 0; I < N; ++I) {
    const Page *P = page(Addr + I);
    if (!P)
      return MemFault::NotPresent;
    Out[I] = P->Bytes[(Addr + I) % PageSize];
  }
  return MemFault::None;
}

MemFault Memory::writeBytes(uint64_t Addr, const uint8_t *In, uint64_t N) {
  for (uint64_t I = 0; I < N; ++I) {
    Page *P = page(Addr + I);
    if (!P)
      return MemFault::NotPresent;
    P->Bytes[(Addr + I) % PageSize] = In[I];
  }
  return MemFault::None;
}

MemFault Memory::read(uint64_t Addr, unsigned Size, uint64_t &Value) const {
  uint8_t B[8] = {};
  if (Size > 8)
    Size = 8;
  if (Addr % PageSize + Size <= PageSize) { // fast path: one page
    const Page *P = page(Addr);
    if (!P)
      return MemFault::NotPresent;
    memcpy(B, P->Bytes.data() + Addr % PageSize, Size);
  } else if (MemFault F = readBytes(Addr, B, Size); F != MemFault::None)
    return F;
  Value = 0;
  for (unsigned I = 0; I < Size; ++I)
    Value |= uint64_t(B[I]) << (8 * I);
  return MemFault::None;
}

MemFault Memory::write(uint64_t Addr, unsigned Size, uint64_t Value) {
  uint8_t B[8];
  if (Size > 8)
    Size = 8;
  for (unsigned I = 0; I < Size; ++I)
    B[I] = uint8_t(Value >> (8 * I));
  if (Addr % PageSize + Size <= PageSize) { // fast path: one page
    Page *P = page(Addr);
    if (!P)
      return MemFault::NotPresent;
    memcpy(P->Bytes.data() + Addr % PageSize, B, Size);
    return MemFault::None;
  }
  return writeBytes(Addr, B, Size);
}

MemFault Memory::check(uint64_t Addr, unsigned Size, Access A, unsigned CPL) const {
  if (Size > 1 && Addr % Size != 0)
    return MemFault::Unaligned;
  for (uint64_t Cur = Addr; Cur < Addr + (Size ? Size : 1); Cur = (Cur / PageSize + 1) * PageSize) {
    const Page *P = page(Cur);
    if (!P || !P->Rights.Present)
      return MemFault::NotPresent;
    if (!checkRights(P->Rights, A, CPL).Allowed)
      return MemFault::AccessRights;
  }
  return MemFault::None;
}

} // namespace epic::sim
