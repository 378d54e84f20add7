#!/usr/bin/env python3
"""Ring crossings and cycles of kernel paths run as a guest at PL2.

For each scenario (default: every fastpaths/*/*.yaml that is not a base_*
file, then, when ../shared/corpus is present, the scenarios that run the
corpus's linux/ivt.s TLB-miss handlers, tests/lit/virt/Inputs/ivt/ivt_*.yaml),
runs the simulator five ways and prints one table row:
  native      the program list-scheduled, on the machine itself (PL0);
  emulated    the same objects under `sim --hypervisor` (trap-and-emulate);
  trap, pscb  every program file through `paravirt --level=...`, then
              under `sim --hypervisor`;
  pscb+abi    `paravirt --level=batch --abi`: scratch registers proven free
              with the software conventions assumed at calls, returns and rfi.
A run counts only when every expectation about state holds (the cycle and
bubble budgets are the Z3 schedule's and are not checked here). With
--causes, a second table gives the crossings of each run by cause
(emulated instruction or hypercall). A last line sums up the interruption +
exit paths (those whose trap run emulates an rfi) against issue 18's
target, >= 5x fewer crossings than level trap, and a table lists every
rewritten run whose whole final state differs from the native run's. Usage:
  python3 bench/virt/crossings.py [--epicsched build/bin/epicsched] [--causes] [SCENARIO.yaml ...]
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "lit", "virt", "Inputs"))
from compare_state import state_diff  # noqa: E402  (one definition of the compared state)


def program(path):
    """The scenario's program list, includes first (docs/scenario.md)."""
    with open(path) as f:
        y = yaml.safe_load(f)
    files = []
    for inc in y.get('include', []):
        files += program(os.path.join(os.path.dirname(path), inc))
    for p in y.get('program', []):
        files.append((os.path.normpath(os.path.join(os.path.dirname(path), p['file'])), p.get('defines', [])))
    return files


def sim(epicsched, scenario, objs, hv):
    cmd = [epicsched, 'sim'] + objs + ['-I', os.path.join(ROOT, 'fastpaths/include'),
                                        '--scenario=' + scenario, '--json']
    if hv:
        cmd.append('--hypervisor')
    r = subprocess.run(cmd, capture_output=True, text=True)
    try:
        j = json.loads(r.stdout)
    except json.JSONDecodeError:
        return None, r.stderr.strip().splitlines()[-1:] or ['no output']
    bad = [e['name'] for e in j['expectations'] if not e['ok'] and e['name'] not in ('cycles_max', 'bubbles_max')]
    if j.get('error'):
        bad.append(j['error'])
    return j, bad


def state_diffs(causes):
    """The whole final state of each rewritten run against the native one (not
    only what the scenario expects): ip/slot (the end condition fixes them)
    and ar.itc (time is not virtualized) apart: tests/lit/virt's
    compare_state.state_diff."""
    print()
    print('| scenario | run | final state vs native |')
    print('|---|---|---|')
    for name, runs in causes:
        base = runs.get('native')
        if not base or 'state' not in base:
            continue
        for key in ('trap', 'pscb', 'abi'):
            r = runs.get(key)
            if not r or 'state' not in r:
                continue
            diff = state_diff(base['state'], r['state'])
            if diff:
                shown = ', '.join(diff[:6]) + (f' and {len(diff) - 6} more' if len(diff) > 6 else '')
                print(f"| {name} | {key} | differs: {shown} |")


