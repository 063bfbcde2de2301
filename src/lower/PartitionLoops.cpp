// partition_loops: decides, for each serial (or rolled) or parallel loop, the range of its iterations in
// which the guards below it are known to hold, and gives that range its own copy of the body
// without them.
//
// A split that does not divide its extent leaves a guard such as `i.outer*8 + i.inner < 127`
// inside the innermost loops. In a register-blocked micro-kernel that guard sits in the
// hottest loop (a branch per unrolled row, a mask per vector), although only the last outer
// iteration needs it. The loop becomes
//     for v in [min, end):  if (v < S) { body, guards that hold for v < S removed } else { body }
// where S is the largest bound for which every such guard is provable from the loop ranges
// (found by binary search over S, each step a proof by the Analyzer, so the result is sound
// for any guard, linear or not). An inlined zero padding tests both ends of the input
// (`select(0 <= p + ry - 1 && p + ry - 1 < 56, I[...], 0)`): the halves that hold at the
// loop's start bound S as above, those that hold at its end bound L from below (the smallest L
// for which they all hold on [L, end)), and the loop becomes
//     if (v < L) { body for [min, L) } else if (v < S) { body without them } else { body for [S, end) }
// so the interior of the output runs without tests, where a padded copy of the input at root
// would have cost a pass over memory, and each border copy keeps only its own side's tests.
// The split is a branch inside the loop rather than two or three loops so that a parallel loop
// stays one parallel region with its iterations balanced. Guards are the conditions of
// else-less IfThenElse statements and, on a CPU, of Selects, split at &&. (Under a GPU's
// thread-bound loops a Select is a predicated load, and the padding's tests in a cooperative
// fetch would shrink the prefix that a split's guard leaves to its last iteration.) Nesting
// multiplies copies of the body, so at most kMaxDepth loops on one path are partitioned, and
// none whose copies would allocate more than kMaxCopiedAllocationBytes in all.
#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

constexpr int kMaxDepth = 3;
// Each copy of a body gets its own stack storage for the buffers allocated inside it: a loop is
// not partitioned where its copies, times the copies of the loops around it, would hold more than
// this many bytes of them (a worker's stack; the bound of two-way splits of bodies of up to 64 KiB,
// three deep, before the three-way ones).
constexpr int64_t kMaxCopiedAllocationBytes = 8 * 64 * 1024;

int64_t allocated_bytes(const Stmt &s) {
  int64_t bytes = 0;
  class Counter : public IRVisitor {
   public:
    explicit Counter(int64_t &b) : bytes_(b) {}

   protected:
    using IRVisitor::visit_node;
    void visit_node(const Allocate *op) override {
      bytes_ += op->buffer->physical_size() * op->buffer->dtype.bytes();
      IRVisitor::visit_node(op);
    }

   private:
    int64_t &bytes_;
  };
  Counter c(bytes);
  c.visit(s);
  return bytes;
}

struct LoopRange {
  Var var;
  Expr min, extent;
};

// A guard below the loop being partitioned, with the loops between that loop and the guard.
struct GuardSite {
  Expr condition;
  std::vector<LoopRange> inner_loops;
};

void split_conjunction(const Expr &e, std::vector<Expr> &out) {
  if (auto *a = e.as<And>()) {
    split_conjunction(a->a, out);
    split_conjunction(a->b, out);
  } else {
    out.push_back(e);
  }
}

// The guards (conditions of else-less IfThenElse and of scalar Selects, split at &&) in s that
// use v.
class GuardCollector : public IRVisitor {
 public:
  GuardCollector(const Variable *v, bool selects) : v_(v), selects_(selects) {}
  std::vector<GuardSite> sites;

 protected:
  using IRVisitor::visit_node;
  void visit_node(const For *op) override {
    loops_.push_back({op->var, op->min, op->extent});
    IRVisitor::visit_node(op);
    loops_.pop_back();
  }
  void visit_node(const IfThenElse *op) override {
    if (!op->else_case.defined() && op->condition.type().is_scalar()) add(op->condition);
    IRVisitor::visit_node(op);
  }
  void visit_node(const Select *op) override {
    if (selects_ && op->condition.type().is_scalar()) add(op->condition);
    IRVisitor::visit_node(op);
  }

 private:
  void add(const Expr &condition) {
    std::vector<Expr> parts;
    split_conjunction(condition, parts);
    for (auto &p : parts) {
      if (uses_var(p, [&](const Variable *x) { return x == v_; })) sites.push_back({p, loops_});
    }
  }
  const Variable *v_;
  bool selects_;
  std::vector<LoopRange> loops_;
};

class Partitioner : public IRMutator {
 public:
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;

