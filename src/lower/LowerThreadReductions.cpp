// lower_thread_reductions: a reduction shared by a GPU block's threads (a reduction axis bound
// to threadIdx.*). This pass decides how the threads combine their shares. Each thread reduces
// its share (the stage's reduction loops, as make_loop_nest left them, ReductionUpdate.h) into a
// private partial result, then the partial results are combined across the threads and every
// thread takes the block's result (so a stage private to each thread holds it in each). Bound
// to threadIdx.x over a power of two of threads, the combining is the warp-shuffle butterfly of
// CUDA's block reductions: xor-shuffles within each warp (32 lanes, which also fits AMD's
// 64-lane waves), then, past one warp, each warp's sum through shared memory and a second
// butterfly over them that every warp runs (so no broadcast step is needed). Otherwise it is a
// shared-memory tree of halving steps with barriers. The loops bound to other threadIdx tags
// around the reduction make thread groups that each have their own shared slots. Barriers and
// shuffles lie outside every bound loop, so all of the block's threads reach them (code
// generation refuses them otherwise).
#include <functional>
#include <vector>

#include "ReductionUpdate.h"
#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/ir/ThreadTag.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

class LowerThreadReductions : public IRMutator {
 protected:
  Stmt mutate_node(const For *op, const Stmt &self) override {
    auto thread_bound = [](const For *f) { return f->kind == ForKind::ThreadBinding; };
    ReductionUpdate update = find_reduction_update(op);
    bool root = update.store && find_reduction_loop(op, update, thread_bound);
    bool encloses = !root && op->kind == ForKind::ThreadBinding && is_thread_index(op->thread_tag);
    if (encloses) enclosing_.push_back(op);
    // Inner reductions first: a stage computed inside this one's reduction loops.
    Stmt lowered = IRMutator::mutate_node(op, self);
    if (encloses) enclosing_.pop_back();
    if (!root) return lowered;
    const For *loop = lowered.as<For>();
    update = find_reduction_update(loop);
    return cross_thread_reduce(lowered, update, *find_reduction_loop(loop, update, thread_bound));
  }

