// lower_lane_reductions: a reduction vectorized along one of its own axes (vectorize_reduction)
// keeps one partial result per lane. This pass decides that: the stage's reduction loops, as
// make_loop_nest left them (ReductionUpdate.h), update a local array partial[lanes] at the
// vectorized axis's index instead of the accumulator, the array starts at the combiner's
// identity, and after the loops the lanes are folded in order into the accumulator. The
// vectorizer then turns the update into vector code because its store index varies across the
// lanes. The fold is a tree where the lane count is a power of two: the upper half of the lanes
// is combined into the lower half, log2(lanes) vector steps, then lane 0 into the accumulator.
// Folded in lane order, the partials made one chain of dependent scalar adds as long as the
// lanes, twice per layernorm row (layernorm 4096x1024 on the Xeon of 2026-12-04, 16 lanes:
// 0.686 ms in order, 0.646 as a tree). Either order is fixed for a given lane count.
// The reduction loops around the update stay rolled (ForKind::Rolled) where they run more than
// kMaxStepsLeftToLlvm times, or an unknown number: the partial lanes already give each step its independent chains,
// so unrolling adds no parallelism, and where LLVM unrolled two such loops over the same row in
// full (layernorm's sum and sum of squares) it kept every load of the row live from the first
// loop to the second and spilled them: 36 spills of 64 bytes per row of layernorm 4096x1024 as
// AVX-512 code, 20 at BERT's 128x768. Measured on the AMD EPYC Zen 4 VM (2026-12-06, ms, three
// runs each, unrolled -> rolled): layernorm 4096x1024 as AVX-512 code 0.68-1.01 -> 0.39-0.58,
// as AVX2 code (no spills) 0.37-0.61 -> 0.37-0.50. A loop of a few steps is left to LLVM: softmax
// 1536x128 (2 steps of 64 lanes) read 0.035-0.038 ms unrolled against 0.037-0.039 rolled.
#include "ReductionUpdate.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

constexpr int64_t kMaxStepsLeftToLlvm = 4;

// The nest with its serial loops over the reduction's axes rolled where they run long.
class KeepReductionLoopsRolled : public IRMutator {
 public:
  explicit KeepReductionLoopsRolled(const Reduce &reduce) : reduce_(reduce) {}

 protected:
  Stmt mutate_node(const For *op, const Stmt &self) override {
    Stmt body = mutate(op->body);
    const int64_t *extent = as_const_int(op->extent);
    bool roll = op->kind == ForKind::Serial && is_reduction_axis(&reduce_, op->var.node()) &&
                (!extent || *extent > kMaxStepsLeftToLlvm);
    if (!roll && body.same_as(op->body)) return self;
    return For::make(op->var, op->min, op->extent, roll ? ForKind::Rolled : op->kind, body, op->thread_tag);
  }

 private:
  const Reduce &reduce_;
};

class LowerLaneReductions : public IRMutator {
 protected:
  Stmt mutate_node(const For *op, const Stmt &self) override {
    // Inner reductions first: a stage computed inside this one's reduction loops.
    Stmt lowered = IRMutator::mutate_node(op, self);
    const For *loop = lowered.as<For>();
    ReductionUpdate update = loop ? find_reduction_update(loop) : ReductionUpdate{};
    // A reduction shared by threads is lower_thread_reductions' (a vectorized axis inside it
    // stays a plain vectorized loop).
    if (!update.store ||
        find_reduction_loop(loop, update, [](const For *f) { return f->kind == ForKind::ThreadBinding; }))
      return lowered;
    const For *lanes_loop =
        find_reduction_loop(loop, update, [](const For *f) { return f->kind == ForKind::Vectorized; });
    if (!lanes_loop) return lowered;

    const Reduce &reduce = *update.reduce;
    const Buffer &buf = update.store->buffer;
    int64_t lanes = *as_const_int(lanes_loop->extent);
    const Var &lane_var = lanes_loop->var;
    Buffer partial = make_buffer(buf->name + ".lanes", reduce.type, {lanes}, MemoryScope::Local);
    Var lane(lane_var.name() + ".lane"), fold(lane_var.name() + ".fold");
    Stmt set_identity = For::make(lane, Expr(int64_t{0}), Expr(lanes), ForKind::Vectorized,
                                  BufferStore::make(partial, {Expr(lane)}, reduce.identity()));
    Expr lane_value = BufferLoad::make(partial, {Expr(lane_var)});
    Stmt lane_update = BufferStore::make(partial, {Expr(lane_var)}, reduce.combine(lane_value, reduce.source));
    Stmt update_nest = KeepReductionLoopsRolled(reduce).mutate(replace_update(lowered, update, lane_update));
    Expr current = reduce.init;  // the accumulator, buf[index]
    std::vector<Stmt> steps = {set_identity, update_nest};
    bool power_of_two = (lanes & (lanes - 1)) == 0;
    if (power_of_two) {
      for (int64_t half = lanes / 2; half >= 1; half /= 2) {
        Var step(lane_var.name() + ".half" + std::to_string(half));
        Expr upper = BufferLoad::make(partial, {Expr(step) + Expr(half)});
        steps.push_back(For::make(
            step, Expr(int64_t{0}), Expr(half), half > 1 ? ForKind::Vectorized : ForKind::Serial,
            BufferStore::make(partial, {Expr(step)}, reduce.combine(BufferLoad::make(partial, {Expr(step)}), upper))));
      }
      steps.push_back(BufferStore::make(buf, update.store->indices,
                                        reduce.combine(current, BufferLoad::make(partial, {Expr(int64_t{0})}))));
    } else {
      steps.push_back(For::make(fold, Expr(int64_t{0}), Expr(lanes), ForKind::Unrolled,
                                BufferStore::make(buf, update.store->indices,
                                                  reduce.combine(current, BufferLoad::make(partial, {Expr(fold)})))));
    }
    return Allocate::make(partial, Block::make(steps));
  }
};

}  // namespace

Stmt lower_lane_reductions(const Stmt &s) { return LowerLaneReductions().mutate(s); }

}  // namespace ktune
