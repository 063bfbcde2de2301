// The one schedule-choosing policy (see SchedulePolicy.h): the database's best success, else
// the closest compatible shipped record, else the template's defaults; each choice carries the
// record or template it used and why the rules before it did not match.
#include "ktune/database/SchedulePolicy.h"

#include <fmt/format.h>

#include "ktune/database/Host.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune {

const char *to_string(ScheduleRule rule) {
  switch (rule) {
    case ScheduleRule::Database: return "database";
    case ScheduleRule::Shipped: return "shipped";
    case ScheduleRule::Template: return "template";
    case ScheduleRule::None: return "none";
  }
  return "?";
}

Schedule ScheduleChoice::schedule(const Workload &w) const {
  user_check(!is_library(), "the choice is a library call, not a schedule: " << reason);
  user_check(!trace.is_null(), "no schedule was chosen: " << reason);
  return Schedule::replay(w, Trace::from_json(trace));
}

ScheduleChoice choose_schedule(const Workload &w, const Target &target, const ScheduleSources &sources) {
  ScheduleChoice c;
  std::string why_not;  // why the rules tried so far did not match
  if (sources.database) {
    DeviceFingerprint device = host_fingerprint(target);
    BestMatch m = sources.database->best(w.key(), target.str(), device, sources.compat);
    std::string skipped;  // a faster library record this caller cannot use, and why
    std::optional<ExportedLibraryCall> exported_call;
    if (m.record && m.record->is_library()) {
      LibraryCall call = LibraryCall::from_json(m.record->library, "record.library");
      std::string why;
      if (!sources.library_calls)
        why = "not taken: this consumer takes generated kernels only";
      else if (std::string r = library_unusable_reason(call); !r.empty())
        why = "unusable here: " + r;
      else if (sources.exported) {
        try {
          exported_call = exported_library_call(call, w, target);  // what export will write: refused unless it can
        } catch (const UserError &e) {
          why = std::string("not exported: ") + e.what();
        }
      }
      if (!why.empty()) {
        skipped = fmt::format("; library record {} ({}, {:.4f} ms) is faster but {}", m.record->id, call.describe(),
                              m.record->median_cost() * 1e3, why);
        m = sources.database->best(w.key(), target.str(), device, sources.compat, CandidateKinds::SchedulesOnly);
      }
    }
    if (m.record) {
      c.rule = ScheduleRule::Database;
      c.record = m.record;
      c.file = sources.database_path;
      c.library = m.record->library;
      if (m.record->is_library()) c.exported_call = std::move(exported_call);
      c.trace = m.record->is_library() ? nlohmann::json() : m.record->trace;  // a library record's is not a schedule
      std::string what = m.record->is_library()
                             ? "library call " + LibraryCall::from_json(m.record->library).describe() + ", "
                             : std::string();
      c.reason =
          fmt::format("database {} record {} ({}{} match: {}; {:.4f} ms when measured){}", sources.database_path,
                      m.record->id, what, to_string(m.matched), m.explanation, m.record->median_cost() * 1e3, skipped);
      return c;
    }
    why_not = "no tuned record in " + sources.database_path + ": " + m.explanation + skipped;
  }
  if (sources.shipped) {
    std::string passed_over;
    if (auto shipped = closest_shipped_record(w, target, &passed_over)) {
      c.rule = ScheduleRule::Shipped;
      c.record = shipped->record;
      c.file = shipped->file;
      c.line = shipped->line;
      c.trace = shipped->record.trace;
      c.reason = fmt::format("shipped record {}:{} ({}; {:.4f} ms there{}){}", shipped->file, shipped->line,
                             shipped->why, shipped->record.median_cost() * 1e3,
                             shipped->passed_over.empty() ? "" : "; " + shipped->passed_over,
                             why_not.empty() ? "" : "; " + why_not);
      return c;
    }
    why_not += std::string(why_not.empty() ? "" : "; ") +
               (passed_over.empty() ? "no compatible shipped record in " + shipped_records_dir() : passed_over);
  }
  if (!sources.template_fallback) {
    c.reason = why_not.empty() ? "no source of records was given" : why_not;
    return c;
  }
  c.rule = ScheduleRule::Template;
  c.trace = schedule_from_template(w, target).trace().to_json();
  c.reason = "template " + template_for(w, target).op + (target.kind == Target::Kind::CPU ? "" : " (GPU)") +
             (why_not.empty() ? "" : " (" + why_not + ")");
  return c;
}

std::string library_decision_text(const Database &db, const TuningRecord &best, const Workload &w, const Target &target,
                                  std::optional<TuningRecord> *generated) {
  BestMatch g = db.best(w.key(), target.str(), host_fingerprint(target), Compat::Any, CandidateKinds::SchedulesOnly);
  if (g.record && g.record->target == best.target) *generated = g.record;
  std::optional<TuningRecord> library;
  for (auto &r : db.records_of(w.key())) {
    if (r.is_library() && r.ok() && r.target == best.target && (!library || r.median_cost() < library->median_cost()))
      library = r;
  }
  if (best.is_library()) {
    std::string text = fmt::format("library call: {}, {:.4g} ms", LibraryCall::from_json(best.library).describe(),
                                   best.median_cost() * 1e3);
    if (*generated)
      text += fmt::format(", against the best generated kernel {:.4g} ms (record {})",
                          (*generated)->median_cost() * 1e3, (*generated)->id);
    else
      text += " (no generated kernel ran correctly)";
    return text;
  }
  if (!library) return "";
  return fmt::format("generated kernel: {:.4g} ms, against library call {} {:.4g} ms (record {})",
                     best.median_cost() * 1e3, LibraryCall::from_json(library->library).describe(),
                     library->median_cost() * 1e3, library->id);
}

}  // namespace ktune
