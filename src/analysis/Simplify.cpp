// The arithmetic simplifier. Integer scalar expressions are brought to a canonical linear form
// (a sorted sum of coefficient * term plus a constant, where a term is anything that is not
// an add, subtract or multiply by a constant); floordiv and floormod by positive constants peel
// off the multiples of the divisor, use bounds to drop what cannot matter, keep a constant below
// the terms' common step with the divisor outside (floormod(16 x + 3, 32) is floormod(16 x, 32) + 3),
// and k * floordiv(x, k) + floormod(x, k) is x again; comparisons,
// min and max are decided by bounds where they can be. Floats are only constant-folded, so
// the simplifier never changes a floating point result.
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}
int64_t floor_mod(int64_t a, int64_t b) { return a - floor_div(a, b) * b; }

// Coefficient arithmetic wraps like the generated code's two's complement instead of being
// undefined behaviour in the compiler on absurd constants.
int64_t wrap_add(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}
int64_t wrap_mul(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}

struct Linear {
  std::vector<std::pair<Expr, int64_t>> terms;  // sorted, distinct, non-zero coefficients
  int64_t constant = 0;
  DataType type = DataType::i64();

  void add_term(const Expr &t, int64_t c) {
    if (c == 0) return;
    auto it = std::lower_bound(terms.begin(), terms.end(), t,
                               [](const auto &p, const Expr &x) { return structural_compare(p.first, x) < 0; });
    if (it != terms.end() && structural_equal(it->first, t)) {
      it->second = wrap_add(it->second, c);
      if (it->second == 0) terms.erase(it);
    } else {
      terms.insert(it, {t, c});
    }
  }
  void add(const Linear &o, int64_t scale) {
    for (auto &[t, c] : o.terms) add_term(t, wrap_mul(c, scale));
    constant = wrap_add(constant, wrap_mul(o.constant, scale));
  }
  void scale(int64_t k) {
    if (k == 0) {
      terms.clear();
      constant = 0;
      return;
    }
    for (auto &p : terms) p.second = wrap_mul(p.second, k);
    constant = wrap_mul(constant, k);
  }
  bool is_constant() const { return terms.empty(); }
};

Linear to_linear(const Expr &e) {
  Linear l;
  l.type = e.type();
  if (auto *i = e.as<IntImm>()) {
    l.constant = i->value;
  } else if (auto *a = e.as<Add>()) {
    l = to_linear(a->a);
    l.add(to_linear(a->b), 1);
  } else if (auto *s = e.as<Sub>()) {
    l = to_linear(s->a);
    l.add(to_linear(s->b), -1);
  } else if (auto *m = e.as<Mul>()) {
    if (auto *c = as_const_int(m->b)) {
      l = to_linear(m->a);
      l.scale(*c);
    } else if (auto *c2 = as_const_int(m->a)) {
      l = to_linear(m->b);
      l.scale(*c2);
    } else {
      l.add_term(e, 1);
    }
  } else {
    l.add_term(e, 1);
  }
  l.type = e.type();
  return l;
}

// c * k * floordiv(x, k) + c * floormod(x, k) is c * x: a fused loop's two halves (its outer
// and inner axes) put back together, which turns the flattened index of a fused output into
// a contiguous one (the NCHW convolution's rows of output positions) instead of a gather.
void merge_div_mod(Linear &l) {
  for (bool merged = true; merged;) {
    merged = false;
    for (size_t m = 0; m < l.terms.size() && !merged; ++m) {
      auto *mod = l.terms[m].first.as<FloorMod>();
      auto *k = mod ? as_const_int(mod->b) : nullptr;
      if (!k || *k <= 0) continue;
      int64_t c = l.terms[m].second, want;
      if (__builtin_mul_overflow(c, *k, &want)) continue;
      for (size_t d = 0; d < l.terms.size(); ++d) {
        auto *div = l.terms[d].first.as<FloorDiv>();
        if (!div || l.terms[d].second != want || !structural_equal(div->a, mod->a) || !structural_equal(div->b, mod->b))
          continue;
        Expr x = mod->a, mod_term = l.terms[m].first, div_term = l.terms[d].first;
        l.add_term(mod_term, -c);
        l.add_term(div_term, -want);
        l.add(to_linear(x), c);
        merged = true;
        break;
      }
    }
  }
}

