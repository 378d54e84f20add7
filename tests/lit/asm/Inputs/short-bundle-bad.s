	.explicit
_start:
{ .mbb
	br.cloop.sptk _start
	nop 0
}
