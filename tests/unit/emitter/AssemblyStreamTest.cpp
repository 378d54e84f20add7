// emit::AssemblyStream (issue 22) against emit::assemble on the same text:
// the same object bytes and diagnostics when the statements are fed one by
// one (what the frontend's sink does, at any pace), and the stream gives up
// on what it does not take, so that `asm` reads such a file whole.
#include "emitter/Assembler.h"
#include "emitter/ElfWriter.h"
#include "frontend/Frontend.h"
#include "gtest/gtest.h"

using namespace epic;

namespace {

struct Outcome {
  bool GaveUp = false;
  std::optional<std::vector<uint8_t>> Bytes;
  std::string Diags;
};

emit::AssembleOptions asmOptions() {
  emit::AssembleOptions O;
  O.GnuLayout = true; // `asm`
  O.HonourSourceStops = false;
  return O;
}

std::optional<std::vector<uint8_t>> bytesOf(const std::optional<emit::AssemblyResult> &R) {
  if (!R)
    return std::nullopt;
  auto B = emit::writeElf(R->Object);
  EXPECT_TRUE(bool(B));
  if (!B) {
    llvm::consumeError(B.takeError());
    return std::nullopt;
  }
  return std::vector<uint8_t>(B->begin(), B->end());
}

std::string format(const ir::DiagnosticEngine &DE) {
  std::string S;
  for (const auto &D : DE.diagnostics())
    S += DE.format(D, false) + "\n";
  return S;
}

Outcome whole(const std::string &Text) {
  ir::SourceManager SM;
  ir::DiagnosticEngine DE(SM);
  auto M = frontend::parseString(Text, "t.s", {}, SM, DE);
  EXPECT_TRUE(M.has_value()) << format(DE);
  if (!M)
    return {};
  auto T = emit::makeIsaTarget();
  auto Rules = emit::makeIsaGroupRules();
  ir::DiagnosticEngine EDE(SM);
  Outcome O;
  O.Bytes = bytesOf(emit::assemble(*M, *T, Rules.get(), EDE, asmOptions()));
  O.Diags = format(EDE);
  return O;
}

/// `Sink`: fed while reading (the builder hands statements over in batches);
/// else all at the end, one at a time (each brace then waits for what it looks
/// ahead at).
Outcome streamed(const std::string &Text, bool Sink = true) {
  ir::SourceManager SM;
  ir::DiagnosticEngine DE(SM), EDE(SM);
  auto T = emit::makeIsaTarget();
  auto Rules = emit::makeIsaGroupRules();
  emit::AssemblyStream Stream(*T, Rules.get(), EDE, asmOptions());
  frontend::ParseOptions PO;
  if (Sink) {
    PO.StmtRead = [&](size_t Sec, const ir::Stmt &S) { return Stream.takes(Sec, S); };
    PO.StmtSink = [&](size_t Sec, ir::Stmt &&S) { Stream.feed(Sec, std::move(S)); };
  }
  auto M = frontend::parseString(Text, "t.s", PO, SM, DE);
  Outcome O;
  if (Stream.failed() || !M) {
    O.GaveUp = true;
    return O;
  }
  O.Bytes = bytesOf(Stream.finish(std::move(*M)));
  O.GaveUp = Stream.failed();
  O.Diags = format(EDE);
  return O;
}

void expectSame(const std::string &Text, bool Assembles = true) {
  Outcome A = whole(Text);
  EXPECT_EQ(A.Bytes.has_value(), Assembles) << A.Diags;
  for (bool Sink : {true, false}) {
    Outcome B = streamed(Text, Sink);
    ASSERT_FALSE(B.GaveUp) << Text;
    EXPECT_EQ(A.Bytes.has_value(), B.Bytes.has_value()) << Text;
    if (A.Bytes && B.Bytes)
      EXPECT_TRUE(*A.Bytes == *B.Bytes) << "sink " << Sink << "\n" << Text;
    EXPECT_EQ(A.Diags, B.Diags) << Text;
  }
}

std::string repeated(const std::string &Body, int N) {
  std::string S;
  for (int I = 0; I < N; ++I)
    S += Body;
  return S;
}

} // namespace

TEST(AssemblyStream, ExplicitBundlesLikeCompilerOutput) {
  // Enough bundles that the builder hands statements over while reading.
  expectSame("\t.explicit\n\t.text\n\t.global f\n\t.proc f\nf:\n\t;;\n" +
             repeated("{ .mii\n\tld8 r32=[r14]\n\tadd r17=r15,r16\n\tnop.i 0 ;;\n}\n", 600) +
             "\tbr.ret.sptk.many b0\n\t.endp f\n");
}

TEST(AssemblyStream, BundlesThatLookAhead) {
  // `{` without a template: GNU as picks it with the instructions queued
  // after the `}` (pickTemplate reads them); labels and stops between.
  expectSame(repeated("{ nop.m 0 }\n\tfadd f6 = f7, f8\n\tadd r1 = r2, r3\n1:\n{ .mmi\n\tnop.m 0 ;;\n"
                      "\tnop.m 0\n\tnop.i 0\n}\n\tmov r4 = 5 ;;\n",
                      300) +
             "\tnop.i 0\n");
  // Bare templates, short bundles, long instructions.
  expectSame(repeated(".mlx\n\tnop.m 0\n\tmovl r8 = 0x123456789\n;;\n{ .mmi\n\tadd r1 = r2, r3\n}\n", 300));
}