Expr from_linear(const Linear &l) {
  DataType t = l.type;
  Expr result;
  // Positive terms first, so a - b prints as such rather than (-b) + a.
  for (int pass = 0; pass < 2; ++pass) {
    for (auto &[term, c] : l.terms) {
      if ((c > 0) != (pass == 0)) continue;
      int64_t mag = c > 0 ? c : -c;
      Expr piece = mag == 1 ? term : Mul::make(term, IntImm::make(t, mag));
      if (!result.defined()) {
        result = c > 0 ? piece : Mul::make(term, IntImm::make(t, c));
      } else {
        result = c > 0 ? Add::make(result, piece) : Sub::make(result, piece);
      }
    }
  }
  if (!result.defined()) return IntImm::make(t, l.constant);
  if (l.constant > 0) result = Add::make(result, IntImm::make(t, l.constant));
  if (l.constant < 0) result = Sub::make(result, IntImm::make(t, -l.constant));
  return result;
}

bool is_scalar_int(const Expr &e) { return e.type().is_integer() && e.type().is_scalar(); }

class Simplifier : public IRMutator {
 public:
  explicit Simplifier(Analyzer &a) : analyzer_(a) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;

  Expr canonical(const Expr &e) {
    Linear l = to_linear(e);
    merge_div_mod(l);
    return from_linear(l);
  }

  // The canonical linear form of a simplified scalar integer sum, difference or product: what
  // canonical() makes of it once its operands are simplified, each of them in turn made canonical
  // the same way. Operands that are sums themselves are combined as linear forms, not built as
  // expressions and read back at every level of the sum, which was quadratic in its terms and most
  // of lowering's time on unrolled code. For 64-bit integers (the indices) to_linear of from_linear
  // is the form itself, so the result is the same; a narrower type's constants wrap to its width
  // in every expression built (IntImm::make), so its sums keep going through canonical() level by
  // level, as they did.
  static bool combines_directly(const Expr &e) { return is_scalar_int(e) && e.type().bits == 64; }
  Linear linear_of(const Expr &e) {
    // Anything else is a term (or a constant) once simplified, read as canonical() reads it.
    if (!combines_directly(e) || !(e.as<Add>() || e.as<Sub>() || e.as<Mul>())) return to_linear(mutate(e));
    Linear l;
    if (auto *a = e.as<Add>()) {
      l = linear_of(a->a);
      l.add(linear_of(a->b), 1);
    } else if (auto *s = e.as<Sub>()) {
      l = linear_of(s->a);
      l.add(linear_of(s->b), -1);
    } else {
      auto *m = e.as<Mul>();
      Linear la = linear_of(m->a), lb = linear_of(m->b);
      if (lb.is_constant()) {
        l = std::move(la);
        l.scale(lb.constant);
      } else if (la.is_constant()) {
        l = std::move(lb);
        l.scale(la.constant);
      } else {
        // Non-constant factors in canonical order, so that a*b and b*a meet as one term.
        Expr fa = from_linear(la), fb = from_linear(lb);
        if (structural_compare(fa, fb) > 0) std::swap(fa, fb);
        l.add_term(Mul::make(fa, fb), 1);
      }
    }
    l.type = e.type();
    merge_div_mod(l);
    return l;
  }

