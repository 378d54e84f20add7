	real8 1e-40
