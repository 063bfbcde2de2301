// C++ errors as Python exceptions. Every ktune error is a ktune.KtuneError; a user's mistake
// (ktune.UserError, and ktune.ScheduleError for a refused primitive) is also a ValueError, so
// code that catches ValueError for bad arguments keeps working. The message is the C++ one.
#include <nlohmann/json.hpp>

#include "Bindings.h"
#include "ktune/support/Error.h"

namespace ktune::python {

namespace {
PyObject *g_ktune_error = nullptr;
PyObject *g_user_error = nullptr;
PyObject *g_schedule_error = nullptr;
PyObject *g_internal_error = nullptr;

PyObject *new_exception(py::module_ &m, const char *name, PyObject *bases, const char *doc) {
  std::string qualified = std::string("ktune.") + name;
  PyObject *type = PyErr_NewExceptionWithDoc(qualified.c_str(), doc, bases, nullptr);
  if (!type) throw py::error_already_set();
  m.add_object(name, py::handle(type));  // the module keeps a reference
  return type;
}
}  // namespace

void bind_errors(py::module_ &m) {
  g_ktune_error = new_exception(m, "KtuneError", PyExc_RuntimeError, "Base of every error ktune raises.");
  py::tuple user_bases = py::make_tuple(py::handle(g_ktune_error), py::handle(PyExc_ValueError));
  g_user_error = new_exception(m, "UserError", user_bases.ptr(),
                               "The input is wrong: a bad shape, dtype, spec, knob, trace or schedule.");
  py::tuple schedule_bases = py::make_tuple(py::handle(g_user_error));
  g_schedule_error = new_exception(m, "ScheduleError", schedule_bases.ptr(),
                                   "A schedule primitive or trace step was refused (names stage and axis).");
  g_internal_error = new_exception(m, "InternalError", g_ktune_error, "ktune itself is wrong: please report it.");
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const ScheduleError &e) {
      PyErr_SetString(g_schedule_error, e.what());
    } catch (const UserError &e) {
      PyErr_SetString(g_user_error, e.what());
    } catch (const InternalError &e) {
      PyErr_SetString(g_internal_error, e.what());
    } catch (const Error &e) {
      PyErr_SetString(g_ktune_error, e.what());
    } catch (const nlohmann::json::exception &e) {
      // A malformed JSON value that reached a parser without its own check.
      PyErr_SetString(g_user_error, e.what());
    }
  });
}

}  // namespace ktune::python
