"""Runs a command and fails when its peak resident memory exceeds a bound.

    peak_rss.py MAX_MB -- COMMAND ARGS...

Prints `peak ok` (or `peak N MB over MAX_MB`) and exits with the command's
status when that is not 0. The bound is for the release build; the sanitizer
build multiplies memory, so the lit test that uses this is unsupported there."""
import resource
import subprocess
import sys

limit = float(sys.argv[1])
assert sys.argv[2] == "--"
rc = subprocess.run(sys.argv[3:]).returncode
if rc:
    sys.exit(rc)
mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024.0
print("peak ok" if mb <= limit else "peak %.0f MB over %.0f MB" % (mb, limit))
