// The second input of several-inputs.test: no .text of its own (the first
// file left it current, as GNU as carries state from file to file).
	.global g#
	.proc g#
g:
	add r8 = r32, r33 ;;
	br.ret.sptk.many b0
	.endp g#
	.data
.Lcount:
	data8 .Lcount
