"""Fails when a budget `check` printed is looser than its measurement.

Budgets (cycles_max/bubbles_max of a scenario, the .expect of the measured
.proc) are the current measurements (docs/fastpaths.md): one above its
measurement lets that much regression through. Usage: tight_budgets.py
CHECK-OUTPUT.
"""
import re
import sys

loose = []
for line in open(sys.argv[1]):
    m = re.match(r'ok +(\S+) \((\S+)\): (\d+) cycles, \d+ groups, (\d+) bubbles;', line)
    if not m:
        continue
    name, measured = m[1], {'cycles': int(m[3]), 'bubbles': int(m[4])}
    for what, budget, value in re.findall(r'(\w+)_max: budget (\d+), measured (\d+)', line):
        if int(budget) != int(value):
            loose.append(f'{name}: {what}_max {budget}, measured {value}')
    for what, budget in re.findall(r'(cycles|bubbles)<=(\d+)', line):
        if int(budget) != measured[what]:
            loose.append(f'{name}: .expect {what}<={budget}, measured {measured[what]}')
for L in loose:
    print('looser than the measurement:', L)
print(f'{len(loose)} budgets looser than their measurements')
sys.exit(1 if loose else 0)
