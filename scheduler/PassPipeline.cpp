#include "scheduler/PassPipeline.h"
#include "ir/Template.h"
#include "scheduler/Passes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include <cmath>
#include <cstdio>

namespace epic::sched {

namespace {

struct PassEntry {
  llvm::StringRef Name, Class, What, Params;
  bool Internal, Analysis;
};

// The registry, from PassRegistry.def (class names as PassInfoMixin::name()
// gives them, for the instrumentation's class -> pass name map).
const std::vector<PassEntry> &registry() {
  static const std::vector<PassEntry> R = {
#define REGION_PASS(NAME, CLASS, WHAT) {NAME, "epic::sched::" #CLASS, WHAT, "", false, false},
#define REGION_PASS_WITH_PARAMS(NAME, CLASS, WHAT, PARAMS) {NAME, "epic::sched::" #CLASS, WHAT, PARAMS, false, false},
#define INTERNAL_REGION_PASS(NAME, CLASS, WHAT) {NAME, "epic::sched::" #CLASS, WHAT, "", true, false},
#define REGION_ANALYSIS(NAME, CLASS, WHAT) {NAME, "epic::sched::" #CLASS, WHAT, "", false, true},
#include "scheduler/PassRegistry.def"
  };
  return R;
}

const PassEntry *findPass(llvm::StringRef Name) {
  for (const PassEntry &E : registry())
    if (E.Name == Name)
      return &E;
  return nullptr;
}

llvm::Error fail(const llvm::Twine &Msg) {
  return llvm::createStringError(std::make_error_code(std::errc::invalid_argument), Msg);
}

// The passes every pipeline runs, in this order (PipelineSpec says why).
constexpr llvm::StringLiteral Order[] = {"schedule", "bundle", "predict", "verify"};

llvm::Error parseScheduleParams(llvm::StringRef Params, PipelineSpec &S) {
  llvm::SmallVector<llvm::StringRef> Parts;
  Params.split(Parts, ';', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef P : Parts) {
    std::optional<SolverKind> K = P == "z3"        ? std::optional(SolverKind::Z3)
                                  : P == "list"    ? std::optional(SolverKind::List)
                                  : P == "inorder" ? std::optional(SolverKind::InOrder)
                                                   : std::nullopt;
    if (K) {
      if (S.Solver)
        return fail("schedule<" + Params + ">: more than one solver");
      S.Solver = K;
    } else if (P.consume_front("time-limit=")) {
      double T = 0;
      if (P.getAsDouble(T) || !std::isfinite(T) || !(T > 0 && T <= 86400))
        return fail("schedule<time-limit=" + P + ">: needs seconds above 0 and at most 86400");
      S.TimeLimitSec = T;
    } else {
      return fail("invalid schedule parameter '" + P + "' (z3, list, inorder, time-limit=S)");
    }
  }
  return llvm::Error::success();
}

} // namespace

llvm::Expected<PipelineSpec> parsePipeline(llvm::StringRef Text) {
  PipelineSpec S;
  llvm::SmallVector<llvm::StringRef> Items;
  Text.split(Items, ',');
  std::vector<std::string> Names;
  for (llvm::StringRef Item : Items) {
    Item = Item.trim();
    llvm::StringRef Name = Item, Params;
    if (size_t Lt = Item.find('<'); Lt != llvm::StringRef::npos) {
      if (!Item.ends_with(">"))
        return fail("invalid pass '" + Item + "': parameters are written NAME<P1;P2>");
      Name = Item.take_front(Lt);
      Params = Item.drop_front(Lt + 1).drop_back();
    }
    if (Name.empty())
      return fail("empty pass name in pipeline '" + Text + "'");
    const PassEntry *E = findPass(Name);
    if (!E)
      return fail("unknown pass name '" + Name + "' (epicsched sched --list-passes lists them)");
    if (E->Analysis)
      return fail("'" + Name + "' is an analysis: passes ask for it, a pipeline does not name it");
    if (E->Internal)
      return fail("'" + Name + "' is run by the scheduler itself (" + E->What + "), not in a pipeline");
    if (!Params.empty() && E->Params.empty())
      return fail("pass '" + Name + "' takes no parameters");
    if (Name == "schedule")
      if (llvm::Error Err = parseScheduleParams(Params, S))
        return std::move(Err);
    if (Name == "rename") {
      if (!Names.empty())
        return fail("'rename' must come first (the dependence problem is built from the renamed code)");
      if (Params.empty() || Params == "pool")
        S.Rename = RenameMode::Pool;
      else if (Params == "abi")
        S.Rename = RenameMode::Abi;
      else if (Params == "auto")
        S.Rename = RenameMode::Auto;
      else
        return fail("invalid rename parameter '" + Params + "' (pool, abi, auto)");
      continue;
    }
    Names.push_back(Name.str());
  }
  std::vector<std::string> Want(std::begin(Order), std::end(Order));
  if (Names != Want)
    return fail("pipeline '" + Text + "' must run schedule, bundle, predict and verify in that order, each once, "
                "after an optional rename "
                "(the scheduler compares predicted, verified results before it writes anything)");
  return S;
}

llvm::Expected<SchedOptions> applyPipeline(SchedOptions O) {
  if (O.Pipeline.empty())
    return O;
  auto S = parsePipeline(O.Pipeline);
  if (!S)
    return S.takeError();
  O.Rename = S->Rename;
  if (S->Solver)
    O.Solver = *S->Solver;
  if (S->TimeLimitSec)
    O.TimeLimitSec = *S->TimeLimitSec;
  return O;
}

std::string pipelineText(const SchedOptions &O) {
  std::string Solver = O.Solver == SolverKind::Z3 ? "z3" : O.Solver == SolverKind::List ? "list" : "inorder";
  std::string Params = Solver;
  if (O.Solver == SolverKind::Z3) {
    char Buf[32];
    std::snprintf(Buf, sizeof Buf, "%g", O.TimeLimitSec); // 10, 2.5: as the user writes it
    Params += ";time-limit=" + std::string(Buf);
  }
  std::string Rename = O.Rename == RenameMode::Abi    ? "rename<abi>,"
                       : O.Rename == RenameMode::Pool ? "rename<pool>,"
                       : O.Rename == RenameMode::Auto ? "rename<auto>,"
                                                      : "";
  return Rename + "schedule<" + Params + ">,bundle,predict,verify";
}

std::string defaultPipelineText() { return pipelineText(SchedOptions{}); }

std::string describePasses() {
  std::string Out;
  for (const PassEntry &E : registry()) {
    std::string Head = E.Params.empty() ? E.Name.str() : (E.Name + "<" + E.Params + ">").str();
    Out += llvm::formatv("  {0,-34} {1}{2}\n", Head, E.What,
                         E.Analysis ? " (analysis)" : E.Internal ? " (internal)" : "")
               .str();
  }
  return Out;
}

llvm::StringRef passNameForClass(llvm::StringRef ClassName) {
  for (const PassEntry &E : registry())
    if (E.Class == ClassName)
      return E.Name;
  return ClassName;
}

namespace {

/// Our IR unit in text: the region's instructions (before bundling, in
/// source order) or its bundles, and what the passes have measured so far.
void printUnit(const RegionUnit &U, llvm::raw_ostream &OS) {
  OS << "; region " << U.R.Name;
  if (!U.R.Procedure.empty())
    OS << " (procedure " << U.R.Procedure << ")";
  OS << ", " << U.R.Insts.size() << " instructions\n";
  if (U.Emitted.empty()) {
    for (size_t Idx : U.R.Insts)
      OS << "\t" << ir::toString(std::get<ir::Inst>(U.M.Sections[U.R.Section].Stmts[Idx])) << "\n";
  } else {
    for (const EmittedBundle &B : U.Emitted) {
      const ir::TemplateInfo &T = ir::templateInfo(B.Template);
      // The family's name (`.mmi`); its stops are printed as `;;`, as in the output.
      OS << "\t{ ." << ir::templateInfo(uint8_t(B.Template & 0x1e)).Name << "\n";
      for (size_t S = 0; S < B.Insts.size(); ++S) {
        unsigned Pos = (T.Slots[1] == ir::Unit::L && S == 1) ? 2 : unsigned(S);
        OS << "\t  " << ir::toString(B.Insts[S]) << ((T.StopMask >> Pos & 1) ? " ;;" : "") << "\n";
      }
      OS << "\t}\n";
    }
  }
  const RegionStats &S = U.Stats;
  if (!S.Solver.empty())
    OS << "; solver " << S.Solver << ": schedule " << S.ScheduleLength << " cycles, lower bound " << S.LowerBound
       << "\n";
  if (S.Cycles)
    OS << "; predicted " << S.Cycles << " cycles, " << S.Groups << " groups, " << S.Bubbles << " bubbles\n";
  for (const std::string &P : U.Problems)
    OS << "; verifier: " << P << "\n";
}

bool listed(const std::vector<std::string> &Names, llvm::StringRef Pass) { return llvm::is_contained(Names, Pass); }

} // namespace

llvm::Expected<std::unique_ptr<PipelineInstrumentation>>
PipelineInstrumentation::create(const InstrumentationOptions &O, llvm::raw_ostream &OS) {
  for (const auto *L : {&O.PrintBefore, &O.PrintAfter})
    for (const std::string &N : *L) {
      const PassEntry *E = findPass(N);
      if (!E || E->Analysis)
        return fail("--print-before/--print-after: unknown pass name '" + N + "'");
    }
  return std::unique_ptr<PipelineInstrumentation>(new PipelineInstrumentation(O, OS));
}

PipelineInstrumentation::PipelineInstrumentation(const InstrumentationOptions &O, llvm::raw_ostream &OS)
    : Opts(O), OS(OS) {
  for (const PassEntry &E : registry())
    PIC.addClassToPassName(E.Class, E.Name);
  auto unit = [](llvm::Any IR) -> const RegionUnit * {
    auto **U = llvm::any_cast<const RegionUnit *>(&IR);
    return U ? *U : nullptr;
  };
  auto isPassManager = [](llvm::StringRef ClassName) { return ClassName.starts_with("llvm::PassManager"); };
  if (Opts.DebugPassManager) {
    PIC.registerBeforeNonSkippedPassCallback([this, unit, isPassManager](llvm::StringRef P, llvm::Any IR) {
      if (const RegionUnit *U = unit(IR); U && !isPassManager(P))
        this->OS << "Running pass: " << passNameForClass(P) << " on region " << U->R.Name << "\n";
    });
    PIC.registerBeforeAnalysisCallback([this, unit](llvm::StringRef P, llvm::Any IR) {
      if (const RegionUnit *U = unit(IR); U && P != "llvm::PassInstrumentationAnalysis")
        this->OS << "Running analysis: " << passNameForClass(P) << " on region " << U->R.Name << "\n";
    });
  }
  // One dump: "Before"/"After" pass P, when all or P are asked for.
  auto dump = [this, unit, isPassManager](const char *When, bool All, const std::vector<std::string> &Names,
                                          llvm::StringRef P, llvm::Any IR) {
    llvm::StringRef Name = passNameForClass(P);
    const RegionUnit *U = unit(IR);
    if (!U || isPassManager(P) || !(All || listed(Names, Name)))
      return;
    this->OS << "; *** IR Dump " << When << " " << Name << " on region " << U->R.Name << " ***\n";
    printUnit(*U, this->OS);
  };
  if (Opts.PrintBeforeAll || !Opts.PrintBefore.empty())
    PIC.registerBeforeNonSkippedPassCallback(
        [this, dump](llvm::StringRef P, llvm::Any IR) { dump("Before", Opts.PrintBeforeAll, Opts.PrintBefore, P, IR); });
  if (Opts.PrintAfterAll || !Opts.PrintAfter.empty())
    PIC.registerAfterPassCallback([this, dump](llvm::StringRef P, llvm::Any IR, const llvm::PreservedAnalyses &) {
      dump("After", Opts.PrintAfterAll, Opts.PrintAfter, P, IR);
    });
  if (Opts.TimePasses) {
    Timer = std::make_unique<llvm::TimePassesHandler>(true);
    Timer->setOutStream(OS);
    Timer->registerCallbacks(PIC);
  }
}

void PipelineInstrumentation::finish() {
  if (Timer) {
    Timer->print();
    Timer.reset();
  }
  OS.flush();
}

PipelineInstrumentation::~PipelineInstrumentation() { finish(); }

} // namespace epic::sched
