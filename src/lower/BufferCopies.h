// Buffers given several copies that the iterations of a loop use in turn (pipelined shared tiles,
// InjectPipeline.cpp; the buffers a deferred stage reads, DeferIterations.cpp): one allocation
// holds the copies side by side, the copy being its new first dimension.
#pragma once

#include <unordered_map>

#include "ktune/ir/IRVisitor.h"

namespace ktune {

/** The buffer that holds `copies` copies of `buffer`: a first dimension of that extent. */
Buffer with_copies(const Buffer &buffer, int64_t copies);

/** Accesses to the buffers in `copied` (each original to the buffer of its copies) go to copy
 * `slot` (an expression of the loop's variable). */
class CopySlotRewriter : public IRMutator {
 public:
  CopySlotRewriter(const std::unordered_map<const BufferNode *, Buffer> &copied, Expr slot)
      : copied_(copied), slot_(std::move(slot)) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Expr mutate_node(const BufferLoad *op, const Expr &self) override;
  Stmt mutate_node(const BufferStore *op, const Stmt &self) override;

 private:
  std::vector<Expr> with_slot(const std::vector<Expr> &indices);
  const std::unordered_map<const BufferNode *, Buffer> &copied_;
  Expr slot_;
};

}  // namespace ktune
