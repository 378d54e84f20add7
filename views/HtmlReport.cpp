#include "views/HtmlReport.h"
#include "views/CounterStyle.h"
#include "views/PaperFigures.h"
#include "views/Svg.h"
#include "views/TimelineSvg.h"

namespace epic::views {

namespace {
std::string breakdownText(const std::map<std::string, uint64_t> &C) {
  std::string S;
  for (auto &[N, V] : C)
    if (V && isLeafCounter(N)) S += (S.empty() ? "" : ", ") + counterLabel(N) + " " + std::to_string(V);
  return S;
}
} // namespace

void writeHtmlReport(llvm::raw_ostream &OS, const std::vector<HtmlPath> &Paths, const std::vector<HtmlTarget> &Targets,
                     const std::string &TargetsMode) {
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<title>epicsched: fast paths on the simulated Itanium 2</title>\n<style>\n"
        "body{font-family:sans-serif;margin:1.5em;color:#222}table{border-collapse:collapse;font-size:13px}"
        "td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}td.l,th.l{text-align:left}"
        ".met{color:#070;font-weight:bold}.notmet{color:#b00;font-weight:bold}.fail{background:#fdd}"
        "h2{margin-top:1.6em;border-bottom:1px solid #ccc}details{margin:.4em 0}summary{cursor:pointer}"
        ".scroll{overflow-x:auto}\n</style>\n</head>\n<body>\n";
  OS << "<h1>Fast paths on the simulated Itanium 2</h1>\n"
        "<p>Measured interval of each scenario. <b>asis</b>: the source bundled in order as written (like GNU as "
        "-xauto); <b>list</b> / <b>z3</b>: scheduled by epicsched. Cycles = issue groups + bubbles; bubbles by "
        "the PMU counter charged.</p>\n";

  // Targets.
  OS << "<h2 id=\"targets\">Targets (" << xmlEscape(TargetsMode) << " column)</h2>\n<ul>\n";
  for (const HtmlTarget &T : Targets)
    OS << "<li><span class=\"" << (T.Met ? "met\">met" : "notmet\">NOT met") << "</span> " << xmlEscape(T.What)
       << ": " << xmlEscape(T.Measured) << "</li>\n";
  OS << "</ul>\n";

  // The table `report` prints (a column for the hypervisor when a run had one).
  bool AnyHv = false;
  for (const HtmlPath &P : Paths)
    for (const HtmlRun &R : P.Runs)
      AnyHv |= !R.Hypervisor.empty();
  OS << "<h2 id=\"table\">Table</h2>\n<table class=\"report\">\n<tr><th class=\"l\">fast path</th><th class=\"l\">mode"
        "</th><th>cycles</th><th>groups</th><th>bubbles</th><th class=\"l\">paper (cyc/grp/bub)</th><th class=\"l\">"
        "bubble breakdown</th>"
     << (AnyHv ? "<th class=\"l\">hypervisor</th>" : "") << "<th class=\"l\">status</th></tr>\n";
  for (const HtmlPath &P : Paths)
    for (const HtmlRun &R : P.Runs) {
      OS << "<tr" << (R.Ok ? "" : " class=\"fail\"") << "><td class=\"l\">" << xmlEscape(P.Name) << "</td><td class=\"l\">"
         << xmlEscape(R.Mode) << "</td>";
      if (R.Built)
        OS << "<td>" << R.Cycles << "</td><td>" << R.Groups << "</td><td>" << R.Bubbles << "</td>";
      else
        OS << "<td></td><td></td><td></td>";
      OS << "<td class=\"l\">" << xmlEscape(P.Paper.empty() ? "-" : P.Paper) << "</td><td class=\"l\">"
         << xmlEscape(breakdownText(R.Counters)) << "</td><td class=\"l\">";
      if (AnyHv)
        OS << xmlEscape(R.Hypervisor.empty() ? "-" : R.Hypervisor) << "</td><td class=\"l\">";
      OS << xmlEscape(R.Problem.empty() ? "ok" : R.Problem) << "</td></tr>\n";
    }
  OS << "</table>\n";

  // Figure 5: every path and mode, the paper's bars beside.
  OS << "<h2 id=\"bubbles\">Bubble breakdown (the paper's Figure 5, for every path)</h2>\n"
        "<p>Hatched bars are the paper's figures (Table 6; Figure 5 breaks down the 95-cycle version; other paths: "
        "the scenario's <code>paper:</code> line, without a breakdown).</p>\n";
  for (const HtmlPath &P : Paths) {
    std::vector<BubbleBar> Bars;
    for (const HtmlRun &R : P.Runs)
      if (R.Built) Bars.push_back({R.Mode, R.Groups, R.Bubbles, R.Counters, false, ""});
    // The paper's table for this path when it has one, else the scenario's `paper:` line.
    std::vector<BubbleBar> Paper = paperBars(P.Name);
    if (Paper.empty() && P.PaperBar) Paper.push_back(*P.PaperBar);
    for (BubbleBar &B : Paper) Bars.push_back(std::move(B));
    if (Bars.empty()) continue;
    OS << "<div class=\"scroll\" id=\"bars-" << xmlEscape(P.Name) << "\">\n";
    writeBubbleBarsSvg(OS, Bars, P.Name);
    OS << "</div>\n";
  }

  // Timelines.
  OS << "<h2 id=\"timelines\">Pipeline timelines</h2>\n<p>One row per instruction, one column per cycle. Cells "
        "name the issue port; shaded bands are issue groups (a dashed red line: the group was split); coloured "
        "cells are stalls, by PMU counter, on the row of the instruction that waited (hover for the rule and the "
        "producer).</p>\n";
  for (const HtmlPath &P : Paths)
    for (const HtmlRun &R : P.Runs) {
      if (!R.Timeline) continue;
      std::string Id = "tl-" + P.Name + "-" + R.Mode;
      OS << "<details" << (P.Name == "ipc_8words_xspace" ? " open" : "") << " id=\"" << xmlEscape(Id) << "\"><summary>"
         << xmlEscape(P.Name) << " (" << xmlEscape(R.Mode) << "): " << R.Cycles << " cycles, " << R.Groups
         << " groups, " << R.Bubbles << " bubbles</summary>\n<div class=\"scroll\">\n";
      TimelineSvgOptions O;
      O.Title = P.Name + " (" + R.Mode + ")";
      O.Id = "svg-" + P.Name + "-" + R.Mode;
      writeTimelineSvg(OS, *R.Timeline, O);
      OS << "</div>\n</details>\n";
    }
  OS << "<p><small>Generated by epicsched report --html.</small></p>\n</body>\n</html>\n";
}

} // namespace epic::views
