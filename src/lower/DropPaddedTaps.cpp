// drop_padded_taps: decides that an accumulation whose added term is a product with a literal
// zero does nothing, and removes it (and with it the loops left empty).
//
// Such terms are the padded taps of a convolution whose padding is inlined into its reads
// (`pad_inline`): partition_loops gives the border rows and columns of the output their own
// copies of the body, where the padding's bounds test is known to fail, and the simplifier turns
// `select(false, I[...], 0)` into 0, leaving `O = O + 0 * W[...]`. Those multiply-adds are 2.4%
// of a 3x3 convolution at 56x56 and 18% at 7x7 (a border of one pixel of seven on each side);
// ONNX Runtime's MLAS and oneDNN skip them. Removing the update changes a result only where the
// other factor is infinite or NaN (0 * inf is NaN in IEEE arithmetic): a padded input
// contributes nothing, whatever the weight, which is the padding's meaning and what those
// libraries compute. The simplifier itself never changes a floating point result, so this
// decision is taken here, on accumulations only (a store of `O + 0 * x` back to the element it
// read, x a load): any such accumulation, in any kernel and for any target, not only a
// convolution's, since after lowering nothing tells a padded zero from another literal one.
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

bool is_float_zero(const Expr &e) {
  if (auto *b = e.as<Broadcast>()) return is_float_zero(b->value);
  auto *f = e.as<FloatImm>();
  return f && f->value == 0.0;
}

// A load, or one broadcast: a tap's weight. Nothing with an effect (a call) is dropped with it.
bool is_load(const Expr &e) {
  if (auto *b = e.as<Broadcast>()) return is_load(b->value);
  return e.as<BufferLoad>() != nullptr;
}

bool is_zero_product(const Expr &e) {
  auto *m = e.as<Mul>();
  return m && m->type.is_float() && ((is_float_zero(m->a) && is_load(m->b)) || (is_float_zero(m->b) && is_load(m->a)));
}

// `value` reads the stored element itself: the accumulator's own load, at the store's (flat)
// indices, in every lane the store writes (no mask, or the store's own).
bool reads_accumulator(const Expr &value, const BufferStore *store) {
  auto *load = value.as<BufferLoad>();
  if (!load || load->buffer != store->buffer || load->indices.size() != store->indices.size()) return false;
  if (load->predicate.defined() && !(store->predicate.defined() && structural_equal(load->predicate, store->predicate)))
    return false;
  for (size_t i = 0; i < load->indices.size(); ++i)
    if (!structural_equal(load->indices[i], store->indices[i])) return false;
  return true;
}

class DropPaddedTaps : public IRMutator {
 protected:
  using IRMutator::mutate_node;
  Stmt mutate_node(const BufferStore *op, const Stmt &self) override {
    auto *add = op->value.as<Add>();
    if (add && add->type.is_float() &&
        ((reads_accumulator(add->a, op) && is_zero_product(add->b)) ||
         (reads_accumulator(add->b, op) && is_zero_product(add->a))))
      return Stmt();
    return self;
  }
};

}  // namespace

Stmt drop_padded_taps(const Stmt &s) { return DropPaddedTaps().mutate(s); }

}  // namespace ktune
