// Pipelining of shared-memory tiles on GPUs (double buffering, and multi-stage pipelines).
//
// Decides how a serial loop that fills shared tiles and then reads them (the K loop of a GEMM:
// fetch the A and B tiles, barrier, rank-k update, barrier) overlaps one iteration's fill with
// the previous ones' reads. Each pipelined tile gets S copies (its stage's pipeline stages),
// used in turn.
//
// S = 2 with synchronous copies (double_buffer): the tiles of iteration 0 are fetched before
// the loop; iteration k fetches the tiles of k + 1 into the other copy, then computes from its
// own, then waits at one barrier. That barrier is both the read-after-write one (k + 1's tiles
// are complete before anyone reads them) and the write-after-read one (nobody refills the copy
// of k before everyone has read it), so the loop goes from two or three barriers per iteration
// to one, and the global loads of the next tile are in flight while the current one is computed.
//
// Otherwise (S = 3 or 4, or cp.async copies), the multi-stage form of CUTLASS's sm_80 GEMMs:
// the tiles of iterations 0 .. S-2 are fetched before the loop, each fetch closed by a commit of
// its group of asynchronous copies; iteration k waits until its own tiles' group has landed
// (async_wait(S-2): at most the S-2 newest groups still in flight), then one barrier, then
// fetches the tiles of k + S - 1 into the copy that iteration k - 1 read (every thread has
// passed the barrier, so no one still reads it), commits (an empty group past the last
// iteration, which keeps the count uniform), and computes from copy k mod S. With synchronous
// copies the waits and commits are left out. A barrier after the loop keeps a following
// iteration of an outer loop from refilling copies still being read.
//
// It applies where the loop's body is, after its shared allocations, the statements that fill
// the marked buffers (reading no shared buffer) followed by the statements that read them; any
// other shared buffer written in the body would lose its barriers, so it must be pipelined too,
// with the same stages. A loop of one iteration has nothing to overlap and is left as it is. It
// runs on the loop nest as built (before loop partitioning copies the body, and before the
// barrier pass, which leaves the pipelined buffers to the barriers placed here); the fills
// become cp.async copies later (LowerAsyncCopies.cpp), once they are vector stores.
#include <unordered_set>

#include "BufferCopies.h"
#include "SharedAccess.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

