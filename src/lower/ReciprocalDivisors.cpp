// reciprocal_divisors: a float vector divided by a value that is the same in every lane (a
// Broadcast: softmax's row sum, a normalisation constant) becomes a multiply by that value's
// reciprocal, computed once per vector as a scalar and hoisted out of the loop by LLVM where it
// is loop-invariant. A vector division is 5-16 times slower than a multiply on the x86 CPUs
// ktune is measured on; the softmax template spent about an eighth of its time dividing
// (4096x1024 on the Xeon of 2026-12-04: 1.39 -> 1.23 ms as AVX-512 code, 1.93 -> 1.70 ms as
// AVX2 code). The cost is one more rounding, as with C compilers' -freciprocal-math: x * (1/s)
// is within about 1.5 units in the last place of x / s, which the references' tolerances (1e-4
// relative for f32) cover; a divisor so small that its reciprocal overflows (|s| below about
// 2.9e-39 for f32) makes the result infinite where the division was finite. Only f32 and f64: a
// 16-bit reciprocal would lose more.
#include "ktune/ir/IRVisitor.h"
#include "ktune/lower/Passes.h"

namespace ktune {

namespace {

class ReciprocalDivisors : public IRMutator {
 protected:
  using IRMutator::mutate_node;
  Expr mutate_node(const Div *op, const Expr &self) override {
    Expr a = mutate(op->a), b = mutate(op->b);
    const Broadcast *divisor = b.as<Broadcast>();
    DataType t = op->type;
    if (divisor && t.is_vector() && t.code == DataType::Code::Float && t.bits >= 32) {
      DataType scalar = divisor->value.type();
      Expr reciprocal = Div::make(FloatImm::make(scalar, 1.0), divisor->value);
      return Mul::make(a, Broadcast::make(reciprocal, divisor->lanes));
    }
    if (a.same_as(op->a) && b.same_as(op->b)) return self;
    return Div::make(a, b);
  }
};

}  // namespace

Stmt reciprocal_divisors(const Stmt &s) { return ReciprocalDivisors().mutate(s); }

}  // namespace ktune
