#!/usr/bin/env python3
"""Reads what the views wrote and prints facts FileCheck can test.

  viewcheck.py svg FILE.svg           an SVG timeline (sim --timeline=svg, sched --explain=svg)
  viewcheck.py html FILE.html REPORT.json
                                      the HTML report against `report --json` of the same run
  viewcheck.py dom DOM.html REPORT.json
                                      the page as a browser built it (chromium --dump-dom)
  viewcheck.py png FILE.png #rrggbb   pixels of that colour in a screenshot
svg and html parse every SVG with an XML parser (an error and exit 1 if one is not valid)."""
import html.parser
import json
import re
import struct
import sys
import zlib
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def classes(e):
    return (e.get("class") or "").split()


def title(e):
    t = e.find(SVG + "title")
    return t.text if t is not None else ""


def timeline_facts(root):
    rows = [e for e in root.iter(SVG + "rect") if "inst" in classes(e)]
    stalls = [e for e in root.iter(SVG + "rect") if "stall" in classes(e)]
    labels = [e.text for e in root.iter(SVG + "text") if "stall-label" in classes(e)]
    return rows, stalls, labels


def check_svg(path):
    root = ET.parse(path).getroot()
    for svg in [root] + [e for e in root.iter(SVG + "svg") if e is not root]:
        if "timeline" not in classes(svg):
            continue
        rows, stalls, labels = timeline_facts(svg)
        t = svg.find(SVG + "text")
        print("timeline %s" % (t.text if t is not None else "?"))
        print("rows %d" % len(rows))
        print("critical %d" % sum("critical" in classes(r) for r in rows))
        for s in stalls:
            print("stall %s %s | %s" % (s.get("data-counter"), s.get("fill"), title(s)))
        print("labels %s" % " ".join(sorted(set(labels))))
        for l in svg.iter(SVG + "line"):
            if "lb" in classes(l):
                print("lower-bound-line %s" % title(l))


def check_html(path, report_json):
    html = open(path, encoding="utf-8").read()
    # Self-contained: no scripts, nothing fetched from elsewhere.
    bad = re.findall(r'<script|<link|@import|(?:src|href)\s*=\s*"(?!#)[^"]*"|url\((?!#)', html)
    print("external-references %d" % len(bad))
    svgs = re.findall(r"<svg\b.*?</svg>", html, flags=re.S)
    timelines = {}
    bars = 0
    for s in svgs:
        root = ET.fromstring(s)  # raises on invalid XML
        if "timeline" in classes(root):
            rows, stalls, labels = timeline_facts(root)
            timelines[root.get("id")] = (rows, stalls)
        elif "bubble-bars" in classes(root):
            bars += sum(1 for g in root.iter(SVG + "g") if "bar" in classes(g) and "paper" not in classes(g))
    print("svg %d valid" % len(svgs))
    runs = json.load(open(report_json))["fastpaths"]
    print("runs %d bars %d timelines %d" % (len(runs), bars, len(timelines)))
    mismatched = 0
    for r in runs:
        tl = timelines.get("svg-%s-%s" % (r["name"], r["variant"]))
        # A run that ends at a `break` counts it but stops before it issues.
        want = r["instructions"] - (1 if r.get("stop_at_break") else 0)
        if tl is None or len(tl[0]) != want:
            mismatched += 1
            print("rows differ: %s %s: %s vs %d" % (r["name"], r["variant"], len(tl[0]) if tl else None,
                                                  want))
        stall_cycles = sum(int(re.search(r", (\d+) cycles?", title(s)).group(1)) for s in tl[1]) if tl else -1
        if tl and stall_cycles != r["bubbles"]:
            mismatched += 1
            print("stalls differ: %s %s: %d vs %d" % (r["name"], r["variant"], stall_cycles, r["bubbles"]))
    print("rows and stalls match the measurements: %s" % ("yes" if not mismatched else "NO"))
    for tid, (rows, stalls) in sorted(timelines.items()):
        for s in stalls:
            print("%s stall %s %s | %s" % (tid, s.get("data-counter"), s.get("fill"), title(s)))


