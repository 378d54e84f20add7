"""Generators of fuzz/ski_differential.py beyond one instruction per group.

Each generator takes the base generator `g` (ski_differential.Gen: random
values, registers, its instruction families) and returns a case: an initial
state (g.state()) and a list of items (pre, body). An item is a unit the
reducer removes whole: a loop, a call chain or a group stays intact. `{C}`
in a body is the case's label suffix; `@N` below makes labels unique.

- flow:  forward conditional branches (predicated, through branch
         registers), br.call/br.ret chains with alloc of varied frames,
         ar.pfs/ar.ec saved and restored, recursion deep enough to spill
         the register stack (NaT bits through ar.rnat).
- loop:  br.cloop, br.ctop/br.cexit, br.wtop/br.wexit with ar.lc/ar.ec,
         rotating GRs/FRs/PRs (loads, stores, ALU, FP over rotating names),
         mov pr.rot=, clrrrb, clrrrb.pr.
- spec:  ld.s/ld.sa/ld.a/ld.c.clr/ld.c.nc/chk.s/chk.a (GR and FR), NaT
         bases, unmapped addresses, invala/invala.e, stores that hit or miss
         the ALAT's entries.
- sem:   cmpxchg/xchg/fetchadd with ar.ccv, ld.acq/st.rel, mf, ld.bias,
         lfetch, st8.spill/ld8.fill, unaligned accesses.
- misc:  shrp, extr/dep at corner positions, dep of an immediate,
         psad1, pmpy2, pshl/pshr widths, mux1/mux2, czx, cmp of immediates
         and r0 parallel forms, moves to and from pr, b, ar.lc/ec/ccv.
- group: 2-6 instructions of the families above and the base ones in one
         instruction group, legal under the dependency rules (no RAW or WAW
         on a register; later ones write what earlier ones read), so
         read-before-write within a group is compared.
"""
import re

SCRATCH = 128
STATIC = [1] + list(range(3, 12)) + list(range(13, 32))  # r2: harness, r12: stack


