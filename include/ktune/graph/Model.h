// An imported model: its fused graph, its kernels and its tuning tasks, what `ktune import`,
// `ktune inspect --model` and `ktune tune --model` work on.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ktune/graph/Kernel.h"
#include "ktune/graph/OnnxImport.h"

namespace ktune::graph {

/** One unique workload of a model: tuned once, used by `weight` kernels. */
struct ModelTask {
  std::string spec;  // the workload spec (registry spec or DAG JSON)
  std::string workload_key;
  double weight = 0;                 // how many kernels of the model compute it
  std::vector<std::string> kernels;  // their names (one name per distinct group)
  std::vector<int> kernel_indices;   // indices into Model::kernels
};

struct Model {
  std::string source;      // the file it was read from
  int64_t onnx_nodes = 0;  // nodes in the ONNX graph as written
  FusedGraph fused;
  std::vector<GraphKernel> kernels;  // one per fused group, in run order
  std::vector<ModelTask> tasks;      // in order of first use
};

/** Imports, fuses and builds the kernels and tasks of an ONNX model file. */
Model load_model(const std::string &path, const ImportOptions &options = {});
/** The same from a serialised ModelProto. */
Model load_model_bytes(const std::string &bytes, const std::string &what, const ImportOptions &options = {});

/** What `ktune import -o` writes: {"format": "ktune-model", "version": 1, source, opset,
 * onnx_nodes, inputs, outputs, kernels: [{name, workload, workload_key, registry_op,
 * onnx_nodes, args, output}], views, tasks: [{workload, weight, kernels}]}. Its "tasks" make it
 * a tasks file for `ktune tune --tasks` as well. */
nlohmann::json model_to_json(const Model &m);

/** `ktune inspect --model ... --stage graph`: the normalised graph, then each kernel with the
 * nodes it fused, its workload and where its arguments come from, then the tasks. */
std::string model_text(const Model &m);

/** The arrays a kernel takes as its workload's inputs, given every value of the graph
 * (evaluate_graph's result): a prepared constant as it is, any other value's data with the
 * workload input's shape. */
std::vector<NDArray> kernel_inputs(const Model &m, const GraphKernel &k, const std::vector<NDArray> &values);

}  // namespace ktune::graph
