// Schedule templates: a hand-written schedule per op whose every choice is a named knob.
// The tuner searches the knobs; with their defaults a template is the expert schedule.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "ktune/schedule/Schedule.h"
#include "ktune/target/Target.h"

namespace ktune {

using KnobValues = std::map<std::string, int64_t>;
/** The values a search may try for each knob. */
using KnobDomains = std::map<std::string, std::vector<int64_t>>;

struct ScheduleTemplate {
  std::string op;
  /** Good knob values for this workload on this target. */
  std::function<KnobValues(const Workload &, const Target &)> defaults;
  /** The search space: the values worth trying for each knob on this workload and target
   * (the defaults among them). */
  std::function<KnobDomains(const Workload &, const Target &)> space;
  /** Applies the template with the given knobs (every knob present). */
  std::function<void(Schedule &, const KnobValues &, const Target &)> apply;
};

/** The template's knob domains for a workload, with each default value added to its domain
 * (sorted, no duplicates). */
KnobDomains knob_domains(const ScheduleTemplate &t, const Workload &w, const Target &target);

/** The hand-written template for an op, or nullptr. */
const ScheduleTemplate *find_template(const std::string &op);

/** The op's own template, or the generic template (op "generic": multi-level tiling of any
 * DAG, schedules/Generic.cpp) for a workload without one, such as a user's own DAG. */
const ScheduleTemplate &template_for(const Workload &w);
/** The template for a workload on a target: for CPU targets template_for(w); for GPU targets
 * the op's GPU template (matmul, dense, batch_matmul: schedules/GpuGemm.cpp) or the generic
 * GPU template (schedules/GpuGeneric.cpp). */
const ScheduleTemplate &template_for(const Workload &w, const Target &target);
/** The hand-written GPU template for an op, or nullptr. */
const ScheduleTemplate *find_gpu_template(const std::string &op);

/** The workload's template on the target (template_for(w, target)) with its defaults overridden by knobs. Throws
 * UserError for an unknown knob. */
Schedule schedule_from_template(const Workload &w, const Target &target, const KnobValues &knobs = {});
/** The same with a given template (a Python template, for instance). */
Schedule schedule_from_template(const ScheduleTemplate &t, const Workload &w, const Target &target,
                                const KnobValues &knobs);

}  // namespace ktune
