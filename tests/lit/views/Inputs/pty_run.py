#!/usr/bin/env python3
"""Runs a command with standard error on a pseudo-terminal (standard output
too) and prints everything it wrote, carriage returns as new lines: what a
user at a terminal sees, for tests of progress lines."""
import os
import pty
import sys

pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
out = b""
while True:
    try:
        chunk = os.read(fd, 65536)
    except OSError:
        break
    if not chunk:
        break
    out += chunk
_, status = os.waitpid(pid, 0)
sys.stdout.write(out.decode("utf-8", "replace").replace("\r\n", "\n").replace("\r", "\n"))
sys.exit(os.waitstatus_to_exitcode(status))
