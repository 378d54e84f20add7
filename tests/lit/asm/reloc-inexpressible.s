// A relocation operator the field cannot express: GNU as warns "Cannot express
// LTOFF32LSB relocation" (IPLT64LSB, GPREL14, SEGREL22, ...) and writes the
// plain DIR32LSB/IMM14 relocation of the symbol instead, which means something
// else (an address, not a linkage-table offset). We refuse it with a located
// error; `data8 @iplt(f)` wrote IPLTLSB, a descriptor relocation, into 8 bytes.
// Found by fuzz/gas_differential.py (seed 2001: n768, n1521, n1971, n119).
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// CHECK-DAG: reloc-inexpressible.s:[[@LINE+8]]:8: error: relocation @ltoff cannot be expressed in a 4-byte field (GNU as writes a plain address, with a warning)
// CHECK-DAG: reloc-inexpressible.s:[[@LINE+8]]:8: error: relocation @iplt cannot be expressed in a 8-byte field
// CHECK-DAG: reloc-inexpressible.s:[[@LINE+10]]:12: error: relocation @gprel is not allowed in this instruction (GNU as writes a plain immediate, with a warning)
// CHECK-DAG: reloc-inexpressible.s:[[@LINE+10]]:10: error: relocation @segrel is not allowed in this instruction
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT-COUNT-4: error:
// COUNT-NOT: error:
	.data
	data4 @ltoff(f)
	data8 @iplt(f)
	data16 @iplt(f)
	.text
	addp4 r47=@gprel(f),r52
	add r59=@segrel(f),r1
	addl r47=@gprel(f),r1
