"""Runs each family program twice, assembled by GNU as (sim on its .o) and
by our assembler (sim on the .s), and requires the same final state: the
"final state" section of `epicsched sim` (registers, predicates, ARs, CRs,
expectation results; the slot of the final ip is left out) and the stop line. Prints one "same: NAME" line per
program and exits 1 at the first difference (with a diff).

Usage: same-state.py EPICSCHED IA64-AS INPUTS-DIR TMP-DIR NAME[:SCENARIO][:ENTRY] ...
(SCENARIO is a file in INPUTS-DIR; ENTRY defaults to the scenario's or f)."""
import difflib, os, re, subprocess, sys

epicsched, gas, inputs, tmp = sys.argv[1:5]
os.makedirs(tmp, exist_ok=True)


def state(target, flags):
    out = subprocess.run([epicsched, "sim", target] + flags, capture_output=True, text=True)
    lines = out.stdout.splitlines()
    keep = [l for l in lines if l.startswith("stop:")]
    if "final state:" in lines:
        keep += lines[lines.index("final state:"):]
    # Where in its bundle the final instruction sits depends on how each
    # assembler filled the bundle; the bundle address itself must agree.
    keep = [re.sub(r"^(  ip \S+) slot \d+", r"\1", l) for l in keep]
    return out.returncode, keep, out.stderr


for spec in sys.argv[5:]:
    name, scenario, entry = (spec.split(":") + ["", ""])[:3]
    src = os.path.join(inputs, name + ".s")
    flags = []
    if scenario: flags.append("--scenario=" + os.path.join(inputs, scenario))
    if entry or not scenario: flags.append("--entry=" + (entry or "f"))
    obj = os.path.join(tmp, name + ".o")
    subprocess.run([gas, "-xexplicit", src, "-o", obj], check=True)
    rg, gas_state, eg = state(obj, flags)
    ro, ours_state, eo = state(src, flags)
    if not gas_state or rg != ro or gas_state != ours_state:
        print("differ: %s (exit %d vs %d)" % (name, rg, ro))
        sys.stdout.write(eg + eo)
        sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(gas_state, ours_state, "gas", "ours", lineterm=""))
        sys.exit(1)
    print("same: %s (%d lines)" % (name, len(gas_state)))
