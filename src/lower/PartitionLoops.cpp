// partition_loops: decides, for each serial or parallel loop, the prefix of its iterations in
// which the split guards below it are known to hold, and gives that prefix its own copy of the
// body without them.
//
// A split that does not divide its extent leaves a guard such as `i.outer*8 + i.inner < 127`
// inside the innermost loops. In a register-blocked micro-kernel that guard sits in the
// hottest loop (a branch per unrolled row, a mask per vector), although only the last outer
// iteration needs it. The loop becomes
//     for v in [min, end):  if (v < S) { body, guards that hold for v < S removed } else { body }
// where S is the largest bound for which every such guard is provable from the loop ranges
// (found by binary search over S, each step a proof by the Analyzer, so the result is sound
// for any guard, linear or not). The split is a branch inside the loop rather than two loops
// so that a parallel loop stays one parallel region with its iterations balanced. Guards that
// hold only on a suffix (lower bounds) are left alone. Nesting multiplies copies of the body,
// so at most kMaxDepth loops on one path are partitioned, and none whose body allocates more
// than kMaxCopiedAllocationBytes.
#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

constexpr int kMaxDepth = 3;
// Each copy of a body gets its own stack storage for the buffers allocated inside it; above this
// many bytes of them, a loop is not partitioned (nested copies would multiply a worker's stack).
constexpr int64_t kMaxCopiedAllocationBytes = 64 * 1024;

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

// The guards (conditions of else-less IfThenElse, split at &&) in s that use v.
class GuardCollector : public IRVisitor {
 public:
  explicit GuardCollector(const Variable *v) : v_(v) {}
  std::vector<GuardSite> sites;

 protected:
  using IRVisitor::visit_node;
  void visit_node(const For *op) override {
    loops_.push_back({op->var, op->min, op->extent});
    IRVisitor::visit_node(op);
    loops_.pop_back();
  }
  void visit_node(const IfThenElse *op) override {
    if (!op->else_case.defined() && op->condition.type().is_scalar()) {
      std::vector<Expr> parts;
      split_conjunction(op->condition, parts);
      for (auto &p : parts) {
        if (uses_var(p, [&](const Variable *x) { return x == v_; })) sites.push_back({p, loops_});
      }
    }
    IRVisitor::visit_node(op);
  }

 private:
  const Variable *v_;
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
    bool candidate = (op->kind == ForKind::Serial || op->kind == ForKind::Parallel) && cmin && cext && *cext > 1 &&
                     depth_ < kMaxDepth && vector_depth_ == 0 && allocated_bytes(op->body) <= kMaxCopiedAllocationBytes;
    if (!candidate) return descend(op, self);
    int64_t S = safe_prefix_end(op, *cmin, *cext);
    if (S <= *cmin || S >= *cmin + *cext) return descend(op, self);

    // The prefix's copy: guards removed by simplifying with v in [min, S); then both copies
    // are partitioned further inside.
    Analyzer prefix = analyzer_;
    prefix.bind(op->var, *cmin, S - *cmin);
    Stmt fast = prefix.simplify(op->body);
    ++depth_;
    analyzer_.bind(op->var, *cmin, S - *cmin);
    fast = mutate(fast);
    // The rest's copy keeps its guards, simplified with v in [S, end) (often one iteration,
    // where a guard becomes a constant per unrolled row).
    analyzer_.bind(op->var, S, *cmin + *cext - S);
    Stmt slow = mutate(analyzer_.simplify(op->body));
    analyzer_.unbind(op->var);
    --depth_;
    Stmt body = IfThenElse::make(LT::make(op->var, Expr(S)), fast, slow);
    return For::make(op->var, op->min, op->extent, op->kind, body, op->thread_tag);
  }

 private:
  Stmt descend(const For *op, const Stmt &self) {
    auto *cmin = as_const_int(op->min);
    auto *cext = as_const_int(op->extent);
    if (cmin && cext) analyzer_.bind(op->var, *cmin, *cext);
    bool vectorized = op->kind == ForKind::Vectorized;
    vector_depth_ += vectorized;
    Stmt body = mutate(op->body);
    vector_depth_ -= vectorized;
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

  // The largest S such that the guards of op's body that hold for some prefix of its
  // iterations all hold for v in [min, S); min when there are none.
  int64_t safe_prefix_end(const For *op, int64_t min, int64_t extent) const {
    GuardCollector c(op->var.node());
    c.visit(op->body);
    std::vector<GuardSite> partial;
    for (auto &site : c.sites) {
      if (provable(op, {site}, min, min + 1)) partial.push_back(site);
    }
    if (partial.empty()) return min;
    int64_t lo = min + 1, hi = min + extent;  // provable at lo; find the largest such end
    if (provable(op, partial, min, hi)) return hi;
    while (hi - lo > 1) {
      int64_t mid = lo + (hi - lo) / 2;
      (provable(op, partial, min, mid) ? lo : hi) = mid;
    }
    return lo;
  }

  Analyzer analyzer_;
  int depth_ = 0;
  int vector_depth_ = 0;
};

}  // namespace

Stmt partition_loops(const Stmt &s) {
  Partitioner p;
  return p.mutate(s);
}

}  // namespace ktune
