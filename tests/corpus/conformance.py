#!/usr/bin/env python3
"""Conformance of epicsched against GNU as on the real-code corpus (../shared/corpus).

For every corpus file: (a) `epicsched parse`; (b) `epicsched asm` against `ia64-linux-gnu-as` (with the
MANIFEST's options): text, data, symbols and relocations compared, unwind sections and .debug_line
reported apart, and the whole file (`bytes`: cmp, headers and tables included); (c) `epicsched sched` output assembled by `ia64-linux-gnu-as -xexplicit`: silent, and the
same multiset of (non-nop) instructions as the input (GNU as -xexplicit's object of it: -xauto's adds
serializations of its own), serializations sched inserts aside; (d) files under rejected/ must be
rejected with a located `file:line:col: error:`.

Prints a per-file table and totals. With --expected FILE, exits 1 when a stage that the file records as
passing no longer passes (a regression); --update rewrites FILE from this run. Exit 77 (ctest: skipped)
when the corpus is absent. docs/status.md ("Real code conformance") has the measured numbers.
"""

import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import time
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elfdiff  # noqa: E402
import gas_gaps  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "fuzz"))
import progress  # fuzz/progress.py: the one progress line of the Python tools  # noqa: E402

GAS, OBJDUMP = "ia64-linux-gnu-as", "ia64-linux-gnu-objdump"
STAGES = ["parse", "text", "data", "symbols", "relocs", "unwind", "debug_line", "bytes", "sched", "reject"]
OBJECT_STAGES = ["text", "data", "symbols", "relocs"]
# Per command; the sanitizer build scales it (tests/CMakeLists.txt, epic_test_limits).
TIMEOUT = 120 * int(os.environ.get("EPIC_TEST_TIMEOUT_SCALE", "1"))
SKIP = 77


def run(cmd, **kw):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT, **kw)
        return p.returncode, p.stdout.decode("latin-1"), p.stderr.decode("latin-1")
    except subprocess.TimeoutExpired:
        return -1, "", "timeout after %ds" % TIMEOUT


# ------------------------------------------------------------------ corpus listing

def corpus_files(root):
    """[(relative path, gas options, status, manifest row)] for every .s file of the corpus."""
    rows = {}
    for mf in ("MANIFEST.tsv", "gcc/MANIFEST.tsv"):
        path = os.path.join(root, mf)
        if not os.path.exists(path):
            continue
        with open(path) as f:
            header = f.readline().rstrip("\n").split("\t")
            for line in f:
                row = dict(zip(header, line.rstrip("\n").split("\t")))
                rows[row["file"]] = row
    out = []
    for dirpath, _dirs, files in os.walk(root):
        for name in files:
            if not name.endswith(".s"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, name), root)
            row = rows.get(rel, {})
            variant = row.get("variant", "")
            opts = variant[3:].split() if variant.startswith("as:") else []
            status = row.get("status") or ("rejected" if rel.startswith("rejected/") else "ok")
            out.append((rel, opts, status, row))
    return sorted(out)


# ------------------------------------------------------------------ object comparison

UNWIND_PREFIX = ".IA_64.unwind"
NOP_RE = re.compile(r"^(\(p\d+\)\s*)?nop\.[mifbx]\b|^(\(p\d+\)\s*)?nop\b")
TARGET_RE = re.compile(r"\b[0-9a-f]+ <[^>]*>")
# A branch to an undefined symbol: objdump prints the relocated field's bare value, which
# follows the layout (`br.few 0xb0` at one place is `br.few 0xa0` at another).
BARE_TARGET_RE = re.compile(r"^((?:\(p\d+\) )?(?:br(?=[. ])|brl|brp|chk|fchkf)[\w.]* (?:b\d=|[rf]\d+,)?)0x[0-9a-f]+$")
INSN_RE = re.compile(r"^\s*[0-9a-f]+:\s+(\[[A-Z]+\])?\s*(.*)$")


def section_class(sec):
    name = sec["name"]
    if name.startswith(UNWIND_PREFIX):
        return "unwind"
    if name.startswith(".debug"):
        return "debug_line"
    return "text" if sec["flags"] & elfdiff.SHF_EXECINSTR else "data"


