// Simulated memory: sparse 4 KiB pages with IA-64 page access rights
// (TLB.ar / TLB.pl), so that privilege checks and epc promotion through gate
// pages follow the architecture. A page is identified by (region ID, virtual
// page number within the region), as the TLB matches translations: with
// translation on, the RID comes from the region register of the address
// (rr[va>>61]), so the same address under two RIDs is two pages (two
// address spaces). With translation off (the default for loose objects), the
// RID is the region number and region registers are ignored.
#pragma once
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>

namespace epic::sim {

/// The memory of physical addresses in `translation: tlb` scenarios: pages
/// under this ID, above every 24-bit region ID (sim/CoreXlat.cpp).
inline constexpr uint32_t PhysicalRid = uint32_t(1) << 24;

/// Access kinds checked against page rights.
enum class Access : uint8_t { Read, Write, Execute };

/// IA-64 page access rights: the 3-bit access-rights field and the 2-bit
/// privilege level of a translation (Itanium SDM vol. 2, "Page Access Rights").
struct PageRights {
  uint8_t AR = 3; // 0..7
  uint8_t PL = 0; // 0..3
  bool Present = true;
};

/// What an access at privilege level CPL may do on a page; for ar=7 with
/// CPL > PL the page is execute-only and `epc` promotes to PL.
struct RightsCheck {
  bool Allowed = false;
  std::optional<uint8_t> PromoteTo; // epc on an execute-promote page
};
RightsCheck checkRights(const PageRights &R, Access A, unsigned CPL);

/// Why a memory access failed (the core turns these into interruptions).
enum class MemFault : uint8_t { None, NotPresent, AccessRights, Unaligned };

class Memory {
public:
  static constexpr uint64_t PageSize = 4096;
  /// Every mapped page is host memory: loaders refuse to map more than this
  /// in all (docs/simulator.md "Limits").
  static constexpr uint64_t MaxMappedBytes = uint64_t(1) << 30;

  /// Bytes mapped so far (pages of every RID).
  uint64_t mappedBytes() const { return uint64_t(Pages.size()) * PageSize; }
  /// True when [Addr, Addr+Size) neither wraps around the address space nor
  /// takes the mapped total past MaxMappedBytes (pages mapped already count
  /// again: a bound, not an exact sum).
  bool canMap(uint64_t Addr, uint64_t Size) const {
    uint64_t Used = mappedBytes();
    return Size <= UINT64_MAX - Addr && Used <= MaxMappedBytes && Size <= MaxMappedBytes - Used;
  }

  /// Translate through these region registers from now on (scenarios).
  void translateWith(const std::array<uint64_t, 8> *RegionRegisters) {
    Rr = RegionRegisters;
    LastRid = ~0u;
    ++Gen;
  }
  /// The RID an access to `Addr` uses now.
  uint32_t ridOf(uint64_t Addr) const {
    return Rr ? uint32_t(((*Rr)[Addr >> 61] >> 8) & 0xffffff) : uint32_t(Addr >> 61);
  }

  /// The same operations under an explicit RID (loading and checking
  /// scenarios: a section may be mapped under several address spaces).
  void mapIn(uint32_t Rid, uint64_t Addr, uint64_t Size, PageRights R);
  bool isMappedIn(uint32_t Rid, uint64_t Addr) const { return pageIn(Rid, Addr) != nullptr; }
  MemFault readIn(uint32_t Rid, uint64_t Addr, unsigned Size, uint64_t &Value) const;
  MemFault writeBytesIn(uint32_t Rid, uint64_t Addr, const uint8_t *In, uint64_t N);

  /// Maps [Addr, Addr+Size) with the given rights (pages are zero-filled).
  void map(uint64_t Addr, uint64_t Size, PageRights R);
  bool isMapped(uint64_t Addr) const;
  std::optional<PageRights> rights(uint64_t Addr) const;

  /// Privileged-mode-agnostic accessors (the core checks rights first).
  /// Little-endian; Size is 1, 2, 4, 8 or 16 (16: Lo then Hi).
  MemFault read(uint64_t Addr, unsigned Size, uint64_t &Value) const;
  MemFault write(uint64_t Addr, unsigned Size, uint64_t Value);
  MemFault readBytes(uint64_t Addr, uint8_t *Out, uint64_t N) const;
  MemFault writeBytes(uint64_t Addr, const uint8_t *In, uint64_t N);

  /// Access check at privilege level CPL (also alignment for Size > 1).
  MemFault check(uint64_t Addr, unsigned Size, Access A, unsigned CPL) const;

  /// Host bytes of the page `Addr` is on now (PageSize bytes, the page's
  /// offset 0), or nullptr when unmapped. Pages are never freed or moved,
  /// so the pointer stays valid as long as this Memory; what it *means*
  /// (which page an address reaches, the page's rights) can change, and
  /// every such change bumps generation(). The core caches these pointers
  /// for loads and stores and drops them when the generation moves.
  uint8_t *hostPage(uint64_t Addr) {
    Page *P = page(Addr);
    return P ? P->Bytes.data() : nullptr;
  }
  /// The same for the page of Addr under Rid (translated accesses).
  uint8_t *hostPageIn(uint32_t Rid, uint64_t Addr) {
    const Page *P = pageIn(Rid, Addr);
    return P ? const_cast<Page *>(P)->Bytes.data() : nullptr;
  }
  /// Bumped by every (re)mapping or rights change and by translateWith.
  uint64_t generation() const { return Gen; }

private:
  struct Page {
    PageRights Rights;
    std::array<uint8_t, PageSize> Bytes{};
  };
  const Page *page(uint64_t Addr) const { return pageIn(ridOf(Addr), Addr); }
  Page *page(uint64_t Addr) { return const_cast<Page *>(pageIn(ridOf(Addr), Addr)); }
  const Page *pageIn(uint32_t Rid, uint64_t Addr) const;
  /// (RID, page number within the region).
  using Key = std::pair<uint32_t, uint64_t>;
  static uint64_t vpn(uint64_t Addr) { return (Addr & ((uint64_t(1) << 61) - 1)) / PageSize; }
  std::map<Key, std::unique_ptr<Page>> Pages;
  const std::array<uint64_t, 8> *Rr = nullptr;
  uint64_t Gen = 1;
  // The last page looked up (pages never move: they are owned by unique_ptrs).
  mutable uint32_t LastRid = ~0u;
  mutable uint64_t LastNum = ~uint64_t(0);
  mutable Page *LastPage = nullptr;
};

} // namespace epic::sim
