// Input of rotating-address.s: what may not stand inside '[...]'.
.explicit
.text
	alloc	r2=ar.pfs,3,13,0,8
	.rotr	In[3]
	.rotp	Pld[3]
	ld1	r2=[Pld[0]]
// CHECK: rotating-address-bad.s:[[@LINE-1]]:10: error: expected a general register inside '[...]'
	ld1	r2=[In[3]]
// CHECK: rotating-address-bad.s:[[@LINE-1]]:10: error: index 3 is out of range for rotating register 'In' (3 registers)
