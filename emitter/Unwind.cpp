// Unwind images: record lists + laid-out slot numbers -> descriptor bytes,
// the info block of each procedure and the unwind table entries.
#include "emitter/Unwind.h"
#include "emitter/Leb128.h"
#include <algorithm>

namespace epic::emit {
using namespace unwind;

namespace {

/// GNU as drops a list that is only `.prologue`, or `.prologue` then
/// `.body`: it says nothing an unwinder needs (a save it dropped as
/// incomplete says nothing either).
bool saysNothing(const std::vector<Record> &All) {
  std::vector<const Record *> Rs;
  for (const Record &R : All)
    if (!R.Dropped)
      Rs.push_back(&R);
  auto plainPrologue = [](const Record *R) { return R->F == Fmt::Region && R->R == 0; };
  auto body = [](const Record *R) { return R->F == Fmt::Region && R->R == 1; };
  return Rs.empty() || (Rs.size() == 1 && plainPrologue(Rs[0])) ||
         (Rs.size() == 2 && plainPrologue(Rs[0]) && body(Rs[1]));
}

/// GNU as's slot number of an address: three per bundle, plus the low two
/// bits of an address off a bundle boundary (data before `.endp`).
uint64_t slotAt(uint64_t Addr) { return Addr / 16 * 3 + (Addr & 3); }

/// Region lengths and record times from the slot of each record's
/// instruction; false (after an error) when a position is unknown.
bool placeRecords(Procedure &P, uint64_t EndSlot, const UnwindLayout &L, std::vector<uint64_t> &Slot) {
  Slot.assign(P.Records.size(), 0);
  for (size_t I = 0; I < P.Records.size(); ++I) {
    const Record &R = P.Records[I];
    if (R.Flush && R.isRegion()) { // a region directive before a flush: dated there
      auto A = L.FlushAddr(*R.Flush);
      if (!A)
        return false;
      Slot[I] = slotAt(*A);
      continue;
    }
    if (R.Anchor < 0 && R.isRegion()) {
      Slot[I] = EndSlot; // a region directive just before `.endp`
      continue;
    }
    if (R.Anchor < 0 && R.T == When::None && R.F != Fmt::SpillSlot)
      continue; // undated (masks, labels, registers) at the end
    const ir::Inst *A = R.Anchor >= 0 ? P.Anchors[size_t(R.Anchor)] : nullptr;
    const bool Walk = A && R.RegionWalk && !R.isRegion() && L.Queued(A, R.RegionWalk);
    auto S = !A ? std::nullopt : Walk ? L.RegionSlotAfter(A, R.RegionWalk) : L.SlotOf(A, R.isRegion());
    if (!S)
      return false; // reported at `.endp` (UnwindDirectives.cpp)
    Slot[I] = *S;
  }
  // Each region runs to the next region's start, the last to the end.
  size_t Region = SIZE_MAX;
  for (size_t I = 0; I < P.Records.size(); ++I) {
    Record &R = P.Records[I];
    if (R.isRegion()) {
      uint64_t Next = EndSlot;
      for (size_t J = I + 1; J < P.Records.size(); ++J)
        if (P.Records[J].isRegion()) {
          Next = Slot[J];
          break;
        }
      R.RLen = Next > Slot[I] ? Next - Slot[I] : 0;
      Region = I;
      continue;
    }
    uint64_t Start = Region == SIZE_MAX ? Slot[I] : Slot[Region];
    uint64_t Len = Region == SIZE_MAX ? 0 : P.Records[Region].RLen;
    if (R.T == When::FromStart) // no later than the region's end, as GNU as clamps
      R.Time = std::min(Slot[I] > Start ? Slot[I] - Start : 0, Len);
    else if (R.T == When::FromEnd)
      R.Time = Start + Len > Slot[I] + 1 ? Start + Len - 1 - Slot[I] : 0;
  }
  return true;
}

/// The descriptors of a procedure: each region header is followed by the
/// region's merged spill masks (P6 fr, P6 gr or P5 frgr, then P1 br) and
/// its imask (P4), then the region's other records in directive order.
void encodeRecords(const std::vector<Record> &Rs, const std::vector<uint64_t> &Slot,
                   std::vector<uint8_t> &Out) {
  for (size_t I = 0; I < Rs.size(); ++I) {
    const Record &R = Rs[I];
    if (R.Dropped || R.Merge || R.F == Fmt::SpillSlot)
      continue;
    encode(R, Out);
    if (!R.isRegion())
      continue;
    uint64_t Gr = 0, Fr = 0, Br = 0;
    std::vector<uint8_t> Imask((R.RLen * 2 + 7) / 8, 0);
    bool AnySpill = false;
    for (size_t J = I + 1; J < Rs.size() && !Rs[J].isRegion(); ++J) {
      const Record &M = Rs[J];
      if (M.Dropped)
        continue;
      if (M.F == Fmt::SpillSlot) {
        uint64_t T = Slot[J] - Slot[I];
        if (T < R.RLen)
          Imask[T / 4] |= uint8_t(M.A << (6 - 2 * (T % 4)));
        AnySpill = true;
      } else if (M.Merge) {
        (M.F == Fmt::P1 ? Br : M.F == Fmt::P6 && M.R == 0 ? Fr : Gr) |= M.A;
        if (M.F == Fmt::P5)
          Fr |= M.B;
      }
    }
    auto put = [&](Fmt F, uint8_t Code, uint64_t A, uint64_t B = 0) {
      Record M;
      M.F = F;
      M.R = Code;
      M.A = A;
      M.B = B;
      encode(M, Out);
    };
    // GNU as writes P5 only when the fr mask does not fit P6's four bits, `.save.gf` or not.
    if (Fr > 0xf) {
      put(Fmt::P5, 0, Gr, Fr);
    } else {
      if (Fr)
        put(Fmt::P6, 0, Fr);
      if (Gr)
        put(Fmt::P6, 1, Gr);
    }
    if (Br)
      put(Fmt::P1, 0, Br);
    if (AnySpill) {
      Record M;
      M.F = Fmt::P4;
      M.Imask = Imask;
      encode(M, Out);
    }
  }
}

/// Handler data (`.handlerdata` ... `.endp`): integers, naturally aligned
/// like the same directives elsewhere, LEB128 values, labels and alignment,
/// laid out in the info section as GNU as lays out a section (LEB sizes
/// relax until the labels stay: Leb128.h); addresses get data relocations.
void handlerData(const Procedure &P, const UnwindLayout &L, SectionUnwind &Sec, ir::DiagnosticEngine &DE) {
  std::vector<uint8_t> &Out = Sec.Info;
  std::vector<UnwindReloc> &Relocs = Sec.InfoRelocs;
  using Item = Procedure::HandlerItem;
  const std::vector<Item> &Items = P.HandlerData;
  std::vector<uint64_t> Align(Items.size(), 1);
  std::vector<std::vector<uint8_t>> LebSize(Items.size());
  for (size_t K = 0; K < Items.size(); ++K) {
    if (Items[K].Align)
      Align[K] = L.AlignOf(*Items[K].Align).value_or(1);
    else if (const ir::Data *D = Items[K].D; D && D->K == ir::Data::Leb)
      LebSize[K].assign(D->Values.size(), 1);
    else if (D && D->K != ir::Data::Int && D->K != ir::Data::String)
      DE.error(D->Loc, "only integer and string data are supported after .handlerdata");
    else if (D && D->K == ir::Data::Int && !D->Unaligned)
      Align[K] = D->Size;
    Sec.InfoAlign = std::max(Sec.InfoAlign, Align[K]);
  }
  // Layout passes: label offsets and LEB sizes until nothing moves (the
  // labels of the section's earlier handler data stay known).
  std::map<std::string, uint64_t> &Local = Sec.Labels;
  for (unsigned Pass = 0; Pass < LebMaxPasses; ++Pass) {
    bool Changed = false;
    uint64_t At = Out.size();
    for (size_t K = 0; K < Items.size(); ++K) {
      At = (At + Align[K] - 1) / Align[K] * Align[K];
      const ir::Data *D = Items[K].D;
      if (Items[K].Label) {
        auto [It, New] = Local.try_emplace(*Items[K].Label, At);
        Changed |= New || It->second != At;
        It->second = At;
      } else if (D && D->K == ir::Data::Leb) {
        for (size_t I = 0; I < D->Values.size(); ++I) {
          auto V = D->Values[I] ? L.DataValue(*D->Values[I], D->Loc, Local, At, false) : std::optional(Value());
          std::string Why;
          if (auto X = V ? lebOperand(*V, Why) : std::nullopt) {
            unsigned New = relaxLeb(LebSize[K][I], lebSize(*X, D->Signed), Pass);
            Changed |= New != LebSize[K][I];
            LebSize[K][I] = uint8_t(New);
          }
          At += LebSize[K][I];
        }
      } else if (D && D->K == ir::Data::Int) {
        At += uint64_t(D->Size) * D->Values.size();
      } else if (D && D->K == ir::Data::String) {
        for (const std::string &Str : D->Strings)
          At += (Str.size() + D->ZeroTerminate) * std::max(1u, D->Size);
      }
    }
    if (!Changed)
      break;
  }
  for (size_t K = 0; K < Items.size(); ++K) {
    while (Out.size() % Align[K])
      Out.push_back(0);
    const ir::Data *D = Items[K].D;
    if (D && D->K == ir::Data::String)
      for (const std::string &Str : D->Strings)
        putChars(Out, Str, D->Size, D->ZeroTerminate, L.Order);
    if (!D || (D->K != ir::Data::Int && D->K != ir::Data::Leb))
      continue;
    for (size_t I = 0; I < D->Values.size(); ++I) {
      const ir::ExprRef &E = D->Values[I];
      auto V = E ? L.DataValue(*E, D->Loc, Local, Out.size(), true) : std::optional(Value());
      if (D->K == ir::Data::Leb) {
        std::string Why;
        auto X = V ? lebOperand(*V, Why) : std::nullopt;
        if (V && !X)
          DE.error(E->Loc.isValid() ? E->Loc : D->Loc, Why);
        else if (X && lebSize(*X, D->Signed) > LebSize[K][I])
          DE.error(D->Loc, "the size of this LEB128 value did not settle during layout");
        putLeb(Out, X.value_or(0), D->Signed, LebSize[K][I]);
        continue;
      }
      if (V && !V->isAbsolute()) {
        RelocField F = D->Size == 8 ? RelocField::Data64 : D->Size == 4 ? RelocField::Data32 : RelocField::None;
        std::string Unexpressed;
        auto Ty = F == RelocField::None ? std::nullopt : selectRelocOrPlain(F, V->Op ? &*V->Op : nullptr, Unexpressed);
        if (!Unexpressed.empty())
          DE.warning(D->Loc, "Cannot express " + inByteOrder(Unexpressed, L.Order) + " relocation");
        if (!Ty) {
          DE.error(D->Loc, "cannot emit a relocation for this value in a " + std::to_string(D->Size) +
                               "-byte field");
        } else if (Unexpressed.empty() && V->FPtrAddend && V->Op == ir::RelocOp::FPtr) {
          DE.error(D->Loc, FPtrAddendMessage);
        } else {
          using To = UnwindReloc::To;
          To Target = V->K != Value::SectionRel ? To::Symbol
                      : V->Section == L.InfoSection ? To::InfoSection // a label of the handler data
                                                    : To::Section;
          UnwindReloc R{Target, Out.size(), inByteOrder(*Ty, L.Order), V->Symbol, V->Addend, V->Section,
                        V->Label, V->LabelOffset};
          Relocs.push_back(R);
        }
        putInt(Out, 0, D->Size, L.Order);
        continue;
      }
      putInt(Out, V ? uint64_t(V->Addend) : 0, D->Size, L.Order);
    }
  }
}

/// The info block's header word, descriptors and personality pointer.
void infoHeader(const Procedure &P, const std::vector<uint8_t> &Desc, SectionUnwind &Out, ByteOrder Order) {
  const uint64_t Flags = P.Personality ? 3 : 0; // EHANDLER | UHANDLER
  putInt(Out.Info, uint64_t(1) << 48 | Flags << 32 | Desc.size() / 8, 8, Order);
  Out.Info.insert(Out.Info.end(), Desc.begin(), Desc.end());
  if (P.Personality) {
    Out.InfoRelocs.push_back({UnwindReloc::To::Symbol, Out.Info.size(), inByteOrder(Reloc::LTOFF_FPTR64LSB, Order),
                              *P.Personality, 0});
    putInt(Out.Info, 0, 8, Order);
  }
}

} // namespace

std::string unwindSectionName(const std::string &CodeSection, bool Info) {
  const std::string LinkOnce = ".gnu.linkonce.t.";
  if (CodeSection.rfind(LinkOnce, 0) == 0)
    return (Info ? ".gnu.linkonce.ia64unwi." : ".gnu.linkonce.ia64unw.") + CodeSection.substr(LinkOnce.size());
  std::string Base = Info ? ".IA_64.unwind_info" : ".IA_64.unwind";
  return CodeSection == ".text" ? Base : Base + CodeSection;
}

std::optional<SectionUnwind> buildSectionUnwind(std::vector<Procedure> Procs, const UnwindLayout &L,
                                                ir::DiagnosticEngine &DE) {
  SectionUnwind Out;
  bool Any = false;
  // GNU as writes each entry at its `.endp` (an orphan block at its
  // `.handlerdata`): in reading order, which is not the statements' order
  // when subsections were reordered.
  auto at = [](const Procedure &P) { return P.Endp ? P.Endp->Order : P.Handler ? P.Handler->Order : 0; };
  std::stable_sort(Procs.begin(), Procs.end(), [&](const Procedure &A, const Procedure &B) { return at(A) < at(B); });
  for (Procedure &P : Procs) {
    if (P.Orphan) { // `.handlerdata` outside a procedure: a block without descriptors or entry
      if (!std::exchange(Any, true))
        Out.FirstInfo = P.Handler;
      while (Out.Info.size() % 8)
        Out.Info.push_back(0);
      infoHeader(P, {}, Out, L.Order);
      handlerData(P, L, Out, DE);
      continue;
    }
    if (!P.Endp)
      continue;
    if (!P.AnyUnwind)
      continue;
    std::optional<uint64_t> Start; // the first name defined here (checked by the collector)
    for (const std::string &N : P.Names)
      if ((Start = L.LabelAddr(N)))
        break;
    if (saysNothing(P.Records))
      P.Records.clear();
    if (P.Records.empty() && !P.ForceEntry && !P.Personality)
      continue;
    if (!Start)
      Start = L.AddrAt(P.Endp); // `.proc` without a name
    uint64_t End = L.AddrAt(P.Endp).value_or(*Start);
    // Records a flush took from the waiting list: dated when it wrote the bundle of the
    // instruction before them, else never.
    auto undated = [&](const Record &R) {
      return R.Flush && !R.isRegion() && !R.Dropped &&
             (R.Anchor < 0 || !L.Queued(P.Anchors[size_t(R.Anchor)], R.Flush));
    };
    if ((P.TrailingAt && (P.TrailingAnchor < 0 || !L.Queued(P.Anchors[size_t(P.TrailingAnchor)], P.TrailingAt))) ||
        std::any_of(P.Records.begin(), P.Records.end(), undated)) {
      DE.error(P.Endp->Loc, "Insn slot not set in unwind record."); // GNU as's words and place
      continue;
    }
    std::vector<uint64_t> Slot;
    if (!placeRecords(P, slotAt(End), L, Slot))
      continue;
    if (!std::exchange(Any, true))
      Out.FirstInfo = P.Handler ? P.Handler : P.Endp;
    if (!Out.FirstEndp)
      Out.FirstEndp = P.Endp;

    std::vector<uint8_t> Desc;
    encodeRecords(P.Records, Slot, Desc);
    while (Desc.size() % 8)
      Desc.push_back(0);
    while (Out.Info.size() % 8) // after handler data; the section does not end padded
      Out.Info.push_back(0);
    const uint64_t InfoOff = Out.Info.size();
    infoHeader(P, Desc, Out, L.Order);
    handlerData(P, L, Out, DE); // written with or without a personality

    const uint64_t Entry = Out.Table.size();
    const Reloc Segrel = inByteOrder(Reloc::SEGREL64LSB, L.Order);
    Out.TableRelocs.push_back({UnwindReloc::To::CodeSection, Entry, Segrel, {}, int64_t(*Start)});
    Out.TableRelocs.push_back({UnwindReloc::To::CodeSection, Entry + 8, Segrel, {}, int64_t(End)});
    Out.TableRelocs.push_back({UnwindReloc::To::InfoSection, Entry + 16, Segrel, {}, int64_t(InfoOff)});
    Out.Table.resize(Out.Table.size() + 24, 0);
  }
  if (!Any)
    return std::nullopt;
  return Out;
}

} // namespace epic::emit