  Stmt mutate_node(const For *op, const Stmt &self) override {
    auto *cmin = as_const_int(op->min);
    auto *cext = as_const_int(op->extent);
    bool candidate = (is_serial(op->kind) || op->kind == ForKind::Parallel) && cmin && cext && *cext > 1 &&
                     depth_ < kMaxDepth && vector_depth_ == 0 &&
                     allocated_bytes(op->body) * copies_ * 3 <= kMaxCopiedAllocationBytes;
    if (!candidate) return descend(op, self);
    int64_t end = *cmin + *cext;
    auto [L, S] = safe_interval(op, *cmin, end);
    if (S <= L || (L <= *cmin && S >= end)) return descend(op, self);

    ++depth_;
    int64_t outer_copies = copies_;
    copies_ *= 1 + (L > *cmin) + (S < end);
    // The interval's copy: guards removed by simplifying with v in [L, S). The rest keeps its
    // guards, in a copy for each side of the interval, simplified with v in that side (often one
    // iteration: a guard becomes a constant per unrolled row, and a border tile tests only its
    // border row). Each copy is partitioned further inside.
    Stmt fast = copy_for(op, L, S);
    Stmt before, after;
    if (L > *cmin) before = copy_for(op, *cmin, L);
    if (S < end) after = copy_for(op, S, end);
    analyzer_.unbind(op->var);
    --depth_;
    copies_ = outer_copies;
    Stmt body;
    if (!before.defined())
      body = IfThenElse::make(LT::make(op->var, Expr(S)), fast, after);
    else if (!after.defined())
      body = IfThenElse::make(GE::make(op->var, Expr(L)), fast, before);
    else
      body = IfThenElse::make(LT::make(op->var, Expr(L)), before,
                              IfThenElse::make(LT::make(op->var, Expr(S)), fast, after));
    return For::make(op->var, op->min, op->extent, op->kind, body, op->thread_tag);
  }

 private:
  // op's body for v in [min, end), simplified and partitioned further there.
  Stmt copy_for(const For *op, int64_t min, int64_t end) {
    analyzer_.bind(op->var, min, end - min);
    return mutate(analyzer_.simplify(op->body));
  }

  Stmt descend(const For *op, const Stmt &self) {
    auto *cmin = as_const_int(op->min);
    auto *cext = as_const_int(op->extent);
    if (cmin && cext) analyzer_.bind(op->var, *cmin, *cext);
    bool vectorized = op->kind == ForKind::Vectorized, bound = op->kind == ForKind::ThreadBinding;
    vector_depth_ += vectorized;
    thread_depth_ += bound;
    Stmt body = mutate(op->body);
    vector_depth_ -= vectorized;
    thread_depth_ -= bound;
    analyzer_.unbind(op->var);
    if (body.same_as(op->body)) return self;
    return For::make(op->var, op->min, op->extent, op->kind, body, op->thread_tag);
  }

  // True when every guard is provable with the loop variable in [min, end).
  bool provable(const For *op, const std::vector<GuardSite> &sites, int64_t min, int64_t end) const {
    for (auto &site : sites) {
      Analyzer a = analyzer_;
      a.bind(op->var, min, end - min);
      for (auto &l : site.inner_loops) {
        IntBounds lo = a.bounds(l.min), ext = a.bounds(l.extent);
        if (!lo.bounded() || !ext.bounded()) return false;
        a.bind_bounds(l.var.node(), {lo.min, lo.max + ext.max - 1});
      }
      if (!a.can_prove(site.condition)) return false;
    }
    return true;
  }

  // [L, S): the iterations of op on which every guard of its body that holds at one end of its
  // range [min, end) holds. Those that hold at min (upper bounds) give S, the largest end of a
  // prefix on which they hold; those that hold only at end - 1 (lower bounds) give L, the
  // smallest start of a suffix on which they hold. Where no iteration satisfies both, [min, S)
  // for the upper bounds alone; L == S when there is no such guard.
  std::pair<int64_t, int64_t> safe_interval(const For *op, int64_t min, int64_t end) const {
    GuardCollector c(op->var.node(), thread_depth_ == 0);
    c.visit(op->body);
    std::vector<GuardSite> upper, lower;
    for (auto &site : c.sites) {
      if (provable(op, {site}, min, min + 1))
        upper.push_back(site);
      else if (provable(op, {site}, end - 1, end))
        lower.push_back(site);
    }
    if (upper.empty() && lower.empty()) return {min, min};
    int64_t S = end, L = min;
    if (!upper.empty() && !provable(op, upper, min, end)) {
      int64_t lo = min + 1, hi = end;  // provable on [min, lo); find the largest such end
      while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;
        (provable(op, upper, min, mid) ? lo : hi) = mid;
      }
      S = lo;
    }
    if (!lower.empty() && !provable(op, lower, min, end)) {
      int64_t lo = min, hi = end - 1;  // provable on [hi, end); find the smallest such start
      while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;
        (provable(op, lower, mid, end) ? hi : lo) = mid;
      }
      L = hi;
    }
    // No iteration where all hold (a row of two tiles, one at each border): the prefix alone,
    // as for a split's tail guard.
    if (L >= S) return S < end ? std::make_pair(min, S) : std::make_pair(min, min);
    return {L, S};
  }

  Analyzer analyzer_;
  int depth_ = 0;
  int vector_depth_ = 0;
  int thread_depth_ = 0;  // GPU thread-bound loops around this one
  int64_t copies_ = 1;    // copies of the body being partitioned, made by the partitions around it
};

}  // namespace

Stmt partition_loops(const Stmt &s) {
  Partitioner p;
  return p.mutate(s);
}

}  // namespace ktune
