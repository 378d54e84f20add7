// `epicsched dvcheck IN [--fix] [--werror] [--model=FILE.yaml]`: report
// dependency violations inside instruction groups the way
// `ia64-linux-gnu-as -xexplicit` warns (two lines per violation: the later
// use, then the conflicting one). The rules are the architecture's
// (isa/dv), not a machine model's: --model/--mcpu are accepted so that one
// set of options works for every command, and the file is loaded and
// checked (a bad model is a located error), but it changes no warning.
#include "isa/Match.h"
#include "isa/dv/ModuleScan.h"
#include "latency-db/MachineModel.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"
#include <cstdio>
#include <utility>

using namespace epic;

namespace {
/// One section's warnings until the end of the file: in memory, and past
/// 1 MiB in a temporary file (a stop-free group of n writes to one register
/// has ~n^2 violations: millions of lines GNU as prints too).
class SectionReport {
public:
  SectionReport() = default;
  SectionReport(SectionReport &&O) noexcept : Text(std::move(O.Text)), Spill(std::exchange(O.Spill, nullptr)) {}
  SectionReport &operator=(SectionReport &&) = delete;
  ~SectionReport() {
    if (Spill) std::fclose(Spill);
  }
  void add(const std::string &S) {
    Text += S;
    if (Text.size() < (1u << 20)) return;
    if (!Spill) Spill = std::tmpfile();
    if (Spill && std::fwrite(Text.data(), 1, Text.size(), Spill) == Text.size()) Text.clear();
  }
  void print(llvm::raw_ostream &OS) {
    if (Spill) {
      std::rewind(Spill);
      char Buf[1 << 16];
      for (size_t N; (N = std::fread(Buf, 1, sizeof Buf, Spill)) > 0;)
        OS.write(Buf, N);
    }
    OS << Text;
  }

private:
  std::string Text;
  std::FILE *Spill = nullptr;
};
} // namespace

static int runDvCheck(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"fix", "werror"}, {"model", "mcpu"}, llvm::errs());
  if (!A) return 1;
  if (A->positional().size() != 1) {
    llvm::errs() << "error: dvcheck expects exactly one input file\n";
    return 1;
  }
  ir::SourceManager SM;
  if (A->value("model") || A->value("mcpu"))
    if (auto MM = model::loadSelectedModel(A->value("model"), A->value("mcpu").value_or("itanium2"), SM); !MM) {
      tool::printLocatedError(MM.takeError(), SM);
      return 1;
    }
  // The frontend hands statements over as they become final and the check
  // takes them then (issue 22: a file is not held whole). The report waits
  // for the end of the file: nothing is printed for a file with errors, and
  // sections are reported one after the other, as scanModule walks them.
  std::vector<SectionReport> Reports;
  auto where = [&](const ir::SourceLoc &L) { return SM.name(L.File) + ":" + std::to_string(L.Line); };
  unsigned Count = 0;
  isa::dv::StreamScan Scan(isa::dv::ModeRule::LikeGas, [&](const isa::dv::StreamScan::Found &F) {
    ++Count;
    if (F.Section >= Reports.size())
      Reports.resize(F.Section + 1);
    std::string Text = where(F.Later.Loc) + ": Warning: " + isa::dv::describe(F.V, isa::gasOpcodeName(F.Later));
    if (A->flag("fix")) Text += " [fix: " + std::string(isa::dv::fixName(F.V.fix())) + "]";
    Text += "\n" + where(F.EarlierLoc) + ": Warning: This is the location of the conflicting usage\n";
    Reports[F.Section].add(Text);
  });
  auto M = tool::loadInput(A->positional()[0], *A, SM, llvm::errs(),
                           [&](size_t Sec, ir::Stmt &&S) { Scan.feed(Sec, S); });
  if (!M) return 1;
  for (size_t Sec = 0; Sec < M->Sections.size(); ++Sec)
    for (const ir::Stmt &S : M->Sections[Sec].Stmts)
      Scan.feed(Sec, S);
  for (SectionReport &R : Reports)
    R.print(llvm::outs());
  return A->flag("werror") && Count ? 1 : 0;
}

static tool::CommandRegistration R{
    {"dvcheck", "dvcheck IN [--fix] [--werror] [--model=FILE.yaml] [-I DIR] [-D NAME[=VALUE]]",
     "Report dependency violations inside instruction groups, like GNU as -xexplicit.",
     runDvCheck}};