 private:
  Stmt cross_thread_reduce(const Stmt &nest, const ReductionUpdate &update, const For &thread_loop) {
    const Reduce &reduce = *update.reduce;
    const Buffer &buf = update.store->buffer;
    const std::vector<Expr> &store_index = update.store->indices;
    int64_t threads = *as_const_int(thread_loop.extent);
    Expr zero(int64_t{0});
    // The enclosing loops bound to other threadIdx tags: one reduction per index of theirs.
    // (A loop bound to the reduction's own tag is the same threads: not a group.)
    Expr group = zero;
    int64_t groups = 1;
    for (const For *loop : enclosing_) {
      if (loop->thread_tag == thread_loop.thread_tag) continue;
      int64_t extent = *as_const_int(loop->extent);
      group = group * Expr(extent) + Expr(loop->var);
      groups *= extent;
    }
    group = simplify(group);
    Buffer partial = make_buffer(buf->name + ".partial", reduce.type, {1}, MemoryScope::Local);
    Expr value = BufferLoad::make(partial, {zero});
    Stmt set_identity = BufferStore::make(partial, {zero}, reduce.identity());
    Stmt update_nest =
        replace_update(nest, update, BufferStore::make(partial, {zero}, reduce.combine(value, reduce.source)));
    auto barrier = []() { return Evaluate::make(Call::make_thread_barrier()); };
    const std::string &axis = thread_loop.var.name();
    auto bound = [&](const std::string &name, const std::function<Stmt(const Expr &)> &body) {
      Var t(axis + "." + name);
      return For::make(t, zero, Expr(threads), ForKind::ThreadBinding, body(Expr(t)), thread_loop.thread_tag);
    };
    Stmt finish = BufferStore::make(buf, store_index, reduce.combine(BufferLoad::make(buf, store_index), value));

    bool power_of_two = (threads & (threads - 1)) == 0;
    DataType rt = reduce.type;
    bool shuffles = thread_loop.thread_tag == "threadIdx.x" && threads >= 2 && power_of_two && rt.is_scalar() &&
                    !rt.is_bool() && (rt.bits == 32 || rt.bits == 64);
    if (shuffles) {
      constexpr int64_t kWarp = 32;
      auto butterfly = [&](int64_t width) {
        std::vector<Stmt> folds;
        for (int64_t offset = width / 2; offset >= 1; offset /= 2)
          folds.push_back(
              BufferStore::make(partial, {zero}, reduce.combine(value, Call::make_shuffle_xor(value, offset))));
        return Block::make(folds);
      };
      std::vector<Stmt> steps = {set_identity, update_nest, butterfly(std::min(threads, kWarp))};
      if (threads <= kWarp) {
        steps.push_back(finish);
        return Allocate::make(partial, Block::make(steps));
      }
      int64_t warps = threads / kWarp;
      Buffer shared = make_buffer(buf->name + ".red", reduce.type, {groups * warps}, MemoryScope::Shared);
      // The barrier before the warps' sums are stored also keeps them from overwriting the
      // slots while another warp still reads the previous reduction's (the next row's).
      steps.push_back(barrier());
      steps.push_back(bound("put", [&](const Expr &t) {
        Expr slot = simplify(group * Expr(warps) + floordiv(t, Expr(kWarp)));
        return IfThenElse::make(floormod(t, Expr(kWarp)) == zero, BufferStore::make(shared, {slot}, value));
      }));
      steps.push_back(barrier());
      // Lane l takes warp l % warps's sum: each aligned group of `warps` lanes holds every
      // warp's sum once, so the butterfly over the group leaves the whole result in every lane.
      steps.push_back(bound("gather", [&](const Expr &t) {
        Expr slot = simplify(group * Expr(warps) + floormod(t, Expr(warps)));
        return BufferStore::make(partial, {zero}, BufferLoad::make(shared, {slot}));
      }));
      steps.push_back(butterfly(warps));
      steps.push_back(finish);
      return Allocate::make(partial, Allocate::make(shared, Block::make(steps)));
    }

    Buffer shared = make_buffer(buf->name + ".red", reduce.type, {groups * threads}, MemoryScope::Shared);
    auto slot = [&](const Expr &t) { return simplify(group * Expr(threads) + t); };
    std::vector<Stmt> steps = {set_identity, update_nest, barrier(),
                               bound("put", [&](const Expr &t) { return BufferStore::make(shared, {slot(t)}, value); }),
                               barrier()};
    // Halving steps over the next power of two: thread t folds in t + half where it exists.
    int64_t half = 1;
    while (half * 2 < threads) half *= 2;
    for (; half >= 1; half /= 2) {
      int64_t h = half;
      steps.push_back(bound("fold" + std::to_string(h), [&](const Expr &t) {
        Expr other = t + Expr(h);
        Stmt fold = BufferStore::make(
            shared, {slot(t)},
            reduce.combine(BufferLoad::make(shared, {slot(t)}), BufferLoad::make(shared, {slot(other)})));
        return IfThenElse::make(t < Expr(h) && other < Expr(threads), fold);
      }));
      steps.push_back(barrier());
    }
    steps.push_back(BufferStore::make(
        buf, store_index, reduce.combine(BufferLoad::make(buf, store_index), BufferLoad::make(shared, {slot(zero)}))));
    // No thread may refill the shared slots (a next row, a next stage) before all have read.
    steps.push_back(barrier());
    return Allocate::make(partial, Allocate::make(shared, Block::make(steps)));
  }

  /** The loops bound to threadIdx tags around the code being lowered, outermost first. */
  std::vector<const For *> enclosing_;
};

}  // namespace

Stmt lower_thread_reductions(const Stmt &s) { return LowerThreadReductions().mutate(s); }

}  // namespace ktune
