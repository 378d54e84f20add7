/* epicsched's C API, for hosts that are not C++ (and for dlopen-free FFI):
 * the same two calls as epicsched.hpp. Every output buffer is allocated
 * with malloc and released with epicsched_free. No call throws or exits.
 * docs/api.md describes the options; examples/api/ uses both APIs. */
#ifndef EPICSCHED_EPICSCHED_H
#define EPICSCHED_EPICSCHED_H
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum epicsched_solver {
  EPICSCHED_SOLVER_Z3 = 0,
  EPICSCHED_SOLVER_LIST = 1,
  EPICSCHED_SOLVER_INORDER = 2
} epicsched_solver;

typedef struct epicsched_options {
  /* sizeof(epicsched_options) as the host saw it: fields added later are
   * read only when the host's struct has them. epicsched_options_init sets it. */
  size_t struct_size;
  epicsched_solver solver;
  double time_limit_seconds;  /* per region, Z3 only */
  int reschedule_explicit;    /* nonzero: the compiler's bundles too, where better */
  const char *passes;         /* region pass pipeline; NULL or "": the default */
  const char *cpu;            /* NULL: "itanium2" */
  const char *file_name;      /* name used in diagnostics; NULL: "<input>" */
} epicsched_options;

/* The defaults of epicsched.hpp's ScheduleOptions. */
void epicsched_options_init(epicsched_options *options);

/* Schedules `text` (`length` bytes). 0 on success: `*out` holds the
 * explicit-mode assembly (NUL-terminated, `*out_length` bytes without the
 * NUL). Nonzero on failure: `*diagnostics` holds the messages. Either
 * pointer argument `out_length`/`diagnostics` may be NULL. */
int epicsched_schedule(const char *text, size_t length, const epicsched_options *options, char **out,
                       size_t *out_length, char **diagnostics);

/* Assembles `text` like ia64-linux-gnu-as with its options `gas_args`
 * (`nargs` of them, e.g. "-x"; "--schedule=list" runs the post-pass).
 * 0 on success: `*object` holds `*object_length` bytes of ELF. */
int epicsched_assemble(const char *text, size_t length, const char *const *gas_args, size_t nargs,
                       const char *file_name, unsigned char **object, size_t *object_length,
                       char **diagnostics);

/* Releases a buffer returned by the calls above (NULL is fine). */
void epicsched_free(void *buffer);

/* A static string: "epicsched VERSION ...". */
const char *epicsched_version(void);

#ifdef __cplusplus
}
#endif
#endif
