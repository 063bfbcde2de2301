// The graph layer: a model as nodes and values with static shapes, above the tensor IR.
//
// A Graph is what an imported model becomes (ONNX today): values (graph inputs, constants and
// node outputs, each with a dtype and a static shape) and nodes (an op type with its attributes,
// reading and writing values). Constants, the model's weights, are kept by reference
// (shared NDArrays): passes that copy a graph never copy its weights. The op vocabulary is
// ONNX's (op types and attribute names as the ONNX operator documents give them), plus the few
// ops that graph passes make from patterns (Gelu also for opsets below 20, LayerNormalization
// for the decomposed form). Each node remembers the ONNX nodes it stands for (`origin`), so
// that every kernel made from it can name them.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ktune/ir/Type.h"
#include "ktune/runtime/NDArray.h"

namespace ktune::graph {

/** A node attribute, as ONNX gives it. */
struct Attribute {
  enum class Kind { Int, Float, String, Ints, Floats, Tensor };
  Kind kind = Kind::Int;
  int64_t i = 0;
  double f = 0;
  std::string s;
  std::vector<int64_t> ints;
  std::vector<double> floats;
  std::shared_ptr<const NDArray> tensor;
};

/** A tensor of the graph: a graph input, a constant (weights) or a node's output. */
struct Value {
  std::string name;
  DataType dtype = DataType::f32();
  std::vector<int64_t> shape;
  /** The node that writes it, or -1 (a graph input or a constant). */
  int producer = -1;
  /** The data of a constant, shared with every copy of the graph; null otherwise. */
  std::shared_ptr<const NDArray> constant;
  bool is_constant() const { return constant != nullptr; }
  int64_t elements() const;
  /** "f32[1,3,224,224]" */
  std::string type_str() const;
};

struct Node {
  std::string name;         // the ONNX node's name ("Conv_12"), or a made-up one where it had none
  std::string op;           // the op type: "Conv", "MatMul", ...
  std::vector<int> inputs;  // value ids; -1 for an omitted optional input
  std::vector<int> outputs;
  std::map<std::string, Attribute> attrs;
  /** The ONNX nodes this node stands for: itself, plus what a pass folded into it (a
   * BatchNormalization into a Conv, the nodes of a GELU or LayerNorm pattern). */
  std::vector<std::string> origin;

  bool has_attr(const std::string &key) const { return attrs.count(key) != 0; }
  int64_t attr_int(const std::string &key, int64_t fallback) const;
  double attr_float(const std::string &key, double fallback) const;
  std::string attr_string(const std::string &key, const std::string &fallback) const;
  std::vector<int64_t> attr_ints(const std::string &key, const std::vector<int64_t> &fallback = {}) const;
  /** Whether Layout.cpp made this Conv or pooling read and write NHWC (its `layout` attribute). */
  bool channels_last() const { return attr_string("layout", "NCHW") == "NHWC"; }
  /** Input k, or -1 when the node has fewer inputs or it was omitted. */
  int input(size_t k) const { return k < inputs.size() ? inputs[k] : -1; }
};

class Graph {
 public:
  std::string name;
  /** The opset of the default ONNX domain that the model was written for. */
  int64_t opset = 0;
  /** Nodes in the model as written (before import folded or merged any). */
  int64_t source_nodes = 0;
  std::vector<Value> values;
  std::vector<Node> nodes;           // kept in a topological order (producers first)
  std::vector<int> inputs, outputs;  // value ids of the graph inputs (not constants) and outputs

  /** Adds a value and returns its id. */
  int add_value(Value v);
  /** Adds a constant value holding data. */
  int add_constant(const std::string &name, NDArray data);
  /** Id of the value of that name, or -1. */
  int find_value(const std::string &name) const;
  /** A name not yet used by a value, from a stem. */
  std::string fresh_name(const std::string &stem) const;
  /** For each value, the nodes that read it (in node order). */
  std::vector<std::vector<int>> consumers() const;
  /** Whether a value is one of the graph's outputs. */
  bool is_output(int value) const;
  /** Orders the nodes producers first and sets every value's producer. Throws UserError naming
   * the nodes of a cycle, or a node that reads a value that nothing writes. */
  void sort_topologically();
  /** Drops nodes none of whose outputs is read by another node or is a graph output, and values
   * no longer referenced (renumbering them). */
  void remove_dead();
  /** One line per node: "%out f32[1,64,56,56] = Conv(%x, %w) {strides=[2,2]}", inputs first. */
  std::string str() const;
};

/** The scalar value of a one-element constant, or false when v is not one. */
bool scalar_constant(const Graph &g, int v, double *out);

}  // namespace ktune::graph
