// See BufferCopies.h.
#include "BufferCopies.h"

namespace ktune {

Buffer with_copies(const Buffer &buffer, int64_t copies) {
  std::vector<int64_t> shape = {copies};
  shape.insert(shape.end(), buffer->shape.begin(), buffer->shape.end());
  return make_buffer(buffer->name, buffer->dtype, shape, buffer->scope, buffer->layout, buffer->streaming_stores);
}

Expr CopySlotRewriter::mutate_node(const BufferLoad *op, const Expr &self) {
  auto it = copied_.find(op->buffer.get());
  if (it == copied_.end()) return IRMutator::mutate_node(op, self);
  return BufferLoad::make(it->second, with_slot(op->indices), mutate(op->predicate));
}

Stmt CopySlotRewriter::mutate_node(const BufferStore *op, const Stmt &self) {
  auto it = copied_.find(op->buffer.get());
  if (it == copied_.end()) return IRMutator::mutate_node(op, self);
  return BufferStore::make(it->second, with_slot(op->indices), mutate(op->value), mutate(op->predicate));
}

std::vector<Expr> CopySlotRewriter::with_slot(const std::vector<Expr> &indices) {
  std::vector<Expr> out = {slot_};
  for (auto &i : indices) out.push_back(mutate(i));
  return out;
}

}  // namespace ktune
