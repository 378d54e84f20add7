"""Measures one pair of a Table 4/5 row the way the paper did: the same code
run twice, once with the second instruction depending on the first (entry
`dep`), once with the pair made independent (entry `ind`: the first
instruction replaced by one no rule connects to the second, or the second
reading another register). Both variants issue the pair in consecutive
groups, so

  latency = issue distance of the independent pair (1: next cycle)
          + extra cycles of `dep` over `ind` (from `sim --json`)

and the PMU counters the extra bubbles went to are the differences of
`bubble_breakdown` (leaf counters; `.ALL` parents are left out). The issue
distance of the dependent pair read from `--timeline` must agree, and both
variants must issue the same number of groups; otherwise the script fails.

Usage: pair.py EPICSCHED OBJ DEP-FIRST DEP-SECOND IND-FIRST IND-SECOND
               [--dep=ENTRY] [--ind=ENTRY] [--scenario=FILE]
(texts are substrings of the timeline rows, e.g. 'mov rr[' or 'nop.m 0x42')."""
import json, re, subprocess, sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
opts = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--"))
epicsched, obj, dep_first, dep_second, ind_first, ind_second = args
extra_flags = ["--scenario=" + opts["scenario"]] if "scenario" in opts else []


def run(entry, *flags):
    out = subprocess.run([epicsched, "sim", obj, "--entry=" + entry] + extra_flags + list(flags),
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("sim failed for %s: %s%s" % (entry, out.stdout, out.stderr))
    return out.stdout


def distance(entry, first, second):
    """Cycles from the group holding `first` to the next group holding `second`."""
    start = None
    for l in run(entry, "--timeline").splitlines():
        if not re.match(r"^\s+\d+\s", l) or l.split()[1] == "stall":
            continue
        cycle = int(l.split()[0])
        if start is None:
            if first in l:
                start = cycle
                # the pair may share a row only when both are in one group
                if second in l.split(first, 1)[1]:
                    return 0
            continue
        if second in l:
            return cycle - start
    sys.exit("%s: pair '%s' -> '%s' not found in the timeline" % (entry, first, second))


dep_entry, ind_entry = opts.get("dep", "dep"), opts.get("ind", "ind")
dep, ind = json.loads(run(dep_entry, "--json")), json.loads(run(ind_entry, "--json"))
if dep["groups"] != ind["groups"]:
    sys.exit("variants issue %d and %d groups: not the same code" % (dep["groups"], ind["groups"]))
base = distance(ind_entry, ind_first, ind_second)
extra = dep["cycles"] - ind["cycles"]
latency = base + extra
seen = distance(dep_entry, dep_first, dep_second)
if seen != latency:
    sys.exit("timeline of %s shows %d cycles between the pair, the difference %d" % (dep_entry, seen, latency))
print("latency: %d" % latency)
print("extra bubbles: %d" % (dep["bubbles"] - ind["bubbles"]))
names = sorted(set(dep["bubble_breakdown"]) | set(ind["bubble_breakdown"]))
for n in names:
    if n.endswith(".ALL"):
        continue
    d = dep["bubble_breakdown"].get(n, 0) - ind["bubble_breakdown"].get(n, 0)
    if d:
        print("counter: %s %+d" % (n, d))
print("end")
