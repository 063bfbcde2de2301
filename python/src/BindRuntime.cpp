// Building kernels and calling them on Python buffers (NumPy arrays) without copying. A call
// checks every argument against the kernel's parameter (count, dtype, shape, C-contiguity,
// writability of outputs, no output overlapping another argument: the kernels assume no
// aliasing) and raises ktune.UserError naming the argument before anything runs. Compiling
// and running release the GIL.
#include <cstring>
#include <memory>
#include <mutex>

#include <pybind11/stl.h>

#include "Bindings.h"
#include "ktune/driver/Driver.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::python {

namespace {

/** The buffer-protocol format characters a dtype accepts (native byte order). */
bool format_matches(DataType t, std::string format) {
  if (!format.empty() && (format[0] == '<' || format[0] == '=' || format[0] == '@')) format = format.substr(1);
  if (format.size() != 1) return false;
  char f = format[0];
  switch (t.code) {
    case DataType::Code::Float:
      return (t.bits == 32 && f == 'f') || (t.bits == 64 && f == 'd') || (t.bits == 16 && f == 'e');
    case DataType::Code::Int:
      return (t.bits == 8 && f == 'b') || (t.bits == 16 && f == 'h') ||
             (t.bits == 32 && (f == 'i' || (f == 'l' && sizeof(long) == 4))) ||
             (t.bits == 64 && (f == 'q' || (f == 'l' && sizeof(long) == 8)));
    case DataType::Code::UInt:
      return (t.bits == 8 && f == 'B') || (t.bits == 16 && f == 'H') || (t.bits == 32 && f == 'I') ||
             (t.bits == 64 && (f == 'Q' || (f == 'L' && sizeof(long) == 8)));
    case DataType::Code::Bool: return f == '?';
    case DataType::Code::BFloat: return t.bits == 16 && f == 'H';  // NumPy has no bfloat16: the bit patterns as uint16
    default: return false;
  }
}

std::string shape_text(const std::vector<int64_t> &shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + (shape.size() == 1 ? ",)" : ")");
}

/** A compiled kernel loaded into this process (or a vendor library call made ready for the
 * workload, where the database's fastest record is one), with the parameters it expects. */
struct PyKernel {
  CompiledKernel compiled;
  std::shared_ptr<LoadedKernel> loaded;
  std::shared_ptr<LibraryKernel> library;
  /** A library call keeps per-call state (its scratch tensor, oneDNN's memory handles): one
   * call at a time, where generated kernels run concurrently. */
  std::shared_ptr<std::mutex> library_mutex = std::make_shared<std::mutex>();
  std::vector<std::string> names;
  std::vector<std::vector<int64_t>> shapes;
  std::vector<DataType> dtypes;
  size_t num_inputs = 0;

