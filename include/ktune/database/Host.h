// What a new record says about where and when it was measured.
#pragma once

#include <string>

#include "ktune/database/Record.h"
#include "ktune/target/Target.h"

namespace ktune {

/** The fingerprint of this machine's device for a target: for a CPU target the LLVM host CPU
 * name, the sorted host feature string, /proc/cpuinfo's model name and the core count. GPU
 * targets are not fingerprinted yet (the harness will fill name, capability and driver): only
 * kind and name (the target's arch) are set. */
DeviceFingerprint host_fingerprint(const Target &target);

/** This machine's host name ("unknown" if it cannot be read). */
std::string host_name();

/** Now, in UTC with microseconds: "2026-11-29T10:15:02.123456Z". */
std::string utc_timestamp();

/** The ktune version that writes records. */
std::string ktune_version();

}  // namespace ktune
