#include "ScheduleSource.h"

#include <fstream>
#include <sstream>

#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

ChosenSchedule choose_schedule(const Workload &w, const Target &target, const std::string &trace_file,
                               const std::string &schedule_kind) {
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
  bool has_template = find_template(w.op_name) != nullptr;
  if (schedule_kind == "template") {
    user_check(has_template, "op '" << w.op_name << "' has no schedule template (use --schedule default)");
  }
  if (schedule_kind != "default" && has_template) {
    return {schedule_from_template(w, target), "template " + w.op_name};
  }
  return {Schedule(w), "default schedule"};
}

}  // namespace ktune::cli
