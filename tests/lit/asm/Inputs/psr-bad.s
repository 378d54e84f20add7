// Input of psr-flags.s: GNU as's message for an unknown `.psr` option.
	.psr	abi64, big
// CHECK: psr-bad.s:[[@LINE-1]]:2: error: Unknown psr option `big'
