// BAD: operand-commas-bad.s:[[@LINE+1]]:12: error: expected ',' before 'r3'
	add r1=r2 r3
// BAD: operand-commas-bad.s:[[@LINE+1]]:10: error: expected ',' before '2'
	data4 1 2
// BAD: operand-commas-bad.s:[[@LINE+1]]:23: error: expected ',' before 'p2'
	.pred.rel "mutex" p1 p2
