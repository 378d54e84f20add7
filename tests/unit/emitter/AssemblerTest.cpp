// Layout, expression evaluation, relocations and located errors of the
// assembly driver, over hand-built modules and the FakeTarget.
#include "FakeTarget.h"
#include "Tool.h"
#include "emitter/Assembler.h"
#include "gtest/gtest.h"

using namespace epic;
using namespace epic::emit;
using namespace epic::emit::test;

namespace {

struct Fixture {
  ir::SourceManager SM;
  ir::DiagnosticEngine DE{SM};
  FakeTarget T;
  ir::Module M;
  Fixture() { SM.addFile("test.s", std::string(40, '\n')); }
  std::optional<AssemblyResult> run() { return assemble(M, T, nullptr, DE); }
  std::string errors() {
    std::string S;
    for (const auto &D : DE.diagnostics())
      S += DE.format(D, false) + "\n";
    return S;
  }
};

ir::Directive dir(std::string Name, std::vector<ir::ExprRef> Args = {}, std::vector<std::string> Words = {},
                  unsigned Line = 0) {
  ir::Directive D;
  D.Name = std::move(Name);
  D.Args = std::move(Args);
  D.Words = std::move(Words);
  D.Loc = loc(Line);
  return D;
}
ir::Data data(unsigned Size, std::vector<ir::ExprRef> V, unsigned Line = 0) {
  ir::Data D;
  D.K = ir::Data::Int;
  D.Size = Size;
  D.Values = std::move(V);
  D.Directive = "data" + std::to_string(Size);
  D.Loc = loc(Line);
  return D;
}
ir::Label label(std::string N, unsigned Line = 0) { return ir::Label{std::move(N), loc(Line)}; }
ir::BundleBegin bb(uint8_t Template, unsigned Line) {
  ir::BundleBegin B;
  B.Template = Template;
  B.Loc = loc(Line);
  return B;
}
ir::ExprRef c(int64_t V) { return ir::Expr::constant(uint64_t(V)); }

uint64_t slotBits(const std::vector<uint8_t> &B, size_t Bundle, int Slot) {
  unsigned __int128 V = 0;
  for (int I = 15; I >= 0; --I)
    V = (V << 8) | B[Bundle * 16 + I];
  return uint64_t(V >> (5 + 41 * Slot)) & ((uint64_t(1) << 41) - 1);
}

const ElfSection *sec(const ElfObject &O, const std::string &N) {
  for (const auto &S : O.Sections)
    if (S.Name == N)
      return &S;
  return nullptr;
}
const ElfSymbol *symb(const ElfObject &O, const std::string &N) {
  for (const auto &S : O.Symbols)
    if (S.Name == N)
      return &S;
  return nullptr;
}

TEST(Assembler, AutoBundlingLabelsAndLocalBranches) {
  Fixture F;
  auto &Text = F.M.section(".text").Stmts;
  F.M.symbol("start").Bind = ir::Binding::Global;
  F.M.symbol("start").Type = ir::SymType::Func;
  Text.push_back(label("start"));
  Text.push_back(inst("add", {gr(1)}, {gr(2), gr(3)}));
  Text.push_back(inst("ld8", {gr(4)}, {ir::Operand::mem(ir::Reg::gr(5))}));
  Text.push_back(ir::Stop{});
  Text.push_back(label("loop"));                       // new bundle at 16
  Text.push_back(inst("add", {gr(1)}, {gr(1), gr(3)}));
  Text.push_back(inst("br.cond.sptk", {}, {sym("loop")}));
  Text.push_back(inst("br.cond.sptk", {}, {sym("done")}));
  Text.push_back(label("done"));
  Text.push_back(inst("br.ret.sptk.many", {}, {ir::Operand::reg(ir::Reg::br(0))}));
  Text.push_back(dir(".size", {symE("start"), ir::Expr::binary(ir::ExprOp::Sub, ir::Expr::dot(), symE("start"))},
                     {"start"}));
  auto R = F.run();
  ASSERT_TRUE(R) << F.errors();
  const ElfSection *T = sec(R->Object, ".text");
  ASSERT_TRUE(T);
  EXPECT_EQ(T->Bytes.size(), 48u); // 3 bundles: label boundaries force starts
  EXPECT_EQ(T->Align, 16u);
  EXPECT_EQ(T->Bytes[0] & 1, 1) << "the source stop ends bundle 0";
  // Bundle 1 (at 16): add, br loop (-0 bytes), br done (+16): resolved, no relocations.
  EXPECT_TRUE(R->Object.Relocs.empty());
  EXPECT_EQ(FakeTarget::immOf(slotBits(T->Bytes, 1, 1)), 0);
  EXPECT_EQ(FakeTarget::immOf(slotBits(T->Bytes, 1, 2)), 16);
  const ElfSymbol *S = symb(R->Object, "start");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Bind, 1);
  EXPECT_EQ(S->Type, 2);
  EXPECT_EQ(S->Size, 48u);
  ASSERT_TRUE(symb(R->Object, "done"));
  EXPECT_EQ(symb(R->Object, "done")->Value, 32u);
  EXPECT_EQ(R->Stats.Bundles, 3u);
}

