#!/usr/bin/env python3
"""Compiles isa/forms.yaml into the C++ form table (Forms.inc).

Standard library only: the YAML subset reader below understands what the
table uses (block mappings, block sequences, flow maps/lists, quoted and
plain scalars, comments). Usage: isagen.py forms.yaml out.inc
"""
import re
import sys
import itertools


# ---------------------------------------------------------------- YAML subset
def _strip_comment(line):
    out, q = [], None
    for ch in line:
        if q:
            out.append(ch)
            if ch == q:
                q = None
        elif ch in "\"'":
            q = ch
            out.append(ch)
        elif ch == '#':
            break
        else:
            out.append(ch)
    return ''.join(out).rstrip()


class _Flow:
    """Parser for one flow value: {a: b, c: [d, e]}, [..], "str", plain."""

    def __init__(self, text, where):
        self.s, self.i, self.where = text, 0, where

    def err(self, msg):
        raise SystemExit(f"{self.where}: {msg} in: {self.s}")

    def ws(self):
        while self.i < len(self.s) and self.s[self.i] in ' \t':
            self.i += 1

    def value(self, stop):
        self.ws()
        c = self.s[self.i] if self.i < len(self.s) else ''
        if c == '{':
            self.i += 1
            d = {}
            while True:
                self.ws()
                if self.s[self.i] == '}':
                    self.i += 1
                    return d
                k = self.value(':')
                self.ws()
                if self.s[self.i] != ':':
                    self.err("expected ':'")
                self.i += 1
                d[k] = self.value(',}')
                self.ws()
                if self.s[self.i] == ',':
                    self.i += 1
        if c == '[':
            self.i += 1
            lst = []
            while True:
                self.ws()
                if self.s[self.i] == ']':
                    self.i += 1
                    return lst
                lst.append(self.value(',]'))
                self.ws()
                if self.s[self.i] == ',':
                    self.i += 1
        if c in "\"'":
            j = self.s.index(c, self.i + 1)
            v = self.s[self.i + 1:j]
            self.i = j + 1
            return v
        j = self.i
        while j < len(self.s) and self.s[j] not in stop:
            j += 1
        v = self.s[self.i:j].strip()
        self.i = j
        return v


def parse_yaml(path):
    lines = []
    with open(path) as f:
        for n, raw in enumerate(f, 1):
            t = _strip_comment(raw)
            if t.strip():
                lines.append((len(t) - len(t.lstrip()), t.strip(), f"{path}:{n}"))
    pos = 0

    def block(indent):
        nonlocal pos
        if lines[pos][1].startswith('- '):
            out = []
            while pos < len(lines) and lines[pos][0] == indent and lines[pos][1].startswith('- '):
                _, t, w = lines[pos]
                pos += 1
                out.append(_Flow(t[2:], w).value(''))
            return out
        out = {}
        while pos < len(lines) and lines[pos][0] == indent:
            _, t, w = lines[pos]
            m = re.match(r'("[^"]*"|[^:]+):\s*(.*)$', t)
            if not m:
                raise SystemExit(f"{w}: expected 'key: value'")
            k = m.group(1).strip('"')
            pos += 1
            if m.group(2):
                out[k] = _Flow(m.group(2), w).value('')
            elif pos < len(lines) and lines[pos][0] > indent:
                out[k] = block(lines[pos][0])
            else:
                out[k] = None
        return out

    return block(0)


# ---------------------------------------------------------------- table model
def bitrange(spec):
    if spec.startswith('L'):  # L slot of an MLX pair
        lo, w = bitrange(spec[1:])
        return lo + 64, w
    if ':' in spec:
        hi, lo = spec.split(':')
        return int(lo), int(hi) - int(lo) + 1
    return int(spec), 1


def parse_assign(text):
    out = []
    for tok in text.split():
        k, v = tok.split('=', 1)
        out.append((k, v))
    return out


TOKEN = re.compile(r'[A-Za-z_@][A-Za-z0-9_.@]*|[0-9]+|[=,\[\]]')
REGLIT = {'r0', 'ar.ccv', 'ar.csd', 'ar.pfs', 'ip', 'pr', 'pr.rot', 'psr', 'psr.l', 'psr.um'}
IND = {'rr', 'pkr', 'ibr', 'dbr', 'pmc', 'pmd', 'cpuid', 'msr', 'itr', 'dtr', 'dahr'}


def cident(c):
    # C++ keywords get a trailing underscore ("break" -> break_)
    return c + '_' if c in ('break',) else c


