// inject_prefetches: the prefetch primitive's cache lines (Prefetch.cpp). Decides which lines
// each iteration of the `at` loop asks for: inside each `ahead` loop it takes the flat indices
// of every load of the buffer, which must be affine in the loops inside `ahead`, bounds them
// over those loops, and moves that range one iteration of `ahead` on: the region the next
// iteration will read. Its lines are spread in order over the iterations of `at` within one
// iteration of `ahead` (the iteration number t counts every loop from `ahead` to `at`), each
// asking for ceil(lines / iterations) of them under one test of the region's and the buffer's
// ends.
// The prefetch is a hint, left out where it cannot be right or cheap: an index that is not
// affine, loops of unknown extent, a vectorized loop around `at` (its body would stay scalar), an
// unrolled `at` (each copy of its body would test and prefetch: a 56x56x64 convolution's kernel
// columns unrolled took 0.79 ms with the prefetches, 0.41 without, as AVX-512 code on the Zen 5),
// copies of `at` (partition_loops' guard-free ones) under different loops, or a sparse region
// (more than 4 elements spanned per element read: a tile of a plain HWIO weight tensor spans
// all its output channels, and would fetch K/kr times what the tile reads). Runs after
// storage_flatten (flat indices) and before vectorize_loops (scalar ones).
#include <algorithm>
#include <functional>
#include <optional>

#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

constexpr int64_t kLineBytes = 64;

struct Loop {
  Var var;
  int64_t min, extent;
};

// The constant step of e per unit of v, if e is affine in v (checked at three points).
std::optional<int64_t> step_in(const Expr &e, const Variable *v) {
  auto at = [&](int64_t x) { return simplify(substitute(e, {{v, Expr(x)}})); };
  Expr e0 = at(0), e1 = at(1), e2 = at(2);
  Expr s1 = simplify(e1 - e0), s2 = simplify(e2 - e1);  // as_const_int points into them
  auto *d1 = as_const_int(s1);
  auto *d2 = as_const_int(s2);
  if (!d1 || !d2 || *d1 != *d2) return std::nullopt;
  return *d1;
}

// The loops inside `ahead`, the path to `at` and the loads of the buffer.
class RegionFinder : public IRVisitor {
 public:
  RegionFinder(const BufferNode *buffer, const Variable *at) : buffer_(buffer), at_(at) {}
  void find(const Stmt &s) { visit(s); }
  std::unordered_map<const Variable *, Loop> loops;
  std::vector<Expr> indices;
  std::vector<Loop> path_to_at;  // the loops from `ahead` (exclusive) to `at` (inclusive)
  int at_loops = 0;
  bool unknown_extent = false;
  bool copies_differ = false;  // copies of `at` under different loops
  bool vectorized_path = false;
  bool unrolled_at = false;

 protected:
  using IRVisitor::visit_node;
  void visit_node(const For *op) override {
    auto *mn = as_const_int(op->min);
    auto *ext = as_const_int(op->extent);
    if (!mn || !ext) {
      unknown_extent = true;
      return IRVisitor::visit_node(op);
    }
    Loop l{op->var, *mn, *ext};
    loops[l.var.node()] = l;
    stack_.push_back(l);
    kinds_.push_back(op->kind);
    if (l.var.node() == at_) {
      auto same = [](const Loop &a, const Loop &b) { return a.var.same_as(b.var) && a.extent == b.extent; };
      if (at_loops > 0 && !std::equal(stack_.begin(), stack_.end(), path_to_at.begin(), path_to_at.end(), same))
        copies_differ = true;
      ++at_loops;
      path_to_at = stack_;
      for (ForKind k : kinds_) vectorized_path |= k == ForKind::Vectorized;
      unrolled_at |= op->kind == ForKind::Unrolled;
    }
    IRVisitor::visit_node(op);
    stack_.pop_back();
    kinds_.pop_back();
  }
  void visit_node(const BufferLoad *op) override {
    // Each index once: partition_loops' copies repeat the same loads.
    if (op->buffer.get() == buffer_ && op->indices.size() == 1 &&
        std::none_of(indices.begin(), indices.end(),
                     [&](const Expr &e) { return structural_equal(e, op->indices[0]); }))
      indices.push_back(op->indices[0]);
    IRVisitor::visit_node(op);
  }

 private:
  const BufferNode *buffer_;
  const Variable *at_;
  std::vector<Loop> stack_;
  std::vector<ForKind> kinds_;
};

