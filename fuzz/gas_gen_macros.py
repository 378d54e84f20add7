"""The macro-language and section-stack generator of fuzz/gas_differential.py (`--with macros`, issue 14).

Programs of GNU as's macro language (GNU as's manual, "Macro", "Rept", "Irp", "Irpc", "If",
"Altmacro", "Err", "Error", "Warning", "Print") and its section stack ("PushSection",
"PopSection", "Previous", "Section", "SubSection", "Text", "Data"), with data, labels and a few
instructions inside them, so that the bytes, symbols and relocations show what was expanded and
where it went:
  macros      `.macro` with positional, named (`p=v`), defaulted (`p=x`), `:req` and `:vararg`
              parameters, separated by commas or blanks; bodies with `\\p`, `\\()`, `\\@`, nested
              definitions, `.exitm` (inside conditionals and repeats), recursion bounded by `.if`;
              invocations with positional, keyword, empty, quoted and missing arguments, labels
              before them, upper-case names; `.purgem` and redefinitions
  repeats     `.rept` with counts 0, negative, expressions of equates; `.irp` with no, empty and
              several values; `.irpc` with strings; nested and empty bodies
  conditions  `.if`/`.ifeq`/`.ifne`/`.iflt`/`.ifle`/`.ifgt`/`.ifge`, `.ifdef`/`.ifndef`/`.ifnotdef`,
              `.ifc`/`.ifnc`, `.ifeqs`/`.ifnes`, `.ifb`/`.ifnb`, `.elseif`/`.else`/`.endif`, nested
  altmacro    `.altmacro`/`.noaltmacro`, `<...>` arguments with `!` escapes, `%expr`, `&` joins,
              `LOCAL` labels
  messages    `.err`, `.error "..."`, `.warning "..."`, `.print "..."`
  sections    `.pushsection NAME[, "flags"[, @type]]` and with a subsection, `.popsection`,
              `.previous`, `.section` with flags and types, `.subsection N`, `.text N`,
              `.data N`, `.bss`, also inside macros and repeats
About one program in four carries one illegal element (a missing `:req` argument, an unknown
keyword, too many arguments, a negative count, `.popsection` with an empty stack, `.else` twice,
an unterminated body, `.err`), so that gas's refusals are checked. Everything is drawn from the
random.Random given: program N of seed S is the same whatever --jobs is.
"""

from gen_base import GenBase  # fuzz/gen_base.py: chance, pick, bad

NAME = "macros"

DATA_SECTIONS = [".data", ".sdata", ".rodata", ".data.m1", ".rodata.str", ".mydata"]
CODE_SECTIONS = [".text", ".text.m", ".init", ".init.text"]
FLAGS = {".init": '"ax"', ".data": '"aw"', ".sdata": '"aw"', ".rodata": '"a"', ".data.m1": '"aw"', ".rodata.str": '"a"',
         ".mydata": '"aw"', ".text": '"ax"', ".text.m": '"ax"', ".init.text": '"ax"'}


