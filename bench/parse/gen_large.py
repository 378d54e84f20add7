#!/usr/bin/env python3
"""Writes a large, valid GNU-as IA-64 file for the parse benchmark:
procedures of realistic kernel-style code (bundles, predicates, memory
operands, relocations, stops, labels, unwind directives). Deterministic.
With --gcc-g each instruction line gets the `.loc` lines GCC -O2 -g writes
before it (`.loc 1 LINE COL view .LVUn`, some without a view, some with
`is_stmt 0` or `discriminator N`), and the file starts with `.file 1`.
usage: gen_large.py LINES OUT.s [--gcc-g]"""
import sys

VIEW = [0]

def with_locs(body, i):
    """Puts GCC -g's `.loc` lines before each instruction line of `body`."""
    out = []
    for k, line in enumerate(body.splitlines(keepends=True)):
        s = line.strip()
        if s and not s.startswith((".", "{", "}")) and not s.endswith(":") and "alloc" not in s:
            VIEW[0] += 1
            n, col = 10 + i * 20 + k, 1 + k % 9
            if k % 4 == 0:
                out.append(f"\t.loc 1 {n} {col} view .LVU{VIEW[0]}\n")
            elif k % 4 == 1:
                out.append(f"\t.loc 1 {n} {col} is_stmt 0 view .LVU{VIEW[0]}\n")
            elif k % 4 == 2:
                out.append(f"\t.loc 1 {n} {col}\n")
            else:
                out.append(f"\t.loc 1 {n} {col} discriminator {k % 3 + 1} view .LVU{VIEW[0]}\n")
        out.append(line)
    return "".join(out)

def proc(i):
    n = f"f{i}"
    return f"""	.global {n}
	.proc {n}
{n}:
	.prologue
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 2, 3, 1, 0 ;;
	.body
	{{ .mmi
	  ld8 r14 = [in0], 8
	  ld8.acq r15 = [in1]
	  adds r16 = 16, sp ;;
	}}
	{{ .mii
	  addl r17 = @ltoff(table_{i % 7}), gp
	  cmp.eq p6, p7 = r14, r15
	  shr.u r18 = r14, 3 ;;
	}}
(p6)	st8 [r16] = r18, 8
(p7)	add r19 = r14, r15
	mov r8 = (1 << 12) + {i % 100} * 8 ;;
1:	ld4 r20 = [r17] ;;
	cmp4.lt p8, p0 = r20, r0 ;;
(p8)	br.cond.dpnt.few 1b ;;
	mov ar.pfs = r34
	br.ret.sptk.many rp ;;
	.endp {n}
"""

def main():
    lines, out = int(sys.argv[1]), sys.argv[2]
    gcc_g = "--gcc-g" in sys.argv[3:]
    parts, count, i = ["\t.text\n\t.explicit\n"], 2, 0
    if gcc_g:
        parts.insert(0, '\t.file 1 "large.c"\n')
    while count < lines:
        p = with_locs(proc(i), i) if gcc_g else proc(i)
        parts.append(p)
        count += p.count("\n")
        i += 1
    parts.append("\t.data\n")
    for k in range(7):
        parts.append(f"table_{k}:\tdata8 {k}\n")
    open(out, "w").write("".join(parts))

main()
