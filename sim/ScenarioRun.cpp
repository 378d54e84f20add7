#include "sim/ScenarioRun.h"
#include <algorithm>

namespace epic::sim {

namespace {

std::string hex(uint64_t V) { return scenarioHex(V); }

/// PSR bit positions by their SDM names; cpl and ri are two bits wide.
std::optional<std::pair<unsigned, unsigned>> psrField(const std::string &N) {
  static const std::map<std::string, unsigned> Bits = {
      {"be", psr::BE}, {"up", psr::UP}, {"ac", psr::AC}, {"mfl", psr::MFL}, {"mfh", psr::MFH}, {"ic", psr::IC},
      {"i", psr::I},   {"pk", psr::PK}, {"dt", psr::DT}, {"dfl", psr::DFL}, {"dfh", psr::DFH}, {"sp", psr::SP},
      {"pp", psr::PP}, {"di", psr::DI}, {"si", psr::SI}, {"db", psr::DB},   {"lp", psr::LP},   {"tb", psr::TB},
      {"rt", psr::RT}, {"cpl", psr::CPL}, {"is", psr::IS}, {"mc", psr::MC}, {"it", psr::IT},   {"id", psr::ID},
      {"da", psr::DA}, {"dd", psr::DD}, {"ss", psr::SS}, {"ri", psr::RI},   {"ed", psr::ED},   {"bn", psr::BN},
      {"ia", psr::IA}};
  auto It = Bits.find(N);
  if (It == Bits.end()) return std::nullopt;
  return std::pair{It->second, N == "cpl" || N == "ri" ? 2u : 1u};
}

uint64_t cfmField(const FrameMarker &F, const std::string &N) {
  if (N == "sof") return F.Sof;
  if (N == "sol") return F.Sol;
  if (N == "sor") return F.Sor;
  if (N == "rrb_gr") return F.RrbGr;
  if (N == "rrb_fr") return F.RrbFr;
  return F.RrbPr;
}

uint64_t rrField(uint64_t Rr, const std::string &N) {
  if (N == "rid") return (Rr >> 8) & 0xffffff;
  if (N == "ps") return (Rr >> 2) & 0x3f;
  return Rr & 1;
}

} // namespace

bool ScenarioOutcome::ok() const {
  if (!Error.empty()) return false;
  return std::all_of(Results.begin(), Results.end(), [](const ExpectationResult &R) { return R.Ok; });
}

ScenarioRunner::ScenarioRunner(const ScenarioSpec &S, const model::MachineModel &MM)
    : Spec(S), MM(MM), C(Mem), T(MM, C) {}

llvm::Error ScenarioRunner::warmUp(const std::vector<LinkInput> &Objects) {
  auto Pre = std::make_unique<ScenarioRunner>(Spec, MM);
  if (llvm::Error E = Pre->load(Objects)) return E;
  Pre->run(true);
  T.adoptPredictors(Pre->T);
  return llvm::Error::success();
}

llvm::Expected<uint64_t> ScenarioRunner::resolve(const AddrValue &V) const {
  if (V.Sym.empty()) return V.Num + uint64_t(V.Add);
  auto It = Img.Symbols.find(V.Sym);
  if (It == Img.Symbols.end()) return ir::makeError(V.Loc, "the program has no symbol '" + V.Sym + "'");
  return It->second + uint64_t(V.Add);
}

bool ScenarioRunner::mappable(uint64_t Va, uint64_t Size, uint64_t PageBytes, size_t Rids) const {
  // Whole pages of the region's size, once per RID.
  uint64_t Lo = Va & ~(PageBytes - 1);
  if (Va > UINT64_MAX - PageBytes || Size > UINT64_MAX - PageBytes - Va) return false; // wraps
  uint64_t Span = ((Va + Size + PageBytes - 1) & ~(PageBytes - 1)) - Lo;
  return Span <= Memory::MaxMappedBytes / std::max<size_t>(Rids, 1) && Mem.canMap(Lo, Span * Rids);
}

llvm::Error ScenarioRunner::claimPages(uint32_t Rid, uint64_t Lo, uint64_t Hi, const std::string &What,
                                       bool Exclusive, const ir::SourceLoc &Loc) {
  // Memory is keyed by (RID, offset in the region): two regions under one
  // RID reach the same page at the same offset, as on the hardware; a
  // scenario that places two things there would see one overwrite the other.
  for (uint64_t P = Lo; P < Hi; P += Memory::PageSize) {
    auto [It, New] = Owners.try_emplace({Rid, (P & ((uint64_t(1) << 61) - 1)) / Memory::PageSize},
                                        PageOwner{What, P, Exclusive});
    if (New) continue;
    const PageOwner &O = It->second;
    unsigned RegionNew = unsigned(P >> 61), RegionOld = unsigned(O.Va >> 61);
    if (RegionNew == RegionOld && !Exclusive && !O.Exclusive) continue;
    std::string Msg = What + " shares the page " + hex(P) + " of RID " + hex(Rid) + " with " + O.What;
    if (RegionNew != RegionOld)
      Msg += " at " + hex(O.Va) + " in region " + std::to_string(RegionOld) + " (regions " +
             std::to_string(RegionOld) + " and " + std::to_string(RegionNew) +
             " have the same RID: give them their own in initial.rr, or place the two apart)";
    return ir::makeError(Loc, Msg);
  }
  return llvm::Error::success();
}

uint64_t ScenarioRunner::pageSizeOf(uint64_t Va) const {
  unsigned Ps = unsigned((C.S.Rr[Va >> 61] >> 2) & 0x3f);
  return Ps >= 12 && Ps < 40 ? uint64_t(1) << Ps : Memory::PageSize;
}

// instruction_tlb: each code section not placed with `itr: false` gets an
// instruction translation register (as a kernel maps its text: Linux's
// head.s with itr.i), one aligned page of the smallest size that holds the
// section, with the section's rights, present and accessed.
void ScenarioRunner::mapCodeByTrs() {
  unsigned Slot = 0;
  for (const LinkedSection &X : Img.Sections) {
    auto It = Spec.Sections.find(X.Name);
    if (!X.Exec || X.Bytes.empty() || (It != Spec.Sections.end() && !It->second.Itr) || Slot == TlbModel::TrSlots)
      continue;
    PageRights R = It != Spec.Sections.end() ? PageRights{It->second.Ar, It->second.Pl, true} : PageRights{3, 3, true};
    unsigned Ps = 12;
    while (Ps < 61 && (X.Addr >> Ps) != ((X.Addr + X.Bytes.size() - 1) >> Ps))
      ++Ps;
    uint64_t Va = X.Addr & ~((uint64_t(1) << Ps) - 1);
    uint64_t Pte = 1 | uint64_t(1) << pte::A | uint64_t(1) << pte::D | uint64_t(R.PL) << pte::PlShift |
                   uint64_t(R.AR) << pte::ArShift | (Va & pte::PpnMask);
    uint32_t Rid = Mem.ridOf(Va);
    C.Xlat->insertTr(true, Slot++, Va, Rid, Pte, uint64_t(Ps) << 2 | uint64_t(Rid) << 8);
  }
}

llvm::Error ScenarioRunner::place(const LinkedSection &S) {
  auto It = Spec.Sections.find(S.Name);
  PageRights R{3, 3, true};
  std::vector<uint32_t> Rids;
  if (It != Spec.Sections.end()) {
    R = PageRights{It->second.Ar, It->second.Pl, true};
    Rids = It->second.Rids;
  }
  if (Rids.empty()) Rids.push_back(Mem.ridOf(S.Addr));
  uint64_t Ps = pageSizeOf(S.Addr);
  uint64_t Lo = S.Addr & ~(Ps - 1), Size = std::max<uint64_t>(S.Bytes.size(), 16);
  if (!mappable(S.Addr, Size, Ps, Rids.size()))
    return ir::makeError(It != Spec.Sections.end() ? It->second.Loc : Spec.Loc,
                         "section '" + S.Name + "' of " + hex(Size) + " bytes at " + hex(S.Addr) +
                             " does not fit in the simulated memory (at most " + hex(Memory::MaxMappedBytes) +
                             " bytes mapped in all)");
  uint64_t Hi = (S.Addr + Size + Ps - 1) & ~(Ps - 1);
  for (uint32_t Rid : Rids) {
    if (llvm::Error E = claimPages(Rid, Lo, Hi, "section '" + S.Name + "'", false,
                                   It != Spec.Sections.end() ? It->second.Loc : Spec.Loc))
      return E;
    Mem.mapIn(Rid, Lo, Hi - Lo, R);
    Mem.writeBytesIn(Rid, S.Addr, S.Bytes.data(), S.Bytes.size());
  }
  return llvm::Error::success();
}

llvm::Error ScenarioRunner::load(const std::vector<LinkInput> &Objects) {
  ArchState &S = C.S;
  // Region registers first: they decide under which RID things are mapped.
  for (auto &[N, Fields] : Spec.Initial.Rr) {
    uint64_t V = S.Rr[N];
    auto set = [&](unsigned Lo, unsigned W, uint64_t X) {
      uint64_t M = ((uint64_t(1) << W) - 1) << Lo;
      V = (V & ~M) | ((X << Lo) & M);
    };
    for (auto &[F, X] : Fields) {
      if (F == "rid") set(8, 24, X);
      else if (F == "ps") set(2, 6, X);
      else set(0, 1, X);
    }
    S.Rr[N] = V;
  }
  Mem.translateWith(&S.Rr);
  if (Spec.TlbTranslation.value_or(false)) {
    Tlbs = std::make_unique<TlbModel>();
    Tlbs->Walker = Spec.VhptWalker.value_or(true);
    C.Xlat = Tlbs.get();
  }

  LinkOptions LO;
  for (auto &[N, P] : Spec.Sections) LO.SectionAddr[N] = P.Va;
  LO.RequireAddresses = !Spec.Sections.empty();
  auto L = linkObjects(Objects, LO);
  if (!L) return ir::makeError(Spec.Loc, llvm::toString(L.takeError()));
  Img = std::move(*L);
  for (auto &[N, P] : Spec.Sections)
    if (std::none_of(Img.Sections.begin(), Img.Sections.end(), [&](const LinkedSection &X) { return X.Name == N; }))
      return ir::makeError(P.Loc, "the program produces no section '" + N + "'");
  for (const LinkedSection &X : Img.Sections)
    if (!X.Bytes.empty())
      if (llvm::Error E = place(X)) return E;
  if (Spec.InstructionTlb.value_or(false)) {
    if (!C.Xlat) return ir::makeError(Spec.Loc, "instruction_tlb needs 'translation: tlb'");
    C.Xlat->Fetch = true;
    mapCodeByTrs();
  }

  for (const MemRegionSpec &R : Spec.Memory) {
    if (!R.Va || !R.Size || !R.Ar || !R.Pl)
      return ir::makeError(R.Loc, "memory region '" + R.Name + "' needs va, size, ar and pl");
    if (R.Physical && !C.Xlat)
      return ir::makeError(R.Loc, "memory region '" + R.Name + "' is physical, but the scenario has no 'translation: tlb'");
    std::vector<uint32_t> Rids = R.Rids;
    if (R.Physical) Rids = {Core::PhysRid};
    if (Rids.empty()) Rids.push_back(Mem.ridOf(*R.Va));
    uint64_t Ps = R.Physical ? Memory::PageSize : pageSizeOf(*R.Va);
    if (!mappable(*R.Va, *R.Size, Ps, Rids.size()))
      return ir::makeError(R.Loc, "memory region '" + R.Name + "' of " + hex(*R.Size) + " bytes at " + hex(*R.Va) +
                                      " does not fit in the simulated memory (at most " +
                                      hex(Memory::MaxMappedBytes) + " bytes mapped in all)");
    uint64_t Lo = *R.Va & ~(Ps - 1), Hi = (*R.Va + *R.Size + Ps - 1) & ~(Ps - 1);
    for (uint32_t Rid : Rids) {
      if (llvm::Error E = claimPages(Rid, Lo, Hi, "memory region '" + R.Name + "'", true, R.Loc)) return E;
      Mem.mapIn(Rid, Lo, Hi - Lo, PageRights{*R.Ar, *R.Pl, true});
    }
    for (const MemWrite &W : R.Init) {
      // Sizes are capped when parsed, so the product cannot wrap.
      uint64_t Len = W.Values.size() * W.Width * W.Repeat;
      if (W.Offset > *R.Size || Len > *R.Size - W.Offset)
        return ir::makeError(W.Loc, "the write goes past the end of region '" + R.Name + "'");
      std::vector<uint8_t> Bytes;
      for (const AddrValue &V : W.Values) {
        auto X = resolve(V);
        if (!X) return X.takeError();
        for (unsigned B = 0; B < W.Width; ++B) Bytes.push_back(uint8_t(*X >> (8 * B)));
      }
      for (uint64_t K = 1, Once = Bytes.size(); K < W.Repeat; ++K)
        Bytes.insert(Bytes.end(), Bytes.begin(), Bytes.begin() + Once);
      for (uint32_t Rid : Rids) Mem.writeBytesIn(Rid, *R.Va + W.Offset, Bytes.data(), Bytes.size());
    }
  }
  return setInitialState();
}

llvm::Error ScenarioRunner::setInitialState() {
  ArchState &S = C.S;
  const InitialSpec &I = Spec.Initial;
  uint64_t Psr = 0;
  for (auto &[N, V] : I.Psr) {
    auto F = psrField(N);
    Psr |= (V & ((uint64_t(1) << F->second) - 1)) << F->first;
  }
  S.Psr = Psr;
  if (I.Cpl) S.setCpl(*I.Cpl);

  // The register stack: an empty dirty partition at ar.bspstore (= ar.bsp).
  FrameMarker F;
  auto cfm = [&](const char *N) { auto It = I.Cfm.find(N); return It == I.Cfm.end() ? 0u : unsigned(It->second); };
  F.Sof = cfm("sof");
  F.Sol = cfm("sol");
  F.Sor = cfm("sor");
  F.RrbGr = cfm("rrb_gr");
  F.RrbFr = cfm("rrb_fr");
  F.RrbPr = cfm("rrb_pr");
  std::optional<uint64_t> Bsp, BspStore;
  if (auto It = I.Ar.find("bsp"); It != I.Ar.end()) { auto V = resolve(It->second); if (!V) return V.takeError(); Bsp = *V; }
  if (auto It = I.Ar.find("bspstore"); It != I.Ar.end()) {
    auto V = resolve(It->second);
    if (!V) return V.takeError();
    BspStore = *V;
  }
  if (Bsp && BspStore && *Bsp != *BspStore)
    return ir::makeError(I.Ar.at("bsp").Loc, "ar.bsp and ar.bspstore must be equal at the start (no dirty registers)");
  S.Rse.reset(Bsp ? *Bsp : BspStore.value_or(0), F);

  // gp as the caller (ABI) and `sim IN.o` without a scenario set it: the
  // linked program's gp, unless initial.gr names r1.
  C.setGr(1, Img.Gp);
  for (auto &[N, V] : I.Gr) {
    auto X = resolve(V);
    if (!X) return X.takeError();
    if (!C.setGr(N, *X)) return ir::makeError(V.Loc, "r" + std::to_string(N) + " is outside the initial frame (cfm.sof)");
  }
  for (unsigned N : I.Nat) C.setGr(N, C.gr(N), true);
  for (auto &[N, V] : I.Fr) C.fr(N) = FpReg{V.Sig, V.Exp, V.Sign};
  if (I.Pr)
    for (unsigned P = 1; P < 64; ++P) C.setPr(P, (*I.Pr >> P) & 1);
  for (auto &[N, V] : I.Br) {
    auto X = resolve(V);
    if (!X) return X.takeError();
    S.Br[N] = *X;
  }
  for (auto &[N, V] : I.Ar) {
    if (N == "bsp" || N == "bspstore") continue;
    auto X = resolve(V);
    if (!X) return X.takeError();
    if (!writeRegister(C, "ar." + N, *X)) return ir::makeError(V.Loc, "cannot set ar." + N);
  }
  for (auto &[N, V] : I.Cr) {
    auto X = resolve(V);
    if (!X) return X.takeError();
    if (!writeRegister(C, "cr." + N, *X)) return ir::makeError(V.Loc, "cannot set cr." + N);
  }
  for (size_t K = 0; K < I.Pkr.size() && K < S.Pkr.size(); ++K)
    S.Pkr[K] = (I.Pkr[K].first << 8) | (I.Pkr[K].second & 0xf);

  if (!I.Entry) return ir::makeError(I.Loc, "initial needs 'entry'");
  auto E = resolve(*I.Entry);
  if (!E) return E.takeError();
  // The interval's ends name symbols of the program: checked here, where a
  // missing one is an error at its place in the file.
  for (const std::optional<AddrValue> &M : {Spec.MeasureFrom, Spec.MeasureTo})
    if (M)
      if (auto A = resolve(*M); !A) return A.takeError();
  S.Ip = *E;
  S.Slot = 0;
  C.Strict = Spec.Strict.value_or(true);
  return llvm::Error::success();
}

llvm::Error ScenarioRunner::setEntry(const std::string &Sym) {
  auto It = Img.Symbols.find(Sym);
  if (It == Img.Symbols.end())
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "no symbol '%s' for --entry", Sym.c_str());
  C.S.Ip = It->second;
  C.S.Slot = 0;
  return llvm::Error::success();
}

