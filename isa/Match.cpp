#include "isa/MachineInst.h"
