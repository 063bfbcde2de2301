// Constant interval bounds of integer expressions.
#include <algorithm>
#include <numeric>

#include "ktune/analysis/Analyzer.h"

namespace ktune {

namespace {
constexpr int64_t kNegInf = IntBounds::kNegInf;
constexpr int64_t kPosInf = IntBounds::kPosInf;

int64_t sat_add(int64_t a, int64_t b) {
  if (a == kNegInf || b == kNegInf) return (a == kPosInf || b == kPosInf) ? 0 : kNegInf;
  if (a == kPosInf || b == kPosInf) return kPosInf;
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) return a > 0 ? kPosInf : kNegInf;
  return r;
}

int64_t sat_mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  bool inf = a == kNegInf || a == kPosInf || b == kNegInf || b == kPosInf;
  bool neg = (a < 0) != (b < 0);
  if (inf) return neg ? kNegInf : kPosInf;
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) return neg ? kNegInf : kPosInf;
  return r;
}

int64_t floor_div(int64_t a, int64_t b) {
  if (a == kNegInf || a == kPosInf) return a;
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

IntBounds add(IntBounds a, IntBounds b) {
  IntBounds r{sat_add(a.min, b.min), sat_add(a.max, b.max)};
  if (a.min == kNegInf || b.min == kNegInf) r.min = kNegInf;
  if (a.max == kPosInf || b.max == kPosInf) r.max = kPosInf;
  return r;
}

IntBounds negate(IntBounds a) {
  IntBounds r;
  r.min = a.max == kPosInf ? kNegInf : -a.max;
  r.max = a.min == kNegInf ? kPosInf : -a.min;
  return r;
}

IntBounds mul(IntBounds a, IntBounds b) {
  int64_t c[4] = {sat_mul(a.min, b.min), sat_mul(a.min, b.max), sat_mul(a.max, b.min), sat_mul(a.max, b.max)};
  return {*std::min_element(c, c + 4), *std::max_element(c, c + 4)};
}
}  // namespace

const IntBounds *Analyzer::bounds_of_var(const Variable *v) const {
  auto it = bounds_.find(v);
  return it == bounds_.end() ? nullptr : &it->second;
}

void Analyzer::bind(const Var &v, int64_t min, int64_t extent) { bounds_[v.node()] = {min, sat_add(min, extent - 1)}; }

IntBounds Analyzer::bounds(const Expr &e) const {
  if (!e.defined() || !(e.type().is_integer() || e.type().is_bool())) return {};
  if (auto *i = e.as<IntImm>()) return IntBounds::point(i->value);
  if (auto *v = e.as<Variable>()) {
    auto *b = bounds_of_var(v);
    return b ? *b : IntBounds{};
  }
  if (auto *op = e.as<Add>()) return add(bounds(op->a), bounds(op->b));
  if (auto *op = e.as<Sub>()) return add(bounds(op->a), negate(bounds(op->b)));
  if (auto *op = e.as<Mul>()) return mul(bounds(op->a), bounds(op->b));
  if (auto *op = e.as<FloorDiv>()) {
    IntBounds b = bounds(op->b);
    if (b.is_point() && b.min > 0) {
      IntBounds a = bounds(op->a);
      return {floor_div(a.min, b.min), floor_div(a.max, b.min)};
    }
    return {};
  }
  if (auto *op = e.as<FloorMod>()) {
    IntBounds b = bounds(op->b);
    if (b.is_point() && b.min > 0) {
      IntBounds a = bounds(op->a);
      if (a.bounded() && floor_div(a.min, b.min) == floor_div(a.max, b.min)) {
        int64_t base = floor_div(a.min, b.min) * b.min;
        return {a.min - base, a.max - base};
      }
      // A multiple of g (powers of two: known_divisor) mod k is a multiple of gcd(g, k), at most
      // k - gcd(g, k): floormod(16 x, 32) is 0 or 16.
      return {0, b.min - std::gcd(known_divisor(op->a), b.min)};
    }
    if (b.min > 0 && b.max != kPosInf) return {0, b.max - 1};
    return {};
  }
  if (auto *op = e.as<BitXor>()) {
    // Two values in [0, 2^p) xor to a value in [0, 2^p).
    IntBounds a = bounds(op->a), b = bounds(op->b);
    if (a.min < 0 || b.min < 0 || !a.bounded() || !b.bounded()) return {};
    int64_t top = 1;
    while (top <= std::max(a.max, b.max)) top *= 2;
    return {0, top - 1};
  }
  if (auto *op = e.as<Min>()) {
    IntBounds a = bounds(op->a), b = bounds(op->b);
    return {std::min(a.min, b.min), std::min(a.max, b.max)};
  }
  if (auto *op = e.as<Max>()) {
    IntBounds a = bounds(op->a), b = bounds(op->b);
    return {std::max(a.min, b.min), std::max(a.max, b.max)};
  }
  if (auto *op = e.as<Select>()) {
    IntBounds a = bounds(op->true_value), b = bounds(op->false_value);
    return {std::min(a.min, b.min), std::max(a.max, b.max)};
  }
  if (auto *op = e.as<Cast>()) {
    if (op->type.is_integer() && op->value.type().is_integer() && op->type.bits >= op->value.type().bits)
      return bounds(op->value);
    if (op->type.is_bool()) return {0, 1};
    return {};
  }
  if (auto *op = e.as<Broadcast>()) return bounds(op->value);
  if (auto *op = e.as<Ramp>()) {
    IntBounds base = bounds(op->base);
    IntBounds last = add(base, mul(bounds(op->stride), IntBounds::point(op->lanes - 1)));
    return {std::min(base.min, last.min), std::max(base.max, last.max)};
  }
  if (e.type().is_bool()) return {0, 1};
  return {};
}

}  // namespace ktune
