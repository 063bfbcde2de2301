// The schedules of a model's kernels, chosen by the one policy (SchedulePolicy.h) from a tuning
// database, the shipped records and the templates: what `ktune run --model`, `ktune export
// --model` and Python's Model.build use.
#pragma once

#include <memory>
#include <string>

#include "ktune/database/Database.h"
#include "ktune/graph/Executor.h"

namespace ktune {

/** A chooser over an open database (kept alive by the chooser; none: shipped records and
 * templates only). Each choice records its rule, reason, record id, measured time and device.
 * With library_calls (on a CPU target), a workload whose fastest record is a library call whose
 * library loads here gets that call, and its best generated schedule beside it; without, the
 * best generated kernel (`--no-library`). */
graph::ScheduleChooser policy_chooser(std::shared_ptr<const Database> db, const std::string &db_path,
                                      bool library_calls);

/** Opens db_path read-only (UserError when it does not exist) and returns its chooser; an empty
 * path gives the chooser without a database. */
graph::ScheduleChooser policy_chooser(const std::string &db_path, bool library_calls);

}  // namespace ktune
