#!/usr/bin/env python3
"""Compare our object with GNU as's object for the same source.

  asmdiff.py bytes OURS.o GNU.o [SECTION...]   section contents identical
  asmdiff.py auto OURS.o GNU.o                 same non-nop instruction sequence
                                               (objdump text), our bundles <= GNU's
  asmdiff.py relocs OURS.o GNU.o               same (section, type, symbol, addend)
                                               relocations, as readelf -r prints them
  asmdiff.py relocs-exact OURS.o GNU.o         the same, offsets included
  (relocs modes: a trailing --no-unwind ignores the unwind sections'
   relocations, which epicsched does not write yet)
Prints a short report; exit 1 on a difference.
"""
import re
import subprocess
import sys

OBJDUMP = "ia64-linux-gnu-objdump"
READELF = "ia64-linux-gnu-readelf"


def sh(*args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def section_bytes(obj, sec):
    out = sh(READELF, "-x", sec, obj)
    data = []
    for line in out.splitlines():
        m = re.match(r"\s+0x[0-9a-f]+ ((?:[0-9a-f]{2,8} ){1,4})", line)
        if m:
            data.append(m.group(1).replace(" ", ""))
    return "".join(data)


def instructions(obj):
    """(list of instruction texts without nops, bundle count)"""
    insts, bundles = [], 0
    for line in sh(OBJDUMP, "-d", "--no-show-raw-insn", obj).splitlines():
        m = re.match(r"\s+[0-9a-f]+:\s+(\[[A-Z]+\])?\s*(.*)$", line)
        if not m:
            continue
        if m.group(1):
            bundles += 1
        text = m.group(2).strip()
        text = re.sub(r";;$", "", text).strip()
        text = re.sub(r"\s+<[^>]*>$", "", text)  # symbolic address annotation
        if not text or re.match(r"nop\.[mifbx]", text):
            continue
        # Branch targets print as absolute addresses; they may legitimately
        # differ when our bundling is denser, so compare them symbolically.
        text = re.sub(r"(br\S*|brl\S*|chk\S*)(\s+.*?)([0-9a-f]+)$", r"\1\2<target>", text)
        insts.append(text)
    return insts, bundles


def relocs(obj, offsets, unwind=True):
    rows, sec = [], None
    for line in sh(READELF, "-rW", obj).splitlines():
        m = re.match(r"Relocation section '([^']+)'", line)
        if m:
            sec = m.group(1)
            continue
        parts = line.split()
        if len(parts) >= 5 and re.match(r"^[0-9a-f]{16}$", parts[0]) and parts[2].startswith("R_IA64"):
            rest = " ".join(parts[4:])
            if unwind or not sec.startswith(".rela.IA_64.unwind"):
                rows.append((sec, int(parts[0], 16) if offsets else "-", parts[2], rest))
    return sorted(rows)


def main():
    mode, ours, gnu = sys.argv[1], sys.argv[2], sys.argv[3]
    if mode == "bytes":
        secs = sys.argv[4:] or [".text"]
        bad = False
        for s in secs:
            a, b = section_bytes(ours, s), section_bytes(gnu, s)
            if a != b:
                bad = True
                print(f"{s}: bytes differ\n ours {a}\n gnu  {b}")
            else:
                print(f"{s}: {len(a)//2} bytes identical")
        sys.exit(1 if bad else 0)
    if mode == "auto":
        (ia, ba), (ib, bb) = instructions(ours), instructions(gnu)
        ok = ia == ib and ba <= bb
        print(f"instructions: ours {len(ia)} gnu {len(ib)}; bundles: ours {ba} gnu {bb}")
        if ia != ib:
            for k, (x, y) in enumerate(zip(ia + [""] * len(ib), ib + [""] * len(ia))):
                if x != y:
                    print(f"first difference at instruction {k}: ours '{x}' gnu '{y}'")
                    break
        if ba > bb:
            print("more bundles than GNU as")
        print("OK" if ok else "DIFFERENT")
        sys.exit(0 if ok else 1)
    if mode in ("relocs", "relocs-exact"):
        unwind = "--no-unwind" not in sys.argv[4:]
        a, b = relocs(ours, mode == "relocs-exact", unwind), relocs(gnu, mode == "relocs-exact", unwind)
        for r in a:
            print("ours", *r)
        if a != b:
            for r in b:
                print("gnu ", *r)
            print("DIFFERENT")
            sys.exit(1)
        print(f"{len(a)} relocations identical")
        sys.exit(0)
    sys.exit(f"unknown mode {mode}")


if __name__ == "__main__":
    main()
