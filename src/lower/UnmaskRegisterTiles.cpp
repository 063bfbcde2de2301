// unmask_register_tiles: decides which lanes of a masked vector tile need their mask. A tile
// that straddles the edge of its output (the last, partial column block of a GEMM whose N is not
// a multiple of the tile width) is vectorized under a lane mask, and the vectorizer puts that
// mask on every load and store it covers, the accumulators' included. The memory behind a mask
// must stay masked: a lane past the edge of a global buffer may fault, and one past the edge of
// the output must not be written. The accumulators are different: a local buffer, in registers,
// whose every access uses the same lane for the same element and the same mask, and whose
// values reach other memory only through stores masked the same way. Its inactive lanes are
// never seen by an active one, so their masks decide nothing, and they cost: a masked update is
// a blend that keeps the old value live beside the new one, and with a tile of accumulators
// that spills (matmul 128x255x64 as AVX-512 code on the Zen 4 of 2026-12-06: 28 zmm spills and
// 24 reloads, all in the partial tile; 0.0248 ms against 0.0185 for N=256, a 1/8 tile costing a
// third). The same holds for a load whose address is the same in every lane (the broadcast
// element of A) under the mask of the store that takes its value: when the mask's first lane is
// provably active the address is in bounds, and the inactive lanes it fills are discarded.
// Masks of other loads and of the stores to other buffers stay.
#include <optional>
#include <unordered_set>

#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

// Element-wise calls: lane i of the result depends on lane i of the arguments only.
bool is_lane_wise(CallOp op) {
  switch (op) {
    case CallOp::Exp:
    case CallOp::Log:
    case CallOp::Sqrt:
    case CallOp::Rsqrt:
    case CallOp::Tanh:
    case CallOp::Erf:
    case CallOp::Pow:
    case CallOp::Abs:
    case CallOp::Fma:
    case CallOp::Floor:
    case CallOp::Ceil: return true;
    default: return false;
  }
}

// Whether `mask` holds only in lanes where `implied` holds: it is `implied`, or a conjunction
// with it as a term.
bool implies(const Expr &mask, const Expr &implied) {
  if (!mask.defined()) return false;
  if (structural_equal(mask, implied)) return true;
  if (auto *a = mask.as<And>()) return implies(a->a, implied) || implies(a->b, implied);
  return false;
}

// The first lane of a vector condition as a scalar expression, or undefined where it has a
// node this does not take apart.
Expr first_lane(const Expr &e) {
  if (e.type().is_scalar()) return e;
  if (auto *r = e.as<Ramp>()) return r->base;
  if (auto *b = e.as<Broadcast>()) return b->value;
  auto both = [&](const Expr &a, const Expr &b, auto make) -> Expr {
    Expr x = first_lane(a), y = first_lane(b);
    return x.defined() && y.defined() ? make(x, y) : Expr();
  };
#define KTUNE_FIRST_LANE(Node) \
  if (auto *n = e.as<Node>()) return both(n->a, n->b, [](Expr x, Expr y) { return Node::make(x, y); });
  KTUNE_FIRST_LANE(Add)
  KTUNE_FIRST_LANE(Sub)
  KTUNE_FIRST_LANE(Mul)
  KTUNE_FIRST_LANE(LT)
  KTUNE_FIRST_LANE(LE)
  KTUNE_FIRST_LANE(GT)
  KTUNE_FIRST_LANE(GE)
  KTUNE_FIRST_LANE(EQ)
  KTUNE_FIRST_LANE(NE)
  KTUNE_FIRST_LANE(And)
  KTUNE_FIRST_LANE(Or)
#undef KTUNE_FIRST_LANE
  if (auto *n = e.as<Not>()) {
    Expr x = first_lane(n->a);
    return x.defined() ? Not::make(x) : Expr();
  }
  return Expr();
}

