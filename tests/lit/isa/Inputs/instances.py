#!/usr/bin/env python3
"""Differential test of the form table against GNU as/objdump.

For every form in isa/forms.yaml, writes instances with boundary operand
values (low and high variant) and every completer, as explicit bundles;
assembles them with ia64-linux-gnu-as; then checks that
  1. GNU as accepts every instance,
  2. `epicsched disasm` prints exactly what `objdump -d` prints, and
  3. for canonical (non-alias) forms, objdump prints the instance as written
     (so the table's spelling and encoding agree with GNU's).
Usage: instances.py SRCDIR EPICSCHED WORKDIR [--emit-only]
"""
import os
import re
import subprocess
import sys

src_dir, epic, work = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path.insert(0, os.path.join(src_dir, 'isa', 'gen'))
import isagen  # noqa: E402

y, opnames, forms = isagen.load(os.path.join(src_dir, 'isa', 'forms.yaml'))
opdefs = y['operands']

NAMED_AR = {'ari': [64, 66], 'arm': [0, 40], 'arilo': [48, 63], 'armhi': [112, 127]}
HEXVALS = {'imm64': ['0x8000000000000000', '0x7fffffffffffffff'], 'mask17': ['0x2', '0xfffffffffffffffe'],
           'imm44': ['0x10000', '0x7ffffff0000'], 'imm62': ['0x0', '0x3fffffffffffffff']}
AR_NAMES = {0: 'ar.k0', 40: 'ar.fpsr', 64: 'ar.pfs', 66: 'ar.ec', 48: 'ar48', 63: 'ar63', 112: 'ar112', 127: 'ar127'}
CR_NAMES = {0: 'cr.dcr', 81: 'cr.lrr1'}
ALLOC = {'ain': [0, 32], 'aloc': [0, 32], 'aout': [0, 32], 'arot': [0, 96]}
TARGET = ['start', 'start']


def value(name, k, hi):
    d = opdefs[name]
    kind = d['kind']
    lo_, hi_ = d.get('min', '0'), d.get('max', '0')
    if kind in ('GR', 'FR', 'PR', 'BR'):
        mx = int(hi_, 0)
        v = (mx - k) if hi else min(mx, k + (2 if kind == 'FR' else 1))
        if name == 'r3a':
            v = 3 if hi else 1
        return {'GR': 'r', 'FR': 'f', 'PR': 'p', 'BR': 'b'}[kind] + str(v)
    if kind == 'AR':
        return AR_NAMES[NAMED_AR[name][hi]]
    if kind == 'CR':
        return CR_NAMES[[0, 81][hi]]
    if kind == 'Target':
        # tags: the next bundle, so that the tag is not the 0 a pseudo-form shadows
        return TARGET[1] if name.startswith('tag') else TARGET[0]
    if kind == 'Enum':
        names = d['names'].split()
        return names[-1 if hi else 0].split('=')[0]
    if name in HEXVALS:
        return HEXVALS[name][hi]
    if name in ALLOC:
        return str(ALLOC[name][hi])
    if name == 'ldxsym':  # ld8.mov's unencoded symbol operand: any constant
        return '-1' if hi else '0'
    if name == 'count2m':
        return '16' if hi else '0'
    v = int(hi_ if hi else lo_, 0)
    if d.get('print') == 'hex':
        return hex(v)
    return str(v)


def render(f, hi):
    out, k = '', 0
    for m in re.finditer(r'[A-Za-z_@][A-Za-z0-9_.@]*|[0-9]+|[=,\[\]]', f['opsrc']):
        t = m.group(0)
        if t in opdefs and not (t in ('rr',)):
            out += value(t, k, hi)
            k += 1
        else:
            out += t
    return (f['mn'] + ' ' + out).strip()


# every instance is followed by a stop (some must end an instruction group)
PLACE = {'M': [('.mmi', 0)], 'I': [('.mii', 1)], 'A': [('.mmi', 0), ('.mii', 1)],
         'F': [('.mmf', 2)], 'B': [('.mib', 2)], 'L': [('.mlx', 1)]}
NOPS = {'.mii': ['nop.m 0', 'nop.i 0', 'nop.i 0'], '.mmi': ['nop.m 0', 'nop.m 0', 'nop.i 0'],
        '.mmf': ['nop.m 0', 'nop.m 0', 'nop.f 0'],
        '.mib': ['nop.m 0', 'nop.i 0', 'nop.b 0'], '.mlx': ['nop.m 0', None]}