class PipelineInjector : public IRMutator {
 public:
  explicit PipelineInjector(const std::unordered_map<const BufferNode *, PipelinedBuffer> &marked) : marked_(marked) {}
  std::unordered_set<const BufferNode *> pipelined_, async_filled_;
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
    const PipelinedBuffer *pipeline = nullptr;
    for (auto &b : allocations) {
      if (marked_.count(b.get())) pipeline = &marked_.at(b.get());
    }
    if (!pipeline) {
      return body.same_as(op->body) ? self : For::make(op->var, op->min, op->extent, op->kind, body, op->thread_tag);
    }
    auto *extent = as_const_int(op->extent);
    const std::string &stage = pipeline->stage;
    std::string where = (pipeline->stages == 2 && !pipeline->async_copy ? "double_buffer" : "pipeline") +
                        std::string(" of stage '") + stage + "' computed at loop '" + op->var.name() + "'";
    for (auto &b : allocations) {
      auto it = marked_.find(b.get());
      schedule_check(it == marked_.end() ||
                         (it->second.stages == pipeline->stages && it->second.async_copy == pipeline->async_copy),
                     where << ": stage '" << it->second.stage
                           << "' is pipelined at the same loop with other stages or copies; give both the same");
    }
    schedule_check(is_serial(op->kind),
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

    // S copies of each marked buffer, side by side in one allocation.
    std::unordered_map<const BufferNode *, Buffer> copies;
    std::vector<Buffer> outer_allocations;
    for (auto &b : allocations) {
      if (!marked_.count(b.get())) {
        outer_allocations.push_back(b);
        continue;
      }
      schedule_check(b->layout.splits.empty() && b->layout.order.empty(),
                     where << ": the stage has a layout transform; pipelining needs its plain layout");
      Buffer copied = with_copies(b, pipeline->stages);
      copies[b.get()] = copied;
      pipelined_.insert(copied.get());
      if (pipeline->async_copy) async_filled_.insert(copied.get());
      outer_allocations.push_back(copied);
    }
    Var k = op->var;
    Expr first = op->min, last = op->min + Expr(*extent - int64_t{1});
    Expr iteration = Expr(k) - op->min;
    auto fill = [&](const Expr &at, const Expr &slot) {
      Stmt f = substitute(Block::make(fills), {{k.node(), at}});
      return CopySlotRewriter(copies, slot).mutate(f);
    };
    Stmt barrier = Evaluate::make(Call::make_thread_barrier());
    Stmt result;
    if (pipeline->stages == 2 && !pipeline->async_copy) {
      Stmt prologue = fill(first, Expr(int64_t{0}));
      Stmt next = IfThenElse::make(
          Expr(k) < last, fill(Expr(k) + Expr(int64_t{1}), floormod(iteration + Expr(int64_t{1}), Expr(int64_t{2}))));
      Stmt compute = CopySlotRewriter(copies, floormod(iteration, Expr(int64_t{2}))).mutate(Block::make(reads));
      Stmt loop = For::make(k, op->min, op->extent, op->kind, Block::make({next, compute, barrier}), op->thread_tag);
      result = Block::make({prologue, barrier, loop});
    } else {
      Expr slot = floormod(iteration, Expr(int64_t{pipeline->stages}));
      result = multistage(op, *extent, *pipeline, fill, CopySlotRewriter(copies, slot).mutate(Block::make(reads)));
    }
    for (auto it = outer_allocations.rbegin(); it != outer_allocations.rend(); ++it)
      result = Allocate::make(*it, result);
    return result;
  }

 private:
  /** The multi-stage form (see the top of the file); compute reads copy k mod S. */
  template <typename Fill>
  static Stmt multistage(const For *op, int64_t extent, const PipelinedBuffer &pipeline, const Fill &fill,
                         const Stmt &compute) {
    int64_t stages = pipeline.stages;
    bool async = pipeline.async_copy;
    Var k = op->var;
    Expr last = op->min + Expr(extent - int64_t{1});
    Stmt barrier = Evaluate::make(Call::make_thread_barrier());
    Stmt commit = Evaluate::make(Call::make_async_commit());
    std::vector<Stmt> prologue;
    for (int64_t s = 0; s < stages - 1; ++s) {
      if (s < extent) prologue.push_back(fill(op->min + Expr(s), Expr(s)));
      if (async) prologue.push_back(commit);
    }
    std::vector<Stmt> step;
    if (async) step.push_back(Evaluate::make(Call::make_async_wait(stages - 2)));
    step.push_back(barrier);
    Expr ahead = Expr(k) + Expr(stages - 1);
    step.push_back(IfThenElse::make(ahead <= last, fill(ahead, floormod(ahead - op->min, Expr(stages)))));
    if (async) step.push_back(commit);
    step.push_back(compute);
    prologue.push_back(For::make(k, op->min, op->extent, op->kind, Block::make(step), op->thread_tag));
    prologue.push_back(barrier);
    return Block::make(prologue);
  }

  const std::unordered_map<const BufferNode *, PipelinedBuffer> &marked_;
};

}  // namespace

Stmt inject_pipeline(const Stmt &s, const std::unordered_map<const BufferNode *, PipelinedBuffer> &buffers,
                     std::unordered_set<const BufferNode *> *pipelined,
                     std::unordered_set<const BufferNode *> *async_filled) {
  PipelineInjector injector(buffers);
  Stmt out = injector.mutate(s);
  pipelined->insert(injector.pipelined_.begin(), injector.pipelined_.end());
  async_filled->insert(injector.async_filled_.begin(), injector.async_filled_.end());
  return out;
}

}  // namespace ktune
