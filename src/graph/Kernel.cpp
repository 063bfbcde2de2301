// The kernel of a fused group: a registry op where one computes exactly the group
// (RegistryMatch.cpp), else a DAG of the group's nodes (KernelDag.cpp); and its name.
//
// What it decides: the kernel's name says what it fused, in order, in the spirit of
// Inductor's kernel names: ktune_fused_<anchor>[_<epilogue>...]_<output shape>_<8 hex digits
// of the workload key>, e.g. ktune_fused_conv2d_bias_add_relu_1x64x56x56_1f2e3d4c. An Add of a
// constant is "bias", of another activation "add" (a residual); a Mul of a constant is
// "scale". Two groups that compute the same workload get the same name (one function in an
// exported library); the ONNX nodes each came from stay with the group.
#include "ktune/graph/Kernel.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "KernelBuilders.h"
#include "ktune/support/Error.h"

namespace ktune::graph {

namespace {

std::string lower(std::string s) {
  for (auto &c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::vector<std::string> name_parts(const Graph &g, const FusedGroup &grp) {
  std::vector<std::string> parts;
  for (int k : grp.nodes) {
    const Node &n = g.nodes[k];
    const std::string &op = n.op;
    if (op == "Transpose" && k != grp.anchor) continue;  // an operand's layout, not a step
    auto other_is_constant = [&]() {
      for (int v : n.inputs) {
        if (v >= 0 && g.values[v].is_constant()) return true;
      }
      return false;
    };
    if (op == "Conv") {
      int64_t group = n.attr_int("group", 1);
      const auto &w = g.values[n.inputs[1]].shape;
      parts.push_back(group == 1 ? "conv2d" : w[1] == 1 ? "depthwise_conv2d" : "group_conv2d");
      if (n.input(2) >= 0) parts.push_back("bias");
    } else if (op == "MatMul") {
      parts.push_back(g.values[n.outputs[0]].shape.size() > 2 && !g.values[n.inputs[1]].is_constant() ? "batch_matmul"
                                                                                                      : "matmul");
    } else if (op == "Gemm") {
      parts.push_back("gemm");
      if (n.input(2) >= 0) parts.push_back("bias");
    } else if (op == "Add") {
      parts.push_back(other_is_constant() ? "bias" : "add");
    } else if (op == "Mul") {
      parts.push_back(other_is_constant() ? "scale" : "mul");
    } else if (op == "MaxPool") {
      parts.push_back("maxpool");
    } else if (op == "AveragePool") {
      parts.push_back("avgpool");
    } else if (op == "GlobalAveragePool") {
      parts.push_back("global_avgpool");
    } else if (op == "GlobalMaxPool") {
      parts.push_back("global_maxpool");
    } else if (op == "LayerNormalization") {
      parts.push_back("layernorm");
    } else if (op == "BatchNormalization") {
      parts.push_back("batchnorm");
    } else if (op == "ReduceMean" || op == "ReduceSum" || op == "ReduceMax") {
      parts.push_back("reduce_" + lower(op.substr(6)));
    } else {
      parts.push_back(lower(op));
    }
  }
  return parts;
}

}  // namespace

GraphKernel build_kernel(const FusedGraph &fg, size_t index) {
  const FusedGroup &grp = fg.groups.at(index);
  GraphKernel k;
  try {
    std::optional<GraphKernel> reg = match_registry_op(fg, grp);
    k = reg ? *reg : build_dag_kernel(fg, grp);
  } catch (const UserError &e) {
    std::string nodes;
    for (auto &n : grp.onnx_nodes) nodes += (nodes.empty() ? "" : ", ") + n;
    throw UserError(fmt::format("the kernel of ONNX nodes {}: {}", nodes, e.what()));
  }
  k.group = static_cast<int>(index);
  k.output = grp.output;
  k.onnx_nodes = grp.onnx_nodes;
  k.parts = name_parts(fg.graph, grp);
  std::string name = "ktune_fused";
  for (size_t i = 0; i < k.parts.size() && i < 8; ++i) name += "_" + k.parts[i];
  name += "_";
  const auto &shape = fg.graph.values[grp.output].shape;
  for (size_t d = 0; d < shape.size(); ++d) name += (d ? "x" : "") + std::to_string(shape[d]);
  if (shape.empty()) name += "scalar";
  k.name = name + "_" + k.workload.key().substr(0, 8);
  internal_check(k.args.size() == k.workload.inputs().size(),
                 "kernel " << k.name << " has " << k.args.size() << " arguments for " << k.workload.inputs().size()
                           << " workload inputs");
  for (size_t i = 0; i < k.args.size(); ++i) {
    const NDArray *c = k.args[i].prepared.get();
    int64_t have = c ? c->size() : fg.graph.values[k.args[i].value].elements();
    int64_t want = 1;
    for (auto d : k.workload.inputs()[i].shape()) want *= d;
    internal_check(have == want, "kernel " << k.name << ": argument " << i << " has " << have << " elements, the "
                                           << "workload's input " << want);
  }
  return k;
}

std::vector<GraphKernel> build_kernels(const FusedGraph &fg) {
  std::vector<GraphKernel> out;
  for (size_t i = 0; i < fg.groups.size(); ++i) out.push_back(build_kernel(fg, i));
  return out;
}

}  // namespace ktune::graph
