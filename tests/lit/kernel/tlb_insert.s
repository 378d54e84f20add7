// Inserting a translation: interruption collection off (rsm psr.ic),
// cr.ifa/cr.itir set up, itc.d, then serialization; and a purge with
// ptc.l plus a translation-register insert through itr.d dtr[...].
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -x -o %t.o %s
	.text
	.explicit
	.align 32
	.global tlb_insert_data
	.proc tlb_insert_data
tlb_insert_data:
	.regstk 3, 0, 0, 0
	{ .mmi
	  rsm 0x2000			// psr.ic off
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  srlz.d
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  mov cr.ifa = in0		// virtual address
	  mov cr.itir = in2		// page size and key
	  nop.i 0 ;;
	}
	{ .mmi
	  itc.d in1			// the PTE
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  ssm 0x2000			// psr.ic back on
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mib
	  srlz.d
	  nop.i 0
	  br.ret.sptk.many rp ;;
	}
	.endp tlb_insert_data

	.global tlb_pin
	.proc tlb_pin
tlb_pin:
	.regstk 4, 0, 0, 0
	{ .mmi
	  ptc.l in0, in2		// purge the range first
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  srlz.d
	  mov cr.ifa = in0
	  nop.i 0 ;;
	}
	{ .mmi
	  mov cr.itir = in2
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  itr.d dtr[in3] = in1
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mib
	  srlz.d
	  nop.i 0
	  br.ret.sptk.many rp ;;
	}
	.endp tlb_pin
// CHECK: inst rsm imm:8192
// CHECK: inst mov CR:cr.ifa = GR:r32
// CHECK: inst mov CR:cr.itir = GR:r34
// CHECK: inst itc.d GR:r33
// CHECK: inst ssm imm:8192
// CHECK: inst ptc.l GR:r32, GR:r34
// CHECK: inst itr.d dtr[GR:r35] = GR:r33