TEST(Assembler, RelocationsInCodeAndData) {
  Fixture F;
  F.M.symbol("gfun").Bind = ir::Binding::Global;
  auto &Text = F.M.section(".text").Stmts;
  Text.push_back(label("gfun"));
  Text.push_back(inst("movl", {gr(8)}, {sym("ext")}));                        // IMM64 at +1
  Text.push_back(inst("addl", {gr(9)}, {ir::Operand::imm(ir::Expr::reloc(ir::RelocOp::GpRel, symE("var"))),
                                         gr(1)}));
  Text.push_back(inst("br.call.sptk.many", {ir::Operand::reg(ir::Reg::br(0))}, {sym("gfun")})); // global: reloc
  auto &Data = F.M.section(".data").Stmts;
  Data.push_back(data(1, {c(7)}));
  Data.push_back(label("var"));
  Data.push_back(data(8, {symE("gfun")}));                 // aligned to 8
  Data.push_back(data(8, {ir::Expr::reloc(ir::RelocOp::FPtr, symE("gfun"))}));
  Data.push_back(data(4, {ir::Expr::reloc(ir::RelocOp::SecRel, symE("var"))}));
  Data.push_back(data(8, {ir::Expr::reloc(ir::RelocOp::SegRel, symE("var"))}));
  Data.push_back(data(8, {ir::Expr::binary(ir::ExprOp::Add, symE("var"), c(4))}));
  auto R = F.run();
  ASSERT_TRUE(R) << F.errors();
  struct Want {
    const char *Sec;
    uint64_t Off;
    Reloc Ty;
    const char *Sym; // nullptr: section symbol of .data
    int64_t Addend;
  };
  const Want W[] = {
      // `var` stays at 1: like GNU as, a label before auto-aligned data is
      // not moved by the alignment.
      {".text", 1, Reloc::IMM64, "ext", 0},        {".text", 16, Reloc::GPREL22, nullptr, 1},
      {".text", 18, Reloc::PCREL21B, "gfun", 0},   {".data", 8, Reloc::DIR64LSB, "gfun", 0},
      {".data", 16, Reloc::FPTR64LSB, "gfun", 0},  {".data", 24, Reloc::SECREL32LSB, nullptr, 1},
      {".data", 32, Reloc::SEGREL64LSB, nullptr, 1}, {".data", 40, Reloc::DIR64LSB, nullptr, 5},
  };
  ASSERT_EQ(R->Object.Relocs.size(), std::size(W));
  for (size_t I = 0; I < std::size(W); ++I) {
    const ElfReloc &Rl = R->Object.Relocs[I];
    SCOPED_TRACE(I);
    EXPECT_EQ(R->Object.Sections[Rl.Section].Name, W[I].Sec);
    EXPECT_EQ(Rl.Offset, W[I].Off);
    EXPECT_EQ(Rl.Type, W[I].Ty);
    EXPECT_EQ(Rl.Addend, W[I].Addend);
    if (W[I].Sym) {
      ASSERT_GE(Rl.Symbol, 0);
      EXPECT_EQ(R->Object.Symbols[Rl.Symbol].Name, W[I].Sym);
    } else {
      EXPECT_LT(Rl.Symbol, 0);
      EXPECT_EQ(R->Object.Sections[Rl.TargetSection].Name, ".data");
    }
  }
  EXPECT_EQ(sec(R->Object, ".data")->Bytes[0], 7);
  EXPECT_EQ(sec(R->Object, ".data")->Bytes.size(), 48u);
  const ElfSymbol *Ext = symb(R->Object, "ext");
  ASSERT_TRUE(Ext);
  EXPECT_EQ(Ext->Section, SymUndef);
  EXPECT_EQ(Ext->Bind, 1);
  // The object is accepted by readelf and its relocations by ld (gp-relative
  // and segment-relative ones need a full link: here just -r).
  if (haveBinutils()) {
    auto Bytes = writeElf(R->Object);
    ASSERT_TRUE(bool(Bytes));
    std::string P = tempPath("reloc.o");
    writeFile(P, *Bytes);
    std::string Out = run("ia64-linux-gnu-readelf -rW " + P);
    EXPECT_NE(Out.find("R_IA64_IMM64           0000000000000000 ext + 0"), std::string::npos) << Out;
    EXPECT_NE(Out.find("R_IA64_GPREL22         0000000000000000 .data + 1"), std::string::npos) << Out;
    int St = 0;
    std::string L = run("ia64-linux-gnu-ld -r -o " + tempPath("reloc-r.o") + " " + P, &St);
    EXPECT_EQ(St, 0) << L;
  }
}

