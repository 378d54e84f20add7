#include "scheduler/Z3Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>

#ifndef EPIC_Z3_MODULE_FROM_BIN
#define EPIC_Z3_MODULE_FROM_BIN "../lib/epicsched"
#endif

namespace epic::sched {

namespace {
constexpr const char *ModuleName = "epicsched-z3.so";
std::atomic<HorizonSolverFn> Linked{nullptr};

struct Loaded {
  HorizonSolverFn Fn = nullptr;
  std::string Error;
};

void addDirCandidates(llvm::StringRef File, std::vector<std::string> &Out) {
  if (File.empty())
    return;
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(File, Real))
    return;
  llvm::StringRef Dir = llvm::sys::path::parent_path(Real);
  for (const char *Rel : {EPIC_Z3_MODULE_FROM_BIN, "epicsched", "."}) {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Rel, ModuleName);
    llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
    std::string S(P);
    if (std::find(Out.begin(), Out.end(), S) == Out.end())
      Out.push_back(S);
  }
}

Loaded load() {
  Loaded L;
  std::string Tried;
  for (const std::string &Path : z3ModuleCandidates()) {
    if (!llvm::sys::fs::exists(Path)) {
      Tried += "\n  " + Path + ": not found";
      continue;
    }
    void *H = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!H) {
      Tried += "\n  " + Path + ": " + dlerror();
      continue;
    }
    auto Abi = reinterpret_cast<unsigned (*)()>(dlsym(H, "epic_z3_horizon_abi"));
    auto Fn = reinterpret_cast<HorizonSolverFn>(dlsym(H, "epic_z3_solve_horizon"));
    if (!Abi || !Fn || Abi() != HorizonAbiVersion) {
      Tried += "\n  " + Path + ": built from other sources (interface version differs)";
      dlclose(H);
      continue;
    }
    L.Fn = Fn; // kept loaded for the life of the process
    return L;
  }
  L.Error = "the Z3 scheduler is not available: its module " + std::string(ModuleName) +
            " could not be loaded (the list scheduler needs no module); tried:" + Tried;
  return L;
}
} // namespace

void setLinkedZ3HorizonSolver(HorizonSolverFn Fn) { Linked.store(Fn, std::memory_order_release); }

std::vector<std::string> z3ModuleCandidates() {
  if (const char *Env = std::getenv("EPICSCHED_Z3_MODULE"); Env && *Env)
    return {Env};
  std::vector<std::string> Out;
  static int Anchor;
  addDirCandidates(llvm::sys::fs::getMainExecutable(nullptr, &Anchor), Out);
  Dl_info Info;
  if (dladdr(reinterpret_cast<void *>(&z3ModuleCandidates), &Info) && Info.dli_fname)
    addDirCandidates(Info.dli_fname, Out);
#ifdef EPIC_Z3_MODULE_BUILD_PATH
  if (std::find(Out.begin(), Out.end(), EPIC_Z3_MODULE_BUILD_PATH) == Out.end())
    Out.push_back(EPIC_Z3_MODULE_BUILD_PATH);
#endif
  return Out;
}

llvm::Expected<HorizonSolverFn> z3HorizonSolver() {
  if (HorizonSolverFn Fn = Linked.load(std::memory_order_acquire))
    return Fn;
  static const Loaded Module = load(); // thread-safe, once
  if (!Module.Fn)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), Module.Error);
  return Module.Fn;
}

} // namespace epic::sched
