// vectorize_loops: loops marked vectorized become vector code.
#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

struct CannotVectorize {};

// Rewrites the body of one vectorized loop with its variable as a ramp. Throws
// CannotVectorize where a construct has no vector form; the caller then keeps the loop scalar.
class Vectorizer : public IRMutator {
 public:
  Vectorizer(const Var &var, Expr ramp, int lanes) : var_(var), ramp_(std::move(ramp)), lanes_(lanes) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;

  Expr mutate_node(const Variable *op, const Expr &self) override { return op == var_.node() ? ramp_ : self; }

  Expr mutate_node(const Select *op, const Expr &self) override {
    Expr c = mutate(op->condition);
    if (c.type().is_scalar()) {
      Expr t = mutate(op->true_value), f = mutate(op->false_value);
      return Select::make(c, t, f);
    }
    // Each side's loads only run in the lanes that choose it.
    Expr saved = mask_;
    mask_ = and_mask(saved, c);
    Expr t = mutate(op->true_value);
    mask_ = and_mask(saved, Not::make(c));
    Expr f = mutate(op->false_value);
    mask_ = saved;
    return Select::make(c, t, f);
  }

  Expr mutate_node(const BufferLoad *op, const Expr &self) override {
    bool changed = false;
    auto idx = mutate_all(op->indices, &changed);
    if (!mask_.defined()) return changed ? BufferLoad::make(op->buffer, idx) : self;
    for (auto &i : idx) {
      if (i.type().is_scalar()) i = Broadcast::make(i, lanes_);
    }
    return BufferLoad::make(op->buffer, idx, mask_);
  }

  Expr mutate_node(const Reduce *, const Expr &) override { throw CannotVectorize(); }
  Expr mutate_node(const TensorRead *, const Expr &) override { throw CannotVectorize(); }

  Stmt mutate_node(const BufferStore *op, const Stmt &self) override {
    bool changed = false;
    auto idx = mutate_all(op->indices, &changed);
    Expr value = mutate(op->value);
    bool vector_index = false;
    for (auto &i : idx) vector_index = vector_index || i.type().is_vector();
    // Every lane writing one element would be a reduction across lanes.
    if (!vector_index) {
      if (value.type().is_vector() || mask_.defined()) throw CannotVectorize();
      return changed || !value.same_as(op->value) ? BufferStore::make(op->buffer, idx, value) : self;
    }
    if (value.type().is_scalar()) value = Broadcast::make(value, lanes_);
    return BufferStore::make(op->buffer, idx, value, mask_);
  }

  Stmt mutate_node(const IfThenElse *op, const Stmt &self) override {
    Expr c = mutate(op->condition);
    if (c.type().is_scalar()) {
      Stmt t = mutate(op->then_case), e = mutate(op->else_case);
      return IfThenElse::make(c, t, e);
    }
    // A lane-varying guard masks what it covers.
    Expr saved = mask_;
    mask_ = and_mask(saved, c);
    Stmt t = mutate(op->then_case);
    Stmt e;
    if (op->else_case.defined()) {
      mask_ = and_mask(saved, Not::make(c));
      e = mutate(op->else_case);
    }
    mask_ = saved;
    return Block::make({t, e});
  }

  Stmt mutate_node(const For *op, const Stmt &self) override {
    // Inside a masked region the loop runs for every lane; its stores and loads are masked.
    Stmt body = mutate(op->body);
    ForKind kind = op->kind == ForKind::Vectorized ? ForKind::Serial : op->kind;
    if (kind == ForKind::Parallel) kind = ForKind::Serial;
    return For::make(op->var, op->min, op->extent, kind, body, op->thread_tag);
  }

  Stmt mutate_node(const Allocate *, const Stmt &) override { throw CannotVectorize(); }
  Stmt mutate_node(const Evaluate *, const Stmt &) override { throw CannotVectorize(); }

 private:
  static Expr and_mask(const Expr &mask, const Expr &c) { return mask.defined() ? (mask && c) : c; }

  Var var_;
  Expr ramp_;
  int lanes_;
  Expr mask_;
};

class LoopVectorizer : public IRMutator {
 public:
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Stmt mutate_node(const For *op, const Stmt &self) override {
    auto *ext = as_const_int(op->extent);
    if (op->kind != ForKind::Vectorized) return IRMutator::mutate_node(op, self);
    if (ext && *ext > 1) {
      Expr ramp = Ramp::make(op->min, Expr(int64_t{1}), static_cast<int>(*ext));
      try {
        Vectorizer v(op->var, ramp, static_cast<int>(*ext));
        return simplify(v.mutate(op->body));
      } catch (const CannotVectorize &) {
      }
    }
    // Kept scalar: a plain loop over its body (whose own loops are processed as usual).
    return For::make(op->var, op->min, op->extent, ForKind::Serial, mutate(op->body), op->thread_tag);
  }
};

}  // namespace

Stmt vectorize_loops(const Stmt &s) {
  LoopVectorizer v;
  return v.mutate(s);
}

}  // namespace ktune
