// Models: ONNX import, the fused graph's kernels and tasks, and its reference interpreter.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "Bindings.h"
#include "ktune/database/ModelSchedules.h"
#include "ktune/export/Export.h"
#include "ktune/graph/Executor.h"
#include "ktune/graph/Interpreter.h"
#include "ktune/graph/Model.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/support/Error.h"

namespace ktune::python {

namespace {

using graph::Model;

graph::ImportOptions import_options(const std::map<std::string, std::vector<int64_t>> &shapes,
                                    const std::string &layout) {
  graph::ImportOptions o;
  o.input_shapes = shapes;
  o.layout = graph::parse_conv_layout(layout);
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

using FloatArray = py::array_t<float, py::array::c_style | py::array::forcecast>;

// NumPy float32 arrays as the graph's inputs (shapes checked, naming the input).
std::vector<NDArray> graph_inputs(const graph::Graph &g, const std::vector<FloatArray> &in) {
  user_check(in.size() == g.inputs.size(), "the model has " << g.inputs.size() << " inputs, " << in.size() << " given");
  std::vector<NDArray> arrays;
  for (size_t i = 0; i < in.size(); ++i) {
    const graph::Value &v = g.values[g.inputs[i]];
    std::vector<int64_t> shape(in[i].shape(), in[i].shape() + in[i].ndim());
    user_check(v.dtype == DataType::f32() && shape == v.shape,
               "input '" << v.name << "' must be a " << v.type_str() << " array");
    // The caller's array itself, not a copy: `in` holds it for the whole call. A fresh copy
    // per call cost ResNet-18 about 1 ms of its 14 (2026-12-05): a new 600 KB allocation is new
    // pages, each faulted in on first touch. The kernels take unaligned arrays (Python's op
    // kernels always ran on NumPy's own).
    auto borrowed = std::shared_ptr<void>(const_cast<float *>(in[i].data()), [](void *) {});
    arrays.push_back(NDArray::from_memory(borrowed, shape, DataType::f32()));
  }
  return arrays;
}

std::vector<py::array_t<float>> to_numpy(const std::vector<NDArray> &outs) {
  std::vector<py::array_t<float>> result;
  for (auto &o : outs) {
    user_check(o.dtype() == DataType::f32(), "output of type " << o.dtype().str() << " is not float32");
    py::array_t<float> a(o.shape());
    std::memcpy(a.mutable_data(), o.data(), static_cast<size_t>(o.bytes()));
    result.push_back(a);
  }
  return result;
}

// The graph's outputs for its inputs, by the reference interpreter (float32 arrays).
std::vector<py::array_t<float>> reference(const Model &m, const std::vector<FloatArray> &in) {
  std::vector<NDArray> arrays = graph_inputs(m.fused.graph, in);
  std::vector<NDArray> outs;
  {
    py::gil_scoped_release release;
    outs = graph::run_graph(m.fused.graph, arrays);
  }
  return to_numpy(outs);
}

using graph::CompiledModel;

std::vector<py::array_t<float>> run_compiled(CompiledModel &c, const std::vector<FloatArray> &in) {
  std::vector<NDArray> arrays = graph_inputs(c.model().fused.graph, in);
  std::vector<NDArray> outs;
  {
    py::gil_scoped_release release;
    outs = c.run(arrays);
  }
  return to_numpy(outs);
}

py::dict profile(CompiledModel &c, const std::vector<FloatArray> &in, int repeat) {
  std::vector<NDArray> arrays = graph_inputs(c.model().fused.graph, in);
  double model_s = 0;
  std::vector<double> times;
  {
    py::gil_scoped_release release;
    times = c.profile(arrays, repeat, &model_s);
  }
  py::list kernels;
  for (size_t k = 0; k < times.size(); ++k) {
    const auto &ck = c.kernels()[k];
    py::dict d;
    d["name"] = ck.kernel->name;
    d["symbol"] = ck.symbol;
    d["onnx_nodes"] = ck.kernel->onnx_nodes;
    d["schedule"] = ck.chosen.rule;
    d["record_id"] = ck.chosen.record_id;
    d["record_location"] = ck.chosen.record_location;
    d["reason"] = ck.chosen.reason;
    d["library"] = ck.library_call ? py::object(py::str(ck.chosen.library)) : py::object(py::none());
    d["latency_s"] = times[k];
    kernels.append(d);
  }
  py::dict out;
  out["latency_s"] = model_s;
  out["kernels"] = kernels;
  return out;
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
      .def("reference", &reference)
      .def(
          "build",
          [](const Model &x, const std::string &db, const std::string &target, bool library) {
            Target t = Target::parse(target);
            std::string why;
            user_check(t.kind == Target::Kind::CPU && target_runs_here(t, &why),
                       "a model builds for a CPU that runs here; " << t.str() << " does not: " << why);
            graph::ScheduleChooser choose = policy_chooser(db, library);
            py::gil_scoped_release release;
            return std::make_shared<CompiledModel>(x, t, choose);
          },
          py::arg("db") = "", py::arg("target") = "llvm", py::arg("library") = false);
  py::class_<CompiledModel, std::shared_ptr<CompiledModel>>(m, "CompiledModel",
                                                            "A model compiled for this CPU, run end to end")
      .def("run", &run_compiled)
      .def("profile", &profile, py::arg("inputs"), py::arg("repeat") = 10)
      .def_property_readonly("workspace_bytes", [](const CompiledModel &c) { return c.plan().workspace_bytes; })
      .def_property_readonly("schedules", [](const CompiledModel &c) {
        py::list out;
        for (auto &k : c.kernels()) {
          py::dict d;
          d["name"] = k.kernel->name;
          d["symbol"] = k.symbol;
          d["rule"] = k.chosen.rule;
          d["record_id"] = k.chosen.record_id;
          d["record_location"] = k.chosen.record_location;
          d["reason"] = k.chosen.reason;
          d["library"] = k.library_call ? py::object(py::str(k.chosen.library)) : py::object(py::none());
          out.append(d);
        }
        return out;
      });
  m.def(
      "export_model",
      [](const std::string &model_path, const std::map<std::string, std::vector<int64_t>> &shapes,
         const std::string &out_dir, const std::string &db, const std::string &name, const std::string &target,
         bool weights_file, const std::string &layout, bool library) {
        ModelExportRequest r;
        r.model_path = model_path;
        r.layout = layout;
        for (auto &[input, dims] : shapes) {
          std::string text = input + "=";
          for (size_t i = 0; i < dims.size(); ++i) text += (i ? "x" : "") + std::to_string(dims[i]);
          r.input_shapes.push_back(text);
        }
        r.out_dir = out_dir;
        r.db_path = db;
        r.name = name;
        r.target = target;
        r.weights_file = weights_file;
        r.library_calls = library;
        ModelExportResult x;
        {
          py::gil_scoped_release release;
          x = export_model_library(r);
        }
        py::dict d;
        d["static_library"] = x.static_library;
        d["shared_library"] = x.shared_library;
        d["header"] = x.header;
        d["manifest"] = x.manifest;
        d["weights"] = x.weights;
        d["kernels"] = x.kernels;
        d["functions"] = x.functions;
        d["workspace_bytes"] = x.workspace_bytes;
        d["weights_bytes"] = x.weights_bytes;
        return d;
      },
      py::arg("model_path"), py::arg("input_shapes"), py::arg("out_dir"), py::arg("db"), py::arg("name"),
      py::arg("target"), py::arg("weights_file"), py::arg("layout") = "nhwc", py::arg("library") = false);
  m.def(
      "load_onnx_file",
      [](const std::string &path, const std::map<std::string, std::vector<int64_t>> &shapes,
         const std::string &layout) {
        return std::make_shared<Model>(graph::load_model(path, import_options(shapes, layout)));
      },
      py::arg("path"), py::arg("input_shapes"), py::arg("layout") = "nhwc");
  m.def(
      "load_onnx_bytes",
      [](const py::bytes &data, const std::string &what, const std::map<std::string, std::vector<int64_t>> &shapes,
         const std::string &layout) {
        return std::make_shared<Model>(
            graph::load_model_bytes(std::string(data), what, import_options(shapes, layout)));
      },
      py::arg("data"), py::arg("what"), py::arg("input_shapes"), py::arg("layout") = "nhwc");
}

}  // namespace ktune::python
