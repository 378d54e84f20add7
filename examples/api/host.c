/* The same host in C: the API a non-C++ host (or an FFI) calls. */
#include <epicsched/epicsched.h>
#include <stdio.h>
#include <string.h>

static const char Function[] = "\t.text\n\t.proc f#\nf:\n\tadd r8 = r32, r33\n\tadd r9 = r34, r35\n\t;;\n"
                               "\tadd r8 = r8, r9\n\tbr.ret.sptk.many b0\n\t.endp f#\n";

int main(void) {
  epicsched_options o;
  epicsched_options_init(&o);
  o.passes = "schedule<list>,bundle,predict,verify";
  o.file_name = "f.s";
  char *text = NULL, *diags = NULL;
  size_t len = 0;
  if (epicsched_schedule(Function, strlen(Function), &o, &text, &len, &diags) != 0) {
    fputs(diags ? diags : "failed\n", stderr);
    epicsched_free(diags);
    return 1;
  }
  fwrite(text, 1, len, stdout);
  const char *args[] = {"-x"};
  unsigned char *obj = NULL;
  size_t obj_len = 0;
  int rc = epicsched_assemble(text, len, args, 1, "f.s", &obj, &obj_len, &diags);
  epicsched_free(text);
  if (rc != 0) {
    fputs(diags ? diags : "failed\n", stderr);
    epicsched_free(diags);
    return 1;
  }
  printf("object: %zu bytes, ELF %s\n", obj_len, obj_len > 4 && memcmp(obj + 1, "ELF", 3) == 0 ? "yes" : "no");
  epicsched_free(obj);
  printf("%s", epicsched_version());
  return 0;
}
