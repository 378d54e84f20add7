// The order GNU as numbers symbols and sections in: its symbol chain holds
// each name from the moment reading first meets it (a label, an operand, a
// data value, a directive argument) and each section's symbol from the
// moment the section is made; sections are numbered as they are made. Ranks
// here reproduce that order from the statements' reading order
// (ir::Inst::Order and friends, ir::Section::Created).
#pragma once
#include "ir/Module.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace epic::emit {

struct ReadingOrder {
  /// First mention of each name (without a trailing '#').
  std::unordered_map<std::string, uint64_t> Name;
  /// Creation of each ir section.
  std::vector<uint64_t> Section;

  /// Nothing was read before: the FILE symbol, `.text`, `.data`, `.bss`.
  static constexpr uint64_t Start = 0;
  /// Never mentioned: after everything read.
  static constexpr uint64_t Unread = UINT64_MAX / 2;
  /// What GNU as makes while it handles statement `Order`, after that
  /// statement's own mentions (the unwind sections at `.endp`): the `K`-th
  /// such thing. A section the source makes after that statement comes later.
  static uint64_t after(uint32_t Order, unsigned K = 0) { return (uint64_t(Order) << 20) + 0xC0000 + K; }
  uint64_t name(const std::string &N) const {
    auto It = Name.find(N);
    return It == Name.end() ? Unread : It->second;
  }
};

ReadingOrder readingOrder(const ir::Module &M);

/// Calls `F(order, section, index)` for every statement by reading order
/// (ties: by section, then index). Statements without an order of their own
/// (stops, bundle braces, a label a pass made) take the one before them.
/// Sections read as written are already in order: they are merged without a
/// copy of the whole sequence (16 bytes a statement and a sort buffer).
void byReadingOrder(const ir::Module &M, llvm::function_ref<void(uint32_t Order, unsigned Section, size_t Index)> F);

} // namespace epic::emit
