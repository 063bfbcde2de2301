// Random legal schedules built from the primitives, for property tests.
#pragma once

#include <cstdint>
#include <random>

#include "ktune/schedule/Schedule.h"

namespace ktune::testing {

/** Applies a random sequence of primitives to a fresh schedule of w: cache_write/cache_read
 * (with a random layout), splits with dividing and non-dividing factors, fuses, reorders,
 * vectorize/unroll/parallel annotations, then compute_at/compute_inline of intermediate
 * stages. Steps a primitive refuses are skipped (the refusal is tested elsewhere). */
Schedule random_schedule(const Workload &w, uint64_t seed);

}  // namespace ktune::testing
