#include "views/BubbleBars.h"
#include "views/CounterStyle.h"
#include "views/Svg.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <set>

namespace epic::views {

void writeBubbleBarsSvg(llvm::raw_ostream &OS, const std::vector<BubbleBar> &Bars, const std::string &Title) {
  constexpr double Pad = 8, LabelW = 250, BarH = 16, Gap = 6, Top = 28, ChartW = 560;
  uint64_t Max = 1;
  std::set<std::string> Used;
  for (const BubbleBar &B : Bars) {
    Max = std::max(Max, B.Groups + B.Bubbles);
    for (auto &[N, V] : B.Counters)
      if (V && isLeafCounter(N)) Used.insert(N);
  }
  const double Scale = ChartW / double(Max);
  const double LegendY = Top + Bars.size() * (BarH + Gap) + 18;
  const double W = Pad + LabelW + ChartW + 90, H = LegendY + 16 * (Used.size() + 1) + 8;
  OS << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bubble-bars\" width=\"" << llvm::format("%.0f", W)
     << "\" height=\"" << llvm::format("%.0f", H) << "\" viewBox=\"0 0 " << llvm::format("%.0f %.0f", W, H)
     << "\" font-family=\"sans-serif\" font-size=\"11\">\n";
  OS << "<defs><pattern id=\"paper-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
        "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#fff\" fill-opacity=\"0\"/>"
        "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#fff\" stroke-width=\"2\" stroke-opacity=\"0.6\"/>"
        "</pattern></defs>\n";
  svgText(OS, Pad, 16, Title, "title");
  for (size_t I = 0; I < Bars.size(); ++I) {
    const BubbleBar &B = Bars[I];
    double Y = Top + I * (BarH + Gap), X = Pad + LabelW;
    svgText(OS, X - 6, Y + BarH - 4, B.Label, B.Paper ? "bar-label paper" : "bar-label", "end");
    std::string Cls = B.Paper ? "bar paper" : "bar";
    OS << "<g class=\"" << Cls << "\" data-cycles=\"" << (B.Groups + B.Bubbles) << "\">\n";
    std::string Head = B.Label + (B.Note.empty() ? "" : " (" + B.Note + ")") + ": ";
    svgRect(OS, X, Y, B.Groups * Scale, BarH, "#9e9e9e", Head + std::to_string(B.Groups) + " issue groups", "seg groups");
    X += B.Groups * Scale;
    uint64_t Drawn = 0;
    for (auto &[N, V] : B.Counters) {
      if (!V || !isLeafCounter(N)) continue;
      svgRect(OS, X, Y, V * Scale, BarH, counterColour(N), Head + N + ": " + std::to_string(V) + " bubbles", "seg counter",
              "data-counter=\"" + xmlEscape(N) + "\"");
      X += V * Scale;
      Drawn += V;
    }
    if (B.Bubbles > Drawn) { // bubbles the source does not break down (a paper row)
      uint64_t Rest = B.Bubbles - Drawn;
      svgRect(OS, X, Y, Rest * Scale, BarH, "#555", Head + std::to_string(Rest) + " bubbles (no breakdown)", "seg rest");
      X += Rest * Scale;
    }
    if (B.Paper) svgRect(OS, Pad + LabelW, Y, X - Pad - LabelW, BarH, "url(#paper-hatch)");
    OS << "</g>\n";
    svgText(OS, X + 4, Y + BarH - 4,
            std::to_string(B.Groups + B.Bubbles) + " = " + std::to_string(B.Groups) + " + " + std::to_string(B.Bubbles),
            "bar-total");
  }
  double Y = LegendY;
  svgRect(OS, Pad, Y - 9, 12, 10, "#9e9e9e", "", "legend");
  svgText(OS, Pad + 18, Y, "issue groups", "legend-text");
  for (const std::string &N : Used) {
    Y += 16;
    svgRect(OS, Pad, Y - 9, 12, 10, counterColour(N), "", "legend");
    svgText(OS, Pad + 18, Y, N, "legend-text");
  }
  OS << "</svg>\n";
}

} // namespace epic::views