  Expr mutate_node(const Add *op, const Expr &self) override {
    if (combines_directly(self)) return from_linear(linear_of(self));
    Expr a = mutate(op->a), b = mutate(op->b);
    if (is_scalar_int(self)) return canonical(Add::make(a, b));
    if (auto r = fold_float(a, b, [](double x, double y) { return x + y; })) return r;
    if (auto v = vector_arith(a, b, '+')) return v;
    return same(op, a, b, self) ? self : Add::make(a, b);
  }
  Expr mutate_node(const Sub *op, const Expr &self) override {
    if (combines_directly(self)) return from_linear(linear_of(self));
    Expr a = mutate(op->a), b = mutate(op->b);
    if (is_scalar_int(self)) return canonical(Sub::make(a, b));
    if (auto r = fold_float(a, b, [](double x, double y) { return x - y; })) return r;
    if (auto v = vector_arith(a, b, '-')) return v;
    return same(op, a, b, self) ? self : Sub::make(a, b);
  }
  Expr mutate_node(const Mul *op, const Expr &self) override {
    if (combines_directly(self)) return from_linear(linear_of(self));
    Expr a = mutate(op->a), b = mutate(op->b);
    if (is_scalar_int(self)) {
      // Order non-constant factors canonically so that a*b and b*a meet as one term.
      if (!as_const_int(a) && !as_const_int(b) && structural_compare(a, b) > 0) std::swap(a, b);
      return canonical(Mul::make(a, b));
    }
    if (auto r = fold_float(a, b, [](double x, double y) { return x * y; })) return r;
    if (auto v = vector_arith(a, b, '*')) return v;
    return same(op, a, b, self) ? self : Mul::make(a, b);
  }
  Expr mutate_node(const Div *op, const Expr &self) override {
    Expr a = mutate(op->a), b = mutate(op->b);
    if (auto r = fold_float(a, b, [](double x, double y) { return x / y; })) return r;
    auto *ca = as_const_int(a);
    auto *cb = as_const_int(b);
    if (ca && cb && *cb != 0 && *cb != -1 && a.type().is_scalar()) return IntImm::make(a.type(), *ca / *cb);
    if (cb && *cb == 1) return a;
    return same(op, a, b, self) ? self : Div::make(a, b);
  }

  // True when every term's coefficient and the divisor k share a factor g > 1 that exceeds the
  // constant b (0 < b < g): the terms are then a multiple of g, their floormod by k a multiple of
  // g in [0, k - g], and adding b changes neither the floordiv nor, but for adding b, the floormod.
  // floormod(16 x + 3, 32) is floormod(16 x, 32) + 3: the lanes of a 16-wide tile of a 32-wide
  // weight block, whose step the prefetch pass then finds constant (inject_prefetches).
  static bool constant_below_common_step(const Linear &l, int64_t k) {
    if (l.is_constant() || l.constant <= 0) return false;
    int64_t g = k;
    for (auto &[t, c] : l.terms) {
      if (c == std::numeric_limits<int64_t>::min()) return false;  // std::gcd of it is undefined
      g = std::gcd(g, c);
    }
    return g > 1 && l.constant < g;
  }

  Expr mutate_node(const FloorDiv *op, const Expr &self) override {
    Expr a = mutate(op->a), b = mutate(op->b);
    auto *cb = as_const_int(b);
    if (!a.type().is_scalar() || !cb || *cb <= 0) {
      if (cb && *cb == 1) return a;
      if (auto v = vector_arith(a, b, '/')) return v;
      return same(op, a, b, self) ? self : FloorDiv::make(a, b);
    }
    int64_t k = *cb;
    if (k == 1) return a;
    // floordiv(floordiv(x, k1), k2) = floordiv(x, k1 * k2)
    if (auto *inner = a.as<FloorDiv>()) {
      int64_t product;
      if (auto *k1 = as_const_int(inner->b); k1 && *k1 > 0 && !__builtin_mul_overflow(*k1, k, &product)) {
        return mutate(FloorDiv::make(inner->a, IntImm::make(a.type(), product)));
      }
    }
    Linear l = to_linear(a), quotient, rest;
    quotient.type = rest.type = a.type();
    for (auto &[t, c] : l.terms) {
      if (c % k == 0)
        quotient.add_term(t, c / k);
      else
        rest.add_term(t, c);
    }
    quotient.constant = floor_div(l.constant, k);
    rest.constant = floor_mod(l.constant, k);
    if (constant_below_common_step(rest, k)) rest.constant = 0;
    IntBounds rb = analyzer_.bounds(from_linear(rest));
    if (rb.bounded() && floor_div(rb.min, k) == floor_div(rb.max, k)) {
      quotient.constant += floor_div(rb.min, k);
      return from_linear(quotient);
    }
    if (quotient.is_constant() && quotient.constant == 0) {
      Expr r = from_linear(rest);
      return FloorDiv::make(r, b);
    }
    Linear out = quotient;
    out.add_term(FloorDiv::make(from_linear(rest), b), 1);
    return from_linear(out);
  }

