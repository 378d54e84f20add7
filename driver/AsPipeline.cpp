#include "driver/AsPipeline.h"
#include "emitter/Dwarf.h"
#include "driver/ObjectBuild.h"
#include "driver/PrepareSource.h"
#include "emitter/ElfWriter.h"
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "isa/Match.h"
#include "isa/dv/ModuleScan.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Scheduler.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>

namespace epic::driver {

namespace {

/// Prints `DE`'s diagnostics as the options ask; false when they fail the run.
bool report(const ir::DiagnosticEngine &DE, const GasOptions &O, llvm::raw_ostream &Err) {
  unsigned Warnings = 0;
  bool Skipping = false; // a silenced warning's notes go with it
  for (const ir::Diagnostic &D : DE.diagnostics()) {
    if (D.Sev != ir::Severity::Note)
      Skipping = D.Sev == ir::Severity::Warning && O.NoWarnings;
    if (Skipping)
      continue;
    Warnings += D.Sev == ir::Severity::Warning;
    Err << DE.format(D);
  }
  if (Warnings && O.FatalWarnings && !DE.hasErrors()) {
    Err << "error: " << Warnings << " warning(s) treated as errors (--fatal-warnings)\n";
    return false;
  }
  return !DE.hasErrors();
}

/// GNU as checks the dependency rules in explicit code and warns at each
/// violation: everything but `.auto` code under -x (GCC passes -x for every
/// IA-64 compile; `.default` is explicit there), `.explicit` code and `{ }`
/// bundles in its default auto mode. Auto code gets its stops from the
/// assembler and is not checked (GNU as finds nothing there).
void warnDependencyViolations(const ir::Module &M, ir::DiagnosticEngine &DE, ir::Mode Initial) {
  std::vector<isa::dv::ModuleViolation> All = isa::dv::scanModule(M, isa::dv::ModeRule::LikeGas, Initial);
  std::stable_sort(All.begin(), All.end(), [](const auto &A, const auto &B) { return A.Later->Order < B.Later->Order; });
  for (const isa::dv::ModuleViolation &F : All) {
    DE.warning(F.Later->Loc, isa::dv::describe(F.V, isa::gasOpcodeName(*F.Later)));
    DE.note(F.Earlier->Loc, "This is the location of the conflicting usage");
  }
}

/// The input named by `O` (`Text` when the caller holds it in memory).
/// --execstack/--noexecstack (as.c, after the source is read): a `.note.GNU-stack` made then,
/// after every section of the source, with no flags or SHF_EXECINSTR; one the source made keeps
/// its flags, --execstack adds SHF_EXECINSTR to them.
void stackNote(ir::Module &M, bool Exec) {
  for (ir::Section &S : M.Sections)
    if (S.Name == ".note.GNU-stack" && S.Group.empty() && S.LinkedTo.empty()) {
      if (Exec && S.Flags.find('x') == std::string::npos)
        S.Flags += 'x';
      return;
    }
  uint32_t After = 0; // past the reading order of every statement
  for (const ir::Section &S : M.Sections)
    After += uint32_t(S.Stmts.size() + S.Declarations.size()) + 1;
  ir::Section &Note = M.Sections[M.sectionIndex(".note.GNU-stack")];
  Note.Flags = Exec ? "x" : "";
  Note.Type = "@progbits";
  Note.Created = After;
}

std::optional<ir::Module> readInput(const GasOptions &O, const std::optional<llvm::StringRef> &Text,
                                    ir::SourceManager &SM, llvm::raw_ostream &Err) {
  frontend::ParseOptions PO;
  PO.Includes = O.Includes;
  PO.Defsyms = O.Defsyms;
  PO.Preprocess = false; // gas never runs cpp; gcc does before calling it
  PO.HintBPolicy = O.HintB == "ok"        ? frontend::ParseOptions::HintB::Ok
                   : O.HintB == "warning" ? frontend::ParseOptions::HintB::Warning
                                          : frontend::ParseOptions::HintB::Error;
  ir::DiagnosticEngine DE(SM);
  std::optional<ir::Module> M;
  const std::string &In = O.Inputs.front();
  if (O.Inputs.size() > 1 && !Text) {
    // GNU as reads its inputs one after the other as one source.
    for (const std::string &F : O.Inputs)
      if (!llvm::sys::fs::is_regular_file(F)) {
        Err << F << ": error: cannot read: " << (llvm::sys::fs::exists(F) ? "not a regular file" : "No such file or directory")
            << "\n";
        return std::nullopt;
      }
    M = frontend::parseFiles(O.Inputs, PO, SM, DE);
  } else if (Text) {
    M = frontend::parseString(std::string_view(Text->data(), Text->size()), In, PO, SM, DE);
  } else {
    M = parseInput(In, PO, SM, DE, Err);
    if (!M && !DE.hasErrors())
      return std::nullopt; // standard input could not be read
  }
  if (!report(DE, O, Err))
    return std::nullopt;
  if (O.ExecStack)
    stackNote(*M, *O.ExecStack);
  return M;
}

bool postPass(ir::Module &M, const GasOptions &O, ir::SourceManager &SM, llvm::raw_ostream &Err) {
  auto MM = model::loadSelectedModel(O.ModelFile.empty() ? std::nullopt : std::optional(O.ModelFile), "itanium2", SM);
  if (!MM) { // located in the model file (file:line:col)
    ir::DiagnosticEngine DE(SM);
    ir::consumeInto(MM.takeError(), DE);
    report(DE, O, Err);
    return false;
  }
  sched::SchedOptions SO;
  SO.Solver = O.Schedule == PostPass::List ? sched::SolverKind::List : sched::SolverKind::Z3;
  SO.TimeLimitSec = O.TimeLimitSec;
  SO.RescheduleExplicit = true; // the compiler's bundles too, where that is better
  SO.Pipeline = O.Passes;
  SO.Rename = O.Rename; // auto: the conventions are assumed for compiler output only
  SO.SourceDefault = O.Mode == DvMode::Auto ? ir::Mode::Auto : ir::Mode::Explicit;
  ir::DiagnosticEngine DE(SM);
  auto Prepared = prepareForScheduling(M, SM, {SO.SourceDefault}, DE);
  if (!Prepared) {
    ir::consumeInto(Prepared.takeError(), DE);
    report(DE, O, Err);
    return false;
  }
  auto Stats = sched::scheduleModule(M, *MM, SO);
  if (!Stats)
    ir::consumeInto(Stats.takeError(), DE);
  else
    Prepared->finish(M);
  return report(DE, O, Err) && Stats;
}

std::optional<std::vector<uint8_t>> assemble(const GasOptions &O, const std::optional<llvm::StringRef> &Text,
                                             ir::SourceManager &SM, llvm::raw_ostream &Err) {
  auto M = readInput(O, Text, SM, Err);
  if (!M)
    return std::nullopt;
  bool Scheduled = O.Schedule != PostPass::Off;
  if (Scheduled && !postPass(*M, O, SM, Err))
    return std::nullopt;
  emit::AssembleOptions AO;
  AO.DefaultMode = O.Mode == DvMode::Auto ? ir::Mode::Auto : ir::Mode::Explicit;
  AO.GnuLayout = !Scheduled; // GNU as's own bundling; scheduled code is bundled already
  // GNU as -xauto ignores `;;` in auto-mode code (its own analysis places
  // the stops); in explicit mode they are kept by the mode itself.
  AO.HonourSourceStops = Scheduled;
  {
    std::vector<std::string> Dbg = O.DebugArgs;
    std::string DErr;
    if (!emit::dwarf::takeDebugOptions(Dbg, AO.Debug, DErr) || !Dbg.empty()) {
      Err << "error: " << (DErr.empty() ? "unknown debug option '" + Dbg.front() + "'" : DErr) << "\n";
      return std::nullopt;
    }
    AO.Debug.CompDir = emit::dwarf::compilationDir();
    AO.Debug.PrefixMaps = O.PrefixMaps;
  }
  AO.KeepLocals = O.KeepLocals;
  AO.Tune = O.TuneItanium1 ? emit::GasTune::Itanium1 : emit::GasTune::Itanium2;
  AO.ElfFlags = emit::EF_IA_64_ABI64 | (O.ConstantGp ? emit::EF_IA_64_CONS_GP : 0) |
                (O.AutoPic ? emit::EF_IA_64_NOFUNCDESC_CONS_GP : 0);
  AO.Order = O.BigEndian ? emit::ByteOrder::Big : emit::ByteOrder::Little;
  // -xnone: no dependency analysis, stops as written. After the post-pass
  // the code is explicit bundles, encoded exactly as scheduled.
  bool GroupRules = O.Mode != DvMode::None && !Scheduled;
  ir::DiagnosticEngine DE(SM);
  auto Obj = buildObject(*M, GroupRules, AO, DE, Err);
  if (Obj && O.Mode != DvMode::None && !Scheduled)
    warnDependencyViolations(*M, DE, O.Mode == DvMode::Explicit ? ir::Mode::Explicit : ir::Mode::Auto);
  if (!report(DE, O, Err) || !Obj) {
    if (O.KeepOnError)
      Err << "note: -Z: no object is written after an error (epicsched never writes code it could not check)\n";
    return std::nullopt;
  }
  return std::move(Obj->Bytes);
}

} // namespace

std::optional<std::vector<uint8_t>> assembleAsGas(const GasOptions &O, ir::SourceManager &SM,
                                                  llvm::raw_ostream &Err) {
  return assemble(O, std::nullopt, SM, Err);
}

std::optional<std::vector<uint8_t>> assembleTextAsGas(llvm::StringRef Text, const GasOptions &O,
                                                      ir::SourceManager &SM, llvm::raw_ostream &Err) {
  return assemble(O, Text, SM, Err);
}

} // namespace epic::driver
