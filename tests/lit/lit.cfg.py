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
