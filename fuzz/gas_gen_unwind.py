"""The unwind-directive generator of fuzz/gas_differential.py (`--with unwind-dirs`, issue 14).

Programs of procedures (`.proc`/`.endp`, several per section, in `.text`, `.text.*` and other code
sections, also reached through `.pushsection`/`.previous`) whose unwind directives GNU as turns into
`.IA_64.unwind`/`.IA_64.unwind_info` (Itanium Software Conventions and Runtime Architecture Guide,
"Stack Unwinding"; GNU as's manual, "IA-64 Directives"):
  regions  `.prologue` (bare or `mask, grsave`), `.body`, nested prologues, `.restore sp[, n]`,
           `.label_state`/`.copy_state`, long bodies (region lengths beyond R1's five bits)
  saves    `.save REG, rN` (rp, b0, ar.pfs, ar.unat, ar.lc, pr, ar.fpsr, ar.bsp, ar.bspstore,
           ar.rnat, psp), `.savesp`/`.savepsp` (@priunat too), `.save.g/.f/.b/.gf` masks with and
           without a GR, `.spill`, `.spillreg`/`.spillsp`/`.spillpsp`/`.restorereg` and their
           predicated `.p` forms
  frames   `.fframe`, `.vframe`, `.vframesp`, `.vframepsp`, `.altrp`
  other    `.unwabi`, `.unwentry`, `.personality`, `.handlerdata` with data and labels (some of
           them used from other sections), `.endp` with no name, several names or `,`
The code around them: explicit bundles of every template, with the directives between bundles and
between the slots inside braces, predicated instructions, auto-mode instructions with stops, data
in another section in the middle of a procedure. About one program in four carries one illegal
element (a bad register, mask, count or state, a directive out of place), so that GNU as's
refusals are checked. Everything is drawn from the random.Random given: program N of seed S is the
same whatever --jobs is.
"""

from gen_base import GenBase  # fuzz/gen_base.py: chance, pick, bad

NAME = "unwind-dirs"

TEMPLATES = {".mii": "MII", ".mmi": "MMI", ".mfi": "MFI", ".mmf": "MMF", ".mib": "MIB", ".mbb": "MBB",
             ".bbb": "BBB", ".mmb": "MMB", ".mfb": "MFB", ".mlx": "MLX"}
SAVE_REGS = ["rp", "b0", "ar.pfs", "ar.unat", "ar.lc", "pr", "ar.fpsr", "ar.bsp", "ar.bspstore", "ar.rnat"]
SP_REGS = SAVE_REGS + ["@priunat", "psp"]
SPILL_REGS = ["r4", "r5", "r6", "r7", "f2", "f3", "f4", "f5", "f16", "f20", "f31", "b1", "b2", "b5", "rp",
              "ar.pfs", "ar.lc", "ar.unat", "pr", "ar.rnat", "ar.bsp", "ar.bspstore", "ar.fpsr", "@priunat"]
BAD = [
    ".save r4, r40", ".save ar.ccv, r40", ".save rp, f5", ".prologue 17, r40", ".prologue 3", ".save.g 0x10",
    ".save.g 0", ".save.f 0x100000", ".save.b 0x20", ".save.gf 0x10, 0", ".copy_state 99", ".restore sp, 9",
    ".spillreg r8, r40", ".spillreg r4, p5", ".altrp r5", ".vframe f5", ".unwabi @foo, 1", ".unwabi @svr4, 300",
    ".fframe", ".label_state", ".spillsp.p r4, r5, 16", ".spillreg.p p64, r4, r40", ".save foo, r32",
    ".prologue 0x8, r128", ".spill", ".savesp rp", ".restorereg r40", ".personality", ".body 1",
    ".save.b 0x3, r3", ".vframesp", ".restore r12", ".save ar.pfs", ".spillpsp f6, 16",
]


