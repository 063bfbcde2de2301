// compute_at: the stage is computed inside one loop of its consumer, over just the region that
// the consumer's inner loops read (bound inference finds it when lowering). Its other readers,
// if any, must already be computed at that loop or inside it (softmax: exp is read by expsum
// and Y, and goes to Y's row loop after expsum). This is fusion:
// the producer's values are made where they are used, while they are in cache or registers.
#include <algorithm>

#include "Primitives.h"

namespace ktune::primitives {

namespace {
std::string target_read_text(bool target_reads, const std::string &target) {
  return target_reads ? "" : "'" + target + "' does not read it, and ";
}
}  // namespace

void compute_at(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  std::string target_name = get_string(step, "target");
  schedule_check(s.has_stage(target_name),
                 "compute_at of stage '" << st.name << "': no stage named '" << target_name << "'");
  schedule_check(target_name != st.name, "compute_at of stage '" << st.name << "' at itself");
  Stage &target = loop_stage(s, step, "target");
  AxisPtr axis = leaf_axis(target, step, "axis");
  schedule_check(!st.is_output, "compute_at of stage '" << st.name << "': it is an output, written by its own loops");
  auto consumers = s.consumers(st.name);
  schedule_check(!consumers.empty(), "compute_at of stage '" << st.name << "': no stage reads it");
  // Readers other than the target must be computed at that loop of the target or inside it
  // already: then one region, made before them in that loop, serves all of them.
  bool target_reads = std::find(consumers.begin(), consumers.end(), target_name) != consumers.end();
  for (auto &c : consumers) {
    if (c == target_name) continue;
    const Stage &reader = s.stage(c);
    schedule_check(reader.attach == AttachKind::At && reader.attach_stage == target_name &&
                       target.leaf_index(reader.attach_axis) >= target.leaf_index(axis->name),
                   "compute_at of stage '" << st.name << "' at '" << target_name
                                           << "': " << (target_read_text(target_reads, target_name)) << "stage '" << c
                                           << "' reads it and is not computed at " << target_name << "." << axis->name
                                           << " or inside it (compute it there first)");
  }
  // The target must not itself be computed inside this stage.
  for (const Stage *t = &target; t->attach == AttachKind::At;) {
    schedule_check(t->attach_stage != st.name, "compute_at of stage '" << st.name << "' at '" << target_name
                                                                       << "': that stage is computed inside '"
                                                                       << st.name << "' (a cycle)");
    t = &s.stage(t->attach_stage);
  }
  st.attach = AttachKind::At;
  st.attach_stage = target_name;
  st.attach_axis = axis->name;
}

}  // namespace ktune::primitives