def load(src):
    """Parses and expands the table; returns (yaml, operand names, forms)."""
    y = parse_yaml(src)
    formats = {}
    for name, f in y['formats'].items():
        fields = {'qp': (0, 6), 'op': (37, 4)}
        for tok in f.get('fields', '').split():
            k, v = tok.split('=')
            fields[k] = bitrange(v)
        formats[name] = dict(unit=f['unit'], fields=fields, fix=parse_assign(f.get('fix', '')),
                             ign=f.get('ign', '').split())
    opdefs = y['operands']
    comps = y['completers']
    classes = set(y['classes'].split())

    opnames = list(opdefs.keys())
    opindex = {n: i for i, n in enumerate(opnames)}
    forms = []
    seen = {}

    def expand(mn):
        parts = re.split(r'<(\w+)>', mn)
        lits, names = parts[0::2], parts[1::2]
        choices = []
        for n in names:
            if n not in comps:
                raise SystemExit(f"unknown completer set <{n}> in {mn}")
            alts = []
            for k, v in comps[n].items():
                k = '' if k == '_' else k
                alias = v.startswith('=')
                if alias:
                    v = comps[n][v[1:] or '_']
                alts.append((k, v, alias))
            choices.append(alts)
        for combo in itertools.product(*choices):
            text = lits[0]
            assigns, alias = [], False
            for (k, v, a), lit in zip(combo, lits[1:]):
                text += k + lit
                assigns += parse_assign(v)
                alias = alias or a
            yield text, assigns, alias

    for fi, f in enumerate(y['forms']):
        fmt = formats.get(f['fmt'])
        if fmt is None:
            raise SystemExit(f"form {f}: unknown format {f['fmt']}")
        for mn, cassign, alias in expand(f['mn']):
            mask = val = 0
            cls = f.get('cls')
            impl = f.get('impl', '')
            flags = set(f.get('flags', '').split())
            if alias or f.get('dis') == '0':
                flags.add('asmonly')
            for k, v in fmt['fix'] + parse_assign(f.get('fix', '')) + cassign:
                if k == 'cls':
                    cls = v
                    continue
                if k == 'impl':
                    impl += ' ' + v.replace(',', ' ')
                    continue
                if k == 'flag':
                    flags.add(v)
                    continue
                if k not in fmt['fields']:
                    raise SystemExit(f"form {mn}: format {f['fmt']} has no field {k}")
                lo, w = fmt['fields'][k]
                iv = int(v, 0)
                if iv < 0 or iv >= (1 << w):
                    raise SystemExit(f"form {mn}: value {v} does not fit field {k}")
                m = ((1 << w) - 1) << lo
                mask |= m
                val = (val & ~m) | (iv << lo)
            if 'qp' in [k for k, _ in fmt['fix'] + parse_assign(f.get('fix', '')) + cassign] + fmt['ign'] + f.get('ign', '').split():
                flags.add('noqp')
            if any(k != 'qp' and lo < 6 for k, (lo, w) in fmt['fields'].items()):
                flags.add('noqp')
            # ignored fields: encoded as 0, not checked when decoding (as objdump does)
            for k in fmt['ign'] + f.get('ign', '').split():
                lo, w = fmt['fields'][k]
                m = ((1 << w) - 1) << lo
                mask &= ~m
                val &= ~m
            if cls not in classes:
                raise SystemExit(f"form {mn}: sched class {cls!r} not in the vocabulary")
            # operands and syntax
            toks = TOKEN.findall(f.get('ops', ''))
            syntax, ops, outs, side, inmem = '', [], 0, 'out', False
            i = 0
            while i < len(toks):
                t = toks[i]
                if t == '=':
                    side = 'in'
                    outs = len(ops)
                    syntax += '='
                elif t in ',[]':
                    syntax += t
                    inmem = (t == '[') or (inmem and t != ']')
                elif t in IND and i + 1 < len(toks) and toks[i + 1] == '[':
                    syntax += '%' + str(len(ops))
                    ops.append(('ind:' + t, toks[i + 2], side))
                    i += 3
                elif t in opindex:
                    syntax += '%' + str(len(ops))
                    ops.append(('mem' if inmem else 'op', t, side))
                else:
                    if t not in REGLIT and not t.isdigit():
                        raise SystemExit(f"form {mn}: unknown operand token {t}")
                    syntax += '%' + str(len(ops))
                    ops.append(('lit', t, side))
                i += 1
            if '=' not in toks:
                # no '=': nothing is written through an operand (fc r3, chk.s r2, br.ret b0)
                outs = 0
                ops = [(how, name, 'in') for how, name, _ in ops]
            opfields = []
            for how, name, side in ops:
                if how == 'lit':
                    opfields.append(f'{{OpSlot::Lit, 0, "{name}", {"true" if side == "out" else "false"}, 0, {{}}}}')
                    continue
                d = opdefs[name]
                for grp in (d['enc'].split('|') if d['enc'] else []):
                    for piece in grp.split(':')[0].split():
                        if piece not in fmt['fields']:
                            raise SystemExit(f"form {mn}: operand {name} uses field {piece} missing in {f['fmt']}")
                kind = 'Mem' if how == 'mem' else ('Ind' if how.startswith('ind:') else 'Op')
                ifile = how[4:] if how.startswith('ind:') else ''
                gs = []
                for grp in (d['enc'].split('|') if d['enc'] else []):
                    fx = grp.split(':')
                    pcs = ', '.join('{%d, %d}' % fmt['fields'][pc] for pc in fx[0].split())
                    gs.append(f'{{Xform::{fx[1] if len(fx) > 1 else "none"}, {len(fx[0].split())}, {{{pcs}}}}}')
                opfields.append(f'{{OpSlot::{kind}, {opindex[name]}, "{ifile}", {"true" if side == "out" else "false"}, {len(gs)}, {{{", ".join(gs)}}}}}')
                # check: operand fields are not also fixed
                for grp in (d['enc'].split('|') if d['enc'] else []):
                    for piece in grp.split(':')[0].split():
                        lo, w = fmt['fields'][piece]
                        if mask & (((1 << w) - 1) << lo):
                            raise SystemExit(f"form {mn}: operand field {piece} overlaps a fixed field")
            if len(ops) > 6:
                raise SystemExit(f"form {mn}: too many operands")
            key = (mn, fmt['unit'], tuple(o[1] for o in ops), val, mask)
            if key in seen:
                raise SystemExit(f"duplicate form {mn} {f.get('ops')}")
            seen[key] = True
            unit = f.get('unit', fmt['unit'])
            forms.append(dict(mn=mn, fmt=f['fmt'], unit=unit, cls=cls, mask=mask, val=val,
                              opsrc=f.get('ops', ''), opinfo=[(h, n, sd) for h, n, sd in ops],
                              ops=opfields, outs=outs, syntax=syntax, flags=flags,
                              impl=' '.join(impl.split()), prio=int(f.get('prio', '0')),
                              src=fi))

    return y, opnames, forms