  Expr mutate_node(const FloorMod *op, const Expr &self) override {
    Expr a = mutate(op->a), b = mutate(op->b);
    auto *cb = as_const_int(b);
    if (!a.type().is_scalar() || !cb || *cb <= 0) {
      if (auto v = vector_arith(a, b, '%')) return v;
      return same(op, a, b, self) ? self : FloorMod::make(a, b);
    }
    int64_t k = *cb;
    if (k == 1) return IntImm::make(a.type(), 0);
    // Terms whose coefficients are multiples of k drop out.
    Linear l = to_linear(a), reduced;
    reduced.type = a.type();
    for (auto &[t, c] : l.terms) {
      if (c % k != 0) reduced.add_term(t, c);
    }
    reduced.constant = floor_mod(l.constant, k);
    Expr r = from_linear(reduced);
    IntBounds rb = analyzer_.bounds(r);
    if (rb.bounded() && floor_div(rb.min, k) == floor_div(rb.max, k)) {
      Linear shifted = reduced;
      shifted.constant -= floor_div(rb.min, k) * k;
      return from_linear(shifted);
    }
    if (reduced.is_constant()) return IntImm::make(a.type(), floor_mod(reduced.constant, k));
    if (constant_below_common_step(reduced, k)) {
      Linear terms = reduced;
      terms.constant = 0;
      Linear out;
      out.type = a.type();
      out.add_term(FloorMod::make(from_linear(terms), b), 1);
      out.constant = reduced.constant;
      return from_linear(out);
    }
    return FloorMod::make(r, b);
  }

  Expr mutate_node(const BitXor *op, const Expr &self) override {
    Expr a = mutate(op->a), b = mutate(op->b);
    auto *ca = as_const_int(a), *cb = as_const_int(b);
    if (a.type().is_scalar() && ca && cb) return IntImm::make(a.type(), *ca ^ *cb);
    if (cb && *cb == 0) return a;
    if (ca && *ca == 0) return b;
    auto *ba = a.as<Broadcast>(), *bb = b.as<Broadcast>();
    if (ba && bb) return Broadcast::make(mutate(BitXor::make(ba->value, bb->value)), ba->lanes);
    // A contiguous run of n lanes (n a power of two) starting at a multiple of n, xor-ed with a
    // multiple of n, stays a contiguous run: only the bits above the lanes' change.
    auto *r = a.as<Ramp>();
    if (r && bb && is_const_int(r->stride, 1) && (r->lanes & (r->lanes - 1)) == 0 &&
        known_divisor(r->base) % r->lanes == 0 && known_divisor(bb->value) % r->lanes == 0)
      return Ramp::make(mutate(BitXor::make(r->base, bb->value)), r->stride, r->lanes);
    return same(op, a, b, self) ? self : BitXor::make(a, b);
  }

  Expr mutate_node(const Min *op, const Expr &self) override {
    Expr a = mutate(op->a), b = mutate(op->b);
    if (is_scalar_int(a)) {
      if (structural_equal(a, b)) return a;
      IntBounds d = analyzer_.bounds(canonical(Sub::make(a, b)));
      if (d.max <= 0) return a;
      if (d.min >= 0) return b;
    }
    if (auto r = fold_float(a, b, [](double x, double y) { return std::min(x, y); })) return r;
    return same(op, a, b, self) ? self : Min::make(a, b);
  }
  Expr mutate_node(const Max *op, const Expr &self) override {
    Expr a = mutate(op->a), b = mutate(op->b);
    if (is_scalar_int(a)) {
      if (structural_equal(a, b)) return a;
      IntBounds d = analyzer_.bounds(canonical(Sub::make(a, b)));
      if (d.min >= 0) return a;
      if (d.max <= 0) return b;
    }
    if (auto r = fold_float(a, b, [](double x, double y) { return std::max(x, y); })) return r;
    return same(op, a, b, self) ? self : Max::make(a, b);
  }

