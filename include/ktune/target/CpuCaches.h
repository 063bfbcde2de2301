// The caches of the CPU that will run a target's kernels: what a template's defaults need to
// know of the memory hierarchy beyond the ISA (which the target string fixes).
#pragma once

#include <cstdint>

#include "ktune/target/Target.h"

namespace ktune {

/** The size in bytes of the highest-level data (or unified) cache of this machine's first CPU,
 * as Linux reports it (/sys/devices/system/cpu/cpu0/cache/index*: level, type, size); 0 where
 * none is reported. In a VM this is what the hypervisor presents, which is closer to the share
 * the VM gets than CPUID's total: a Zen 5 VM here reports 32 MiB (the L3 of the one core
 * complex its cores are on) where CPUID counts 384 MiB. It is read once per process. */
int64_t host_last_level_cache_bytes();

/** The last-level cache of the machine that will run the target's kernels: this machine's
 * (host_last_level_cache_bytes) for a CPU target that runs here, else 0 (not known: the
 * caller falls back on a fixed size). */
int64_t last_level_cache_bytes(const Target &target);

}  // namespace ktune
