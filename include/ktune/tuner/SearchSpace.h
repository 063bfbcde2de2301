// A template's search space: every combination of its knobs' values.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "ktune/schedule/Template.h"

namespace ktune {

/** The product of a template's knob domains, indexed in mixed radix (the first knob, by name,
 * varies slowest). Knows its size, maps indices to knob values and back, samples uniformly
 * and mutates one knob. */
class KnobSpace {
 public:
  explicit KnobSpace(KnobDomains domains);
  /** The space of an op's template for a workload on a target. Throws UserError when the op
   * has no template. */
  static KnobSpace for_workload(const Workload &w, const Target &target);

  const KnobDomains &domains() const { return domains_; }
  /** The number of configurations (saturates at INT64_MAX). */
  int64_t size() const { return size_; }
  KnobValues at(int64_t index) const;
  /** The index of a configuration; -1 when a knob is missing or a value is not in its domain. */
  int64_t index_of(const KnobValues &knobs) const;
  /** A configuration drawn uniformly. */
  KnobValues sample(std::mt19937_64 &rng) const;
  /** The configuration with one knob (with more than one value) changed to another of its
   * values; the same configuration when no knob has a choice. */
  KnobValues mutate(const KnobValues &knobs, std::mt19937_64 &rng) const;

 private:
  KnobDomains domains_;
  int64_t size_ = 1;
};

}  // namespace ktune