  // Comparisons of integers: decide by the bounds of a - b.
  template <typename T>
  Expr compare(const T *op, const Expr &self, bool (*decide)(IntBounds, bool *)) {
    Expr a = mutate(op->a), b = mutate(op->b);
    if (is_scalar_int(a)) {
      IntBounds d = analyzer_.bounds(canonical(Sub::make(a, b)));
      bool value;
      if (decide(d, &value)) return IntImm::make(DataType::boolean(), value);
    }
    auto *fa = a.as<FloatImm>();
    auto *fb = b.as<FloatImm>();
    if (fa && fb) {
      double x = fa->value, y = fb->value;
      bool v = std::is_same_v<T, LT>   ? x < y
               : std::is_same_v<T, LE> ? x <= y
               : std::is_same_v<T, GT> ? x > y
               : std::is_same_v<T, GE> ? x >= y
               : std::is_same_v<T, EQ> ? x == y
                                       : x != y;
      return IntImm::make(DataType::boolean(), v);
    }
    return same(op, a, b, self) ? self : T::make(a, b);
  }
  Expr mutate_node(const LT *op, const Expr &self) override {
    return compare(op, self, [](IntBounds d, bool *v) {
      if (d.max < 0) return *v = true, true;
      if (d.min >= 0) return *v = false, true;
      return false;
    });
  }
  Expr mutate_node(const LE *op, const Expr &self) override {
    return compare(op, self, [](IntBounds d, bool *v) {
      if (d.max <= 0) return *v = true, true;
      if (d.min > 0) return *v = false, true;
      return false;
    });
  }
  Expr mutate_node(const GT *op, const Expr &self) override {
    return compare(op, self, [](IntBounds d, bool *v) {
      if (d.min > 0) return *v = true, true;
      if (d.max <= 0) return *v = false, true;
      return false;
    });
  }
  Expr mutate_node(const GE *op, const Expr &self) override {
    return compare(op, self, [](IntBounds d, bool *v) {
      if (d.min >= 0) return *v = true, true;
      if (d.max < 0) return *v = false, true;
      return false;
    });
  }
  Expr mutate_node(const EQ *op, const Expr &self) override {
    return compare(op, self, [](IntBounds d, bool *v) {
      if (d.is_point()) return *v = d.min == 0, true;
      if (d.min > 0 || d.max < 0) return *v = false, true;
      return false;
    });
  }
  Expr mutate_node(const NE *op, const Expr &self) override {
    return compare(op, self, [](IntBounds d, bool *v) {
      if (d.is_point()) return *v = d.min != 0, true;
      if (d.min > 0 || d.max < 0) return *v = true, true;
      return false;
    });
  }

  Expr mutate_node(const And *op, const Expr &self) override {
    Expr a = mutate(op->a), b = mutate(op->b);
    if (auto *c = as_const_int(a)) return *c ? b : a;
    if (auto *c = as_const_int(b)) return *c ? a : b;
    return same(op, a, b, self) ? self : And::make(a, b);
  }
  Expr mutate_node(const Or *op, const Expr &self) override {
    Expr a = mutate(op->a), b = mutate(op->b);
    if (auto *c = as_const_int(a)) return *c ? a : b;
    if (auto *c = as_const_int(b)) return *c ? b : a;
    return same(op, a, b, self) ? self : Or::make(a, b);
  }
  Expr mutate_node(const Not *op, const Expr &self) override {
    Expr a = mutate(op->a);
    if (auto *c = as_const_int(a); c && a.type().is_scalar()) {
      return IntImm::make(DataType::boolean(), !*c);
    }
    if (auto *n = a.as<Not>()) return n->a;
    return a.same_as(op->a) ? self : Not::make(a);
  }
  Expr mutate_node(const Select *op, const Expr &self) override {
    Expr c = mutate(op->condition);
    if (auto *v = as_const_int(c)) return mutate(*v ? op->true_value : op->false_value);
    Expr t = mutate(op->true_value), f = mutate(op->false_value);
    if (structural_equal(t, f)) return t;
    if (c.same_as(op->condition) && t.same_as(op->true_value) && f.same_as(op->false_value)) return self;
    return Select::make(c, t, f);
  }
  Expr mutate_node(const Cast *op, const Expr &self) override {
    Expr v = mutate(op->value);
    if (op->type.is_scalar()) {
      if (auto *i = v.as<IntImm>()) {
        if (op->type.is_float()) return FloatImm::make(op->type, static_cast<double>(i->value));
        return IntImm::make(op->type, i->value);
      }
      if (auto *f = v.as<FloatImm>()) {
        if (op->type.is_float()) return FloatImm::make(op->type, f->value);
        if (std::isfinite(f->value) && std::fabs(f->value) < 9.0e18)
          return IntImm::make(op->type, static_cast<int64_t>(f->value));
      }
    }
    if (v.type() == op->type) return v;
    return v.same_as(op->value) ? self : Cast::make(op->type, v);
  }
  Expr mutate_node(const Broadcast *op, const Expr &self) override {
    Expr v = mutate(op->value);
    return v.same_as(op->value) ? self : Broadcast::make(v, op->lanes);
  }
  Expr mutate_node(const Ramp *op, const Expr &self) override {
    Expr b = mutate(op->base), s = mutate(op->stride);
    if (is_const_int(s, 0)) return Broadcast::make(b, op->lanes);
    return b.same_as(op->base) && s.same_as(op->stride) ? self : Ramp::make(b, s, op->lanes);
  }

