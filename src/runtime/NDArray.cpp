#include "ktune/runtime/NDArray.h"
#include "ktune/runtime/HalfFloat.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>

#include "ktune/support/Error.h"

namespace ktune {

int64_t NDArray::size() const {
  int64_t n = 1;
  for (auto d : shape_) n *= d;
  return n;
}

NDArray NDArray::empty(std::vector<int64_t> shape, DataType dtype) {
  NDArray a;
  a.shape_ = std::move(shape);
  a.dtype_ = dtype;
  int64_t elements = 1;
  for (auto d : a.shape_) {
    user_check(d >= 0, "negative array dimension " << d);
    // No array of 2^48 bytes or more: a shape from a file that overflows is refused, not wrapped.
    user_check(
        !__builtin_mul_overflow(elements, d, &elements) && elements <= (int64_t{1} << 48) / 8,
        "an array of shape " << [&] {
          std::string t;
          for (auto x : a.shape_) t += (t.empty() ? "" : "x") + std::to_string(x);
          return t;
        }() << " is too large");
  }
  size_t bytes = static_cast<size_t>(a.bytes());
  size_t rounded = (bytes + 63) / 64 * 64;
  void *p = std::aligned_alloc(64, rounded == 0 ? 64 : rounded);
  user_check(p != nullptr, "out of memory allocating " << bytes << " bytes");
  std::memset(p, 0, rounded == 0 ? 64 : rounded);
  a.data_ = std::shared_ptr<void>(p, std::free);
  return a;
}

NDArray NDArray::from_memory(std::shared_ptr<void> data, std::vector<int64_t> shape, DataType dtype) {
  NDArray a;
  a.shape_ = std::move(shape);
  a.dtype_ = dtype;
  a.data_ = std::move(data);
  return a;
}

void NDArray::copy_from(const NDArray &other) {
  user_check(other.shape_ == shape_ && other.dtype_ == dtype_, "copy between arrays of different shape or dtype");
  std::memcpy(data(), other.data(), static_cast<size_t>(bytes()));
}

void NDArray::fill_zero() { std::memset(data(), 0, static_cast<size_t>(bytes())); }

NDArray NDArray::random(std::vector<int64_t> shape, DataType dtype, uint64_t seed) {
  NDArray a = empty(std::move(shape), dtype);
  std::mt19937_64 rng(seed);
  int64_t n = a.size();
  if (dtype == DataType::f32()) {
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    for (int64_t i = 0; i < n; ++i) a.as<float>()[i] = dist(rng);
  } else if (dtype == DataType::f64()) {
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    for (int64_t i = 0; i < n; ++i) a.as<double>()[i] = dist(rng);
  } else if (dtype == DataType::i32()) {
    std::uniform_int_distribution<int32_t> dist(-8, 7);
    for (int64_t i = 0; i < n; ++i) a.as<int32_t>()[i] = dist(rng);
  } else if (dtype == DataType::i64()) {
    std::uniform_int_distribution<int64_t> dist(-8, 7);
    for (int64_t i = 0; i < n; ++i) a.as<int64_t>()[i] = dist(rng);
  } else if (dtype == DataType::f16() || dtype == DataType::bf16()) {
    // Uniform floats rounded to the type: the reference reads the rounded values.
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    for (int64_t i = 0; i < n; ++i) a.set(i, dist(rng));
  } else if (dtype == DataType::i8()) {
    std::uniform_int_distribution<int> dist(-8, 7);
    for (int64_t i = 0; i < n; ++i) a.as<int8_t>()[i] = static_cast<int8_t>(dist(rng));
  } else {
    user_check(false, "random values of dtype " << dtype.str() << " are not supported on the host");
  }
  return a;
}

bool NDArray::has_scalar_access(DataType t) {
  return t == DataType::f32() || t == DataType::f64() || t == DataType::f16() || t == DataType::bf16() ||
         t == DataType::i32() || t == DataType::i64() || t == DataType::i8() || t == DataType::u8();
}

double NDArray::get(int64_t i) const {
  DataType t = dtype_;
  if (t == DataType::f32()) return as<float>()[i];
  if (t == DataType::f64()) return as<double>()[i];
  if (t == DataType::f16()) return f16_to_float(as<uint16_t>()[i]);
  if (t == DataType::bf16()) return bf16_to_float(as<uint16_t>()[i]);
  if (t == DataType::i32()) return as<int32_t>()[i];
  if (t == DataType::i64()) return static_cast<double>(as<int64_t>()[i]);
  if (t == DataType::i8()) return as<int8_t>()[i];
  if (t == DataType::u8()) return as<uint8_t>()[i];
  user_check(false, "elements of " << t.str() << " arrays cannot be read as numbers on the host");
  return 0;
}

namespace {
// A double as an integer type: rounded toward zero, saturated at the type's range, NaN as 0
// (a plain cast of an out-of-range double is undefined behaviour).
template <typename I>
I saturate(double v) {
  if (std::isnan(v)) return 0;
  if (v <= static_cast<double>(std::numeric_limits<I>::min())) return std::numeric_limits<I>::min();
  if (v >= static_cast<double>(std::numeric_limits<I>::max())) return std::numeric_limits<I>::max();
  return static_cast<I>(v);
}
}  // namespace

void NDArray::set(int64_t i, double v) const {
  DataType t = dtype_;
  if (t == DataType::f32())
    as<float>()[i] = static_cast<float>(v);
  else if (t == DataType::f64())
    as<double>()[i] = v;
  else if (t == DataType::f16())
    as<uint16_t>()[i] = float_to_f16(static_cast<float>(v));
  else if (t == DataType::bf16())
    as<uint16_t>()[i] = float_to_bf16(static_cast<float>(v));
  else if (t == DataType::i32())
    as<int32_t>()[i] = saturate<int32_t>(v);
  else if (t == DataType::i64())
    as<int64_t>()[i] = saturate<int64_t>(v);
  else if (t == DataType::i8())
    as<int8_t>()[i] = saturate<int8_t>(v);
  else if (t == DataType::u8())
    as<uint8_t>()[i] = saturate<uint8_t>(v);
  else
    user_check(false, "elements of " << t.str() << " arrays cannot be written as numbers on the host");
}

namespace {
double value_at(const NDArray &a, int64_t i) {
  return NDArray::has_scalar_access(a.dtype()) ? a.get(i) : std::numeric_limits<double>::quiet_NaN();
}
}  // namespace

double relative_error(const NDArray &a, const NDArray &reference) {
  const double inf = std::numeric_limits<double>::infinity();
  if (a.shape() != reference.shape() || a.dtype() != reference.dtype()) return inf;
  double max_diff = 0, max_ref = 0;
  for (int64_t i = 0; i < a.size(); ++i) {
    double x = value_at(a, i), r = value_at(reference, i);
    if (std::isfinite(r) && !std::isfinite(x)) return inf;
    if (!std::isfinite(r)) {
      if (!(x == r || (std::isnan(x) && std::isnan(r)))) return inf;
      continue;
    }
    max_diff = std::max(max_diff, std::fabs(x - r));
    max_ref = std::max(max_ref, std::fabs(r));
  }
  return max_diff / std::max(max_ref, 1e-30);
}

}  // namespace ktune