TEST(AssemblyStream, AutoMode) {
  // Stops the dependency rules insert, braces in auto mode (a stop on each
  // side), and after `.auto` (the bundle joins the group: makeRoomForBundle).
  expectSame(repeated("\tadd r1 = r2, r3\n\tadd r4 = r1, r5\n{ .mii\n\tadd r6 = r4, r1\n\tnop.i 0\n\tnop.i 0\n}\n"
                      "\tadd r7 = r6, r6\n1:\n\tmov r8 = 1\n",
                      200));
  expectSame("\t.auto\n" +
             repeated("\tadd r1 = r2, r3\n{ .mii\n\tadd r4 = r1, r5\n\tnop.i 0\n\tnop.i 0\n}\n\tld8 r9 = [r4]\n", 200));
}

TEST(AssemblyStream, SameErrors) {
  // A streamed file with errors gets the whole module's diagnostics (and no object).
  expectSame("\t.explicit\n" + repeated("{ .mii\n\tadd r1 = r2, r3\n\tnop.i 0\n\tnop.i 0\n}\n", 300) +
             "{ .mib\n\tnop.m 0\n\tnop.i 0\n\tcover\n}\n{ .mii\n\tnop.m 0\n\tnop.i 0\n\tnop.i 0\n\tnop.i 0\n}\n" +
             repeated("{ .mii\n\tadd r1 = r2, r3\n\tnop.i 0\n\tnop.i 0\n}\n", 10),
             /*Assembles=*/false);
}

TEST(AssemblyStream, GivesUpOnWhatItDoesNotTake) {
  const std::string Head = "\t.explicit\n" + repeated("{ .mii\n\tadd r1 = r2, r3\n\tnop.i 0\n\tnop.i 0\n}\n", 300);
  // Data in code, a symbol operand, a second section, a tag, a line table directive.
  for (const char *Tail : {"\tdata8 1\n", "\tbr.call.sptk.many b0 = foo\n", "\t.data\n\tdata4 1\n",
                           "[t:]\tnop.m 0\n", "\t.file 1 \"t.c\"\n\t.loc 1 2 0\n\tnop.m 0\n"})
    EXPECT_TRUE(streamed(Head + Tail).GaveUp) << Tail;
  // An instruction that does not encode where it was put (the whole module reports it).
  EXPECT_TRUE(streamed(Head + "{ .mii\n\tbr.ret.sptk.many b0\n\tnop.i 0\n\tnop.i 0\n}\n").GaveUp);
  // A label defined twice: found only at the end of the file.
  EXPECT_TRUE(streamed(Head + "a:\n\tnop.m 0\na:\n").GaveUp);
  // An auto-mode stop-free run past 4,096 instructions (held whole until bundled: its
  // stops and serializations are inserted as it is read).
  EXPECT_TRUE(streamed(repeated("\tst8 [r32] = r40\n", 5000)).GaveUp);
  EXPECT_FALSE(streamed(repeated("\tst8 [r32] = r40\n", 3000)).GaveUp);
}

TEST(AssemblyStream, LongExplicitGroup) {
  // A stop-free explicit group of any length is bundled as GNU as's queue of four
  // writes it (flushRunFront): every unit, long instructions, a hint, labels
  // (a labelled instruction starts a bundle), `;;` (the run goes on) and an
  // explicit bundle right after the run (it enters the queue of the last bundles).
  std::string Body;
  for (int I = 0; I < 1000; ++I) {
    Body += "\tst8 [r32] = r40\n\tadd r1 = r2, r3\n\tfma f6 = f7, f8, f9\n\tmovl r8 = 0x12345678\n";
    Body += I % 7 == 3 ? "\thint 0\n\tnop.b 0\n" : "\tnop.b 0\n";
    if (I % 50 == 17)
      Body += "L" + std::to_string(I) + ":\n";
    if (I % 90 == 5)
      Body += "\t;;\n";
  }
  const std::string Head = "\t.explicit\n\t.text\n\t.global f\n\t.proc f\nf:\n\talloc r2 = ar.pfs, 8, 8, 0, 0\n\t;;\n";
  expectSame(Head + Body + "{ .mii\n\tnop.m 0\n\tnop.i 0\n\tnop.i 0\n}\n\tbr.ret.sptk.many b0\n\t.endp f\n");
  expectSame(Head + Body + "\tbr.ret.sptk.many b0\n\t.endp f\n");
  expectSame("\t.explicit\n" + repeated("\tst8 [r32] = r40\n", 20000));
  // The stream folds a run's bundles into one chunk (addPlannedBundle): labels
  // between runs and within one, `.endp`/`.proc`, a mode switch and an explicit
  // bundle after a folded chunk, and a second procedure's long run.
  const std::string St = "\tst8 [r32] = r40\n";
  expectSame("\t.explicit\n\t.global f, g\n\t.proc f\nf:\n" + repeated(St, 3000) + "L1:\n" +
             repeated("\tadd r1 = r2, r3\n", 1500) + "L2:\n" + repeated(St, 700) + "\t;;\n" +
             "{ .mib\n\tnop.m 0\n\tnop.i 0\n\tbr.ret.sptk.many b0\n}\n\t.endp f\n\t.proc g\ng:\n" +
             repeated("\tmovl r8 = 0x1234\n\tld8 r9 = [r10]\n", 900) + "\t.auto\n\tnop.i 0\n\t.endp g\n");
}
