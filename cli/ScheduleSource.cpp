#include "ScheduleSource.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>

#include <sstream>

#include "ktune/database/Database.h"
#include "ktune/database/SchedulePolicy.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

ChosenSchedule choose_schedule_source(const Workload &w, const Target &target, const std::string &trace_file,
                                      const std::string &schedule_kind, const std::vector<std::string> &knobs,
                                      const std::string &database, bool library_calls) {
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
    return {Schedule::replay(w, trace), "trace " + trace_file, nullptr};
  }
  user_check(schedule_kind == "default" || schedule_kind == "template" || schedule_kind == "auto",
             "--schedule must be default, template or auto, got '" << schedule_kind << "'");
  if (schedule_kind == "default") return {Schedule(w), "default schedule", nullptr};
  if (schedule_kind == "template" || !values.empty()) {
    std::string source = "template " + template_for(w, target).op + (target.kind == Target::Kind::CPU ? "" : " (GPU)");
    for (auto &[k, v] : values) source += " " + k + "=" + std::to_string(v);
    return {schedule_from_template(w, target, values), source, nullptr};
  }
  // auto: the one policy (SchedulePolicy.h) that export and Python use too.
  ScheduleSources sources;
  sources.library_calls = library_calls;
  std::optional<Database> db;
  if (!database.empty()) {
    DatabaseOptions options;
    options.read_only = true;
    user_check(std::filesystem::exists(database), "database '" << database << "' does not exist");
    db.emplace(Database::open(database, options));
    sources.database = &*db;
    sources.database_path = database;
  }
  ScheduleChoice choice = choose_schedule(w, target, sources);
  if (choice.is_library()) return {Schedule(w), choice.reason, choice.library};
  return {choice.schedule(w), choice.reason, nullptr};
}

}  // namespace ktune::cli
