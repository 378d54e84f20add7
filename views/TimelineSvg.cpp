#include "views/TimelineSvg.h"
#include "views/CounterStyle.h"
#include "views/Svg.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include <algorithm>
#include <map>

namespace epic::views {

namespace {
constexpr double CellW = 18, RowH = 15, Top = 46, TemplW = 58, CharW = 6.6, Pad = 8;

std::string stallTitle(const model::TimelineStall &S) {
  return S.Counter + ", " + std::to_string(S.Bubbles) + (S.Bubbles == 1 ? " cycle" : " cycles") + " (" +
         model::stallCause(S) + ")";
}
} // namespace

SvgSize writeTimelineSvg(llvm::raw_ostream &OS, const model::Timeline &TL, const TimelineSvgOptions &O) {
  size_t MaxText = 8;
  for (const model::TimelineInst &I : TL.Insts) MaxText = std::max(MaxText, I.Text.size());
  const double TextW = std::min<double>(MaxText, 60) * CharW + Pad;
  const double X0 = Pad + TemplW + TextW; // x of cycle FirstCycle
  const uint64_t Cycles = TL.EndCycle > TL.FirstCycle ? TL.EndCycle - TL.FirstCycle : 0;
  std::map<std::string, unsigned> UsedCounters;
  for (const model::TimelineStall &S : TL.Stalls) UsedCounters[S.Counter] += S.Bubbles;
  const double Rows = std::max<size_t>(TL.Insts.size(), 1);
  const double LegendY = Top + Rows * RowH + 24;
  const double W = X0 + Cycles * CellW + 150;
  const double H = LegendY + 20 + 16 * (UsedCounters.size() + 1);
  auto cx = [&](uint64_t Cycle) { return X0 + double(Cycle - TL.FirstCycle) * CellW; };
  auto ry = [&](int Row) { return Top + Row * RowH; };

  if (O.Standalone) OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  OS << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\"" << (O.Id.empty() ? "" : " id=\"" + xmlEscape(O.Id) + "\"");
  if (O.NestedAtY) OS << " x=\"0\" y=\"" << llvm::format("%.0f", *O.NestedAtY) << "\"";
  OS
     << " width=\"" << llvm::format("%.0f", W) << "\" height=\"" << llvm::format("%.0f", H) << "\" viewBox=\"0 0 "
     << llvm::format("%.0f %.0f", W, H) << "\" font-family=\"monospace\" font-size=\"11\">\n";
  OS << "<style>.port{font-size:8px}.hdr{font-size:9px;fill:#555}.stall-label{font-size:9px;font-weight:bold}"
        ".split{stroke-dasharray:4 2}.critical{stroke:#000;stroke-width:2}.lb{stroke-dasharray:6 3}</style>\n";
  if (!O.Title.empty()) svgText(OS, Pad, 14, O.Title, "title");
  // Cycle header.
  for (uint64_t C = TL.FirstCycle; C < TL.EndCycle; ++C)
    if ((C - TL.FirstCycle) % 5 == 0) svgText(OS, cx(C) + CellW / 2, Top - 6, std::to_string(C), "hdr", "middle");
  svgText(OS, Pad, Top - 6, "bundle", "hdr");
  svgText(OS, Pad + TemplW, Top - 6, "instruction (cycle columns right)", "hdr");

  // Issue groups: shaded bands, a line at each boundary (dashed red: the
  // group was split before the window ended).
  for (unsigned G = 0, Row = 0; G < TL.Groups.size(); ++G) {
    unsigned First = Row;
    while (Row < TL.Insts.size() && TL.Insts[Row].Group == G) ++Row;
    if (Row == First) continue;
    svgRect(OS, Pad, ry(First), W - 2 * Pad - 140, (Row - First) * RowH, G % 2 ? "#f3f3f3" : "#fbfbfb", "",
            "group", "data-cycle=\"" + std::to_string(TL.Groups[G].Cycle) + "\"");
    if (TL.Groups[G].SplitIssue)
      svgLine(OS, Pad, ry(Row), W - 140, ry(Row), "#c00", "split", "split issue: " + TL.Groups[G].Ended);
    else
      svgLine(OS, Pad, ry(Row), W - 140, ry(Row), "#bbb", "boundary",
              TL.Groups[G].Ended.empty() ? "" : "group ended: " + TL.Groups[G].Ended);
  }
  // Stalls: on the waiting instruction's row, or across every row when
  // nothing waited (an unconditional stall).
  for (const model::TimelineStall &S : TL.Stalls) {
    if (S.Cycle + S.Bubbles <= TL.FirstCycle) continue;
    uint64_t From = std::max(S.Cycle, TL.FirstCycle);
    double X = cx(From), Wd = double(S.Cycle + S.Bubbles - From) * CellW;
    std::string Extra = "data-counter=\"" + xmlEscape(S.Counter) + "\"";
    std::string Label = counterLabel(S.Counter);
    if (S.ConsumerRow >= 0) {
      svgRect(OS, X, ry(S.ConsumerRow) + 1, Wd, RowH - 2, counterColour(S.Counter), stallTitle(S), "stall", Extra);
      // Left of a wait (the row is empty before its instruction); right of
      // an unconditional stall, which follows its instruction's cell.
      if (S.Why == "unconditional")
        svgText(OS, X + Wd + 2, ry(S.ConsumerRow) + RowH - 4, Label, "stall-label");
      else
        svgText(OS, X - 2, ry(S.ConsumerRow) + RowH - 4, Label, "stall-label", "end");
    } else {
      svgRect(OS, X, Top, Wd, Rows * RowH, counterColour(S.Counter), stallTitle(S), "stall",
              Extra + " fill-opacity=\"0.45\"");
      svgText(OS, X + Wd / 2, Top - 16, Label, "stall-label", "middle");
    }
  }
  // Instructions.
  uint64_t PrevBundle = ~uint64_t(0);
  for (size_t R = 0; R < TL.Insts.size(); ++R) {
    const model::TimelineInst &I = TL.Insts[R];
    double Y = ry(R);
    if (I.Bundle != PrevBundle && !I.Template.empty()) svgText(OS, Pad, Y + RowH - 4, I.Template, "templ");
    PrevBundle = I.Bundle;
    svgText(OS, Pad + TemplW, Y + RowH - 4, I.Text.size() > 60 ? I.Text.substr(0, 57) + "..." : I.Text, "itext");
    std::string Title = "cycle " + std::to_string(I.Cycle) + ": " + I.Text + (I.Port.empty() ? "" : " on " + I.Port);
    if (!I.Template.empty())
      Title += ", slot " + std::to_string(I.Slot) + " of " + I.Template + " bundle " +
               llvm::formatv("{0:x}", I.Bundle).str();
    bool Crit = O.CriticalRows.count(int(R));
    svgRect(OS, cx(I.Cycle) + 1, Y + 1, CellW - 2, RowH - 2, portColour(I.Port), Title,
            Crit ? "inst critical" : "inst");
    if (!I.Port.empty()) svgText(OS, cx(I.Cycle) + CellW / 2, Y + RowH - 4, I.Port, "port", "middle");
  }
  if (O.LowerBound) {
    double X = cx(TL.FirstCycle + *O.LowerBound);
    svgLine(OS, X, Top - 4, X, Top + Rows * RowH, "#06c", "lb", O.LowerBoundWhy);
    svgText(OS, X + 3, Top + Rows * RowH + 12, "lower bound " + std::to_string(*O.LowerBound), "lb-label");
  }
  // Legend: counters charged here, then the units.
  double Y = LegendY;
  for (auto &[N, B] : UsedCounters) {
    svgRect(OS, Pad, Y - 9, 12, 10, counterColour(N), "", "legend");
    svgText(OS, Pad + 18, Y, N + ": " + std::to_string(B) + (B == 1 ? " bubble" : " bubbles"), "legend-text");
    Y += 16;
  }
  double X = Pad;
  for (const char *P : {"M", "I", "F", "B"}) {
    svgRect(OS, X, Y - 9, 12, 10, portColour(P), "", "legend");
    svgText(OS, X + 16, Y, std::string(P) + " port", "legend-text");
    X += 80;
  }
  OS << "</svg>\n";
  return {W, H};
}

void writeTimelinesSvg(llvm::raw_ostream &OS, const std::vector<std::pair<model::Timeline, TimelineSvgOptions>> &Parts) {
  std::string Body;
  llvm::raw_string_ostream BOS(Body);
  double Y = 0, W = 0;
  for (const auto &[TL, Opt] : Parts) {
    TimelineSvgOptions O = Opt;
    O.Standalone = false;
    O.NestedAtY = Y;
    SvgSize S = writeTimelineSvg(BOS, TL, O);
    Y += S.Height + 10;
    W = std::max(W, S.Width);
  }
  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
     << llvm::format("%.0f", W) << "\" height=\"" << llvm::format("%.0f", Y) << "\" viewBox=\"0 0 "
     << llvm::format("%.0f %.0f", W, Y) << "\">\n"
     << Body << "</svg>\n";
}

} // namespace epic::views
