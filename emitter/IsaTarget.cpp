// Target and GroupRules over isa/ and isa/dv/. The instruction-set layer is
// being written concurrently; until its encoder lands these return null and
// the driver reports that assembling code is not available.
#include "emitter/Target.h"

namespace epic::emit {

std::unique_ptr<Target> makeIsaTarget() { return nullptr; }
std::unique_ptr<GroupRules> makeIsaGroupRules() { return nullptr; }

} // namespace epic::emit
