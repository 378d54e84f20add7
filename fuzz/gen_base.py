"""The random-choice helpers the program generators share (fuzz/gas_differential.py's Gen,
fuzz/gas_gen_data.py, fuzz/gas_gen_unwind.py, fuzz/sched_gen.py)."""


class GenBase:
    """Needs self.r (a random.Random) and self.mutated; BAD_RATE is the chance, per
    element, that a mutated program takes its one illegal element there."""

    BAD_RATE = 0.1

    def chance(self, p):
        return self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)

    def bad(self):
        """True at most once per program: one illegal element in a mutated program."""
        if self.mutated and self.chance(self.BAD_RATE):
            self.mutated = False
            return True
        return False
