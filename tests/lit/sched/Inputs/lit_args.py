"""Command-line pieces the scheduler's lit scripts share: the epicsched
options (`-I DIR`, `--opt[=v]`) and the assembly files under the paths."""
import os


def split_args(args, flags=()):
    """(options for epicsched, paths, the `flags` seen): `-I DIR` and every
    `--opt` go to epicsched, except the script's own `flags`."""
    opts, paths, seen = [], [], set()
    i = 0
    while i < len(args):
        if args[i] == "-I":
            opts += ["-I", args[i + 1]]
            i += 2
        elif args[i] in flags:
            seen.add(args[i])
            i += 1
        elif args[i].startswith("--"):
            opts.append(args[i])
            i += 1
        else:
            paths.append(args[i])
            i += 1
    return opts, paths, seen


def asm_files(paths):
    """The .s/.S files given, directories expanded (sorted, not recursive)."""
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += [os.path.join(p, f) for f in sorted(os.listdir(p)) if f.endswith((".s", ".S"))]
        else:
            files.append(p)
    return files
