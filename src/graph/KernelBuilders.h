// The two ways a fused group becomes a workload (Kernel.cpp chooses between them).
#pragma once

#include <optional>

#include "ktune/graph/Kernel.h"

namespace ktune::graph {

/** RegistryMatch.cpp: the registry op that computes exactly this group, with its arguments,
 * or nothing. */
std::optional<GraphKernel> match_registry_op(const FusedGraph &fg, const FusedGroup &group);

/** KernelDag.cpp: the group as a DAG of tensor-IR computes, one per node (scalar constants
 * inlined, every other outside value an input). */
GraphKernel build_dag_kernel(const FusedGraph &fg, const FusedGroup &group);

}  // namespace ktune::graph
