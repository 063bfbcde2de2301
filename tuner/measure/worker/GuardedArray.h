// Kernel arguments with 64 KiB guard regions on both sides and canary bytes in the slack between the
// guards and the data, so that a candidate writing out of bounds either faults at once (guard
// page) or is caught afterwards (canary).
#pragma once

#include <string>
#include <vector>

#include "ktune/runtime/NDArray.h"

namespace ktune::measure {

class GuardedArray {
 public:
  GuardedArray(std::vector<int64_t> shape, DataType dtype);
  GuardedArray(const GuardedArray &) = delete;
  GuardedArray &operator=(const GuardedArray &) = delete;
  ~GuardedArray();

  /** An NDArray view of the data (the memory stays owned here). */
  const NDArray &array() const { return array_; }
  /** True when the canaries before and after the data are intact. */
  bool canaries_intact() const;

 private:
  char *region_ = nullptr;
  size_t region_bytes_ = 0;
  char *data_begin_ = nullptr, *data_end_ = nullptr;
  char *usable_begin_ = nullptr, *usable_end_ = nullptr;
  NDArray array_;
};

}  // namespace ktune::measure
