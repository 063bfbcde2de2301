// The graph's reference interpreter: every supported op as plain loops in double precision.
#pragma once

#include <vector>

#include "ktune/graph/Graph.h"

namespace ktune::graph {

/** Evaluates one node on its inputs (indexed like n.inputs; an omitted optional input is an
 * undefined NDArray) and returns its outputs (indexed like n.outputs). Written with plain loops
 * that compute in double and round once to the output's type, without the tensor IR: the
 * answer that every kernel made from the graph is checked against, and the constant folder.
 * Throws UserError naming the node when its inputs do not fit its op. */
std::vector<NDArray> evaluate_node(const Graph &g, const Node &n, const std::vector<NDArray> &inputs);

/** Every value of the graph, given its inputs (in the order of g.inputs): constants as they
 * are, each node's outputs as evaluate_node computes them. */
std::vector<NDArray> evaluate_graph(const Graph &g, const std::vector<NDArray> &inputs);

/** The graph's outputs (in the order of g.outputs) for its inputs. */
std::vector<NDArray> run_graph(const Graph &g, const std::vector<NDArray> &inputs);

}  // namespace ktune::graph
