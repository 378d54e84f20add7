#!/usr/bin/env python3
"""GMP cycles per limb: the simulated Itanium 2 against GMP's own hardware measurements.

Every routine of ../shared/corpus/gmp (GMP's hand-scheduled mpn/ia64 loops) is assembled by GNU as
(`-xexplicit`, the corpus's bytes), called by `epicsched sim` at two sizes from a generated scenario
(arguments in r32.., b0 = a return address outside the program, warm predictors), its results are
checked against Python's big integers, and the cycle difference per limb is set next to the figure
GMP's authors measured on Itanium 2 and wrote in the routine's .asm header.

    python3 bench/gmp/gmp_bench.py [--epicsched build/bin/epicsched] [--check] [--only NAME,..]

--check (CI): exit 1 when a routine with an unambiguous figure is off by more than --band (10 %),
or when any result is wrong; exit 77 (skip) when the corpus or GNU as is absent.
"""
import argparse, json, os, random, re, shutil, subprocess, sys, tempfile

M = (1 << 64) - 1
B = 1 << 64
DATA = 0x10000000          # where the operands live (one RW region)
RET = 0xfffffffffff00000   # b0: outside the program; the run ends when it is reached

# Documented figures: GMP 6.2.1 mpn/ia64/*.asm headers, "Itanium 2:" line of the cycles/limb table
# (read from Debian's gmp 2:6.2.1+dfsg1 source package; the corpus files are the m4 output of the
# same mpn/ia64 sources, ShiftMediaProject/gmp 0422ae0fb59b, see the corpus MANIFEST.tsv).
# `ambiguous`: the header's figure is not one per-limb number for the case timed here (why).
def limbs(x, n):
    return [(x >> (64 * i)) & M for i in range(n)]

def num(ls):
    return sum(v << (64 * i) for i, v in enumerate(ls))

class Case:
    def __init__(self, name, file, entry, doc, asm, build, per=None, ambiguous=None, extra=(), known_wrong=None):
        self.known_wrong = known_wrong  # the simulator computes a wrong result today (why): timed, not gated
        self.name, self.file, self.entry, self.doc, self.asm = name, file, entry, doc, asm
        self.files = [file, *extra]  # linked in order (divrem calls __gmpn_invert_limb)
        self.build = build          # (n, rng) -> (args, memory {addr: [u64]}, expect_mem {addr: [u64]}, r8 or None, check_r8)
        self.per = per or (lambda n: n)  # limbs counted for n
        self.ambiguous = ambiguous

class Mem:
    """Lays out operand arrays in the data region."""
    def __init__(self):
        self.next, self.init, self.expect = DATA + 0x100, {}, {}
    def put(self, words):
        a = self.next
        self.init[a] = list(words)
        self.next += 8 * len(words) + 0x40
        return a
    def out(self, n, expect=None):
        a = self.put([0x5a5a5a5a5a5a5a5a] * n)
        if expect is not None:
            self.expect[a] = list(expect)
        return a

def rnd(rng, n):
    return [rng.getrandbits(64) for _ in range(n)]

def aors(sub):
    def build(n, rng):
        m = Mem(); u, v = rnd(rng, n), rnd(rng, n)
        s = num(u) - num(v) if sub else num(u) + num(v)
        up, vp = m.put(u), m.put(v)
        rp = m.out(n, limbs(s % B ** n, n))
        return [rp, up, vp, n], m, (1 if s < 0 or s >= B ** n else 0)
    return build

def add_n_sub_n(n, rng):
    m = Mem(); u, v = rnd(rng, n), rnd(rng, n)
    a, d = num(u) + num(v), num(u) - num(v)
    up, vp = m.put(u), m.put(v)
    r1, r2 = m.out(n, limbs(a % B ** n, n)), m.out(n, limbs(d % B ** n, n))
    return [r1, r2, up, vp, n], m, 2 * (a >= B ** n) + (d < 0)

def lsh_n(k, rsb):
    def build(n, rng):
        m = Mem(); u, v = rnd(rng, n), rnd(rng, n)
        s = (num(v) << k) - num(u) if rsb else num(u) + (num(v) << k)
        up, vp = m.put(u), m.put(v)
        rp = m.out(n, limbs(s % B ** n, n))
        return [rp, up, vp, n], m, (s >> (64 * n)) & M
    return build

