#include "ScheduleSource.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <fstream>

#include <fmt/format.h>
#include <sstream>

#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/database/Record.h"
#include "ktune/database/ShippedRecords.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune::cli {


ChosenSchedule choose_schedule(const Workload &w, const Target &target, const std::string &trace_file,
                               const std::string &schedule_kind, const std::vector<std::string> &knobs,
                               const std::string &database) {
  KnobValues values;
  for (auto &k : knobs) {
    size_t eq = k.find('=');
    user_check(eq != std::string::npos && eq > 0, "--knob must be NAME=VALUE, got '" << k << "'");
    std::string value = k.substr(eq + 1);
    size_t used = 0;
    int64_t v = 0;
    try {
      v = std::stoll(value, &used);
    } catch (const std::exception &) {
      used = 0;
    }
    user_check(used == value.size() && !value.empty(),
               "--knob " << k.substr(0, eq) << ": value must be an integer, got '" << value << "'");
    values[k.substr(0, eq)] = v;
  }
  user_check(values.empty() || (trace_file.empty() && schedule_kind != "default"),
             "--knob sets a template's knobs: it cannot be used with --trace or --schedule default");
  if (!trace_file.empty()) {
    std::ifstream in(trace_file);
    user_check(in.good(), "cannot read trace file '" << trace_file << "'");
    std::stringstream ss;
    ss << in.rdbuf();
    Trace trace = Trace::parse(ss.str());
    return {Schedule::replay(w, trace), "trace " + trace_file};
  }
  user_check(schedule_kind == "default" || schedule_kind == "template" || schedule_kind == "auto",
             "--schedule must be default, template or auto, got '" << schedule_kind << "'");
  std::string no_record;  // why the database had nothing to offer
  if (schedule_kind == "auto" && values.empty() && !database.empty()) {
    DatabaseOptions options;
    options.read_only = true;
    user_check(std::filesystem::exists(database), "database '" << database << "' does not exist");
    Database db = Database::open(database, options);
    BestMatch m = db.best(w.key(), target.str(), host_fingerprint(target));
    if (m.record) {
      return {Schedule::replay(w, Trace::from_json(m.record->trace)),
              fmt::format("database {} record {} (tuned: {:.4f} ms when measured)", database, m.record->id,
                          m.record->median_cost() * 1e3)};
    }
    no_record = " (no tuned record in " + database + ": " + m.explanation + ")";
  }
  if (schedule_kind == "auto" && values.empty()) {
    if (auto shipped = best_shipped_record(w, target)) {
      return {Schedule::replay(w, Trace::from_json(shipped->first.trace)),
              fmt::format("shipped record {} (tuned on {}: {:.4f} ms there){}", shipped->second,
                          shipped->first.device.model, shipped->first.median_cost() * 1e3, no_record)};
    }
  }
  // Every workload has a template: its op's own, or the generic one.
  if (schedule_kind != "default") {
    std::string source = "template " + template_for(w, target).op + (target.kind == Target::Kind::CPU ? "" : " (GPU)");
    for (auto &[k, v] : values) source += " " + k + "=" + std::to_string(v);
    return {schedule_from_template(w, target, values), source + no_record};
  }
  return {Schedule(w), "default schedule" + no_record};
}

}  // namespace ktune::cli
