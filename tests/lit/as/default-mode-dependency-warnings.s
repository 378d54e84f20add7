# GNU as's default (auto) mode checks the dependency rules in explicit code too: a `{ }`
# bundle (OCaml's emitter writes its own bundles) and `.explicit` code; code after an explicit
# `.auto` is not checked. `as` warned only under -x.
# REQUIRES: ia64-as
# RUN: %epicsched as %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
# RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS --implicit-check-not=Warning:
# RUN: cmp %t.o %t.gnu.o
	.text
	add r3 = 1, r3
	add r3 = 1, r3
	{ .mmi
	  add r2 = 8, r12
	  st8 [r2] = r9
	  nop.i 0 ;;
	}
# CHECK: default-mode-dependency-warnings.s:[[@LINE-3]]:4: warning: Use of 'st8' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 2
# CHECK: default-mode-dependency-warnings.s:[[@LINE-5]]:4: note: This is the location of the conflicting usage
# GAS: default-mode-dependency-warnings.s:[[@LINE-7]]: Warning: Directive invalid within a bundle
# GAS: default-mode-dependency-warnings.s:[[@LINE-6]]: Warning: Use of 'st8' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 2
# GAS: default-mode-dependency-warnings.s:[[@LINE-8]]: Warning: This is the location of the conflicting usage
	.explicit
	add r4 = r4, r6
	add r4 = r4, r6
# CHECK: default-mode-dependency-warnings.s:[[@LINE-1]]:2: warning: Use of 'add' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 4
# CHECK: note: This is the location of the conflicting usage
# CHECK: default-mode-dependency-warnings.s:[[@LINE-3]]:2: warning: Use of 'add' violates WAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 4
# CHECK: note: This is the location of the conflicting usage
# GAS: default-mode-dependency-warnings.s:[[@LINE-5]]: Warning: Use of 'add' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 4
# GAS: Warning: This is the location of the conflicting usage
# GAS: default-mode-dependency-warnings.s:[[@LINE-7]]: Warning: Use of 'add' violates WAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 4
# GAS: Warning: This is the location of the conflicting usage
	;;
	.auto
	add r5 = r5, r6
	add r5 = r5, r6
