// The fast line path (frontend/FastLine.cpp) must give exactly what the
// ANTLR path gives: the same module dump and the same diagnostics (text and
// location), on every lit input of the repository and on lines chosen for
// the lexer's and the lowering's corner cases.
#include "frontend/FastLine.h"
#include "frontend/Frontend.h"
#include "ir/Printer.h"
#include "llvm/Support/raw_ostream.h"
#include <filesystem>
#include <gtest/gtest.h>

using namespace epic;

namespace {

// Parses `Text` (or, when empty, the file `Name`, so cpp finds its includes).
std::string run(const std::string &Text, const std::string &Name, bool Fast) {
  ir::SourceManager SM;
  ir::DiagnosticEngine DE(SM);
  frontend::ParseOptions O;
  O.FastLines = Fast;
  auto M = Text.empty() ? frontend::parseFile(Name, O, SM, DE) : frontend::parseString(Text, Name, O, SM, DE);
  std::string S;
  llvm::raw_string_ostream OS(S);
  for (auto &D : DE.diagnostics())
    OS << DE.format(D, false);
  if (M)
    ir::dumpModule(*M, SM, OS);
  return S;
}

// A fast line parser on its own (no ANTLR behind it): tryLine tells whether
// the fast path takes a line.
struct FastOnly {
  ir::SourceManager SM;
  ir::DiagnosticEngine DE{SM};
  ir::Module M;
  frontend::Builder B{M, DE};
  frontend::LineMap Map;
  frontend::FastLineParser P{B, Map, DE};
};

std::string expectSame(const std::string &Text, const std::string &Name) {
  std::string Slow = run(Text, Name, false), Fast = run(Text, Name, true);
  EXPECT_EQ(Slow, Fast) << "in " << Name;
  return Fast;
}

TEST(FastLine, SameAsAntlrOnEveryLitInput) {
  namespace fs = std::filesystem;
  size_t Files = 0;
  for (auto &E : fs::recursive_directory_iterator(fs::path(EPIC_SOURCE_DIR) / "tests" / "lit")) {
    auto Ext = E.path().extension().string();
    if (!E.is_regular_file() || (Ext != ".s" && Ext != ".S"))
      continue;
    expectSame("", E.path().string());
    ++Files;
  }
  EXPECT_GT(Files, 100u); // the corpus was found
}

const char *const Corner = R"(	.text
	.explicit
	.regstk 2, 3, 1, 0
x:	y:: 1:	add r1 = r2, r3 ;; { .mii
	  mov loc0 = in1 ; mov out0 = 0x1f
	  adds r3 = -8 * 2 + (1 << 4) ! 3, r2 ;;
	}
	alloc loc1 = ar.pfs, 2, 3, 1, 0
	mov r5 = 0b101 + 010 + 0f + 1b + 2f
	mov r5 = 09
	mov r6 = 99999999999999999999
	mov r7 = r3 + 1
(p6)	add r1 = r2, r3
(r6)	add r1 = r2, r3
(foo)	add r1 = r2, r3
	ld8 r1 = [r99]
	ld8 r1 = [foo]
	ld8 r1 = [(r2)]
	mov r1 = loc9
	hint @pause
	addl r2 = @ltoff(@fptr(f)), gp
	addl r2 = @gprel(@ltoff(f)), gp
	addl r2 = @bogus(f), gp
	mov r3 = -a * b + !c - ~d == e && f || g <> h
	mov r3 = a#
	.size y, . - y
	.global y ; .type y, @function
	data8 @fptr(f), 1 << 3, sym#
	data4 [r3], @progbits
	.foo = 3
(p6)	.align 16
2:	nop.i 0 // comment ; not a stop
	br.ret.sptk.many rp ;;
	mov r1 = (((((((((((((((((((((((((((((((((((1)))))))))))))))))))))))))))))))))))
)";

