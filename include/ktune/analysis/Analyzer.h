// Arithmetic analysis: constant bounds of integer expressions and the simplifier.
#pragma once

#include <cstdint>
#include <limits>
#include <unordered_map>

#include "ktune/ir/Expr.h"

namespace ktune {

/** Inclusive constant bounds of an integer expression; the int64 limits mean unbounded. */
struct IntBounds {
  static constexpr int64_t kNegInf = std::numeric_limits<int64_t>::min();
  static constexpr int64_t kPosInf = std::numeric_limits<int64_t>::max();
  int64_t min = kNegInf;
  int64_t max = kPosInf;
  static IntBounds point(int64_t v) { return {v, v}; }
  static IntBounds everything() { return {}; }
  bool is_point() const { return min == max && min != kNegInf; }
  bool bounded() const { return min != kNegInf && max != kPosInf; }
};

/** Knows the ranges of loop variables and answers questions about integer expressions.
 * The simplifier keeps index expressions cheap: constant folding, a canonical linear form
 * (sum of coefficient * term + constant), floordiv/floormod of linear forms with known
 * bounds, and min/max/comparisons decided by bounds. */
class Analyzer {
 public:
  /** v ranges over [min, min + extent). */
  void bind(const Var &v, int64_t min, int64_t extent);
  void bind_bounds(const Variable *v, IntBounds b) { bounds_[v] = b; }
  void unbind(const Var &v) { bounds_.erase(v.node()); }
  const IntBounds *bounds_of_var(const Variable *v) const;

  IntBounds bounds(const Expr &e) const;
  Expr simplify(const Expr &e) const;
  Stmt simplify(const Stmt &s);
  /** True when cond simplifies to the constant true. */
  bool can_prove(const Expr &cond) const;

 private:
  std::unordered_map<const Variable *, IntBounds> bounds_;
};

/** A power of two that every value of the integer expression e is a multiple of (2^30 for 0;
 * 1 when nothing is known), from its sums, products and floormods. Proves the alignment of
 * vector accesses and that a vector's lanes stay in one block of a floordiv. */
int64_t known_divisor(const Expr &e);

/** Simplifies with no knowledge of variables beyond the loops inside s. */
Expr simplify(const Expr &e);
Stmt simplify(const Stmt &s);

}  // namespace ktune