def rsh1add_n(n, rng):
    m = Mem(); u, v = rnd(rng, n), rnd(rng, n)
    s = num(u) + num(v)
    up, vp = m.put(u), m.put(v)
    rp = m.out(n, limbs((s >> 1) % B ** n, n))
    return [rp, up, vp, n], m, s & 1

def mul_1(add, sub=False):
    def build(n, rng):
        m = Mem(); u, r = rnd(rng, n), rnd(rng, n); v = rng.getrandbits(64)
        p = num(u) * v
        if add: s = num(r) + p
        elif sub: s = num(r) - p
        else: s = p
        up = m.put(u)
        rp = m.put(r) if (add or sub) else m.out(n)
        m.expect[rp] = limbs(s % B ** n, n)
        ret = (s >> (64 * n)) & M if not sub else (-(s >> (64 * n))) & M
        return [rp, up, n, v], m, ret
    return build

def mul_2(add):
    def build(n, rng):
        m = Mem(); u, r, v = rnd(rng, n), rnd(rng, n + 1), rnd(rng, 2)
        s = num(u) * num(v) + (num(r[:n]) if add else 0)
        up, vp = m.put(u), m.put(v)
        rp = m.put(r) if add else m.out(n + 1)
        m.expect[rp] = limbs(s, n + 1)
        return [rp, up, n, vp], m, (s >> (64 * (n + 1))) & M
    return build

def and_n(n, rng):
    m = Mem(); u, v = rnd(rng, n), rnd(rng, n)
    up, vp = m.put(u), m.put(v)
    rp = m.out(n, [a & b for a, b in zip(u, v)])
    return [rp, up, vp, n], m, None

def bdiv(n, rng):
    m = Mem(); a = rnd(rng, n); bd, h = rng.getrandbits(64), rng.getrandbits(64)
    h_in, q = h, []
    for x in a:
        p = x * bd
        p1, p0 = p >> 64, p & M
        cy = 1 if h < p0 else 0
        h = (h - p0) & M
        q.append(h)
        h = (h - p1 - cy) & M
    ap = m.put(a)
    qp = m.out(n, q)
    return [qp, ap, n, bd, h_in], m, h

def cnd_add_n(n, rng):
    m = Mem(); u, v = rnd(rng, n), rnd(rng, n)
    s = num(u) + num(v)
    up, vp = m.put(u), m.put(v)
    rp = m.out(n, limbs(s % B ** n, n))
    return [1, rp, up, vp, n], m, 1 if s >= B ** n else 0

def copy(n, rng):
    m = Mem(); u = rnd(rng, n)
    up = m.put(u)
    rp = m.out(n, u)
    return [rp, up, n], m, None

def divexact_1(n, rng):
    m = Mem(); d = rng.getrandbits(64) | 1; q = rng.getrandbits(64 * n) // (d + 1)
    up = m.put(limbs(q * d, n))
    qp = m.out(n, limbs(q, n))
    return [qp, up, n, d], m, None

def modexact(n, rng):
    m = Mem(); d = rng.getrandbits(63) | 1; q = rng.getrandbits(64 * n) // (d + 1)
    up = m.put(limbs(q * d, n))
    return [up, n, d, 0], m, 0

