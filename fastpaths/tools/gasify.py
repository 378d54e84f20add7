#!/usr/bin/env python3
"""Turn a preprocessed fast-path source into plain GNU as input.

GNU as does not know epicsched's scheduling directives, so for the oracle run
(and for the in-order baseline of docs/fastpaths.md) this:
  - drops .expect, .likely, .unlikely, .noalias and .region lines (facts for the
    scheduler; they change no bits);
  - gives every .vreg a register from the .vregpool, first come first served
    over the text with live ranges [first mention, last mention] (sound for
    our sources: values that cross a back edge or an out-of-line block are
    mentioned before and after it), reusing a register once its vreg is dead;
  - refuses pool registers that the code also names directly.
Reads stdin, writes stdout; errors go to stderr with exit status 1.
"""
import re
import sys

DROP = re.compile(r'^\s*\.(expect|likely|unlikely|noalias|region)\b')
VREG = re.compile(r'^\s*\.vreg\s+(.*)$')
POOL = re.compile(r'^\s*\.vregpool\s+(.*)$')
WORD = re.compile(r'0[xX][0-9a-fA-F]+|\d\w*|[A-Za-z_.$][A-Za-z0-9_.$]*')  # numbers are tokens too: 0xa0 is no name


def code_part(line):
    """The line without its // comment."""
    cut = line.find('//')
    return line if cut < 0 else line[:cut]


def pool_regs(spec, lineno):
    regs = []
    for item in spec.split(','):
        item = item.strip()
        m = re.fullmatch(r'r(\d+)(?:\s*-\s*r(\d+))?', item)
        if not m:
            sys.exit(f'<stdin>:{lineno}: error: bad .vregpool item "{item}"')
        lo = int(m.group(1))
        hi = int(m.group(2) or lo)
        regs += [f'r{n}' for n in range(lo, hi + 1)]
    return regs


LABEL = re.compile(r'^\s*([A-Za-z_.$][A-Za-z0-9_.$]*|\d+):')
BRANCH = re.compile(r'\bbr(?:l)?\.[a-z.]*\s+(?:b\d\s*=\s*)?([A-Za-z_.$][A-Za-z0-9_.$]*|\d+[bf])\s*$')


def extend_over_back_edges(out, first, last):
    """A vreg live where a backward branch lands is live over the whole
    range the branch closes (loop bodies, out-of-line blocks that branch
    back), so its interval must cover that range."""
    labels = []
    for i, line in enumerate(out):
        if m := LABEL.match(code_part(line)):
            labels.append((i, m.group(1)))
    edges = []
    for i, line in enumerate(out):
        m = BRANCH.search(code_part(line).strip())
        if not m:
            continue
        t = m.group(1)
        if re.fullmatch(r'\d+b', t):
            cands = [j for j, n in labels if n == t[:-1] and j <= i]
            target = cands[-1] if cands else None
        elif re.fullmatch(r'\d+f', t):
            cands = [j for j, n in labels if n == t[:-1] and j > i]
            target = cands[0] if cands else None
        else:
            cands = [j for j, n in labels if n == t]
            target = cands[0] if cands else None
        if target is not None and target <= i:
            edges.append((target, i))
    changed = True
    while changed:
        changed = False
        for lo, hi in edges:
            for v in first:
                if first[v] <= lo <= last[v] and (first[v] > lo or last[v] < hi):
                    first[v], last[v] = min(first[v], lo), max(last[v], hi)
                    changed = True


def main():
    lines = sys.stdin.read().split('\n')
    pool, vregs, out = [], [], []
    for n, line in enumerate(lines, 1):
        code = code_part(line)
        if m := POOL.match(code):
            pool += pool_regs(m.group(1), n)
            out.append('')
        elif m := VREG.match(code):
            vregs += [v.strip() for v in m.group(1).split(',') if v.strip()]
            out.append('')
        elif DROP.match(code):
            out.append('')
        else:
            out.append(line)

    first, last = {}, {}
    names = set(vregs)
    direct = []          # (line, register) of pool registers named directly
    for i, line in enumerate(out):
        for w in WORD.findall(code_part(line)):
            if w in names:
                first.setdefault(w, i)
                last[w] = i
            elif w in pool:
                direct.append((i, w))
    # A pool register named directly conflicts only inside a procedure
    # that also uses vregs (procedures are where .vreg values live).
    procs, start = [], None
    for i, line in enumerate(out):
        c = code_part(line).strip()
        if c.startswith('.proc'):
            start = i
        elif c.startswith('.endp') and start is not None:
            procs.append((start, i))
            start = None
    for i, w in direct:
        for lo, hi in procs:
            if lo <= i <= hi and any(lo <= first[v] <= hi for v in first):
                sys.exit(f'<stdin>:{i + 1}: error: {w} is in the .vregpool but named directly')

    extend_over_back_edges(out, first, last)

    free, active, assign = list(pool), [], {}
    for v in sorted(first, key=lambda v: (first[v], vregs.index(v))):
        for a in [a for a in active if last[a] < first[v]]:
            active.remove(a)
            free.append(assign[a])
        if not free:
            live = ', '.join(sorted(active))
            sys.exit(f'<stdin>:{first[v] + 1}: error: .vregpool exhausted at {v} (live: {live})')
        free.sort(key=lambda r: int(r[1:]))
        assign[v] = free.pop(0)
        active.append(v)

    def subst(line):
        code, comment = line, ''
        cut = line.find('//')
        if cut >= 0:
            code, comment = line[:cut], line[cut:]
        return WORD.sub(lambda m: assign.get(m.group(0), m.group(0)), code) + comment

    sys.stdout.write('\n'.join(subst(l) for l in out))
    if '-v' in sys.argv[1:]:
        for v in vregs:
            if v in assign:
                sys.stderr.write(f'{v} = {assign[v]}\n')


if __name__ == '__main__':
    main()
