#!/usr/bin/env python3
"""Compares the final architectural state of `sim --json` runs: the first is
native, the others under the hypervisor (--names=a,b,... labels them). Prints each run's ring crossings
and cycles and whether its guest-visible state equals the native one (all
of `state` but the ip, which the end condition fixes, and ar.itc, which
counts the guest's own cycles: time is not virtualized, as in vBlades 3.3)."""
import json
import sys


def flat(prefix, v, out):
    if isinstance(v, dict):
        for k, x in v.items():
            flat(f'{prefix}.{k}' if prefix else k, x, out)
    elif isinstance(v, list):
        for i, x in enumerate(v):
            flat(f'{prefix}[{i}]', x, out)
    else:
        out[prefix] = v
    return out


# The end condition fixes ip/slot; time is not virtualized (ar.itc).
NOT_COMPARED = ('ip', 'slot', 'ar.itc')


def state_diff(native, other):
    """The sorted state keys (flattened) where `other`'s final state differs from `native`'s."""
    a, b = flat('', native, {}), flat('', other, {})
    return sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k) and k not in NOT_COMPARED)


def main():
    args = sys.argv[1:]
    names = ['native', 'trap-and-emulate as written', 'paravirt trap', 'paravirt pscb']
    if args and args[0].startswith('--names='):
        names = args.pop(0)[len('--names='):].split(',')
    runs = [json.load(open(p)) for p in args]
    for name, r in zip(names, runs):
        h = r.get('hypervisor')
        if h is None:
            print(f"{name}: crossings - cycles {r['cycles']}")
            continue
        sens = ', '.join(f'{k} {v}' for k, v in h['sensitive_unreplaced'].items()) or 'none'
        print(f"{name}: crossings {h['ring_crossings']} (emulated {h['emulated']}, hypercalls {h['hypercalls']}) "
              f"guest cycles {h['cycles_in_guest']} hypervisor cycles {h['cycles_in_hypervisor']}; sensitive unreplaced: {sens}")
        diff = state_diff(runs[0]['state'], r['state'])
        print('state equals native' if not diff else 'state differs from native: ' + ', '.join(diff))
    return 0


if __name__ == '__main__':
    sys.exit(main())
