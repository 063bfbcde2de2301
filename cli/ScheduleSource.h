// How a command chooses the schedule of a workload: a trace file, the op's template, or the
// default (no primitives).
#pragma once

#include <string>

#include "ktune/schedule/Schedule.h"
#include "ktune/schedule/Template.h"
#include "ktune/target/Target.h"

namespace ktune::cli {

struct ChosenSchedule {
  Schedule schedule;
  /** Where it came from, in words: "default schedule", "template matmul", "trace FILE". */
  std::string source;
  /** The database's best is a library call (LibraryCall JSON): run it instead of `schedule`,
   * which is then the workload's default. Null for a schedule. */
  nlohmann::json library;
};

/** schedule_kind: "default", "template", or "auto": the policy of choose_schedule
 * (ktune/database/SchedulePolicy.h): the database's best record of this workload on this
 * target (this device first), else the closest compatible shipped record, else the template.
 * knobs ("name=value" each) override the template's defaults and require a template. */
ChosenSchedule choose_schedule_source(const Workload &w, const Target &target, const std::string &trace_file,
                                      const std::string &schedule_kind, const std::vector<std::string> &knobs = {},
                                      const std::string &database = "", bool library_calls = false);

}  // namespace ktune::cli
