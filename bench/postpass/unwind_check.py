#!/usr/bin/env python3
"""Do the unwind tables of the post-pass output mean what the source's do?

Assembles ORIGINAL.s and SCHEDULED.s with `ia64-linux-gnu-as -x`, reads both
unwind tables (`readelf -u`) and the code (`objdump -d`), and checks, per
function, that the records agree once slots are replaced by what occupies
them:
  - the same regions (prologue/body) in the same order, each covering the
    same instructions (multiset of non-nop instructions; the slots may move);
  - every record with a time (`*_when(t=N)`, `mem_stack_f(t=N)`,
    `spill_reg(t=N, ...)`, `epilogue(t=N)`: N counts from the region's end)
    names the same instruction (GNU as may type an untyped `nop 0`
    differently: code made of nops compares only roughly);
  - `spill_mask` marks the same instructions; every other record is equal.
Branch targets are compared without their addresses (the code moved).

  python3 bench/postpass/unwind_check.py [--renamed] [--speculated] ORIGINAL.s SCHEDULED.s
--renamed: the output was renamed (sched --rename): instructions are compared with their general
register numbers masked (renaming changes them in the instructions it moves into dead registers;
the registers unwind directives name are never renamed).
--speculated: the output has control or data speculation (sched --speculate=control|data):
`ldN.s`, `ldN.a` and `ldN.c.clr` count as `ldN`, `chk.s`, `chk.a.clr` and `br.few` (recovery's
way back) are not compared, regions cover instructions as
sets (recovery repeats loads), and the scheduler's own `.label_state`/`.copy_state` (labels from
1000) and the body region that starts with such a copy (the recovery code) are dropped.
Exit 0 when every function agrees; else one line per disagreement, exit 1.
"""
import re
import subprocess
import sys
import tempfile
import os


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


MASK_GR = False
SPECULATED = False


def code(obj):
    """{slot address (bundle*3+slot): instruction text} for .text."""
    out = {}
    for line in run(["ia64-linux-gnu-objdump", "-d", "--section=.text", obj]).splitlines():
        m = re.match(r"\s*([0-9a-f]+):\s+(?:[0-9a-f]{2} )+\s*(?:\[[A-Z]+\])?\s*(.*)$", line)
        if not m or not m.group(2).strip():
            continue
        addr = int(m.group(1), 16)
        text = m.group(2).replace(";;", "").strip()
        text = re.sub(r"([ =,])(?:0x)?[0-9a-f]+ <[^>]*>", r"\1TARGET", text)
        text = re.sub(r"\s+", " ", text)
        if MASK_GR:
            text = re.sub(r"\br\d+\b", "rN", text)
        if SPECULATED:
            text = re.sub(r"^(ld\d)\.(?:s|a|c\.clr)\b", r"\1", text)
            if text.startswith(("chk.s", "chk.a.clr")) or re.match(r"br(\.sptk)?\.few TARGET$", text):
                text = "nop.x speculation"
        out[(addr // 16) * 3 + (addr % 16) // 5] = text
    return out


def is_nop(text):
    return text.startswith("nop")


def tables(obj):
    """[(function, start address, [region dict])] from readelf -u."""
    funcs = []
    for line in run(["ia64-linux-gnu-readelf", "-u", obj]).splitlines():
        m = re.match(r"<(.*)>: \[0x([0-9a-f]+)-0x([0-9a-f]+)\]", line)
        if m:  # readelf prints <> when no symbol names the start: number it
            funcs.append((m.group(1) or f"#{len(funcs)}", int(m.group(2), 16), []))
            continue
        s = line.strip()
        m = re.match(r"R\d:(prologue|prologue_gr|body)\((.*)\)$", s)
        if m and funcs:
            rlen = int(re.search(r"rlen=(\d+)", m.group(2)).group(1))
            funcs[-1][2].append({"kind": m.group(1), "head": re.sub(r",?rlen=\d+", "", m.group(2)),
                                 "rlen": rlen, "records": []})
        elif re.match(r"[PB]\d+:", s) and funcs and funcs[-1][2]:
            funcs[-1][2][-1]["records"].append(s)
    return funcs


def meaning(obj):
    """Per function: regions with the instructions they cover and records
    whose times are replaced by the instructions they name."""
    slots = code(obj)
    out = {}
    for name, start, regions in tables(obj):
        base = (start // 16) * 3
        described = []
        for r in regions:
            if r["rlen"] == 0 and not r["records"]:
                continue  # padding gas adds to fill the descriptor area
            covered = sorted(slots.get(base + k, "?") for k in range(r["rlen"]))
            covered = [c for c in covered if c != "?" and not is_nop(c)]  # "?": the X half of an MLX
            if SPECULATED:
                covered = sorted(set(covered))
                ours = [x for x in r["records"] if re.match(r"B\d+:(label|copy)_state\(label=(\d{4,})\)", x)]
                if any("copy_state" in x for x in ours):
                    base += r["rlen"]
                    continue  # the recovery code's body region
                r = dict(r, records=[x for x in r["records"] if x not in ours])
            recs = []
            for rec in r["records"]:
                m = re.match(r"([A-Z]\d+:\w+)\((.*?)\bt=(\d+)(.*)\)$", rec)
                if m:  # a time: slots from the region's start (an epilogue's: from its end)
                    t = int(m.group(3))
                    at = base + (r["rlen"] - 1 - t if m.group(1).endswith(":epilogue") else t)
                    recs.append(f"{m.group(1)}({m.group(2)}{slots.get(at, '?')}{m.group(4)})")
                    continue
                m = re.match(r"P4:spill_mask\(imask=\[(.*)\]\)$", rec)
                if m:
                    marks = "".join(m.group(1).split(","))
                    named = [slots.get(base + k, "?") for k, c in enumerate(marks) if c != "-"]
                    recs.append(f"P4:spill_mask({sorted(named)})")
                    continue
                recs.append(rec)
            described.append((r["kind"], r["head"], covered, recs))
            base += r["rlen"]
        out[name] = described
    return out


def main():
    global MASK_GR
    args = sys.argv[1:]
    global SPECULATED
    while args and args[0] in ("--renamed", "--speculated"):
        MASK_GR = MASK_GR or args[0] == "--renamed"
        SPECULATED = SPECULATED or args[0] == "--speculated"
        args = args[1:]
    if len(args) != 2:
        print(__doc__)
        return 2
    with tempfile.TemporaryDirectory(prefix="epic-unwind-") as tmp:
        objs = []
        for k, src in enumerate(args):
            o = os.path.join(tmp, f"{k}.o")
            run(["ia64-linux-gnu-as", "-x", src, "-o", o])
            objs.append(o)
        a, b = meaning(objs[0]), meaning(objs[1])
    bad = 0
    for name in sorted(set(a) | set(b)):
        ra, rb = a.get(name), b.get(name)
        if ra == rb:
            continue
        bad += 1
        if ra is None or rb is None or len(ra) != len(rb):
            print(f"{name}: regions differ: {len(ra or [])} vs {len(rb or [])}")
            continue
        for k, (x, y) in enumerate(zip(ra, rb)):
            if x != y:
                print(f"{name}: region {k} ({x[0]}) differs:\n  source    {x}\n  scheduled {y}")
                break
    print(f"{len(a)} functions with unwind info, {bad} differ in meaning")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
