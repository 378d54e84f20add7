// `epicsched sched IN -o OUT.s|OUT.o`: reorder, bundle and insert stops in
// every schedulable region; print GNU-as explicit-mode assembly (or an
// object). --stats / --json report per procedure what the scheduler did.
#include "emitter/AsmPrinter.h"
#include "emitter/Assembler.h"
#include "emitter/ElfWriter.h"
#include "ir/Diagnostics.h"
#include "latency-db/MachineModel.h"
#include "scheduler/PassPipeline.h"
#include "scheduler/Rename.h"
#include "scheduler/Scheduler.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"
#include "driver/ObjectBuild.h"
#include "driver/PrepareSource.h"
#include "tools/epicsched/OutputFile.h"
#include "views/TimelineSvg.h"
#include "tools/epicsched/PassOptions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

using namespace epic;

namespace {
/// Per-procedure totals (regions of one .proc add up; code outside any
/// .proc is reported under its section's name).
struct ProcTotals {
  std::string Name;
  unsigned Instructions = 0, Bundles = 0, Nops = 0, Groups = 0, Regions = 0, Serializations = 0, Joined = 0,
           SplitStops = 0, OtherStops = 0;
  uint64_t Cycles = 0, Bubbles = 0;
  int ScheduleLength = 0, LowerBound = 0;
  bool Optimal = true;
  std::string Solver;
  double SolveMs = 0;
  // Likely side exits the objective favoured (one per region that has one).
  std::vector<std::string> Objectives;
  int TakenCycles = 0, TakenLowerBound = 0;
  unsigned Rescheduled = 0;                 // explicit regions replaced
  uint64_t ExplicitCycles = 0, ExplicitWritten = 0; // their predicted cycles, now and as written
  std::vector<std::string> KeptNotes;       // explicit regions kept as written, and why
  std::vector<std::string> EntryStops;      // regions entered in an open group that needed a stop, and why
  unsigned Renamed = 0;                     // values renamed (--rename)
  unsigned Speculated = 0;                  // loads speculated above an exit (--speculate=control)
  unsigned Advanced = 0;                    // loads advanced above a store (--speculate=data)
  std::vector<std::string> SpeculatedInto;  // the registers the code moved above exits writes
  std::vector<std::string> RenamedInto;     // the registers they took
};

std::vector<ProcTotals> totals(const std::vector<sched::RegionStats> &Stats) {
  std::vector<ProcTotals> Out;
  std::map<std::string, size_t> Index;
  for (const sched::RegionStats &S : Stats) {
    std::string Name = S.Procedure.empty() ? S.Name.substr(0, S.Name.find('#')) : S.Procedure;
    auto [It, New] = Index.try_emplace(Name, Out.size());
    if (New) {
      Out.push_back({});
      Out.back().Name = Name;
      Out.back().Solver = S.Solver;
    }
    ProcTotals &T = Out[It->second];
    T.Instructions += S.Instructions;
    T.Bundles += S.Bundles;
    T.Nops += S.Nops;
    T.Groups += S.groupsInTotal();
    T.Cycles += S.cyclesInTotal();
    T.Joined += S.SharesPreviousGroup;
    T.Bubbles += S.Bubbles;
    T.ScheduleLength += S.ScheduleLength;
    T.LowerBound += S.LowerBound;
    T.Optimal = T.Optimal && S.Optimal;
    T.SolveMs += S.SolveMs;
    T.Serializations += S.InsertedSerializations;
    T.SplitStops += S.DroppedSplitStops;
    T.OtherStops += S.DroppedStops;
    ++T.Regions;
    if (S.Objective != "fall-through") {
      T.Objectives.push_back(S.Objective);
      T.TakenCycles += S.TakenCycles;
      T.TakenLowerBound += S.TakenLowerBound;
    }
    if (!S.EntryStop.empty())
      T.EntryStops.push_back(S.Name + ": " + S.EntryStop);
    T.Renamed += S.RenamedValues;
    T.Speculated += S.SpeculatedLoads - S.AdvancedLoads;
    T.Advanced += S.AdvancedLoads;
    for (unsigned Reg : S.SpeculatedRegisters)
      T.SpeculatedInto.push_back("r" + std::to_string(Reg));
    for (unsigned Reg : S.DeadRegisters)
      T.RenamedInto.push_back("r" + std::to_string(Reg));
    if (S.Kept)
      T.KeptNotes.push_back(S.Name + " " + S.Status);
    else if (S.Explicit) {
      ++T.Rescheduled;
      T.ExplicitCycles += S.Cycles;
      T.ExplicitWritten += S.WrittenCycles;
    }
  }
  return Out;
}

/// `--explain=svg`: the predicted timeline of every scheduled region (or the
/// one `--region` names), its critical path outlined and its lower bound
/// drawn with the reason, stacked in one SVG file.
bool writeExplain(const std::vector<sched::RegionStats> &Stats, const tool::Args &A, const std::string &Out) {
  std::vector<std::pair<model::Timeline, views::TimelineSvgOptions>> Parts;
  auto Only = A.value("region");
  for (const sched::RegionStats &S : Stats) {
    if (!S.Timeline) continue;
    if (Only && *Only != S.Name && *Only != S.Procedure) continue;
    views::TimelineSvgOptions O;
    O.Title = S.Procedure.empty() ? S.Name : S.Procedure + ": " + S.Name;
    O.Title += " (" + S.Solver + "): predicted " + std::to_string(S.Cycles) + " cycles, lower bound " +
               std::to_string(S.LowerBound) + (S.LowerBoundWhy.empty() ? "" : " (" + S.LowerBoundWhy + ")");
    O.Id = "region-" + std::to_string(Parts.size());
    std::set<uint64_t> Crit(S.CriticalNodes.begin(), S.CriticalNodes.end());
    for (size_t R = 0; R < S.Timeline->Insts.size(); ++R)
      if (Crit.count(S.Timeline->Insts[R].Id)) O.CriticalRows.insert(int(R));
    O.LowerBound = uint64_t(S.LowerBound);
    O.LowerBoundWhy = "lower bound " + std::to_string(S.LowerBound) + ": " + S.LowerBoundWhy;
    Parts.push_back({*S.Timeline, std::move(O)});
  }
  if (Parts.empty()) {
    llvm::errs() << "error: --explain: no scheduled region" << (Only ? " named '" + *Only + "'" : std::string())
                 << "\n";
    return false;
  }
  std::string Svg;
  llvm::raw_string_ostream OS(Svg);
  views::writeTimelinesSvg(OS, Parts);
  return tool::writeOutput(Out, Svg);
}

} // namespace