SECTION_RE = re.compile(r"^Disassembly of section (\S+):")


def code_listing(obj, zeroes=False):
    """{code section: (bundles, [(bundle address + slot, instruction)])}, nops left out and
    branch targets abstracted, from objdump. With zeroes, blocks of zero bytes are decoded too
    (objdump skips them: a `.fill` in code that lost its bytes would go unseen)."""
    rc, out, _ = run([OBJDUMP, "-dz" if zeroes else "-d", "--no-show-raw-insn", obj])
    listing, sec = {}, None
    for line in out.splitlines():
        m = SECTION_RE.match(line)
        if m:
            sec = listing.setdefault(m.group(1), [0, []])
            continue
        m = INSN_RE.match(line)
        if not m or not m.group(2) or sec is None:
            continue
        addr = int(line.split(":")[0], 16)
        if m.group(1):
            sec[0] += 1
        text = re.sub(r"\s+", " ", TARGET_RE.sub("<T>", m.group(2).replace(";;", "").strip()))
        text = BARE_TARGET_RE.sub(r"\1<T>", text)
        if text.startswith("Address ") and text.endswith("is out of bounds."):
            continue  # data at a code section's end, short of a bundle: objdump's note, no instruction
        if not NOP_RE.match(text):
            sec[1].append((addr - addr % 16 + {0: 0, 6: 1, 12: 2}.get(addr % 16, 0), text))
    return {k: (v[0], v[1]) for k, v in listing.items()}


def instructions(obj, zeroes=False):
    """Every non-nop instruction of an object's code, in order."""
    return [t for _, (_, insns) in sorted(code_listing(obj, zeroes).items()) for _, t in insns]


class Layout:
    """Maps code addresses to instruction numbers, so that symbols and relocations of auto-mode code
    bundled otherwise than GNU as did (same instructions, no more bundles) still compare."""

    def __init__(self, listing):
        self.keys = {sec: [k for k, _ in insns] for sec, (_, insns) in listing.items()}

    def at(self, sec, addr):
        keys = self.keys.get(sec)
        if keys is None:
            return addr
        return ("insn", sum(1 for k in keys if k < addr))


def same_code(ours, gas):
    """None when the code differs; else (our bundles, gas's) over every code section."""
    if set(ours) != set(gas) or any([t for _, t in ours[s][1]] != [t for _, t in gas[s][1]] for s in ours):
        return None
    return sum(b for b, _ in ours.values()), sum(b for b, _ in gas.values())