TEST(Assembler, ExplicitBundlesKeepTemplateAndStops) {
  Fixture F;
  auto &Text = F.M.section(".text").Stmts;
  Text.push_back(bb(0x08, 1)); // .mmi
  Text.push_back(inst("ld8", {gr(4)}, {ir::Operand::mem(ir::Reg::gr(5))}));
  Text.push_back(ir::Stop{});
  Text.push_back(inst("ld8", {gr(6)}, {ir::Operand::mem(ir::Reg::gr(4))}));
  Text.push_back(inst("add", {gr(1)}, {gr(2), gr(3)}));
  Text.push_back(ir::Stop{});
  Text.push_back(ir::BundleEnd{});
  Text.push_back(bb(0x00, 1)); // .mii with one instruction: nops fill
  Text.push_back(inst("add", {gr(1)}, {gr(2), gr(3)}));
  Text.push_back(ir::BundleEnd{});
  auto R = F.run();
  ASSERT_TRUE(R) << F.errors();
  const ElfSection *T = sec(R->Object, ".text");
  ASSERT_EQ(T->Bytes.size(), 32u);
  EXPECT_EQ(T->Bytes[0] & 0x1f, 0x0b); // M;MI;;
  EXPECT_EQ(T->Bytes[16] & 0x1f, 0x01); // the end of input ends the group, as in GNU as
  EXPECT_EQ(slotBits(T->Bytes, 1, 1), F.T.nop(ir::Unit::I).Bits);
  EXPECT_EQ(R->Stats.Nops, 2u);
}

TEST(Assembler, LocatedErrors) {
  {
    Fixture F; // instruction in a slot of the wrong unit
    auto &Text = F.M.section(".text").Stmts;
    Text.push_back(bb(0x00, 3));
    Text.push_back(inst("ld8", {gr(4)}, {ir::Operand::mem(ir::Reg::gr(5))}, 4));
    Text.push_back(inst("ld8", {gr(4)}, {ir::Operand::mem(ir::Reg::gr(5))}, 5));
    Text.push_back(ir::BundleEnd{loc(6)});
    EXPECT_FALSE(F.run());
    EXPECT_NE(F.errors().find("test.s:5:1: error: instruction 'ld8' cannot go in slot 1 of a .mii bundle (I unit)"),
              std::string::npos) << F.errors();
  }
  {
    Fixture F; // .org backwards
    auto &D = F.M.section(".data").Stmts;
    D.push_back(data(8, {c(1)}, 2));
    D.push_back(data(8, {c(1)}, 3));
    D.push_back(dir(".org", {c(4)}, {}, 7));
    EXPECT_FALSE(F.run());
    EXPECT_NE(F.errors().find("test.s:7:1: error: .org moves the location counter backwards"), std::string::npos)
        << F.errors();
  }
  {
    Fixture F; // an instruction after a misaligned .org in code (GNU as: not a multiple of 16)
    auto &T = F.M.section(".text").Stmts;
    T.push_back(inst("add", {gr(1)}, {gr(2), gr(3)}, 2));
    T.push_back(dir(".org", {c(40)}, {}, 9));
    T.push_back(inst("add", {gr(1)}, {gr(2), gr(3)}, 10));
    EXPECT_FALSE(F.run());
    EXPECT_NE(F.errors().find("test.s:10:1: error: instruction address is not a multiple of 16"), std::string::npos)
        << F.errors();
  }
  {
    Fixture F; // undefined symbol where a constant is needed
    auto &T = F.M.section(".text").Stmts;
    ir::Inst I = inst("shl", {gr(1)}, {gr(2), ir::Operand::imm(ir::Expr::symbol("nowhere", loc(11, 14)))}, 11);
    I.Ins[1].Loc = loc(11, 14);
    T.push_back(I);
    EXPECT_FALSE(F.run());
    EXPECT_NE(F.errors().find("test.s:11:14: error: this operand must be a constant"), std::string::npos)
        << F.errors();
  }
  {
    Fixture F; // repeat count that is not a constant
    auto &D = F.M.section(".data").Stmts;
    ir::Data Sk;
    Sk.K = ir::Data::Fill;
    Sk.Size = 1;
    Sk.Values = {ir::Expr::symbol("ext", loc(13, 8))};
    Sk.Loc = loc(13);
    D.push_back(Sk);
    EXPECT_FALSE(F.run());
    EXPECT_NE(F.errors().find("test.s:13:8: error: repeat count must be a constant"), std::string::npos)
        << F.errors();
  }
  {
    Fixture F; // relocation that does not exist for the field: GNU as warns, emits the plain one
    auto &T = F.M.section(".text").Stmts;
    ir::Inst I = inst("adds", {gr(1)}, {ir::Operand::imm(ir::Expr::reloc(ir::RelocOp::GpRel, symE("x"))), gr(1)}, 15);
    I.Ins[0].Loc = loc(15, 10);
    T.push_back(I);
    EXPECT_TRUE(F.run());
    EXPECT_NE(F.errors().find("test.s:15:10: warning: Cannot express GPREL14 relocation"), std::string::npos)
        << F.errors();
  }
  {
    Fixture F; // data value too wide: GNU as truncates it with a warning
    F.M.section(".data").Stmts.push_back(data(1, {c(300)}, 17));
    EXPECT_TRUE(F.run());
    EXPECT_NE(F.errors().find("test.s:17:1: warning: value 0x12c truncated to 0x2c"), std::string::npos)
        << F.errors();
  }
}

