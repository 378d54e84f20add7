// An error in the second input of several-inputs.test names this file.
	bogus r1
