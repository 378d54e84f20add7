"""GNU as's misplaced instruction fixup (a gas bug, a deliberate class of gas_differential.py).

GNU as (tc-ia64.c) records a fixup in an instruction at `fx_where` = (bundle - start of its frag)
+ slot, and when it resolves the fixup itself (a branch, chk or brl to a label of the same
section, an immediate `L2 - L1` known only after layout) it takes the slot back as `fx_where & 3`
and the bundle as `fx_where - slot`. That holds only when the frag starts at a multiple of 4; data
in a code section can start one elsewhere (`data4 0` `data2 0,0,0` `data2 0,0,0` then
`br.cond.dpnt 3f`). Then gas inserts the field into another slot of a 16-byte window shifted by
1-3 bytes: `br` loses its displacement (a branch to itself) and the nop in slot 0 gets garbage;
`brl`'s bundle gets `break.m 0` and a target like 0x1000000000000010. The source does not mean
that code, so ours (the field where the instruction is) is right.

`explains(ours, gas)` says whether gas's code bytes are exactly ours with that bug applied: for
each bundle, one slot's field bits (those ours has and gas lacks) moved as gas moves them for
some frag misalignment 1-3 (`brl`: its 64-bit target re-encoded in the shifted window, as
fix_insn writes IMM60), and every other byte equal. A difference of any other kind (a wrong
displacement of ours, a different instruction) does not fit and stays a disagreement.
"""

import collections

import conformance  # tests/corpus, on gas_differential.py's path
import elfdiff

M41 = (1 << 41) - 1


def slot_shift(bundle, slot):
    """Bit position of `slot` of the bundle at byte `bundle` in the section's integer."""
    return bundle * 8 + 5 + 41 * slot


def _brl_target(x, b):
    """(field mask, window writer) of the brl in the MLX bundle at byte `b`, or None."""
    s1 = (x >> slot_shift(b, 1)) & M41
    s2 = (x >> slot_shift(b, 2)) & M41
    if (x >> (b * 8)) & 0x1e != 4 or (s2 >> 37) not in (0xC, 0xD):
        return None
    v = ((s2 >> 36) & 1) << 59 | ((s1 >> 2) & ((1 << 39) - 1)) << 20 | ((s2 >> 13) & 0xfffff)
    mask = (M41 << slot_shift(b, 1)) | (((1 << 20) - 1) << 13 | 1 << 36) << slot_shift(b, 2)
    return v, mask


def _apply_brl(x, b, v, delta, nbits):
    """gas's fix_insn for IMM60 on a window at byte b + delta: slot 1 replaced, slot 2 or'ed."""
    w = b + delta
    if w < 0:
        return None
    x &= ~(M41 << slot_shift(w, 1))
    x |= (((v >> 20) & ((1 << 39) - 1)) << 2) << slot_shift(w, 1)
    x |= (((v >> 59) & 1) << 36 | (v & 0xfffff) << 13) << slot_shift(w, 2)
    return x & ((1 << nbits) - 1)


def _moves(x, g, b, nbits):
    """Candidates for `x` (ours so far) after gas's misplaced fixup in the bundle at byte b."""
    full = (1 << nbits) - 1
    brl = _brl_target(x, b)
    for s in range(3):
        q = x & ~g & (M41 << slot_shift(b, s))
        if brl and s == 1:
            v, mask = brl
            for m in (1, 2, 3):
                delta = 1 - ((m + 1) & 3)
                cand = _apply_brl(x & ~mask, b, v, delta, nbits)
                if cand is not None:
                    yield cand
            continue
        if not q:
            continue
        field = q >> slot_shift(b, s)
        for m in (1, 2, 3):
            s2 = (m + s) & 3
            cand = x & ~q
            if s2 < 3:  # slot 3 is past gas's array: the field is lost
                pos = slot_shift(b, s2) + 8 * (s - s2)
                if pos < 0:
                    continue
                cand |= (field << pos) & full
            yield cand


def explains(ours, gas):
    """Whether gas's section bytes are ours with fixups misplaced as gas's fix_insn misplaces them."""
    if len(ours) != len(gas) or ours == gas or len(ours) % 16:
        return False
    nbits = len(ours) * 8
    g = int.from_bytes(gas, "little")

    def fits(x, b):  # bundles from b on, with x agreeing with gas below b
        while b < len(ours) and not (x ^ g) & (((1 << 128) - 1) << (8 * b)):
            b += 16
        if b >= len(ours):
            return x == g
        done = (1 << (8 * (b + 16))) - 1  # a window spills at most 3 bytes either way
        return any(not (c ^ g) & done and fits(c, b + 16) for c in _moves(x, g, b, nbits))

    return fits(int.from_bytes(ours, "little"), 0)


def explains_objects(ours_path, gas_path, skip=()):
    """Whether the objects differ only in code bytes that `explains` accounts for: the same
    sections (header fields), symbols and relocations, every differing code section explained.
    `skip`: section classes (tests/corpus/conformance.py) left out, as gas_differential.py does."""
    a, b = elfdiff.Elf(ours_path), elfdiff.Elf(gas_path)
    keep = lambda e: {n: s for n, s in e.content_sections().items() if conformance.section_class(s) not in skip}
    sa, sb = keep(a), keep(b)
    if set(sa) != set(sb):
        return False
    explained = False
    for name, s in sa.items():
        t = sb[name]
        if any(s[k] != t[k] for k in ("type", "flags", "size", "align", "entsize")):
            return False
        if s["data"] != t["data"]:
            if not s["flags"] & elfdiff.SHF_EXECINSTR or not explains(s["data"], t["data"]):
                return False
            explained = True
    syms = lambda e: collections.Counter(e.symbol_key(x) for x in e.symbols if x["type"] != elfdiff.STT_SECTION)
    rel = lambda e: {k: v for k, v in e.relocations().items() if not (skip and k.startswith(conformance.UNWIND_PREFIX))}
    return explained and syms(a) == syms(b) and rel(a) == rel(b)
