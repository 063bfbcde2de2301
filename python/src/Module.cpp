// The _ktune extension module: C++ ktune for the Python package in python/ktune.
#include "Bindings.h"

PYBIND11_MODULE(_ktune, m) {
  m.doc() = "ktune's compiler, tuner and tuning database (the C++ core; use the ktune package)";
  m.attr("__version__") = KTUNE_VERSION;
  ktune::python::bind_errors(m);
  ktune::python::bind_ir(m);
  ktune::python::bind_schedule(m);
  ktune::python::bind_runtime(m);
  ktune::python::bind_tuning(m);
  ktune::python::bind_graph(m);
}