  // ---- statements ----
  Stmt mutate_node(const For *op, const Stmt &self) override {
    Expr mn = mutate(op->min), ext = mutate(op->extent);
    auto *cmin = as_const_int(mn);
    auto *cext = as_const_int(ext);
    if (cext && *cext <= 0) return Stmt();
    if (cext && *cext == 1 && op->kind != ForKind::ThreadBinding) {
      Stmt body = substitute(op->body, {{op->var.node(), mn}});
      return mutate(body);
    }
    if (cext && *cext == 1) {
      // A bound loop of one iteration stays (it binds the launch dimension), but its variable is
      // its min wherever the body runs: constant indices keep private arrays in registers.
      Stmt body = mutate(substitute(op->body, {{op->var.node(), mn}}));
      if (!body.defined()) return Stmt();
      if (mn.same_as(op->min) && ext.same_as(op->extent) && body.same_as(op->body)) return self;
      return For::make(op->var, mn, ext, op->kind, body, op->thread_tag);
    }
    if (cmin && cext) {
      analyzer_.bind(op->var, *cmin, *cext);
    } else {
      IntBounds lo = analyzer_.bounds(mn), e = analyzer_.bounds(ext);
      if (lo.bounded() && e.bounded()) analyzer_.bind_bounds(op->var.node(), {lo.min, lo.max + e.max - 1});
    }
    Stmt body = mutate(op->body);
    analyzer_.unbind(op->var);
    if (!body.defined()) return Stmt();
    if (mn.same_as(op->min) && ext.same_as(op->extent) && body.same_as(op->body)) return self;
    return For::make(op->var, mn, ext, op->kind, body, op->thread_tag);
  }
  Stmt mutate_node(const IfThenElse *op, const Stmt &self) override {
    Expr c = mutate(op->condition);
    if (auto *v = as_const_int(c); v && c.type().is_scalar()) {
      return mutate(*v ? op->then_case : op->else_case);
    }
    // A test of a variable against a constant narrows the variable's range in each case: the
    // copies that partition_loops makes for a loop's edges (`if (v < 1) {...} else ...`) then
    // decide their own guards, such as the padding test of the first column of a tile.
    Stmt t, e;
    const Variable *v = nullptr;
    int64_t split = 0;
    bool below = false;  // the then case is the part of the range below `split`
    auto variable_against_constant = [&](const Expr &a, const Expr &b, bool then_below) {
      const int64_t *k = as_const_int(b);
      if (a.as<Variable>() && k) v = a.as<Variable>(), split = *k, below = then_below;
    };
    if (auto *lt = c.as<LT>()) variable_against_constant(lt->a, lt->b, true);
    if (auto *ge = c.as<GE>()) variable_against_constant(ge->a, ge->b, false);
    const IntBounds *range = v ? analyzer_.bounds_of_var(v) : nullptr;
    if (range && range->min < split && split <= range->max) {
      IntBounds whole = *range, lower{whole.min, split - 1}, upper{split, whole.max};
      analyzer_.bind_bounds(v, below ? lower : upper);
      t = mutate(op->then_case);
      analyzer_.bind_bounds(v, below ? upper : lower);
      e = mutate(op->else_case);
      analyzer_.bind_bounds(v, whole);
    } else {
      t = mutate(op->then_case), e = mutate(op->else_case);
    }
    if (!t.defined() && !e.defined()) return Stmt();
    if (!t.defined()) return IfThenElse::make(Not::make(c), e);
    if (c.same_as(op->condition) && t.same_as(op->then_case) && e.same_as(op->else_case)) return self;
    return IfThenElse::make(c, t, e);
  }

