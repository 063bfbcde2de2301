// A dense, 64-byte aligned tensor in host memory.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ktune/ir/Type.h"

namespace ktune {

class NDArray {
 public:
  NDArray() = default;
  /** A new array, zero-filled (64-byte aligned). */
  static NDArray empty(std::vector<int64_t> shape, DataType dtype);
  /** Uniform values in [-1, 1) (floats) or [-8, 8) (integers) from a fixed seed. */
  static NDArray random(std::vector<int64_t> shape, DataType dtype, uint64_t seed);
  /** An array over memory owned elsewhere (kept alive by data's deleter). */
  static NDArray from_memory(std::shared_ptr<void> data, std::vector<int64_t> shape, DataType dtype);
  /** Copies the values of other (same shape and dtype) into this array. */
  void copy_from(const NDArray &other);

  const std::vector<int64_t> &shape() const { return shape_; }
  DataType dtype() const { return dtype_; }
  int64_t size() const;
  int64_t bytes() const { return size() * dtype_.bytes(); }
  void *data() const { return data_.get(); }
  template <typename T>
  T *as() const {
    return static_cast<T *>(data_.get());
  }
  bool defined() const { return data_ != nullptr; }
  /** Element i (flat index) as a double, and set from one: f32, f64, f16, bf16 (rounded to
   * nearest even), i32, i64, i8 and u8 arrays (has_scalar_access); other types throw UserError. */
  double get(int64_t i) const;
  void set(int64_t i, double value) const;
  static bool has_scalar_access(DataType t);
  void fill_zero();

 private:
  std::vector<int64_t> shape_;
  DataType dtype_;
  std::shared_ptr<void> data_;
};

/** max |a - b| / max(max |b|, tiny): the error of a against the reference b, relative to the
 * reference's magnitude. Infinity when shapes or types differ or a value is not finite where
 * the reference is. */
double relative_error(const NDArray &a, const NDArray &reference);

}  // namespace ktune
