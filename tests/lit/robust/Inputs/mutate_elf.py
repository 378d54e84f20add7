#!/usr/bin/env python3
"""Corrupts the fields of a real ELF64 IA-64 object one at a time and checks
that `epicsched disasm` and `epicsched sim` answer every mutant with exit code
0 or 1 (1 with an `error:` message), never a signal, a hang or runaway output.

Usage: mutate_elf.py EPICSCHED OBJ.o WORKDIR [--count=N] [--seed=S] [--all] [--only=TEXT]

Fields: the ELF header, every section header, every symbol, every relocation
and (in a copy turned into an executable) a PT_LOAD program header; values:
the edges of each field's width and sizes around the file's. Without --all a
seeded sample of --count mutants runs (the lit test); --all runs them all."""
import os, random, resource, struct, subprocess, sys

EHDR = [("e_type", 16, "H"), ("e_machine", 18, "H"), ("e_version", 20, "I"), ("e_entry", 24, "Q"),
        ("e_phoff", 32, "Q"), ("e_shoff", 40, "Q"), ("e_flags", 48, "I"), ("e_ehsize", 52, "H"),
        ("e_phentsize", 54, "H"), ("e_phnum", 56, "H"), ("e_shentsize", 58, "H"), ("e_shnum", 60, "H"),
        ("e_shstrndx", 62, "H"), ("ei_class", 4, "B"), ("ei_data", 5, "B")]
SHDR = [("sh_name", 0, "I"), ("sh_type", 4, "I"), ("sh_flags", 8, "Q"), ("sh_addr", 16, "Q"),
        ("sh_offset", 24, "Q"), ("sh_size", 32, "Q"), ("sh_link", 40, "I"), ("sh_info", 44, "I"),
        ("sh_addralign", 48, "Q"), ("sh_entsize", 56, "Q")]
SYM = [("st_name", 0, "I"), ("st_info", 4, "B"), ("st_other", 5, "B"), ("st_shndx", 6, "H"),
       ("st_value", 8, "Q"), ("st_size", 16, "Q")]
RELA = [("r_offset", 0, "Q"), ("r_sym", 12, "I"), ("r_type", 8, "I"), ("r_addend", 16, "Q")]
PHDR = [("p_type", 0, "I"), ("p_flags", 4, "I"), ("p_offset", 8, "Q"), ("p_vaddr", 16, "Q"),
        ("p_paddr", 24, "Q"), ("p_filesz", 32, "Q"), ("p_memsz", 40, "Q"), ("p_align", 48, "Q")]
WIDTH = {"B": 8, "H": 16, "I": 32, "Q": 64}


def values(fmt, size):
    top = (1 << WIDTH[fmt]) - 1
    v = {0, 1, 2, 7, 0xff & top, top, top - 1, top >> 1, (top >> 1) + 1, size & top, (size + 1) & top,
         (size - 1) & top}
    if fmt == "Q":
        v |= {1 << 32, 1 << 40, 0xffffffff00000000, 0x100000000 - 8}
    return sorted(v)


def fields(elf):
    """(description, offset, format) of every field worth corrupting."""
    out = [("ehdr." + n, o, f) for n, o, f in EHDR]
    shoff, = struct.unpack_from("<Q", elf, 40)
    shnum, = struct.unpack_from("<H", elf, 60)
    for i in range(shnum):
        base = shoff + 64 * i
        typ, = struct.unpack_from("<I", elf, base + 4)
        off, size, entsize = struct.unpack_from("<QQ", elf, base + 24) + struct.unpack_from("<Q", elf, base + 56)
        out += [("sh[%d].%s" % (i, n), base + o, f) for n, o, f in SHDR]
        if typ == 2:  # SHT_SYMTAB
            for k in range(size // 24):
                out += [("sym[%d].%s" % (k, n), off + 24 * k + o, f) for n, o, f in SYM]
        if typ == 4:  # SHT_RELA
            for k in range(size // 24):
                out += [("rela[%d@%d].%s" % (k, i, n), off + 24 * k + o, f) for n, o, f in RELA]
    phoff, = struct.unpack_from("<Q", elf, 32)
    phnum, = struct.unpack_from("<H", elf, 56)
    for i in range(phnum):
        out += [("ph[%d].%s" % (i, n), phoff + 56 * i + o, f) for n, o, f in PHDR]
    return out


def as_executable(elf):
    """The object as ET_EXEC with one PT_LOAD covering the file at 0x100000."""
    b = bytearray(elf)
    phoff = len(b)
    b += struct.pack("<IIQQQQQQ", 1, 7, 0, 0x100000, 0x100000, len(elf), len(elf) + 0x1000, 0x1000)
    struct.pack_into("<H", b, 16, 2)
    struct.pack_into("<Q", b, 24, 0x100040)
    struct.pack_into("<Q", b, 32, phoff)
    struct.pack_into("<HH", b, 54, 56, 1)
    return bytes(b)


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))


def main():
    tool, obj, work = sys.argv[1:4]
    opts = dict(a[2:].split("=", 1) if "=" in a else (a[2:], "1") for a in sys.argv[4:])
    data = open(obj, "rb").read()
    sanitized = b"__asan_init" in open(tool, "rb").read()  # ASan needs its huge address space
    mutants = []
    for tag, base in (("rel", data), ("exec", as_executable(data))):
        for name, off, fmt in fields(base):
            for v in values(fmt, len(base)):
                m = bytearray(base)
                struct.pack_into("<" + fmt, m, off, v)
                if bytes(m) != base:
                    mutants.append(("%s %s=%#x" % (tag, name, v), bytes(m)))
    if "only" in opts:  # reproduce: mutants whose description contains the text
        mutants = [m for m in mutants if opts["only"] in m[0]]
    elif "all" not in opts:
        random.Random(int(opts.get("seed", "1"))).shuffle(mutants)
        mutants = mutants[:int(opts.get("count", "150"))]
    os.makedirs(work, exist_ok=True)
    path = os.path.join(work, "mutant.o")
    bad, counts = [], {0: 0, 1: 0}
    for desc, m in mutants:
        with open(path, "wb") as f:
            f.write(m)
        for cmd in (["disasm", path], ["sim", path, "--no-timing"]):
            try:
                r = subprocess.run([tool] + cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=20,
                                   preexec_fn=None if sanitized else limit_memory)
            except subprocess.TimeoutExpired:
                bad.append("%s: %s: hang (more than 20 s)" % (desc, cmd[0]))
                continue
            err = r.stderr.decode("utf-8", "replace")
            if r.returncode not in (0, 1):
                bad.append("%s: %s: exit %d: %s" % (desc, cmd[0], r.returncode, err.strip()[-300:]))
            elif len(r.stderr) > 65536:
                bad.append("%s: %s: %d bytes of messages" % (desc, cmd[0], len(r.stderr)))
            elif r.returncode == 1 and "error:" not in err:
                bad.append("%s: %s: exit 1 without an error message" % (desc, cmd[0]))
            else:
                counts[r.returncode] += 1
    print("mutants: %d, runs accepted: %d, rejected with an error: %d, bad: %d" %
          (len(mutants), counts[0], counts[1], len(bad)))
    for b in bad:
        print("BAD " + b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