def compare_objects(ours_path, gas_path, explain=None):
    """{class: (ok, detail)} for text, data, symbols, relocs, unwind, debug_line ('-' when absent).
    Text equal: the same bytes, or (auto-mode code) the same instructions in no more bundles; then
    symbols and relocations in code compare by instruction number instead of address. More
    bundles pass only when `explain()` accounts for them (gas_gaps: stops GNU as omits on a
    dependency it misses); unwind tables, which count slots, then still differ."""
    ours, gas = elfdiff.Elf(ours_path), elfdiff.Elf(gas_path)
    res = {}
    code_ours, code_gas = code_listing(ours_path), code_listing(gas_path)
    bytes_equal = all(ours.content_sections().get(n, {}).get("data") == s["data"]
                      for n, s in gas.content_sections().items() if s["flags"] & elfdiff.SHF_EXECINSTR)
    bundles = None if bytes_equal else same_code(code_ours, code_gas)
    why = explain() if explain and bundles and bundles[0] > bundles[1] else None
    lay_ours = Layout(code_ours) if bundles and (bundles[0] <= bundles[1] or why) else None
    lay_gas = Layout(code_gas) if lay_ours else None
    diffs = collections.defaultdict(list)
    present = collections.defaultdict(bool)
    a, b = ours.content_sections(), gas.content_sections()
    for name in sorted(set(a) | set(b)):
        sa, sb = a.get(name), b.get(name)
        cls = section_class(sa or sb)
        # GNU as always makes .text/.data/.bss: an empty section one side lacks is no difference.
        if (sa is None and sb["size"] == 0) or (sb is None and sa["size"] == 0):
            continue
        present[cls] = True
        if sa is None or sb is None:
            diffs[cls].append(f"{name}: only in {'gas' if sa is None else 'ours'}")
            continue
        for field in ("type", "flags", "size", "align", "entsize"):
            if sa[field] != sb[field]:
                diffs[cls].append(f"{name}: {field} {sa[field]:#x} (gas {sb[field]:#x})")
        if sa["data"] != sb["data"]:
            first = next((i for i, (x, y) in enumerate(zip(sa["data"], sb["data"])) if x != y),
                         min(len(sa["data"]), len(sb["data"])))
            diffs[cls].append(f"{name}: bytes differ from {first:#x}")
    ra, rb = ours.relocations(), gas.relocations()
    if lay_ours:
        ra, rb = relocs_by_insn(ra, lay_ours), relocs_by_insn(rb, lay_gas)
    for name in sorted(set(ra) | set(rb)):
        sec = a.get(name) or b.get(name)
        cls = section_class(sec) if sec else "relocs"
        cls = "relocs" if cls in ("text", "data") else cls
        present[cls] = True
        x, y = ra.get(name, []), rb.get(name, [])
        if x != y:
            only_a = sorted(set(x) - set(y))[:2]
            only_b = sorted(set(y) - set(x))[:2]
            diffs[cls].append(f"{name}: {len(x)} relocs (gas {len(y)}); ours {only_a} gas {only_b}")
    sa = collections.Counter(symbol_key(ours, s, lay_ours) for s in ours.symbols if s["type"] != elfdiff.STT_SECTION)
    sb = collections.Counter(symbol_key(gas, s, lay_gas) for s in gas.symbols if s["type"] != elfdiff.STT_SECTION)
    present["symbols"] = True
    if sa != sb:
        diffs["symbols"].append(f"ours only {sorted((sa - sb).elements())[:3]} gas only "
                                f"{sorted((sb - sa).elements())[:3]}")
    present["relocs"] = True
    for cls in ("text", "data", "symbols", "relocs", "unwind", "debug_line"):
        if not present[cls] and cls in ("unwind", "debug_line"):
            res[cls] = ("-", "")
        else:
            res[cls] = (not diffs[cls], "; ".join(diffs[cls]))
    if why:
        res["text"] = (True, why)
    elif lay_ours:
        res["text"] = (True, f"auto-mode bundling: same instructions in {bundles[0]} bundles (gas {bundles[1]})")
    elif bundles:
        res["text"] = (False, f"same instructions in more bundles: {bundles[0]} (gas {bundles[1]})")
    return res


def file_identity(ours_path, gas_path):
    """(same bytes, where the first difference is): the whole object file, headers and tables
    included, against GNU as's."""
    with open(ours_path, "rb") as f:
        a = f.read()
    with open(gas_path, "rb") as f:
        b = f.read()
    if a == b:
        return (True, "")
    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return (False, f"file differs from byte {at:#x} ({elfdiff.Elf(gas_path).part_at(at)} in gas's); "
                   f"size {len(a)} (gas {len(b)})")


def symbol_key(elf, sym, layout):
    key = elf.symbol_key(sym)
    if layout is None or key[-1] not in layout.keys:
        return key
    start = layout.at(key[-1], key[1])
    end = layout.at(key[-1], key[1] + key[2])
    return (key[0], start, end[1] - start[1]) + key[3:]


def relocs_by_insn(relocs, layout):
    """Offsets in code (and addends against a code section's symbol) as instruction numbers."""
    out = {}
    for sec, rows in relocs.items():
        out[sec] = sorted((layout.at(sec, off), typ, sym,
                           layout.at(sym[1:-1], add) if sym.startswith("[") else add)
                          for off, typ, sym, add in rows)
    return out





# ------------------------------------------------------------------ one file

LOCATED_ERROR = re.compile(r"^[^\s:][^:]*:\d+:\d+: error: ", re.M)


