#!/usr/bin/env python3
"""Count what GNU as -xauto made of a path: bundles, instructions, nops and
instruction groups, from `objdump -d` output.

A path is a list of segments SYMBOL:MNEMONIC: start at SYMBOL, run straight
through (branches not taken) up to and including the first instruction
whose mnemonic starts with MNEMONIC (e.g. br.ret, rfi, br.call, br.few),
which is taken. A group ends at a stop (;;) or at the taken branch that ends
a segment. This is the static in-order baseline of docs/fastpaths.md; the
simulator gives the cycles.
Usage: gas_baseline.py OBJDUMP.txt SYM:MNEMONIC [SYM:MNEMONIC ...]
"""
import re
import sys

LINE = re.compile(r'^\s*([0-9a-f]+):\s+(?:[0-9a-f]{2} )+\s*(.*)$')
LABEL = re.compile(r'^[0-9a-f]+ <([^>]+)>:')


def parse(text):
    insts, labels = [], {}
    for line in text.splitlines():
        if m := LABEL.match(line):
            labels[m.group(1)] = len(insts)
            continue
        m = LINE.match(line)
        if not m or not m.group(2).strip():
            continue
        body = re.sub(r'^\[\w+\]\s*', '', m.group(2).strip())
        if not body:
            continue
        stop = body.endswith(';;')
        body = body.rstrip(';').strip()
        insts.append((int(m.group(1), 16), body, stop))
    return insts, labels


def mnemonic(body):
    return re.sub(r'^\(p\d+\)\s*', '', body).split()[0]


def main():
    insts, labels = parse(open(sys.argv[1]).read())
    total = {'instructions': 0, 'nops': 0, 'groups': 0, 'bundles': 0}
    for seg in sys.argv[2:]:
        sym, _, stop_mn = seg.partition(':')
        if sym not in labels:
            sys.exit(f'error: no symbol {sym}')
        i = labels[sym]
        bundles = set()
        while True:
            addr, body, stop = insts[i]
            bundles.add(addr & ~0xf)
            mn = mnemonic(body)
            if mn.startswith('nop'):
                total['nops'] += 1
            else:
                total['instructions'] += 1
            end = mn.startswith(stop_mn)
            if stop or end:
                total['groups'] += 1
            if end:
                break
            i += 1
            if i == len(insts):
                sys.exit(f'error: {stop_mn} not found after {sym}')
        total['bundles'] += len(bundles)
    print(' '.join(f'{k}={v}' for k, v in total.items()))


if __name__ == '__main__':
    main()
