// The C API (epicsched/epicsched.h) over the C++ one: copies results into
// malloc'ed buffers the host frees with epicsched_free.
#include "epicsched/epicsched.h"
#include "epicsched/epicsched.hpp"
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

namespace {
/// A malloc'ed, NUL-terminated copy (nullptr when out of memory).
char *copyOut(const void *Data, size_t Size) {
  char *P = static_cast<char *>(std::malloc(Size + 1));
  if (!P)
    return nullptr;
  if (Size)
    std::memcpy(P, Data, Size);
  P[Size] = '\0';
  return P;
}

int fail(const std::string &Message, char **Diagnostics) {
  if (Diagnostics)
    *Diagnostics = copyOut(Message.data(), Message.size());
  return 1;
}

/// Hands a result to the host: a malloc'ed copy in `*Out` (and its size),
/// or the diagnostics; the C calls' return code.
template <class T, class Byte>
int deliver(const epicsched::Expected<T> &R, Byte **Out, size_t *OutLength, char **Diagnostics) {
  if (!R)
    return fail(R.error().Message, Diagnostics);
  *Out = reinterpret_cast<Byte *>(copyOut(R->data(), R->size()));
  if (!*Out)
    return fail("error: out of memory\n", Diagnostics);
  if (OutLength)
    *OutLength = R->size();
  return 0;
}

/// The fields the host's struct has (older hosts pass a smaller one).
epicsched_options readOptions(const epicsched_options *In) {
  epicsched_options O;
  epicsched_options_init(&O);
  if (In)
    std::memcpy(&O, In, std::min(In->struct_size, sizeof O));
  return O;
}
} // namespace

extern "C" {

void epicsched_options_init(epicsched_options *options) {
  epicsched::ScheduleOptions D;
  std::memset(options, 0, sizeof *options);
  options->struct_size = sizeof *options;
  options->solver = EPICSCHED_SOLVER_Z3;
  options->time_limit_seconds = D.timeLimitSeconds;
  options->reschedule_explicit = D.rescheduleExplicit;
}

int epicsched_schedule(const char *text, size_t length, const epicsched_options *options, char **out,
                       size_t *out_length, char **diagnostics) {
  if (diagnostics)
    *diagnostics = nullptr;
  if (!out || (!text && length))
    return fail("error: epicsched_schedule needs text and an output pointer\n", diagnostics);
  *out = nullptr;
  epicsched_options C = readOptions(options);
  epicsched::ScheduleOptions O;
  if (C.solver != EPICSCHED_SOLVER_Z3 && C.solver != EPICSCHED_SOLVER_LIST && C.solver != EPICSCHED_SOLVER_INORDER)
    return fail("error: unknown solver " + std::to_string(int(C.solver)) + "\n", diagnostics);
  O.solver = C.solver == EPICSCHED_SOLVER_LIST      ? epicsched::Solver::List
             : C.solver == EPICSCHED_SOLVER_INORDER ? epicsched::Solver::InOrder
                                                    : epicsched::Solver::Z3;
  O.timeLimitSeconds = C.time_limit_seconds;
  O.rescheduleExplicit = C.reschedule_explicit != 0;
  if (C.passes)
    O.passes = C.passes;
  if (C.cpu)
    O.cpu = C.cpu;
  if (C.file_name)
    O.fileName = C.file_name;
  return deliver(epicsched::schedule(std::string_view(text ? text : "", length), O), out, out_length, diagnostics);
}

int epicsched_assemble(const char *text, size_t length, const char *const *gas_args, size_t nargs,
                       const char *file_name, unsigned char **object, size_t *object_length,
                       char **diagnostics) {
  if (diagnostics)
    *diagnostics = nullptr;
  if (!object || (!text && length) || (!gas_args && nargs))
    return fail("error: epicsched_assemble needs text, its options and an output pointer\n", diagnostics);
  *object = nullptr;
  std::vector<std::string> Args;
  for (size_t I = 0; I < nargs; ++I) {
    if (!gas_args[I])
      return fail("error: option " + std::to_string(I) + " is NULL\n", diagnostics);
    Args.emplace_back(gas_args[I]);
  }
  return deliver(epicsched::assemble(std::string_view(text ? text : "", length), Args, file_name ? file_name : "<input>"),
                 object, object_length, diagnostics);
}

void epicsched_free(void *buffer) { std::free(buffer); }

const char *epicsched_version(void) {
  static const std::string V = epicsched::version();
  return V.c_str();
}

} // extern "C"
