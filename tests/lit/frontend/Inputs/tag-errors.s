	.text
// ERR: tag-errors.s:[[@LINE+1]]:{{[0-9]+}}: error: symbol 'a' is already defined
a:	[a:] add r1=r2,r3
// ERR: tag-errors.s:[[@LINE+1]]:7: error: unexpected '['
	(p6) [b:] add r1=r2,r3
// ERR: tag-errors.s:[[@LINE+1]]:4: error: unexpected ']'
	[c] add r1=r2,r3
