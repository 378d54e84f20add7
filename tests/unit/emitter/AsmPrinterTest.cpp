// The assembly printer: what it prints from a parsed module assembles with
// GNU as -xexplicit, without a warning, to the same bytes as the original.
#include "Tool.h"
#include "emitter/AsmPrinter.h"
#include "frontend/Frontend.h"
#include "gtest/gtest.h"

using namespace epic;
using namespace epic::emit::test;

namespace {

std::optional<ir::Module> parse(const std::string &Path, ir::SourceManager &SM, ir::DiagnosticEngine &DE) {
  frontend::ParseOptions PO;
  return frontend::parseFile(Path, PO, SM, DE);
}

std::string sectionHex(const std::string &Obj, const std::string &Sec) {
  return run("ia64-linux-gnu-readelf -x " + Sec + " " + Obj + " | grep '^  0x'");
}

TEST(AsmPrinter, RoundTripThroughGnuAsExplicit) {
  if (!haveBinutils())
    GTEST_SKIP();
  std::string In = std::string(EPIC_SOURCE_DIR) + "/tests/unit/emitter/Inputs/printer-explicit.s";
  ir::SourceManager SM;
  ir::DiagnosticEngine DE(SM);
  auto M = parse(In, SM, DE);
  ASSERT_TRUE(M) << [&] { std::string S; llvm::raw_string_ostream OS(S); DE.print(OS); return S; }();
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  emit::printModule(*M, OS);
  OS.flush();
  std::string Printed = tempPath("printed.s"), A = tempPath("orig.o"), B = tempPath("printed.o");
  writeFile(Printed, Text);
  int S1 = 0, S2 = 0;
  std::string O1 = run("ia64-linux-gnu-as -xexplicit -o " + A + " " + In, &S1);
  std::string O2 = run("ia64-linux-gnu-as -xexplicit -o " + B + " " + Printed, &S2);
  ASSERT_EQ(S1, 0) << O1;
  ASSERT_EQ(S2, 0) << O2 << "\n" << Text;
  EXPECT_EQ(O2, "") << "GNU as warned about the printed file:\n" << O2 << "\n" << Text;
  for (const char *Sec : {".text", ".data", ".rodata"})
    EXPECT_EQ(sectionHex(A, Sec), sectionHex(B, Sec)) << Sec << "\n" << Text;
  EXPECT_EQ(run("ia64-linux-gnu-readelf -rW " + A + " | sed 1,2d | awk '{print $1, $3, $5, $6, $7}'"),
            run("ia64-linux-gnu-readelf -rW " + B + " | sed 1,2d | awk '{print $1, $3, $5, $6, $7}'"));
  // Pass-through: directives are kept, as written.
  EXPECT_NE(Text.find("\t.regstk 0, 2, 0, 0\n"), std::string::npos) << Text;
  EXPECT_NE(Text.find("\tcount = 3\n"), std::string::npos) << Text;
  EXPECT_NE(Text.find("\t{ .mlx\n"), std::string::npos) << Text;
}

TEST(AsmPrinter, QuotesAndSectionLines) {
  EXPECT_EQ(emit::quoteString("a\"b\n\\\x01"), "\"a\\\"b\\n\\\\\\001\"");
  ir::Section S;
  S.Name = ".text";
  EXPECT_EQ(emit::sectionDirective(S), "\t.text");
  S.Name = ".rodata.str";
  S.Flags = "aMS";
  S.Type = "@progbits";
  EXPECT_EQ(emit::sectionDirective(S), "\t.section .rodata.str, \"aMS\", @progbits");
}

TEST(AsmPrinter, BareTemplateBundlesArePrintedBraced) {
  ir::Module M;
  auto &T = M.section(".text").Stmts;
  ir::BundleBegin B;
  B.Template = 0x10; // .mib
  B.Braced = false;
  T.push_back(B);
  auto in = [](const char *Mn) {
    ir::Inst I;
    I.Mnemonic = Mn;
    I.Ins.push_back(ir::Operand::imm(ir::Expr::constant(0)));
    return I;
  };
  T.push_back(in("nop.m"));
  T.push_back(in("nop.i"));
  T.push_back(in("nop.b"));
  T.push_back(ir::Stop{});
  T.push_back(in("nop.m"));
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  emit::printModule(M, OS);
  OS.flush();
  EXPECT_EQ(Text, "\t.explicit\n\t.text\n\t{ .mib\n\t  nop.m 0\n\t  nop.i 0\n\t  nop.b 0 ;;\n\t}\n\tnop.m 0\n");
}

} // namespace
