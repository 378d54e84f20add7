"""Strict mode against GNU as -xexplicit: every case is one instruction
group (hand-written ones, then random ones from a fixed seed) run by
`epicsched sim` in strict mode. Where GNU as warns about a dependency
violation, the run must stop with a dependency-violation error located at
the instruction of the first line GNU as warns about; where it accepts the
group, the run must end normally. All instructions run (no false qualifying
predicate), so GNU as's static verdict is the dynamic one.

Usage: strict-oracle.py EPICSCHED AS OBJDUMP WORKDIR [RANDOM-CASES]"""
import random, re, subprocess, sys, os

epicsched, gas, objdump, work = sys.argv[1:5]
count = int(sys.argv[5]) if len(sys.argv) > 5 else 200
TEXT = 0x100000  # where `sim IN.o` loads the first section (objdump shows offset 0)
os.makedirs(work, exist_ok=True)

# (name, lines): the group; a `br.cond` may end it (target: the return).
HAND = [
    ("fpsr-flags-two-fp-ops", ["fadd.s0 f6=f7,f8", "fmpy.s0 f9=f10,f11"]),
    ("fpsr-default-field", ["fadd f6=f7,f8", "fmpy f9=f10,f11"]),
    ("rsc-loadrs", ["mov ar.rsc=r0", "loadrs"]),
    ("pfs-ret", ["mov ar.pfs=r0", "br.ret.sptk.many b0"]),
    ("cmp-branch", ["cmp.eq p6,p7=r0,r0", "(p6) br.cond.sptk.few .Lend"]),
    ("tbit-branch", ["tbit.z p6,p7=r0,3", "(p7) br.cond.sptk.few .Lend"]),
    ("mov-pr-branch", ["mov pr=r0,0x40", "(p6) br.cond.sptk.few .Lend"]),
    ("and-and", ["cmp.eq.and p6,p7=r0,r0", "cmp.ne.and p6,p7=r8,r9"]),
    ("or-or", ["cmp.eq.or p6,p7=r0,r0", "cmp.ne.or p6,p7=r8,r9"]),
    ("mov-b-indirect", ["mov b6=r0", "mov r8=b6"]),
    ("raw-gr", ["add r8=r0,r0", "adds r9=1,r8"]),
    ("waw-gr", ["add r8=r0,r0", "adds r8=1,r9"]),
    ("fcmp-branch", ["fcmp.eq.s0 p6,p7=f0,f0", "(p6) br.cond.sptk.few .Lend"]),
    ("ccv", ["mov ar.ccv=r0", "mov r8=ar.ccv"]),
    ("fsetc-fadd", ["fsetc.s0 0x7f,0", "fadd.s0 f6=f7,f8"]),
    ("cmp-qp", ["cmp.eq p6,p7=r0,r0", "(p6) add r8=r0,r0"]),
    ("and-or", ["cmp.eq.and p6,p7=r0,r0", "cmp.ne.or p6,p7=r8,r9"]),
    ("lc", ["mov ar.lc=r0", "mov r8=ar.lc"]),
    ("setf-getf", ["setf.sig f6=r0", "getf.sig r8=f6"]),
    ("pr-all", ["cmp.eq p6,p7=r0,r0", "mov r8=pr"]),
]

R = ["r8", "r9", "r10", "r0"]
W = ["r8", "r9", "r10"]
P = ["p6", "p7", "p8"]
F = ["f6", "f7", "f8"]
S = [".s0", ".s1", ".s2", ".s3"]


def pick(rng, xs):
    return rng.choice(xs)


def pair(rng):
    a, b = rng.sample(P, 2)
    return a + "," + b