ScenarioOutcome ScenarioRunner::run(bool Timed) {
  ScenarioOutcome O;
  if (Timed) C.Listener = &T;
  EndCondition End;
  const EndSpec &ES = Spec.End;
  End.MaxInsts = ES.Budget;
  if (ES.K == EndSpec::ReturnTo) {
    auto A = resolve(ES.At);
    if (!A) { O.Error = llvm::toString(A.takeError()); return O; }
    End.ReturnTo = *A;
  } else if (ES.K == EndSpec::Break) {
    End.BreakImm = ES.BreakImm;
  } else {
    End.RfiToUser = true;
  }

  // Runs until the bundle at `Where` is about to issue (`measure.from` /
  // `measure.to`); false, with the reason in O, when the run ends first.
  // Already there: nothing to run (from), or an error (to).
  auto runTo = [&](const AddrValue &Where, const char *Key, bool HereIsError) {
    auto At = resolve(Where);
    if (!At) { O.Error = llvm::toString(At.takeError()); return false; }
    if (*At == C.S.Ip) {
      if (HereIsError) O.Error = std::string(Key) + " (" + Where.text() + ") is where the interval starts";
      return !HereIsError;
    }
    EndCondition Until = End;
    Until.ReturnTo = *At;
    C.End = Until;
    StopInfo S = C.run();
    if (S.K == StopInfo::ReturnTo && C.S.Ip == *At) return true;
    O.Stop = S;
    O.Error = "the run ended before reaching " + std::string(Key) + " (" + Where.text() + ")" +
              (S.Message.empty() ? "" : ": " + S.Message);
    return false;
  };

  // Up to `measure.from` untimed in the report (but through the same model,
  // so that predictors and the scoreboard are warm as in the real run).
  uint64_t Cyc0 = 0, Grp0 = 0, Bub0 = 0, Ins0 = 0, Nop0 = 0, Bun0 = 0, Mis0 = 0, Int0 = 0;
  std::map<std::string, uint64_t> Cnt0;
  if (Spec.MeasureFrom) {
    if (!runTo(*Spec.MeasureFrom, "measure.from", false)) return O;
    if (Timed) {
      T.finish();
      Cyc0 = T.engine().cycles();
      Grp0 = T.engine().groups();
      Bub0 = T.engine().bubbles();
      Cnt0 = T.engine().counterTotals();
      Mis0 = T.mispredictions();
    }
    Ins0 = C.Insts;
    Nop0 = C.Nops;
    Bun0 = C.Bundles;
    Int0 = C.Interruptions;
  }
  // The interval's end: the run's end, or the first time `measure.to` is
  // about to issue (the run then goes on to its end for the expectations).
  auto closeInterval = [&] {
    if (Timed) {
      T.finish();
      O.Cycles = T.engine().cycles() - Cyc0;
      O.Groups = T.engine().groups() - Grp0;
      O.Bubbles = T.engine().bubbles() - Bub0;
      for (auto &[N, V] : T.engine().counterTotals())
        if (uint64_t D = V - (Cnt0.count(N) ? Cnt0[N] : 0)) O.Counters[N] = D;
      O.Mispredicts = T.mispredictions() - Mis0;
    }
    O.Insts = C.Insts - Ins0;
    O.Nops = C.Nops - Nop0;
    O.Bundles = C.Bundles - Bun0;
    O.Interruptions = C.Interruptions - Int0;
  };
  if (Spec.MeasureTo) {
    if (!runTo(*Spec.MeasureTo, "measure.to", true)) return O;
    closeInterval();
  }
  C.End = End;
  O.StartCycle = Cyc0;
  O.Stop = C.run();
  if (!Spec.MeasureTo) closeInterval();

  if (O.Stop.K == StopInfo::Error) O.Error = O.Stop.Message;
  else if (O.Stop.K == StopInfo::Budget) O.Error = "the instruction budget (" + std::to_string(ES.Budget) + ") ran out";
  else if (ES.K == EndSpec::ReturnTo && ES.Cpl && C.S.cpl() != *ES.Cpl)
    O.Error = "reached " + ES.At.text() + " at cpl " + std::to_string(C.S.cpl()) + ", expected cpl " + std::to_string(*ES.Cpl);
  checkExpectations(O, O.Cycles, O.Bubbles);
  return O;
}

