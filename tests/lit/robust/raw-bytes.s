// Bytes that are not UTF-8 the lexer can take (invalid sequences, code points
// above U+10FFFF, surrogates, overlong forms, the stand-ins' own range) in
// strings and comments: the same bytes as GNU as in the object, no internal
// error. Valid UTF-8 stays as it is.
// REQUIRES: ia64-as
// RUN: %python -c "import sys; sys.stdout.buffer.write(b'\t.data\n\t.string \"\xf4\x90\x80\x80|\xff\xfe|\xed\xa0\x80|\xc0\xaf|\xf4\x8f\xbf\xbf|\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"\n// \xff \xf7\xbf\xbf\xbf comment\n\t.ascii \"\x80\"\n\tdata1 1\n')" > %t.s
// RUN: %epicsched asm %t.s -o %t.o
// RUN: %ia64-as %t.s -o %t.gnu.o
// RUN: %ia64-objdump -s -j .data %t.o | grep '^ [0-9a-f]' > %t.ours
// RUN: %ia64-objdump -s -j .data %t.gnu.o | grep '^ [0-9a-f]' > %t.gnu
// RUN: diff %t.ours %t.gnu
// RUN: FileCheck %s --input-file=%t.ours
// CHECK: 0000 f4908080 7cfffe7c eda0807c c0af7cf4