 private:
  template <typename T>
  static bool same(const T *op, const Expr &a, const Expr &b, const Expr &) {
    return a.same_as(op->a) && b.same_as(op->b);
  }

  template <typename F>
  Expr fold_float(const Expr &a, const Expr &b, F f) {
    auto *x = a.as<FloatImm>();
    auto *y = b.as<FloatImm>();
    if (x && y) return FloatImm::make(a.type(), f(x->value, y->value));
    return Expr();
  }

  // Keeps vector index expressions in Ramp/Broadcast form so that loads stay contiguous.
  Expr vector_arith(const Expr &a, const Expr &b, char op) {
    if (!a.type().is_vector() || !a.type().is_integer()) return Expr();
    auto *ra = a.as<Ramp>();
    auto *rb = b.as<Ramp>();
    auto *ba = a.as<Broadcast>();
    auto *bb = b.as<Broadcast>();
    int lanes = a.type().lanes;
    auto s = [&](const Expr &e) { return mutate(e); };
    switch (op) {
      case '+':
        if (ra && bb) return s(Ramp::make(ra->base + bb->value, ra->stride, lanes));
        if (ba && rb) return s(Ramp::make(ba->value + rb->base, rb->stride, lanes));
        if (ra && rb) return s(Ramp::make(ra->base + rb->base, ra->stride + rb->stride, lanes));
        if (ba && bb) return Broadcast::make(s(ba->value + bb->value), lanes);
        break;
      case '-':
        if (ra && bb) return s(Ramp::make(ra->base - bb->value, ra->stride, lanes));
        if (ra && rb) return s(Ramp::make(ra->base - rb->base, ra->stride - rb->stride, lanes));
        if (ba && bb) return Broadcast::make(s(ba->value - bb->value), lanes);
        break;
      case '*':
        if (ra && bb) return s(Ramp::make(ra->base * bb->value, ra->stride * bb->value, lanes));
        if (ba && rb) return s(Ramp::make(rb->base * ba->value, rb->stride * ba->value, lanes));
        if (ba && bb) return Broadcast::make(s(ba->value * bb->value), lanes);
        break;
      case '/':
        if (ba && bb) return Broadcast::make(s(floordiv(ba->value, bb->value)), lanes);
        // floordiv(ramp(base, stride, L), k) is a broadcast when the ramp stays in one block of k.
        if (ra && bb && ramp_in_one_block(*ra, bb->value, lanes))
          return Broadcast::make(s(floordiv(ra->base, bb->value)), lanes);
        if (ra && bb && ramp_in_two_blocks(*ra, bb->value, lanes)) {
          auto [quotient, carry] = split_two_blocks(*ra, bb->value, lanes);
          return Broadcast::make(quotient, lanes) + carry;
        }
        break;
      case '%':
        if (ba && bb) return Broadcast::make(s(floormod(ba->value, bb->value)), lanes);
        if (ra && bb && ramp_in_one_block(*ra, bb->value, lanes))
          return s(Ramp::make(floormod(ra->base, bb->value), ra->stride, lanes));
        if (ra && bb && ramp_in_two_blocks(*ra, bb->value, lanes)) {
          auto [quotient, carry] = split_two_blocks(*ra, bb->value, lanes);
          return Ramp::make(s(ra->base - quotient * bb->value), ra->stride, lanes) -
                 carry * Broadcast::make(bb->value, lanes);
        }
        break;
    }
    return Expr();
  }

