#!/usr/bin/env python3
"""Static check of the fast-path scenarios against docs/scenario.md.

For every scenario (files named base_*.yaml are only included, never run):
merge its includes, assemble its program with GNU as (through gasify.py),
and check that what the scenario names exists: files, sections (both ways),
symbols ({sym: ...}, entry, end, measure), that exactly one end condition
and a budget are given, that memory regions merged by name agree and do not
share a page within a RID, and that budgets are integers or TODO.
Usage: check_scenarios.py SCENARIO.yaml...   (prints "ok NAME" per file)
"""
import os
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
FP = os.path.dirname(HERE)
END_KINDS = ('return_to', 'break', 'rfi_to_user')
REPLACED = ('end', 'measure')   # replaced as a whole by an including file
TMP = None


def merge(base, over):
    out = dict(base)
    for k, v in over.items():
        if k not in out or k in REPLACED:
            out[k] = v
        elif k == 'memory':
            out[k] = merge_memory(out[k], v)
        elif isinstance(v, dict) and isinstance(out[k], dict):
            out[k] = merge(out[k], v)
        elif isinstance(v, list) and isinstance(out[k], list):
            out[k] = out[k] + v
        else:
            out[k] = v
    return out


def merge_memory(a, b):
    regions = [dict(r) for r in a]
    for r in b:
        same = [x for x in regions if x.get('name') == r.get('name')]
        if not same:
            regions.append(dict(r))
            continue
        x = same[0]
        for k in ('va', 'size', 'ar', 'pl', 'rid'):
            if x.get(k) != r.get(k):
                raise ValueError(f"region {r.get('name')}: '{k}' differs between files")
        x['init'] = x.get('init', []) + r.get('init', [])
    return regions


def load(path):
    with open(path) as f:
        doc = yaml.safe_load(f)
    merged = {}
    for inc in doc.get('include', []):
        merged = merge(merged, load(os.path.join(os.path.dirname(path), inc)))
    merged = merge(merged, {k: v for k, v in doc.items() if k != 'include'})
    merged['_dir'] = os.path.dirname(path)
    return merged


def syms_in(node, acc):
    if isinstance(node, dict):
        if 'sym' in node and len(node) <= 2:
            acc.add(node['sym'])
        for v in node.values():
            syms_in(v, acc)
    elif isinstance(node, list):
        for v in node:
            syms_in(v, acc)
    return acc


_CACHE = {}


def assemble_cached(path, defines, tmp):
    """One assembly per (file, defines) for the whole run: scenarios share sources."""
    key = (os.path.realpath(path), tuple(defines))
    if key not in _CACHE:
        _CACHE[key] = symbols_and_sections(assemble(path, defines, tmp, len(_CACHE)))
    return _CACHE[key]


def assemble(path, defines, tmp, n):
    cpp = ['cpp', '-x', 'assembler-with-cpp', '-P', '-D__ASSEMBLY__', '-D__ia64__',
           '-I' + os.path.join(FP, 'include')] + ['-D' + d for d in defines] + [path]
    src = subprocess.run(cpp, check=True, capture_output=True, text=True).stdout
    asm = subprocess.run([sys.executable, os.path.join(HERE, 'gasify.py')], input=src,
                         check=True, capture_output=True, text=True).stdout
    obj = os.path.join(tmp, f'{n}-{os.path.basename(path)}.o')
    r = subprocess.run(['ia64-linux-gnu-as', '-xauto', '-o', obj], input=asm,
                       capture_output=True, text=True)
    if r.returncode or r.stderr:
        raise ValueError(f'{path}: GNU as: {r.stderr.strip()}')
    return obj


def symbols_and_sections(obj):
    defined, undefined = set(), set()
    for line in subprocess.run(['ia64-linux-gnu-nm', obj], check=True, capture_output=True,
                               text=True).stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == 'U':
            undefined.add(parts[1])
        elif len(parts) == 3:
            defined.add(parts[2])
    sections = set()
    out = subprocess.run(['ia64-linux-gnu-readelf', '-SW', obj], check=True, capture_output=True,
                         text=True).stdout
    for line in out.splitlines():
        parts = line.replace('[ ', '[').split()
        if len(parts) > 6 and parts[0].startswith('[') and parts[1].startswith('.'):
            name, size, flags = parts[1], int(parts[5], 16), parts[7] if len(parts) > 7 else ''
            if 'A' in flags and size > 0 and not name.startswith('.IA_64'):
                sections.add(name)
    return defined, undefined, sections


def check(path):
    sc = load(path)
    errs = []
    for key in ('scenario', 'program', 'sections', 'initial', 'end', 'expect'):
        if key not in sc:
            errs.append(f'missing "{key}"')
    if errs:
        return errs
    defined, undefined, produced = set(), set(), set()
    for item in sc['program']:
        f = os.path.join(sc['_dir'], item['file'])
        if not os.path.exists(f):
            errs.append(f'program file {item["file"]} does not exist')
            continue
        try:
            d, u, s = assemble_cached(f, item.get('defines', []), TMP)
        except (ValueError, subprocess.CalledProcessError) as e:
            errs.append(str(e))
            continue
        defined |= d
        undefined |= u
        produced |= s
    for u in sorted(undefined - defined):
        errs.append(f'undefined symbol {u} in the program')
    named = set(sc['sections'])
    for s in sorted(produced - named):
        errs.append(f'section {s} is produced but has no entry in "sections"')
    for s in sorted(named - produced):
        errs.append(f'section {s} is listed but the program does not produce it')
    wanted = syms_in(sc, set())
    for ref in (sc['initial'].get('entry'), sc.get('measure', {}).get('from'),
                (sc['end'].get('return_to') or {}).get('at')):
        if isinstance(ref, str):
            wanted.add(ref)
    for s in sorted(wanted - defined):
        errs.append(f'symbol {s} is not defined by the program')
    kinds = [k for k in END_KINDS if k in sc['end']]
    if len(kinds) != 1:
        errs.append(f'"end" needs exactly one of {", ".join(END_KINDS)} (has {kinds})')
    if not isinstance(sc['end'].get('budget'), int):
        errs.append('"end" needs an integer "budget"')
    for k in ('cycles_max', 'bubbles_max'):
        v = sc['expect'].get(k)
        if v is not None and v != 'TODO' and not isinstance(v, int):
            errs.append(f'expect.{k} must be an integer or TODO')
    pages = {}
    for r in sc.get('memory', []):
        rids = r['rid'] if isinstance(r.get('rid'), list) else [r.get('rid')]
        ps = 1 << 14
        for page in range(r['va'] // ps, (r['va'] + r['size'] - 1) // ps + 1):
            for rid in rids:
                other = pages.setdefault((rid, page), r['name'])
                if other != r['name']:
                    errs.append(f'regions {other} and {r["name"]} share a page under RID {rid}')
    return errs


def main():
    global TMP
    with tempfile.TemporaryDirectory() as tmp:
        TMP = tmp
        run()


def run():
    bad = 0
    for path in sys.argv[1:]:
        if os.path.basename(path).startswith('base_'):
            continue
        try:
            errs = check(path)
        except (ValueError, KeyError, yaml.YAMLError) as e:
            errs = [str(e)]
        name = os.path.relpath(path, FP)
        if errs:
            bad += 1
            for e in errs:
                print(f'{name}: error: {e}')
        else:
            print(f'ok {name}')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