def check_file(args, rel, opts, status, row):
    path = os.path.join(args.corpus, rel)
    r = {s: ("-", "") for s in STAGES}
    with tempfile.TemporaryDirectory(prefix="epic-conf-") as tmp:
        ours, gas = os.path.join(tmp, "ours.o"), os.path.join(tmp, "gas.o")
        if status == "rejected":
            rc, _, err = run([args.epicsched, "asm", path, "-o", ours])
            ok = rc == 1 and LOCATED_ERROR.search(err) is not None
            r["reject"] = (ok, "" if ok else f"exit {rc}: {err.strip().splitlines()[:1]}")
            return r
        ours_opts = shared_options(opts)
        rc, _, err = run([args.epicsched, "parse", path] + ours_opts)
        r["parse"] = (rc == 0, first_error(err))
        if rc != 0:
            return r
        order = ["-mbe"] if args.mbe else []  # the object's byte order, for gas and for us
        grc, _, gerr = run([GAS] + opts + order + [path, "-o", gas])
        if grc != 0:
            r["text"] = (False, "GNU as failed: " + first_error(gerr))
            return r
        rc, _, err = run([args.epicsched, "asm", path, "-o", ours] + assembler_options(opts) + order)
        if rc != 0:
            for s in OBJECT_STAGES:
                r[s] = (False, "asm: " + first_error(err))
        else:
            r.update(compare_objects(ours, gas, lambda: gas_gaps.explain(args.epicsched, ours, gas, tmp)))
            r["bytes"] = file_identity(ours, gas)
        if args.sched:
            # The source as gas -xexplicit reads it: its instructions (gas -xauto would add
            # srlz of its own) and its own messages (a violation written on purpose).
            src = os.path.join(tmp, "source.o")
            xrc, _, xerr = run([GAS] + opts + ["-xexplicit", path, "-o", src])
            r["sched"] = check_sched(args, path, tmp, src if xrc == 0 else gas, ours_opts,
                                     xerr if xrc == 0 else gerr)
    return r


def gas_messages(err):
    return [l.split(": ", 2)[-1] for l in err.splitlines() if ": Warning:" in l or ": Error:" in l]


SRLZ_RE = re.compile(r"^srlz\.[di]$")
UNITLESS_RE = re.compile(r"^((?:\(p\d+\) )?(?:hint|break))\.[mifbx] (\S+)$")


CHK_S_RE = re.compile(r"^((?:\(p\d+\) )?chk\.s)\.[mi] (r\d+,)")
# A move to or from an application register both units reach (`mov ar120=r1`, `mov r1=ar.ccv`
# unit-less): GNU as and the scheduler may pick either unit, the same move.
AR_MOVE_RE = re.compile(r"^((?:\(p\d+\) )?mov)\.[mi] (?=(?:ar[\w.]+=|r\d+=ar))")


def unitless(text):
    """Unit-less `hint`/`break` may take any slot: the unit and the radix objdump prints its
    immediate in for that unit (`hint.m 0`, `hint.i 0x0`) are left out. So is the unit of a
    `chk.s` of a general register (GNU as's pseudo-op takes M or I: the same check)."""
    text = CHK_S_RE.sub(r"\1 \2", text)
    text = AR_MOVE_RE.sub(r"\1 ", text)
    m = UNITLESS_RE.match(text)
    if not m:
        return text
    try:
        return f"{m.group(1)} {int(m.group(2), 0)}"
    except ValueError:
        return f"{m.group(1)} {m.group(2)}"


NUMBER_RE = re.compile(r"-?\b(?:0x[0-9a-f]+|\d+)\b")
# An immediate written as a difference that names a label (`adds r22=.loops-1b,r22` after
# `1: mov r22=ip`): its value follows the layout, which scheduling changes on purpose.
LABEL_DIFF_RE = re.compile(r"^\s*(?:\(\w+\)\s*)?([a-z][\w.]*)\s[^=]*=\s*[^;]*[A-Za-z_.$][\w.$]*\s*-")
# GNU as's pseudo-ops whose objdump mnemonic is another (`add r=imm,r` is adds or addl).
MNEMONIC_FORMS = {"add": ("adds", "addl"), "mov": ("addl", "adds", "movl")}
# Data in a code section (`data8 end - start` after the code: Linux relocate_kernel.s) that names
# a label: objdump decodes its bytes as a bundle, and they follow the layout too.
SECTION_LINE_RE = re.compile(r"^\s*(\.text|\.data|\.bss|\.section\s+(\S+?)(?:,\s*\"([^\"]*)\")?)\s*(?:,|$)")
DATA_DIFF_RE = re.compile(r"^\s*(?:data[1248](?:\.ua)?|\.(?:[248]?byte|short|word|int|long|quad))\s.*[A-Za-z_.$][\w.$]*\s*-")


