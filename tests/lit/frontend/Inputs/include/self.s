	.include "self.s"