class UnwindGen(GenBase):
    BAD_RATE = 0.08

    def __init__(self, r):
        self.r = r
        self.mutated = r.random() < 0.25
        self.procs = []        # procedure names defined
        self.hlabels = []      # handler-data labels
        self.fresh = 14        # next scratch GR written (r14..r31, cycling: no dependence in a group)
        self.n = 0             # label counter

    # ------------------------------------------------------------------ instructions
    def dest(self):
        self.fresh = 14 if self.fresh >= 31 else self.fresh + 1
        return "r%d" % self.fresh

    def pred(self):
        return self.pick(["(p6) ", "(p7) ", "(p8) ", "(p63) "]) if self.chance(0.15) else ""

    def insn(self, unit, first=True):
        """An instruction for a slot of `unit` that reads only r32-r40/f32-f40 and writes a fresh GR."""
        src = lambda: "r%d" % self.r.randint(32, 40)
        if unit == "M":
            k = self.pick(["nop", "nop", "ld", "st", "adds", "spill", "stf", "alloc" if first else "nop", "mov"])
            s = {"nop": "nop.m 0", "ld": "ld8 %s = [%s]" % (self.dest(), src()),
                 "st": "st8 [%s] = %s" % (src(), src()), "adds": "adds %s = -16, %s" % (self.dest(), src()),
                 "spill": "st8.spill [%s] = r%d" % (src(), self.r.randint(4, 7)),
                 "stf": "stf.spill [%s] = f%d" % (src(), self.pick([2, 3, 4, 5, 16, 31])),
                 "alloc": "alloc %s = ar.pfs, 2, 3, 1, 0" % self.dest(),
                 "mov": "mov %s = ar.unat" % self.dest()}[k]
        elif unit == "I":
            k = self.pick(["nop", "nop", "b0", "pr", "lc", "pfs", "add"])
            s = {"nop": "nop.i 0", "b0": "mov %s = b0" % self.dest(), "pr": "mov %s = pr" % self.dest(),
                 "lc": "mov %s = ar.lc" % self.dest(), "pfs": "mov %s = ar.pfs" % self.dest(),
                 "add": "add %s = %s, %s" % (self.dest(), src(), src())}[k]
        elif unit == "F":
            s = self.pick(["nop.f 0", "nop.f 0", "fma.d f%d = f32, f33, f34" % self.r.randint(8, 15)])
        elif unit == "B":
            s = self.pick(["nop.b 0", "nop.b 0", "br.call.sptk.many b0 = %s" % self.pick(["ext", "func0"])])
        else:  # L+X
            s = "movl %s = %s" % (self.dest(), self.pick(["0x123456789abcdef", "ext", "0"]))
        if s.startswith(("alloc", "nop")):
            return s
        return self.pred() + s

    def bundle(self, dirs):
        """An explicit bundle; `dirs()` gives directive lines to put between its slots."""
        t = self.pick(list(TEMPLATES))
        units = TEMPLATES[t].replace("LX", "L")
        slots = list(range(len(units)))
        if self.chance(0.2):  # omitted slots: gas fills them with nops by unit
            slots = sorted(self.r.sample(slots, self.r.randint(1, len(slots))))
        lines = ["\t{ " + t]
        for k in slots:
            if k != slots[0] and self.chance(0.2):
                lines += dirs()
            lines.append("\t  " + self.insn(units[k], k == 0))
        lines[-1] += " ;;"
        lines.append("\t}")
        return lines

    def one_line_bundles(self, n):
        """`n` bundles of nops on one line each (long regions)."""
        return ["\t{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }"] * n

    def auto(self):
        """Auto-mode instructions (gas's default mode), each group closed by a stop."""
        out = []
        for _ in range(self.r.randint(1, 3)):
            out.append("\t" + self.insn(self.pick("MMI")) + (" ;;" if self.chance(0.7) else ""))
        out[-1] = out[-1].rstrip(" ;") + " ;;"
        return out

    def code(self, dirs):
        k = self.r.random()
        if k < 0.6:
            return self.bundle(dirs)
        if k < 0.7:
            return self.one_line_bundles(self.pick([1, 2, 10, 11, 12, 40, 80]))
        return self.auto()

    # ------------------------------------------------------------------ directives
    def gr(self):
        return "r%d" % self.r.randint(32, 40) if self.chance(0.85) else self.pick(["r2", "r3", "r127"])

    def off(self, step=8):
        return str(self.pick([0, step, 2 * step, 16, 24, 32, 64, 0x100, 0x2000]))

    def prologue_dir(self):
        k = self.r.random()
        if k < 0.25:
            return ".save %s, %s" % (self.pick(SAVE_REGS), self.gr())
        if k < 0.35:
            return ".savesp %s, %s" % (self.pick(SP_REGS[:-1]), self.off())
        if k < 0.42:
            return ".savepsp %s, %s" % (self.pick(SP_REGS[:-1]), self.pick(["0", "16", "-16", "-24", "32"]))
        if k < 0.55:
            return self.pick([".save.g 0x%x" % self.r.randint(1, 15), ".save.g 0x%x, %s" % (self.r.randint(1, 15), self.gr()),
                              ".save.f 0x%x" % self.pick([1, 3, 0x10, 0x8001, 0xfffff]),
                              ".save.b 0x%x" % self.r.randint(1, 31), ".save.b 0x%x, %s" % (self.r.randint(1, 31), self.gr()),
                              ".save.gf 0x%x, 0x%x" % (self.r.randint(0, 15), self.pick([0, 1, 0x11, 0x80000]))])
        if k < 0.6:
            return ".spill %s" % self.off()
        if k < 0.7:
            return self.pick([".fframe %s" % self.off(16), ".vframe %s" % self.gr(), ".vframesp %s" % self.off(16),
                              ".vframepsp %s" % self.off(16)])
        if k < 0.75:
            return ".altrp b%d" % self.r.randint(0, 7)
        return self.spill_dir()

    def spill_dir(self):
        reg = self.pick(SPILL_REGS[:-1])
        p = "p%d, " % self.pick([1, 6, 7, 63])
        k = self.r.random()
        if k < 0.3:
            tgt = self.pick(["r%d" % self.r.randint(32, 40), "f%d" % self.r.randint(32, 40), "b%d" % self.r.randint(6, 7)])
            return self.pick([".spillreg %s, %s" % (reg, tgt), ".spillreg.p %s%s, %s" % (p, reg, tgt)])
        if k < 0.55:
            return self.pick([".spillsp %s, %s" % (reg, self.off()), ".spillsp.p %s%s, %s" % (p, reg, self.off())])
        if k < 0.75:
            return self.pick([".spillpsp %s, %s" % (reg, self.off()), ".spillpsp.p %s%s, %s" % (p, reg, self.off())])
        return self.pick([".restorereg %s" % reg, ".restorereg.p %s%s" % (p, reg)])

    def body_dir(self):
        k = self.r.random()
        if k < 0.3 and self.depth:  # pops count + 1 prologues (the default: all)
            count = self.r.randint(0, self.depth - 1)
            self.depth -= count + 1
            return ".restore sp, %d" % count if count or self.chance(0.5) else ".restore sp"
        if k < 0.45:
            self.states += 1
            return ".label_state %d" % self.states
        if k < 0.55 and self.states:
            return ".copy_state %d" % self.r.randint(1, self.states)
        return self.spill_dir()

    def dirs_for(self, kind):
        def dirs():
            if self.bad():
                return ["\t" + self.pick(BAD)]
            n = self.r.randint(1, 2)
            return ["\t" + (self.prologue_dir() if kind == "prologue" else self.body_dir()) for _ in range(n)]
        return dirs

    # ------------------------------------------------------------------ procedures
    def handlerdata(self):
        out = ["\t.handlerdata"]
        for _ in range(self.r.randint(1, 5)):
            k = self.r.random()
            if k < 0.25:
                self.n += 1
                name = self.pick([".LH%d", "H%d"]) % self.n
                self.hlabels.append(name)
                out.append(name + ":")
            elif k < 0.55:
                out.append("\t%s %d" % (self.pick(["data1", "data2", "data4", "data8", ".byte"]), self.r.randint(0, 255)))
            elif k < 0.7:
                out.append("\t%s %s" % (self.pick(["data8", "data8.ua", "data4"]), self.pick(
                    self.procs + ["ext", "@fptr(%s)" % self.pick(self.procs or ["ext"]), "@segrel(%s)" % self.pick(self.procs or ["ext"])])))
            elif k < 0.8 and len(self.hlabels) >= 1:
                out.append("\t.uleb128 %s - %s" % (self.pick(self.hlabels), self.pick(self.hlabels)))
            elif k < 0.9:
                out.append("\t.align %d" % self.pick([4, 8, 16]))
            else:
                out.append('\t.string "%s"' % self.pick(["", "eh", "xyz1234"]))
        return out

    def proc(self):
        name = "func%d" % len(self.procs)
        self.procs.append(name)
        extra = "func%d" % len(self.procs)
        two = self.chance(0.1)  # a procedure with two entry points
        if two:
            self.procs.append(extra)
        out = [self.pick(["\t.global %s", "\t.local %s", "\t.type %s, @function"]) % name,
               "\t.proc %s%s" % (name, ", " + extra if two else ""), name + ":"]
        if two:
            out.append(extra + ":")
        self.depth, self.states = 0, 0
        if self.chance(0.15):
            out.append("\t.unwabi %s" % self.pick(["@svr4, 's'", "@hpux, 0", "3, 'i'", "@nt, 1", "@svr4, 'i'"]))
        if self.chance(0.1):
            out.append("\t.unwentry")
        personality = self.chance(0.25)
        kind = "body" if self.chance(0.15) else "prologue"
        for _ in range(self.r.randint(1, 4)):
            if kind == "prologue":
                self.depth += 1
                mask = self.r.randint(0, 15)
                out.append("\t" + self.pick([".prologue", ".prologue", ".prologue 0x%x, %s" % (mask, self.gr()) if mask else ".prologue"]))
            else:
                out.append("\t.body")
            dirs = self.dirs_for(kind)
            for _ in range(self.r.randint(1, 4)):
                if self.chance(0.5):
                    out += dirs()
                out += self.code(dirs)
                if self.chance(0.08):  # data in another section in the middle of the procedure
                    push = self.chance(0.3)
                    out += ["\t.pushsection .data" if push else self.pick(["\t.data", "\t.section .rodata"]),
                            "\tdata8 %d" % self.r.randint(0, 9),
                            "\t.popsection" if push else self.pick(["\t.previous", self.where])]
            kind = "body" if kind == "prologue" or self.chance(0.3) else "prologue"
        if self.chance(0.05):  # a region directive right before .endp: an empty region
            out.append(self.pick(["\t.body", "\t.prologue"]))
        if personality:
            out.append("\t.personality %s" % self.pick(["__gxx_personality_v0", "ext", "func0"]))
        if self.chance(0.2) or (personality and self.chance(0.6)):
            out += self.handlerdata()
        end = self.pick(["\t.endp %s" % name] * 6 + ["\t.endp", "\t.endp %s, %s" % (name, extra) if two else "\t.endp",
                                                       "\t.endp ,", "\t.endp %s," % name])
        out.append(end)
        return out

    def section(self):
        self.where = self.pick(["\t.text", '\t.section .text.a,"ax",@progbits', '\t.section .text.b,"ax",@progbits',
                                '\t.section .init.text,"ax",@progbits', '\t.section .text.unlikely,"ax",@progbits'])
        return [self.where]

    def program(self):
        lines = [] + self.section()
        for _ in range(self.r.randint(1, 5)):
            if self.chance(0.3):
                lines += self.section()
            lines += self.proc()
        if self.hlabels and self.chance(0.3):  # handler-data labels used from other sections
            lines += [self.pick(["\t.data", "\t.section .rodata"]),
                      "\t%s %s" % (self.pick(["data8", "data4", "data8.ua"]), self.pick(self.hlabels))]
            if len(self.hlabels) > 1 and self.chance(0.5):
                lines.append("\tdata4 %s - %s" % (self.pick(self.hlabels), self.pick(self.hlabels)))
        if self.chance(0.1):
            lines.append("\t.type func0, @function")
        return "\n".join(lines) + "\n"


def program(r, features):
    """A program of unwind directives (`features` holds NAME)."""
    return UnwindGen(r).program()
