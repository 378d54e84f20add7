#!/usr/bin/env python3
"""Makes the ANTLR 4.7 C++ recognizers set themselves up at first use.

The generated IA64AsmLexer.cpp / IA64AsmParser.cpp define a static
`Initializer _init` that deserializes the grammar's ATN while the program
starts: about 40 % of `epicsched asm` on a small file, paid by every run,
also by the many whose lines all take the hand-written fast path
(frontend/FastLine.h) and by commands that never parse. This rewrites the
definition away and runs the same initializer, once (a function-local static,
thread-safe), in the recognizer's constructor, the only way to reach the ATN.

usage: antlr_lazy_init.py FILE.cpp CLASS ...   (edits in place; fails if the
generated code does not have the expected shape)
"""
import re
import sys


def rewrite(path, cls):
    with open(path) as f:
        text = f.read()
    static_def = f"{cls}::Initializer {cls}::_init;\n"
    if text.count(static_def) != 1:
        sys.exit(f"{path}: expected one '{static_def.strip()}'")
    text = text.replace(static_def, "")
    ctor = re.compile(rf"^{cls}::{cls}\((?:CharStream|TokenStream) \*input\) : (?:Lexer|Parser)\(input\) \{{\n",
                      re.M)
    if len(ctor.findall(text)) != 1:
        sys.exit(f"{path}: expected one constructor of {cls}")
    text = ctor.sub(lambda m: m.group(0) + "  static Initializer Once; // the ATN, built at first use\n"
                    "  (void)Once;\n", text)
    with open(path, "w") as f:
        f.write(text)


def main():
    path = sys.argv[1]
    for cls in sys.argv[2:]:
        rewrite(path, cls)


if __name__ == "__main__":
    main()
