#!/usr/bin/env python3
"""Turns `epicsched report --json` into the Markdown table of docs/fastpaths.md
("Measured on the simulated Itanium 2") and the targets block, so the
documentation is regenerated from a run rather than edited by hand.

    build/bin/epicsched report --json | python3 fastpaths/tools/report_table.py
"""
import json
import sys

# Leaf PMU counters shortened as in the docs; the .ALL totals are left out.
PREFIXES = [("BACK_END_BUBBLE.", "BACK_END."), ("BE_EXE_BUBBLE.", "EXE."),
            ("BE_L1D_FPU_BUBBLE.", "L1D."), ("BE_RSE_BUBBLE.", "RSE."),
            ("BE_FLUSH_BUBBLE.", "FLUSH.")]


def short(counter):
    for long_name, short_name in PREFIXES:
        if counter.startswith(long_name):
            return short_name + counter[len(long_name):]
    return counter


def breakdown(counts):
    leaves = {short(k): v for k, v in counts.items() if not k.endswith(".ALL") and v}
    return ", ".join(f"{k} {v}" for k, v in sorted(leaves.items()))


def paper(p):
    if not p:
        return "-"
    return "/".join(str(p.get(k, "?")) if p.get(k) is not None else "?" for k in ("cycles", "groups", "bubbles"))


def main():
    report = json.load(sys.stdin)
    print("| fast path | mode | cycles | groups | bubbles | paper (cycles/groups/bubbles) | bubble breakdown |")
    print("|---|---|---|---|---|---|---|")
    for f in report["fastpaths"]:
        if f.get("errors"):
            row = f"| {f['name']} | {f['variant']} | error: {'; '.join(f['errors'])} | | | | |"
        else:
            row = (f"| {f['name']} | {f['variant']} | {f['cycles']} | {f['groups']} | {f['bubbles']} | "
                   f"{paper(f.get('paper'))} | {breakdown(f.get('bubble_breakdown', {}))} |")
        print(row)
    targets = report.get("targets", [])
    if targets:
        print()
        print("```")
        mode = None
        for t in targets:
            if t.get("mode", "z3") != mode:
                mode = t.get("mode", "z3")
                print(f"Targets ({mode} column):")
            status = "met" if t.get("met") else "NOT met"
            print(f"  [{status}] {t.get('target', '')}: {t.get('measured', '')}")
        print("```")
    return 0


if __name__ == "__main__":
    sys.exit(main())
