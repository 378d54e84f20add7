// Both models define every class of docs/sched-classes.md (and nothing else),
// the embedded text is the .yaml file, and the loader rejects broken models.
#include "ModelTestUtil.h"
#include "llvm/Support/MemoryBuffer.h"
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace epic;
using namespace epic::model;
using namespace epic::model::test;

namespace {

std::string readFile(const std::string &Path) {
  std::ifstream In(Path);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

std::set<std::string> docClasses() {
  std::string Doc = readFile(std::string(EPIC_SOURCE_DIR) + "/docs/sched-classes.md");
  std::set<std::string> Out;
  std::regex Row(R"(^\| `([a-z_0-9]+)` \|)");
  std::istringstream In(Doc);
  for (std::string Line; std::getline(In, Line);) {
    std::smatch Mt;
    if (std::regex_search(Line, Mt, Row)) Out.insert(Mt[1]);
  }
  return Out;
}

TEST(Classes, EveryDocClassInBothModels) {
  std::set<std::string> Doc = docClasses();
  ASSERT_GT(Doc.size(), 60u);
  for (const char *Cpu : {"itanium2", "itanium1"}) {
    const MachineModel &M = builtin(Cpu);
    for (const std::string &C : Doc) {
      auto Id = M.classId(C);
      ASSERT_TRUE(Id) << C << " missing in " << Cpu;
      EXPECT_FALSE(M.cls(*Id).Ports.empty());
      EXPECT_FALSE(M.cls(*Id).Source.empty());
    }
    for (const ClassInfo &CI : M.classes()) EXPECT_TRUE(Doc.count(CI.Name)) << CI.Name << " not in the doc";
  }
}

TEST(Classes, PortsForRespectsSlotUnit) {
  const MachineModel &M = builtin("itanium2");
  auto names = [&](const InstInfo &I) {
    std::string S;
    for (PortId P : M.portsFor(I)) S += (S.empty() ? "" : " ") + M.portName(P);
    return S;
  };
  EXPECT_EQ(names(inst(M, "ld")), "M0 M1");
  EXPECT_EQ(names(inst(M, "st")), "M2 M3");
  EXPECT_EQ(names(inst(M, "frfr")), "M2");
  EXPECT_EQ(names(inst(M, "alloc")), "M2");
  EXPECT_EQ(names(inst(M, "toar_m")), "M2");
  EXPECT_EQ(names(inst(M, "mf")), "M0");
  EXPECT_EQ(names(inst(M, "flushrs")), "M0");
  EXPECT_EQ(names(inst(M, "ishf")), "I0");
  EXPECT_EQ(names(inst(M, "ialu", nullptr, ir::Unit::M)), "M0 M1 M2 M3");
  EXPECT_EQ(names(inst(M, "ialu", nullptr, ir::Unit::I)), "I0 I1 M3 M2 M1 M0");
  EXPECT_EQ(names(inst(M, "nop", nullptr, ir::Unit::F)), "F0 F1");
  EXPECT_EQ(names(inst(M, "long_i", nullptr, ir::Unit::L)), "I0 I1 F0 F1");
}

TEST(Templates, MatchArchitecture) {
  for (const char *Cpu : {"itanium2", "itanium1"}) {
    const MachineModel &M = builtin(Cpu);
    ASSERT_EQ(M.templates().size(), 32u);
    unsigned Valid = 0;
    for (const TemplateEntry &T : M.templates()) {
      const ir::TemplateInfo &A = ir::templateInfo(T.Code);
      EXPECT_EQ(!T.Reserved, A.Valid);
      if (T.Reserved) continue;
      ++Valid;
      EXPECT_EQ(T.Slots, A.Slots);
      EXPECT_EQ(T.StopMask, A.StopMask);
    }
    EXPECT_EQ(Valid, 24u);
  }
}

TEST(Loader, EmbeddedTextIsTheYamlFile) {
  for (const char *Cpu : {"itanium2", "itanium1"}) {
    std::string File = readFile(std::string(EPIC_SOURCE_DIR) + "/latency-db/" + Cpu + ".yaml");
    EXPECT_EQ(std::string(builtinModelText(Cpu)), File) << Cpu << ": rebuild to re-embed";
    ir::SourceManager SM;
    auto M = loadModelFromFile(std::string(EPIC_SOURCE_DIR) + "/latency-db/" + Cpu + ".yaml", SM);
    ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
    EXPECT_EQ(M->cpu(), Cpu);
  }
  EXPECT_EQ(builtin("itanium2").ports().size(), 11u);
}

TEST(Loader, UnknownCpuAndMissingFile) {
  ir::SourceManager SM;
  auto M = loadBuiltinModel("pentium", SM);
  ASSERT_FALSE(bool(M));
  EXPECT_NE(llvm::toString(M.takeError()).find("unknown cpu 'pentium'"), std::string::npos);
  auto F = loadModelFromFile("/nonexistent/x.yaml", SM);
  ASSERT_FALSE(bool(F));
  llvm::consumeError(F.takeError());
}

// Mutates the real model text and expects one located error.
void expectError(const std::string &From, const std::string &To, const std::string &Msg, unsigned Line) {
  std::string Text(builtinModelText("itanium2"));
  size_t At = Text.find(From);
  ASSERT_NE(At, std::string::npos) << From;
  Text.replace(At, From.size(), To);
  ir::SourceManager SM;
  auto M = loadModelFromText(Text, "mutated.yaml", SM);
  ASSERT_FALSE(bool(M)) << "accepted: " << To;
  std::vector<ir::Diagnostic> Ds;
  llvm::handleAllErrors(M.takeError(), [&](const ir::LocatedError &E) { Ds.push_back(E.diag()); });
  ASSERT_EQ(Ds.size(), 1u) << Ds[0].Message;
  EXPECT_EQ(Ds[0].Message, Msg);
  if (Line) EXPECT_EQ(Ds[0].Loc.Line, Line);
}

unsigned lineOf(const std::string &Needle) {
  std::string Text(builtinModelText("itanium2"));
  size_t At = Text.find(Needle);
  return unsigned(std::count(Text.begin(), Text.begin() + At, '\n') + 1);
}

TEST(Loader, RejectsMutationsOfTheRealModel) {
  unsigned L = lineOf("{code: 0x02,");
  expectError("{code: 0x02, name: mii, slots: [M, I, I], stops: [1]",
              "{code: 0x02, name: mii, slots: [M, I, I], stops: [0]",
              "template 0x02 does not match the architectural table (expected mii: M I I stops [1])", L);
  expectError("{code: 0x06, reserved: true", "{code: 0x06, name: mii, slots: [M, I, I], stops: []",
              "template 0x06 is reserved in the architecture (ir/Template.h)", lineOf("{code: 0x06,"));
  expectError("{name: ishf, units: [I], ports: [I0], latency: 1,", "{name: ishf, units: [I], ports: [I0], latency: one,",
              "field 'latency' must be a non-negative integer", lineOf("{name: ishf,"));
  expectError("{name: ishf, units: [I], ports: [I0],", "{name: ishf, units: [I], ports: [],",
              "class 'ishf' names no port", lineOf("{name: ishf,"));
  expectError("{name: ishf, units: [I], ports: [I0],", "{name: ishf, units: [I], ports: [F0],",
              "class 'ishf' may sit in an I slot but names no I port", lineOf("{name: ishf,"));
  expectError("to: {class: loadrs}, dep: any, cycles: 8", "to: {class: loadrz}, dep: any, cycles: 8",
              "unknown class 'loadrz'", lineOf("paper T4 row 12"));
  expectError("cycles: 13, counters: {BE_FLUSH_BUBBLE.BRU: 1,", "cycles: 14, counters: {BE_FLUSH_BUBBLE.BRU: 1,",
              "counter shares sum to 12 bubbles, expected cycles - 1 = 13", lineOf("paper T5 row 3"));
  expectError("counter: BE_RSE_BUBBLE.BANK_SWITCH, source: \"paper T5 row 2\"",
              "counter: BE_RSE_BUBBLE.BANKSWITCH, source: \"paper T5 row 2\"", "unknown counter 'BE_RSE_BUBBLE.BANKSWITCH'",
              lineOf("paper T5 row 2"));
  expectError("{from: {class: epc}, to: ANY, dep: any, cycles: 1, counter: none, source: \"paper T5 row 1\"}",
              "{from: {class: bsw}, to: ANY, dep: any, cycles: 1, counter: none, source: \"paper T5 row 1\"}",
              "duplicate rule: same from, to and dep as the rule at line " + std::to_string(lineOf("paper T5 row 1")),
              0);
  expectError("  in_order: true ", "  in_order: yes ", "field 'in_order' must be true or false", lineOf("  in_order: true "));
  expectError("{name: ishf, units: [I], ports: [I0], latency: 1,", "{name: ishf, units: [I], ports: [I0], colour: red, latency: 1,",
              "unknown key 'colour' in class", lineOf("{name: ishf,"));
  expectError("{name: ishf, units: [I], ports: [I0], latency: 1,", "{name: ishf, units: [I], ports: [I0],",
              "missing required field 'latency' in class", lineOf("{name: ishf,"));
}

} // namespace