TEST(FastLine, CornerCases) {
  std::string Out = expectSame(Corner, "corner.s");
  // The lowering's own messages, reached on the fast path.
  EXPECT_NE(Out.find("invalid digit '9' in octal constant"), std::string::npos) << Out;
  EXPECT_NE(Out.find("expected a general register inside '[...]'"), std::string::npos) << Out;
  EXPECT_NE(Out.find("unknown relocation operator '@bogus'"), std::string::npos) << Out;
  EXPECT_NE(Out.find("a directive cannot have a qualifying predicate"), std::string::npos) << Out;
}

// `.loc` with spaced operands (GCC -g: `.loc 1 12 3 view .LVU4`) takes the
// fast path; its shapes and errors must be what the ANTLR path gives.
const char *const Locs = R"(	.file 1 "a.c"
	.text
	.loc 1 2 0
	add r1 = r2, r3
	.loc 1 3 4 is_stmt 0 view .LVU1
	.loc 1 4 5 view -0
	.loc 1 4 5 view - 0
	.loc 1 4 discriminator 3 view .LVU2
	.loc 1 5 1 prologue_end epilogue_begin basic_block isa 1 view 0
	.loc 1, 6 7 view .LVU3
	.loc 1 2 - 1 view x#
	.loc 1 08 9
	.loc 1 99999999999999999999 0
	.loc 1 2 0 bogus
	.loc 1 2 0 view 0x1
	.loc 1 2 0 view 1b
	.loc 1 2 0+1
	.loc 1 2 0 view -x
	.loc 1 2 0 = 3
	.loc 1 2 (3)
	.loc 1 2 0 ;; add r1 = r2, r3
	nop.i 0
)";

TEST(FastLine, LocWithSpacedOperands) {
  std::string Out = expectSame(Locs, "locs.s");
  EXPECT_NE(Out.find("invalid digit '8' in octal constant"), std::string::npos) << Out;
  FastOnly F;
  frontend::FastLineParser &P = F.P;
  size_t N = 0;
  for (const char *L : {".loc 1 2 0\n", ".loc 1 3 4 is_stmt 0 view .LVU1\n", ".loc 1 4 5 view -0\n",
                        ".loc 1 4 discriminator 3 view .LVU2 ;;\n"})
    EXPECT_TRUE(P.tryLine(L, ++N)) << L;
  for (const char *L : {".loc 1 2 0 view 0x1\n", ".loc 1 2 0+1\n", ".loc 1 2 (3)\n", ".loc 1 2 0 view -x\n",
                        ".loc 1 2 0 view 1b\n", ".loc 1 2 \"x\"\n", ".file 1 2\n", "add r1 r2\n"})
    EXPECT_FALSE(P.tryLine(L, ++N)) << L;
}

TEST(FastLine, TakesTheCommonShapes) {
  FastOnly F;
  frontend::FastLineParser &P = F.P;
  size_t N = 0;
  for (const char *L : {"\n", "x: 1: add r1 = r2, r3 ;; { .mii\n", "(p6) br.cond.dpnt.few 1b ;;\n",
                        "addl r2 = @ltoff(t + 8), gp // c\n", "hint @pause\n", "data8 0x10, 0b1, 07\n",
                        "ld8 r1 = [r2], 8 ; }\n"})
    EXPECT_TRUE(P.tryLine(L, ++N)) << L;
  for (const char *L : {"stringz \"a\"\n", "real8 1.5\n", "x = 3\n", "mov r1 = rr[r2]\n", "add r1 = r2,\n",
                        "add r1 = r2", "/* c */\n", "data1 'a\n", ".type f, %function\n", "\xe9\n"})
    EXPECT_FALSE(P.tryLine(L, ++N)) << L;
}

TEST(FastLine, DeclinedShapesStillParse) {
  // Strings, chars, floats, equates, indexed operands, %name, non-ASCII:
  // the ANTLR path; a syntax error anywhere: the ANTLR path's message.
  expectSame(".data\nstringz \"a;b\"\ndata1 'a\nreal8 1.5\nx = 3\ndst = r18\n"
             ".text\nmov r1 = rr[r2]\n.type f, %function\n// \xe9t\xe9\n"
             "add r1 = r2, , r3\nadd r1 = \nfoo: : bar\n(p6)\n@\n",
             "declined.s");
}

} // namespace