class MacroGen(GenBase):
    BAD_RATE = 0.06

    def __init__(self, r):
        self.r = r
        self.mutated = r.random() < 0.25
        self.macros = []      # (name, [params]) defined and not purged
        self.n = 0            # label counter
        self.labels = []      # labels defined
        self.equates = ["E0", "E1", "E2"]
        self.cur, self.prev, self.stack = ".data", ".text", []  # the section stack (section_line)
        self.alt = False
        self.fresh = 14       # next scratch GR written by generated instructions
        self.depth = 0        # nesting of blocks being generated
        self.repeating = 0    # inside a body that may be read more than once (macro, .rept, .irp)
        self.defining = 0     # inside a macro definition
        self.pinned = 0       # inside a section pair of a body (its section is known)

    # ------------------------------------------------------------------ pieces
    def num(self):
        return str(self.pick([0, 1, 2, 3, 5, 7, 9, 16, 100, 255, -1, -3]))

    def small(self):
        return str(self.r.randint(0, 9))

    def expr(self, depth=0):
        """An absolute expression of numbers and the equates E0..E2."""
        if depth > 1 or self.chance(0.5):
            return self.pick([self.small(), self.small(), self.pick(self.equates), "(%s)" % self.small()])
        op = self.pick(["+", "-", "*", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "&", "|", "<<", ">>", "%", "/"])
        rhs = self.expr(depth + 1)
        if op in ("%", "/") and not rhs.strip("()").isdigit() or rhs.strip("()") == "0":
            rhs = str(self.r.randint(1, 9))
        return self.expr(depth + 1) + self.pick(["", " "]) + op + self.pick(["", " "]) + rhs

    def label(self):
        """A label; in a body read more than once a numeric local label (or `\\@`-made in a
        macro), so that its copies do not clash (unless the program is to be refused)."""
        if self.repeating and not self.bad():
            return "%d:" % self.r.randint(1, 3)
        name = "L%d" % self.n
        self.n += 1
        self.labels.append(name)
        return name + ":"

    def value(self, refs):
        """A data value: a formal reference, a number, an equate, `\\@`-free."""
        k = self.r.random()
        if refs and k < 0.5:
            ref = self.pick(refs)
            return "(%s+0)" % ref if self.chance(0.85) else ref  # (+0) when the argument is empty
        if k < 0.75:
            return self.num()
        return self.pick(self.equates)

    def data(self, refs):
        """A data directive whose bytes show the values; in code sections an instruction."""
        if self.code and (not self.defining or self.pinned):
            # aligned: data before it may have left the address anywhere. A macro body runs in
            # the section of its invocation: code only inside its own section pair.
            self.fresh = 14 if self.fresh >= 30 else self.fresh + 1
            v = self.value(refs)
            return "\t.align 16\n" + self.pick([
                "\tadds r%d = %s, r0" % (self.fresh, v),
                "\tmov r%d = %s" % (self.fresh, v),
                "\tnop.m %s" % self.pick(["0", "1", "0x10"]),
                "\taddl r%d = (%s) & 0xff, r0 ;;" % (self.fresh, v)])
        d = self.pick(["data1", ".byte", "data2", "data4", ".long", "data8", ".quad", "data2.ua"])
        vals = [self.value(refs) for _ in range(self.r.randint(1, 3))]
        if d in ("data1", ".byte"):
            vals = ["(%s)&255" % v for v in vals]
        return "\t%s %s" % (d, ", ".join(vals))

    # ------------------------------------------------------------------ sections
    # The section stack is modelled (gas's obj-elf.c): `cur` and `prev` are section names (None:
    # not known, after an illegal element), `stack` holds (cur, prev) pairs. Instructions are
    # written only where `cur` is known to be a code section: gas queues auto-mode instructions
    # of a section without SHF_EXECINSTR and writes them into a later code section.
    @property
    def code(self):
        return self.cur in CODE_SECTIONS

    def switch(self, name):
        self.prev = self.cur  # gas: every switch, even to the current section
        self.cur = name

    def section_name(self):
        code = self.chance(0.3)
        return self.pick(CODE_SECTIONS if code else DATA_SECTIONS)

    def flags(self, name):
        """`, "flags"[, @type]` for `name` (`.init.text` is always written with them: it is code
        only with "ax", BFD has no default for it)."""
        tail = self.pick(["", ", @progbits"])
        if tail and self.chance(0.05):
            tail += self.pick([", 1", ", 8"])  # refused without M or G flags
        return ", %s%s" % (FLAGS[name], tail)

    def push(self):
        name = self.section_name()
        sub = self.pick(["", "", "", " 1", " 2", " 0"])
        if name == ".init.text" or self.chance(0.5):
            line = "\t.pushsection %s,%s%s" % (name, sub + "," if sub else "", self.flags(name)[1:])
        elif self.bad():
            line = "\t.pushsection %s%s" % (name, sub or " 1")  # no comma: junk to gas
            name = None
        else:
            line = "\t.pushsection %s%s" % (name, "," + sub if sub else "")
        self.stack.append((self.cur, self.prev))
        self.switch(name)
        return line

    def pop(self):
        if self.stack:
            self.cur, self.prev = self.stack.pop()
        return "\t.popsection"

    def section_line(self):
        """Section-stack directives. In a body read more than once (or at an unknown count) a
        balanced pair around data (`.pushsection` ... `.popsection`, `.section` ... `.previous`),
        as real macros write them; outside, any one directive."""
        if self.repeating:
            k = self.r.random()
            saved = (self.cur, self.prev, list(self.stack))
            self.pinned += 1
            if k < 0.6:
                lines = [self.push()] + [self.data([]) for _ in range(self.r.randint(1, 2))] + [self.pop()]
            elif k < 0.8:
                name = self.section_name()
                lines = ["\t.section %s%s" % (name, self.flags(name) if name == ".init.text" or self.chance(0.5) else "")]
                self.switch(name)
                lines += [self.data([]) for _ in range(self.r.randint(1, 2))] + ["\t.previous"]
            else:
                lines = ["\t.subsection %s" % self.pick(["1", "2", "E0 & 1"]), self.data([]), "\t.subsection 0"]
            # `.section` and `.subsection` set gas's previous section: which ran is not modelled
            self.cur, self.prev, self.stack = saved[0], saved[1] if k < 0.6 else None, saved[2]
            self.pinned -= 1
            return lines
        k = self.r.random()
        if k < 0.3:
            return [self.push()]
        if k < 0.45:
            if self.stack or self.bad():
                return [self.pop()]
            return [self.push()]
        if k < 0.55:
            self.cur, self.prev = self.prev, self.cur  # None (not known) stays so
            return ["\t.previous"]
        if k < 0.75:
            name = self.section_name()
            line = "\t.section %s%s" % (name, self.flags(name) if name == ".init.text" or self.chance(0.5) else "")
            self.switch(name)
            return [line]
        if k < 0.85:
            self.prev = self.cur  # gas's previous: this section's subsection before
            return ["\t.subsection %s" % self.pick(["0", "1", "2", "E0", "-1" if self.bad() else "1"])]
        if k < 0.93:
            name = self.pick([".text", ".data"])
            self.switch(name)
            return ["\t%s %s" % (name, self.pick(["0", "1", "2", "3"]))]
        self.switch(".data")
        return [self.pick(["\t.data", "\t.sdata" if self.bad() else "\t.data", "\t.rodata" if self.bad() else "\t.data"])]

    # ------------------------------------------------------------------ blocks
    def block(self, refs, in_macro=False, n=None):
        """Lines of data, labels, directives and nested constructs; `refs` are the formal
        references (`\\p`) usable here."""
        out = []
        self.depth += 1
        for _ in range(self.r.randint(1, 4) if n is None else n):
            k = self.r.random()
            if self.depth > 3 or k < 0.35:
                out.append(self.data(refs))
            elif k < 0.42:
                out.append(self.label())
            elif k < 0.5:
                out += self.section_line()
            elif k < 0.6:
                out += self.conditional(refs, in_macro)
            elif k < 0.68:
                out += self.rept(refs, in_macro)
            elif k < 0.76:
                out += self.irp(refs, in_macro)
            elif k < 0.86 and self.macros:
                out += self.invoke()
            elif k < 0.9:
                # gas's true is -1: masked, so that repeat counts stay >= 0
                out.append("%s = (%s) & 7" % (self.pick(self.equates), self.expr()) if self.chance(0.6) else
                           "\t.set %s, (%s) & 3" % (self.pick(self.equates), self.expr()))
            elif k < 0.93 and in_macro:
                out.append("\t.exitm")
            elif k < 0.96:
                out.append(self.message())
            else:
                out.append(self.data(refs))
        self.depth -= 1
        return out

    def message(self):
        if self.bad():
            return self.pick(["\t.err", '\t.error "bad %d"' % self.r.randint(0, 9), "\t.error"])
        return self.pick(['\t.print "p%d"' % self.r.randint(0, 9), '\t.warning "w%d"' % self.r.randint(0, 9),
                          '\t.print "x"'])

    def condition(self, refs):
        """An opening conditional directive."""
        k = self.r.random()
        v = lambda: self.value(refs) if self.chance(0.6) else self.small()
        if k < 0.35:
            return "\t.%s %s" % (self.pick(["if", "ifeq", "ifne", "iflt", "ifle", "ifgt", "ifge"]), self.expr())
        if k < 0.5:
            name = self.pick(self.labels + self.equates + ["undef%d" % self.r.randint(0, 2)]) if self.labels else \
                self.pick(self.equates + ["undef0"])
            return "\t.%s %s" % (self.pick(["ifdef", "ifndef", "ifnotdef"]), name)
        if k < 0.7:
            return "\t.%s %s,%s%s" % (self.pick(["ifc", "ifnc"]), v(), self.pick(["", " "]), v())
        if k < 0.82:
            a, b = self.pick(["a", "b", "ab", ""]), self.pick(["a", "b", "ab", ""])
            if refs and self.chance(0.5):
                a = self.pick(refs)
            return '\t.%s "%s", "%s"' % (self.pick(["ifeqs", "ifnes"]), a, b)
        return "\t.%s %s" % (self.pick(["ifb", "ifnb"]), self.pick(refs + [""]) if refs else self.pick(["", "x"]))

    def conditional(self, refs, in_macro):
        self.repeating += 1  # which branch runs is not modelled: sections in pairs, as in bodies
        out = [self.condition(refs)]
        out += self.block(refs, in_macro)
        for _ in range(self.r.randint(0, 2) if self.chance(0.3) else 0):
            out.append("\t.elseif %s" % self.expr())
            out += self.block(refs, in_macro)
        if self.chance(0.5):
            out.append("\t.else")
            out += self.block(refs, in_macro)
            if self.bad():
                out.append(self.pick(["\t.else", "\t.elseif 1"]))
        if not self.bad():
            out.append("\t.endif")
        self.repeating -= 1
        return out

    def rept(self, refs, in_macro):
        count = self.pick(["0", "1", "2", "3", "E0", "E1 + 1", "(2*2)-1", "E2 & 3", "-(1 == 1)", "0x2"])
        if self.bad():
            count = self.pick(["-1", "-E0 - 1", "L0", "undefined_sym", ""])
        self.repeating += 1
        body = [] if self.chance(0.1) else self.block(refs, in_macro, self.r.randint(1, 2))
        self.repeating -= 1
        return ["\t.rept %s" % count] + body + ["\t.endr"]

    def irp(self, refs, in_macro):
        sym = self.pick(["i", "j", "k"])
        if self.chance(0.6):
            vals = [self.pick([self.small(), self.small(), "", "E0", "(1+2)"]) for _ in range(self.r.randint(0, 4))]
            head = "\t.irp %s%s%s" % (sym, self.pick([",", ", ", " "]) if vals else "",
                                      self.pick([",", ", "]).join(vals))
        else:
            chars = "".join(self.pick("0123456789") for _ in range(self.r.randint(0, 4)))
            head = "\t.irpc %s%s%s" % (sym, self.pick([",", ", ", " "]), chars if self.chance(0.8) else '"%s"' % chars)
        ref = ("\\" if not self.alt else self.pick(["", "\\"])) + sym
        self.repeating += 1
        body = self.block(refs + [ref], in_macro, self.r.randint(1, 2))
        self.repeating -= 1
        if self.chance(0.3) and (head.startswith("\t.irpc") or all(v.isdigit() or not v for v in vals)):
            body.append("\tdata1 1\\%s\\()0" % sym if not self.alt else "\tdata1 1%s" % sym)
        return [head] + body + ["\t.endr"]

    # ------------------------------------------------------------------ macros
    def define(self):
        name = self.pick(["m%d" % len(self.macros), "m%d" % len(self.macros), "put", "emit.b", "add"])
        if name in [m[0] for m in self.macros]:
            name = "m%d_%d" % (len(self.macros), self.r.randint(0, 9))
        if self.macros and self.bad():
            name = self.pick(self.macros)[0]  # a redefinition: gas refuses it
        params, specs = [], []
        for i in range(self.r.randint(0, 4)):
            p = self.pick(["a", "b", "c", "val", "n"]) + str(i)
            roll = self.r.random()
            spec = p
            if roll < 0.2:
                spec += "=" + self.pick([self.small(), "E0", "-1", "(1+2)"])
            elif roll < 0.3:
                spec += ":req"
            elif roll < 0.35:
                spec += ":req=" + self.small()
            params.append(p)
            specs.append(spec)
        if params and self.chance(0.15):
            specs[-1] = params[-1] + ":vararg"
        sep = self.pick([", ", ",", " "])
        head = "\t.macro %s%s%s" % (name, " " if specs else "", sep.join(specs))
        refs = ["\\" + p for p in params]
        if self.alt:
            refs += params
        self.repeating += 1
        self.defining += 1
        body = self.block(refs, in_macro=True)
        self.defining -= 1
        self.repeating -= 1
        if self.chance(0.3):
            body.append("\tdata2 \\@" if not self.alt else "\tdata2 \\@")
        if params and self.chance(0.1):
            body.append("\tdata1 \\%s\\()1" % params[0])
        if params and self.chance(0.15):
            body.append("L\\@_%s:" % self.r.randint(0, 9))
        if self.alt and self.chance(0.4):
            body.insert(0, "\tLOCAL lab%d" % self.r.randint(0, 3))
            body.append("lab%s:" % body[0].split("lab")[1])
        if self.chance(0.12):  # a nested definition, defined when the outer one runs
            inner = "in%d_\\@" % len(self.macros) if self.chance(0.7) else "in%d" % len(self.macros)
            body += ["\t.macro %s x" % inner, "\tdata1 \\\\x", "\tdata1 \\x", "\t.endm"]
        if self.chance(0.1):  # bounded recursion
            if params:
                p = params[0]
                arg = "%%(\\%s-1)" % p if self.alt else self.pick(['"(\\%s-1)"', "(\\%s-1)", "\\%s-1"]) % p
                body = ["\t.if \\%s > 0" % p, "\tdata1 \\%s" % p, "\t%s %s" % (name, arg), "\t.endif"] + body
        lines = [head] + body
        if not self.bad():
            lines.append(self.pick(["\t.endm", "\t.endm", "\t.ENDM"]))
        self.macros.append((name, params, specs))
        return lines

    def invoke(self):
        name, params, specs = self.pick(self.macros)
        args = []
        for p, spec in zip(params, specs):
            if self.chance(0.07) or spec.endswith(":req") and self.bad():
                args.append("")
                continue
            if self.alt:
                args.append(self.pick([self.small(), "<%s + %s>" % (self.small(), self.small()),
                                       "%%%s" % self.expr(), "<1!>2>", "E0", "(1)"]))
            else:  # quoted: not for :vararg, which keeps the quotes (gas then reads a quoted symbol name)
                args.append(self.pick([self.small(), self.small(), "E1", "-2", "%s+%s" % (self.small(), self.small()),
                                       '"%s"' % self.small() if not spec.endswith(":vararg") else "7",
                                       "(%s)" % self.expr(), "%s - %s" % (self.small(), self.small())]))
        while args and self.chance(0.2) and ("=" in specs[len(args) - 1] or ":req" not in specs[len(args) - 1]):
            args.pop()  # missing trailing arguments: defaults
        if params and self.chance(0.2) and not self.alt:  # keyword arguments
            ks = self.r.sample(params, self.r.randint(1, len(params)))
            args = ["%s=%s" % (k, self.small()) for k in ks]
        if self.bad():
            k = self.r.random()
            if k < 0.3:
                args.append(self.small())  # maybe one too many
            elif k < 0.6 and not self.alt:
                args = ["nosuch=1"]
            else:
                name = name.upper()  # fine: names are case-insensitive
        line = "\t%s %s" % (self.pick([name, name, name.upper()]) if "." not in name else name,
                            self.pick([", ", ",", " "]).join(args))
        if self.chance(0.15):
            line = self.label() + line
        return [line.rstrip()]

    def purge(self):
        if self.macros and not self.bad():
            m = self.pick(self.macros)
            self.macros.remove(m)
            return ["\t.purgem %s" % m[0]]
        return ["\t.purgem nosuch"]

    # ------------------------------------------------------------------ altmacro
    def altmacro(self):
        self.alt = True
        out = ["\t.altmacro"]
        out += self.define()
        for _ in range(self.r.randint(1, 3)):
            out += self.invoke()
        if self.chance(0.3):
            out += self.block([])
        self.alt = False
        out.append("\t.noaltmacro")
        self.macros = [m for m in self.macros if m[0] != out[1].split()[1]]  # its body is .altmacro text
        return out

    # ------------------------------------------------------------------ program
    def program(self):
        lines = ["\t.data", "E0 = %d" % self.r.randint(0, 3), "E1 = %d" % self.r.randint(0, 5),
                 "E2 = %d" % self.r.randint(1, 7), self.label(), "\tdata1 0x5a"]
        for _ in range(self.r.randint(2, 6)):
            k = self.r.random()
            if k < 0.3:
                lines += self.define()
            elif k < 0.35 and self.macros:
                lines += self.purge()
            elif k < 0.45:
                lines += self.altmacro()
            else:
                lines += self.block([])
            for _ in range(self.r.randint(0, 2)):
                if self.macros:
                    lines += self.invoke()
        while self.stack and self.chance(0.8):
            lines.append(self.pop())
        lines += ["\t.data", self.label(), "\tdata1 0xa5"]
        return "\n".join(lines) + "\n"


def program(r, features):
    """A program of the macro language and the section stack (`features` holds NAME)."""
    return MacroGen(r).program()