def main():
    src, out = sys.argv[1], sys.argv[2]
    y, opnames, forms = load(src)
    opdefs = y['operands']
    formats = {}
    for name, f in y['formats'].items():
        fields = {'qp': (0, 6), 'op': (37, 4)}
        for tok in f.get('fields', '').split():
            k, v = tok.split('=')
            fields[k] = bitrange(v)
        formats[name] = dict(unit=f['unit'], fields=fields)
    with open(out, 'w') as o:
        o.write('// Generated by isa/gen/isagen.py from isa/forms.yaml. Do not edit.\n')
        o.write('#ifdef EPIC_ISA_OPERANDS\n')
        for n in opnames:
            d = opdefs[n]
            names = d.get('names', '')
            def lit(v):
                return f'{v}LL' if re.fullmatch(r'-?(0x[0-9a-fA-F]+|\d+)', v) else v
            o.write(f'EPIC_ISA_OPERANDS("{n}", OpKind::{d["kind"]}, {lit(d.get("min", "0"))}, {lit(d.get("max", "0"))}, '
                    f'Print::{d.get("print", "dec")}, Fixup::{d.get("fixup", "None")}, "{names}")\n')
        o.write('#undef EPIC_ISA_OPERANDS\n#endif\n')
        o.write('#ifdef EPIC_ISA_FORMATS\n')
        for name, f in formats.items():
            fl = ' '.join(f'{k}={lo}:{w}' for k, (lo, w) in f['fields'].items())
            o.write(f'EPIC_ISA_FORMATS({name}, UnitType::{f["unit"]}, "{fl}")\n')
        o.write('#undef EPIC_ISA_FORMATS\n#endif\n')
        o.write('#ifdef EPIC_ISA_FORMS\n')
        for f in forms:
            ops = ', '.join(f['ops'])
            fl = '|'.join('FF_' + x for x in sorted(f['flags'])) or '0'
            o.write(f'EPIC_ISA_FORMS("{f["mn"]}", Fmt::{f["fmt"]}, UnitType::{f["unit"]}, SchedClass::{cident(f["cls"])}, '
                    f'0x{f["mask"]:011x}ULL, 0x{f["val"]:011x}ULL, {len(f["ops"])}, {f["outs"]}, '
                    f'"{f["syntax"]}", {fl}, {f["prio"]}, "{f["impl"]}", {{{ops}}})\n')
        o.write('#undef EPIC_ISA_FORMS\n#endif\n')
        # Mnemonic -> its forms in table order (Form.cpp hashes the mnemonics
        # at compile time: no index is built at run time, which every process
        # paid for).
        by_mn = {}
        for i, f in enumerate(forms):
            by_mn.setdefault(f['mn'], []).append(i)
        o.write('#ifdef EPIC_ISA_MNEMONICS\n')
        first = 0
        for mn in sorted(by_mn, key=lambda m: m.encode()):
            o.write(f'EPIC_ISA_MNEMONICS("{mn}", {first}, {len(by_mn[mn])})\n')
            first += len(by_mn[mn])
        o.write('#undef EPIC_ISA_MNEMONICS\n#endif\n')
        o.write('#ifdef EPIC_ISA_MNEMONIC_FORMS\n')
        for mn in sorted(by_mn, key=lambda m: m.encode()):
            o.write(f'EPIC_ISA_MNEMONIC_FORMS({", ".join(map(str, by_mn[mn]))})\n')
        o.write('#undef EPIC_ISA_MNEMONIC_FORMS\n#endif\n')
        o.write('#ifdef EPIC_ISA_CLASSES\n')
        for c in y['classes'].split():
            o.write(f'EPIC_ISA_CLASSES({cident(c)}, "{c}")\n')
        o.write('#undef EPIC_ISA_CLASSES\n#endif\n')
    print(f"isagen: {len(forms)} forms from {len(y['forms'])} patterns", file=sys.stderr)


if __name__ == '__main__':
    main()
