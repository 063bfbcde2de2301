// How many CPUs this process may run on: the size of its affinity mask (what `nproc` prints),
// not the machine's count. Under a batch scheduler that binds a job to some cores (Slurm's
// task/affinity or cgroup plugins, `taskset`, a container's cpuset) a tuning job must size its
// thread pool and its builder processes to what it was given, or its threads share cores and
// every measurement is slowed by its own neighbours. (A CPU quota without a cpuset, such as a
// Kubernetes CPU limit, is not visible here: pass --threads and --build-workers.)
#pragma once

#include <sched.h>

#include <thread>

namespace ktune {

inline int usable_cpu_count() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) {
    int n = CPU_COUNT(&set);
    if (n > 0) return n;
  }
  unsigned hw = std::thread::hardware_concurrency();
  return hw > 0 ? static_cast<int>(hw) : 1;
}

}  // namespace ktune
