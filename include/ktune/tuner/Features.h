// Features of a candidate for the cost model, read from its lowered loop nest.
#pragma once

#include <string>
#include <vector>

#include "ktune/lower/Lower.h"

namespace ktune {

/** The names of the features, in order (log2(1 + x) of counts, bytes and extents). */
const std::vector<std::string> &feature_names();

/** The feature vector of a lowered kernel: loop extents by annotation (parallel, vectorized,
 * serial; unrolled loops are copies by then), the iterations of the innermost statements, arithmetic per iteration and in
 * total, the bytes read and written through each kind of access (contiguous vector, broadcast,
 * masked, gathered, scalar) with their innermost-loop strides, the arithmetic intensity, the
 * vector lanes, and the kernel's own buffers against the cache sizes. */
std::vector<float> extract_features(const LoweredFunc &f);

}  // namespace ktune
