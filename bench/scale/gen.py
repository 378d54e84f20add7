#!/usr/bin/env python3
"""Generated IA-64 inputs for the scaling benchmark (bench/scale/run.py).

  gen.py region KIND N     one auto-mode region of N instructions in one procedure:
                           KIND indep (independent adds), chain (dependent adds,
                           several chains), mem (loads and stores through a few bases),
                           drain (independent adds with a `srlz.d` every 16)
  gen.py regions N         N small regions (procedures of 6 instructions each)
  gen.py sections N        N `.section` switches, one small region each
  gen.py stores N          N st8 in one stop-free explicit group (gas -x accepts)
  gen.py explicit N        about N lines of explicit bundles (`{ .mii ... }`, compiler-style)
  gen.py datalist N        one `data1` line of N values (issue 21: a byte table on one line)
All registers stay within r14..r31 and r32..r127 after one alloc; GNU as -x
accepts every file without a warning (checked by run.py)."""
import sys


def header(name):
    return [f"\t.text", f"\t.global {name}", f"\t.proc {name}", f"{name}:",
            "\talloc r2=ar.pfs,8,88,0,0"]


def footer(name):
    return ["\tbr.ret.sptk.many b0", f"\t.endp {name}"]


def region(kind, n):
    out = header("f")
    for i in range(n):
        if kind == "indep":
            # Each destination written once per 40 instructions, sources r32..r39
            # never written: no RAW, only WAW far apart.
            d = 40 + i % 80
            out.append(f"\tadd r{d}=r{32 + i % 8},r{32 + (i + 3) % 8}")
        elif kind == "chain":
            # Eight interleaved chains: r40+k = r40+k + r32+k.
            k = i % 8
            out.append(f"\tadd r{40 + k}=r{40 + k},r{32 + (i // 8) % 8}")
        elif kind == "mem":
            # Loads through four bases, adds on the values, stores through four
            # other bases (memory order between them is kept).
            b = 32 + i % 4
            d = 48 + i % 64
            if i % 3 == 0:
                out.append(f"\tld8 r{d}=[r{b}]")
            elif i % 3 == 1:
                out.append(f"\tadd r{d}=r{d - 1 if d > 48 else 48},r{36 + i % 4}")
            else:
                out.append(f"\tst8 [r{40 + i % 4}]=r{d}")
        elif kind == "drain":
            # A drain every 16: each waits for the results in flight before it.
            if i % 16 == 15:
                out.append("\tsrlz.d")
            else:
                out.append(f"\tadd r{40 + i % 80}=r{32 + i % 8},r{32 + (i + 3) % 8}")
        else:
            sys.exit(f"unknown region kind {kind}")
    out += footer("f")
    return out


def regions(n, sections=False):
    out = []
    for k in range(n):
        name = f"f{k}"
        if sections:
            out.append(f"\t.section .text.{name},\"ax\",@progbits")
        else:
            out.append("\t.text")
        out += [f"\t.global {name}", f"\t.proc {name}", f"{name}:",
                "\tadd r8=r32,r33", "\tadd r9=r34,r35",
                "\tld8 r10=[r8]", "\tadd r11=r9,r36",
                "\tst8 [r9]=r10", "\tbr.ret.sptk.many b0", f"\t.endp {name}"]
    return out


def stores(n):
    out = ["\t.explicit"] + header("f")[:-1] + ["\t;;"]
    for i in range(n):
        out.append(f"\tst8 [r{32 + i % 8}]=r{40 + i % 8}")
    out += footer("f")
    return out


def explicit(n):
    # Five lines per bundle: a load, an add on another register, a stop.
    out = ["\t.explicit"] + header("f")[:-1] + ["\t;;"]
    k = 0
    while len(out) < n:
        out += ["{ .mii", f"\tld8 r{32 + k % 64}=[r{14 + k % 8}]", f"\tadd r{14 + (k + 3) % 8}=r15,r16",
                "\tnop.i 0 ;;", "}"]
        k += 1
    out += footer("f")
    return out


def datalist(n):
    return ["\t.data", "\tdata1 " + ",".join(str(i % 256) for i in range(n))]


def main():
    a = sys.argv[1:]
    if a[:1] == ["region"] and len(a) == 3:
        lines = region(a[1], int(a[2]))
    elif a[:1] == ["regions"] and len(a) == 2:
        lines = regions(int(a[1]))
    elif a[:1] == ["sections"] and len(a) == 2:
        lines = regions(int(a[1]), sections=True)
    elif a[:1] == ["stores"] and len(a) == 2:
        lines = stores(int(a[1]))
    elif a[:1] == ["explicit"] and len(a) == 2:
        lines = explicit(int(a[1]))
    elif a[:1] == ["datalist"] and len(a) == 2:
        lines = datalist(int(a[1]))
    else:
        sys.exit(__doc__)
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
