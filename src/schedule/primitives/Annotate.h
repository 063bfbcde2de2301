// Shared checks of the loop annotations (vectorize, unroll, parallel, bind).
#pragma once

#include "Primitives.h"

namespace ktune::primitives {

/** The leaf axis the step names, after checking that it exists and is not yet annotated with
 * another kind; the caller checks what its annotation needs and sets the kind. */
AxisPtr annotate(Schedule &s, const Json &step, ForKind kind, const char *what);

}  // namespace ktune::primitives
