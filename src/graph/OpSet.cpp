// The ONNX ops ktune imports, their kind for fusion, and the newest opset whose definition of
// each ktune implements.
//
// `newest_known` follows the ONNX operator changelog (docs/Changelog.md of the onnx
// repository): where a later opset only added element types (opsets 19, 21 and 22 did so for
// most ops; ktune computes in f32 and reads i64 shapes, so those types do not reach a kernel),
// the op's newest_known is that later opset. Where a later opset changed the meaning, it stops
// before it: ReduceMean/ReduceMax/ReduceMin took their axes as an input in opset 18, which the
// importer reads in both forms, and Gelu first appeared in opset 20.
#include "ktune/graph/OpSet.h"

#include <algorithm>
#include <cstring>
#include <map>

#include "ktune/support/Error.h"

namespace ktune::graph {

namespace {
const std::vector<OpSupport> &table() {
  static const std::vector<OpSupport> ops = {
      // Elementwise (numpy broadcasting between inputs).
      {"Add", OpKind::Elementwise, 22},
      {"Sub", OpKind::Elementwise, 22},
      {"Mul", OpKind::Elementwise, 22},
      {"Div", OpKind::Elementwise, 22},
      {"Pow", OpKind::Elementwise, 22},
      {"Max", OpKind::Elementwise, 22},
      {"Min", OpKind::Elementwise, 22},
      {"Relu", OpKind::Elementwise, 22},
      {"LeakyRelu", OpKind::Elementwise, 22},
      {"Clip", OpKind::Elementwise, 22},
      {"Sigmoid", OpKind::Elementwise, 22},
      {"HardSigmoid", OpKind::Elementwise, 22},
      {"HardSwish", OpKind::Elementwise, 22},
      {"Tanh", OpKind::Elementwise, 22},
      {"Erf", OpKind::Elementwise, 22},
      {"Gelu", OpKind::Elementwise, 22},
      {"Exp", OpKind::Elementwise, 22},
      {"Log", OpKind::Elementwise, 22},
      {"Sqrt", OpKind::Elementwise, 22},
      {"Reciprocal", OpKind::Elementwise, 22},
      {"Neg", OpKind::Elementwise, 22},
      {"Abs", OpKind::Elementwise, 22},
      {"BatchNormalization", OpKind::Elementwise, 22},  // inference form; folded into a Conv before it
      {"Silu", OpKind::Elementwise, 22, false},         // x * sigmoid(x), made by ActivationPatterns.cpp
      // Anchors: kernels that elementwise consumers join.
      {"Conv", OpKind::Anchor, 22},
      {"MatMul", OpKind::Anchor, 22},
      {"Gemm", OpKind::Anchor, 22},
      {"MaxPool", OpKind::Anchor, 22},
      {"AveragePool", OpKind::Anchor, 22},
      {"GlobalAveragePool", OpKind::Anchor, 22},
      {"GlobalMaxPool", OpKind::Anchor, 22},
      {"Softmax", OpKind::Anchor, 22},
      {"LayerNormalization", OpKind::Anchor, 22},
      {"ReduceMean", OpKind::Anchor, 20},
      {"ReduceSum", OpKind::Anchor, 22},
      {"ReduceMax", OpKind::Anchor, 20},
      // Copies with an index map.
      {"Transpose", OpKind::Injective, 22},
      {"Concat", OpKind::Injective, 22},
      {"Slice", OpKind::Injective, 22},
      {"Gather", OpKind::Injective, 22},
      {"Expand", OpKind::Injective, 22},
      // The same data with another shape.
      {"Reshape", OpKind::View, 22},
      {"Flatten", OpKind::View, 22},
      {"Squeeze", OpKind::View, 22},
      {"Unsqueeze", OpKind::View, 22},
      // Folded at import: shape arithmetic and constants.
      {"Constant", OpKind::Fold, 22},
      {"ConstantOfShape", OpKind::Fold, 22},
      {"Shape", OpKind::Fold, 22},
      {"Size", OpKind::Fold, 22},
      {"Cast", OpKind::Fold, 22},
      {"Range", OpKind::Fold, 22},
      {"Equal", OpKind::Fold, 22},
      {"Less", OpKind::Fold, 22},
      {"Greater", OpKind::Fold, 22},
      {"Not", OpKind::Fold, 22},
      {"Where", OpKind::Fold, 22},
      {"Floor", OpKind::Fold, 22},
      {"Ceil", OpKind::Fold, 22},
      // Removed at import.
      {"Identity", OpKind::Identity, 22},
      {"Dropout", OpKind::Identity, 22},
  };
  return ops;
}
}  // namespace

const OpSupport *find_op_support(const std::string &op) {
  for (auto &s : table()) {
    if (op == s.op) return &s;
  }
  return nullptr;
}

std::vector<std::string> supported_ops() {
  std::vector<std::string> out;
  for (auto &s : table()) out.emplace_back(s.op);
  std::sort(out.begin(), out.end());
  return out;
}

namespace {
// How many inputs each op takes (ONNX's min and max; optional ones may be omitted as "").
const std::map<std::string, InputArity> &arities() {
  static const size_t many = 1 << 20;
  static const std::map<std::string, InputArity> a = {
      {"Add", {2, 2}},
      {"Sub", {2, 2}},
      {"Mul", {2, 2}},
      {"Div", {2, 2}},
      {"Pow", {2, 2}},
      {"Max", {1, many}},
      {"Min", {1, many}},
      {"Relu", {1, 1}},
      {"LeakyRelu", {1, 1}},
      {"Clip", {1, 3}},
      {"Sigmoid", {1, 1}},
      {"HardSigmoid", {1, 1}},
      {"HardSwish", {1, 1}},
      {"Tanh", {1, 1}},
      {"Erf", {1, 1}},
      {"Gelu", {1, 1}},
      {"Exp", {1, 1}},
      {"Log", {1, 1}},
      {"Sqrt", {1, 1}},
      {"Reciprocal", {1, 1}},
      {"Neg", {1, 1}},
      {"Abs", {1, 1}},
      {"BatchNormalization", {5, 5}},
      {"Silu", {1, 1}},
      {"Conv", {2, 3}},
      {"MatMul", {2, 2}},
      {"Gemm", {2, 3}},
      {"MaxPool", {1, 1}},
      {"AveragePool", {1, 1}},
      {"GlobalAveragePool", {1, 1}},
      {"GlobalMaxPool", {1, 1}},
      {"Softmax", {1, 1}},
      {"LayerNormalization", {2, 3}},
      {"ReduceMean", {1, 2}},
      {"ReduceSum", {1, 2}},
      {"ReduceMax", {1, 2}},
      {"Transpose", {1, 1}},
      {"Concat", {1, many}},
      {"Slice", {1, 5}},
      {"Gather", {2, 2}},
      {"Expand", {2, 2}},
      {"Reshape", {2, 2}},
      {"Flatten", {1, 1}},
      {"Squeeze", {1, 2}},
      {"Unsqueeze", {1, 2}},
      {"Constant", {0, 0}},
      {"ConstantOfShape", {1, 1}},
      {"Shape", {1, 1}},
      {"Size", {1, 1}},
      {"Cast", {1, 1}},
      {"Range", {3, 3}},
      {"Equal", {2, 2}},
      {"Less", {2, 2}},
      {"Greater", {2, 2}},
      {"Not", {1, 1}},
      {"Where", {3, 3}},
      {"Floor", {1, 1}},
      {"Ceil", {1, 1}},
      {"Identity", {1, 1}},
      {"Dropout", {1, 3}},
  };
  return a;
}
}  // namespace

InputArity input_arity(const std::string &op) {
  auto it = arities().find(op);
  internal_check(it != arities().end(), "no input arity for " << op);
  return it->second;
}

const char *op_kind_name(OpKind k) {
  switch (k) {
    case OpKind::Elementwise: return "elementwise";
    case OpKind::Anchor: return "anchor";
    case OpKind::Injective: return "injective";
    case OpKind::View: return "view";
    case OpKind::Fold: return "fold";
    case OpKind::Identity: return "identity";
  }
  return "?";
}

}  // namespace ktune::graph