ORG_RE = re.compile(r"^\s*\.org\s")
ZERO_BUNDLE_SLOT = "break 0"  # a slot of a bundle of zero bytes (unitless), as objdump -z decodes it
# An alignment (or `.org`) in code with a fill byte: the bytes of the gap follow the layout, and
# objdump decodes each 16 of them as a bundle (`.align 32, 0x9d`: three `data8` slots).
FILL_GAP_RE = re.compile(r"^\s*\.(?:align|balign|p2align|org)\s+[^,]+,\s*([^,\s]+)\s*(?:,|$)")
_fill_bundles = {}


def fill_bundle(byte):
    """The instructions objdump decodes from a bundle of 16 copies of `byte` (nops left out)."""
    if byte not in _fill_bundles:
        with tempfile.NamedTemporaryFile(suffix=".bin") as f:
            f.write(bytes([byte]) * 16)
            f.flush()
            _, out, _ = run([OBJDUMP, "-D", "-b", "binary", "-m", "ia64", "--no-show-raw-insn", f.name])
        texts = [re.sub(r"\s+", " ", m.group(2).replace(";;", "").strip())
                 for m in map(INSN_RE.match, out.splitlines()) if m and m.group(2)]
        _fill_bundles[byte] = {unitless(t) for t in texts if not NOP_RE.match(t)} or {ZERO_BUNDLE_SLOT}
    return _fill_bundles[byte]


def layout_values(sched_s):
    """(mnemonics with a label difference in an operand, directives of data with one in a code
    section, whether a code section has `.org`: its gap grows when the code before it shrinks,
    the instructions objdump decodes from the fill bytes of alignments in code)."""
    mnemonics, data, org, code, fills = set(), 0, False, True, set()
    with open(sched_s, encoding="latin-1") as f:
        for line in f:
            sec = SECTION_LINE_RE.match(line)
            if sec:
                code = sec.group(1) == ".text" or "x" in (sec.group(3) or "")
                continue
            m = LABEL_DIFF_RE.match(line)
            if m:
                mnemonics.add(m.group(1))
            if code and DATA_DIFF_RE.match(line):
                data += 1
            org |= code and ORG_RE.match(line) is not None
            fill = FILL_GAP_RE.match(line) if code else None
            if fill:
                try:
                    fills |= fill_bundle(int(fill.group(1), 0) & 0xff)
                except ValueError:
                    pass  # a symbolic fill: not decoded
    return mnemonics, data, org, fills


def layout_dependent(lost, extra, sched_s):
    """The lost/added pairs that differ only in an immediate written as a label difference in the
    scheduled source (same mnemonic), or that are data with a label difference in a code section
    decoded as instructions (at most a bundle each), or zero bytes of a `.org` gap in code, or the
    fill bytes of an alignment in code: (excused pairs, lost left, extra left)."""
    mnemonics, data, org, fills = layout_values(sched_s)
    forms = set(mnemonics) | {f for m in mnemonics for f in MNEMONIC_FORMS.get(m, ())}
    shape = lambda t: NUMBER_RE.sub("#", t)
    lost, extra, pairs = collections.Counter(lost), collections.Counter(extra), 0
    for t in list(lost.elements()):
        mn = t.split(") ")[-1].split(" ")[0]
        match = next((e for e in extra if extra[e] and shape(e) == shape(t)), None)
        if mn in forms and match:
            lost[t] -= 1
            extra[match] -= 1
            pairs += 1
    digits = lambda t: re.sub(r"\d+", "#", t)
    budget = 3 * data
    for t in list((+lost).elements()):
        match = next((e for e in extra if extra[e] and digits(e) == digits(t)), None)
        if budget and match:
            lost[t] -= 1
            extra[match] -= 1
            pairs += 1
            budget -= 1
    if org:
        pairs += lost[ZERO_BUNDLE_SLOT] + extra[ZERO_BUNDLE_SLOT]
        lost[ZERO_BUNDLE_SLOT] = extra[ZERO_BUNDLE_SLOT] = 0
    for t in fills:
        pairs += lost[t] + extra[t]
        lost[t] = extra[t] = 0
    return pairs, +lost, +extra


