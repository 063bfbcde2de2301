// The reference of a user's own DAG: the tensor IR evaluated directly, element by element.
#pragma once

#include <vector>

#include "ktune/ir/Workload.h"
#include "ktune/runtime/NDArray.h"

namespace ktune::reference {

/** Evaluates every compute of w in double precision (integers exactly), in dependency order,
 * with no scheduling, lowering or code generation involved: an answer independent of the
 * compiler for a workload that no hand-written reference covers. outputs are allocated by the
 * caller with the workload's shapes and types. */
void interpret(const Workload &w, const std::vector<NDArray> &inputs, std::vector<NDArray> &outputs);

}  // namespace ktune::reference
