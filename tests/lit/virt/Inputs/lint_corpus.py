#!/usr/bin/env python3
"""lint --virt over the real-code corpus, checked against GNU objdump.

For every linux/*.s and gmp/*.s file of the corpus, counts the warnings of
`epicsched lint --virt` by kind and, independently, the privileged and
sensitive instructions in `ia64-linux-gnu-objdump -d` of the object GNU as
makes from the same file (the oracle's own spelling, matched by the patterns
below, which restate docs/virtualization.md's list from the SDM). Prints one
row per file and MISMATCH where the two disagree; GMP (user-level code) must
have no warning at all. Prints "corpus absent" without the corpus."""
import os
import re
import subprocess
import sys
import tempfile

PRIV = [r'mov r\d+=cr\.', r'mov cr\.\w+=', r'mov psr\.l=', r'mov r\d+=psr$', r'^[rs]sm ', r'^rfi', r'^bsw\.',
        r'^vmsw\.', r'^it[cr]\.[id] ', r'^ptc\.(e|l|g|ga) ', r'^ptr\.[id] ', r'^tpa ', r'^tak ',
        r'mov (rr|pkr|dbr|ibr|pmc|pmd|msr)\[r\d+\]=', r'mov r\d+=(rr|pkr|dbr|ibr|pmc|msr)\[',
        r'mov(\.[mi])? ar\.k[0-7]=', r'mov(\.[mi])? ar\.itc=']
SENS = [r'^cover', r'^thash ', r'^ttag ', r'^probe\.', r'^epc', r'mov r\d+=pmd\[', r'mov(\.[mi])? ar\.rsc=']


def oracle(path, tmp):
    obj = os.path.join(tmp, 'o.o')
    if subprocess.run(['ia64-linux-gnu-as', '-o', obj, path], capture_output=True).returncode:
        return None
    dis = subprocess.run(['ia64-linux-gnu-objdump', '-d', obj], capture_output=True, text=True).stdout
    n = {'privileged': 0, 'sensitive': 0}
    for line in dis.splitlines():
        # "   0:\t0b 10 00 00 00 21 \t[MMI]       mov r2=r0;;"
        parts = line.split('\t')
        if len(parts) < 3 or not re.match(r'\s*[0-9a-f]+:$', parts[0]):
            continue
        ins = re.sub(r'^\[\w+\]\s*', '', parts[-1].strip())
        ins = re.sub(r'^\(p\d+\)\s*', '', ins).rstrip(';').strip()
        ins = re.sub(r'\s+', ' ', ins)
        if any(re.search(p, ins) for p in PRIV):
            n['privileged'] += 1
        elif any(re.search(p, ins) for p in SENS):
            n['sensitive'] += 1
    return n


def lint(epicsched, path):
    out = subprocess.run([epicsched, 'lint', '--virt', path], capture_output=True, text=True).stdout
    m = re.search(r'(\d+) privileged, (\d+) sensitive, (\d+) unreplaceable', out)
    if not m:
        return None
    return {'privileged': int(m.group(1)), 'sensitive': int(m.group(2)), 'unreplaceable': int(m.group(3))}


def main():
    epicsched, corpus = sys.argv[1], sys.argv[2]
    if not os.path.isdir(corpus):
        print('corpus absent')
        return 0
    totals = {}
    with tempfile.TemporaryDirectory() as tmp:
        for sub in ('linux', 'gmp'):
            d = os.path.join(corpus, sub)
            for f in sorted(os.listdir(d)):
                if not f.endswith('.s'):
                    continue
                path = os.path.join(d, f)
                got = lint(epicsched, path)
                want = oracle(path, tmp)
                if got is None:
                    print(f'{sub}/{f}: lint failed MISMATCH')
                    continue
                t = totals.setdefault(sub, {'files': 0, 'privileged': 0, 'sensitive': 0, 'unreplaceable': 0})
                t['files'] += 1
                for k in ('privileged', 'sensitive', 'unreplaceable'):
                    t[k] += got[k]
                row = f"{sub}/{f}: {got['privileged']} privileged, {got['sensitive']} sensitive, {got['unreplaceable']} unreplaceable"
                if want is None:
                    print(row + ' (GNU as rejects the file: no oracle)')
                elif want['privileged'] != got['privileged'] or want['sensitive'] != got['sensitive'] + got['unreplaceable']:
                    print(row + f" MISMATCH objdump: {want['privileged']} privileged, {want['sensitive']} sensitive")
                else:
                    print(row + ' (objdump agrees)')
                if sub == 'gmp' and sum(got.values()):
                    print(f'{sub}/{f}: user-level code with warnings MISMATCH')
    for sub, t in totals.items():
        print(f"total {sub}: {t['files']} files, {t['privileged']} privileged, {t['sensitive']} sensitive, "
              f"{t['unreplaceable']} unreplaceable")
    return 0


if __name__ == '__main__':
    sys.exit(main())
