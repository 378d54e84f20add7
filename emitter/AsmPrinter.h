// Prints an ir::Module as GNU-as IA-64 assembly. With `Explicit` (what
// `epicsched sched -o OUT.s` uses) the output starts with `.explicit`, the
// source's mode directives are dropped, and every bundle is braced with its
// template and stops, so `ia64-linux-gnu-as -xexplicit` assembles exactly
// these bundles. Directives pass through as written (Directive::Raw).
#pragma once
#include "ir/Module.h"
#include "llvm/Support/raw_ostream.h"

namespace epic::emit {

struct PrintOptions {
  bool Explicit = true;     // `.explicit` at the top, mode directives dropped
  bool BraceBareBundles = true; // print bare `.mii` bundles braced
};

void printModule(const ir::Module &M, llvm::raw_ostream &OS, const PrintOptions &Opts = {});

/// `.section NAME, "flags", @type` (or `.text`, `.data`, `.bss` when the
/// section has default attributes).
std::string sectionDirective(const ir::Section &S);
/// One data statement: `data8 foo, 3` / `stringz "a\n"`.
std::string dataText(const ir::Data &D);
/// GNU as string literal with escapes.
std::string quoteString(std::string_view S);

} // namespace epic::emit
