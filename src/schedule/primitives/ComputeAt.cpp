// compute_at: the stage is computed inside one loop of its consumer, over just the region that
// the consumer's inner loops read (bound inference finds it when lowering). This is fusion:
// the producer's values are made where they are used, while they are in cache or registers.
#include "Primitives.h"

namespace ktune::primitives {

void compute_at(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  std::string target_name = get_string(step, "target");
  schedule_check(s.has_stage(target_name),
                 "compute_at of stage '" << st.name << "': no stage named '" << target_name << "'");
  schedule_check(target_name != st.name,
                 "compute_at of stage '" << st.name << "' at itself");
  Stage &target = loop_stage(s, step, "target");
  AxisPtr axis = leaf_axis(target, step, "axis");
  schedule_check(!st.is_output, "compute_at of stage '" << st.name
                                                        << "': it is an output, written by its own loops");
  auto consumers = s.consumers(st.name);
  schedule_check(!consumers.empty(),
                 "compute_at of stage '" << st.name << "': no stage reads it");
  for (auto &c : consumers) {
    schedule_check(c == target_name, "compute_at of stage '" << st.name << "' at '" << target_name
                                                             << "': '" << target_name
                                                             << "' is not its only consumer (stage '"
                                                             << c << "' reads it too)");
  }
  // The target must not itself be computed inside this stage.
  for (const Stage *t = &target; t->attach == AttachKind::At;) {
    schedule_check(t->attach_stage != st.name, "compute_at of stage '" << st.name << "' at '"
                                                                        << target_name
                                                                        << "': that stage is computed inside '"
                                                                        << st.name << "' (a cycle)");
    t = &s.stage(t->attach_stage);
  }
  st.attach = AttachKind::At;
  st.attach_stage = target_name;
  st.attach_axis = axis->name;
}

}  // namespace ktune::primitives
