// `.file N "name"` and `.loc FILE LINE [COLUMN] [options]` with GNU as's
// meaning: the file table entry, and the line-number state the next
// instruction gets (file, line, column, is_stmt and isa stay until changed;
// basic_block, prologue_end, epilogue_begin and discriminator apply once).
#pragma once
#include "emitter/Dwarf.h"
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include <optional>

namespace epic::emit::dwarf {

/// True for `.file N ...` (a line-table file); `.file "x"` alone only names
/// the object's FILE symbol. Errors go to `DE`.
bool applyFile(const ir::Directive &D, LineTable &T, ir::DiagnosticEngine &DE);

/// The `view` operand of a `.loc` (the last one, as GNU as takes it);
/// Error set when malformed.
struct LocView {
  ViewKind K = ViewKind::None;
  std::string Name, Error;
};
LocView locView(const ir::Directive &D);

/// The state after `.loc` given the one before it; nullopt when malformed
/// or naming a file no `.file` assigned (an error), or without a line
/// number (a warning: GNU as ignores it).
std::optional<LineState> applyLoc(const ir::Directive &D, const LineState &Before, const LineTable &T,
                                  ir::DiagnosticEngine &DE);

} // namespace epic::emit::dwarf
