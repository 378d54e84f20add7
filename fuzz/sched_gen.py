"""Programs shaped like the code `sched` is used on (kernel entry paths, libc loops, compiler output),
for fuzz/sched_differential.py. gas_differential.Gen covers every instruction form with random
operands, so most of its programs have no dependences between instructions and a third of them
GNU as rejects; these use a small register pool, so that instructions depend on each other and the
schedule has choices to get wrong, and keep to what GNU as takes:
  - dependence chains over a few GRs, FRs, PRs and BRs (ALU, loads and stores with post-increment,
    compares and predicated uses, FP, moves to and from ARs and BRs), auto code with and without
    stops, explicit code with the stops its dependences need, brace and bare-template bundles;
  - labels between dependent instructions (fall-through joins), counted loops (`br.cloop` back to a
    label), forward branches that exit (control speculation), calls;
  - `.explicit`/`.auto`/`.default` switches in the middle of code, section switches and
    `.pushsection`/`.popsection` around data, `.align` in code;
  - procedures with unwind directives (`.prologue`, `.save`, `.body`, `.restore sp`, `.spill`
    via `.mem.offset`), `alloc` with rotating registers (`.rotr`, `br.ctop`);
  - equates of labels and `.` after queued auto code (`A = L`, `X = .`, used in data; `D = L2 - L1`);
  - with `dot` (sched_differential.py --with dot): `.` in instruction operands (`adds r=.-L,r0`,
    `L-.`, `mov b6=r,.`) and differences of labels (`adds r=L2-L1,r0`), whose value is GNU
    as's queue's (driver/DotOperands.h).
Program N of a seed is the same whatever the job count (all randomness from one Random)."""
import random

from gen_base import GenBase  # fuzz/gen_base.py: chance, pick

GRS = ["r14", "r15", "r16", "r17", "r18", "r19", "r20", "r21"]
STACKED = ["r32", "r33", "r34", "r35", "r36", "r37"]
FRS = ["f6", "f7", "f8", "f9", "f10", "f11"]
PRS = [("p6", "p7"), ("p8", "p9"), ("p10", "p11")]
BRS = ["b6", "b7"]


