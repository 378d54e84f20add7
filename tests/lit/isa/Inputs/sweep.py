#!/usr/bin/env python3
"""Opcode-space sweep: random instruction words in every unit, wrapped in
bundles, disassembled by GNU objdump and by `epicsched disasm`; prints the
lines that differ. Usage: sweep.py EPICSCHED N SEED [WORKDIR] [--unit M,I,...]"""
import collections
import os
import random
import subprocess
import sys

NOP_M = 0x0008000000  # nop.m 0
NOP_I = 0x0008000000  # nop.i 0
NOP_B = 0x4000000000  # nop.b 0  (op 2)
NOP_F = 0x0008000000
# unit -> (template, slot), other slots nops
PLACE = {'M': (0x00, 0), 'I': (0x00, 1), 'F': (0x0c, 1), 'B': (0x16, 0), 'L': (0x04, 1)}
FILL = {0x00: [NOP_M, NOP_I, NOP_I], 0x0c: [NOP_M, NOP_F, NOP_I], 0x16: [NOP_B, NOP_B, NOP_B],
        0x04: [NOP_M, 0, 0]}


def bundle(t, slots):
    b = t | (slots[0] << 5) | (slots[1] << 46) | (slots[2] << 87)
    return b & ((1 << 64) - 1), b >> 64


def rand_word(rng, op):
    w = rng.getrandbits(41)
    # bias: clear a random subset of the extension bits so that more words are valid
    if rng.random() < 0.5:
        w &= ~(rng.getrandbits(27) << 6) & ((1 << 41) - 1)
    return (w & ~(0xf << 37)) | (op << 37)


def main():
    epic, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    work = sys.argv[4] if len(sys.argv) > 4 and not sys.argv[4].startswith('--') else '.'
    units = 'MIFBL'
    for a in sys.argv:
        if a.startswith('--unit='):
            units = a[7:].split(',')
    rng = random.Random(seed)
    lines = ['.text']
    for u in units:
        t, s = PLACE[u]
        for _ in range(n):
            slots = list(FILL[t])
            w = rand_word(rng, rng.randrange(16))
            if u == 'L':
                slots[1] = rng.getrandbits(41)
                slots[2] = w
            else:
                slots[s] = w
            lo, hi = bundle(t, slots)
            lines.append(f' data8 0x{lo:x}, 0x{hi:x}')
    src, obj = os.path.join(work, 'sweep.s'), os.path.join(work, 'sweep.o')
    open(src, 'w').write('\n'.join(lines) + '\n')
    subprocess.run(['ia64-linux-gnu-as', src, '-o', obj], check=True)
    ref = subprocess.run(['ia64-linux-gnu-objdump', '-d', obj], capture_output=True, text=True, check=True).stdout
    mine = subprocess.run([epic, 'disasm', obj], capture_output=True, text=True, check=True).stdout
    pick = lambda t: [l for l in t.splitlines() if l[:1] == ' ' and ':\t' in l]
    r, m = pick(ref), pick(mine)
    bad = collections.Counter()
    shown = collections.Counter()
    total = 0
    for a, b in zip(r, m):
        ta, tb = a.split('\t')[2:] or [''], b.split('\t')[2:] or ['']
        if not ta[0].strip() and not tb[0].strip():
            continue
        total += 1
        if a != b:
            key = ta[0][12:].split(' ')[0] if ta else '?'
            bad[key] += 1
            if shown[key] < 2:
                shown[key] += 1
                print(f'REF  {a}\nMINE {b}')
    if len(r) != len(m):
        print(f'line count differs: objdump {len(r)}, epicsched {len(m)}')
    print(f'{sum(bad.values())} of {total} instruction lines differ')
    for k, v in bad.most_common():
        print(f'  {v:5d} {k}')
    return 1 if bad or len(r) != len(m) else 0


if __name__ == '__main__':
    sys.exit(main())