void ScenarioRunner::checkExpectations(ScenarioOutcome &O, uint64_t Cycles, uint64_t Bubbles) {
  ArchState &S = C.S;
  for (const ExpectItem &X : Spec.Expect) {
    ExpectationResult R{X.Name, false, ""};
    // The expected bounds (symbols resolved); the first error, if any, is the detail.
    std::string Err;
    auto value = [&](const AddrValue &V) -> uint64_t {
      auto Got = resolve(V);
      if (Got) return *Got;
      std::string E = llvm::toString(Got.takeError());
      if (Err.empty()) Err = E;
      return 0;
    };
    uint64_t Lo = value(X.Value.Min), Hi = value(X.Value.Max);
    if (!Err.empty() && !X.Todo) {
      R.Detail = Err;
      O.Results.push_back(R);
      continue;
    }
    auto within = [&](uint64_t Got) {
      R.Ok = X.Value.IsRange ? Got >= Lo && Got <= Hi : Got == Lo;
      R.Detail = "expected " + X.Value.text() + ", got " + hex(Got);
    };
    switch (X.K) {
    case ExpectItem::Cpl: within(S.cpl()); break;
    case ExpectItem::Ip: within(S.Ip); break;
    case ExpectItem::Stop: {
      static constexpr const char *Names[] = {"none", "budget", "return", "rfi_to_user", "break", "error"};
      R.Ok = X.Reg == Names[O.Stop.K];
      R.Detail = "expected " + X.Reg + ", got " + Names[O.Stop.K];
      break;
    }
    case ExpectItem::Psr: {
      auto F = psrField(X.Reg);
      within((S.Psr >> F->first) & ((uint64_t(1) << F->second) - 1));
      break;
    }
    case ExpectItem::Gr:
    case ExpectItem::Br:
    case ExpectItem::Ar:
    case ExpectItem::Cr: {
      auto V = readRegister(C, X.Reg);
      if (!V) { R.Detail = X.Reg + " is not in the final frame"; break; }
      within(*V);
      break;
    }
    case ExpectItem::Nat:
      if (X.Index >= 32 && !S.Rse.inFrame(X.Index)) { R.Detail = X.Reg + " is not in the final frame"; break; }
      within(C.nat(X.Index));
      break;
    case ExpectItem::Pr: {
      uint64_t V = 1;
      for (unsigned P = 1; P < 64; ++P) V |= uint64_t(C.pr(P)) << P;
      R.Ok = (V & *X.Mask) == (Lo & *X.Mask);
      R.Detail = "expected " + hex(Lo) + " under mask " + hex(*X.Mask) + ", got " + hex(V);
      break;
    }
    case ExpectItem::Rr: within(rrField(S.Rr[X.Index], X.Reg)); break;
    case ExpectItem::Cfm: within(cfmField(S.Rse.cfm(), X.Reg)); break;
    case ExpectItem::Fr: {
      const FpReg &F = C.fr(X.Index);
      auto img = [](uint64_t Sig, uint32_t Exp, bool Sign) {
        return "{sig " + hex(Sig) + ", exp " + hex(Exp) + ", sign " + std::to_string(Sign) + "}";
      };
      R.Ok = F == FpReg{X.FrValue.Sig, X.FrValue.Exp, X.FrValue.Sign};
      R.Detail = "expected " + img(X.FrValue.Sig, X.FrValue.Exp, X.FrValue.Sign) + ", got " +
                 img(F.Significand, F.Exponent, F.Sign);
      break;
    }
    case ExpectItem::Memory: {
      auto Va = resolve(X.Va);
      if (!Va) { R.Detail = llvm::toString(Va.takeError()); break; }
      uint32_t Rid = X.Rid ? *X.Rid : Mem.ridOf(*Va);
      uint64_t Got = 0;
      if (Mem.readIn(Rid, *Va, X.Width, Got) != MemFault::None) {
        R.Detail = hex(*Va) + " is not mapped under RID " + hex(Rid);
        break;
      }
      uint64_t M = X.Mask.value_or(~uint64_t(0));
      if (X.Width < 8) M &= (uint64_t(1) << (8 * X.Width)) - 1;
      R.Ok = (Got & M) == (Lo & M);
      R.Detail = "expected " + hex(Lo & M) + ", got " + hex(Got & M) + (X.Mask ? " (masked)" : "");
      break;
    }
    case ExpectItem::Tlb: {
      auto Va = resolve(X.Va);
      if (!Va) { R.Detail = llvm::toString(Va.takeError()); break; }
      const TlbEntry *E = C.Xlat ? C.Xlat->lookup(X.Reg == "i", *Va, uint32_t(S.Rr[*Va >> 61] >> 8 & 0xffffff)) : nullptr;
      if (!E) { R.Detail = "no translation of " + hex(*Va) + (C.Xlat ? "" : " (the scenario has no TLB)"); break; }
      within(E->physical(*Va));
      break;
    }
    case ExpectItem::CyclesMax:
    case ExpectItem::BubblesMax: {
      uint64_t Got = X.K == ExpectItem::CyclesMax ? Cycles : Bubbles;
      if (X.Todo) {
        R.Ok = true;
        R.Detail = "no budget yet (TODO); measured " + std::to_string(Got);
        break;
      }
      R.Ok = Got <= Hi;
      R.Detail = "budget " + std::to_string(Hi) + ", measured " + std::to_string(Got);
      break;
    }
    }
    O.Results.push_back(R);
  }
}

} // namespace epic::sim
