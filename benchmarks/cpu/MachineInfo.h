// What the report says about when and where it ran.
#pragma once

#include <string>

namespace ktune::bench {

/** "2025-01-31 14:05 UTC". */
std::string utc_date();
/** The 1, 5 and 15 minute load averages of /proc/loadavg, e.g. "0.12 0.30 0.25". Other work on
 * the machine skews the peers that spin at barriers (oneDNN's OpenMP) the most. */
std::string load_average();

}  // namespace ktune::bench
