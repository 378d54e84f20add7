// The LLVM-style pass instrumentation flags of a subcommand
// (--debug-pass-manager, --time-passes, --print-before=P,.., --print-after=P,..,
// --print-before-all, --print-after-all) read into the scheduler's
// PipelineInstrumentation (scheduler/PassPipeline.h).
#pragma once
#include "scheduler/PassPipeline.h"
#include "tools/epicsched/Command.h"
#include <memory>
#include <optional>

namespace epic::tool {

/// nullopt after an error (printed to `Err`); a null pointer when no flag is given.
std::optional<std::unique_ptr<sched::PipelineInstrumentation>> pipelineInstrumentation(const Args &A,
                                                                                       llvm::raw_ostream &Err);

/// `--rename=none|pool|abi` (default none); nullopt after an error.
std::optional<sched::RenameMode> renameOption(const Args &A, llvm::raw_ostream &Err);
/// --speculate=none|control|data|control,data (docs/scheduler.md "Control speculation", "Data speculation").
std::optional<sched::SpeculateMode> speculateOption(const Args &A, llvm::raw_ostream &Err);

} // namespace epic::tool