def data_differences(src_obj, out_obj):
    """Data sections (not code, unwind or debug info) of the scheduled output must keep the source's
    bytes: scheduling moves instructions, never data."""
    ea, eb = elfdiff.Elf(src_obj), elfdiff.Elf(out_obj)
    a, b = ea.content_sections(), eb.content_sections()
    notes = []
    for name in sorted(set(a) | set(b)):
        sa, sb = a.get(name), b.get(name)
        if section_class(sa or sb) != "data":
            continue
        if sa and sb and sa["type"] == sb["type"] == elfdiff.SHT_GROUP:
            # A COMDAT group lists section indices: sched may print the sections in another order.
            if ea.group_members(sa) != eb.group_members(sb):
                notes.append(f"group section {name} differs")
            continue
        if (sa or {}).get("data", b"") != (sb or {}).get("data", b"") or (sa or {}).get("size", 0) != (sb or {}).get("size", 0):
            notes.append(f"data section {name} differs")
    return notes


def shared_options(opts):
    """The manifest's gas options every epicsched command takes."""
    return [o for o in opts if o.startswith("-mhint.b=")]


def assembler_options(opts):
    """Those, and gas's bundler tuning (-mtune=), which only `asm`/`as` take."""
    return shared_options(opts) + [o for o in opts if o.startswith("-mtune=")]


def check_sched(args, path, tmp, gas_obj, ours_opts=(), input_err=""):
    """`sched` output must assemble with no message from gas -xexplicit. The one
    exception: a warning gas also gives for the input itself (same text, as often),
    e.g. a dependency violation written on purpose (gas/dv-*-err.s) or
    -mhint.b=warning; sched keeps such a violation, it must never add one."""
    out_s, out_o = os.path.join(tmp, "sched.s"), os.path.join(tmp, "sched.o")
    cmd = [args.epicsched, "sched", path, "-o", out_s] + list(ours_opts) + args.sched_opts
    rc, _, err = run(cmd)
    if rc != 0:
        return (False, "sched: " + first_error(err))
    rc, _, err = run([GAS, "-xexplicit"] + list(ours_opts) + [out_s, "-o", out_o])
    msgs = list((collections.Counter(gas_messages(err)) - collections.Counter(gas_messages(input_err))).elements())
    if rc != 0:
        return (False, f"gas -xexplicit rejects the output: {first_error(err)}")
    # The source's instructions, every one, on its unit; unit-less `hint`/`break` may take any slot
    # (GNU as picks one by bundle too). Serializations the scheduler adds are not extras.
    src = collections.Counter(unitless(t) for t in instructions(gas_obj, zeroes=True))
    # In code the source puts in auto mode itself (`.auto`: EDK2), gas -xexplicit still adds
    # serializations of its own, where its bundling needs them; `asm --explicit --stats` counts
    # them (its bytes are gas's). The scheduler, which keeps the stops, may not need them.
    _, stats, _ = run([args.epicsched, "asm", path, "-o", os.path.join(tmp, "explicit.o"), "--explicit",
                       "--stats"] + list(ours_opts))
    added_srlz = sum(int(m.group(1)) for m in re.finditer(r"^inserted srlz: (\d+)$", stats, re.M))

    def compare(sched_s, sched_o):
        out = collections.Counter(unitless(t) for t in instructions(sched_o, zeroes=True))
        lost = src - out
        budget = added_srlz
        for t in sorted(t for t in lost if SRLZ_RE.match(t)):
            excused = min(lost[t], budget)
            lost[t] -= excused
            budget -= excused
        lost = +lost
        extra = collections.Counter({t: n for t, n in (out - src).items() if not SRLZ_RE.match(t)})
        _, lost, extra = layout_dependent(lost, extra, sched_s)
        return lost, extra

    lost, extra = compare(out_s, out_o)
    if (lost or extra) and not any(o.startswith("--rename") for o in args.sched_opts):
        # Compiler output is renamed by default (--rename=auto: registers differ by design, checked
        # by validate); the instructions themselves are compared on a run without renaming.
        plain_s, plain_o = os.path.join(tmp, "sched-plain.s"), os.path.join(tmp, "sched-plain.o")
        rc1, _, _ = run([args.epicsched, "sched", path, "-o", plain_s, "--rename=none"] + list(ours_opts) +
                        args.sched_opts)
        rc2, _, _ = run([GAS, "-xexplicit"] + list(ours_opts) + [plain_s, "-o", plain_o]) if rc1 == 0 else (1, "", "")
        if rc1 == 0 and rc2 == 0:
            lost, extra = compare(plain_s, plain_o)
    notes = data_differences(gas_obj, out_o)
    if msgs:
        notes.append(f"{len(msgs)} gas messages, first: {msgs[0]}")
    if lost or extra:
        notes.append(f"instructions lost {sorted(lost.elements())[:2]} added {sorted(extra.elements())[:2]}")
    return (not notes, "; ".join(notes))