class Dom(html.parser.HTMLParser):
    """Elements of the browser's DOM with a class, and the text of the
    innermost element each text belongs to."""

    def __init__(self):
        super().__init__()
        self.elems = []   # (tag, attrs dict, classes, parent svg id)
        self.stack = []
        self.svg_ids = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "svg":
            self.svg_ids.append(a.get("id"))
        e = [tag, a, (a.get("class") or "").split(), self.svg_ids[-1] if self.svg_ids else None, ""]
        self.elems.append(e)
        self.stack.append((tag, e))

    def handle_endtag(self, tag):
        while self.stack:
            t, e = self.stack.pop()
            if t == "svg":
                self.svg_ids.pop()
            if t == tag:
                break

    def handle_data(self, data):
        if self.stack:
            self.stack[-1][1][4] += data


def check_dom(path, report_json):
    d = Dom()
    d.feed(open(path, encoding="utf-8").read())
    runs = json.load(open(report_json))["fastpaths"]
    bars = sum(1 for e in d.elems if e[0] == "g" and "bar" in e[2] and "paper" not in e[2])
    paths = sorted(set(r["name"] for r in runs))
    charts = sum(1 for e in d.elems if e[0] == "svg" and "bubble-bars" in e[2])
    print("paths %d charts %d bars %d runs %d" % (len(paths), charts, bars, len(runs)))
    bad = 0
    for r in runs:
        sid = "svg-%s-%s" % (r["name"], r["variant"])
        rows = sum(1 for e in d.elems if e[3] == sid and e[0] == "rect" and "inst" in e[2])
        want = r["instructions"] - (1 if r.get("stop_at_break") else 0)
        if rows != want:
            bad += 1
            print("rows differ: %s: %d vs %d" % (sid, rows, want))
    print("timeline rows equal instructions: %s" % ("yes" if not bad else "NO"))
    # Stall cells with their colour; labels drawn in the same timeline.
    for i, e in enumerate(d.elems):
        if e[0] == "rect" and "stall" in e[2] and e[3] == "svg-ipc_8words_xspace-asis":
            t = d.elems[i + 1] if i + 1 < len(d.elems) and d.elems[i + 1][0] == "title" else None
            print("stall %s %s | %s" % (e[1].get("data-counter"), e[1].get("fill"), t[4] if t else ""))
    labels = sorted(set(e[4] for e in d.elems if "stall-label" in e[2] and e[3] == "svg-ipc_8words_xspace-asis"))
    print("labels %s" % " ".join(labels))


def read_png(path):
    """RGBA or RGB rows of a non-interlaced 8-bit PNG (what chromium writes)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and ctype in (2, 6), "unsupported PNG"
            bpp = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if f == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif f == 2:
            for i in range(stride):
                line[i] = (line[i] + prev[i]) & 255
        elif f == 3:
            for i in range(stride):
                line[i] = (line[i] + ((line[i - bpp] if i >= bpp else 0) + prev[i]) // 2) & 255
        elif f == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return w, h, bpp, rows


def check_png(path, colour):
    w, h, bpp, rows = read_png(path)
    want = bytes.fromhex(colour.lstrip("#"))
    hits, colours = 0, set()
    for line in rows:
        for x in range(0, len(line), bpp):
            px = bytes(line[x:x + 3])
            colours.add(px)
            if px == want:
                hits += 1
    print("png %dx%d colours %s" % (w, h, "many" if len(colours) > 10 else len(colours)))
    print("pixels of %s: %s" % (colour, "some" if hits >= 20 else hits))


if __name__ == "__main__":
    if sys.argv[1] == "svg":
        check_svg(sys.argv[2])
    elif sys.argv[1] == "html":
        check_html(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "dom":
        check_dom(sys.argv[2], sys.argv[3])
    else:
        check_png(sys.argv[2], sys.argv[3])
