// The explicit list of schedule templates.
#include <algorithm>

#include "Templates.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune {

const ScheduleTemplate *find_template(const std::string &op) {
  static const std::vector<ScheduleTemplate> templates = {
      templates::matmul_cpu(),    templates::dense_cpu(),  templates::batch_matmul_cpu(),     templates::softmax_cpu(),
      templates::layernorm_cpu(), templates::conv2d_cpu(), templates::depthwise_conv2d_cpu(),
  };
  for (auto &t : templates) {
    if (t.op == op) return &t;
  }
  return nullptr;
}

const ScheduleTemplate *find_gpu_template(const std::string &op) {
  static const std::vector<ScheduleTemplate> templates = {
      templates::matmul_gpu(),  templates::dense_gpu(),     templates::batch_matmul_gpu(),
      templates::softmax_gpu(), templates::layernorm_gpu(), templates::conv2d_gpu(),
  };
  for (auto &t : templates) {
    if (t.op == op) return &t;
  }
  return nullptr;
}

const ScheduleTemplate &template_for(const Workload &w) {
  static const ScheduleTemplate generic = templates::generic_cpu();
  const ScheduleTemplate *t = find_template(w.op_name);
  return t ? *t : generic;
}

const ScheduleTemplate &template_for(const Workload &w, const Target &target) {
  if (target.kind == Target::Kind::CPU) return template_for(w);
  static const ScheduleTemplate generic = templates::generic_gpu();
  const ScheduleTemplate *t = find_gpu_template(w.op_name);
  return t ? *t : generic;
}

KnobDomains knob_domains(const ScheduleTemplate &t, const Workload &w, const Target &target) {
  KnobDomains d = t.space(w, target);
  for (auto &[name, value] : t.defaults(w, target)) {
    auto &values = d[name];
    values.push_back(value);
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
  }
  return d;
}

Schedule schedule_from_template(const Workload &w, const Target &target, const KnobValues &knobs) {
  return schedule_from_template(template_for(w, target), w, target, knobs);
}

Schedule schedule_from_template(const ScheduleTemplate &tmpl, const Workload &w, const Target &target,
                                const KnobValues &knobs) {
  const ScheduleTemplate *t = &tmpl;
  KnobValues values = t->defaults(w, target);
  for (auto &[k, v] : knobs) {
    user_check(values.count(k), "template '" << t->op << "' has no knob '" << k << "'");
    values[k] = v;
  }
  Schedule s(w);
  t->apply(s, values, target);
  return s;
}

}  // namespace ktune