// Within one store's value: masked loads whose address is the same in every lane, under the
// store's own mask, become a scalar load broadcast. Only along lane-wise paths: an index, a
// predicate or the argument of a cross-lane call is left as it is.
class UnmaskBroadcastLoads : public IRMutator {
 public:
  explicit UnmaskBroadcastLoads(const Expr &mask) : mask_(mask) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Expr mutate_node(const BufferLoad *op, const Expr &self) override {
    if (!op->predicate.defined() || !structural_equal(op->predicate, mask_)) return self;
    std::vector<Expr> scalar;
    for (auto &i : op->indices) {
      auto *b = i.as<Broadcast>();
      if (!b) return self;
      scalar.push_back(b->value);
    }
    return Broadcast::make(BufferLoad::make(op->buffer, scalar), op->type.lanes);
  }
  Expr mutate_node(const Call *op, const Expr &self) override {
    return is_lane_wise(op->op) ? IRMutator::mutate_node(op, self) : self;
  }

 private:
  Expr mask_;
};

// Whether every access to one local buffer in a statement allows its masks to go: the checks
// of the file comment, gathered over the Allocate's body.
class RegisterTileCheck : public IRVisitor {
 public:
  explicit RegisterTileCheck(const BufferNode *buffer) : buffer_(buffer) {}

  bool unmaskable(const Stmt &body) {
    visit(body);
    if (!ok_ || !mask_.defined()) return false;
    // The mask must mean the same lanes at every access: no variable of a loop inside, and no
    // value read from memory (which a store inside could change).
    bool invariant = true;
    post_order_visit(mask_, [&](const Expr &e) {
      if (auto *v = e.as<Variable>()) invariant = invariant && !inner_vars_.count(v);
      if (e.as<BufferLoad>() || e.as<Call>()) invariant = false;
    });
    return invariant;
  }

 protected:
  using IRVisitor::visit_node;
  void visit_node(const For *op) override {
    inner_vars_.insert(op->var.node());
    IRVisitor::visit_node(op);
  }
  void visit_node(const BufferStore *op) override {
    for (auto &i : op->indices) visit(i);
    if (op->predicate.defined()) visit(op->predicate);
    if (op->buffer.get() == buffer_) check_access(op->indices, op->predicate);
    // The stored value's lanes: loads of the buffer here are seen by this store's lanes only.
    bool saved = lane_wise_;
    const Expr *saved_mask = store_mask_;
    lane_wise_ = true;
    store_mask_ = &op->predicate;
    visit(op->value);
    lane_wise_ = saved;
    store_mask_ = saved_mask;
  }
  void visit_node(const BufferLoad *op) override {
    if (op->buffer.get() == buffer_) {
      check_access(op->indices, op->predicate);
      // Its inactive lanes may only reach inactive lanes of a store that masks them.
      bool seen_by_masked_store =
          lane_wise_ && store_mask_ && op->predicate.defined() && implies(*store_mask_, op->predicate);
      ok_ = ok_ && seen_by_masked_store;
    }
    bool saved = lane_wise_;
    lane_wise_ = false;
    for (auto &i : op->indices) visit(i);
    if (op->predicate.defined()) visit(op->predicate);
    lane_wise_ = saved;
  }
  void visit_node(const Call *op) override {
    bool saved = lane_wise_;
    lane_wise_ = lane_wise_ && is_lane_wise(op->op);
    IRVisitor::visit_node(op);
    lane_wise_ = saved;
  }
  void visit_node(const IfThenElse *op) override {
    bool saved = lane_wise_;
    lane_wise_ = false;
    visit(op->condition);
    lane_wise_ = saved;
    visit(op->then_case);
    if (op->else_case.defined()) visit(op->else_case);
  }
  void visit_node(const Evaluate *op) override {
    bool saved = lane_wise_;
    lane_wise_ = false;
    IRVisitor::visit_node(op);
    lane_wise_ = saved;
  }

