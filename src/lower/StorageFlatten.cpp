// storage_flatten: multi-dimensional buffer accesses to flat ones.
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"
#include "ktune/support/Error.h"

namespace ktune {

Expr flatten_index(const BufferNode &b, const std::vector<Expr> &indices) {
  internal_check(indices.size() == b.shape.size(), "access to " << b.name << " with " << indices.size()
                                                                << " indices for " << b.shape.size() << " dimensions");
  std::vector<int64_t> dims;
  std::vector<Expr> idx;
  for (size_t d = 0; d < b.shape.size(); ++d) {
    int64_t factor = 0;
    for (auto &[dim, f] : b.layout.splits) {
      if (static_cast<size_t>(dim) == d) factor = f;
    }
    if (factor > 0) {
      dims.push_back((b.shape[d] + factor - 1) / factor);
      dims.push_back(factor);
      idx.push_back(floordiv(indices[d], Expr(factor)));
      idx.push_back(floormod(indices[d], Expr(factor)));
    } else {
      dims.push_back(b.shape[d]);
      idx.push_back(indices[d]);
    }
  }
  if (!b.layout.order.empty()) {
    std::vector<int64_t> pd;
    std::vector<Expr> pi;
    for (int o : b.layout.order) {
      pd.push_back(dims[o]);
      pi.push_back(idx[o]);
    }
    dims = pd;
    idx = pi;
  }
  Expr flat = Expr(int64_t{0});
  for (size_t k = 0; k < dims.size(); ++k) flat = flat * Expr(dims[k]) + idx[k];
  if (b.layout.swizzle_bits > 0) {
    const LayoutTransform &l = b.layout;
    Expr source = floormod(floordiv(flat, Expr(int64_t{1} << (l.swizzle_base + l.swizzle_shift))),
                           Expr(int64_t{1} << l.swizzle_bits));
    flat = bitwise_xor(flat, source * Expr(int64_t{1} << l.swizzle_base));
  }
  return flat;
}

namespace {
class Flattener : public IRMutator {
 public:
  using IRMutator::mutate;

 protected:
  using IRMutator::mutate_node;
  Expr mutate_node(const BufferLoad *op, const Expr &self) override {
    bool changed = false;
    auto idx = mutate_all(op->indices, &changed);
    return BufferLoad::make(op->buffer, {flatten_index(*op->buffer, idx)}, mutate(op->predicate));
  }
  Stmt mutate_node(const BufferStore *op, const Stmt &self) override {
    bool changed = false;
    auto idx = mutate_all(op->indices, &changed);
    return BufferStore::make(op->buffer, {flatten_index(*op->buffer, idx)}, mutate(op->value), mutate(op->predicate));
  }
};
}  // namespace

Stmt storage_flatten(const Stmt &s) {
  Flattener f;
  return f.mutate(s);
}

}  // namespace ktune