TEST(Assembler, AlignmentOrgSkipAndBss) {
  Fixture F;
  auto &D = F.M.section(".data").Stmts;
  D.push_back(data(1, {c(1)}));
  D.push_back(dir(".align", {c(16)}));
  D.push_back(label("a16"));
  D.push_back(data(2, {c(0x1234)}));
  D.push_back(dir(".org", {c(0x20)}));
  D.push_back(label("at20"));
  ir::Data Sk;
  Sk.K = ir::Data::Fill;
  Sk.Size = 1;
  Sk.Values = {c(3), c(0xaa)};
  D.push_back(Sk);
  ir::Data Str;
  Str.K = ir::Data::String;
  Str.ZeroTerminate = true;
  Str.Strings = {"hi"};
  D.push_back(Str);
  D.push_back(data(8, {ir::Expr::binary(ir::ExprOp::Sub, symE("at20"), symE("a16"))}));
  auto &B = F.M.section(".bss").Stmts;
  ir::Data Z = Sk;
  Z.Values = {c(64)};
  B.push_back(label("buf"));
  B.push_back(Z);
  auto R = F.run();
  ASSERT_TRUE(R) << F.errors();
  const auto &Bytes = sec(R->Object, ".data")->Bytes;
  ASSERT_EQ(Bytes.size(), 0x30u);
  EXPECT_EQ(Bytes[0x10], 0x34);
  EXPECT_EQ(Bytes[0x11], 0x12);
  EXPECT_EQ(Bytes[0x20], 0xaa);
  EXPECT_EQ(Bytes[0x22], 0xaa);
  EXPECT_EQ(Bytes[0x23], 'h');
  EXPECT_EQ(Bytes[0x25], 0);
  EXPECT_EQ(Bytes[0x28], 0x10); // at20 - a16
  EXPECT_EQ(sec(R->Object, ".data")->Align, 16u);
  EXPECT_EQ(sec(R->Object, ".bss")->NoBitsSize, 64u);
  EXPECT_EQ(symb(R->Object, "at20")->Value, 0x20u);
}

TEST(Assembler, GroupRulesInsertStopsAndSerialization) {
  // Rules that demand a data serialization before any load after a `mov rr`.
  struct Rules : GroupRules {
    bool SawRR = false;
    void startGroup() override {}
    Need query(const ir::Inst &I) override {
      return SawRR && I.Mnemonic.rfind("ld", 0) == 0 ? DataSerialize : None;
    }
    void add(const ir::Inst &I) override {
      if (I.Mnemonic == "mov" && !I.Outs.empty() && I.Outs[0].K == ir::Operand::Indirect)
        SawRR = true;
      if (I.Mnemonic == "srlz.d")
        SawRR = false;
    }
  } Rl;
  Fixture F;
  auto &T = F.M.section(".text").Stmts;
  T.push_back(inst("mov", {ir::Operand::indirect(ir::IndirectFile::RR, ir::Reg::gr(0))}, {gr(9)}));
  T.push_back(inst("ld8", {gr(10)}, {ir::Operand::mem(ir::Reg::gr(11))}));
  auto R = assemble(F.M, F.T, &Rl, F.DE);
  ASSERT_TRUE(R) << F.errors();
  EXPECT_EQ(R->Stats.InsertedSerializations, 1u);
  EXPECT_EQ(R->Stats.InsertedStops, 1u);
  const auto &B = sec(R->Object, ".text")->Bytes;
  // Like GNU as -xauto: { M;MI mov rr ;; srlz.d nop.i } { ld8 ... }.
  ASSERT_EQ(B.size(), 32u);
  EXPECT_TRUE((B[0] & 0x1f) == 0x0a || (B[0] & 1)) << "a stop must follow the mov";
}

} // namespace
