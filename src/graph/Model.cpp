// A model from an ONNX file to kernels and tasks: import, fuse, build each group's kernel,
// and count each unique workload once, weighted by how many kernels compute it.
#include "ktune/graph/Model.h"

#include <algorithm>
#include <map>
#include <sstream>

#include <fmt/format.h>

#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::graph {

namespace {

Model make_model(Graph g, const std::string &source) {
  Model m;
  m.source = source;
  m.onnx_nodes = g.source_nodes;
  m.fused = fuse(std::move(g));
  m.kernels = build_kernels(m.fused);
  std::map<std::string, size_t> by_key;
  for (size_t i = 0; i < m.kernels.size(); ++i) {
    const GraphKernel &k = m.kernels[i];
    std::string key = k.workload.key();
    auto it = by_key.find(key);
    if (it == by_key.end()) {
      it = by_key.emplace(key, m.tasks.size()).first;
      ModelTask t;
      t.spec = k.spec;
      t.workload_key = key;
      m.tasks.push_back(t);
    }
    ModelTask &t = m.tasks[it->second];
    t.weight += 1;
    t.kernel_indices.push_back(static_cast<int>(i));
    if (std::find(t.kernels.begin(), t.kernels.end(), k.name) == t.kernels.end()) t.kernels.push_back(k.name);
  }
  return m;
}

nlohmann::json value_json(const Graph &g, int v) {
  const Value &val = g.values[v];
  return {{"name", val.name}, {"dtype", val.dtype.str()}, {"shape", val.shape}};
}

std::string shape_str(const std::vector<int64_t> &s) {
  std::string out = "[";
  for (size_t i = 0; i < s.size(); ++i) out += (i ? "," : "") + std::to_string(s[i]);
  return out + "]";
}

}  // namespace

Model load_model(const std::string &path, const ImportOptions &options) {
  return make_model(import_onnx_file(path, options), path);
}

Model load_model_bytes(const std::string &bytes, const std::string &what, const ImportOptions &options) {
  return make_model(import_onnx_bytes(bytes, what, options), what);
}

nlohmann::json model_to_json(const Model &m) {
  const Graph &g = m.fused.graph;
  nlohmann::json inputs = nlohmann::json::array(), outputs = nlohmann::json::array();
  for (int v : g.inputs) inputs.push_back(value_json(g, v));
  for (int v : g.outputs) outputs.push_back(value_json(g, v));
  nlohmann::json kernels = nlohmann::json::array();
  for (auto &k : m.kernels) {
    nlohmann::json args = nlohmann::json::array();
    for (size_t i = 0; i < k.args.size(); ++i) {
      const KernelArg &a = k.args[i];
      const Value &v = g.values[a.value];
      nlohmann::json aj = {{"value", v.name},
                           {"shape", k.workload.inputs()[i].shape()},
                           {"constant", v.is_constant() || a.prepared != nullptr}};
      if (m.fused.storage(a.value) != a.value) aj["storage"] = g.values[m.fused.storage(a.value)].name;
      if (!a.note.empty()) aj["prepared"] = a.note;
      args.push_back(aj);
    }
    kernels.push_back({{"name", k.name},
                       {"fused", k.parts},
                       {"workload", k.spec},
                       {"workload_key", k.workload.key()},
                       {"registry_op", k.registry_op},
                       {"onnx_nodes", k.onnx_nodes},
                       {"args", args},
                       {"output", value_json(g, k.output)},
                       {"flops", k.workload.flops}});
  }
  nlohmann::json views = nlohmann::json::array();
  for (auto &[v, of] : m.fused.views) views.push_back({{"value", g.values[v].name}, {"storage", g.values[of].name}});
  nlohmann::json tasks = nlohmann::json::array();
  for (auto &t : m.tasks) {
    tasks.push_back(
        {{"workload", t.spec}, {"workload_key", t.workload_key}, {"weight", t.weight}, {"kernels", t.kernels}});
  }
  return {{"format", "ktune-model"},
          {"version", 1},
          {"source", m.source},
          {"opset", g.opset},
          {"onnx_nodes", m.onnx_nodes},
          {"inputs", inputs},
          {"outputs", outputs},
          {"kernels", kernels},
          {"views", views},
          {"tasks", tasks}};
}

std::string model_text(const Model &m) {
  const Graph &g = m.fused.graph;
  std::ostringstream os;
  os << fmt::format("model {}: {} ONNX nodes (opset {}) -> {} graph nodes after import, {} kernels, {} tasks\n\n",
                    m.source, m.onnx_nodes, g.opset, g.nodes.size(), m.kernels.size(), m.tasks.size());
  os << "graph (after import: constants folded, BatchNormalization folded, patterns recognised):\n" << g.str() << "\n";
  os << "kernels (fusion):\n";
  for (size_t i = 0; i < m.kernels.size(); ++i) {
    const GraphKernel &k = m.kernels[i];
    os << fmt::format("[{}] {}\n", i, k.name);
    std::string nodes;
    for (auto &n : k.onnx_nodes) nodes += (nodes.empty() ? "" : ", ") + n;
    os << "    onnx nodes  " << nodes << "\n";
    os << "    workload    "
       << (k.registry_op ? k.spec : "DAG " + k.workload.key() + " (" + kernel_name(k.workload) + ")") << "\n";
    for (size_t a = 0; a < k.args.size(); ++a) {
      const KernelArg &arg = k.args[a];
      const Value &v = g.values[arg.value];
      std::string from = (v.is_constant() ? "$" : "%") + v.name;
      if (m.fused.storage(arg.value) != arg.value)
        from += " (view of %" + g.values[m.fused.storage(arg.value)].name + ")";
      if (!arg.note.empty()) from += ", " + arg.note;
      os << fmt::format("    arg {}       {} {}\n", a, shape_str(k.workload.inputs()[a].shape()), from);
    }
    os << "    writes      %" << g.values[k.output].name << " " << g.values[k.output].type_str() << "\n";
  }
  os << "\ntasks (unique workloads, weight = kernels that compute it):\n";
  for (auto &t : m.tasks) {
    Workload w = workload_from_spec(t.spec);
    os << fmt::format("  x{:<3g} {}  {}\n", t.weight, t.workload_key,
                      w.op_name == "custom" ? kernel_name(w) + " (DAG)" : w.spec);
  }
  return os.str();
}

std::vector<NDArray> kernel_inputs(const Model &m, const GraphKernel &k, const std::vector<NDArray> &values) {
  std::vector<NDArray> out;
  for (size_t i = 0; i < k.args.size(); ++i) {
    const KernelArg &a = k.args[i];
    const std::vector<int64_t> &shape = k.workload.inputs()[i].shape();
    if (a.prepared) {
      out.push_back(*a.prepared);
      continue;
    }
    const NDArray &src = values.at(a.value);
    internal_check(src.defined(),
                   "kernel " << k.name << ": value '" << m.fused.graph.values[a.value].name << "' has no data");
    std::shared_ptr<void> data(std::make_shared<NDArray>(src), src.data());
    out.push_back(NDArray::from_memory(data, shape, src.dtype()));
  }
  return out;
}

}  // namespace ktune::graph
