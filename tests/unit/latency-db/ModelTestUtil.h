// Shared helpers for the latency-db unit tests.
#pragma once
#include "latency-db/MachineModel.h"
#include "gtest/gtest.h"

namespace epic::model::test {

/// Loads a built-in model; fails the test (and aborts it) on error.
inline const MachineModel &builtin(const char *Cpu) {
  static std::map<std::string, MachineModel> Cache;
  auto It = Cache.find(Cpu);
  if (It != Cache.end()) return It->second;
  static ir::SourceManager SM;
  auto M = loadBuiltinModel(Cpu, SM);
  if (!M) {
    std::string Msg = llvm::toString(M.takeError());
    ADD_FAILURE() << "loading " << Cpu << ": " << Msg;
    std::abort();
  }
  return Cache.emplace(Cpu, std::move(*M)).first->second;
}

/// An instruction of class `Cls`, optionally naming a system register by its
/// assembler name (`ar.bsp`, `psr.um`, `rr`).
inline InstInfo inst(const MachineModel &M, const char *Cls, const char *Reg = nullptr,
                     ir::Unit U = ir::Unit::None) {
  auto I = M.inst(Cls, U);
  EXPECT_TRUE(I.has_value()) << "class " << Cls << " missing in " << M.cpu();
  if (!I) return {};
  if (Reg) {
    ir::RegLookup L = ir::lookupRegister(Reg, {});
    if (L.K == ir::RegLookup::Register) I->SysReg = L.R;
    else if (L.K == ir::RegLookup::Indirect) I->Indirect = L.File;
    else ADD_FAILURE() << "bad register " << Reg;
  }
  return *I;
}

} // namespace epic::model::test
