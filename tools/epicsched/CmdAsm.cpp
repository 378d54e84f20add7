// `epicsched asm IN -o OUT.o`: assemble as written. Explicit bundles are
// encoded exactly; code outside braces is bundled in order with the stops
// (and srlz.d/srlz.i) the dependency rules require, like GNU as -xauto.
#include "emitter/Assembler.h"
#include "emitter/ElfWriter.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"
#include "driver/ObjectBuild.h"
#include "tools/epicsched/OutputFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace epic;

/// Removes every \p A and \p B from \p Argv; the last one given, if any.
static std::optional<std::string> takeLastOf(std::vector<std::string> &Argv, const char *A, const char *B) {
  std::optional<std::string> Last;
  for (auto It = Argv.begin(); It != Argv.end();)
    if (*It == A || *It == B) {
      Last = *It;
      It = Argv.erase(It);
    } else
      ++It;
  return Last;
}

static int runAsm(const std::vector<std::string> &Argv0) {
  std::vector<std::string> Argv = Argv0;
  emit::AssembleOptions Opts;
  std::string Err;
  if (!emit::dwarf::takeDebugOptions(Argv, Opts.Debug, Err)) {
    llvm::errs() << "error: " << Err << "\n";
    return 1;
  }
  // GNU as's -mbe / -mle (the last one counts): the object's byte order.
  if (auto O = takeLastOf(Argv, "-mbe", "-mle"))
    Opts.Order = *O == "-mbe" ? emit::ByteOrder::Big : emit::ByteOrder::Little;
  // GNU as's -mtune=itanium1|itanium2 (the last one counts): its bundler's nop preference.
  if (auto O = takeLastOf(Argv, "-mtune=itanium1", "-mtune=itanium2"))
    Opts.Tune = *O == "-mtune=itanium1" ? emit::GasTune::Itanium1 : emit::GasTune::Itanium2;
  auto A = tool::Args::parse(Argv, {"stats", "keep-stops", "explicit"}, {}, llvm::errs());
  if (!A)
    return 1;
  if (A->positional().size() != 1 || !A->value("o")) {
    llvm::errs() << "error: usage: epicsched asm IN -o OUT.o\n";
    return 1;
  }
  const std::string &In = A->positional()[0];
  if (In != "-" && !tool::readableInput(In))
    return 1;
  auto PO = tool::parseOptions(*A);
  if (!PO)
    return 1;
  Opts.Debug.CompDir = emit::dwarf::compilationDir();
  // GNU as -xauto ignores `;;` in auto-mode code and relies on its
  // dependency analysis; --keep-stops keeps them as well.
  Opts.HonourSourceStops = A->flag("keep-stops");
  // --explicit: GNU as -x (-xexplicit): no stops inserted, braces keep the mode.
  Opts.DefaultMode = A->flag("explicit") ? ir::Mode::Explicit : ir::Mode::Auto;
  Opts.GnuLayout = true; // objects equal to GNU as's
  // Read and assembled at once when the file allows (issue 22: a big file is
  // not held whole), else parsed whole first; the same object either way.
  ir::SourceManager SM;
  auto R = driver::assembleInput(In, *PO, SM, /*GroupRules=*/true, Opts);
  if (!R)
    return 1;
  if (!tool::writeOutput(*A->value("o"),
                         llvm::StringRef(reinterpret_cast<const char *>(R->Bytes.data()), R->Bytes.size())))
    return 1;
  if (A->flag("stats")) {
    const auto &S = R->Stats;
    llvm::outs() << "instructions: " << S.Instructions << "\nbundles: " << S.Bundles << "\nnops: " << S.Nops
                 << "\nauto bundles: " << S.AutoBundles << "\ninserted stops: " << S.InsertedStops
                 << "\ninserted srlz: " << S.InsertedSerializations << "\n";
  }
  return 0;
}

static tool::CommandRegistration R{
    {"asm", "asm IN -o OUT.o [--stats] [--keep-stops] [--explicit] [-mbe | -mle] [-mtune=itanium1|itanium2] [-g | --gdwarf-N] [-I DIR] [-D NAME[=VALUE]]",
     "Assemble to an ELF64 IA-64 relocatable object (explicit bundles as written, auto code bundled like GNU as -xauto).",
     runAsm}};
