// The explicit list of schedule primitives, and the helpers they share.
//
// A primitive is a function that checks a JSON step against the schedule and applies it.
// It must check everything before it changes anything, so that a refused step leaves the
// schedule as it was. Adding a primitive (docs/ARCHITECTURE.md, "How to add a schedule
// primitive"): its own file here, its declaration and entry in PrimitiveList.cpp, its method in
// python/ktune/schedule.py (a test checks that table against the list), its test, its docs.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ktune/schedule/Schedule.h"
#include "ktune/support/Error.h"

namespace ktune::primitives {

using Json = nlohmann::json;
using PrimitiveFn = void (*)(Schedule &, const Json &);

struct PrimitiveEntry {
  const char *kind;
  PrimitiveFn apply;
};
/** Every primitive, by the "kind" of its trace step. */
const std::vector<PrimitiveEntry> &primitive_list();

// ---- helpers ----
std::string get_string(const Json &step, const char *key);
int64_t get_int(const Json &step, const char *key);
std::vector<std::string> get_strings(const Json &step, const char *key);
/** The stage named by step["stage"] (or key), which must be a compute that has loops. */
Stage &loop_stage(Schedule &s, const Json &step, const char *key = "stage");
/** The leaf axis named by step[key] of stage. */
AxisPtr leaf_axis(const Stage &stage, const Json &step, const char *key);
/** An axis name not yet used in the stage: base, or base_1, base_2 ... */
std::string fresh_axis_name(const Stage &stage, const std::string &base);
/** A stage name not yet used in the schedule. */
std::string fresh_stage_name(const Schedule &s, const std::string &base);
/** The schedule axis of a computation's axis (spatial, or a reduction's). */
AxisPtr axis_from(const IterVar &iv, bool is_reduce);
/** The name of a stage computed at this axis of this stage, or "" if none is. */
std::string stage_attached_at(const Schedule &s, const std::string &stage, const std::string &axis);
/** Makes a new schedule axis (with a fresh variable) of the given extent. */
AxisPtr new_axis(const std::string &name, int64_t extent, bool is_reduce);
/** Replaces reads of one operation by reads of another in an expression. */
Expr replace_reads(const Expr &e, const OperationNode *from, const Operation &to);

}  // namespace ktune::primitives
