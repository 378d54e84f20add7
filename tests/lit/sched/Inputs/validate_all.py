"""Translation validation over many files: runs `epicsched validate` on each
assembly file given (files or directories), optionally against GNU as
-xauto (the labelled source `validate --print-labelled` writes, assembled
with `ia64-linux-gnu-as -xauto`), and prints per-file results, every failed
or skipped region with its reason, and totals.
Usage: validate_all.py EPICSCHED OUTDIR [--gas] [--states=N] [--solver=S]
                       [--time-limit=S] [-I DIR]... PATH...
Exit status 1 when a region fails validation or, with --gas, when the
scheduled code takes more simulated cycles than GNU as's on some region."""
import json
import os
import subprocess
import sys

from lit_args import asm_files, split_args


def main():
    epicsched, outdir = sys.argv[1], sys.argv[2]
    opts, paths, seen = split_args(sys.argv[3:], flags=("--gas",))
    gas = "--gas" in seen
    files = asm_files(paths)
    os.makedirs(outdir, exist_ok=True)
    tot = dict(regions=0, passed=0, failed=0, skipped=0, timed=0, pred_checked=0, pred_equal=0, src=0, sched=0,
               gas_regions=0, gas=0, ours=0, worse=0, errors=0)
    rows = []
    for f in files:
        base = os.path.basename(f)
        extra = []
        if gas:
            lab = os.path.join(outdir, base + ".labelled.s")
            obj = lab + ".o"
            r = subprocess.run([epicsched, "validate", f, "--print-labelled=" + lab] + opts,
                               capture_output=True, text=True)
            g = None
            if r.returncode == 0:
                g = subprocess.run(["ia64-linux-gnu-as", "-xauto", lab, "-o", obj], capture_output=True, text=True)
            if r.returncode == 0 and g.returncode == 0:
                extra = ["--gas=" + obj]
            else:
                print("NOTE %s: GNU as cannot assemble the labelled source: %s" %
                      (base, ((g.stderr if g else r.stderr).strip().splitlines() or [""])[0]))
        r = subprocess.run([epicsched, "validate", f, "--json"] + opts + extra, capture_output=True, text=True)
        try:
            regions = json.loads(r.stdout)
        except ValueError:
            tot["errors"] += 1
            print("ERROR %s: %s" % (base, (r.stderr.strip().splitlines() or ["no output"])[0]))
            continue
        row = dict(file=base, regions=len(regions), passed=0, failed=0, skipped=0, timed=0, pred_checked=0,
                   pred_equal=0,
                   src=0, sched=0, gas_regions=0, gas=0, ours=0, worse=0)
        for reg in regions:
            row[reg["status"]] += 1
            if reg["status"] != "passed":
                what = "FAIL" if reg["status"] == "failed" else "SKIP"
                seed = " seed %d:" % reg["seed"] if "seed" in reg else ""
                print("%s %s %s:%s %s" % (what, base, reg["region"], seed, reg.get("reason", "")))
            if "scheduled_cycles" in reg:
                row["timed"] += 1
                checked = reg["prediction_states"] > 0
                row["pred_checked"] += checked
                row["pred_equal"] += checked and reg["prediction_mismatches"] == 0
                row["src"] += reg["source_cycles"]
                row["sched"] += reg["scheduled_cycles"]
                if reg["prediction_mismatches"]:
                    print("PREDICTION %s %s: predicted %d, simulated differs in %d of %d states" %
                          (base, reg["region"], reg["predicted_cycles"], reg["prediction_mismatches"],
                           reg["prediction_states"]))
                if "gas_cycles" in reg:
                    row["gas_regions"] += 1
                    row["gas"] += reg["gas_cycles"]
                    row["ours"] += reg["scheduled_cycles"]
                    if reg["scheduled_cycles"] > reg["gas_cycles"]:
                        row["worse"] += 1
                        print("SLOWER %s %s: scheduled %d cycles, gas -xauto %d" %
                              (base, reg["region"], reg["scheduled_cycles"], reg["gas_cycles"]))
        rows.append(row)
        for k in tot:
            if k in row:
                tot[k] += row[k]
    print("| file | regions | passed | failed | skipped | timed | prediction checked | prediction = sim | source | scheduled |"
          + (" gas regions | gas -xauto | scheduled (same regions) |" if gas else ""))
    for row in rows + [dict(tot, file="total")]:
        print("| %s | %d | %d | %d | %d | %d | %d | %d | %d | %d |" %
              (row["file"], row["regions"], row["passed"], row["failed"], row["skipped"], row["timed"],
               row["pred_checked"], row["pred_equal"], row["src"], row["sched"])
              + (" %d | %d | %d |" % (row["gas_regions"], row["gas"], row["ours"]) if gas else ""))
    print("%d files, %d regions: %d passed, %d failed, %d skipped, %d errors" %
          (len(files), tot["regions"], tot["passed"], tot["failed"], tot["skipped"], tot["errors"]))
    if gas:
        print("gas -xauto: %d regions, scheduled slower in %d" % (tot["gas_regions"], tot["worse"]))
    bad = tot["failed"] or tot["errors"] or (gas and tot["worse"])
    sys.exit(1 if bad else 0)


main()