def first_error(err):
    for line in err.splitlines():
        if "error" in line.lower():
            return line.split("corpus/", 1)[-1][:160]
    return (err.strip().splitlines() or [""])[0][:160]


# ------------------------------------------------------------------ expectations and report

def cell(v):
    return "-" if v == "-" else ("pass" if v else "FAIL")


def load_expected(path):
    exp = {}
    if path and os.path.exists(path):
        with open(path) as f:
            header = f.readline().rstrip("\n").split("\t")
            for line in f:
                if line.strip() and not line.startswith("#"):
                    cols = line.rstrip("\n").split("\t")
                    exp[cols[0]] = dict(zip(header[1:], cols[1:]))
    return exp


def write_expected(path, results, old):
    """This run's outcome per stage; files not run this time keep their old row."""
    rows = {rel: [r.get(s, "-") for s in STAGES] for rel, r in old.items()}
    rows.update({rel: [cell(r[s][0]).lower() for s in STAGES] for rel, r in results.items()})
    with open(path, "w") as f:
        f.write("file\t" + "\t".join(STAGES) + "\n")
        for rel in sorted(rows):
            f.write(rel + "\t" + "\t".join(rows[rel]) + "\n")


def percent(n, d):
    return f"{n}/{d} ({100.0 * n / d:.1f} %)" if d else "0/0"


def report(results, files, args):
    w = max(len(f[0]) for f in files)
    print(f"{'file':<{w}}  " + " ".join(f"{s[:7]:>7}" for s in STAGES) + "  first difference")
    for rel, *_ in files:
        r = results[rel]
        why = next((r[s][1] for s in STAGES if r[s][0] is False and r[s][1]), "")
        print(f"{rel:<{w}}  " + " ".join(f"{cell(r[s][0]):>7}" for s in STAGES) + "  " + why[:200])
        if args.verbose:
            for s in STAGES:
                if r[s][0] is False and r[s][1]:
                    print(f"    {s}: {r[s][1]}")
    accepted = [rel for rel, _, st, _ in files if st != "rejected"]
    rejected = [rel for rel, _, st, _ in files if st == "rejected"]
    parsed = [f for f in accepted if results[f]["parse"][0] is True]
    equal = [f for f in accepted if all(results[f][s][0] is True for s in OBJECT_STAGES)]
    print()
    print("parse:          ", percent(len(parsed), len(accepted)))
    for s in OBJECT_STAGES + ["unwind", "debug_line"]:
        have = [f for f in accepted if results[f][s][0] != "-"]
        print(f"{s + ':':<16}", percent(sum(results[f][s][0] is True for f in have), len(accepted)),
              f"({len(accepted) - len(have)} without)" if len(have) < len(accepted) else "")
    identical = [f for f in accepted if results[f]["text"][0] is True and not results[f]["text"][1]]
    print("text identical: ", percent(len(identical), len(accepted)), "(byte for byte; the rest: auto-mode"
          " code with the same instructions in no more bundles)")
    print("objects equal:  ", percent(len(equal), len(accepted)), "(text, data, symbols, relocations)")
    print("files identical:", percent(sum(results[f]["bytes"][0] is True for f in accepted), len(accepted)),
          "(cmp: the whole object file is GNU as's)")
    if args.sched:
        print("sched silent:   ", percent(sum(results[f]["sched"][0] is True for f in accepted), len(accepted)),
              "(gas -xexplicit silent, same instructions)")
    print("rejected:       ", percent(sum(results[f]["reject"][0] is True for f in rejected), len(rejected)),
          "(with a located error)")