// The lowest and highest index over the loops inside `ahead`, relative to the first load's
// lowest: {lo, hi - lo}, or nothing when an index is not affine in them.
std::optional<std::pair<Expr, int64_t>> region(const RegionFinder &f) {
  std::optional<Expr> lo;
  int64_t low = 0, high = 0;
  double read = 0;  // at most this many elements are read: each load's inner iterations
  for (const Expr &e : f.indices) {
    double iterations = 1;
    std::unordered_map<const Variable *, Expr> to_min, to_max;
    bool ok = true;
    for (auto &[v, l] : f.loops) {
      if (!uses_var(e, [&](const Variable *u) { return u == v; })) continue;
      auto step = step_in(e, v);
      if (!step) {
        ok = false;
        break;
      }
      iterations *= static_cast<double>(l.extent);
      int64_t first = l.min, last = l.min + l.extent - 1;
      to_min[v] = Expr(*step >= 0 ? first : last);
      to_max[v] = Expr(*step >= 0 ? last : first);
    }
    if (!ok) return std::nullopt;
    read += iterations;
    Expr e_lo = simplify(substitute(e, to_min)), e_hi = simplify(substitute(e, to_max));
    if (!lo) lo = e_lo;
    Expr lo_offset = simplify(e_lo - *lo), hi_offset = simplify(e_hi - *lo);
    auto *from = as_const_int(lo_offset);
    auto *to = as_const_int(hi_offset);
    if (!from || !to) return std::nullopt;
    low = std::min(low, *from);
    high = std::max(high, *to);
  }
  if (!lo || static_cast<double>(high - low + 1) > 4 * read) return std::nullopt;
  return std::make_pair(simplify(*lo + Expr(low)), high - low);
}

class PrefetchInjector : public IRMutator {
 public:
  explicit PrefetchInjector(const PrefetchLoops &p) : p_(p) {}

 protected:
  using IRMutator::mutate_node;
  Stmt mutate_node(const For *op, const Stmt &self) override {
    if (op->var.node() == p_.at && at_body_) {
      Stmt body = at_body_(mutate(op->body));
      return For::make(op->var, op->min, op->extent, op->kind, body, op->thread_tag);
    }
    if (op->var.node() != p_.ahead) return IRMutator::mutate_node(op, self);
    RegionFinder f(p_.buffer.get(), p_.at);
    f.find(op->body);
    if (f.unknown_extent || f.at_loops == 0 || f.copies_differ || f.vectorized_path || f.unrolled_at ||
        f.indices.empty())
      return self;
    auto r = region(f);
    if (!r) return self;
    // The next iteration's region, in lines (one more for a start inside a line).
    int64_t element = p_.buffer->dtype.bytes(), per_line = std::max<int64_t>(1, kLineBytes / element);
    int64_t lines = (r->second + 1 + per_line - 1) / per_line + 1;
    Expr next = simplify(substitute(r->first, {{p_.ahead, Expr(op->var) + Expr(int64_t{1})}}));
    // This iteration of `at` within one of `ahead`, and how many lines each asks for.
    Expr t = Expr(int64_t{0});
    int64_t iterations = 1;
    for (auto it = f.path_to_at.rbegin(); it != f.path_to_at.rend(); ++it) {
      t = t + (Expr(it->var) - Expr(it->min)) * Expr(iterations);
      iterations *= it->extent;
    }
    int64_t each = (lines + iterations - 1) / iterations;
    at_body_ = [&, next, t, lines, per_line, each](const Stmt &body) {
      // One test for the group, not one per line: on softmax's 1024-float rows (5 lines per
      // 64 floats) a test per line was 30 scalar instructions beside 270 vector ones. The last
      // group may ask for up to each - 1 lines past the region; a group that reaches past the
      // buffer is left out whole (the last rows lose a hint).
      Expr first_line = simplify(t * Expr(each));
      Expr first = simplify(next + first_line * Expr(per_line));
      Expr last = simplify(first + Expr((each - 1) * per_line));
      Expr inside =
          simplify(first_line < Expr(lines) && first >= Expr(int64_t{0}) && last < Expr(p_.buffer->physical_size()));
      std::vector<Stmt> group;
      for (int64_t x = 0; x < each; ++x) {
        Expr index = simplify(first + Expr(x * per_line));
        group.push_back(Evaluate::make(Call::make_prefetch(BufferLoad::make(p_.buffer, {index}))));
      }
      return Block::make({IfThenElse::make(inside, Block::make(group)), body});
    };
    Stmt body = mutate(op->body);
    at_body_ = nullptr;
    return For::make(op->var, op->min, op->extent, op->kind, body, op->thread_tag);
  }

 private:
  const PrefetchLoops &p_;
  std::function<Stmt(const Stmt &)> at_body_;
};

}  // namespace

Stmt inject_prefetches(const Stmt &s, const std::vector<PrefetchLoops> &prefetches) {
  Stmt out = s;
  for (auto &p : prefetches) out = PrefetchInjector(p).mutate(out);
  return out;
}

}  // namespace ktune
