// Tuning sessions, Python templates and the tuning database for Python.
//
// A Python template reaches the C++ tuner as a ScheduleTemplate whose apply calls back into
// Python (holding the GIL only for that call) and replays the trace the Python function
// produced onto the tuner's schedule; everything else (the harness's builds and runs in
// worker processes, the cost model, the database) runs with the GIL released. Records cross
// into Python as their JSON Lines text, the same objects `ktune db export` writes.
#include <pybind11/functional.h>
#include <pybind11/stl.h>

#include "Bindings.h"
#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/database/Log.h"
#include "ktune/database/Record.h"
#include "ktune/database/SchedulePolicy.h"
#include "ktune/support/Error.h"
#include "ktune/tuner/SearchSpace.h"
#include "ktune/tuner/Tuner.h"

namespace ktune::python {

namespace {

std::string record_text(const TuningRecord &r) {
  nlohmann::json j = record_to_json(r);
  j["id"] = r.id;
  return dump_json(j);
}

/** A template written in Python: its knob space (fixed when it was defined) and a function
 * from knob values to the JSON text of a schedule trace. */
struct PyTemplateState {
  std::string name;
  KnobValues defaults;
  KnobDomains domains;
  py::function apply;  // dict[str, int] -> trace JSON text
};

ScheduleTemplate make_template(const std::shared_ptr<PyTemplateState> &state) {
  ScheduleTemplate t;
  t.op = state->name;
  t.defaults = [state](const Workload &, const Target &) { return state->defaults; };
  t.space = [state](const Workload &, const Target &) { return state->domains; };
  t.apply = [state](Schedule &s, const KnobValues &knobs, const Target &) {
    std::string trace;
    {
      py::gil_scoped_acquire gil;
      try {
        trace = state->apply(knobs).cast<std::string>();
      } catch (py::error_already_set &e) {
        // Becomes this configuration's compile error (or the caller's exception), with the
        // Python message; the Python error object is released here, under the GIL.
        throw UserError("Python template '" + state->name + "' failed: " + e.what());
      } catch (const py::cast_error &e) {
        throw UserError("Python template '" + state->name + "' did not return a trace: " + e.what());
      }
    }
    for (auto &step : Trace::parse(trace).steps) s.apply(step);
  };
  return t;
}

// Python's measure= dictionary, through the options' one JSON form (json.dumps on the Python
// side keeps the conversion of values in one place).
MeasureOptions measure_options(const py::dict &d) {
  // allow_nan=False: json.dumps would write inf and nan as Infinity and NaN, which are not JSON.
  py::object dumps = py::module_::import("json").attr("dumps");
  std::string text;
  try {
    text = dumps(d, py::arg("allow_nan") = false).cast<std::string>();
  } catch (const py::error_already_set &e) {
    user_check(false, "measure options must be numbers, booleans and strings (finite): " << e.what());
  }
  return measure_options_with(tuning_measure_options(), nlohmann::json::parse(text));
}

py::dict progress_dict(const TuneProgress &p) {
  py::dict d;
  d["measured"] = p.measured;
  d["trials"] = p.trials;
  d["failures"] = p.failures;
  d["space_size"] = p.space_size;
  d["already_in_database"] = p.already_in_database;
  d["transfer_records"] = p.transfer_records;
  d["elapsed_s"] = p.elapsed_s;
  d["phases_s"] = py::module_::import("json").attr("loads")(p.phases.to_json().dump());
  d["best_gflops"] = p.best_gflops;
  d["best"] = p.best ? py::cast(record_text(*p.best)) : py::none();
  d["best_library"] = p.best_library ? py::cast(record_text(*p.best_library)) : py::none();
  d["best_generated"] = p.best_generated ? py::cast(record_text(*p.best_generated)) : py::none();
  d["library_measured"] = p.library_measured;
  d["confirmed"] = p.confirmed;
  py::list final_round;
  for (const TuningRecord &r : p.final_round) final_round.append(record_text(r));
  d["final_round"] = final_round;
  d["final_template"] = p.final_template;
  return d;
}

}  // namespace

void bind_tuning(py::module_ &m) {
  py::class_<PyTemplateState, std::shared_ptr<PyTemplateState>>(m, "TemplateSpace")
      .def(py::init([](const std::string &name, const KnobValues &defaults, const KnobDomains &domains,
                       py::function apply) {
             user_check(!name.empty(), "a template needs a name");
             for (auto &[knob, values] : domains)
               user_check(!values.empty(), "template '" << name << "': knob '" << knob << "' has no values");
             for (auto &[knob, value] : defaults)
               user_check(domains.count(knob), "template '" << name << "': default for unknown knob '" << knob << "'");
             return std::make_shared<PyTemplateState>(PyTemplateState{name, defaults, domains, std::move(apply)});
           }),
           py::arg("name"), py::arg("defaults"), py::arg("domains"), py::arg("apply"))
      .def_property_readonly("size", [](const PyTemplateState &s) { return KnobSpace(s.domains).size(); });

  m.def("search_strategies", &search_strategies);
  m.attr("default_search_strategy") = kDefaultSearchStrategy;
  m.def(
      "tune",
      [](const std::string &db_path, const std::string &spec, const std::string &target, int trials,
         const std::string &strategy, uint64_t seed, int batch, bool transfer, bool expert_first, bool library,
         int confirm, int final_processes, const py::dict &measure, const std::shared_ptr<PyTemplateState> &tmpl,
         const py::object &on_batch) {
        TuneOptions o;
        o.workload_spec = spec;
        o.target = target;
        o.trials = trials;
        o.strategy = strategy;
        o.seed = seed;
        o.batch_size = batch;
        o.transfer = transfer;
        o.expert_first = expert_first;
        o.library = library;
        o.confirm_processes = confirm;
        o.final_processes = final_processes;
        o.measure = measure_options(measure);
        std::optional<ScheduleTemplate> custom;
        if (tmpl) {
          custom = make_template(tmpl);
          o.custom_template = &*custom;
        }
        std::function<void(const TuneProgress &)> callback = [&](const TuneProgress &p) {
          py::gil_scoped_acquire gil;
          // Ctrl-C between batches: what was measured is already stored.
          if (PyErr_CheckSignals() != 0) throw py::error_already_set();
          if (!on_batch.is_none()) on_batch(progress_dict(p));
        };
        TuneResult result;
        {
          py::gil_scoped_release release;
          Database db = Database::open(db_path);
          result = tune(db, o, callback);
        }
        py::dict d = progress_dict(result.final);
        d["space_exhausted"] = result.space_exhausted;
        return d;
      },
      py::arg("db"), py::arg("spec"), py::arg("target"), py::arg("trials"), py::arg("strategy"), py::arg("seed"),
      py::arg("batch"), py::arg("transfer"), py::arg("expert_first"), py::arg("library"), py::arg("confirm"),
      py::arg("final"), py::arg("measure"), py::arg("template"), py::arg("on_batch"));

  py::class_<Database>(m, "Database")
      .def(py::init([](const std::string &path, bool read_only) {
             DatabaseOptions o;
             o.read_only = read_only;
             return Database::open(path, o);
           }),
           py::arg("path"), py::arg("read_only") = false)
      .def_property_readonly("path", &Database::path)
      .def(
          "best",
          [](const Database &db, const std::string &key, const std::string &target, const std::string &compat) {
            Target t = Target::parse(target);
            BestMatch b = db.best(key, t.str(), host_fingerprint(t), parse_compat(compat));
            return py::make_tuple(b.record ? py::cast(record_text(*b.record)) : py::none(), b.explanation);
          },
          py::arg("key"), py::arg("target"), py::arg("compat") = "exact")
      .def(
          "choose",
          [](const Database &db, const Workload &w, const std::string &target, const std::string &compat, bool shipped,
             bool library) {
            // The one policy of ktune run --schedule auto and ktune export (SchedulePolicy.h); the
            // caller keeps its own schedule when nothing matches (no template fallback). With
            // library, the choice may be a library record (its trace is then None).
            Target t = Target::parse(target);
            ScheduleSources sources;
            sources.database = &db;
            sources.database_path = db.path();
            sources.compat = parse_compat(compat);
            sources.shipped = shipped;
            sources.template_fallback = false;
            sources.library_calls = library;
            ScheduleChoice c = choose_schedule(w, t, sources);
            return py::make_tuple(to_string(c.rule), c.record ? py::cast(record_text(*c.record)) : py::none(), c.reason,
                                  c.trace.is_null() ? py::none() : py::cast(c.trace.dump()));
          },
          py::arg("workload"), py::arg("target"), py::arg("compat") = "target", py::arg("shipped") = true,
          py::arg("library") = false)
      .def(
          "records",
          [](const Database &db, const std::string &key, const std::string &target) {
            std::vector<std::string> out;
            std::string t = target.empty() ? "" : Target::parse(target).str();
            for (auto &r : db.all_records(key, t)) out.push_back(record_text(r));
            return out;
          },
          py::arg("key") = "", py::arg("target") = "")
      .def("import_log",
           [](Database &db, const std::string &path) {
             ImportSummary s;
             {
               py::gil_scoped_release release;
               s = import_log(db, path);
             }
             py::list problems;
             for (auto &p : s.problems) problems.append(py::make_tuple(p.line, p.reason));
             return py::dict(py::arg("imported") = s.imported, py::arg("duplicates") = s.duplicates,
                             py::arg("rejected") = s.rejected, py::arg("problems") = problems);
           })
      .def(
          "export_log",
          [](const Database &db, const std::string &path, const std::string &key, const std::string &target) {
            return export_log(db, path, key, target.empty() ? "" : Target::parse(target).str());
          },
          py::arg("path"), py::arg("key") = "", py::arg("target") = "")
      .def("merge",
           [](Database &db, const std::string &path) {
             MergeSummary s = merge_database(db, path);
             return py::dict(py::arg("imported") = s.imported, py::arg("duplicates") = s.duplicates);
           })
      .def("stats", [](const Database &db) {
        DatabaseStats s = db.stats();
        return py::dict(py::arg("workloads") = s.workloads, py::arg("devices") = s.devices,
                        py::arg("records") = s.records, py::arg("failures") = s.failures,
                        py::arg("schema_version") = s.schema_version);
      });
}

}  // namespace ktune::python