GEN = [
    lambda g: "add %s=%s,%s" % (pick(g, W), pick(g, R), pick(g, R)),
    lambda g: "adds %s=1,%s" % (pick(g, W), pick(g, R)),
    lambda g: "cmp.eq %s=%s,%s" % (pair(g), pick(g, R), pick(g, R)),
    lambda g: "cmp.ne.or %s=%s,%s" % (pair(g), pick(g, R), pick(g, R)),
    lambda g: "cmp.eq.and %s=%s,%s" % (pair(g), pick(g, R), pick(g, R)),
    lambda g: "tbit.nz %s=%s,1" % (pair(g), pick(g, R)),
    lambda g: "mov ar.ccv=%s" % pick(g, R),
    lambda g: "mov %s=ar.ccv" % pick(g, W),
    lambda g: "mov ar.k1=%s" % pick(g, R),
    lambda g: "mov %s=ar.k1" % pick(g, W),
    lambda g: "mov ar.lc=%s" % pick(g, R),
    lambda g: "mov %s=ar.lc" % pick(g, W),
    lambda g: "mov b6=%s" % pick(g, R),
    lambda g: "mov %s=b6" % pick(g, W),
    lambda g: "mov pr=%s,0x1c0" % pick(g, R),
    lambda g: "mov %s=pr" % pick(g, W),
    lambda g: "fadd%s %s=%s,%s" % (pick(g, S), pick(g, F), pick(g, F), pick(g, F)),
    lambda g: "fmpy%s %s=%s,%s" % (pick(g, S), pick(g, F), pick(g, F), pick(g, F)),
    lambda g: "fcmp.eq%s %s=%s,%s" % (pick(g, S), pair(g), pick(g, F), pick(g, F)),
    lambda g: "fsetc%s 0x7f,0" % pick(g, S),
    lambda g: "fclrf%s" % pick(g, S),
    lambda g: "setf.sig %s=%s" % (pick(g, F), pick(g, R)),
    lambda g: "getf.sig %s=%s" % (pick(g, W), pick(g, F)),
    lambda g: "mov %s=ar.fpsr" % pick(g, W),
]


def random_cases(n):
    g = random.Random(5)
    out = []
    for k in range(n):
        lines = [g.choice(GEN)(g) for _ in range(g.randint(2, 4))]
        if g.random() < 0.3:
            lines.append("(%s) br.cond.sptk.few .Lend" % pick(g, P))
        out.append(("random-%d" % k, lines))
    return out


def source(lines):
    head = ["\t.explicit", "\t.text", "\t.global f", "\t.proc f", "f:"]
    # Defined predicates and FP registers: the group is preceded by a stop.
    body = ["\t" + l for l in lines]
    tail = ["\t;;", ".Lend:", "\tbr.ret.sptk.many b0", "\t;;", "\t.endp f"]
    return "\n".join(head + body + tail) + "\n", len(head) + 1


def slots(obj):
    """Instruction addresses (bundle, slot) in order, from objdump, nops left out."""
    out, bundle, slot = [], None, 0
    for l in subprocess.run([objdump, "-d", obj], capture_output=True, text=True).stdout.splitlines():
        m = re.match(r"^\s*([0-9a-f]+):\t[0-9a-f ]+\t(\[\w+\])?\s*(.*)$", l)
        if not m:
            continue
        if m.group(2):
            bundle, slot = int(m.group(1), 16), 0
        else:
            slot += 1
        if not m.group(3).startswith("nop"):
            out.append((bundle, slot))
    return out


fails, warned, accepted = 0, 0, 0
hand = {n for n, _ in HAND}
for name, lines in HAND + random_cases(count):
    text, first = source(lines)
    s, o = os.path.join(work, name + ".s"), os.path.join(work, name + ".o")
    open(s, "w").write(text)
    asr = subprocess.run([gas, "-xexplicit", s, "-o", o], capture_output=True, text=True)
    if asr.returncode != 0:
        print("%s: GNU as rejects the case: %s" % (name, asr.stderr.strip()))
        fails += 1
        continue
    bad = sorted({int(m.group(1)) for m in re.finditer(r":(\d+): Warning: Use of", asr.stderr)})
    run = subprocess.run([epicsched, "sim", o, "--entry=f", "--no-timing"], capture_output=True, text=True)
    err = re.search(r"error: 0x([0-9a-f]+) slot (\d+): .*dependency violation: (.*)", run.stderr)
    if name in hand:
        print("%s: GNU as %s, strict mode %s" % (name, "warns" if bad else "accepts",
                                                 "stops: " + err.group(3) if err else "runs on"))
    if bad:
        warned += 1
        want = slots(o)[bad[0] - first]
        if not err:
            print("%s: GNU as warns at line %d, strict mode ran on (%s)\n%s" % (name, bad[0], run.stderr.strip(), text))
            fails += 1
        elif (int(err.group(1), 16) - TEXT, int(err.group(2))) != want:
            print("%s: strict mode stopped at 0x%s slot %s, GNU as warns at 0x%x slot %d\n%s" %
                  (name, err.group(1), err.group(2), want[0], want[1], text))
            fails += 1
    else:
        accepted += 1
        if run.returncode != 0 or "stop: return" not in run.stdout:
            print("%s: GNU as accepts the group, the run did not end normally: %s\n%s" % (name, run.stderr.strip(), text))
            fails += 1
print("cases: %d warned by GNU as, %d accepted; %d disagree" % (warned, accepted, fails))
sys.exit(1 if fails else 0)
