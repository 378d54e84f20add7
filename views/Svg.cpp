#include "views/Svg.h"
#include "llvm/Support/Format.h"

namespace epic::views {

std::string xmlEscape(llvm::StringRef S) {
  std::string Out;
  Out.reserve(S.size());
  for (char C : S) {
    switch (C) {
    case '&': Out += "&amp;"; break;
    case '<': Out += "&lt;"; break;
    case '>': Out += "&gt;"; break;
    case '"': Out += "&quot;"; break;
    case '\'': Out += "&#39;"; break;
    default:
      // Control characters are not allowed in XML 1.0.
      if (uint8_t(C) < 0x20 && C != '\t' && C != '\n') Out += ' ';
      else Out += C;
    }
  }
  return Out;
}

namespace {
llvm::raw_ostream &num(llvm::raw_ostream &OS, double V) { return OS << llvm::format("%.1f", V); }
} // namespace

void svgRect(llvm::raw_ostream &OS, double X, double Y, double W, double H, llvm::StringRef Fill,
             llvm::StringRef Title, llvm::StringRef Class, llvm::StringRef Extra) {
  OS << "<rect";
  if (!Class.empty()) OS << " class=\"" << Class << "\"";
  OS << " x=\"";
  num(OS, X) << "\" y=\"";
  num(OS, Y) << "\" width=\"";
  num(OS, W) << "\" height=\"";
  num(OS, H) << "\" fill=\"" << Fill << "\"";
  if (!Extra.empty()) OS << " " << Extra;
  if (Title.empty()) {
    OS << "/>\n";
    return;
  }
  OS << "><title>" << xmlEscape(Title) << "</title></rect>\n";
}

void svgText(llvm::raw_ostream &OS, double X, double Y, llvm::StringRef Text, llvm::StringRef Class,
             llvm::StringRef Anchor) {
  OS << "<text";
  if (!Class.empty()) OS << " class=\"" << Class << "\"";
  OS << " x=\"";
  num(OS, X) << "\" y=\"";
  num(OS, Y) << "\"";
  if (Anchor != "start") OS << " text-anchor=\"" << Anchor << "\"";
  OS << ">" << xmlEscape(Text) << "</text>\n";
}

void svgLine(llvm::raw_ostream &OS, double X1, double Y1, double X2, double Y2, llvm::StringRef Stroke,
             llvm::StringRef Class, llvm::StringRef Title) {
  OS << "<line";
  if (!Class.empty()) OS << " class=\"" << Class << "\"";
  OS << " x1=\"";
  num(OS, X1) << "\" y1=\"";
  num(OS, Y1) << "\" x2=\"";
  num(OS, X2) << "\" y2=\"";
  num(OS, Y2) << "\" stroke=\"" << Stroke << "\"";
  if (Title.empty()) {
    OS << "/>\n";
    return;
  }
  OS << "><title>" << xmlEscape(Title) << "</title></line>\n";
}

} // namespace epic::views
