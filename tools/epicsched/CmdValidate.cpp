// `epicsched validate IN`: translation validation of `sched` in the
// simulator (driver/Validate.h, docs/scheduler.md "Validation").
// Exits 1 naming the region, seed and first differing register or memory
// word when the scheduled code ends in another state than the source.
#include "ir/Diagnostics.h"
#include "latency-db/MachineModel.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/PassOptions.h"
#include "views/Progress.h"
#include "tools/epicsched/Input.h"
#include "driver/ObjectBuild.h"
#include "tools/epicsched/OutputFile.h"
#include "driver/Validate.h"
#include "llvm/Object/ObjectFile.h"
#include "emitter/AsmPrinter.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace epic;

static constexpr uint64_t MaxStates = 100000;

static int runValidate(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"json", "check-prediction", "check-gas", "quiet", "self-test-drop-stop",
                              "self-test-break-recovery", "self-test-keep-dot",
                              "reschedule-explicit"},
                             {"states", "attempts", "seed", "solver", "time-limit", "gas", "print-labelled", "mcpu", "model",
                              "rename", "speculate"},
                             llvm::errs());
  if (!A) return 1;
  if (A->positional().size() != 1) {
    llvm::errs() << "error: usage: epicsched validate IN [--states=N] [--solver=z3|list|inorder] [--gas=GAS.o] "
                    "[--print-labelled=FILE.s] [--check-prediction] [--check-gas] [--json] [--reschedule-explicit]\n";
    return 1;
  }
  driver::ValidateOptions Opts;
  // Caps keep a mistyped count from running for ever (10 attempts per state).
  auto States = A->count("states", 20, 1, MaxStates), Attempts = A->count("attempts", 0, 0, 10 * MaxStates),
       Seed = A->count("seed", 1, 0, UINT64_MAX);
  if (!States || !Attempts || !Seed) return 1;
  Opts.States = *States;
  Opts.Progress = views::Progress::onTerminal(A->flag("quiet"));
  Opts.MaxAttempts = *Attempts ? *Attempts : 10 * *States;
  Opts.FirstSeed = *Seed;
  Opts.DropFirstStop = A->flag("self-test-drop-stop");
  Opts.BreakRecovery = A->flag("self-test-break-recovery");
  Opts.Sched.RescheduleExplicit = A->flag("reschedule-explicit");
  auto Rename = tool::renameOption(*A, llvm::errs());
  if (!Rename) return 1;
  Opts.Sched.Rename = *Rename;
  auto Speculate = tool::speculateOption(*A, llvm::errs());
  if (!Speculate) return 1;
  Opts.Sched.Speculate = *Speculate;
  std::string Solver = A->value("solver").value_or("z3");
  if (Solver == "z3") Opts.Sched.Solver = sched::SolverKind::Z3;
  else if (Solver == "list") Opts.Sched.Solver = sched::SolverKind::List;
  else if (Solver == "inorder") Opts.Sched.Solver = sched::SolverKind::InOrder;
  else {
    llvm::errs() << "error: unknown solver '" << Solver << "' (z3, list or inorder)\n";
    return 1;
  }
  auto Limit = A->seconds("time-limit", Opts.Sched.TimeLimitSec);
  if (!Limit) return 1;
  Opts.Sched.TimeLimitSec = *Limit;
  if (auto G = A->value("gas")) {
    auto Bytes = tool::readObjectFile(*G);
    if (!Bytes) return 1;
    // A file that is not an object is named here, not deep in a region's run.
    auto Obj = llvm::object::ObjectFile::createObjectFile(
        llvm::MemoryBufferRef(llvm::StringRef(reinterpret_cast<const char *>(Bytes->data()), Bytes->size()), *G));
    if (!Obj) {
      llvm::errs() << *G << ": error: " << llvm::toString(Obj.takeError()) << "\n";
      return 1;
    }
    Opts.GasObject = std::move(*Bytes);
  }

  const std::string In = A->positional()[0];
  ir::SourceManager SM;
  auto M = tool::loadInput(In, *A, SM);
  if (!M) return 1;
  ir::DiagnosticEngine DE(SM);
  auto MM = model::loadSelectedModel(A->value("model"), A->value("mcpu").value_or("itanium2"), SM);
  if (!MM) {
    tool::printLocatedError(MM.takeError(), SM);
    return 1;
  }
  // The source as sched prepares it, and GNU as's values of `.` in its operands from before
  // (driver/PrepareSource.h).
  driver::PrepareOptions PO;
  PO.RecordDots = true;
  PO.KeepDots = !A->flag("self-test-keep-dot");
  ir::DiagnosticEngine Warnings(SM);
  auto Prepared = driver::prepareForScheduling(*M, SM, PO, Warnings);
  Warnings.print(llvm::errs());
  if (!Prepared) {
    ir::consumeInto(Prepared.takeError(), DE);
    DE.print(llvm::errs());
    return 1;
  }
  Opts.Prepared = &*Prepared;
  auto N = driver::labelRegions(*M, SM, *MM, Opts.Sched.RescheduleExplicit);
  if (!N) {
    ir::consumeInto(N.takeError(), DE);
    DE.print(llvm::errs());
    return 1;
  }
  if (auto P = A->value("print-labelled")) {
    // The labelled source for GNU as -xauto (`--gas=` then compares cycles).
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    emit::PrintOptions PO;
    PO.Explicit = false; // as written: GNU as -xauto bundles it in source order
    emit::printModule(*M, OS, PO);
    return tool::writeOutput(*P, Text) ? 0 : 1;
  }
  auto V = driver::validateModule(*M, SM, *MM, Opts, llvm::errs());
  if (!V) {
    ir::consumeInto(V.takeError(), DE);
    DE.print(llvm::errs());
    return 1;
  }

  unsigned Passed = 0, Failed = 0, Skipped = 0, Timed = 0, PredChecked = 0, PredEqual = 0, GasTimed = 0,
           GasWorse = 0;
  uint64_t SumSrc = 0, SumSched = 0, SumGas = 0, SumGasOurs = 0;
  // Every path the states took (the fall-through and each taken exit).
  unsigned PathsTimed = 0, PathsSlower = 0, PathsPredicted = 0, PathsMispredicted = 0;
  uint64_t PathSrc = 0, PathSched = 0;
  for (const driver::RegionVerdict &R : *V) {
    Passed += R.St == driver::RegionVerdict::Passed;
    Failed += R.St == driver::RegionVerdict::Failed;
    Skipped += R.St == driver::RegionVerdict::Skipped;
    for (const driver::RegionCycles::Path &P : R.Cycles.Paths) {
      ++PathsTimed;
      PathSrc += P.Source;
      PathSched += P.Scheduled;
      PathsSlower += P.Scheduled > P.Source;
      PathsPredicted += P.Predicted.has_value();
      PathsMispredicted += P.Mispredicted();
    }
    if (R.Cycles.Valid) {
      ++Timed;
      PredChecked += R.Cycles.PredictionCompared != 0;
      PredEqual += R.Cycles.PredictionCompared != 0 && R.Cycles.PredictionMismatches == 0;
      SumSrc += R.Cycles.Source;
      SumSched += R.Cycles.Scheduled;
      if (R.Cycles.Gas) {
        ++GasTimed;
        SumGas += *R.Cycles.Gas;
        SumGasOurs += R.Cycles.Scheduled;
        GasWorse += R.Cycles.Scheduled > *R.Cycles.Gas;
      }
    }
  }
  bool Bad = Failed != 0;
  if (A->flag("check-prediction")) Bad |= PredEqual != PredChecked;
  if (A->flag("check-gas")) Bad |= GasWorse != 0;

  if (A->flag("json")) {
    llvm::json::Array Arr;
    for (const driver::RegionVerdict &R : *V) {
      llvm::json::Object O{{"region", R.Name},
                           {"procedure", R.Procedure},
                           {"instructions", R.Instructions},
                           {"status", R.St == driver::RegionVerdict::Passed   ? "passed"
                                      : R.St == driver::RegionVerdict::Failed ? "failed"
                                                                            : "skipped"},
                           {"states", R.StatesCompared},
                           {"rejected_states", R.StatesRejected}};
      if (!R.Reason.empty()) O["reason"] = R.Reason;
      if (!R.Uncompared.empty()) {
        llvm::json::Array U;
        for (unsigned Reg : R.Uncompared) U.push_back("r" + std::to_string(Reg));
        O["uncompared"] = std::move(U);
      }
      if (R.SpeculatedLoads) {
        O["speculated_loads"] = R.SpeculatedLoads;
        O["recovery_runs"] = R.RecoveryRuns;
        if (R.AdvancedLoads) {
          O["advanced_loads"] = R.AdvancedLoads;
          O["alias_runs"] = R.AliasRuns;
        }
      }
      if (R.St == driver::RegionVerdict::Failed) O["seed"] = int64_t(R.Seed);
      if (R.Cycles.Valid) {
        if (R.Cycles.HasPrediction) O["predicted_cycles"] = int64_t(R.Cycles.Predicted);
        O["source_cycles"] = int64_t(R.Cycles.Source);
        O["scheduled_cycles"] = int64_t(R.Cycles.Scheduled);
        O["prediction_mismatches"] = R.Cycles.PredictionMismatches;
        O["prediction_states"] = R.Cycles.PredictionCompared;
        if (R.Cycles.Gas) O["gas_cycles"] = int64_t(*R.Cycles.Gas);
      }
      if (!R.Cycles.Paths.empty()) {
        llvm::json::Array Ps;
        for (const driver::RegionCycles::Path &P : R.Cycles.Paths) {
          llvm::json::Object PO{{"exit", P.Exit},
                                {"taken", P.Taken},
                                {"source_cycles", int64_t(P.Source)},
                                {"scheduled_cycles", int64_t(P.Scheduled)},
                                {"mispredicts", int64_t(P.Mispredicts)},
                                {"states", P.States},
                                {"seed", int64_t(P.Seed)}};
          if (P.Predicted) {
            PO["predicted_cycles"] = int64_t(*P.Predicted);
            PO["prediction_differs"] = P.Mispredicted();
          }
          Ps.push_back(std::move(PO));
        }
        O["paths"] = std::move(Ps);
      }
      if (!R.GasNote.empty()) O["gas_note"] = R.GasNote;
      Arr.push_back(std::move(O));
    }
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(Arr))) << "\n";
  } else {
    for (const driver::RegionVerdict &R : *V) {
      if (A->flag("quiet") && R.St == driver::RegionVerdict::Passed) continue;
      const char *Tag = R.St == driver::RegionVerdict::Passed ? "PASS" : R.St == driver::RegionVerdict::Failed ? "FAIL" : "SKIP";
      llvm::outs() << Tag << " " << R.Name << " (" << R.Instructions << " instructions): ";
      if (R.St == driver::RegionVerdict::Failed)
        llvm::outs() << "seed " << R.Seed << ": " << R.Reason;
      else if (R.St == driver::RegionVerdict::Skipped)
        llvm::outs() << R.Reason;
      else
        llvm::outs() << R.StatesCompared << " states equal";
      if (!R.Uncompared.empty()) {
        llvm::outs() << " (renamed into";
        for (unsigned Reg : R.Uncompared) llvm::outs() << " r" << Reg;
        llvm::outs() << ", dead at every exit: not compared)";
      }
      if (R.SpeculatedLoads) {
        llvm::outs() << " (" << R.SpeculatedLoads << " load(s) speculated";
        if (R.AdvancedLoads)
          llvm::outs() << ", " << R.AdvancedLoads << " advanced above a store";
        llvm::outs() << "; recovery code ran in " << R.RecoveryRuns << " states";
        if (R.AdvancedLoads)
          llvm::outs() << ", " << R.AliasRuns << " of them with a store to an advanced load's bytes";
        llvm::outs() << ")";
      }
      if (R.Cycles.Valid) {
        llvm::outs() << "; cycles: source " << R.Cycles.Source << ", scheduled " << R.Cycles.Scheduled;
        if (R.Cycles.HasPrediction) llvm::outs() << ", predicted " << R.Cycles.Predicted;
        if (R.Cycles.Gas) llvm::outs() << ", gas -xauto " << *R.Cycles.Gas;
        if (R.Cycles.PredictionMismatches)
          llvm::outs() << " (prediction differs in " << R.Cycles.PredictionMismatches << " of "
                       << R.Cycles.PredictionCompared << " states; " << R.Cycles.FirstMismatch << ")";
      }
      if (R.Cycles.Paths.size() > 1 || (R.Cycles.Paths.size() == 1 && R.Cycles.Paths[0].Taken)) {
        llvm::outs() << "; paths:";
        for (const driver::RegionCycles::Path &P : R.Cycles.Paths)
        {
          llvm::outs() << (&P == &R.Cycles.Paths.front() ? " " : ", ") << (P.Taken ? "taken at " : "") << P.Exit
                       << " source " << P.Source << ", scheduled " << P.Scheduled;
          if (P.Predicted)
            llvm::outs() << ", predicted " << *P.Predicted << (P.Mispredicted() ? " (differs)" : "");
        }
      }
      if (R.GasStateDiffers) llvm::outs() << "; gas state differs: " << R.GasNote;
      llvm::outs() << "\n";
    }
    llvm::outs() << llvm::formatv("{0}: {1} regions: {2} passed, {3} failed, {4} skipped; {5} states each\n", In,
                                  V->size(), Passed, Failed, Skipped, Opts.States);
    llvm::outs() << llvm::formatv("cycles over {0} timed regions: source {1}, scheduled {2}; prediction equal "
                                  "in {3} of {4} regions with a state executing every instruction\n",
                                  Timed, SumSrc, SumSched, PredEqual, PredChecked);
    llvm::outs() << llvm::formatv("cycles over {0} timed paths (fall-through and taken exits): source {1}, "
                                  "scheduled {2}; scheduled slower on {3}; prediction differs on {4} of {5} "
                                  "predicted paths\n",
                                  PathsTimed, PathSrc, PathSched, PathsSlower, PathsMispredicted, PathsPredicted);
    if (Opts.GasObject)
      llvm::outs() << llvm::formatv("gas -xauto over {0} regions: gas {1}, scheduled {2}; scheduled slower in {3}\n",
                                    GasTimed, SumGas, SumGasOurs, GasWorse);
  }
  return Bad ? 1 : 0;
}

static tool::CommandRegistration R{
    {"validate",
     "validate IN [--states=N] [--solver=z3|list|inorder] [--gas=GAS.o] [--print-labelled=FILE.s] "
     "[--check-prediction] [--check-gas] [--json] [--reschedule-explicit] [--rename=auto|none|pool|abi] [--speculate=none|control|data|control,data] [--model=FILE.yaml]",
     "Run every region as written and as scheduled from random states in the simulator; compare the final states.",
     runValidate}};
