#!/usr/bin/env python3
"""Compare the IA-64 unwind sections of two objects (ours, GNU as's).

  unwinddiff.py OURS.o GNU.o      one object pair
  unwinddiff.py --corpus EPICSCHED CORPUS_DIR TMPDIR
      every corpus file with unwind directives: assemble with epicsched
      and GNU as, compare, print one line per file and "N/M files equal";
      exit 1 when a file differs in its unwind sections only (its code
      is GNU as's) and is not a known difference (KNOWN below). Prints
      "corpus absent" and exits 0 when CORPUS_DIR does not exist.
  unwinddiff.py --corpus-sched EPICSCHED CORPUS_DIR TMPDIR
      the same on `epicsched sched --solver=list` output of each file:
      explicit bundles, so both assemblers lay out the same code and every
      region length and time is compared on real code.

Equal means: `readelf -Wu` output the same (section file offsets
masked: they depend on the rest of the object), the bytes of every
.IA_64.unwind* section the same, and the relocations of those sections
the same (offset, type, symbol name, addend).
"""
import os
import re
import subprocess
import sys

READELF = "ia64-linux-gnu-readelf"
GAS = "ia64-linux-gnu-as"
# Unwind differences that are not the unwind code's: file -> why.
KNOWN = {
    "gas/group-2.s": "GNU as puts the sections in a COMDAT group (.group), which the emitter "
                     "does not write yet; readelf -u then reads GNU as's table differently",
}
UNWIND_DIRECTIVES = re.compile(r"^\s*\.(prologue|unwentry|body|save|personality)\b", re.M)


def sh(*args):
    return subprocess.run(args, capture_output=True, text=True).stdout


def unwind_sections(obj):
    names = []
    for line in sh(READELF, "-WS", obj).splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\.IA_64\.unwind\S*)\s", line)
        if m:
            names.append(m.group(1))
    return names


def section_bytes(obj, sec):
    out = sh(READELF, "-x", sec, obj)
    return "".join(m.group(1).replace(" ", "") for m in
                   re.finditer(r"^\s+0x[0-9a-f]+ ((?:[0-9a-f]{2,8} ){1,4})", out, re.M))


def unwind_relocs(obj):
    rows, sec = [], None
    for line in sh(READELF, "-rW", obj).splitlines():
        m = re.match(r"Relocation section '([^']+)'", line)
        if m:
            sec = m.group(1)
            continue
        parts = line.split()
        if sec and sec.startswith(".rela.IA_64.unwind") and len(parts) >= 5 and parts[2].startswith("R_IA64"):
            rows.append((sec, parts[0], parts[2], " ".join(parts[4:])))
    return rows


def code_bytes(obj):
    """Contents of the executable sections, by name."""
    code = {}
    for line in sh(READELF, "-WS", obj).splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+PROGBITS\s+\S+\s+\S+\s+\S+\s+\S+\s+\S*X", line)
        if m:
            code[m.group(1)] = section_bytes(obj, m.group(1))
    return code


def unwind_dump(obj):
    return re.sub(r" at offset 0x[0-9a-f]+", "", sh(READELF, "-Wu", obj))


def compare(ours, gnu):
    """List of differences (empty when equal)."""
    diffs = []
    a, b = unwind_sections(ours), unwind_sections(gnu)
    if a != b:
        diffs.append("sections %s vs GNU %s" % (a, b))
    for s in b:
        if s in a and section_bytes(ours, s) != section_bytes(gnu, s):
            diffs.append("bytes of " + s)
    if unwind_relocs(ours) != unwind_relocs(gnu):
        diffs.append("relocations")
    if unwind_dump(ours) != unwind_dump(gnu):
        diffs.append("readelf -u")
    return diffs


def corpus(epicsched, root, tmp, sched=False):
    if not os.path.isdir(root):
        print("corpus absent (%s): skipped" % root)
        return 0
    os.makedirs(tmp, exist_ok=True)
    files = []
    for sub in ("gas", "gcc", "gmp", "linux"):
        d = os.path.join(root, sub)
        for f in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            p = os.path.join(d, f)
            if f.endswith(".s") and UNWIND_DIRECTIVES.search(open(p, errors="replace").read()):
                files.append((sub + "/" + f, p))
    equal = code_differs = unexpected = 0
    for name, p in files:
        base = os.path.join(tmp, name.replace("/", "-"))
        if sched:
            s = subprocess.run([epicsched, "sched", p, "--solver=list", "-o", base + ".sched.s"],
                               capture_output=True, text=True)
            if s.returncode != 0:
                print("%s: FAIL (epicsched sched)" % name)
                continue
            p = base + ".sched.s"
        g = subprocess.run([GAS, p, "-o", base + ".gas.o"], capture_output=True, text=True)
        if g.returncode != 0:
            print("%s: SKIP (GNU as rejects it)" % name)
            continue
        o = subprocess.run([epicsched, "asm", p, "-o", base + ".o"], capture_output=True, text=True)
        if o.returncode != 0:
            err = (o.stderr.strip().splitlines() or ["?"])[0]
            print("%s: FAIL (epicsched: %s)" % (name, err))
            continue
        d = compare(base + ".o", base + ".gas.o")
        if d and code_bytes(base + ".o") != code_bytes(base + ".gas.o"):
            # Region lengths follow the code: a bundling difference (not
            # an unwind one) shows up here first.
            code_differs += 1
            print("%s: CODE DIFFERS (code bytes differ; then %s)" % (name, "; ".join(d)))
        elif d and name in KNOWN:
            print("%s: KNOWN DIFF (%s: %s)" % (name, "; ".join(d), KNOWN[name]))
        elif d:
            unexpected += 1
            print("%s: DIFF (%s)" % (name, "; ".join(d)))
        else:
            equal += 1
            print("%s: EQUAL" % name)
    print("%d/%d files equal; %d with different code bytes (bundling, not unwind)" %
          (equal, len(files), code_differs))
    return 1 if unexpected else 0


def main():
    if sys.argv[1] in ("--corpus", "--corpus-sched"):
        return corpus(*sys.argv[2:5], sched=sys.argv[1] == "--corpus-sched")
    d = compare(sys.argv[1], sys.argv[2])
    for x in d:
        print("DIFF: " + x)
    print("unwind equal" if not d else "unwind differs")
    return 1 if d else 0


if __name__ == "__main__":
    sys.exit(main())
