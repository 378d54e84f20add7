# lit configuration for the epicsched CLI tests.
import os
import shutil
import lit.formats

config.name = "epicsched"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".s", ".S", ".test", ".yaml"]
config.excludes = ["Inputs", "inputs"]
config.test_source_root = os.path.dirname(__file__)

site = lit_config.params.get("site")
if site:
    lit_config.load_config(config, site)
else:
    lit_config.fatal("run through ctest, or pass --param site=BUILD/tests/lit/lit.site.cfg.py")

config.environment["PATH"] = os.pathsep.join(
    [config.epic_bin_dir, os.path.dirname(config.filecheck), config.environment.get("PATH", os.environ.get("PATH", ""))])
config.substitutions.append(("%epicsched", os.path.join(config.epic_bin_dir, "epicsched")))
config.substitutions.append(("%src", config.epic_source_dir))
config.substitutions.append(("%ia64-as", "ia64-linux-gnu-as"))
config.substitutions.append(("%ia64-objdump", "ia64-linux-gnu-objdump"))
config.substitutions.append(("%python", config.python))
if shutil.which("ia64-linux-gnu-as"):
    config.available_features.add("ia64-as")
# The real-code corpus next to the repository (../shared/corpus): tests that
# run its files need it and are skipped when it is absent.
if os.path.isfile(os.path.join(config.epic_source_dir, "..", "shared", "corpus", "linux", "ivt.s")):
    config.available_features.add("corpus")
# The ASan + UBSan build (scripts/sanitize.sh): memory bounds do not hold there.
if getattr(config, "epic_sanitize", "OFF").upper() in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("sanitize")
# A real browser for the rendering tests (Debian's chromium; scripts/setup-deps.sh installs it).
if shutil.which("chromium"):
    config.available_features.add("chromium")
    config.substitutions.append(("%chromium", "chromium --headless --no-sandbox --disable-gpu --hide-scrollbars "
                                 "--force-color-profile=srgb --user-data-dir=%t.chromium"))

# Ski (HP's IA-64 functional simulator) for the differential semantics test
# (fuzz/ski_differential.py): SKI_BSKI, or built by ../shared/ski/build.sh
# next to the repository.
def _find_bski():
    cands = [os.environ.get("SKI_BSKI"),
             os.path.join(config.epic_source_dir, "..", "ski-build", "ski", "src", "bski"),
             "/work/ski-build/ski/src/bski"]
    for c in cands:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None
_bski = _find_bski()
if _bski and shutil.which("ia64-linux-gnu-ld"):
    config.available_features.add("ski")
    config.substitutions.append(("%bski", _bski))
else:
    lit_config.note("Ski not found (build it with ../shared/ski/build.sh ../ski-build or set SKI_BSKI): "
                    "the Ski differential test is skipped")
