	alloc r4 = ar.pfs, 2, 10, 16
