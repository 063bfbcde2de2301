// Double buffering of shared-memory tiles on GPUs.
//
// Decides how a serial loop that fills shared tiles and then reads them (the K loop of a GEMM:
// fetch the A and B tiles, barrier, rank-k update, barrier) overlaps one iteration's fill with
// the previous one's reads. Each double-buffered tile gets two copies, used in turn: the tiles
// of iteration 0 are fetched before the loop; iteration k fetches the tiles of k + 1 into the
// other copy, then computes from its own, then waits at one barrier. That barrier is both the
// read-after-write one (k + 1's tiles are complete before anyone reads them) and the
// write-after-read one (nobody refills the copy of k before everyone has read it), so the loop
// goes from two or three barriers per iteration to one, and the global loads of the next tile
// are in flight while the current one is computed. It applies where the loop's body is, after
// its shared allocations, the statements that fill the marked buffers (reading no shared
// buffer) followed by the statements that read them; any other shared buffer written in the
// body would lose its barriers, so it must be double-buffered too. A loop of one iteration has
// nothing to overlap and is left as it is. It runs on the loop nest as built (before loop
// partitioning copies the body, and before the barrier pass, which leaves the doubled buffers
// to the barriers placed here).
#include <unordered_set>

#include "SharedAccess.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

/** Accesses to the doubled buffers go to the copy `slot` (an expression of the loop variable). */
class SlotRewriter : public IRMutator {
 public:
  struct Copy {
    Buffer doubled;
  };
  SlotRewriter(const std::unordered_map<const BufferNode *, Copy> &copies, Expr slot)
      : copies_(copies), slot_(std::move(slot)) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Expr mutate_node(const BufferLoad *op, const Expr &self) override {
    auto it = copies_.find(op->buffer.get());
    if (it == copies_.end()) return IRMutator::mutate_node(op, self);
    return BufferLoad::make(it->second.doubled, with_slot(op->indices), mutate(op->predicate));
  }
  Stmt mutate_node(const BufferStore *op, const Stmt &self) override {
    auto it = copies_.find(op->buffer.get());
    if (it == copies_.end()) return IRMutator::mutate_node(op, self);
    return BufferStore::make(it->second.doubled, with_slot(op->indices), mutate(op->value), mutate(op->predicate));
  }

 private:
  // The copy is the doubled buffer's new first dimension.
  std::vector<Expr> with_slot(const std::vector<Expr> &indices) {
    std::vector<Expr> out = {slot_};
    for (auto &i : indices) out.push_back(mutate(i));
    return out;
  }
  const std::unordered_map<const BufferNode *, Copy> &copies_;
  Expr slot_;
};

class DoubleBufferInjector : public IRMutator {
 public:
  explicit DoubleBufferInjector(const std::unordered_map<const BufferNode *, std::string> &marked) : marked_(marked) {}
  std::unordered_set<const BufferNode *> doubled_;
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;

