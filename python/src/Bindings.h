// The pieces of the ktune Python extension (_ktune): one function per area, all called from
// Module.cpp. The Python package (python/ktune) builds the user-facing API on top of them.
#pragma once

#include <pybind11/pybind11.h>

#include "ktune/ir/Tensor.h"

namespace ktune::python {

namespace py = pybind11;

/** A reduction or spatial axis of a compute, as Python holds it (the IR's IterVar is a
 * shared pointer to a const node, which pybind11 cannot hold directly). */
struct PyIterVar {
  IterVar iv;
};

/** Exceptions: ktune.KtuneError and its subclasses, and the translation of C++ errors. */
void bind_errors(py::module_ &m);
/** Types, expressions, tensors, computes and workloads (the registry's ops included). */
void bind_ir(py::module_ &m);
/** Schedules, traces, inspection. */
void bind_schedule(py::module_ &m);
/** Building and calling kernels on Python buffers (NumPy arrays). */
void bind_runtime(py::module_ &m);
/** Tuning sessions, Python templates and the tuning database. */
void bind_tuning(py::module_ &m);

/** Models: ONNX import, fused kernels, tasks and the graph's reference interpreter. */
void bind_graph(py::module_ &m);

}  // namespace ktune::python
