// The translation lookaside buffers of `translation: tlb` scenarios (Itanium
// SDM vol. 2, ch. 4 "Addressing and Protection"): instruction and data
// translation registers (itr/dtr, inserted by itr.i/itr.d, purged by ptr)
// and translation caches (inserted by itc.i/itc.d and the VHPT walker,
// purged by ptc.l/g/ga/e and ptr), each entry matching a virtual page under
// a region ID with the page size of its insertion (itir.ps). Without such a
// scenario the core has no TlbModel and translation stays the identity.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace epic::sim {

/// The page sizes Itanium 2 implements for insertion, log2 (Intel Itanium 2
/// Processor Reference Manual, "Page sizes"; PAL_VM_PAGE_SIZE's
/// insertable_pages): 4K, 8K, 16K, 64K, 256K, 1M, 4M, 16M, 64M, 256M, 1G, 4G.
/// An itc/itr with any other itir.ps is a Reserved Register/Field fault
/// (SDM vol. 2 4.1.1.5 and the ITIR's ps field; vol. 3 itc/itr:
/// is_reserved_field(TLB_TYPE, ...)).
inline constexpr uint64_t ImplementedPageSizes =
    (1ull << 12) | (1ull << 13) | (1ull << 14) | (1ull << 16) | (1ull << 18) | (1ull << 20) |
    (1ull << 22) | (1ull << 24) | (1ull << 26) | (1ull << 28) | (1ull << 30) | (1ull << 32);
inline constexpr bool implementedPageSize(unsigned Ps) { return Ps < 64 && (ImplementedPageSizes >> Ps & 1); }

/// One translation (SDM vol. 2 4.1.1.x, the insertion format of a PTE and ITIR).
struct TlbEntry {
  bool Valid = false;
  uint64_t Vpn = 0;  // virtual address bits 63:ps (region bits included), low bits 0
  uint32_t Rid = 0;
  unsigned Ps = 12;  // log2 page size
  uint64_t Ppn = 0;  // physical page base (PTE bits 49:ps)
  uint8_t Ar = 0, Pl = 0, Ma = 0;
  bool P = false, A = false, D = false, Ed = false;
  uint32_t Key = 0;
  /// The hypervisor's own mapping of its PSCB page (Hypervisor::attach):
  /// backed by the scenario's memory at the virtual address, not by
  /// physical memory, and invisible to the guest's purges.
  bool Pinned = false;

  bool matches(uint64_t Va, uint32_t R) const {
    return Valid && Rid == R && ((Va ^ Vpn) >> Ps) == 0;
  }
  /// Overlaps the purge range [Va, Va + 2^ps) of region ID R (SDM 4.1.1.3).
  bool overlaps(uint64_t Va, unsigned PurgePs, uint32_t R) const {
    unsigned Big = PurgePs > Ps ? PurgePs : Ps;
    return Valid && !Pinned && Rid == R && ((Va ^ Vpn) >> Big) == 0;
  }
  uint64_t physical(uint64_t Va) const { return Ppn | (Va & ((uint64_t(1) << Ps) - 1)); }
};

/// PTE fields (SDM vol. 2, "Translation Insertion Format").
namespace pte {
inline constexpr unsigned P = 0, MaShift = 2, A = 5, D = 6, PlShift = 7, ArShift = 9, Ed = 52;
inline constexpr uint64_t PpnMask = ((uint64_t(1) << 50) - 1) & ~uint64_t(0xfff);
} // namespace pte

class TlbModel {
public:
  /// Itanium 2 has 8 instruction and 8 data translation registers (assumed
  /// from the McKinley datasheet figure "8 ITR, 8 DTR"); the translation
  /// caches hold 128 entries each, replaced oldest first (the replacement
  /// policy is implementation-specific: SDM 4.1.1.2).
  static constexpr unsigned TrSlots = 8, TcEntries = 128;

  /// The hardware VHPT walker (SDM 4.1.5). An implementation may abort a
  /// walk for implementation-specific reasons and raise the TLB vector
  /// instead: `vhpt_walker: false` in a scenario models one that always does.
  bool Walker = true;
  /// Instruction fetch translates through the instruction TLB
  /// (`instruction_tlb: true`); else only data references translate.
  bool Fetch = false;

  /// The entry translating Va under Rid (translation registers first).
  const TlbEntry *lookup(bool Inst, uint64_t Va, uint32_t Rid) const;
  /// itc: a new translation-cache entry for the page of Va; the entries it
  /// overlaps are purged first (SDM 4.1.1.2: no two entries may overlap).
  void insertTc(bool Inst, uint64_t Va, uint32_t Rid, uint64_t Pte, uint64_t Itir);
  /// itr: translation register Slot (mod TrSlots).
  void insertTr(bool Inst, unsigned Slot, uint64_t Va, uint32_t Rid, uint64_t Pte, uint64_t Itir);
  /// The hypervisor's pinned data translation (TlbEntry::Pinned).
  void pin(uint64_t Va, uint32_t Rid, unsigned Ps);
  /// ptc.l / ptc.g / ptc.ga: the cache entries of both TLBs overlapping
  /// [Va, Va + 2^ps) under Rid.
  void purgeTc(uint64_t Va, unsigned Ps, uint32_t Rid);
  /// ptc.e: every translation-cache entry.
  void purgeAllTc();
  /// ptr.i / ptr.d: the translation registers overlapping the range, and
  /// the cache entries of the same TLB that overlap it.
  void purgeTr(bool Inst, uint64_t Va, unsigned Ps, uint32_t Rid);

  /// Every valid entry, for the final state (TRs then TCs, oldest first).
  std::vector<std::pair<bool, const TlbEntry *>> entries(bool Inst) const;
  /// Bumped by every change (the core's access cache follows it).
  uint64_t generation() const { return Gen; }

private:
  struct Side {
    std::array<TlbEntry, TrSlots> Tr{};
    std::vector<TlbEntry> Tc; // oldest first
    std::optional<TlbEntry> Pinned;
  };
  std::array<Side, 2> Sides; // [0] data, [1] instruction
  uint64_t Gen = 1;
  static TlbEntry make(uint64_t Va, uint32_t Rid, uint64_t Pte, uint64_t Itir);
};

} // namespace epic::sim