class SchedGen(GenBase):
    def __init__(self, seed, dot=False):
        self.r = random.Random(seed)
        self.mutated = False  # every program is one GNU as takes
        self.dot = dot  # `.` in operands (off: the programs of a seed are those before the option)

    def gr(self):
        return self.pick(self.grs)

    def label(self):
        self.nlabel += 1
        name = ".L%d" % self.nlabel if self.chance(0.5) else "L%d" % self.nlabel
        self.labels.append(name)
        return name

    # ---------------------------------------------------------- instructions
    def alu(self):
        d, a, b = self.gr(), self.gr(), self.gr()
        return self.pick([
            "add %s=%s,%s" % (d, a, b), "sub %s=%s,%s" % (d, a, b), "adds %s=%d,%s" % (d, self.r.randint(-64, 64), a),
            "shladd %s=%s,%d,%s" % (d, a, self.r.randint(1, 4), b), "and %s=%s,%s" % (d, a, b),
            "or %s=%s,%s" % (d, a, b), "xor %s=%s,%s" % (d, a, b), "mov %s=%s" % (d, a),
            "shl %s=%s,%d" % (d, a, self.r.randint(1, 63)), "shr.u %s=%s,%d" % (d, a, self.r.randint(1, 63)),
            "extr.u %s=%s,%d,%d" % (d, a, self.r.randint(0, 31), self.r.randint(1, 32)),
            "dep.z %s=%s,%d,%d" % (d, a, self.r.randint(0, 31), self.r.randint(1, 32)),
            "zxt4 %s=%s" % (d, a), "sxt1 %s=%s" % (d, a), "popcnt %s=%s" % (d, a),
            "mov %s=%d" % (d, self.r.randint(-2 ** 21, 2 ** 21 - 1)), "movl %s=0x%x" % (d, self.r.getrandbits(64)),
            "cmp.eq %s,%s=%s,%s" % (self.pick(PRS) + (a, b)), "cmp.lt.unc %s,%s=%s,%s" % (self.pick(PRS) + (a, b)),
            "tbit.z %s,%s=%s,%d" % (self.pick(PRS) + (a, self.r.randint(0, 63))),
        ])

    def mem(self):
        d, a, b = self.gr(), self.gr(), self.gr()
        size = self.pick([1, 2, 4, 8])
        return self.pick([
            "ld%d %s=[%s]" % (size, d, a), "ld%d %s=[%s],%d" % (size, d, a, self.pick([1, 8, 16, -8])),
            "st%d [%s]=%s" % (size, a, b), "st%d [%s]=%s,%d" % (size, a, b, self.pick([8, 16])),
            "ld8.acq %s=[%s]" % (d, a), "st8.rel [%s]=%s" % (a, b), "ld8.s %s=[%s]" % (d, a),
            "ld8.a %s=[%s]" % (d, a), "lfetch [%s]" % a, "fetchadd8.acq %s=[%s],1" % (d, a),
            "ldf8 %s=[%s]" % (self.pick(FRS), a), "stfd [%s]=%s" % (a, self.pick(FRS)),
            "xchg8 %s=[%s],%s" % (d, a, b), "mf", "ld8.bias %s=[%s]" % (d, a),
        ])

    def fp(self):
        d, a, b, c = (self.pick(FRS) for _ in range(4))
        return self.pick([
            "fma.d %s=%s,%s,%s" % (d, a, b, c), "fadd %s=%s,%s" % (d, a, b), "fmpy.s1 %s=%s,%s" % (d, a, b),
            "fmerge.s %s=%s,%s" % (d, a, b), "fcvt.fx.trunc %s=%s" % (d, a), "setf.sig %s=%s" % (d, self.gr()),
            "getf.sig %s=%s" % (self.gr(), a), "fcmp.eq %s,%s=%s,%s" % (self.pick(PRS) + (a, b)),
            "xma.l %s=%s,%s,%s" % (d, a, b, c), "mov %s=%s" % (d, a),
        ])

    def special(self):
        g = self.gr()
        return self.pick([
            "mov %s=%s" % (self.pick(BRS), g), "mov %s=%s" % (g, self.pick(BRS)), "mov ar.ccv=%s" % g,
            "mov %s=ar.lc" % g, "mov ar.unat=%s" % g, "mov %s=ar.unat" % g, "mov %s=pr" % g,
            "mov pr=%s,0x1ffc0" % g, "mov %s=ip" % g, "mov %s=ar.itc" % g, "mov.m ar.k5=%s" % g,
            "rsm psr.i", "ssm psr.i", "mov %s=psr" % g, "srlz.d", "mov %s=cr.iip" % g, "flushrs",
        ])

    def dot_inst(self):
        g, label = self.gr(), self.pick(self.labels) if self.labels else None
        # (not `movl r=.`: validate cannot tell a code address from data once it reaches an FR,
        # `setf.sig`, and reports the layouts' difference as a failure; lit sched/dot-operand-*)
        forms = ["mov %s=%s,." % (self.pick(BRS), g)]
        if label:
            forms += ["adds %s=.-%s,r0" % (g, label), "adds %s=%s-.,r0" % (g, label)]
        if len(self.labels) > 1:  # a difference gas folds with queued labels' values (L0 - 1b)
            forms += ["adds %s=%s-%s,r0" % (g, self.pick(self.labels), self.pick(self.labels))]
        return self.pick(forms)

    def inst(self):
        if self.dot and self.chance(0.15):
            return self.dot_inst()
        k = self.r.random()
        text = self.alu() if k < 0.45 else self.mem() if k < 0.7 else self.fp() if k < 0.85 else self.special()
        if self.chance(0.2) and not text.startswith(("cmp", "tbit", "fcmp", "mf", "rsm", "ssm", "srlz", "flushrs")):
            text = "(%s) %s" % (self.pick(PRS)[self.r.randint(0, 1)], text)
        return text

    # ---------------------------------------------------------- chunks
    def straight(self, stops):
        """Auto code (GNU as places the stops) or explicit code with a stop after every instruction
        that may feed a later one (`stops`)."""
        out = []
        for _ in range(self.r.randint(2, 10)):
            if self.chance(0.12):
                out.append(self.label() + ":")
            out.append("\t" + self.inst() + (" ;;" if stops or self.chance(0.2) else ""))
        return out

    def bundles(self):
        """Brace bundles (or bare templates) of independent instructions, each ended by a stop."""
        out = []
        for _ in range(self.r.randint(1, 3)):
            if self.chance(0.15):
                out.append(self.label() + ":")
            tmpl, slots = self.pick([(".mii", ["M", "I", "I"]), (".mmi", ["M", "M", "I"]), (".mfi", ["M", "F", "I"]),
                                     (".mib", ["M", "I", "B"]), (".mmf", ["M", "M", "F"])])
            insts = []
            for u in slots:
                if u == "M" and self.chance(0.6):
                    insts.append(self.pick(["ld8 %s=[%s]" % (self.gr(), self.gr()), "adds %s=16,%s" % (self.gr(), self.gr()),
                                            "st8 [%s]=%s" % (self.gr(), self.gr())]))
                elif u == "I" and self.chance(0.6):
                    insts.append("add %s=%s,%s" % (self.gr(), self.gr(), self.gr()))
                elif u == "F" and self.chance(0.6):
                    insts.append("fadd %s=%s,%s" % (self.pick(FRS), self.pick(FRS), self.pick(FRS)))
                else:
                    insts.append("nop.%s 0" % u.lower())
            body = ["\t" + i for i in insts]
            body[-1] += " ;;"
            if self.chance(0.7):
                out += ["{ " + tmpl] + body + ["}"]
            else:
                out += ["\t" + tmpl] + body
        return out

    def loop(self):
        top = self.label()
        body = ["\t" + self.inst() for _ in range(self.r.randint(1, 4))]
        return ["\tmov ar.lc=%d ;;" % self.r.randint(1, 9), top + ":"] + body + \
               ["\tbr.cloop.sptk.few %s ;;" % top]

    def exit_branch(self):
        """A compare and a conditional branch forward, then loads (what --speculate hoists)."""
        p, q = self.pick(PRS)
        target = self.label()
        self.pending.append(target)
        return ["\tcmp.eq %s,%s=%s,r0" % (p, q, self.gr()), "\t(%s) br.cond.dpnt.few %s" % (p, target)] + \
               ["\tld8 %s=[%s]" % (self.gr(), self.gr()) for _ in range(self.r.randint(1, 3))] + \
               ["\tadd %s=%s,%s" % (self.gr(), self.gr(), self.gr())]

    def call(self):
        return ["\tmov %s=%s" % (self.pick(["r36", "r37"]) if self.in_proc else "r16", self.gr()),
                "\tbr.call.sptk.many b0=%s ;;" % self.pick(["ext", "func0"]),
                "\tmov %s=r8" % self.gr()]

    def mode_switch(self):
        mode = self.pick([".explicit", ".auto", ".default"])
        self.explicit = mode == ".explicit"
        return ["\t" + mode]

    def data_detour(self):
        sec = self.pick(['.section .data', '.section .rodata,"a",@progbits', '.pushsection .sdata,"aw"'])
        back = "\t.popsection" if "push" in sec else "\t.previous"
        vals = ["\tdata8 %s" % self.pick(self.labels or ["ext"]), "\tdata4 %d" % self.r.randint(0, 99),
                "\tdata1 1", "\t.align 8"]
        return ["\t" + sec] + self.r.sample(vals, self.r.randint(1, 3)) + [back]

    def equates(self):
        out = []
        if self.labels and self.chance(0.7):
            out.append("A%d = %s" % (len(self.eqs), self.pick(self.labels)))
            self.eqs.append(out[-1].split()[0])
        if self.chance(0.5):
            out.append("X%d = ." % len(self.eqs))
            self.eqs.append(out[-1].split()[0])
        if len(self.labels) > 1 and self.chance(0.4):
            # set but not used in data: the distance between labels across scheduled code follows
            # the layout (the output's value is its own code's size)
            out.append("D%d = %s - %s" % (len(self.eqs), self.labels[-1], self.labels[0]))
        return out

    def code(self):
        k = self.r.random()
        if k < 0.35:
            return self.straight(self.explicit)
        if k < 0.5:
            return self.bundles()
        if k < 0.58:
            return self.loop() if not self.explicit else self.straight(True)
        if k < 0.66:
            return self.exit_branch() if not self.explicit else self.straight(True)
        if k < 0.7:
            return self.call()
        if k < 0.78:
            return self.mode_switch()
        if k < 0.84:
            return self.data_detour()
        if k < 0.92:
            return self.equates()
        return ["\t.align %d" % self.pick([16, 32])]

    def procedure(self, name):
        self.in_proc = True
        out = ["\t.global %s" % name, "\t.proc %s" % name, name + ":"]
        unwind = self.chance(0.6)
        rot = self.chance(0.2)
        if unwind:
            out += ["\t.prologue", "\t.save ar.pfs, r34"]
        out.append("\talloc r34=ar.pfs,2,4,2,%d" % (8 if rot else 0))
        if unwind:
            out += ["\t.save rp, r35", "\tmov r35=b0"]
            if self.chance(0.4):
                out += ["\t.fframe 16", "\tadds sp=-16,sp ;;", "\t.mem.offset 0,0", "\tst8.spill [sp]=r4",
                        "\t.save.g 0x1"]
            out.append("\t.body")
        if rot:
            out += ["\t.rotr x[4], y[4]", "\tmov ar.ec=2", "\tmov ar.lc=3 ;;", "\tmov pr.rot=0x10000 ;;"]
            top = self.label()
            out += [top + ":", "\t(p16) ld8 x[0]=[r32],8", "\t(p18) add y[0]=x[2],r33",
                    "\tbr.ctop.sptk.few %s ;;" % top]
        for _ in range(self.r.randint(1, 3)):
            out += self.code()
        if self.explicit:
            out += ["\t;;"]
        if unwind and self.chance(0.5) and any("fframe" in x for x in out):
            out += ["\t.restore sp", "\tadds sp=16,sp"]
        out += ["\tmov ar.pfs=r34", "\tmov b0=r35" if unwind else "\tnop.i 0", "\tbr.ret.sptk.many b0 ;;",
                "\t.endp %s" % name]
        self.in_proc = False
        return out

    def program(self):
        self.labels, self.pending, self.eqs, self.nlabel = [], [], [], 0
        self.explicit, self.in_proc = False, False
        self.grs = GRS[:self.r.randint(3, len(GRS))]
        lines = []
        if self.chance(0.2):
            lines.append("\t.explicit")
            self.explicit = True
        lines.append(self.pick(["\t.text", '\t.section .text.hot,"ax",@progbits']))
        for n in range(self.r.randint(1, 4)):
            if self.chance(0.4):
                lines += self.procedure("func%d" % n)
            else:
                for _ in range(self.r.randint(1, 4)):
                    lines += self.code()
            if self.explicit:
                lines.append("\t;;")
        for name in self.pending:
            lines += [name + ":", "\tnop.m 0 ;;" if self.explicit else "\tnop.m 0"]
        if self.eqs and self.chance(0.6):
            lines += ["\t.data"] + ["\tdata8 %s" % e for e in self.eqs]
        return "\n".join(lines) + "\n"
