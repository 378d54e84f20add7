// The subcommands build objects through the driver library (driver/ObjectBuild.h).
#pragma once
#include "driver/ObjectBuild.h"

namespace epic::tool {
using driver::BuiltObject;
using driver::buildObject;
} // namespace epic::tool
