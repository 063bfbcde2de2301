// Inline f32 exp, erf and tanh for the CPU code generator (private to codegen/).
#pragma once

#include <llvm/IR/IRBuilder.h>

namespace ktune {

/** exp(x) for f32 scalars or vectors, as straight-line IR: range reduction by ln 2 and a
 * degree-6 polynomial, about 1e-7 relative error (2 ulp) for x in [-87.3, 88.7]; exp of less
 * is 0 (no denormals), of more than ln(FLT_MAX) is +inf, of NaN is NaN. */
llvm::Value *emit_exp_f32(llvm::IRBuilder<> &b, llvm::Value *x);

/** erf(x) for f32 scalars or vectors: a rational approximation on [-4, 4] (erf is +-1 to f32
 * precision beyond), about 5e-7 absolute error. */
llvm::Value *emit_erf_f32(llvm::IRBuilder<> &b, llvm::Value *x);

/** tanh(x) for f32 scalars or vectors: a rational approximation on [-8, 8], x itself below
 * 4e-4 in magnitude, about 4e-7 relative error. */
llvm::Value *emit_tanh_f32(llvm::IRBuilder<> &b, llvm::Value *x);

}  // namespace ktune
