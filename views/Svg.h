// The few SVG/XML pieces the views write: escaped text, and numbers
// formatted the same way everywhere (deterministic output).
#pragma once
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace epic::views {

/// Text safe inside XML content and attribute values.
std::string xmlEscape(llvm::StringRef S);

/// `<rect .../>` with an optional hover text (`<title>`) and class.
void svgRect(llvm::raw_ostream &OS, double X, double Y, double W, double H, llvm::StringRef Fill,
             llvm::StringRef Title = "", llvm::StringRef Class = "", llvm::StringRef Extra = "");
/// `<text>` at (X, Y); Anchor: "start", "middle" or "end".
void svgText(llvm::raw_ostream &OS, double X, double Y, llvm::StringRef Text, llvm::StringRef Class = "",
             llvm::StringRef Anchor = "start");
void svgLine(llvm::raw_ostream &OS, double X1, double Y1, double X2, double Y2, llvm::StringRef Stroke,
             llvm::StringRef Class = "", llvm::StringRef Title = "");

} // namespace epic::views