  void call(const std::vector<py::buffer> &arrays) const {
    user_check(arrays.size() == names.size(),
               "kernel " << compiled.symbol << " takes " << names.size() << " arrays, got " << arrays.size());
    std::vector<py::buffer_info> infos;
    std::vector<void *> pointers;
    for (size_t a = 0; a < arrays.size(); ++a) {
      bool output = a >= num_inputs;
      std::string what = "the array for '" + names[a] + "'" + (output ? " (an output)" : "");
      py::buffer_info info;
      try {
        info = arrays[a].request(output);
      } catch (py::error_already_set &e) {
        user_check(false,
                   what << " cannot be used" << (output ? " as an output (is it read-only?)" : "") << ": " << e.what());
      }
      user_check(format_matches(dtypes[a], info.format), what << " must hold " << dtypes[a].str()
                                                              << " elements, got buffer format '" << info.format
                                                              << "' (" << info.itemsize << "-byte items)");
      std::vector<int64_t> shape(info.shape.begin(), info.shape.end());
      user_check(shape == shapes[a],
                 what << " must have shape " << shape_text(shapes[a]) << ", got " << shape_text(shape));
      int64_t expected_stride = info.itemsize;
      for (int d = static_cast<int>(shape.size()) - 1; d >= 0; --d) {
        user_check(shape[d] == 1 || info.strides[d] == expected_stride,
                   what << " is not C-contiguous (strides "
                        << shape_text(std::vector<int64_t>(info.strides.begin(), info.strides.end()))
                        << "); pass numpy.ascontiguousarray(...) of it");
        expected_stride *= shape[d];
      }
      pointers.push_back(info.ptr);
      infos.push_back(std::move(info));
    }
    // The kernels assume that no buffer aliases another: an output may not overlap any argument.
    for (size_t o = num_inputs; o < infos.size(); ++o) {
      auto *ob = static_cast<const char *>(infos[o].ptr);
      auto obytes = infos[o].size * infos[o].itemsize;
      for (size_t a = 0; a < infos.size(); ++a) {
        if (a == o) continue;
        auto *ab = static_cast<const char *>(infos[a].ptr);
        auto abytes = infos[a].size * infos[a].itemsize;
        user_check(ob + obytes <= ab || ab + abytes <= ob, "output '"
                                                               << names[o] << "' overlaps argument '" << names[a]
                                                               << "' in memory; the kernel needs separate arrays");
      }
    }
    py::gil_scoped_release release;
    if (library) {
      std::lock_guard<std::mutex> one_at_a_time(*library_mutex);
      library->call_packed(pointers.data());
    } else {
      loaded->call_packed(pointers.data());
    }
  }
};

void describe_arguments(PyKernel &k, const Workload &w) {
  for (auto &t : w.args()) {
    k.names.push_back(t.name());
    k.shapes.push_back(t.shape());
    k.dtypes.push_back(t.dtype());
  }
  k.num_inputs = w.inputs().size();
}

Target runnable_cpu_target(const std::string &target_text) {
  Target target = Target::parse(target_text);
  user_check(target.kind == Target::Kind::CPU,
             "target '" << target_text << "': only CPU targets (llvm ...) can be built and run from Python here");
  std::string why_not;
  user_check(target_runs_here(target, &why_not),
             "target " << target.str() << " does not run on this machine: " << why_not);
  return target;
}

}  // namespace

void bind_runtime(py::module_ &m) {
  py::class_<PyKernel, std::shared_ptr<PyKernel>>(m, "Kernel")
      .def_property_readonly("symbol", [](const PyKernel &k) { return k.compiled.symbol; })
      .def_property_readonly("arg_names", [](const PyKernel &k) { return k.names; })
      .def_property_readonly("num_inputs", [](const PyKernel &k) { return k.num_inputs; })
      .def_property_readonly("target", [](const PyKernel &k) { return k.compiled.target.str(); })
      .def_property_readonly("compile_seconds", [](const PyKernel &k) { return k.compiled.compile_seconds; })
      .def_property_readonly("object_code", [](const PyKernel &k) { return py::bytes(k.compiled.object); })
      .def("call", &PyKernel::call);
  m.def(
      "build",
      [](const Schedule &s, const std::string &target_text) {
        Target target = runnable_cpu_target(target_text);
        auto k = std::make_shared<PyKernel>();
        {
          py::gil_scoped_release release;
          k->compiled = build_kernel(s, target);
          k->loaded = LoadedKernel::load(k->compiled);
        }
        describe_arguments(*k, s.workload());
        return k;
      },
      py::arg("schedule"), py::arg("target") = "llvm");
  m.def(
      "build_library_call",
      [](const Workload &w, const std::string &library_json, const std::string &target_text) {
        // A library record's call (LibraryCall JSON, as Database.choose returns it), made ready
        // for the workload: LibraryKernel::create checks that it is the call ktune makes for it here.
        Target target = runnable_cpu_target(target_text);
        LibraryCall call = LibraryCall::from_json(nlohmann::json::parse(library_json), "library");
        auto k = std::make_shared<PyKernel>();
        k->compiled.symbol = kernel_name(w);
        k->compiled.target = target;
        {
          py::gil_scoped_release release;
          k->library = LibraryKernel::create(call, w, target);
        }
        describe_arguments(*k, w);
        return k;
      },
      py::arg("workload"), py::arg("library"), py::arg("target") = "llvm");
  m.def("canonical_target", [](const std::string &t) { return Target::parse(t).str(); });
}

}  // namespace ktune::python
