#include "ir/Diagnostics.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/OutputFile.h"
#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace epic::tool {

void printLocatedError(llvm::Error E, ir::SourceManager &SM) {
  ir::DiagnosticEngine DE(SM);
  llvm::handleAllErrors(
      std::move(E), [&](const ir::LocatedError &L) { DE.report(L.diag()); },
      [&](const llvm::ErrorInfoBase &B) { llvm::errs() << "error: " << B.message() << "\n"; });
  DE.print(llvm::errs());
}

static std::map<std::string, Command> &registry() {
  static std::map<std::string, Command> R;
  return R;
}

CommandRegistration::CommandRegistration(Command C) { registry()[C.Name] = C; }
const std::map<std::string, Command> &commands() { return registry(); }

std::optional<std::string> Args::value(const std::string &Name) const {
  auto It = Values.find(Name);
  if (It == Values.end())
    return std::nullopt;
  return It->second;
}

std::optional<uint64_t> Args::count(const std::string &Name, uint64_t Default, uint64_t Min, uint64_t Max,
                                   llvm::raw_ostream &Err) const {
  auto V = value(Name);
  if (!V) return Default;
  uint64_t N = 0;
  // getAsInteger rejects signs, blanks, suffixes and values beyond 64 bits.
  bool Digits = !V->empty() && std::all_of(V->begin(), V->end(), [](char C) { return C >= '0' && C <= '9'; });
  if (Digits && !llvm::StringRef(*V).getAsInteger(10, N) && N >= Min && N <= Max) return N;
  Err << "error: --" << Name << " needs a whole number from " << Min << " to " << Max << ", not '" << *V << "'\n";
  return std::nullopt;
}

std::optional<double> Args::seconds(const std::string &Name, double Default, llvm::raw_ostream &Err) const {
  auto V = value(Name);
  if (!V) return Default;
  char *End = nullptr;
  double S = std::strtod(V->c_str(), &End);
  if (!V->empty() && End && !*End && std::isfinite(S) && S > 0 && S <= 86400) return S;
  Err << "error: --" << Name << " needs a positive number of seconds (at most 86400), not '" << *V << "'\n";
  return std::nullopt;
}

// Options that name files a command writes, and ones that name files it reads.
static const char *const OutputOptions[] = {"o", "print-labelled", "html"};
static const char *const InputOptions[] = {"gas", "scenario", "model"};

std::optional<Args> Args::parse(const std::vector<std::string> &Argv,
                                const std::vector<std::string> &FlagNames,
                                const std::vector<std::string> &WithValue,
                                llvm::raw_ostream &Err) {
  Args A;
  auto has = [](const std::vector<std::string> &V, const std::string &S) {
    return std::find(V.begin(), V.end(), S) != V.end();
  };
  for (size_t I = 0; I < Argv.size(); ++I) {
    const std::string &S = Argv[I];
    auto next = [&](const std::string &Opt) -> std::optional<std::string> {
      if (I + 1 >= Argv.size()) {
        Err << "error: option '" << Opt << "' needs a value\n";
        return std::nullopt;
      }
      return Argv[++I];
    };
    if (S == "-o") {
      auto V = next(S);
      if (!V) return std::nullopt;
      A.Values["o"] = *V;
    } else if (S.rfind("-I", 0) == 0) {
      auto V = S.size() > 2 ? std::optional(S.substr(2)) : next(S);
      if (!V) return std::nullopt;
      A.Includes.push_back(*V);
    } else if (S.rfind("-D", 0) == 0) {
      auto V = S.size() > 2 ? std::optional(S.substr(2)) : next(S);
      if (!V) return std::nullopt;
      A.Defines.push_back(*V);
    } else if (S == "--defsym" || S.rfind("--defsym=", 0) == 0) { // GNU as's
      auto V = S.size() > 8 ? std::optional(S.substr(9)) : next(S);
      if (!V) return std::nullopt;
      A.Defsyms.push_back(*V);
    } else if (S.rfind("-mhint.b=", 0) == 0) { // GNU as's spelling
      A.Values["mhint.b"] = S.substr(9);
    } else if (S.rfind("--", 0) == 0 && S.size() > 2) {
      std::string Name = S.substr(2), Val;
      size_t Eq = Name.find('=');
      bool HasVal = Eq != std::string::npos;
      if (HasVal) {
        Val = Name.substr(Eq + 1);
        Name = Name.substr(0, Eq);
      }
      // A name in both lists is a flag alone and takes a value only with
      // '=' (`--timeline`, `--timeline=svg`).
      if (has(WithValue, Name) && !(has(FlagNames, Name) && !HasVal)) {
        if (!HasVal) {
          auto V = next(S);
          if (!V) return std::nullopt;
          Val = *V;
        }
        A.Values[Name] = Val;
      } else if (has(FlagNames, Name) && !HasVal) {
        A.Flags[Name] = 1;
      } else {
        Err << "error: unknown option '" << S << "'\n";
        return std::nullopt;
      }
    } else if (S.size() > 1 && S[0] == '-' && S != "-") {
      Err << "error: unknown option '" << S << "'\n";
      return std::nullopt;
    } else {
      A.Positional.push_back(S);
    }
  }
  std::vector<std::string> Inputs = A.Positional, Outputs;
  for (const char *N : InputOptions)
    if (auto V = A.value(N)) Inputs.push_back(*V);
  for (const char *N : OutputOptions)
    if (auto V = A.value(N)) Outputs.push_back(*V);
  if (!outputsDistinctFromInputs(Inputs, Outputs, Err))
    return std::nullopt;
  return A;
}

} // namespace epic::tool
