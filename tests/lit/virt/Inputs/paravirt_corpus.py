#!/usr/bin/env python3
"""paravirt at every level (and, for ivt.s and entry.s, --abi with the other file) over the Linux kernel entry files of
the corpus (ivt.s: the interruption vector table; entry.s: kernel exit and
context switch; mca_asm.s, gate.s): each output must assemble with
`ia64-linux-gnu-as -xexplicit` without a single message. Prints one line per
file and level, or "corpus absent"."""
import os
import subprocess
import sys
import tempfile

FILES = ['ivt.s', 'entry.s', 'mca_asm.s', 'gate.s']
# One program: ivt.s's break vector branches into entry.s (`--with`).
WITH = {'ivt.s': 'entry.s', 'entry.s': 'ivt.s'}


def main():
    epicsched, corpus = sys.argv[1], sys.argv[2]
    d = os.path.join(corpus, 'linux')
    if not os.path.isdir(d):
        print('corpus absent')
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        for f in FILES:
            for level in ('trap', 'pscb', 'batch', 'abi') + (('abi-with',) if f in WITH else ()):
                out = os.path.join(tmp, f'{level}.{f}')
                lv = ['--level=batch', '--abi'] if level.startswith('abi') else [f'--level={level}']
                if level == 'abi-with':
                    lv.append('--with=' + os.path.join(d, WITH[f]))
                r = subprocess.run([epicsched, 'paravirt', os.path.join(d, f)] + lv + ['-o', out,
                                    '--stats'], capture_output=True, text=True)
                stats = [l for l in r.stderr.splitlines() if l.startswith('paravirt:')]
                if r.returncode or not stats:
                    print(f'{f} {level}: paravirt failed: {r.stderr.strip().splitlines()[-1:]}')
                    continue
                g = subprocess.run(['ia64-linux-gnu-as', '-xexplicit', out, '-o', os.path.join(tmp, 'o.o')],
                                   capture_output=True, text=True)
                verdict = 'gas silent' if g.returncode == 0 and not g.stderr.strip() else 'gas NOT silent: ' + g.stderr.strip()[:300]
                print(f'{f} {level}: {verdict}; {stats[0]}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
