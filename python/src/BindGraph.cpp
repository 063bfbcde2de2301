// Models: ONNX import, the fused graph's kernels and tasks, and its reference interpreter.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "Bindings.h"
#include "ktune/graph/Interpreter.h"
#include "ktune/graph/Model.h"
#include "ktune/support/Error.h"

namespace ktune::python {

namespace {

using graph::Model;

graph::ImportOptions import_options(const std::map<std::string, std::vector<int64_t>> &shapes) {
  graph::ImportOptions o;
  o.input_shapes = shapes;
  return o;
}

py::list tasks(const Model &m) {
  py::list out;
  for (auto &t : m.tasks) {
    py::dict d;
    d["workload"] = m.kernels[t.kernel_indices.front()].workload;
    d["spec"] = t.spec;
    d["workload_key"] = t.workload_key;
    d["weight"] = t.weight;
    d["kernels"] = t.kernels;
    out.append(d);
  }
  return out;
}

py::list kernels(const Model &m) {
  const graph::Graph &g = m.fused.graph;
  py::list out;
  for (auto &k : m.kernels) {
    py::list args;
    for (size_t i = 0; i < k.args.size(); ++i) {
      const graph::KernelArg &a = k.args[i];
      py::dict ad;
      ad["value"] = g.values[a.value].name;
      ad["shape"] = k.workload.inputs()[i].shape();
      ad["constant"] = g.values[a.value].is_constant() || a.prepared != nullptr;
      ad["prepared"] = a.note;
      args.append(ad);
    }
    py::dict d;
    d["name"] = k.name;
    d["fused"] = k.parts;
    d["workload"] = k.workload;
    d["registry_op"] = k.registry_op;
    d["onnx_nodes"] = k.onnx_nodes;
    d["args"] = args;
    d["output"] = g.values[k.output].name;
    out.append(d);
  }
  return out;
}

// The graph's outputs for its inputs, by the reference interpreter (float32 arrays).
std::vector<py::array_t<float>> reference(
    const Model &m, const std::vector<py::array_t<float, py::array::c_style | py::array::forcecast>> &in) {
  const graph::Graph &g = m.fused.graph;
  user_check(in.size() == g.inputs.size(), "the model has " << g.inputs.size() << " inputs, " << in.size() << " given");
  std::vector<NDArray> arrays;
  for (size_t i = 0; i < in.size(); ++i) {
    const graph::Value &v = g.values[g.inputs[i]];
    std::vector<int64_t> shape(in[i].shape(), in[i].shape() + in[i].ndim());
    user_check(v.dtype == DataType::f32() && shape == v.shape,
               "input '" << v.name << "' must be a " << v.type_str() << " array");
    NDArray a = NDArray::empty(shape, DataType::f32());
    std::memcpy(a.data(), in[i].data(), static_cast<size_t>(a.bytes()));
    arrays.push_back(a);
  }
  std::vector<NDArray> outs;
  {
    py::gil_scoped_release release;
    outs = graph::run_graph(g, arrays);
  }
  std::vector<py::array_t<float>> result;
  for (auto &o : outs) {
    user_check(o.dtype() == DataType::f32(), "output of type " << o.dtype().str() << " is not float32");
    py::array_t<float> a(o.shape());
    std::memcpy(a.mutable_data(), o.data(), static_cast<size_t>(o.bytes()));
    result.push_back(a);
  }
  return result;
}

}  // namespace

void bind_graph(py::module_ &m) {
  py::class_<Model, std::shared_ptr<Model>>(m, "Model", "An imported model: its fused kernels and tuning tasks")
      .def_property_readonly("source", [](const Model &x) { return x.source; })
      .def_property_readonly("onnx_nodes", [](const Model &x) { return x.onnx_nodes; })
      .def_property_readonly("opset", [](const Model &x) { return x.fused.graph.opset; })
      .def_property_readonly("inputs",
                             [](const Model &x) {
                               std::vector<std::pair<std::string, std::vector<int64_t>>> out;
                               for (int v : x.fused.graph.inputs) {
                                 out.emplace_back(x.fused.graph.values[v].name, x.fused.graph.values[v].shape);
                               }
                               return out;
                             })
      .def("tasks", &tasks)
      .def("kernels", &kernels)
      .def("inspect", [](const Model &x) { return graph::model_text(x); })
      .def("to_json", [](const Model &x) { return graph::model_to_json(x).dump(); })
      .def("reference", &reference);
  m.def(
      "load_onnx_file",
      [](const std::string &path, const std::map<std::string, std::vector<int64_t>> &shapes) {
        return std::make_shared<Model>(graph::load_model(path, import_options(shapes)));
      },
      py::arg("path"), py::arg("input_shapes"));
  m.def(
      "load_onnx_bytes",
      [](const py::bytes &data, const std::string &what, const std::map<std::string, std::vector<int64_t>> &shapes) {
        return std::make_shared<Model>(graph::load_model_bytes(std::string(data), what, import_options(shapes)));
      },
      py::arg("data"), py::arg("what"), py::arg("input_shapes"));
}

}  // namespace ktune::python