  // Whether ramp r (non-negative constant stride) lies in one block of the constant k > 0: when
  // its base is a multiple of some m dividing k and it spans less than m (base mod k is then at
  // most k - m), or when its first and last lanes simplify to the same block.
  bool ramp_in_one_block(const Ramp &r, const Expr &k, int lanes) {
    auto *kc = as_const_int(k);
    auto *st = as_const_int(r.stride);
    if (!kc || !st || *kc <= 0 || *st < 0) return false;
    if (*st * (lanes - 1) < std::gcd(known_divisor(r.base), *kc)) return true;
    Expr first = mutate(floordiv(r.base, k));
    Expr last = mutate(floordiv(r.base + IntImm::make(r.base.type(), *st * (lanes - 1)), k));
    return structural_equal(mutate(last - first), IntImm::make(first.type(), 0));
  }

  // A unit-stride ramp no longer than k crosses at most one multiple of k: its floordiv is the
  // first lane's quotient plus a carry of 1 on the lanes past that multiple. A compare instead of
  // a division per lane, which x86 has no instruction for (LLVM splits 64-bit lanes into scalar
  // multiplies): the masks of a flattened convolution's rows (output positions q + 56 p).
  bool ramp_in_two_blocks(const Ramp &r, const Expr &k, int lanes) {
    auto *kc = as_const_int(k);
    return kc && *kc > 0 && lanes <= *kc && is_const_int(r.stride, 1) && r.base.type().is_scalar();
  }
  std::pair<Expr, Expr> split_two_blocks(const Ramp &r, const Expr &k, int lanes) {
    DataType t = r.base.type();
    Expr quotient = mutate(floordiv(r.base, k));
    Expr next = mutate((quotient + IntImm::make(t, 1)) * k);
    Expr carry = Select::make(GE::make(Ramp::make(r.base, r.stride, lanes), Broadcast::make(next, lanes)),
                              Broadcast::make(IntImm::make(t, 1), lanes), Broadcast::make(IntImm::make(t, 0), lanes));
    return {quotient, carry};
  }

  Analyzer &analyzer_;
};

}  // namespace

Expr Analyzer::simplify(const Expr &e) const {
  // Expressions hold no loops, so the simplifier binds nothing and the analyzer stays as it is.
  Simplifier s(const_cast<Analyzer &>(*this));
  return s.mutate(e);
}

Stmt Analyzer::simplify(const Stmt &st) {
  Simplifier s(*this);
  return s.mutate(st);
}

bool Analyzer::can_prove(const Expr &cond) const {
  Expr c = simplify(cond);
  auto *v = as_const_int(c);
  return v && *v != 0;
}

int64_t known_divisor(const Expr &e) {
  constexpr int64_t kAny = int64_t{1} << 30;
  // Only divisibility by powers of two is tracked (alignment and vector lanes): constants are
  // reduced to their gcd with kAny, so no product below can overflow or pass for "anything".
  if (auto *c = e.as<IntImm>()) return c->value == 0 ? kAny : std::gcd(c->value, kAny);
  if (auto *a = e.as<Add>()) return std::gcd(known_divisor(a->a), known_divisor(a->b));
  if (auto *a = e.as<Sub>()) return std::gcd(known_divisor(a->a), known_divisor(a->b));
  if (auto *m = e.as<Mul>()) {
    int64_t x = known_divisor(m->a), y = known_divisor(m->b);
    return std::gcd(x * y, kAny);  // both are powers of two up to 2^30
  }
  // a mod k = a - k * floor(a / k): a multiple of whatever divides both a and k.
  if (auto *m = e.as<FloorMod>()) return std::gcd(known_divisor(m->a), known_divisor(m->b));
  // The low bits that are zero in both operands are zero in their xor.
  if (auto *x = e.as<BitXor>()) return std::min(known_divisor(x->a), known_divisor(x->b));
  return 1;
}

Expr simplify(const Expr &e) {
  Analyzer a;
  return a.simplify(e);
}

Stmt simplify(const Stmt &s) {
  Analyzer a;
  return a.simplify(s);
}

}  // namespace ktune
