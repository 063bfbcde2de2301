// Which ONNX ops ktune knows, and what kind of op each is for fusion.
#pragma once

#include <string>
#include <vector>

namespace ktune::graph {

/** What an op is to the fusion pass. */
enum class OpKind {
  Elementwise,  // one output element from the same element of each (broadcast) input
  Anchor,       // a kernel of its own that elementwise consumers join: Conv, MatMul, pooling, ...
  Injective,    // a copy with an index map (Transpose, Slice, Concat, Gather): a kernel unless absorbed
  View,         // the same data with another shape (Reshape, Flatten, Squeeze, Unsqueeze): no kernel
  Fold,         // computed at import from constants and static shapes (Shape, Constant, Range, ...)
  Identity,     // removed at import (Identity, Dropout in inference)
};

struct OpSupport {
  const char *op;
  OpKind kind;
  /** The newest opset of the default domain whose definition of this op ktune implements (a
   * model of a newer opset imports when each of its ops is unchanged since this one). */
  int newest_known = 17;
  /** false for the ops that only graph passes make (Silu): a model may not use them. */
  bool onnx = true;
};

/** The entry of an op type, or nullptr when ktune does not support it. */
const OpSupport *find_op_support(const std::string &op);

/** Every supported op type, sorted. */
std::vector<std::string> supported_ops();

const char *op_kind_name(OpKind k);

/** How many inputs an op takes, as ONNX defines it (optional ones may be omitted). */
struct InputArity {
  size_t min = 0, max = 0;
};
InputArity input_arity(const std::string &op);

}  // namespace ktune::graph
