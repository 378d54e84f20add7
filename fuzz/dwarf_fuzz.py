#!/usr/bin/env python3
"""Differential fuzzing of DWARF line info against GNU as (issue 14, 15).

Generates random but plausible IA-64 assembly mixing `.file`/`.loc` (every option gas accepts, location
views `view .LVUn`/`-0`/`0` with the view symbols used in `.debug_loclists` data), sections, auto-mode instructions, explicit bundles, labels, data and alignment; assembles each case
with `ia64-linux-gnu-as` and `epicsched asm` (same options: none, -g or --gdwarf-N) and compares
the debug sections (.debug_*: header fields and bytes) and their relocations.

    python3 fuzz/dwarf_fuzz.py --epicsched build/bin/epicsched --cases 3000 --seed 1
    python3 fuzz/dwarf_fuzz.py --compare ours.o gas.o      # one pair of objects

Cases whose code sections differ (bundling, not line info) are counted as code-differs; cases GNU
as rejects (random explicit bundles may break its dependency rules) as accept-differs. Exit 0 when
every other case agrees (77 with --skip-missing when ia64-linux-gnu-as is absent); a
disagreement prints the case's seed and is kept in --keep DIR. Python stdlib only.
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "corpus"))
import elfdiff  # noqa: E402

import progress  # fuzz/progress.py, beside this script  # noqa: E402

GAS = os.environ.get("IA64_AS", "ia64-linux-gnu-as")

# Instructions by unit, with operands that need nothing else defined.
AUTO = ["add r{a} = r{b}, r{c}", "sub r{a} = r{b}, r{c}", "ld8 r{a} = [r{b}]", "st8 [r{b}] = r{c}",
        "mov r{a} = r{b}", "shl r{a} = r{b}, 3", "fma.d f{a} = f{b}, f{c}, f{a}", "nop 0",
        "cmp.eq p6, p7 = r{b}, r{c}", "(p6) add r{a} = 1, r{b}", "movl r{a} = 0x{imm:x}",
        "extr.u r{a} = r{b}, 3, 5", "ld4 r{a} = [r{b}], 4", "br.ret.sptk.many b0",
        "br.call.sptk.many b0 = foo#"]
BUNDLES = [(".mii", ["add r{a} = r{b}, r{c}", "nop.i 0", "shl r{a} = r{b}, 2"]),
           (".mmi", ["ld8 r{a} = [r{b}]", "st8 [r{b}] = r{c}", "nop.i 0"]),
           (".mfb", ["nop.m 0", "nop.f 0", "br.ret.sptk.many b0"]),
           (".mlx", ["nop.m 0", "movl r{a} = 0x{imm:x}"]),
           (".mib", ["nop.m 0", "nop.i 0", "nop.b 0"])]
SECTIONS = [".text", ".text.a", ".text.b"]
FILES = ["a.c", "sub/b.h", "/usr/include/c.h", "d.S"]


def view_operand(rng, views):
    """GCC's location views: a new symbol (the row's view number, used in the debug data at the
    end), rarely one already used (gas: already defined / view number mismatch), `-0` (reset) or
    `0` (an assertion gas checks)."""
    r = rng.random()
    if r < 0.6 or (r < 0.65 and not views):
        views.append(f".LVU{len(views) + 1}")
        return views[-1]
    if r < 0.65:
        return rng.choice(views)
    return "-0" if r < 0.9 else "0"


def loc_line(rng, nfiles, views):
    words = [str(rng.randint(1, nfiles)), str(rng.choice([rng.randint(1, 20), rng.randint(1, 3000)]))]
    if rng.random() < 0.6:
        words.append(str(rng.choice([0, 0, rng.randint(1, 80)])))
        for opt in rng.sample(["is_stmt", "isa", "discriminator", "prologue_end", "epilogue_begin",
                               "basic_block", "view", "view"], rng.randint(0, 2)):
            if opt == "is_stmt":
                words += [opt, str(rng.randint(0, 1))]
            elif opt in ("isa", "discriminator"):
                words += [opt, str(rng.randint(0, 300))]
            elif opt == "view":
                if "view" not in words:
                    words += [opt, view_operand(rng, views)]
            else:
                words.append(opt)
    return "\t.loc " + " ".join(words)


def view_uses(rng, views):
    """The view numbers as a location list uses them (`.uleb128 .LVU3`), also in data and
    expressions, in a debug section (compared)."""
    out = ['\t.section .debug_loclists,"",@progbits']
    for v in views:
        w = rng.choice(views)
        out.append("\t" + rng.choice([f".uleb128 {v}", f".byte {v}", f"data2.ua {v} + 1", f".uleb128 {v} * 3 + {w}",
                                       f"data4.ua {v} - {w} + 100", f".uleb128 {v} + 130"]))
    return out


_dest = [8]


def operands(rng, text):
    """Destinations cycle through r8..r31 (f8..f31) and sources are r2..r7, so that the cases have
    no dependencies for the two assemblers to treat differently."""
    _dest[0] = 8 + (_dest[0] - 7) % 24
    return text.format(a=_dest[0], b=rng.randint(2, 7), c=rng.randint(2, 7), imm=rng.randint(0, 1 << 40))


def generate(rng, explicit_mode):
    nfiles = rng.randint(1, len(FILES))
    out = [f'\t.file {i + 1} "{FILES[i]}"' for i in range(nfiles)]
    if explicit_mode:
        out.append("\t.explicit")
    out.append("\t.text")
    labels = 0
    views = []
    for _ in range(rng.randint(1, 40)):
        r = rng.random()
        if r < 0.30:
            out.append(loc_line(rng, nfiles, views))
        elif r < 0.55 and not explicit_mode:
            out.append("\t" + operands(rng, rng.choice(AUTO)))
        elif r < 0.70:
            tmpl, insns = rng.choice(BUNDLES)
            body = []
            for k, ins in enumerate(insns):
                if rng.random() < 0.3:
                    body.append(loc_line(rng, nfiles, views))
                body.append("\t" + operands(rng, ins) + (" ;;" if k == len(insns) - 1 and rng.random() < 0.5 else ""))
            out += ["\t{ " + tmpl] + body + ["\t}"]
        elif r < 0.78:
            out.append(f"\t.section {rng.choice(SECTIONS)},\"ax\",@progbits")
        elif r < 0.84:
            labels += 1
            out.append(f"L{labels}:")
        elif r < 0.88:
            out.append(rng.choice(["\t.align 32", "\t.align 32", "\t.skip 16"]))
        elif r < 0.92:
            out += ["\t.data", "\tdata8 1", f"\t.section {rng.choice(SECTIONS)},\"ax\",@progbits"]
        elif r < 0.96 and not explicit_mode:
            out.append("\t" + operands(rng, rng.choice(AUTO)) + " ;;")
    if views:
        out += view_uses(rng, views)
    return "\n".join(out) + "\n"


INCLUDES = ["inc1.s", "inc2.s", "sub/inc3.s"]


def source_body(rng, depth, n):
    """Lines of a -g case without .file/.loc: instructions, .include of the other files (nested up
    to two levels), a macro invoked from anywhere, .rept, section switches."""
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.45:
            out.append("\t" + operands(rng, rng.choice(AUTO[:8])))
        elif r < 0.60 and depth < 2:
            out.append(f'\t.include "{rng.choice(INCLUDES[depth:])}"')
        elif r < 0.72:
            out.append(f"\tpair r{rng.randint(2, 7)}")
        elif r < 0.80:
            out += ["\t.rept 2", "\t" + operands(rng, rng.choice(AUTO[:4])), "\t.endr"]
        elif r < 0.88:
            out.append(f"\t.section {rng.choice(SECTIONS)},\"ax\",@progbits")
        elif r < 0.94:
            out.append("")
        else:
            out += ["\t.data", "\tdata8 1", "\t.text"]
    return out


def generate_source(rng):
    """A -g case (main text, {include name: text}): the line table names every file."""
    incs = {name: "\n".join(source_body(rng, k + 1, rng.randint(0, 6))) + "\n" for k, name in enumerate(INCLUDES)}
    main = ["\t.macro pair x", "\tadd r{} = \\x, r3".format(rng.randint(8, 31)), "\tsub r30 = r2, \\x",
            "\t.endm", "\t.text"] + source_body(rng, 0, rng.randint(1, 30))
    return "\n".join(main) + "\n", incs


def debug_view(path):
    """{debug section: (type, flags, align, entsize, bytes)} and the relocations against them."""
    elf = elfdiff.Elf(path)
    secs = {s["name"]: (s["type"], s["flags"], s["align"], s["entsize"], s["data"])
            for s in elf.sections if s["name"].startswith(".debug")}
    rels = {k: v for k, v in elf.relocations().items() if k.startswith(".debug")}
    return secs, rels


def compare(ours, gas):
    """A list of differences in the debug sections of two objects (empty when equal)."""
    (sa, ra), (sb, rb) = debug_view(ours), debug_view(gas)
    diffs = []
    for name in sorted(set(sa) | set(sb)):
        if name not in sa or name not in sb:
            diffs.append(f"{name}: only in {'gas' if name not in sa else 'ours'}")
        elif sa[name] != sb[name]:
            a, b = sa[name][4], sb[name][4]
            first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
            diffs.append(f"{name}: differs from byte {first:#x} (sizes {len(a)}, gas {len(b)})"
                         if sa[name][:4] == sb[name][:4] else f"{name}: header {sa[name][:4]} gas {sb[name][:4]}")
    for name in sorted(set(ra) | set(rb)):
        if ra.get(name) != rb.get(name):
            diffs.append(f"relocations of {name}: ours {ra.get(name)} gas {rb.get(name)}")
    return diffs


def run_case(args, text, opts, work, incs=None):
    src = os.path.join(work, "case.s")
    with open(src, "w") as f:
        f.write(text)
    for name, body in (incs or {}).items():
        os.makedirs(os.path.dirname(os.path.join(work, name)), exist_ok=True)
        with open(os.path.join(work, name), "w") as f:
            f.write(body)
    if incs is not None:
        # Named as a build names it (relative): with an absolute name, --gdwarf-5 differs in
        # .debug_line_str (GNU as writes the input's directory string again; not done).
        src = "case.s"
    g = subprocess.run([GAS, *opts, "-o", os.path.join(work, "gas.o"), src], capture_output=True, text=True, cwd=work)
    o = subprocess.run([args.epicsched, "asm", src, *opts, "-o", os.path.join(work, "ours.o")],
                       capture_output=True, text=True, cwd=work)
    if g.returncode != 0 and o.returncode != 0:
        return "both-reject", []
    if o.returncode != 0:
        return "ours-rejects", [f"gas rc {g.returncode}: {g.stderr.strip()[-300:]}",
                                  f"ours rc {o.returncode}: {o.stderr.strip()[-300:]}"]
    if g.returncode != 0 or o.returncode != 0:
        return "accept-differs", []
    code = code_differs(os.path.join(work, "ours.o"), os.path.join(work, "gas.o"))
    d = compare(os.path.join(work, "ours.o"), os.path.join(work, "gas.o"))
    if d and code:
        return "code-differs", code  # bundling, not line info: reported, not a DWARF failure
    return ("differ" if d else "same"), d


def code_differs(ours, gas):
    a = {s["name"]: s["data"] for s in elfdiff.Elf(ours).sections if s["flags"] & elfdiff.SHF_EXECINSTR}
    b = {s["name"]: s["data"] for s in elfdiff.Elf(gas).sections if s["flags"] & elfdiff.SHF_EXECINSTR}
    return [f"{n}: code differs" for n in sorted(set(a) | set(b)) if a.get(n, b"") != b.get(n, b"")]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--epicsched", default="build/bin/epicsched")
    ap.add_argument("--cases", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", help="directory for the cases that differ")
    ap.add_argument("--skip-missing", action="store_true", help="exit 77 (ctest: skipped) when GNU as is absent")
    ap.add_argument("--compare", nargs=2, metavar=("OURS", "GAS"))
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    if args.compare:
        d = compare(*args.compare)
        print("\n".join(d) or "debug sections equal")
        return 1 if d else 0
    if shutil.which(GAS) is None:
        print(f"{GAS} not found: skipped")
        return 77 if args.skip_missing else 2
    args.epicsched = os.path.abspath(args.epicsched)
    counts = {}
    bad = 0
    prog = progress.Progress("cases", args.cases)
    with tempfile.TemporaryDirectory() as work:
        for n in range(args.cases):
            prog.update(n)
            seed = args.seed * 1000003 + n
            rng = random.Random(seed)
            incs = None
            if rng.random() < 0.3:  # -g over the source itself: includes, macros, .rept
                text, incs = generate_source(rng)
                opts = rng.choice([["-g"], ["--gdwarf-2"], ["--gdwarf-5"]]) + rng.choice([[], ["-Isub"]])
            else:
                text = generate(rng, rng.random() < 0.3)
                opts = rng.choice([[], [], [], ["-g"], ["--gdwarf-2"], ["--gdwarf-4"], ["--gdwarf-5"]])
            kind, d = run_case(args, text, opts, work, incs)
            counts[kind] = counts.get(kind, 0) + 1
            if kind in ("differ", "ours-rejects"):
                bad += 1
                if args.v or bad <= 5:
                    print(f"case seed {seed} opts {opts}: {kind}\n  " + "\n  ".join(d[:4]))
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    with open(os.path.join(args.keep, f"case-{seed}.s"), "w") as f:
                        f.write(f"# options: {' '.join(opts)}\n" + text)
                    for name, body in (incs or {}).items():
                        with open(os.path.join(args.keep, f"case-{seed}.{name.replace('/', '_')}"), "w") as f:
                            f.write(body)
    prog.clear()
    print(f"{args.cases} cases: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
