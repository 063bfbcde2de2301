#include "GuardedArray.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>

#include "ktune/support/Error.h"

namespace ktune::measure {

namespace {
constexpr unsigned char kCanary = 0xA5;
}

GuardedArray::GuardedArray(std::vector<int64_t> shape, DataType dtype) {
  size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  int64_t count = 1;
  for (auto d : shape) count *= d;
  size_t bytes = static_cast<size_t>(count) * dtype.bytes();
  // The bytes of canary between the data's end and the back guard: as few as alignment allows,
  // unless KTUNE_GUARD_GAP asks for more. scripts/test-emulated.py asks for a page because QEMU 7.2
  // faults on vmaskmovps lanes that are masked off and lie in a guard page, where a CPU does not
  // (Intel SDM, VMASKMOV: masked-off elements raise no fault); a write there is still a canary hit.
  static const size_t back_gap = [] {
    const char *gap = std::getenv("KTUNE_GUARD_GAP");
    return gap ? static_cast<size_t>(std::strtoull(gap, nullptr, 10)) : size_t{0};
  }();
  size_t rounded = (bytes + 63) / 64 * 64 + (back_gap + 63) / 64 * 64;
  size_t data_pages = (rounded + 64 + page - 1) / page * page;  // at least 64 bytes of front canary
  // Guards of 64 KiB on each side: PROT_NONE address space costs no memory, and a wider guard
  // turns more far overruns (a wrong stride, an index off by a row) into a fault instead of a
  // silent write into whatever mapping happens to lie beyond one page.
  size_t guard = 16 * page;
  region_bytes_ = data_pages + 2 * guard;
  void *p = mmap(nullptr, region_bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  internal_check(p != MAP_FAILED, "cannot map " << region_bytes_ << " bytes for a kernel argument");
  region_ = static_cast<char *>(p);
  mprotect(region_, guard, PROT_NONE);
  mprotect(region_ + guard + data_pages, guard, PROT_NONE);
  usable_begin_ = region_ + guard;
  usable_end_ = usable_begin_ + data_pages;
  // The data ends where the 64-byte rounding ends, as close to the back guard as alignment allows.
  data_begin_ = usable_end_ - rounded;
  data_end_ = data_begin_ + bytes;
  std::memset(usable_begin_, kCanary, static_cast<size_t>(data_begin_ - usable_begin_));
  std::memset(data_begin_, 0, bytes);
  std::memset(data_end_, kCanary, static_cast<size_t>(usable_end_ - data_end_));
  array_ = NDArray::from_memory(std::shared_ptr<void>(data_begin_, [](void *) {}), std::move(shape), dtype);
}

GuardedArray::~GuardedArray() {
  if (region_) munmap(region_, region_bytes_);
}

bool GuardedArray::canaries_intact() const {
  for (const char *p = usable_begin_; p < data_begin_; ++p) {
    if (static_cast<unsigned char>(*p) != kCanary) return false;
  }
  for (const char *p = data_end_; p < usable_end_; ++p) {
    if (static_cast<unsigned char>(*p) != kCanary) return false;
  }
  return true;
}

}  // namespace ktune::measure
