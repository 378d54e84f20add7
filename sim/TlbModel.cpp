#include "sim/TlbModel.h"
#include <algorithm>

namespace epic::sim {

TlbEntry TlbModel::make(uint64_t Va, uint32_t Rid, uint64_t Pte, uint64_t Itir) {
  TlbEntry E;
  E.Valid = true;
  E.Ps = unsigned((Itir >> 2) & 63);
  if (E.Ps < 12) E.Ps = 12; // below the smallest page size: refused by the insert's caller
  uint64_t Low = (uint64_t(1) << E.Ps) - 1;
  E.Vpn = Va & ~Low;
  E.Rid = Rid;
  E.Ppn = Pte & pte::PpnMask & ~Low;
  E.P = Pte >> pte::P & 1;
  E.Ma = uint8_t(Pte >> pte::MaShift & 7);
  E.A = Pte >> pte::A & 1;
  E.D = Pte >> pte::D & 1;
  E.Pl = uint8_t(Pte >> pte::PlShift & 3);
  E.Ar = uint8_t(Pte >> pte::ArShift & 7);
  E.Ed = Pte >> pte::Ed & 1;
  E.Key = uint32_t(Itir >> 8 & 0xffffff);
  return E;
}

const TlbEntry *TlbModel::lookup(bool Inst, uint64_t Va, uint32_t Rid) const {
  const Side &S = Sides[Inst];
  if (!Inst && S.Pinned && S.Pinned->matches(Va, Rid)) return &*S.Pinned;
  for (const TlbEntry &E : S.Tr)
    if (E.matches(Va, Rid)) return &E;
  for (auto It = S.Tc.rbegin(); It != S.Tc.rend(); ++It)
    if (It->matches(Va, Rid)) return &*It;
  return nullptr;
}

void TlbModel::insertTc(bool Inst, uint64_t Va, uint32_t Rid, uint64_t Pte, uint64_t Itir) {
  TlbEntry E = make(Va, Rid, Pte, Itir);
  Side &S = Sides[Inst];
  std::erase_if(S.Tc, [&](const TlbEntry &X) { return X.overlaps(E.Vpn, E.Ps, Rid); });
  if (S.Tc.size() >= TcEntries) S.Tc.erase(S.Tc.begin());
  S.Tc.push_back(E);
  ++Gen;
}

void TlbModel::insertTr(bool Inst, unsigned Slot, uint64_t Va, uint32_t Rid, uint64_t Pte, uint64_t Itir) {
  TlbEntry E = make(Va, Rid, Pte, Itir);
  Side &S = Sides[Inst];
  std::erase_if(S.Tc, [&](const TlbEntry &X) { return X.overlaps(E.Vpn, E.Ps, Rid); });
  S.Tr[Slot % TrSlots] = E;
  ++Gen;
}

void TlbModel::pin(uint64_t Va, uint32_t Rid, unsigned Ps) {
  TlbEntry E = make(Va, Rid, (uint64_t(1) << pte::P) | (uint64_t(1) << pte::A) | (uint64_t(1) << pte::D) |
                                  (uint64_t(2) << pte::ArShift) | (Va & pte::PpnMask),
                    uint64_t(Ps) << 2);
  E.Pinned = true;
  Sides[0].Pinned = E;
  ++Gen;
}

void TlbModel::purgeTc(uint64_t Va, unsigned Ps, uint32_t Rid) {
  for (Side &S : Sides)
    std::erase_if(S.Tc, [&](const TlbEntry &X) { return X.overlaps(Va, Ps, Rid); });
  ++Gen;
}

void TlbModel::purgeAllTc() {
  for (Side &S : Sides) S.Tc.clear();
  ++Gen;
}

void TlbModel::purgeTr(bool Inst, uint64_t Va, unsigned Ps, uint32_t Rid) {
  Side &S = Sides[Inst];
  for (TlbEntry &E : S.Tr)
    if (E.overlaps(Va, Ps, Rid)) E.Valid = false;
  std::erase_if(S.Tc, [&](const TlbEntry &X) { return X.overlaps(Va, Ps, Rid); });
  ++Gen;
}

std::vector<std::pair<bool, const TlbEntry *>> TlbModel::entries(bool Inst) const {
  std::vector<std::pair<bool, const TlbEntry *>> Out;
  const Side &S = Sides[Inst];
  for (const TlbEntry &E : S.Tr)
    if (E.Valid) Out.push_back({true, &E});
  for (const TlbEntry &E : S.Tc) Out.push_back({false, &E});
  return Out;
}

} // namespace epic::sim
