// Fusion: which nodes of a graph run as one kernel.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ktune/graph/Graph.h"

namespace ktune::graph {

/** A group of nodes that runs as one kernel. */
struct FusedGroup {
  /** Node indices, producers first: an optional prologue (the Transposes a MatMul reads as its
   * operands' layout), the anchor (or the first node), then the elementwise epilogue. */
  std::vector<int> nodes;
  /** The node that gives the kernel its kind (Conv, MatMul, Softmax, ...; for an elementwise
   * chain its first node). */
  int anchor = -1;
  /** The values it reads from outside, in order of first read (activations, views of them and
   * constants), and the one value it writes. */
  std::vector<int> inputs;
  int output = -1;
  /** The ONNX nodes it computes (the origins of its nodes, in order). */
  std::vector<std::string> onnx_nodes;
};

/** A graph cut into kernels. */
struct FusedGraph {
  Graph graph;
  /** In an order that runs each kernel after the kernels whose outputs it reads. */
  std::vector<FusedGroup> groups;
  /** The values that Reshape, Flatten, Squeeze and Unsqueeze make: each the same data as the
   * value it maps to (a value that is not a view itself), read with another shape. */
  std::map<int, int> views;
  /** The value whose buffer holds v's data (v itself unless v is a view). */
  int storage(int v) const;
};

/** The fusion pass (Fusion.cpp; its comment gives the rules). */
FusedGraph fuse(Graph g);

}  // namespace ktune::graph