def regressions(results, expected, stages):
    out = []
    for rel, r in results.items():
        for s in stages:
            if expected.get(rel, {}).get(s) == "pass" and r[s][0] is not True and r[s][0] != "-":
                out.append(f"{rel}: {s} regressed: {r[s][1]}")
            elif expected.get(rel, {}).get(s) == "pass" and r[s][0] == "-" and s in OBJECT_STAGES + ["sched"]:
                out.append(f"{rel}: {s} no longer reached")
    return out


def corpus_arguments(description):
    """The parser with the options every corpus tool takes: the binary and the corpus folder."""
    source_dir = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--epicsched", default=os.path.join(source_dir, "build/bin/epicsched"))
    ap.add_argument("--corpus", default=os.environ.get("EPIC_CORPUS") or
                    os.path.join(source_dir, "..", "shared", "corpus"))
    return ap


def main():
    ap = corpus_arguments(__doc__.splitlines()[0])
    ap.add_argument("--expected", help="expectation file (tests/corpus/expected.tsv)")
    ap.add_argument("--update", action="store_true", help="rewrite --expected from this run")
    ap.add_argument("--quiet", dest="quiet_progress", action="store_true", help="no progress line on a terminal")
    ap.add_argument("--quick", action="store_true",
                    help="CI mode: sched with the list scheduler (full mode: the default solver)")
    ap.add_argument("--no-sched", dest="sched", action="store_false")
    ap.add_argument("--reschedule-explicit", action="store_true",
                    help="sched with --reschedule-explicit (explicit bundles rescheduled too)")
    ap.add_argument("--sched-opts", default="",
                    help="more sched options, space-separated (e.g. '--speculate=control,data --rename=pool')")
    ap.add_argument("--mbe", action="store_true",
                    help="big-endian objects (gas -mbe, asm -mbe; no sched stage): with --expected, every stage "
                         "that passes little-endian must pass big-endian too")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true", help="every difference of every file")
    ap.add_argument("files", nargs="*", help="corpus-relative files or folders (default: all)")
    args = ap.parse_args()
    if not os.path.isdir(args.corpus):
        print(f"SKIPPED: no corpus at {args.corpus} (set EPIC_CORPUS or put it at ../shared/corpus)")
        return SKIP
    if args.mbe:
        if args.update:
            ap.error("--update records the little-endian run; --mbe is checked against it")
        args.sched = False
    args.sched_opts = (["--solver=list"] if args.quick else []) + \
        (["--reschedule-explicit"] if args.reschedule_explicit else []) + args.sched_opts.split()
    files = corpus_files(args.corpus)
    if args.files:
        files = [f for f in files if any(f[0] == p or f[0].startswith(p.rstrip("/") + "/") for p in args.files)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futs = {rel: pool.submit(check_file, args, rel, opts, st, row) for rel, opts, st, row in files}
        # "file 12 of 126, 40 s: gmp/..." on a terminal only (docs/views.md "Progress").
        line = progress.Progress("file", len(futs), quiet=args.quiet_progress)
        for n, fut in enumerate(concurrent.futures.as_completed(futs.values()), 1):
            if line.on:
                line.update(n, next(r for r, f in futs.items() if f is fut))
        line.clear()
        results = {rel: f.result() for rel, f in futs.items()}
    report(results, files, args)
    if args.expected and args.update:
        write_expected(args.expected, results, load_expected(args.expected))
        print(f"wrote {args.expected}")
        return 0
    if args.expected:
        bad = regressions(results, load_expected(args.expected),
                          [s for s in STAGES if args.sched or s != "sched"])
        if bad:
            print("\nREGRESSIONS against", args.expected)
            print("\n".join(bad))
            return 1
        print("\nno regressions against", args.expected)
    return 0


if __name__ == "__main__":
    sys.exit(main())
