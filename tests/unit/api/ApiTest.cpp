// The library API (api/epicsched/epicsched.hpp, epicsched.h) and the
// pipeline text behind `passes` (scheduler/PassPipeline.h).
#include "epicsched/epicsched.h"
#include "epicsched/epicsched.hpp"
#include "scheduler/PassPipeline.h"
#include <gtest/gtest.h>
#include <cstddef>
#include <cstring>

namespace {

// Two independent adds the source puts in separate groups: any scheduler
// puts them in one.
const char *Src = "\t.text\n\t.proc f#\nf:\n\tadd r8 = r32, r33\n\t;;\n\tadd r9 = r34, r35\n\t;;\n"
                  "\tbr.ret.sptk.many b0\n\t.endp f#\n";

epicsched::ScheduleOptions listOptions() {
  epicsched::ScheduleOptions O;
  O.solver = epicsched::Solver::List;
  O.fileName = "f.s";
  return O;
}

TEST(Api, ScheduleReturnsExplicitBundles) {
  auto R = epicsched::schedule(Src, listOptions());
  ASSERT_TRUE(R) << R.error().Message;
  EXPECT_NE(R->find("{ .m"), std::string::npos) << *R;
  // The two adds now share a group: no stop between them.
  size_t A = R->find("add r8"), B = R->find("add r9");
  ASSERT_NE(A, std::string::npos);
  ASSERT_NE(B, std::string::npos);
  EXPECT_EQ(R->substr(std::min(A, B), std::max(A, B) - std::min(A, B)).find(";;"), std::string::npos) << *R;
}

TEST(Api, ErrorsAreLocatedValues) {
  auto R = epicsched::schedule("\tadd r8 = r9\n", listOptions());
  ASSERT_FALSE(R);
  EXPECT_NE(R.error().Message.find("f.s:1:"), std::string::npos) << R.error().Message;
  EXPECT_NE(R.error().Message.find("error:"), std::string::npos);
}

TEST(Api, PipelineTextChoosesTheSolverAndBadOnesAreRefused) {
  auto O = listOptions();
  O.solver = epicsched::Solver::Z3;
  O.passes = "schedule<inorder>,bundle,predict,verify";
  auto R = epicsched::schedule(Src, O);
  ASSERT_TRUE(R) << R.error().Message;
  O.passes = "schedule<list>,bundle";
  auto Bad = epicsched::schedule(Src, O);
  ASSERT_FALSE(Bad);
  EXPECT_NE(Bad.error().Message.find("must run schedule, bundle, predict and verify"), std::string::npos)
      << Bad.error().Message;
}

TEST(Api, AssembleGivesAnElfObjectAndRefusesFileNames) {
  auto S = epicsched::schedule(Src, listOptions());
  ASSERT_TRUE(S);
  auto Obj = epicsched::assemble(*S, {"-x", "-mconstant-gp"}, "f.s");
  ASSERT_TRUE(Obj) << Obj.error().Message;
  ASSERT_GT(Obj->size(), 64u);
  EXPECT_EQ(std::memcmp(Obj->data(), "\x7f" "ELF", 4), 0);
  EXPECT_EQ((*Obj)[48] & 0x40, 0x40); // e_flags: EF_IA_64_CONS_GP (e_flags at offset 48 in ELF64)
  auto Named = epicsched::assemble(*S, {"-x", "-o", "x.o"});
  ASSERT_FALSE(Named);
  EXPECT_NE(Named.error().Message.find("options only"), std::string::npos) << Named.error().Message;
  auto Unknown = epicsched::assemble(*S, {"-q"});
  ASSERT_FALSE(Unknown);
  EXPECT_NE(Unknown.error().Message.find("unrecognized option '-q'"), std::string::npos);
}

TEST(CApi, ScheduleAssembleAndFree) {
  epicsched_options O;
  epicsched_options_init(&O);
  O.solver = EPICSCHED_SOLVER_LIST;
  O.file_name = "c.s";
  char *Out = nullptr, *Diags = nullptr;
  size_t Len = 0;
  ASSERT_EQ(epicsched_schedule(Src, std::strlen(Src), &O, &Out, &Len, &Diags), 0) << (Diags ? Diags : "");
  ASSERT_NE(Out, nullptr);
  EXPECT_EQ(std::strlen(Out), Len);
  const char *Args[] = {"-x"};
  unsigned char *Obj = nullptr;
  size_t ObjLen = 0;
  ASSERT_EQ(epicsched_assemble(Out, Len, Args, 1, "c.s", &Obj, &ObjLen, &Diags), 0) << (Diags ? Diags : "");
  EXPECT_EQ(std::memcmp(Obj, "\x7f" "ELF", 4), 0);
  epicsched_free(Out);
  epicsched_free(Obj);
  // Failure: diagnostics, no output.
  ASSERT_NE(epicsched_schedule("\tbogus r1\n", 10, &O, &Out, &Len, &Diags), 0);
  ASSERT_NE(Diags, nullptr);
  EXPECT_NE(std::strstr(Diags, "c.s:1:"), nullptr) << Diags;
  EXPECT_EQ(Out, nullptr);
  epicsched_free(Diags);
  // An older host's smaller struct: the fields it lacks keep their defaults.
  epicsched_options Old;
  epicsched_options_init(&Old);
  Old.struct_size = offsetof(epicsched_options, passes);
  Old.solver = EPICSCHED_SOLVER_LIST;
  Old.passes = "garbage that must not be read";
  ASSERT_EQ(epicsched_schedule(Src, std::strlen(Src), &Old, &Out, &Len, nullptr), 0);
  epicsched_free(Out);
}

TEST(Pipeline, ParsesPrintsAndRefuses) {
  EXPECT_EQ(epic::sched::defaultPipelineText(), "schedule<z3;time-limit=10>,bundle,predict,verify");
  auto S = epic::sched::parsePipeline("schedule<list>,bundle,predict,verify");
  ASSERT_TRUE(bool(S));
  EXPECT_EQ(S->Solver, epic::sched::SolverKind::List);
  epic::sched::SchedOptions O;
  O.Pipeline = "schedule<z3;time-limit=2.5>,bundle,predict,verify";
  auto A = epic::sched::applyPipeline(O);
  ASSERT_TRUE(bool(A));
  EXPECT_EQ(epic::sched::pipelineText(*A), "schedule<z3;time-limit=2.5>,bundle,predict,verify");
  for (const char *Bad : {"schedule,bundle,verify", "bundle,schedule,predict,verify", "foo",
                          "schedule<fast>,bundle,predict,verify", "schedule,bundle<x>,predict,verify",
                          "schedule<list;z3>,bundle,predict,verify", "schedule<time-limit=0>,bundle,predict,verify",
                          "written,predict,verify", "dependences", "schedule,bundle,predict,verify,verify", ""}) {
    auto R = epic::sched::parsePipeline(Bad);
    EXPECT_FALSE(bool(R)) << Bad;
    if (!R)
      llvm::consumeError(R.takeError());
  }
}

} // namespace
