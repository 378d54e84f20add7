"""One progress line on standard error while a campaign runs ("programs 400
of 10000, 38 s"), only when standard error is a terminal (docs/views.md
"Progress"); nothing in pipes, logs or CI."""
import sys
import time


class Progress:
    def __init__(self, what, total, quiet=False):
        self.what, self.total, self.start = what, total, time.time()
        self.on = sys.stderr.isatty() and not quiet

    def update(self, done, detail=""):
        if self.on:
            sys.stderr.write("\r\033[K%s %d of %d, %d s%s" % (self.what, done, self.total, time.time() - self.start,
                                                          ": " + detail[:60] if detail else ""))
            sys.stderr.flush()

    def clear(self):
        if self.on:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()
