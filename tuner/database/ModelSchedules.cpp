// A model's kernel schedules from the one schedule policy (see ModelSchedules.h).
#include "ktune/database/ModelSchedules.h"

#include <filesystem>

#include "ktune/database/SchedulePolicy.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

graph::ScheduleInfo info_of(const ScheduleChoice &c) {
  graph::ScheduleInfo info;
  info.rule = to_string(c.rule);
  info.reason = c.reason;
  if (c.record) {
    if (c.rule == ScheduleRule::Shipped)
      info.record_location = c.file + ":" + std::to_string(c.line);
    else
      info.record_id = c.record->id;
    info.record_seconds = c.record->median_cost();
    info.device = c.record->device.model.empty() ? c.record->device.name : c.record->device.model;
  }
  if (c.is_library()) info.library = LibraryCall::from_json(c.library).describe();
  return info;
}

}  // namespace

graph::ScheduleChooser policy_chooser(std::shared_ptr<const Database> db, const std::string &db_path,
                                      bool library_calls) {
  return [db, db_path, library_calls](const Workload &w, const Target &target) {
    ScheduleSources sources;
    sources.database = db.get();
    sources.database_path = db_path;
    sources.library_calls = library_calls && target.kind == Target::Kind::CPU;
    ScheduleChoice c = choose_schedule(w, target, sources);
    if (!c.is_library()) return graph::KernelSchedule{c.schedule(w), info_of(c), std::nullopt, {}};
    // The call, and the best generated kernel in case the library cannot make it after all
    // (its reason then says why; not that this caller takes no calls, which the policy says).
    sources.library_calls = false;
    ScheduleChoice generated = choose_schedule(w, target, sources);
    graph::ScheduleInfo fallback = info_of(generated);
    fallback.reason = fallback.reason.substr(0, fallback.reason.find("; library record "));
    return graph::KernelSchedule{generated.schedule(w), info_of(c), LibraryCall::from_json(c.library), fallback};
  };
}

graph::ScheduleChooser policy_chooser(const std::string &db_path, bool library_calls) {
  if (db_path.empty()) return policy_chooser(nullptr, "", library_calls);
  user_check(std::filesystem::exists(db_path), "database '" << db_path << "' does not exist");
  DatabaseOptions options;
  options.read_only = true;
  return policy_chooser(std::make_shared<const Database>(Database::open(db_path, options)), db_path, library_calls);
}

}  // namespace ktune
