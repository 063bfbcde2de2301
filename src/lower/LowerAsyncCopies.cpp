// lower_async_copies: the fills of pipelined shared tiles become cp.async copies.
//
// Decides which stores into a shared buffer that a stage pipelined with async_copy fills
// (InjectPipeline.cpp) go from global memory to shared memory without passing through the
// thread's registers: a store whose value is an unmasked load of 4, 8 or 16 consecutive bytes of
// a global buffer, where both addresses are provably aligned to the copy's size (cp.async's
// rule, PTX ISA "cp.async"), becomes copy_async(&dst, &src, bytes, bytes). Any other store (a
// masked vector, 2-byte scalars, a value computed from the load, as the padding of a
// convolution's tile is) stays a plain store, which is as correct: it is complete before the
// thread reaches the loop's wait and barrier, which the copies need anyway. Runs after
// vectorize_loops (the 16-byte fetches are vector stores of ramps by then).
#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

/** The index of the first element of a contiguous access, or an undefined Expr. */
Expr first_element(const Expr &index, int lanes) {
  if (lanes == 1) return index;
  auto *r = index.as<Ramp>();
  return r && is_const_int(r->stride, 1) ? r->base : Expr();
}

class AsyncCopyLowering : public IRMutator {
 public:
  explicit AsyncCopyLowering(const std::unordered_set<const BufferNode *> &buffers) : buffers_(buffers) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Stmt mutate_node(const BufferStore *op, const Stmt &self) override {
    if (!buffers_.count(op->buffer.get()) || op->predicate.defined()) return self;
    auto *load = op->value.as<BufferLoad>();
    if (!load || load->buffer->scope != MemoryScope::Global || load->predicate.defined()) return self;
    int lanes = op->value.type().lanes;
    int64_t element = op->buffer->dtype.bytes(), bytes = lanes * element;
    if (bytes != 4 && bytes != 8 && bytes != 16) return self;
    Expr dst = first_element(op->indices[0], lanes), src = first_element(load->indices[0], lanes);
    if (!dst.defined() || !src.defined()) return self;
    // Shared arrays start 64-byte aligned and device allocations 256-byte aligned.
    auto aligned = [&](const Expr &at) { return known_divisor(at) * element % bytes == 0; };
    if (!aligned(dst) || !aligned(src)) return self;
    return Evaluate::make(Call::make_copy_async(BufferLoad::make(op->buffer, {dst}),
                                                BufferLoad::make(load->buffer, {src}), bytes, Expr(int64_t{bytes})));
  }

 private:
  const std::unordered_set<const BufferNode *> &buffers_;
};

}  // namespace

Stmt lower_async_copies(const Stmt &s, const std::unordered_set<const BufferNode *> &async_filled) {
  if (async_filled.empty()) return s;
  return AsyncCopyLowering(async_filled).mutate(s);
}

}  // namespace ktune