class Cases:
    def __init__(self, g):
        self.g = g
        self.r = g.r
        self.lab = 0

    def label(self, kind):
        self.lab += 1
        return ".L%s%d{C}" % (kind, self.lab)

    def sreg(self, avoid=()):
        return "r%d" % self.r.choice([x for x in STATIC if "r%d" % x not in avoid])

    # ------------------------------------------------------------ flow
    def alu(self, dst, srcs):
        r = self.r
        a, b = r.choice(srcs), r.choice(srcs)
        k = r.random()
        if k < 0.15:
            return "adds %s=%d,%s" % (dst, r.randint(-8192, 8191), a)
        if k < 0.25:
            return "shladd %s=%s,%d,%s" % (dst, a, r.randint(1, 4), b)
        if k < 0.3:
            return "mov %s=%s" % (dst, a)
        return "%s %s=%s,%s" % (r.choice(["add", "sub", "xor", "and", "or", "andcm"]), dst, a, b)

    def branch_item(self, c):
        r = self.r
        g = self.g
        L = []
        out = self.label("f")
        p1, p2 = r.sample(range(1, 16), 2)
        k = r.random()
        if k < 0.5:
            rel = r.choice(["eq", "ne", "lt", "ltu", "gt", "geu"])
            L.append("cmp.%s p%d,p%d=%s,%s" % (rel, p1, p2, g.g(), g.g()))
            if r.random() < 0.5:
                L.append(";;")  # else a compare and its branch in one group
        elif k < 0.7:
            L.append("tbit.nz p%d,p%d=%s,%d" % (p1, p2, g.g(), r.randint(0, 63)))
            L.append(";;")
        if r.random() < 0.25:
            b = r.randint(1, 7)
            L += ["movl r2=%s" % out, ";;", "mov b%d=r2" % b, ";;",
                  "(p%d) br.cond.sptk.many b%d" % (r.choice([p1, p2, 0]), b)]
        else:
            L.append("(p%d) br.cond.%s.few %s" % (r.choice([p1, p2, p1, 0]), r.choice(["sptk", "dptk", "spnt"]), out))
        L.append(";;")
        for _ in range(r.randint(1, 3)):
            i = g.inst()
            if isinstance(i, tuple):
                L += [i[0], ";;"]
                i = i[1]
            L += [i, ";;"]
        L.append(out + ":")
        return "\n\t".join(L[:-1] if L[-1] == ";;" else L)

    def frame_ops(self, regs, defined, n, avoid=()):
        """n ALU ops over the frame's registers and the static ones."""
        L = []
        for _ in range(n):
            srcs = sorted(defined) + [self.sreg()] * 3
            if self.r.random() < 0.4:
                dst = self.sreg(avoid)
            else:
                cand = [x for x in regs if x not in avoid]
                if not cand:
                    continue
                dst = self.r.choice(cand)
            L += [self.alu(dst, srcs), ";;"]
            if dst.startswith("r") and int(dst[1:]) >= 32:
                defined.add(dst)
        return L

    def proc(self, depth, caller_outs, subs, maxdepth):
        """A procedure: alloc, ops, maybe a call deeper, ops, return."""
        r = self.r
        name = self.label("p")
        i = r.randint(0, 8)
        l = r.randint(2, 24)
        o = r.randint(0, 12)
        rot = r.choice([0, 0, 8]) if i + l + o >= 8 else 0
        sof = i + l + o
        regs = ["r%d" % x for x in range(32, 32 + sof)]
        defined = set("r%d" % x for x in range(32, 32 + min(caller_outs, sof)))
        sv_pfs, sv_b0 = "r%d" % (32 + i), "r%d" % (33 + i)
        L = [name + ":", "alloc %s=ar.pfs,%d,%d,%d,%d" % (sv_pfs, i, l, o, rot), ";;", "mov %s=b0" % sv_b0, ";;"]
        avoid = (sv_pfs, sv_b0)
        if r.random() < 0.3:
            L += ["mov ar.ec=%d" % r.randint(0, 63), ";;"]
        L += self.frame_ops(regs, defined, r.randint(1, 6), avoid)
        # outputs of this frame: define them before the call
        for x in range(32 + i + l, 32 + sof):
            L += [self.alu("r%d" % x, sorted(defined) + [self.sreg()]), ";;"]
            defined.add("r%d" % x)
        if depth < maxdepth and r.random() < 0.8:
            callee = self.proc(depth + 1, o, subs, maxdepth)
            if r.random() < 0.2:
                L += ["movl r2=%s" % callee, ";;", "mov b6=r2", ";;", "br.call.sptk.many b0=b6", ";;"]
            else:
                L += ["br.call.sptk.many b0=%s" % callee, ";;"]
        L += self.frame_ops(regs, defined, r.randint(1, 6), avoid)
        if r.random() < 0.3:
            L += ["mov %s=ar.pfs" % self.sreg(), ";;"]
        L += ["mov ar.pfs=%s" % sv_pfs, "mov b0=%s" % sv_b0, ";;"]
        if r.random() < 0.3:  # a predicated return; the fall-through path counts
            p1, p2 = r.sample(range(1, 16), 2)
            cnt = self.sreg(avoid)
            L += ["cmp.%s p%d,p%d=%s,%s" % (r.choice(["eq", "ltu", "gt"]), p1, p2, self.sreg(), self.sreg()), ";;",
                  "(p%d) br.ret.sptk.many b0" % p1, ";;", "adds %s=1,%s" % (cnt, cnt), ";;"]
        L += ["br.ret.sptk.many b0", ";;"]
        subs.append("\n\t".join(L))
        return name

    def call_item(self, c):
        r = self.r
        subs = []
        top = self.proc(1, c["sof"] - c["sol"], subs, r.randint(1, 4))
        after = self.label("a")
        L = ["br.call.sptk.many b0=%s" % top, ";;"]
        if r.random() < 0.3:
            L += ["mov %s=ar.ec" % self.sreg(), ";;"]
        L += ["br.sptk.few %s" % after, ";;"] + subs + [after + ":"]
        return "\n\t".join(L)

    def recursion_item(self, c):
        """Deep enough to spill: depth x frame > 96 physical registers."""
        r = self.r
        name, after = self.label("rec"), self.label("a")
        i, l, o = r.randint(0, 4), r.randint(4, 40), r.randint(0, 8)
        sof = i + l + o
        depth = r.randint(2, 8)
        cnt = self.sreg()
        acc = self.sreg((cnt,))
        p1, p2 = r.sample(range(1, 16), 2)
        sv_pfs, sv_b0 = "r%d" % (32 + i), "r%d" % (33 + i)
        locs = ["r%d" % x for x in range(34 + i, 32 + sof)]
        avoid = (sv_pfs, sv_b0, cnt)
        defined = set()
        L = ["mov %s=%d" % (cnt, depth), ";;", "br.call.sptk.many b0=%s" % name, ";;", "br.sptk.few %s" % after, ";;",
             name + ":", "alloc %s=ar.pfs,%d,%d,%d,0" % (sv_pfs, i, l, o), ";;", "mov %s=b0" % sv_b0, ";;"]
        for x in locs:  # every local written before the call, some from NaT sources
            L += [self.alu(x, [cnt, acc, self.sreg()] + sorted(defined)), ";;"]
            defined.add(x)
        L += ["adds %s=-1,%s" % (cnt, cnt), ";;", "cmp.gt p%d,p%d=%s,r0" % (p1, p2, cnt), ";;",
              "(p%d) br.call.sptk.many b0=%s" % (p1, name), ";;"]
        for x in r.sample(locs, min(len(locs), r.randint(2, 8))):
            L += ["shladd %s=%s,2,%s" % (acc, acc, x), ";;"]
        L += ["mov ar.pfs=%s" % sv_pfs, "mov b0=%s" % sv_b0, ";;", "br.ret.sptk.many b0", ";;", after + ":"]
        return "\n\t".join(L)

    def flow(self):
        r = self.r
        c = self.g.state(sof=r.choice([32, 40, 64, 96]), sol=None, sor=0)
        items = []
        for _ in range(r.randint(1, 4)):
            k = r.random()
            if k < 0.4:
                items.append((None, self.branch_item(c)))
            elif k < 0.75:
                items.append((None, self.call_item(c)))
            else:
                items.append((None, self.recursion_item(c)))
        c["insts"] = items
        return c

    # ------------------------------------------------------------ loops
    def loop_item(self, c):
        r = self.r
        sor = c["sor"]
        kind = r.choice(["cloop", "ctop", "cexit", "wtop", "wexit"])
        lc, ec = r.randint(0, 5), r.randint(0, 4)
        iters = lc + max(ec, 1) + 6  # an upper bound (wtop: counter + ec)
        top, out = self.label("l"), self.label("x")
        base_a, base_b, cnt = r.sample([x for x in STATIC], 3)
        base_a, base_b, cnt = "r%d" % base_a, "r%d" % base_b, "r%d" % cnt
        sz = r.choice([1, 2, 4, 8])
        L = ["mov ar.lc=%d" % lc, "mov ar.ec=%d" % ec, ";;"] if r.random() < 0.9 else []
        if r.random() < 0.7:
            L += ["mov pr.rot=%d" % ((r.getrandbits(28) - (1 << 27) if r.random() < 0.3 else 1) << 16), ";;"]
        L += ["movl %s=scratch+%d" % (base_a, r.randrange(0, max(1, SCRATCH - iters * sz), sz)), ";;",
              "movl %s=scratch+%d" % (base_b, r.randrange(0, max(1, SCRATCH - iters * sz), sz)), ";;"]
        qpw = r.randint(1, 15)
        if kind in ("wtop", "wexit"):
            L += ["mov %s=%d" % (cnt, r.randint(0, 5)), ";;"]
        L.append(top + ":")
        rot_g = ["r%d" % x for x in range(32, 32 + sor)] or ["r%d" % x for x in range(32, 40)]
        stage = lambda: "(p%d) " % r.randint(16, 20) if r.random() < 0.8 else ""
        avoid = {base_a, base_b, cnt}
        for _ in range(r.randint(1, 6)):
            k = r.random()
            if k < 0.2:
                L.append(stage() + "ld%d %s=[%s],%d" % (sz, r.choice(rot_g), base_a, sz))
            elif k < 0.35:
                L.append(stage() + "st%d [%s]=%s,%d" % (sz, base_b, r.choice(rot_g), sz))
            elif k < 0.6:
                srcs = rot_g + [self.sreg(avoid)]
                dst = r.choice(rot_g) if r.random() < 0.7 else self.sreg(avoid)
                L.append(stage() + self.alu(dst, srcs))
            elif k < 0.7:
                L.append(stage() + "ldf8 f%d=[%s],8" % (r.randint(32, 39), base_a) if sz == 8 else
                         stage() + "fadd f%d=f%d,f%d" % (r.randint(32, 39), r.randint(32, 39), r.randint(2, 39)))
            elif k < 0.8:
                L.append(stage() + "fma f%d=f%d,f%d,f%d" % (r.randint(32, 39), r.randint(32, 39), r.randint(32, 39),
                                                           r.randint(2, 39)))
            elif k < 0.9:
                L.append(stage() + "cmp.%s p%d,p%d=%s,%s" % (r.choice(["lt", "eq", "ne", "geu"]), r.randint(17, 24),
                                                          r.choice([0, r.randint(25, 30)]), r.choice(rot_g), self.sreg()))
            else:
                L.append(stage() + "getf.sig %s=f%d" % (r.choice(rot_g), r.randint(32, 39)))
            L.append(";;")
        if kind == "cloop":
            L += ["br.cloop.sptk.few %s" % top, ";;"]
        elif kind == "ctop":
            L += ["br.ctop.sptk.few %s" % top, ";;"]
        elif kind == "cexit":
            L += ["br.cexit.spnt.few %s" % out, ";;", "br.sptk.few %s" % top, ";;"]
        else:
            L += ["adds %s=-1,%s" % (cnt, cnt), ";;", "cmp.gt p%d,p0=%s,r0" % (qpw, cnt), ";;"]
            if kind == "wtop":
                L += ["(p%d) br.wtop.sptk.few %s" % (qpw, top), ";;"]
            else:
                L += ["(p%d) br.wexit.spnt.few %s" % (qpw, out), ";;", "br.sptk.few %s" % top, ";;"]
        L.append(out + ":")
        k = r.random()
        if k < 0.15:
            L += ["clrrrb", ";;"]
        elif k < 0.3:
            L += ["clrrrb.pr", ";;"]
        elif k < 0.36:  # alloc changing sor while registers are rotated: a fault, unless no rrb moved
            sof = c["sof"]
            L += ["alloc r2=ar.pfs,0,%d,%d,%d" % (c["sol"], sof - c["sol"], (sor + 8) % (min(sof, 96) // 8 * 8 + 8)), ";;"]
        return "\n\t".join(L)

    def loop(self):
        r = self.r
        c = self.g.state(sof=r.choice([32, 48, 64, 96]), sor=None)
        c["sor"] = r.choice([0, 8, 16, 24, 32, c["sof"] // 8 * 8])
        c["stknat"] = []  # a store of a NaT is a fault: most loops store rotating registers
        c["insts"] = [(None, self.loop_item(c))]
        if r.random() < 0.3:
            c["insts"].append((None, self.loop_item(c)))
        return c

    # ------------------------------------------------------------ speculation and the ALAT
    def spec_item(self, c, dst):
        r = self.r
        g = self.g
        L = []
        fp = dst.startswith("f")
        sz = r.choice([1, 2, 4, 8]) if not fp else r.choice([4, 8])
        suffix = {4: "s", 8: "d"}[sz] if fp else str(sz)
        if fp and r.random() < 0.3:
            suffix = "8"
        mn = "ldf" + suffix if fp else "ld%d" % sz
        base = self.sreg((dst,))
        flag = self.sreg((dst, base))
        k = r.random()
        valid = k < 0.7
        unaligned = valid and sz > 1 and r.random() < 0.1  # speculative loads only: deferred or not
        if valid:
            L += ["movl %s=scratch+%d" % (base, r.randrange(0, SCRATCH - 8, sz) + unaligned), ";;"]
        elif k < 0.85:  # unmapped, or unimplemented (bit 52 in region 0): only speculative loads defer
            L += ["movl %s=0x%x" % (base, r.choice([0, 8, 0x1000, 0x2000000000000000, 0x8000000000000000,
                                                     0xe000000000000000, 0x0010000000000000])), ";;"]
        # else: the base as it is (random, maybe NaT)
        valid = valid and not unaligned
        first = r.choice([".s", ".sa", ".a", ".a", ".sa", ""]) if valid else r.choice([".s", ".sa"])
        L += ["%s%s %s=[%s]" % (mn, first, dst, base), ";;"]
        for _ in range(r.randint(0, 3)):
            kk = r.random()
            if kk < 0.4:  # a store near the entry (maybe overlapping it)
                ssz = r.choice([1, 2, 4, 8])
                off = r.randrange(0, SCRATCH - 8, ssz)
                L += ["movl r2=scratch+%d" % off, ";;", "st%d [r2]=%s" % (ssz, r.choice(["r0", "r2"])), ";;"]
            elif kk < 0.5:
                L += ["invala.e %s" % dst, ";;"] if r.random() < 0.5 else ["invala", ";;"]
            elif kk < 0.7:
                L += ["%s%s %s=[%s]" % (mn, ".a" if valid else ".sa", dst, base), ";;"]
            else:
                i = g.inst()
                if isinstance(i, tuple):
                    continue
                if set(re.findall(r"\b[rf]\d+\b", i.split("=")[0])) & {dst, base, flag}:
                    continue
                L += [i, ";;"]
        rec, back = self.label("r"), self.label("b")
        k = r.random()
        if k < 0.35:
            L += ["chk.s %s,%s" % (dst, rec), ";;"]
        elif k < 0.7:
            L += ["chk.a.%s %s,%s" % (r.choice(["clr", "nc"]), dst, rec), ";;"]
        elif valid:
            L += ["%s.c.%s %s=[%s]" % (mn, r.choice(["clr", "nc", "clr.acq"]) if not fp else r.choice(["clr", "nc"]),
                                       dst, base), ";;"]
            if r.random() < 0.5:
                L += ["chk.a.nc %s,%s" % (dst, rec), ";;"]
            else:
                L += ["chk.s %s,%s" % (dst, rec), ";;"]
        else:
            L += ["chk.a.clr %s,%s" % (dst, rec), ";;"]
        L += ["br.sptk.few %s" % back, ";;", rec + ":", "adds %s=1,%s" % (flag, flag) if r.random() < 0.5 else
              "mov %s=%d" % (flag, r.randint(1, 99)), ";;", back + ":"]
        return "\n\t".join(L)

    def spec(self):
        r = self.r
        c = self.g.state(sof=r.choice([32, 48, 96]), sor=0)
        # At most two targets a case: Ski's ALAT is 2-way set associative by
        # physical register, ours fully associative; three targets in one
        # of Ski's sets would evict differently (both legal).
        regs = ["f%d" % x for x in range(2, 48)] * 1 + ["r%d" % x for x in STATIC + list(range(32, 32 + c["sof"]))] * 2
        dsts = r.sample(regs, 2)
        c["insts"] = [(None, self.spec_item(c, r.choice(dsts))) for _ in range(r.randint(1, 4))]
        return c

    # ------------------------------------------------------------ semaphores and ordered accesses
    def sem_inst(self, c):
        r = self.r
        g = self.g
        sz = r.choice([1, 2, 4, 8])
        al = r.random() < 0.85
        off = r.randrange(0, SCRATCH - 16, sz) if al else r.randrange(1, SCRATCH - 16)
        base = self.sreg()
        pre = "movl %s=scratch+%d" % (base, off)
        dst = self.sreg((base,))
        k = r.random()
        if k < 0.25:
            ccv = ["mov ar.ccv=%s" % g.g()]
            if r.random() < 0.5:  # ar.ccv equal to the memory value: the exchange happens
                ccv = ["ld%d r2=[%s]" % (sz, base), ";;", "mov ar.ccv=r2"]
            body = ccv + [";;", "cmpxchg%d.%s %s=[%s],%s,ar.ccv" % (sz, r.choice(["acq", "rel"]), dst, base,
                                                                    self.sreg((base,)))]
        elif k < 0.4:
            body = ["xchg%d %s=[%s],%s" % (sz, dst, base, self.sreg((base,)))]
        elif k < 0.55:
            s2 = r.choice([4, 8])
            if al:
                pre = "movl %s=scratch+%d" % (base, r.randrange(0, SCRATCH - 16, s2))
            body = ["fetchadd%d.%s %s=[%s],%d" % (s2, r.choice(["acq", "rel"]), dst, base,
                                                  r.choice([-16, -8, -4, -1, 1, 4, 8, 16]))]
        elif k < 0.65:
            body = ["ld%d.acq %s=[%s]" % (sz, dst, base)]
        elif k < 0.75:
            body = ["st%d.rel [%s]=%s" % (sz, base, g.g())]
        elif k < 0.82:
            body = ["ld%d.bias %s=[%s]" % (sz, dst, base)]
        elif k < 0.9:
            if al:
                pre = "movl %s=scratch+%d" % (base, r.randrange(0, SCRATCH - 16, 8))
            if r.random() < 0.5:
                body = ["mov ar.unat=%s" % g.g(), ";;", "ld8.fill %s=[%s]" % (dst, base)]
            else:
                body = ["st8.spill [%s]=%s" % (base, g.g()), ";;", "mov %s=ar.unat" % dst]
        elif k < 0.95:
            body = [r.choice(["mf", "mf.a", "lfetch [%s]" % base, "lfetch.nt1 [%s],%d" % (base, r.choice([8, -8, 255])),
                              "lfetch.excl [%s],%s" % (base, g.g()), "lfetch.fault.nt2 [%s]" % base,
                              "lfetch.fault [%s],%s" % (base, g.g()), "fwb", "sync.i"])]
        else:
            body = ["ld%d %s=[%s]" % (sz, dst, base)] if r.random() < 0.5 else ["st%d [%s]=%s" % (sz, base, g.g())]
        return pre, "\n\t".join(body)

    def sem(self):
        c = self.g.state()
        c["insts"] = [self.sem_inst(c) for _ in range(self.r.randint(1, 6))]
        return c

    # ------------------------------------------------------------ misc integer
    def misc_inst(self):
        r = self.r
        g = self.g.g
        p = self.g.p
        # tf (Montecito) and clz (Itanium 9500) are not in Ski: an Illegal
        # Operation there, so not compared (docs/simulator.md).
        k = r.randrange(2, 17)
        if k == 2:
            return "shrp %s=%s,%s,%d" % (g(), g(), g(), r.choice([0, 1, 31, 32, 63, r.randint(0, 63)]))
        if k == 3:
            pos = r.choice([0, 1, 31, 32, 62, 63, r.randint(0, 63)])
            ln = r.choice([1, 64 - pos, r.randint(1, 64 - pos)])
            return "%s %s=%s,%d,%d" % (r.choice(["extr", "extr.u"]), g(), g(), pos, ln)
        if k == 4:
            pos = r.choice([0, 1, 62, 63, r.randint(0, 63)])
            return "dep %s=%s,%s,%d,%d" % (g(), g(), g(), pos, r.randint(1, 16))
        if k == 5:
            pos = r.choice([0, 1, 62, 63, r.randint(0, 63)])
            return "dep %s=%d,%s,%d,%d" % (g(), r.choice([0, -1]), g(), pos, r.randint(1, 64))
        if k == 6:
            pos = r.choice([0, 1, 62, 63, r.randint(0, 63)])
            return "dep.z %s=%d,%d,%d" % (g(), r.randint(-128, 127), pos, r.randint(1, 64 - pos))
        if k == 7:
            return r.choice(["psad1 %s=%s,%s", "pmpy2.r %s=%s,%s", "pmpy2.l %s=%s,%s"]) % (g(), g(), g())
        if k == 8:
            mn = r.choice(["pshl2", "pshl4", "pshr2", "pshr4", "pshr2.u", "pshr4.u", "shl", "shr", "shr.u"])
            return "%s %s=%s,%s" % (mn, g(), g(), g())
        if k == 9:
            return "mux1 %s=%s,@%s" % (g(), g(), r.choice(["rev", "mix", "shuf", "alt", "brcst"])) if r.random() < 0.5 \
                else "mux2 %s=%s,0x%x" % (g(), g(), r.randint(0, 255))
        if k == 10:
            return "czx%d.%s %s=%s" % (r.choice([1, 2]), r.choice("lr"), g(), g())
        if k == 11:  # gas makes le/gt of imm8 lt/ge of imm8 - 1: their range is -127..128
            rel = r.choice(["eq", "ne", "lt", "ltu", "gt", "geu", "le"])
            lo = -127 if rel in ("gt", "le") else -128
            return "cmp%s.%s %s,%s=%d,%s" % (r.choice(["", "4"]), rel, p(), p(), r.randint(lo, lo + 255), g())
        if k == 12:
            rel = r.choice(["eq", "ne", "lt", "le", "gt", "ge"])
            ct = r.choice([".and", ".or", ".or.andcm", ".orcm", ".andcm", ".and.orcm"])
            if rel not in ("eq", "ne"):
                return "cmp%s.%s%s %s,%s=r0,%s" % (r.choice(["", "4"]), rel, ct, p(), p(), g())
            return "cmp%s.%s%s %s,%s=%s,%s" % (r.choice(["", "4"]), rel, ct, p(), p(), g(), g())
        if k == 13:
            return r.choice(["mov %s=pr" % g(), "mov pr=%s,0x%x" % (g(), r.getrandbits(17) & ~1),
                             "mov pr.rot=%d" % ((r.getrandbits(28) - (1 << 27)) << 16)])
        if k == 14:
            b = r.randint(1, 7)
            return r.choice(["mov b%d=%s" % (b, g()), "mov %s=b%d" % (g(), b)])
        if k == 15:
            a = r.choice(["lc", "ec", "ccv"])
            return r.choice(["mov ar.%s=%s" % (a, g()), "mov %s=ar.%s" % (g(), a)] +
                            (["mov ar.%s=%d" % (a, r.randint(-128, 127))] if a != "ccv" else []))
        return r.choice(["addl %s=%d,r%d" % (g(), r.randint(-(1 << 21), (1 << 21) - 1), r.randint(0, 3)),
                         "sub %s=%d,%s" % (g(), r.randint(-128, 127), g()),
                         "and %s=%d,%s" % (g(), r.randint(-128, 127), g()),
                         "addp4 %s=%s,%s" % (g(), g(), g()), "shladdp4 %s=%s,%d,%s" % (g(), g(), r.randint(1, 4), g()),
                         "tnat.nz %s,%s=%s" % (p(), p(), g()), "tbit.z.unc %s,%s=%s,%d" % (p(), p(), g(), r.randint(0, 63))])

    def ar_write(self):
        """mov ar.pfs=/ar.rsc= of a valid value or one with a reserved field
        (a Reserved Register/Field fault; the case then stops in both)."""
        r = self.r
        if r.random() < 0.5:
            v = self.g.pfm() | r.getrandbits(6) << 52 | 3 << 62
            if r.random() < 0.4:
                v |= 1 << r.choice(list(range(38, 52)) + list(range(58, 62)))
            if r.random() < 0.2:  # a frame marker that is no frame: sol > sof
                v = (v & ~0x3fff) | 10 | 20 << 7
            return "movl r2=0x%x" % v, "mov ar.pfs=r2"
        v = r.randint(0, 3) | 3 << 2 | r.getrandbits(14) << 16
        if r.random() < 0.4:
            v |= 1 << r.choice(list(range(5, 16)) + list(range(30, 64)))
        return "movl r2=0x%x" % v, "mov ar.rsc=r2"

    def misc(self):
        c = self.g.state()
        c["insts"] = []
        for _ in range(self.r.randint(1, 8)):
            if self.r.random() < 0.05:
                c["insts"].append(self.ar_write())
                continue
            i = self.misc_inst()
            if self.r.random() < 0.2 and not i.startswith("mov pr"):
                i = "(%s) %s" % (self.g.p(), i)
            c["insts"].append((None, i))
        return c

    # ------------------------------------------------------------ several instructions per group
    def group(self):
        r = self.r
        c = self.g.state()
        items = []
        for _ in range(r.randint(1, 4)):
            items.append(self.group_item())
        c["insts"] = [x for x in items if x]
        if not c["insts"]:
            c["insts"] = [(None, self.misc_inst())]
        return c

    def group_item(self):
        r = self.r
        n = r.randint(2, 6)
        bases = {}
        insts = []
        reads_so_far, writes_so_far = set(), set()
        tries = 0
        while len(insts) < n and tries < 40:
            tries += 1
            if r.random() < 0.35:
                i = self.misc_inst()
            else:
                i = self.g.inst()
            if isinstance(i, tuple):  # a memory access: its base set in the group before
                pre, i = i
                m = re.match(r"movl r2=scratch\+(\d+)", pre)
                base = self.sreg()
                i = i.replace("[r2]", "[%s]" % base)
                if base in writes_so_far or base in bases:
                    continue
                rd, wr = rw(i)
                rd.discard(base)
            else:
                rd, wr = rw(i)
                base = None
            if r.random() < 0.2 and not i.startswith("mov pr") and not i.startswith("fsetc") and not i.startswith("fclrf"):
                i = "(%s) %s" % (self.g.p(), i)
                rd.add(i[1:i.index(")")])
            if i.split()[0].split(".")[0] in ("fsetc", "fclrf", "fchkf") or "ar.fpsr" in i:
                continue  # status-field writes conflict with every FP op's flags
            if rd & writes_so_far or wr & writes_so_far or rd == {"?"}:
                continue
            if "pr*" in rd and any(x.startswith("p") for x in writes_so_far):
                continue
            if "pr*" in writes_so_far and any(x.startswith("p") for x in rd | wr):
                continue  # a move to pr writes (up to) every predicate
            if "pr*" in wr and (any(x.startswith("p") for x in writes_so_far | reads_so_far - {"p0"})):
                continue
            if any(x.startswith("p") for x in wr) and "pr*" in writes_so_far | reads_so_far:
                continue
            if base:
                bases[base] = int(m.group(1))
                reads_so_far.add(base)
            insts.append(i)
            reads_so_far |= rd
            writes_so_far |= wr
        if not insts:
            return None
        pre = " ;; ".join("movl %s=scratch+%d" % (b, o) for b, o in bases.items()).replace(" ;; ", "\n\t;;\n\t")
        return (pre or None, "\n\t".join(insts))


REG = re.compile(r"\b([rfpb]\d+|ar\.\w+|pr(?:\.rot)?)\b")


class MoreCases(Cases):
    """The forms and corners the generators above never reach
    (`fuzz/ski_coverage.py` measures them; docs/simulator.md "Coverage")."""

    # ------------------------------------------------------------ FP loads and stores of every kind
    def fmem_inst(self):
        r = self.r
        g = self.g
        base = self.sreg()
        k = r.random()
        post = r.random() < 0.4
        if k < 0.35:  # ldfp: one odd and one even target (else Illegal Operation), 8 or 16 bytes
            sfx = r.choice(["s", "d", "8"])
            size = 8 if sfx == "s" else 16
            a = r.randrange(2, 126)
            b = a + r.choice([1, -1]) if r.random() < 0.95 else a + 2
            b = max(2, min(127, b))
            spec = r.choice(["", "", ".s", ".sa", ".a", ".c.clr", ".c.nc"])
            off = r.randrange(0, SCRATCH - 16, 8 if r.random() < 0.9 else 4)
            if size == 16 and r.random() < 0.9:
                off &= ~15
            inc = ",%d" % size if post else ""
            body = "ldfp%s%s f%d,f%d=[%s]%s" % (sfx, spec, a, b, base, inc)
            if spec.startswith(".c") and r.random() < 0.7:  # after the advanced load that makes it hit
                body = "ldfp%s.a f%d,f%d=[%s]\n\t;;\n\t%s" % (sfx, a, b, base, body)
            return "movl %s=scratch+%d" % (base, off), body
        if k < 0.6:  # ldfe / ldf.fill and their speculative forms, post-increment by imm9 or a register
            mn = r.choice(["ldfe", "ldfe.s", "ldfe.sa", "ldfe.a", "ldf.fill", "ldf.fill", "ldfs.s", "ldfd.sa", "ldf8.a"])
            off = r.randrange(0, SCRATCH - 16, 16 if r.random() < 0.9 else 4)
            inc = ""
            if post:
                inc = ",%d" % r.choice([16, -16, 8, 255, -256]) if r.random() < 0.6 else ",%s" % self.sreg((base,))
            body = "%s %s=[%s]%s" % (mn, g.fd(), base, inc)
            if mn == "ldfe.a" and r.random() < 0.5:
                f = body.split()[1].split("=")[0]
                body += "\n\t;;\n\tldfe.c.%s %s=[%s]" % (r.choice(["clr", "nc"]), f, base)
            return "movl %s=scratch+%d" % (base, off), body
        # stores: every size, .spill of NaTVal and odd images, post-increment
        mn = r.choice(["stfs", "stfd", "stf8", "stfe", "stf.spill", "stf.spill"])
        off = r.randrange(0, SCRATCH - 16, 16 if mn in ("stfe", "stf.spill") and r.random() < 0.9 else 4)
        inc = ",%d" % r.choice([16, -16, 4, 255, -256]) if post else ""
        return "movl %s=scratch+%d" % (base, off), "%s [%s]=%s%s" % (mn, base, g.f(), inc)

    def fmem(self):
        c = self.g.state(sof=32, sor=0)
        c["insts"] = []
        for _ in range(self.r.randint(1, 6)):
            pre, body = self.fmem_inst()
            if self.r.random() < 0.15 and "\n" not in body:
                body = "(%s) %s" % (self.g.p(), body)
            c["insts"].append((pre, body))
        return c

    # ------------------------------------------------------------ operand corners
    def corner_inst(self):
        r = self.r
        g = self.g
        p = g.p
        k = r.randrange(12)
        if k == 0:  # tbit / tnat with every predicate type (the parallel ones name p-targets freely)
            ct = r.choice(["", ".unc", ".and", ".or", ".or.andcm", ".andcm", ".orcm", ".and.orcm"])
            z = r.choice(["z", "nz"])
            p1, p2 = r.sample(range(1, 64), 2)
            if r.random() < 0.5:
                return "tbit.%s%s p%d,p%d=%s,%d" % (z, ct, p1, p2, g.g(), r.choice([0, 1, 31, 32, 62, 63, r.randint(0, 63)]))
            return "tnat.%s%s p%d,p%d=%s" % (z, ct, p1, p2, g.g())
        if k == 1:  # compares of every relation and type, cmp4 included, and of immediates at the range edges
            ct = r.choice(["", ".unc", ".and", ".or", ".or.andcm", ".andcm", ".orcm", ".and.orcm"])
            sz = r.choice(["", "4"])
            p1, p2 = r.sample(range(1, 64), 2)
            if ct in ("", ".unc"):
                rel = r.choice(["eq", "ne", "lt", "le", "gt", "ge", "ltu", "leu", "gtu", "geu"])
                if r.random() < 0.5:
                    # gas makes le/gt/leu/gtu of imm8 lt/ge of imm8 - 1: -127..128, and 0 not unsigned
                    lo, hi = (-127, 128) if rel in ("le", "gt", "leu", "gtu") else (-128, 127)
                    imm = r.choice([lo, hi, -1, 1] + ([0] if rel not in ("leu", "gtu") else []))
                    return "cmp%s.%s%s p%d,p%d=%d,%s" % (sz, rel, ct, p1, p2, imm, g.g())
                return "cmp%s.%s%s p%d,p%d=%s,%s" % (sz, rel, ct, p1, p2, g.g(), g.g())
            rel = r.choice(["eq", "ne", "lt", "le", "gt", "ge"])
            if rel in ("eq", "ne") and r.random() < 0.6:
                return "cmp%s.%s%s p%d,p%d=%s,%s" % (sz, rel, ct, p1, p2, g.g(), g.g())
            return "cmp%s.%s%s p%d,p%d=r0,%s" % (sz, rel, ct, p1, p2, g.g())
        if k == 2:  # shifts by 63, 64 and more (the result is 0, or the sign)
            mn = r.choice(["shl", "shr", "shr.u", "pshl2", "pshl4", "pshr2", "pshr4", "pshr2.u", "pshr4.u"])
            cnt = r.choice([63, 64, 65, 127, 128, 255, 256, 1 << 32, (1 << 64) - 1, 15, 16, 31, 32])
            return "movl r2=0x%x" % cnt, "%s %s=%s,r2" % (mn, g.g(), g.g())
        if k == 3:  # parallel FP conversions the base family leaves out, and merges
            if r.random() < 0.5:
                return "%s%s %s=%s" % (r.choice(["fpcvt.fx.trunc", "fpcvt.fxu", "fpcvt.fx", "fpcvt.fxu.trunc"]),
                                       g.sf(), g.fd(), g.f())
            return "%s %s=%s,%s" % (r.choice(["fpmerge.ns", "fpmerge.se", "fpmerge.s", "fmerge.ns", "fmerge.se"]),
                                    g.fd(), g.f(), g.f())
        if k == 4:  # fsetc of sf0 (its controls reach every later op), fclrf, fchkf to a recovery label
            kk = r.random()
            if kk < 0.4:
                # sf0.pc = 01 is reserved (a fault in both), rarely
                amask = r.choice([0x7f, 0x73, 0x0f, r.getrandbits(7)])
                omask = r.getrandbits(7) & ~(0x0c if r.random() < 0.9 else 0)
                return "fsetc.s0 0x%x,0x%x" % (amask, omask)
            if kk < 0.55:
                return "fclrf.s%d" % r.randint(0, 3)
            rec, back = self.label("k"), self.label("b")
            flag = self.sreg()
            op = g.inst()
            while isinstance(op, tuple):
                op = g.inst()
            return ("%s\n\t;;\n\tfchkf.s%d %s\n\t;;\n\tbr.sptk.few %s\n\t;;\n%s:\n\tadds %s=1,%s\n\t;;\n%s:" %
                    (op, r.randint(0, 3), rec, back, rec, flag, flag, back))
        if k == 5:  # pavgsub, xmpy/xma with f0/f1, NaT and NaTVal through setf/getf
            kk = r.random()
            if kk < 0.4:
                return "pavgsub%d %s=%s,%s" % (r.choice([1, 2]), g.g(), g.g(), g.g())
            if kk < 0.7:
                return "%s %s=%s,%s,%s" % (r.choice(["xma.l", "xma.lu", "xma.h", "xma.hu"]), g.fd(),
                                           r.choice(["f0", "f1", g.f()]), g.f(), r.choice(["f0", "f1", g.f()]))
            return r.choice(["setf.%s %s=%s" % (r.choice(["s", "d", "sig", "exp"]), g.fd(), g.g()),
                             "getf.%s %s=%s" % (r.choice(["s", "d", "sig", "exp"]), g.g(), g.f())])
        if k == 6:  # FP arithmetic under every status field and precision, on f0/f1 operands
            mn = r.choice(["fma", "fms", "fnma", "fpma", "fpms", "fpnma"])
            pc = r.choice(["", ".s", ".d"]) if not mn.startswith("fp") else ""
            ops = [r.choice(["f0", "f1", g.f()]) for _ in range(3)]
            return "%s%s.s%d %s=%s,%s,%s" % (mn, pc, r.randint(0, 3), g.fd(), ops[0], ops[1], ops[2])
        if k == 7:  # FP compares and classes, every relation and mask, .unc
            if r.random() < 0.4:
                return "fclass.%s%s p%d,p%d=%s,0x%x" % (r.choice(["m", "nm"]), r.choice(["", ".unc"]),
                                                        *r.sample(range(1, 64), 2), g.f(),
                                                        r.choice([0x100, 0x1ff, 0x0c3, 0x03c, 1 << r.randint(0, 8)]))
            rel = r.choice(["eq", "lt", "le", "unord", "gt", "ge", "neq", "nlt", "nle", "ngt", "nge", "ord"])
            return "fcmp.%s%s.s%d p%d,p%d=%s,%s" % (rel, r.choice(["", ".unc"]), r.randint(0, 3),
                                                   *r.sample(range(1, 64), 2), g.f(), g.f())
        if k == 8:  # reciprocal approximations, their predicate outputs under a false qualifying predicate too
            p2 = r.randint(1, 63)
            if r.random() < 0.5:
                return "%s.s%d %s,p%d=%s,%s" % (r.choice(["frcpa", "fprcpa"]), r.randint(0, 3), g.fd(), p2, g.f(), g.f())
            return "%s.s%d %s,p%d=%s" % (r.choice(["frsqrta", "fprsqrta"]), r.randint(0, 3), g.fd(), p2, g.f())
        if k == 9:  # ar.unat moves, spill/fill through it at every bit position
            kk = r.random()
            if kk < 0.3:
                return "mov ar.unat=%s" % g.g()
            if kk < 0.5:
                return "mov %s=ar.unat" % g.g()
            off = r.randrange(0, SCRATCH - 8, 8)
            base = self.sreg()
            if r.random() < 0.5:
                return "movl %s=scratch+%d" % (base, off), "st8.spill [%s]=%s,%d" % (base, g.g(), r.choice([8, -8, 64]))
            return "movl %s=scratch+%d" % (base, off), "ld8.fill %s=[%s],%d" % (self.sreg((base,)), base, r.choice([8, -8, 64]))
        if k == 10:  # integer conversions and long immediates
            return r.choice(["addl %s=%d,r%d" % (g.g(), r.choice([-(1 << 21), (1 << 21) - 1, 0]), r.randint(0, 3)),
                             "adds %s=%d,%s" % (g.g(), r.choice([-8192, 8191]), g.g()),
                             "addp4 %s=%d,%s" % (g.g(), r.choice([-8192, 8191, 0]), g.g()),
                             "shladdp4 %s=%s,%d,%s" % (g.g(), g.g(), r.randint(1, 4), g.g()),
                             "movl %s=0x%x" % (g.g(), g.u64()), "popcnt %s=%s" % (g.g(), g.g())])
        # FP min/max and the parallel forms under every status field
        return "%s.s%d %s=%s,%s" % (r.choice(["fmin", "fmax", "famin", "famax", "fpmin", "fpmax", "fpamin", "fpamax"]),
                                    r.randint(0, 3), g.fd(), g.f(), g.f())

    def corner(self):
        c = self.g.state(sof=32, sor=0)
        c["insts"] = []
        for _ in range(self.r.randint(1, 8)):
            i = self.corner_inst()
            pre, body = i if isinstance(i, tuple) else (None, i)
            if self.r.random() < 0.25 and "\n" not in body:  # a false qualifying predicate half the time
                body = "(%s) %s" % (self.g.p(), body)
            c["insts"].append((pre, body))
        return c

    # ------------------------------------------------------------ the register stack engine's registers
    def rse_item(self):
        """flushrs, loadrs, ar.bspstore moved into the compared scratch area
        (spills land there; ar.bsp is then the same in both), ar.rnat; the
        old ar.rsc, ar.bspstore and ar.rnat come back at the end (`rsesave`, through a
        compared register left holding its address)."""
        r = self.r
        g = self.g
        off = r.randrange(0, SCRATCH - 64, 8)
        x, y = r.sample([v for v in STATIC], 2)
        x, y = "r%d" % x, "r%d" % y
        L = ["movl %s=rsesave" % x, "mov r2=ar.rsc", ";;", "st8 [%s]=r2,8" % x, ";;",
             "mov ar.rsc=r0", ";;", "flushrs", ";;",  # enforced lazy, pl 0 (becomes 3): ar.bspstore is writable
             "mov r2=ar.bspstore", ";;", "st8 [%s]=r2,8" % x, "mov r2=ar.rnat", ";;", "st8 [%s]=r2" % x,
             "movl r2=scratch+%d" % off, ";;", "mov ar.bspstore=r2", ";;"]
        for _ in range(r.randint(1, 4)):
            k = r.random()
            if k < 0.25:
                L += ["mov %s=ar.bsp" % y, ";;", "mov %s=ar.bspstore" % y, ";;"]
            elif k < 0.45:
                L += ["mov %s=ar.rnat" % y, ";;"]
            elif k < 0.6:
                L += ["mov ar.rnat=%s" % g.g(), ";;"]
            elif k < 0.8:
                L += self.loadrs_call(off, y)
            else:
                L += ["flushrs", ";;", "mov %s=ar.bspstore" % y, ";;", "mov %s=ar.rnat" % self.sreg((x, y)), ";;"]
        # ar.rnat too: loadrs leaves it undefined, and a later case's spills
        # through the old group's collection would store whatever it holds
        L += ["mov ar.rsc=r0", ";;", "flushrs", ";;", "movl %s=rsesave+8" % x, ";;", "ld8 r2=[%s],8" % x, ";;",
              "mov ar.bspstore=r2", ";;", "ld8 r2=[%s],-16" % x, ";;", "mov ar.rnat=r2", ";;", "ld8 r2=[%s]" % x, ";;",
              "mov ar.rsc=r2", ";;"]
        return "\n\t".join(L)

    def loadrs_call(self, off, y):
        """A callee with no frame (alloc of none, or a frame it covers) runs
        loadrs of 0-off bytes: what it keeps, drops or loads of its caller's
        registers, the caller sees after br.ret (filled from the scratch area
        when dropped). ar.rnat is undefined after loadrs (SDM): not read."""
        r = self.r
        sub, after = self.label("s"), self.label("a")
        n = r.randrange(0, off + 1, 8)
        loc = r.choice([0, 0, 1, 2, 5])
        L = ["br.call.sptk.many b6=%s" % sub, ";;", "br.sptk.few %s" % after, ";;", sub + ":",
             "alloc r2=ar.pfs,0,%d,0,0" % loc, ";;"]
        L += ["mov r%d=%d" % (32 + i, r.randint(-128, 127)) for i in range(loc)]
        if loc and r.random() < 0.85:
            L += [";;", "cover"]  # else sof != 0: loadrs of a non-zero amount is an Illegal Operation
        L += [";;", "movl r2=0x%x" % (n << 16), ";;", "mov ar.rsc=r2", ";;", "loadrs", ";;",
              "mov %s=ar.bspstore" % y, ";;", "mov ar.rsc=r0", ";;", "br.ret.sptk.many b6", ";;", after + ":"]
        return L

    def rse(self):
        c = self.g.state(sor=0)
        c["insts"] = [(None, self.rse_item())]
        if self.r.random() < 0.5:  # a call chain first: its frames are below bsp, dirty or spilled
            c["insts"].insert(0, (None, self.call_item(c)))
        return c


def rw(inst):
    """Registers an instruction reads and writes (r0/f0/f1/p0 left out; the
    FP status flags are not resources here: FP ops may write them together)."""
    reads, writes = set(), set()
    m = re.match(r"\((p\d+)\)\s*", inst)
    if m:
        reads.add(m.group(1))
        inst = inst[m.end():]
    mn, _, ops = inst.partition(" ")
    if "=" in ops:
        lhs, rhs = ops.split("=", 1)
    else:
        lhs, rhs = "", ops
    if lhs.startswith("["):  # a store: base and value are read; post-increment writes the base
        reads |= set(REG.findall(lhs)) | set(REG.findall(rhs))
    else:
        writes |= set(REG.findall(lhs))
        reads |= set(REG.findall(rhs))
        pm = re.search(r"\[(r\d+)\],", rhs)
        if pm:
            writes.add(pm.group(1))
    m0 = mn.split(".")[0]
    if m0 in ("cmpxchg1", "cmpxchg2", "cmpxchg4", "cmpxchg8"):
        reads.add("ar.ccv")
    if m0 in ("st8", "ld8") and (".spill" in mn or ".fill" in mn):
        (writes if ".spill" in mn else reads).add("ar.unat")
    if "pr" in reads:
        reads.discard("pr")
        reads.add("pr*")
    if "pr" in writes or "pr.rot" in writes:
        writes -= {"pr", "pr.rot"}
        writes.add("pr*")
    reads -= {"r0", "f0", "f1", "p0", "ar.ccv"} if m0 not in ("cmpxchg1", "cmpxchg2", "cmpxchg4", "cmpxchg8") else {"r0", "f0", "f1", "p0"}
    writes -= {"p0"}
    return reads, writes


KINDS = ["flow", "loop", "spec", "sem", "misc", "group"]
# The generators of the forms and corners the ones above missed (fuzz/ski_coverage.py)
EXTRA = ["fmem", "corner", "rse"]


def make(names, g):
    """A function returning the next case of the chosen generators."""
    cs = MoreCases(g)
    table = {"base": g.case, "flow": cs.flow, "loop": cs.loop, "spec": cs.spec, "sem": cs.sem, "misc": cs.misc,
             "group": cs.group, "fmem": cs.fmem, "corner": cs.corner, "rse": cs.rse}
    def next_case():
        name = g.r.choice(names)
        c = table[name]()
        c["gen"] = name
        return c
    return next_case