  Stmt mutate_node(const For *op, const Stmt &self) override {
    Stmt body = mutate(op->body);
    std::vector<Buffer> allocations;  // around the loop's body, outermost first
    Stmt inner = body;
    while (auto *a = inner.as<Allocate>()) {
      allocations.push_back(a->buffer);
      inner = a->body;
    }
    std::string stage;
    for (auto &b : allocations) {
      if (marked_.count(b.get())) stage = marked_.at(b.get());
    }
    if (stage.empty()) {
      return body.same_as(op->body) ? self : For::make(op->var, op->min, op->extent, op->kind, body, op->thread_tag);
    }
    auto *extent = as_const_int(op->extent);
    std::string where = "double_buffer of stage '" + stage + "' computed at loop '" + op->var.name() + "'";
    schedule_check(op->kind == ForKind::Serial,
                   where << ": the loop is not serial (double buffering pipelines the iterations of one thread "
                            "block's loop)");
    if (!extent || *extent < 2) {
      // One iteration (or a loop partitioned into single iterations): nothing to overlap.
      return body.same_as(op->body) ? self : For::make(op->var, op->min, op->extent, op->kind, body, op->thread_tag);
    }
    std::vector<Stmt> statements;
    if (auto *block = inner.as<Block>())
      statements = block->stmts;
    else
      statements = {inner};

    std::vector<Stmt> fills, reads;
    for (auto &s : statements) {
      if (is_barrier(s)) continue;  // a fill's barriers are replaced by the loop's own
      SharedAccess a = shared_access(s);
      bool fills_marked = false, reads_marked = false;
      for (auto *b : a.writes) {
        schedule_check(marked_.count(b) || a.reads.count(b),
                       where << ": shared buffer '" << b->name
                             << "' is filled in the same loop and is not double-buffered; mark it too");
        fills_marked |= marked_.count(b) > 0;
      }
      for (auto *b : a.reads) reads_marked |= marked_.count(b) > 0;
      if (fills_marked) {
        schedule_check(!reads_marked, where << ": a statement both fills and reads a double-buffered tile");
        schedule_check(reads.empty(), where << ": the loop reads a tile before it fills another; fill every "
                                               "double-buffered tile at the start of the loop's body");
        schedule_check(a.reads.empty(), where << ": the fill of a double-buffered tile reads shared memory");
        fills.push_back(s);
      } else {
        reads.push_back(s);
      }
    }
    schedule_check(!fills.empty(), where << ": the loop does not fill the tile");

    // Two copies of each marked buffer, side by side in one allocation.
    std::unordered_map<const BufferNode *, SlotRewriter::Copy> copies;
    std::vector<Buffer> outer_allocations;
    for (auto &b : allocations) {
      if (!marked_.count(b.get())) {
        outer_allocations.push_back(b);
        continue;
      }
      schedule_check(b->layout.splits.empty() && b->layout.order.empty(),
                     where << ": the stage has a layout transform; double buffering needs its plain layout");
      std::vector<int64_t> shape = {2};
      shape.insert(shape.end(), b->shape.begin(), b->shape.end());
      Buffer doubled = make_buffer(b->name, b->dtype, shape, b->scope);
      copies[b.get()] = {doubled};
      doubled_.insert(doubled.get());
      outer_allocations.push_back(doubled);
    }
    Var k = op->var;
    Expr first = op->min, last = op->min + Expr(*extent - int64_t{1});
    Expr iteration = Expr(k) - op->min;
    auto fill = [&](const Expr &at, const Expr &slot) {
      Stmt f = substitute(Block::make(fills), {{k.node(), at}});
      return SlotRewriter(copies, slot).mutate(f);
    };
    Stmt prologue = fill(first, Expr(int64_t{0}));
    Stmt next = IfThenElse::make(
        Expr(k) < last, fill(Expr(k) + Expr(int64_t{1}), floormod(iteration + Expr(int64_t{1}), Expr(int64_t{2}))));
    Stmt compute = SlotRewriter(copies, floormod(iteration, Expr(int64_t{2}))).mutate(Block::make(reads));
    Stmt barrier = Evaluate::make(Call::make_thread_barrier());
    Stmt loop =
        For::make(k, op->min, op->extent, ForKind::Serial, Block::make({next, compute, barrier}), op->thread_tag);
    Stmt result = Block::make({prologue, barrier, loop});
    for (auto it = outer_allocations.rbegin(); it != outer_allocations.rend(); ++it)
      result = Allocate::make(*it, result);
    return result;
  }

 private:
  const std::unordered_map<const BufferNode *, std::string> &marked_;
};

}  // namespace

Stmt inject_double_buffer(const Stmt &s, const std::unordered_map<const BufferNode *, std::string> &buffers,
                          std::unordered_set<const BufferNode *> *doubled) {
  DoubleBufferInjector injector(buffers);
  Stmt out = injector.mutate(s);
  doubled->insert(injector.doubled_.begin(), injector.doubled_.end());
  return out;
}

}  // namespace ktune
