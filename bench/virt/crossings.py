#!/usr/bin/env python3
"""Ring crossings and cycles of kernel paths run as a guest at PL2.

For each scenario (default: every fastpaths/*/*.yaml that is not a base_*
file), runs the simulator four ways and prints one table row:
  native      the program list-scheduled, on the machine itself (PL0);
  emulated    the same objects under `sim --hypervisor` (trap-and-emulate);
  trap, pscb  every program file through `paravirt --level=...`, then
              under `sim --hypervisor`.
A run counts only when every expectation about state holds (the cycle and
bubble budgets are the Z3 schedule's and are not checked here). Usage:
  python3 bench/virt/crossings.py [--epicsched build/bin/epicsched] [SCENARIO.yaml ...]
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--epicsched', default=os.path.join(ROOT, 'build/bin/epicsched'))
    ap.add_argument('scenarios', nargs='*')
    a = ap.parse_args()
    scen = a.scenarios or sorted(s for s in glob.glob(os.path.join(ROOT, 'fastpaths/*/*.yaml'))
                                 if not os.path.basename(s).startswith('base_'))
    print('| scenario | native cycles | emulated: crossings / guest + hv cycles | trap | pscb | pscb vs emulated |')
    print('|---|---|---|---|---|---|')
    with tempfile.TemporaryDirectory() as tmp:
        for s in scen:
            name = os.path.splitext(os.path.basename(s))[0]
            cells, ok = [], True
            objs = {}
            for level in ('list', 'trap', 'pscb'):
                objs[level] = []
                for i, (f, defs) in enumerate(program(s)):
                    out = os.path.join(tmp, f'{name}.{level}.{i}.s')
                    cmd = [a.epicsched, 'sched' if level == 'list' else 'paravirt', f, '-o', out,
                           '-I', os.path.join(ROOT, 'fastpaths/include')] + [f'-D{d}' for d in defs]
                    cmd += ['--solver=list'] if level == 'list' else [f'--level={level}']
                    r = subprocess.run(cmd, capture_output=True, text=True)
                    if r.returncode:
                        objs[level] = None
                        break
                    objs[level].append(out)
            runs = {}
            for key, level, hv in (('native', 'list', False), ('emulated', 'list', True), ('trap', 'trap', True),
                                   ('pscb', 'pscb', True)):
                if objs[level] is None:
                    runs[key] = None
                    cells.append('rewrite failed')
                    ok = False
                    continue
                j, bad = sim(a.epicsched, s, objs[level], hv)
                runs[key] = j
                if j is None or bad:
                    ok = False
                    cells.append('FAILED ' + ', '.join(bad))
                elif hv:
                    h = j['hypervisor']
                    cells.append(f"{h['ring_crossings']} / {h['cycles_in_guest']} + {h['cycles_in_hypervisor']}")
                else:
                    cells.append(str(j['cycles']))
            ratio = ''
            if ok and runs['pscb']['hypervisor']['ring_crossings']:
                ratio = '%.2fx fewer' % (runs['emulated']['hypervisor']['ring_crossings'] /
                                         runs['pscb']['hypervisor']['ring_crossings'])
            print(f"| {name} | " + ' | '.join(cells) + f" | {ratio} |")
    return 0


if __name__ == '__main__':
    sys.exit(main())
