// Named operators with shape parameters, built from the tensor IR, and their references.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "ktune/ir/Workload.h"
#include "ktune/runtime/NDArray.h"

namespace ktune {

/** The parameters of a workload spec, with typed access that names what is wrong. */
class OpParams {
 public:
  OpParams(std::string op, std::map<std::string, std::string> values)
      : op_(std::move(op)), values_(std::move(values)) {}
  int64_t integer(const std::string &key) const;
  double real(const std::string &key) const;
  const std::string &text(const std::string &key) const;
  const std::map<std::string, std::string> &values() const { return values_; }
  const std::string &op() const { return op_; }

 private:
  std::string op_;
  std::map<std::string, std::string> values_;
};

struct OpParamDef {
  std::string name;
  std::string default_value;  // empty: required
  std::string help;
};

/** A registry entry: how to build the computation and how to compute it independently. */
struct OpDef {
  std::string name;
  std::string summary;
  std::vector<OpParamDef> params;
  std::function<Workload(const OpParams &)> build;
  /** Computes outputs from inputs with plain loops (double accumulation), written without the
   * IR: the correctness check of every candidate kernel. */
  std::function<void(const OpParams &, const std::vector<NDArray> &inputs, std::vector<NDArray> &outputs)> reference;
  /** Parts of the kernel name after the op: "bias", "gelu", "nchw" ... */
  std::function<std::vector<std::string>(const OpParams &)> name_parts;
  /** The inputs (by tensor name) that a model holds as its parameters: the same data on every
   * call, read back only after the rest of the model has run. MeasureOptions::cold_weights
   * evicts them before each timed call, and rewrites the other inputs and the outputs (the
   * activations) a block per thread. */
  std::vector<std::string> weights;
};

const std::vector<OpDef> &op_registry();
const OpDef &find_op(const std::string &name);

/** Builds the workload of a spec "op:key=value,..." (dtype=f32 unless given). The result's
 * op_name, params, spec (canonical: every parameter, declared order) and flops are set.
 * A spec that starts with '{' is a user's DAG in the JSON of WorkloadJson.h (op_name
 * "custom", spec its compact JSON).
 * Throws UserError naming the spec, the parameter and what is wrong. */
Workload workload_from_spec(const std::string &spec);

/** Runs the reference of a workload: outputs from inputs (for a custom DAG, the tensor-IR
 * interpreter). */
void run_reference(const Workload &w, const std::vector<NDArray> &inputs, std::vector<NDArray> &outputs);

/** The positions, among w.inputs(), of the op's weights (OpDef::weights present in this
 * workload: a conv2d without bias has no "bias"); none for a custom DAG, whose inputs say
 * nothing of where they come from. */
std::vector<size_t> weight_inputs(const Workload &w);

/** The width of the panels a dense workload's weights come packed in (its nblock: W is
 * [ceil(N/nblock),K,nblock]); 0 for [N,K] weights and for every other op. */
int64_t dense_weight_panels(const Workload &w);

/** A descriptive C symbol: ktune_<op>_<parts>_<dtype>_<param><value>...,
 * e.g. ktune_dense_bias_gelu_f32_m128_n3072_k768. Custom workloads: the tags of their compute
 * stages, the output's type and shape and the key's first 8 digits, e.g.
 * ktune_xw_z_y_f32_128x3072_1f2e3d4c. */
std::string kernel_name(const Workload &w);

}  // namespace ktune
