#include "views/Progress.h"
#include "llvm/Support/Process.h"
#include <cstdlib>

namespace epic::views {

Progress::Progress(llvm::StringRef What, size_t Total, bool Enabled, llvm::raw_ostream &OS)
    : What(What.str()), Total(Total), Enabled(Enabled), OS(OS), Start(std::chrono::steady_clock::now()) {}

Progress::~Progress() { clear(); }

void Progress::clear() {
  if (!Enabled || !LastWidth) return;
  OS << "\r" << std::string(LastWidth, ' ') << "\r"; // leave the line clean for what follows
  OS.flush();
  LastWidth = 0;
}

void Progress::step(llvm::StringRef Item) {
  ++N;
  if (!Enabled) return;
  double Secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  std::string Line = What + " " + std::to_string(N) + " of " + std::to_string(Total) + ", " +
                     std::to_string(unsigned(Secs)) + " s: " + Item.str();
  if (Line.size() > 100) Line = Line.substr(0, 97) + "...";
  OS << "\r" << Line;
  if (Line.size() < LastWidth) OS << std::string(LastWidth - Line.size(), ' ');
  LastWidth = std::max(LastWidth, Line.size());
  OS.flush();
}

bool Progress::onTerminal(bool Quiet) {
  if (Quiet) return false;
  // TERM=dumb terminals cannot return the cursor.
  const char *Term = std::getenv("TERM");
  if (Term && llvm::StringRef(Term) == "dumb") return false;
  return llvm::sys::Process::StandardErrIsDisplayed();
}

} // namespace epic::views
