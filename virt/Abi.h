// The hypercall ABI between a paravirtualized guest and the hypervisor:
// `break` immediates and the Privileged State Communication Block (PSCB).
// docs/virtualization.md is the reference; the simulator's hypervisor and the
// rewrite both read these constants (never two copies).
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace epic::virt {

/// Hypercalls are `break` with an immediate in [HypercallBase, HypercallBase+0xff].
/// 0x1c0000 lies outside what Linux uses (0x100000 system calls, 0x80000-0x80200
/// debugger/kprobes, 0x0-0x3f architected software traps).
inline constexpr uint64_t HypercallBase = 0x1c0000;

enum class Hypercall : uint8_t {
  Cover = 0x01,      // the replaced `cover` (vBlades' break.b)
  Resume = 0x02,     // VAL_RESUME: the replaced `rfi`
  SyncIrq = 0x03,    // deliver interrupts pended while the guest's psr.i was 0
  SetRR = 0x04,      // batched rr writes: the (address, value) pairs at PscbRrBatch
  SetPKR = 0x05,     // batched pkr writes (reserved)
  Insert = 0x06,     // perform the deferred insert now (a guarded deferral whose access may need it)
};

inline constexpr uint64_t hypercallImm(Hypercall H) { return HypercallBase + uint64_t(H); }
/// Resume with operands: the resume hypercall with the kernel exit's
/// writes of cr.ipsr, cr.iip and cr.ifs folded in (vBlades 5: "the kernel
/// exit becomes one hypercall"). An unpredicated `mov cr.X=rY` whose rY
/// still holds the value at the unpredicated rfi it reaches, with nothing
/// in between that reads cr.X, is dropped, and the rfi's hypercall names
/// rY: the immediate is ResumeOperandsBase | ipsr | iip << 5 | ifs << 10,
/// each field a static register r1-r31 (0: the PSCB word, as for a plain
/// resume). The hypervisor writes the guest's cr.X from rY, then resumes.
/// No register is needed for a PSCB store, so an exit whose registers are
/// all live up to its rfi (Linux's skip_rbs_switch) loses its crossings
/// too. With ResumeCover set, the hypervisor first covers the frame as the
/// exit's folded `cover` would have (writing the guest's cr.ifs when its
/// virtual psr.ic is 0). 0x1e0000-0x1effff: inside the hypercall block
/// 0x1c0000-0x1fffff.
inline constexpr uint64_t ResumeOperandsBase = HypercallBase | 0x20000;
inline constexpr unsigned ResumeOperandBits = 5;
inline constexpr uint64_t ResumeCover = uint64_t(1) << 15;
/// The interruption registers a resume may take from registers, in field order.
inline constexpr unsigned ResumeOperandCrs[] = {16 /* ipsr */, 19 /* iip */, 23 /* ifs */};
/// Which field holds cr.N, or -1.
inline constexpr int resumeOperandField(unsigned Cr) {
  for (unsigned F = 0; F < 3; ++F)
    if (ResumeOperandCrs[F] == Cr)
      return int(F);
  return -1;
}
/// Hypercall of a `break` immediate: the block's numbered calls, and the
/// resume with operands (Resume).
std::optional<Hypercall> hypercallFromImm(uint64_t Imm);
std::string_view hypercallName(Hypercall H);

/// The PSCB: one page the hypervisor keeps in step with the guest's virtual
/// control registers, so that handlers read them with a load instead of a
/// trap (vBlades 4.1). Virtual cr.N is the 8-byte word at PscbBase + 8*N.
inline constexpr uint64_t PscbBase = 0xe000000000fe0000;
inline constexpr uint64_t pscbCrOffset(unsigned Cr) { return 8 * uint64_t(Cr); }
/// The guest's virtual psr.i ("interrupt delivery enabled", vBlades 4.2):
/// non-zero when enabled. The hypervisor pends interrupts while it is 0.
inline constexpr uint64_t PscbVpsrI = PscbBase + 0x400;
/// Non-zero when interrupts are pending: a guest that enables interrupts
/// checks it and makes the sync_irq hypercall (vBlades Figure 2).
inline constexpr uint64_t PscbPending = PscbBase + 0x408;
/// The guest's virtual psr.ic (interruption collection), non-zero when on.
inline constexpr uint64_t PscbVpsrIc = PscbBase + 0x410;
/// Batched region-register writes (set_rr): up to PscbRrBatchMax pairs of
/// 8-byte words (the address whose region is written, the value); a pair
/// with value 0 (never a valid rr: page size 0) ends the batch.
inline constexpr uint64_t PscbRrBatch = PscbBase + 0x420;
inline constexpr unsigned PscbRrBatchMax = 8;
/// Virtual register banks (Xen/ia64's banknum, vbgr/vgr): the guest's
/// virtual psr.bn, exactly 0 or 1. The inactive bank's r16-r31 live in
/// the PSCB, so a guest switches banks with spills and fills instead of a
/// trapping `bsw`; the hypervisor keeps the area of the bank not in use
/// current at every crossing and delivery, and switches at delivery and
/// resume as the machine does.
inline constexpr uint64_t PscbVpsrBn = PscbBase + 0x418;
/// The guest's ar.unat while it switches banks (the spills use ar.unat).
inline constexpr uint64_t PscbUnatSave = PscbBase + 0x4a0;
/// Bank B's r(16+K) at pscbBank(B) + 8*K (K < 16), spilled: its NaT bit is
/// bit K of the word at pscbBank(B) + PscbBankNat. The areas are 512-byte
/// aligned, so a `st8.spill` of r(16+K) there collects its NaT bit at bit K
/// of ar.unat (SDM vol. 3 `st.spill`: the bit is address{8:3}), and they differ in
/// bit 9 only: the current bank's area is `dep rA=bn,rB,9,1` of bank 0's.
inline constexpr uint64_t pscbBank(unsigned B) { return PscbBase + 0x800 + 0x200 * uint64_t(B); }
inline constexpr uint64_t PscbBankNat = 0x80;
/// A deferred translation insert (level batch): an `itc.i`/`itc.d` that the
/// handler follows, before anything that could use the new translation, with
/// a crossing (the resume hypercall, or a TLB purge that traps) stores its
/// PTE operand at PscbItcPte and makes the request word of its TLB
/// (PscbItcI or PscbItcD) non-zero. The hypervisor performs the insert, with
/// the guest's cr.ifa and cr.itir of that moment, before it handles the next
/// crossing, hypercall or interruption, and clears the request: the request
/// words are zero whenever no insert is pending. itc + rfi become one
/// hypercall, "insert translation and resume" (Xen/ia64's itc and rfi
/// hyperprivops; vBlades batches likewise).
inline constexpr uint64_t PscbItcPte = PscbBase + 0x4b0;
inline constexpr uint64_t PscbItcI = PscbBase + 0x4b8;
inline constexpr uint64_t PscbItcD = PscbBase + 0x4c0;
/// The insert queue (level batch): a deferred itc that the handler follows,
/// before its crossing, with a write of cr.ifa or cr.itir or another
/// deferred itc takes queue entry K (K < PscbItcQueueMax, in program order
/// along the handler) and stores its PTE, the guest's cr.ifa and cr.itir of
/// that moment (copied from the PSCB) and a request (1: instruction TLB,
/// 2: data TLB) at pscbItcQueue(K) + 0, 8, 16, 24. The hypervisor performs
/// the queue in order, each with its own cr.ifa/cr.itir, then the single
/// request above, at the same points, and clears each request.
inline constexpr unsigned PscbItcQueueMax = 4;
inline constexpr uint64_t pscbItcQueue(unsigned K) { return PscbBase + 0x4d0 + 32 * uint64_t(K); }
/// A guarded deferral (level batch): an itc.d followed, before its crossing,
/// by translated data accesses through one address register rA that nothing
/// writes in between still defers its insert, and then compares rA with the
/// guest's cr.ifa: when they lie in the same 4 GiB block of their regions
/// (bits 60:32 equal), the largest architected page size (SDM vol. 2
/// Table 4-4), the access could fall in the inserted page or in a larger
/// older entry the insert purges, and the guest makes the Insert hypercall,
/// which performs the pending insert before the access as the itc would
/// have. Else no translation the insert adds or removes covers rA. The
/// guard also reads PscbVpsrDt: with the guest's psr.dt 0 (a nested
/// handler's physical mode) the access uses no translation at all.
inline constexpr unsigned GuardBlockShift = 32;
/// The guest's virtual psr.dt, non-zero when data translation is on:
/// written by the hypervisor at every crossing and delivery (the guest's
/// psr.dt changes only there: rsm/ssm/mov psr.l trap, rfi is the resume
/// hypercall, the physical-mode entry is a delivery), read-only to the
/// guest (as Xen/ia64's mapped_regs metaphysical_mode word).
inline constexpr uint64_t PscbVpsrDt = PscbBase + 0x4c8;

/// Physical-mode entry (level batch): an interruption vector whose first
/// instruction is `nop.m PhysicalEntryHint` is delivered with the guest's
/// psr.dt = 0, in metaphysical mode (vBlades 3.2.2: the hypervisor switches
/// the regions physical addresses fall in, rr0 and rr4, to the guest's
/// metaphysical region IDs; region 7, where the PSCB is, keeps translating).
/// It replaces a handler's own `rsm psr.dt` (vhpt_miss, nested_dtlb_miss),
/// a crossing each time, where everything between the entry and that rsm
/// behaves the same in either mode: delivery already passes through the
/// hypervisor, so the mode switch costs no crossing of its own. A `nop`
/// in the hint range executes as a nop on a machine without the hypervisor.
inline constexpr uint64_t PhysicalEntryHint = HypercallBase + 0x10;

/// Control registers a guest may write through the PSCB: the interruption
/// registers, which only the resume hypercall (rfi) or a later
/// interruption reads (SDM vol. 2 3.3.5). dcr, itm, iva and pta act on the
/// machine at once and keep trapping.
bool pscbWritable(unsigned Cr);

/// Control registers the PSCB mirrors: those only interruption delivery and
/// the guest's own (emulated) writes change. Not cr.ivr (reading it
/// acknowledges an interrupt), lid, tpr, eoi, irr0-3 or the interrupt vectors.
bool pscbMirrors(unsigned Cr);

/// thash/ttag are replaced by tpa/tak reading r(y+64) (vBlades Figure 1).
inline constexpr unsigned ReplacedSourceOffset = 64;

} // namespace epic::virt
