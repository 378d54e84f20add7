"""Reads the parts of an ELF64 relocatable object (little- or big-endian: GNU as -mbe) the conformance suite compares:
sections (header fields and bytes), symbols and relocations. Python stdlib only."""

import struct

SHT_SYMTAB, SHT_STRTAB, SHT_RELA, SHT_NOBITS, SHT_GROUP = 2, 3, 4, 8, 17
SHF_ALLOC, SHF_EXECINSTR = 0x2, 0x4
STT_SECTION = 3
# Sections that describe the object rather than hold its contents.
BOOKKEEPING = {SHT_SYMTAB, SHT_STRTAB, SHT_RELA}


def _cstr(blob, off):
    end = blob.index(b"\0", off)
    return blob[off:end].decode("latin-1")


class Elf:
    def __init__(self, path):
        with open(path, "rb") as f:
            d = f.read()
        if d[:4] != b"\x7fELF" or d[4] != 2 or d[5] not in (1, 2):
            raise ValueError(f"{path}: not an ELF64 object")
        self.order = o = "<" if d[5] == 1 else ">"
        shoff, = struct.unpack_from(o + "Q", d, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from(o + "HHH", d, 0x3A)
        raw = [struct.unpack_from(o + "IIQQQQIIQQ", d, shoff + i * shentsize) for i in range(shnum)]
        names_off = raw[shstrndx][4]
        self.shoff = shoff
        self.sections = []
        for (name, typ, flags, _addr, off, size, link, info, align, entsize) in raw:
            body = b"" if typ == SHT_NOBITS else d[off:off + size]
            self.sections.append(dict(name=_cstr(d, names_off + name), type=typ, flags=flags,
                                      size=size, offset=off, link=link, info=info, align=align,
                                      entsize=entsize, data=body))
        self.symbols = []
        for s in self.sections:
            if s["type"] == SHT_SYMTAB:
                strtab = self.sections[s["link"]]["data"]
                for i in range(1, len(s["data"]) // 24):
                    nm, info, other, shndx, value, size = struct.unpack_from(o + "IBBHQQ", s["data"], i * 24)
                    self.symbols.append(dict(name=_cstr(strtab, nm), type=info & 0xF, bind=info >> 4,
                                             vis=other & 3, shndx=shndx, value=value, size=size))

    def part_at(self, offset):
        """What the file holds at `offset`: a section's name, the ELF header, the section headers."""
        if offset < 64:
            return "ELF header"
        if self.shoff <= offset < self.shoff + 64 * len(self.sections):
            return "section headers"
        for s in self.sections:
            if s["type"] != SHT_NOBITS and s["offset"] <= offset < s["offset"] + s["size"]:
                return s["name"] or "?"
        return "padding"

    def section_name(self, idx):
        if idx == 0:
            return "UND"
        if idx == 0xFFF1:
            return "ABS"
        if idx == 0xFFF2:
            return "COM"
        return self.sections[idx]["name"] if idx < len(self.sections) else f"#{idx}"

    def symbol_key(self, sym):
        """What a symbol is, independent of its index: section symbols by their section."""
        sec = self.section_name(sym["shndx"])
        if sym["type"] == STT_SECTION:
            return ("section", sec)
        return (sym["name"], sym["value"], sym["size"], sym["type"], sym["bind"], sym["vis"], sec)

    def relocations(self):
        """{target section name: sorted [(offset, type, symbol, addend)]}."""
        out = {}
        for s in self.sections:
            if s["type"] != SHT_RELA:
                continue
            target = self.section_name(s["info"])
            rows = []
            for i in range(len(s["data"]) // 24):
                off, info, addend = struct.unpack_from(self.order + "QQq", s["data"], i * 24)
                symi = info >> 32
                sym = "" if symi == 0 else self.symbol_name(symi)
                rows.append((off, info & 0xFFFFFFFF, sym, addend))
            out.setdefault(target, []).extend(rows)
        return {k: sorted(v) for k, v in out.items()}

    def symbol_name(self, index):
        sym = self.symbols[index - 1] if 0 < index <= len(self.symbols) else None
        if sym is None:
            return f"#{index}"
        if sym["type"] == STT_SECTION:
            return "[" + self.section_name(sym["shndx"]) + "]"
        return sym["name"]

    def group_members(self, sec):
        """A SHT_GROUP section as (flags, member section names): its words are section indices,
        which follow the section order and not the group's meaning."""
        words = struct.unpack_from(self.order + "%dI" % (len(sec["data"]) // 4), sec["data"])
        return (words[0] if words else 0, [self.section_name(i) for i in words[1:]])

    def content_sections(self):
        """{name: section} for every section holding contents (not symtab/strtab/rela). A name
        seen again (a grouped `.text` next to `.text`, one `.group` per group) gets `#2`, `#3`..."""
        out = {}
        for s in self.sections[1:]:
            if s["type"] in BOOKKEEPING:
                continue
            key, n = s["name"], 1
            while key in out:
                n += 1
                key = f'{s["name"]}#{n}'
            out[key] = s
        return out
