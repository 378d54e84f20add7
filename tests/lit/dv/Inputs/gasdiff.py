#!/usr/bin/env python3
"""Differential check of `epicsched dvcheck` against `ia64-linux-gnu-as -xexplicit`.

Each corpus file is split into cases at lines starting with "//---"; every case
is assembled on its own by both tools and their dependency-violation warnings
are compared as sets of (line, conflicting line, verb, kind, resource,
semantics, resource number). The instruction name is not compared: GNU as
prints its opcode-table name (`mov.m`) where we print the mnemonic as written.
Cases containing "// GAP:" are documented disagreements and only counted.
Prints a summary line; exits 1 on any undocumented disagreement.
"""
import re
import subprocess
import sys
import tempfile
import os

USE = re.compile(r"^[^:]*:(\d+): Warning: Use of '[^']*' (violates|may violate) (RAW|WAW|WAR) "
                 r"dependency '(.*)' \(([a-z]+)\)( when entry is at label '[^']*')?"
                 r"(?:, specific resource number is (\d+))?")
LOC = re.compile(r"^[^:]*:(\d+): Warning: This is the location of the conflicting usage")


def warnings(text):
    out, pending = set(), None
    for line in text.splitlines():
        m = USE.match(line)
        if m:
            pending = m.groups()
            continue
        m = LOC.match(line)
        if m and pending:
            line_no, verb, kind, res, sem, entry, num = pending
            out.add((int(line_no), int(m.group(1)), verb, kind, res, sem, num, entry))
            pending = None
    return out


def cases(path):
    cur, first = [], 1
    with open(path) as f:
        lines = f.read().split("\n")
    for i, line in enumerate(lines, 1):
        if line.startswith("//---"):
            if any(l.strip() for l in cur):
                yield first, "\n".join(cur) + "\n"
            cur, first = [], i + 1
        else:
            cur.append(line)
    if any(l.strip() for l in cur):
        yield first, "\n".join(cur) + "\n"


def main():
    epicsched, files = sys.argv[1], sys.argv[2:]
    total = agree = gaps = bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "case.s")
        for path in files:
            for first, text in cases(path):
                total += 1
                with open(src, "w") as f:
                    f.write(text)
                gas = subprocess.run(["ia64-linux-gnu-as", "-xexplicit", "-o", os.devnull, src],
                                     capture_output=True, text=True)
                ours = subprocess.run([epicsched, "dvcheck", src], capture_output=True, text=True)
                g, o = warnings(gas.stderr), warnings(ours.stdout)
                if ours.returncode != 0:
                    print(f"{path}:{first}: epicsched dvcheck failed:\n{ours.stderr}")
                    bad += 1
                elif g == o:
                    agree += 1
                elif "// GAP:" in text:
                    gaps += 1
                else:
                    bad += 1
                    print(f"{path}:{first}: disagreement")
                    for w in sorted(g - o):
                        print("  only gas: ", w)
                    for w in sorted(o - g):
                        print("  only ours:", w)
    print(f"dv-gasdiff: cases={total} agree={agree} known-gaps={gaps} disagree={bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