 private:
  // One flat index, a unit-stride ramp inside the allocation, starting at the same lane offset
  // as every other access; the same mask as every other access.
  void check_access(const std::vector<Expr> &indices, const Expr &predicate) {
    auto *ramp = indices.size() == 1 ? indices[0].as<Ramp>() : nullptr;
    auto *stride = ramp ? as_const_int(ramp->stride) : nullptr;
    auto *base = ramp ? as_const_int(ramp->base) : nullptr;
    if (!ramp || !stride || *stride != 1 || !base || *base < 0 || *base + ramp->lanes > buffer_->physical_size() ||
        !predicate.defined()) {
      ok_ = false;
      return;
    }
    if (lanes_ == 0) {
      lanes_ = ramp->lanes;
      residue_ = *base % lanes_;
      mask_ = predicate;
    }
    ok_ = ok_ && ramp->lanes == lanes_ && *base % lanes_ == residue_ && structural_equal(predicate, mask_);
  }

  const BufferNode *buffer_;
  bool ok_ = true;
  bool lane_wise_ = false;
  const Expr *store_mask_ = nullptr;
  int lanes_ = 0;
  int64_t residue_ = 0;
  Expr mask_;
  std::unordered_set<const Variable *> inner_vars_;
};

class DropMasks : public IRMutator {
 public:
  explicit DropMasks(const BufferNode *buffer) : buffer_(buffer) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Expr mutate_node(const BufferLoad *op, const Expr &self) override {
    if (op->buffer.get() != buffer_) return IRMutator::mutate_node(op, self);
    return BufferLoad::make(op->buffer, op->indices);
  }
  Stmt mutate_node(const BufferStore *op, const Stmt &self) override {
    if (op->buffer.get() != buffer_) return IRMutator::mutate_node(op, self);
    return BufferStore::make(op->buffer, op->indices, mutate(op->value));
  }

 private:
  const BufferNode *buffer_;
};

class UnmaskRegisterTiles : public IRMutator {
 public:
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Stmt mutate_node(const For *op, const Stmt &self) override {
    // The variable's range inside, whatever an outer loop of the same variable had bound.
    const IntBounds *outer = analyzer_.bounds_of_var(op->var.node());
    std::optional<IntBounds> saved = outer ? std::optional<IntBounds>(*outer) : std::nullopt;
    IntBounds lo = analyzer_.bounds(op->min), ext = analyzer_.bounds(op->extent);
    if (lo.bounded() && ext.bounded() && ext.max >= 1)
      analyzer_.bind_bounds(op->var.node(), {lo.min, lo.max + ext.max - 1});
    else
      analyzer_.unbind(op->var);
    Stmt s = IRMutator::mutate_node(op, self);
    if (saved)
      analyzer_.bind_bounds(op->var.node(), *saved);
    else
      analyzer_.unbind(op->var);
    return s;
  }
  Stmt mutate_node(const BufferStore *op, const Stmt &self) override {
    if (!op->predicate.defined()) return self;
    Expr first = first_lane(op->predicate);
    if (!first.defined() || !analyzer_.can_prove(first)) return self;
    Expr value = UnmaskBroadcastLoads(op->predicate).mutate(op->value);
    if (value.same_as(op->value)) return self;
    return BufferStore::make(op->buffer, op->indices, value, op->predicate);
  }
  Stmt mutate_node(const Allocate *op, const Stmt &self) override {
    Stmt body = mutate(op->body);
    if (op->buffer->scope == MemoryScope::Local && RegisterTileCheck(op->buffer.get()).unmaskable(body))
      body = DropMasks(op->buffer.get()).mutate(body);
    return body.same_as(op->body) ? self : Allocate::make(op->buffer, body);
  }

 private:
  Analyzer analyzer_;
};

}  // namespace

Stmt unmask_register_tiles(const Stmt &s) { return UnmaskRegisterTiles().mutate(s); }

}  // namespace ktune