def summary(causes):
    """The interruption + exit paths (the trap run emulates an rfi): how many
    reach issue 18's >= 5x fewer crossings than level trap at pscb+abi."""
    exits = []
    for name, runs in causes:
        t, b = runs.get('trap'), runs.get('abi')
        if not t or not b or '_failed' in t or '_failed' in b or 'hypervisor' not in t or 'hypervisor' not in b:
            continue
        if 'rfi' in t['hypervisor']['emulated_by_kind']:
            exits.append((name, t['hypervisor']['ring_crossings'], b['hypervisor']['ring_crossings']))
    if not exits:
        return
    met = [n for n, t, b in exits if 5 * b <= t]
    tt, tb = sum(t for _, t, _ in exits), sum(b for _, _, b in exits)
    print()
    print(f"Interruption + exit paths (an rfi in the trap run): {len(exits)}; >= 5x fewer crossings than level "
          f"trap at pscb+abi on {len(met)} of them; in total {tt} -> {tb}" + (f" ({tt / tb:.2f}x)" if tb else ""))
    for n, t, b in exits:
        if n not in met:
            print(f"  short of 5x: {n} {t} -> {b}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--epicsched', default=os.path.join(ROOT, 'build/bin/epicsched'))
    ap.add_argument('--causes', action='store_true')
    ap.add_argument('scenarios', nargs='*')
    a = ap.parse_args()
    scen = a.scenarios or sorted(s for s in glob.glob(os.path.join(ROOT, 'fastpaths/*/*.yaml'))
                                 if not os.path.basename(s).startswith('base_'))
    if not a.scenarios and os.path.isfile(os.path.join(ROOT, '..', 'shared', 'corpus', 'linux', 'ivt.s')):
        scen += sorted(glob.glob(os.path.join(ROOT, 'tests/lit/virt/Inputs/ivt/ivt_*.yaml')))
    print('| scenario | native cycles | emulated: crossings / guest + hv cycles | trap | pscb | pscb+abi | '
          'pscb+abi vs emulated | pscb+abi vs trap |')
    print('|---|---|---|---|---|---|---|---|')
    causes = []
    with tempfile.TemporaryDirectory() as tmp:
        for s in scen:
            name = os.path.splitext(os.path.basename(s))[0]
            cells, ok = [], True
            objs = {}
            for level in ('list', 'trap', 'pscb', 'abi'):
                objs[level] = []
                files = program(s)
                for i, (f, defs) in enumerate(files):
                    out = os.path.join(tmp, f'{name}.{level}.{i}.s')
                    cmd = [a.epicsched, 'sched' if level == 'list' else 'paravirt', f, '-o', out,
                           '-I', os.path.join(ROOT, 'fastpaths/include')] + [f'-D{d}' for d in defs]
                    cmd += {'list': ['--solver=list'], 'abi': ['--level=batch', '--abi']}.get(level, [f'--level={level}'])
                    others = [g for j, (g, _) in enumerate(files) if j != i]
                    if level != 'list' and others:
                        # The program's other files: branches into them read what their code reads
                        # (as `sim --scenario --mode=pv-...` rewrites them).
                        cmd.append('--with=' + ','.join(others))
                    r = subprocess.run(cmd, capture_output=True, text=True)
                    if r.returncode:
                        objs[level] = None
                        break
                    objs[level].append(out)
            runs = {}
            for key, level, hv in (('native', 'list', False), ('emulated', 'list', True), ('trap', 'trap', True),
                                   ('pscb', 'pscb', True), ('abi', 'abi', True)):
                if objs[level] is None:
                    runs[key] = None
                    cells.append('rewrite failed')
                    ok = False
                    continue
                j, bad = sim(a.epicsched, s, objs[level], hv)
                if j is not None and bad:
                    j['_failed'] = bad  # not counted in the summary
                runs[key] = j
                if j is None or bad:
                    ok = False
                    cells.append('FAILED ' + ', '.join(bad))
                elif hv:
                    h = j['hypervisor']
                    cells.append(f"{h['ring_crossings']} / {h['cycles_in_guest']} + {h['cycles_in_hypervisor']}")
                else:
                    cells.append(str(j['cycles']))
            def ratio(base):
                # Both runs right (state expectations met) and a crossing left to divide by.
                good = [k for k in (base, 'abi') if runs.get(k) and cells[list(runs).index(k)][:6] != 'FAILED']
                if len(good) < 2 or not runs[base]['hypervisor']['ring_crossings']:
                    return ''
                if not runs['abi']['hypervisor']['ring_crossings']:
                    return 'none left'
                return '%.2fx fewer' % (runs[base]['hypervisor']['ring_crossings'] /
                                        runs['abi']['hypervisor']['ring_crossings'])
            print(f"| {name} | " + ' | '.join(cells) + f" | {ratio('emulated')} | {ratio('trap')} |")
            causes.append((name, runs))
    summary(causes)
    state_diffs(causes)
    if a.causes:
        print()
        print('| scenario | run | crossings by cause |')
        print('|---|---|---|')
        for name, runs in causes:
            for key in ('emulated', 'trap', 'pscb', 'abi'):
                if runs.get(key) and 'hypervisor' in runs[key]:
                    h = runs[key]['hypervisor']
                    by = [f'{k} {v}' for k, v in sorted(h['emulated_by_kind'].items())]
                    by += [f'hypercall {k} {v}' for k, v in sorted(h['hypercalls_by_kind'].items())]
                    print(f"| {name} | {key} | {', '.join(by) or 'none'} |")
    return 0


if __name__ == '__main__':
    sys.exit(main())