def divrem_1(n, rng):
    m = Mem(); d = rng.getrandbits(64) | (1 << 63); u = num(rnd(rng, n))
    up = m.put(limbs(u, n))
    qp = m.out(n, limbs(u // d, n))
    return [qp, 0, up, n, d], m, u % d

def divrem_2(n, rng):
    m = Mem(); d = rng.getrandbits(128) | (1 << 127); u = num(rnd(rng, n))
    q, r = u // d, u % d
    np_ = m.put(limbs(u, n))
    qp = m.out(n - 2, limbs(q, n - 2))
    m.expect[np_] = limbs(r, 2)
    dp = m.put(limbs(d, 2))
    return [qp, 0, np_, n, dp], m, q >> (64 * (n - 2))

def hamdist(n, rng):
    m = Mem(); u, v = rnd(rng, n), rnd(rng, n)
    up, vp = m.put(u), m.put(v)
    return [up, vp, n], m, sum(bin(a ^ b).count("1") for a, b in zip(u, v))

def popcount(n, rng):
    m = Mem(); u = rnd(rng, n)
    return [m.put(u), n], m, sum(bin(a).count("1") for a in u)

def shift(left, comp=False):
    def build(n, rng):
        m = Mem(); u = rnd(rng, n); c = rng.randrange(1, 64); x = num(u)
        up = m.put(u)
        if left:
            s = x << c
            low = s % B ** n
            rp = m.out(n, limbs((~low) % B ** n if comp else low, n))
            ret = s >> (64 * n)
        else:
            rp = m.out(n, limbs(x >> c, n))
            ret = (x << (64 - c)) & M
        return [rp, up, n, c], m, ret
    return build

def mod_34lsub1(n, rng):
    m = Mem(); u = rnd(rng, n)
    return [m.put(u), n], m, ("mod", num(u) % ((1 << 48) - 1), (1 << 48) - 1)

NENTS = 4
def sec_tabselect(n, rng):
    m = Mem(); tab = rnd(rng, n * NENTS); which = 2
    tp = m.put(tab)
    rp = m.out(n, tab[which * n:(which + 1) * n])
    return [rp, tp, n, NENTS, which], m, None

def sqr_diag_addlsh1(n, rng):
    m = Mem(); u, t = rnd(rng, n), rnd(rng, 2 * n - 2)
    d = num([w for x in u for w in limbs(x * x, 2)])
    s = (d + (num(t) << 65)) % B ** (2 * n)
    up, tp = m.put(u), m.put(t)
    rp = m.out(2 * n, limbs(s, 2 * n))
    return [rp, tp, up, n], m, None

AMB_SUB = "header: 2.25, 'alignment dependent, sometimes it seems to need 3 c/l'"
CASES = [
    Case("add_n", "mpn_add_n.s", "__gmpn_add_n", 1.25, "aors_n.asm", aors(False)),
    Case("sub_n", "mpn_sub_n.s", "__gmpn_sub_n", 1.25, "aors_n.asm", aors(True)),
    Case("add_n_sub_n", "mpn_add_n_sub_n.s", "__gmpn_add_n_sub_n", 2.25, "add_n_sub_n.asm", add_n_sub_n),
    Case("addlsh1_n", "mpn_addlsh1_n.s", "__gmpn_addlsh1_n", 1.5, "aorsorrlsh1_n.asm", lsh_n(1, False)),
    Case("rsblsh2_n", "mpn_rsblsh2_n.s", "__gmpn_rsblsh2_n", 1.5, "aorsorrlsh2_n.asm", lsh_n(2, True)),
    Case("rsh1add_n", "mpn_rsh1add_n.s", "__gmpn_rsh1add_n", 1.5, "rsh1aors_n.asm", rsh1add_n),
    Case("mul_1", "mpn_mul_1.s", "__gmpn_mul_1", 2.0, "mul_1.asm", mul_1(False)),
    Case("addmul_1", "mpn_addmul_1.s", "__gmpn_addmul_1", 2.0, "addmul_1.asm", mul_1(True)),
    Case("submul_1", "mpn_submul_1.s", "__gmpn_submul_1", 2.25, "submul_1.asm", mul_1(False, True), ambiguous=AMB_SUB),
    # Per limb product (2n): each up limb needs four xma (two products, low and high halves) on the two
    # F ports, at least 2 cycles, so the header's 1.5 / 1.625 count the n x 2 limb products.
    Case("mul_2", "mpn_mul_2.s", "__gmpn_mul_2", 1.5, "mul_2.asm", mul_2(False), per=lambda n: 2 * n),
    Case("addmul_2", "mpn_addmul_2.s", "__gmpn_addmul_2", 1.625, "addmul_2.asm", mul_2(True), per=lambda n: 2 * n),
    Case("and_n", "mpn_and_n.s", "__gmpn_and_n", 1.0, "logops_n.asm", and_n),
    Case("bdiv_dbm1c", "mpn_bdiv_dbm1c.s", "__gmpn_bdiv_dbm1c", 2.0, "bdiv_dbm1c.asm", bdiv),
    Case("cnd_add_n", "mpn_cnd_add_n.s", "__gmpn_cnd_add_n", 1.5, "cnd_aors_n.asm", cnd_add_n),
    Case("copyi", "mpn_copyi.s", "__gmpn_copyi", 0.5, "copyi.asm", copy),
    Case("copyd", "mpn_copyd.s", "__gmpn_copyd", 0.5, "copyd.asm", copy),
    Case("divexact_1", "mpn_divexact_1.s", "__gmpn_divexact_1", 8.0, "dive_1.asm", divexact_1),
    Case("modexact_1c_odd", "mpn_modexact_1c_odd.s", "__gmpn_modexact_1c_odd", 8.0, "mode1o.asm", modexact),
    Case("divrem_1", "mpn_divrem_1.s", "__gmpn_divrem_1", 29.5, "divrem_1.asm", divrem_1, extra=["mpn_invert_limb.s"],
         ambiguous="header gives a range, 29-30"),
    Case("divrem_2", "mpn_divrem_2.s", "__gmpn_divrem_2", 29.0, "divrem_2.asm", divrem_2, extra=["mpn_invert_limb.s"]),
    Case("hamdist", "mpn_hamdist.s", "__gmpn_hamdist", 1.0, "hamdist.asm", hamdist),
    Case("popcount", "mpn_popcount.s", "__gmpn_popcount", 1.0, "popcount.asm", popcount),
    Case("lshift", "mpn_lshift.s", "__gmpn_lshift", 1.0, "lorrshift.asm", shift(True)),
    Case("rshift", "mpn_rshift.s", "__gmpn_rshift", 1.0, "lorrshift.asm", shift(False)),
    Case("lshiftc", "mpn_lshiftc.s", "__gmpn_lshiftc", 1.25, "lshiftc.asm", shift(True, True)),
    Case("mod_34lsub1", "mpn_mod_34lsub1.s", "__gmpn_mod_34lsub1", 1.0, "mod_34lsub1.asm", mod_34lsub1),
    Case("sec_tabselect", "mpn_sec_tabselect.s", "__gmpn_sec_tabselect", 2.5, "sec_tabselect.asm", sec_tabselect,
         per=lambda n: n * NENTS),
    Case("sqr_diag_addlsh1", "mpn_sqr_diag_addlsh1.s", "__gmpn_sqr_diag_addlsh1", 2.0, "sqr_diag_addlsh1.asm",
         sqr_diag_addlsh1, ambiguous="its exact-cycles table is marked 'Needs updating', and the loop has four "
         "stop-separated groups per up limb, so 2 c/l per up limb is out of reach; 2 per rp limb (2n) is what it does"),
]
# Not timed per limb: gcd_11 (header: 4.5 cycles per bit pair of a 1x1 gcd) and invert_limb (50+6 cycles
# per call): no limb count to difference.

def scenario(case, n, rng):
    args, m, ret = case.build(n, rng)
    lines = [f"scenario: gmp_{case.name}_{n}",
             "memory:",
             "  - {name: stack, va: 0x7f000000, size: 0x10000, ar: 3, pl: 3}",
             "  - {name: backing_store, va: 0x7e000000, size: 0x10000, ar: 3, pl: 3}"]
    size = max(0x10000, (m.next - DATA + 0xffff) & ~0xffff)
    init = ", ".join(f"{{offset: {a - DATA:#x}, u64: [{', '.join(hex(w) for w in ws)}]}}" for a, ws in m.init.items())
    lines.append(f"  - {{name: data, va: {DATA:#x}, size: {size:#x}, ar: 3, pl: 3, init: [{init}]}}")
    gr = ", ".join(f"r{32 + i}: {a & M:#x}" for i, a in enumerate(args))
    lines += ["initial:", f"  entry: {case.entry}", "  cpl: 0", "  psr: {ic: 1, bn: 1}",
              f"  gr: {{r12: 0x7f00fff0, {gr}}}", f"  cfm: {{sof: {max(8, len(args))}, sol: 0}}",
              f"  br: {{b0: {RET:#x}}}", "  ar: {bsp: 0x7e000000, bspstore: 0x7e000000}",
              "end:", f"  return_to: {{at: {RET:#x}}}", "  budget: 10000000",
              "measure: {warm: true}", "expect:", "  stop: return"]
    mem = [f"    - {{va: {a:#x}, u64: [{', '.join(hex(w) for w in ws)}]}}" for a, ws in m.expect.items()]
    if mem:
        lines += ["  memory:"] + mem
    if isinstance(ret, int):
        lines.append(f"  gr: {{r8: {ret & M:#x}}}")
    return "\n".join(lines) + "\n", ret

def run_case(ex, objs, case, n, tmp, rng):
    text, ret = scenario(case, n, rng)
    path = os.path.join(tmp, f"{case.name}_{n}.yaml")
    with open(path, "w") as f:
        f.write(text)
    p = subprocess.run([ex, "sim", *objs, f"--scenario={path}"], capture_output=True, text=True)
    out = p.stdout + p.stderr
    cyc = re.search(r"cycles[:=]\s*(\d+)", out)
    ok = p.returncode == 0
    if ok and isinstance(ret, tuple):  # result defined modulo a number: compare residues
        r8 = re.search(r"\br8 = (0x[0-9a-f]+)", out)
        ok = bool(r8) and int(r8.group(1), 16) % ret[2] == ret[1]
    return (int(cyc.group(1)) if cyc else None), ok, out

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    src = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--epicsched", default=os.path.join(src, "build", "bin", "epicsched"))
    ap.add_argument("--corpus", default=os.environ.get("EPIC_CORPUS") or os.path.join(src, "..", "shared", "corpus"))
    ap.add_argument("--as", dest="gas", default="ia64-linux-gnu-as")
    ap.add_argument("--sizes", default="64,128", help="two limb counts (default 64,128)")
    ap.add_argument("--band", type=float, default=0.10)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--only", default="")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    gmp = os.path.join(a.corpus, "gmp")
    if not os.path.isdir(gmp) or not shutil.which(a.gas):
        print(f"skipped: needs {gmp} and {a.gas}")
        return 77
    n1, n2 = (int(x) for x in a.sizes.split(","))
    only = set(filter(None, a.only.split(",")))
    rows, bad = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for c in CASES:
            if only and c.name not in only:
                continue
            objs = [os.path.join(tmp, f + ".o") for f in c.files]
            for f, o in zip(c.files, objs):
                subprocess.run([a.gas, "-xexplicit", os.path.join(gmp, f), "-o", o], check=True, capture_output=True)
            rng = random.Random(c.name)
            c1, ok1, o1 = run_case(a.epicsched, objs, c, n1, tmp, rng)
            c2, ok2, o2 = run_case(a.epicsched, objs, c, n2, tmp, rng)
            if c.known_wrong and c1 is not None and c2 is not None:
                rows.append((c, (c2 - c1) / (c.per(n2) - c.per(n1)), None))
                continue
            if not (ok1 and ok2) or c1 is None or c2 is None:
                bad.append(f"{c.name}: wrong result or failed run\n" + (o1 if not ok1 else o2)[-1500:])
                rows.append((c, None, False))
                continue
            cpl = (c2 - c1) / (c.per(n2) - c.per(n1))
            within = abs(cpl / c.doc - 1) <= a.band
            rows.append((c, cpl, within))
            if a.verbose:
                print(o2)
    print(f"{'routine':18} {'simulated':>9} {'GMP':>6} {'ratio':>6}  figure from GMP 6.2.1 mpn/ia64/")
    n_ok = n_unamb = 0
    for c, cpl, within in rows:
        amb = c.ambiguous is not None or c.known_wrong is not None
        n_unamb += not amb
        n_ok += bool(within) and not amb
        sim = f"{cpl:9.3f}" if cpl is not None else "   FAILED"
        ratio = f"{cpl / c.doc:6.2f}" if cpl is not None else "     -"
        mark = "" if within else "  OFF" if not amb else ""
        note = (f"  (ambiguous: {c.ambiguous})" if c.ambiguous else "") + \
            (f"  (WRONG RESULT, not gated: {c.known_wrong})" if c.known_wrong else "")
        print(f"{c.name:18} {sim} {c.doc:6.3g} {ratio}  {c.asm}{mark}{note}")
        if not within and not amb and cpl is not None:
            bad.append(f"{c.name}: {cpl:.3f} c/limb simulated, GMP measured {c.doc} (outside {a.band:.0%})")
    print(f"{n_ok} of {n_unamb} routines with an unambiguous figure within {a.band:.0%} "
          f"(sizes {n1} and {n2} limbs, difference per limb)")
    for b in bad:
        print("FAIL " + b)
    return 1 if a.check and bad else 0

if __name__ == "__main__":
    sys.exit(main())