lines = ['.text', '.global start', 'start:']
expect = []  # (bundle index, slot, expected objdump text or None, source line, form)
nb = 0
for f in forms:
    # hint.b needs gas's -mhint.b=ok (tests/lit/asm/hint-b.s checks its bytes)
    if 'noasm' in f['flags'] or f['mn'] == 'hint.b':
        continue
    for hi in (0, 1):
        for tmpl, slot in PLACE[f['unit']]:
            TARGET[0], TARGET[1] = f'L{nb}', f'L{nb + 1}'
            text = render(f, hi)
            insts = list(NOPS[tmpl])
            insts[slot] = text
            insts = [i for i in insts if i is not None]
            lines.append(f'L{nb}:')
            lines.append(tmpl)
            lines.append('{')
            for j, i in enumerate(insts):
                lines.append('  ' + i + (' ;;' if j in (slot, len(insts) - 1) else ''))
                if j == slot:
                    canon = None if 'asmonly' in f['flags'] else text
                    expect.append((nb, j, canon, len(lines), f['mn'] + ' ' + f['opsrc']))
            lines.append('}')
            nb += 1

os.makedirs(work, exist_ok=True)
s_path, o_path = os.path.join(work, 'instances.s'), os.path.join(work, 'instances.o')
open(s_path, 'w').write('\n'.join(lines) + '\n')
if '--emit-only' in sys.argv:
    print(f'{len(forms)} forms, {nb} bundles written to {s_path}')
    sys.exit(0)
r = subprocess.run(['ia64-linux-gnu-as', '-x', s_path, '-o', o_path], capture_output=True, text=True)
errs = [l for l in r.stderr.splitlines() if ': Error:' in l]
fails = 0
if errs or r.returncode:
    bad = {}
    for l in errs:
        m = re.match(r'.*:(\d+): Error: (.*)', l)
        if m:
            bad.setdefault(m.group(2), []).append(lines[int(m.group(1)) - 1].strip())
    for msg, srcs in bad.items():
        print(f'GNU as rejects ({len(srcs)}): {msg}: e.g. {srcs[0]}')
    print(f'FAIL: GNU as reported {len(errs)} errors')
    sys.exit(1)

ref = subprocess.run(['ia64-linux-gnu-objdump', '-d', o_path], capture_output=True, text=True, check=True).stdout
mine = subprocess.run([epic, 'disasm', o_path], capture_output=True, text=True, check=True).stdout
pick = lambda t: [l for l in t.splitlines() if re.match(r'\s*[0-9a-f]+:\t', l)]
r_lines, m_lines = pick(ref), pick(mine)
if len(r_lines) != len(m_lines):
    print(f'FAIL: objdump printed {len(r_lines)} lines, epicsched {len(m_lines)}')
    fails += 1
for a, b in zip(r_lines, m_lines):
    if a != b:
        fails += 1
        if fails <= 40:
            print(f'objdump:   {a}\nepicsched: {b}')


def inst_text(line):
    t = line.split('\t')
    return t[2][12:].rstrip(';') if len(t) > 2 else ''


# mnemonics of pseudo-forms objdump prefers (br, mov b=r, ...): they shadow the
# canonical spelling of some operand values, which is not a table error
shadow = {f['mn'] for f in forms if f['prio'] > 0}
spell = 0
for b, j, canon, srcline, fdesc in expect:
    if canon is None:
        continue
    got = inst_text(r_lines[b * 3 + j])
    if got.split(' ')[0] in shadow and (got.split(' ')[0] != canon.split(' ')[0] or canon.startswith(got)):
        continue
    want = re.sub(r'\s*;;$', '', canon)
    # objdump prints labels as addresses: compare up to the first target operand
    if re.search(r'\bL\d+', want):
        pfx = re.split(r'\bL\d+', want)[0]
        ok = got.startswith(pfx)
    else:
        ok = got == want
    if not ok:
        spell += 1
        if spell <= 40:
            print(f'spelling: table "{want}" ({fdesc}) but objdump prints "{got}"')
print(f'{len(forms)} forms, {nb} bundles, {len(r_lines)} lines: '
      f'{fails} disassembly mismatches, {spell} spelling mismatches')
sys.exit(1 if fails or spell else 0)
