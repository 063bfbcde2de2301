// The kernel of a fused group: a ktune workload (a registry op where one fits, else a DAG
// built with the tensor IR) and where each of its inputs comes from.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ktune/graph/Fusion.h"
#include "ktune/ir/Workload.h"

namespace ktune::graph {

/** What a kernel reads for one of its workload's inputs. */
struct KernelArg {
  /** The graph value it reads (from that value's storage, with the value's shape)... */
  int value = -1;
  /** ...or a constant prepared at import in the layout the workload wants (a MatMul's [K,N]
   * weights packed into dense's [ceil(N/32),K,32] panels); `value` then names the constant it
   * was made from. */
  std::shared_ptr<const NDArray> prepared;
  /** How the prepared constant was made, for inspect and provenance. */
  std::string note;
};

struct GraphKernel {
  int group = -1;     // index in FusedGraph::groups
  Workload workload;  // what is compiled and tuned
  /** The workload's spec: a registry spec ("conv2d:N=1,...") or the DAG's JSON text. */
  std::string spec;
  bool registry_op = false;
  /** ktune_fused_<parts>_<output shape>_<8 hex digits of the workload key>, e.g.
   * ktune_fused_conv2d_bias_add_relu_1x64x56x56_1f2e3d4c: what it fused, in order. */
  std::string name;
  std::vector<std::string> parts;
  std::vector<KernelArg> args;  // one per workload input, in the workload's order
  int output = -1;              // the graph value it writes
  std::vector<std::string> onnx_nodes;
};

/** The kernel of group `index` of fg. Throws UserError naming the ONNX nodes when the group
 * holds something the kernel builder does not support (an element type other than f32, say). */
GraphKernel build_kernel(const FusedGraph &fg, size_t index);

/** Every group's kernel, in the groups' order. */
std::vector<GraphKernel> build_kernels(const FusedGraph &fg);

}  // namespace ktune::graph
