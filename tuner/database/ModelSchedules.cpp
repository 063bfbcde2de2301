// A model's kernel schedules from the one schedule policy (see ModelSchedules.h).
#include "ktune/database/ModelSchedules.h"

#include <filesystem>

#include "ktune/database/SchedulePolicy.h"
#include "ktune/support/Error.h"

namespace ktune {

graph::ScheduleChooser policy_chooser(std::shared_ptr<const Database> db, const std::string &db_path) {
  return [db, db_path](const Workload &w, const Target &target) {
    ScheduleSources sources;
    sources.database = db.get();
    sources.database_path = db_path;
    ScheduleChoice c = choose_schedule(w, target, sources);
    graph::ScheduleInfo info;
    info.rule = to_string(c.rule);
    info.reason = c.reason;
    if (c.record) {
      info.record_id = c.record->id;
      info.record_seconds = c.record->median_cost();
      info.device = c.record->device.model.empty() ? c.record->device.name : c.record->device.model;
    }
    return graph::KernelSchedule{c.schedule(w), info};
  };
}

graph::ScheduleChooser policy_chooser(const std::string &db_path) {
  if (db_path.empty()) return policy_chooser(nullptr, "");
  user_check(std::filesystem::exists(db_path), "database '" << db_path << "' does not exist");
  DatabaseOptions options;
  options.read_only = true;
  return policy_chooser(std::make_shared<const Database>(Database::open(db_path, options)), db_path);
}

}  // namespace ktune
