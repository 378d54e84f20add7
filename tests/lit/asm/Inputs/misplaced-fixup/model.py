"""Checks fuzz/gas_misplaced_fixup.py's model on GNU as alone: gas's object of DIR/br-brl-chk.s is
explained from the object of the same code after aligned data (gas is right there), and is not
once that reference's branch displacement or another instruction bit changes. With a third
argument, our object of br-brl-chk.s: its code must be gas's right one."""
import os
import subprocess
import sys

src = sys.argv[1]
sys.path[:0] = [os.path.join(src, "fuzz"), os.path.join(src, "tests", "corpus")]
import elfdiff  # noqa: E402
import gas_misplaced_fixup as gm  # noqa: E402

here, tmp = os.path.dirname(os.path.abspath(__file__)), sys.argv[2]


def text(name):
    obj = os.path.join(tmp, name + ".o")
    subprocess.run(["ia64-linux-gnu-as", os.path.join(here, name + ".s"), "-o", obj], check=True,
                   capture_output=True)
    return elfdiff.Elf(obj).content_sections()[".text"]["data"]


gas, right = text("br-brl-chk"), text("aligned")
print("differ:", gas != right)
print("explained:", gm.explains(right, gas))
print("equal explained:", gm.explains(right, right))
for what, at, bit in (("br displacement", 0x1c, 0x10), ("brl displacement", 0x2c, 0x10),
                      ("chk displacement", 0x31, 0x10), ("nop.i", 0x16, 0x1)):
    wrong = bytearray(right)
    wrong[at] ^= bit
    print("%s changed, explained:" % what, gm.explains(bytes(wrong), gas))
if len(sys.argv) > 3:
    print("ours is the aligned code:", elfdiff.Elf(sys.argv[3]).content_sections()[".text"]["data"] == right)
