// An assembler host using epicsched in process: schedule a compiler's
// stops-only function, then assemble the result to an ELF object.
#include <epicsched/epicsched.hpp>
#include <cstdio>

static const char *Function = R"(	.text
	.global f#
	.proc f#
f:
	ld8 r14 = [r32]
	;;
	add r15 = r14, r33
	add r16 = r34, r35
	;;
	add r8 = r15, r16
	br.ret.sptk.many b0
	.endp f#
)";

int main() {
  epicsched::ScheduleOptions O;
  O.solver = epicsched::Solver::List;
  O.fileName = "f.s";
  auto Text = epicsched::schedule(Function, O);
  if (!Text) {
    std::fputs(Text.error().Message.c_str(), stderr);
    return 1;
  }
  std::fputs(Text->c_str(), stdout);
  auto Obj = epicsched::assemble(*Text, {"-x"}, "f.s");
  if (!Obj) {
    std::fputs(Obj.error().Message.c_str(), stderr);
    return 1;
  }
  std::printf("object: %zu bytes, ELF %s\n", Obj->size(),
              Obj->size() > 4 && (*Obj)[1] == 'E' && (*Obj)[2] == 'L' && (*Obj)[3] == 'F' ? "yes" : "no");
  // An input it cannot handle is an error with its location.
  epicsched::ScheduleOptions Plain; // the text is named <input>
  auto Bad = epicsched::schedule("\tadd r8 = r9\n", Plain);
  std::printf("bad input: %s", Bad ? "accepted\n" : Bad.error().Message.c_str());
  return Bad ? 1 : 0;
}