static int runSched(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv,
                             {"stats", "json", "reschedule-explicit", "print-pipeline-passes", "list-passes",
                              "debug-pass-manager", "time-passes", "print-before-all", "print-after-all"},
                             {"solver", "time-limit", "mcpu", "model", "passes", "print-before", "print-after", "explain", "explain-output",
                              "region", "rename", "speculate"},
                             llvm::errs());
  if (!A)
    return 1;
  if (A->flag("list-passes")) {
    llvm::outs() << "Region passes (--passes=[rename<...>,]schedule<...>,bundle,predict,verify):\n" << sched::describePasses();
    return 0;
  }
  std::optional<std::string> ExplainOut;
  if (auto E = A->value("explain")) {
    if (*E != "svg") {
      llvm::errs() << "error: --explain takes 'svg', not '" << *E << "'\n";
      return 1;
    }
    ExplainOut = A->value("explain-output");
    if (!ExplainOut && A->value("o")) ExplainOut = *A->value("o") + ".svg";
    if (!ExplainOut) {
      llvm::errs() << "error: --explain=svg needs --explain-output=FILE.svg or -o OUT\n";
      return 1;
    }
    if (!tool::outputsDistinctFromInputs(A->positional(), {*ExplainOut})) return 1;
  }
  if (A->positional().size() != 1 && !A->flag("print-pipeline-passes")) {
    llvm::errs() << "error: usage: epicsched sched IN -o OUT.s|OUT.o [--solver=z3|list|inorder] "
                    "[--reschedule-explicit]\n";
    return 1;
  }
  sched::SchedOptions Opts;
  Opts.RescheduleExplicit = A->flag("reschedule-explicit");
  Opts.Explain = ExplainOut.has_value();
  std::string Solver = A->value("solver").value_or("z3");
  if (Solver == "z3") Opts.Solver = sched::SolverKind::Z3;
  else if (Solver == "list") Opts.Solver = sched::SolverKind::List;
  else if (Solver == "inorder") Opts.Solver = sched::SolverKind::InOrder;
  else {
    llvm::errs() << "error: unknown solver '" << Solver << "' (z3, list or inorder)\n";
    return 1;
  }
  auto Limit = A->seconds("time-limit", Opts.TimeLimitSec);
  if (!Limit)
    return 1;
  Opts.TimeLimitSec = *Limit;
  auto Rename = tool::renameOption(*A, llvm::errs());
  if (!Rename)
    return 1;
  Opts.Rename = *Rename;
  auto Speculate = tool::speculateOption(*A, llvm::errs());
  if (!Speculate)
    return 1;
  Opts.Speculate = *Speculate;
  Opts.Pipeline = A->value("passes").value_or("");
  if (A->flag("print-pipeline-passes")) {
    auto Applied = sched::applyPipeline(Opts);
    if (!Applied) {
      llvm::errs() << "error: --passes: " << llvm::toString(Applied.takeError()) << "\n";
      return 1;
    }
    llvm::outs() << sched::pipelineText(*Applied) << "\n";
    return 0;
  }
  auto Instr = tool::pipelineInstrumentation(*A, llvm::errs());
  if (!Instr)
    return 1;
  if (*Instr)
    Opts.Instrumentation = (*Instr)->callbacks();
  ir::SourceManager SM;
  auto M = tool::loadInput(A->positional()[0], *A, SM);
  if (!M)
    return 1;
  Opts.Rename = sched::resolveRename(*M, Opts.Rename); // auto: abi for compiler output
  ir::DiagnosticEngine DE(SM);
  ir::DiagnosticEngine Warnings(SM); // equates GNU as sets from its queue keep its values, or a warning
  auto Prepared = driver::prepareForScheduling(*M, SM, {Opts.SourceDefault}, Warnings);
  Warnings.print(llvm::errs());
  if (!Prepared) {
    ir::consumeInto(Prepared.takeError(), DE);
    DE.print(llvm::errs());
    return 1;
  }
  auto MM = model::loadSelectedModel(A->value("model"), A->value("mcpu").value_or("itanium2"), SM);
  if (!MM) {
    tool::printLocatedError(MM.takeError(), SM);
    return 1;
  }
  auto Stats = sched::scheduleModule(*M, *MM, Opts);
  if (*Instr)
    (*Instr)->finish(); // the timing report, before the output
  if (!Stats) {
    ir::consumeInto(Stats.takeError(), DE);
    DE.print(llvm::errs());
    return 1;
  }
  Prepared->finish(*M);

  if (auto Out = A->value("o")) {
    bool Object = llvm::StringRef(*Out).ends_with(".o");
    if (Object) {
      // The module is explicit bundles now: encode exactly as scheduled.
      auto R = driver::buildObject(*M, SM, /*GroupRules=*/false);
      if (!R || !tool::writeOutput(*Out, llvm::StringRef(reinterpret_cast<const char *>(R->Bytes.data()),
                                                         R->Bytes.size())))
        return 1;
    } else {
      std::string Text;
      llvm::raw_string_ostream OS(Text);
      emit::printModule(*M, OS);
      if (!tool::writeOutput(*Out, Text))
        return 1;
    }
  } else if (!A->flag("json") && !A->flag("stats")) {
    emit::printModule(*M, llvm::outs());
  }

  if (ExplainOut && !writeExplain(*Stats, *A, *ExplainOut))
    return 1;

  auto Procs = totals(*Stats);
  if (A->flag("json")) {
    llvm::json::Array Arr;
    for (const ProcTotals &T : Procs) {
      llvm::json::Object Obj{{"name", T.Name},
                                       {"instructions", T.Instructions},
                                       {"bundles", T.Bundles},
                                       {"nops", T.Nops},
                                       {"groups", T.Groups},
                                       {"cycles", int64_t(T.Cycles)},
                                       {"bubbles", int64_t(T.Bubbles)},
                                       {"schedule_cycles", T.ScheduleLength},
                                       {"lower_bound", T.LowerBound},
                                       {"optimal", T.Optimal},
                                       {"solver", T.Solver},
                                       {"solve_ms", T.SolveMs},
                                       {"regions", T.Regions},
                                       {"inserted_srlz", T.Serializations},
                                       {"joined_groups", T.Joined},
                                       {"split_stops_dropped", T.SplitStops},
                                       {"stops_dropped", T.OtherStops},
                                       {"objective", T.Objectives.empty() ? std::string("fall-through")
                                                                          : llvm::join(T.Objectives, "; ")}};
      llvm::json::Array Entry;
      for (const std::string &E : T.EntryStops)
        Entry.push_back(E);
      Obj["entry_stops"] = std::move(Entry);
      if (Opts.Rename != sched::RenameMode::None || !Opts.Pipeline.empty())
        Obj["renamed_values"] = T.Renamed;
      if (sched::speculatesControl(Opts.Speculate))
        Obj["speculated_loads"] = T.Speculated;
      if (sched::speculatesData(Opts.Speculate))
        Obj["advanced_loads"] = T.Advanced;
      if (!T.Objectives.empty()) {
        Obj["taken_cycles"] = T.TakenCycles;
        Obj["taken_lower_bound"] = T.TakenLowerBound;
      }
      if (Opts.RescheduleExplicit) {
        Obj["explicit_rescheduled"] = T.Rescheduled;
        Obj["explicit_cycles"] = int64_t(T.ExplicitCycles);
        Obj["explicit_written_cycles"] = int64_t(T.ExplicitWritten);
        llvm::json::Array Kept;
        for (const std::string &K : T.KeptNotes)
          Kept.push_back(K);
        Obj["explicit_kept"] = std::move(Kept);
      }
      Arr.push_back(std::move(Obj));
    }
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(Arr))) << "\n";
  } else if (A->flag("stats")) {
    for (const ProcTotals &T : Procs) {
      // The solver's schedule and its bound are in the scheduler's model;
      // predicted cycles come from the issue engine on the emitted bundles
      // and also include stalls the model does not cover (docs/scheduler.md).
      llvm::outs() << llvm::formatv(
          "{0}: {1} instructions, {2} bundles, {3} nops, {4} groups, predicted {5} cycles ({6} bubbles); "
          "schedule {7} cycles, lower bound {8}, {9}, {10}, {11:F1} ms",
          T.Name, T.Instructions, T.Bundles, T.Nops, T.Groups, T.Cycles, T.Bubbles, T.ScheduleLength,
          T.LowerBound, T.Optimal ? "proven optimal" : "not proven optimal", T.Solver, T.SolveMs);
      // "optimal" is for the objective: a likely exit's path first.
      if (!T.Objectives.empty())
        llvm::outs() << llvm::formatv("; objective: {0}, {1} cycles, bound {2}", llvm::join(T.Objectives, "; "),
                                      T.TakenCycles, T.TakenLowerBound);
      llvm::outs() << "\n";
      for (const std::string &E : T.EntryStops)
        llvm::outs() << "  " << E << "\n";
      if (T.SplitStops)
        llvm::outs() << "  " << T.SplitStops << " stop(s) left out after a split issue (srlz.d and its reader in "
                     << "one group)\n";
      if (T.OtherStops)
        llvm::outs() << "  " << T.OtherStops << " other stop(s) left out (one group, split by the hardware, "
                     << "issues faster)\n";
      if (T.Renamed)
        llvm::outs() << "  " << T.Renamed << " value(s) renamed into " << llvm::join(T.RenamedInto, ", ")
                     << " (dead at every exit)\n";
      if (T.Speculated)
        llvm::outs() << "  " << T.Speculated << " load(s) speculated above a side exit (ld.s, chk.s and recovery "
                     << "code; moved code writes " << llvm::join(T.SpeculatedInto, ", ") << ")\n";
      if (T.Advanced)
        llvm::outs() << "  " << T.Advanced << " load(s) advanced above a store (ld.a, chk.a.clr and recovery code)\n";
      if (Opts.RescheduleExplicit) {
        if (T.Rescheduled)
          llvm::outs() << "  " << T.Rescheduled << " explicit region(s) rescheduled: predicted " << T.ExplicitCycles
                       << " cycles, as written " << T.ExplicitWritten << "\n";
        for (const std::string &K : T.KeptNotes)
          llvm::outs() << "  " << K << "\n";
      }
    }
  }
  return 0;
}

static tool::CommandRegistration R{
    {"sched",
     "sched IN -o OUT.s|OUT.o [--solver=z3|list|inorder] [--time-limit=S] [--stats] [--json] [--mcpu=CPU] [--model=FILE.yaml] "
     "[--reschedule-explicit] [--rename=auto|none|pool|abi] [--speculate=none|control|data|control,data] [--explain=svg [--explain-output=FILE.svg] [--region=NAME]] [--passes=PIPELINE] "
     "[--print-pipeline-passes] [--list-passes] [--debug-pass-manager] "
     "[--time-passes] [--print-before=P,..] [--print-after=P,..] [--print-before-all] [--print-after-all]",
     "Schedule, bundle and insert stops in every auto-mode region (and, with --reschedule-explicit, in "
     "explicit bundles when that is better); print explicit-mode assembly or an object.",
     runSched}};
