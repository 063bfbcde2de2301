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
