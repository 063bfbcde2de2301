// Schedules for Python. Stages and axes are addressed by name, as in traces; the Python
// package turns tensors, stage handles and axis objects into those names. Every primitive
// that the C++ Schedule refuses raises ktune.ScheduleError with the C++ message and leaves the
// schedule as it was.
#include <sstream>

#include <pybind11/stl.h>

#include "Bindings.h"
#include "ktune/driver/CompilationStages.h"
#include "ktune/schedule/Schedule.h"
#include "ktune/support/Error.h"
#include "ktune/target/Target.h"

namespace ktune::python {

namespace {

py::list axis_list(const std::vector<AxisPtr> &axes) {
  py::list out;
  for (auto &a : axes) {
    out.append(py::dict(py::arg("name") = a->name, py::arg("extent") = a->extent, py::arg("is_reduce") = a->is_reduce,
                        py::arg("kind") = for_kind_name(a->kind), py::arg("thread_tag") = a->thread_tag));
  }
  return out;
}

nlohmann::json parse_json(const std::string &text, const char *what) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception &e) {
    user_check(false, what << " is not valid JSON: " << e.what());
  }
  return {};
}

}  // namespace

void bind_schedule(py::module_ &m) {
  m.def("primitive_kinds", &Schedule::primitive_kinds);
  py::class_<Schedule>(m, "Schedule")
      .def(py::init<Workload>(), py::arg("workload"))
      .def_static(
          "replay",
          [](const Workload &w, const std::string &trace) {
            return Schedule::replay(w, Trace::from_json(parse_json(trace, "the trace")));
          },
          py::arg("workload"), py::arg("trace"))
      .def("copy", [](const Schedule &s) { return Schedule(s); })
      .def_property_readonly("workload", &Schedule::workload)
      .def("trace", [](const Schedule &s) { return s.trace().dump(); })
      .def("stage_names",
           [](const Schedule &s) {
             std::vector<std::string> names;
             for (auto &st : s.stages()) names.push_back(st.name);
             return names;
           })
      .def("has_stage", &Schedule::has_stage)
      .def("stage_info",
           [](const Schedule &s, const std::string &name) {
             const Stage &st = s.stage(name);
             const char *attach = st.attach == AttachKind::Root     ? "root"
                                  : st.attach == AttachKind::Inline ? "inline"
                                                                    : "at";
             return py::dict(py::arg("name") = st.name, py::arg("leaf_axes") = axis_list(st.leaf_axes),
                             py::arg("root_axes") = axis_list(st.root_axes),
                             py::arg("reduce_axes") = axis_list(st.reduce_axes), py::arg("attach") = attach,
                             py::arg("attach_stage") = st.attach_stage, py::arg("attach_axis") = st.attach_axis,
                             py::arg("scope") = scope_name(st.scope), py::arg("is_input") = st.is_input,
                             py::arg("is_output") = st.is_output);
           })
      // Every primitive through one entry: the Python methods (python/ktune/schedule.py) build
      // the step; the names of what it made come back.
      .def("step",
           [](Schedule &s, const std::string &step) {
             Schedule::StepMade made = s.apply_and_report(parse_json(step, "the schedule step"));
             return py::dict(py::arg("axes") = made.axes, py::arg("stages") = made.stages);
           })
      .def("apply", [](Schedule &s, const std::string &step) { s.apply(parse_json(step, "the trace step")); })
      .def(
          "inspect",
          [](const Schedule &s, const std::string &stage, const std::string &target) {
            std::ostringstream os;
            cli::print_stages(os, s, "Python schedule", Target::parse(target), stage);
            return os.str();
          },
          py::arg("stage"), py::arg("target") = "llvm", py::call_guard<py::gil_scoped_release>());
}

}  // namespace ktune::python
