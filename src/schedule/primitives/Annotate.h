// Shared checks of the loop annotations (vectorize, unroll, parallel, bind).
#pragma once

#include "Primitives.h"

namespace ktune::primitives {

/** Sets axis kind after checking that the axis is a leaf and not yet annotated otherwise. */
AxisPtr annotate(Schedule &s, const Json &step, ForKind kind, const char *what);

}  // namespace ktune::primitives
