// Inline f32 transcendental functions.
//
// LLVM has no vector implementation of exp, erf or tanh of its own: llvm.exp on a vector and
// calls to erff/tanhf are scalarised into one libm call per lane, which costs more than the
// rest of a softmax or a GELU epilogue together. These emit branch-free IR instead (FMAs,
// min/max, one divide at most), so a vectorized loop stays vectorized and the code is the
// same for one lane or sixteen.
//
// The approximations are the classic ones: exp as in Cephes' expf (Moshier, "Methods and
// Programs for Mathematical Functions", 1989): x = n ln2 + r with ln 2 split in two for exact
// reduction, then a degree-6 polynomial in r, and 2^n put into the exponent bits. erf and tanh
// are the odd rational approximations x P(x^2) / Q(x^2) used by Eigen's fast float paths
// (clamped to where the f32 result saturates). Their errors, measured over a dense grid
// against double-precision results, are in tests/codegen (VectorMathTest).
#include "VectorMath.h"

#include <initializer_list>
#include <limits>

#include <llvm/IR/Intrinsics.h>

namespace ktune {

namespace {

llvm::Value *constant(llvm::Value *like, double v) { return llvm::ConstantFP::get(like->getType(), v); }

// Horner's rule with multiply-adds (fused where the CPU has FMA: llvm.fmuladd, not llvm.fma,
// which a CPU without FMA, such as x86-64-v2, would call libm's software fmaf for):
// coefficients from the highest power down.
llvm::Value *polynomial(llvm::IRBuilder<> &b, llvm::Value *x, std::initializer_list<double> coefficients) {
  auto it = coefficients.begin();
  llvm::Value *r = constant(x, *it++);
  for (; it != coefficients.end(); ++it) {
    r = b.CreateIntrinsic(llvm::Intrinsic::fmuladd, {x->getType()}, {r, x, constant(x, *it)});
  }
  return r;
}

llvm::Value *fma(llvm::IRBuilder<> &b, llvm::Value *x, llvm::Value *y, llvm::Value *z) {
  return b.CreateIntrinsic(llvm::Intrinsic::fmuladd, {x->getType()}, {x, y, z});
}

llvm::Value *clamp(llvm::IRBuilder<> &b, llvm::Value *x, double lo, double hi) {
  llvm::Value *r = b.CreateBinaryIntrinsic(llvm::Intrinsic::maxnum, x, constant(x, lo));
  return b.CreateBinaryIntrinsic(llvm::Intrinsic::minnum, r, constant(x, hi));
}

// An integer type with the same shape (scalar or vector) as the float value x.
llvm::Type *int_like(llvm::Value *x) {
  llvm::Type *i32 = llvm::Type::getInt32Ty(x->getContext());
  if (auto *vt = llvm::dyn_cast<llvm::FixedVectorType>(x->getType())) {
    return llvm::FixedVectorType::get(i32, vt->getNumElements());
  }
  return i32;
}

}  // namespace

llvm::Value *emit_exp_f32(llvm::IRBuilder<> &b, llvm::Value *x) {
  // Below ln(FLT_MIN) the result would be denormal: 0 instead. Above ln(FLT_MAX) it is +inf.
  constexpr double kLow = -87.33654475055310898657, kHigh = 88.72283905206835;
  llvm::Value *xc = clamp(b, x, kLow, kHigh);
  // n = round(x / ln 2); r = x - n ln 2 with ln 2 = C1 + C2, C1 exact in few bits, so n*C1 is exact.
  llvm::Value *n =
      b.CreateUnaryIntrinsic(llvm::Intrinsic::floor, fma(b, xc, constant(x, 1.44269504088896341), constant(x, 0.5)));
  llvm::Value *r = fma(b, n, constant(x, -0.693359375), xc);
  r = fma(b, n, constant(x, 2.12194440e-4), r);
  llvm::Value *p = polynomial(
      b, r, {1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1});
  llvm::Value *r2 = b.CreateFMul(r, r);
  llvm::Value *y = b.CreateFAdd(fma(b, p, r2, r), constant(x, 1.0));
  // 2^n with n in [-126, 128] as two normal powers 2^h * 2^(n-h), h = n >> 1, each built by
  // putting its exponent + 127 into the exponent field (2^128 itself is not a float).
  llvm::Type *it = int_like(x);
  llvm::Value *ni = b.CreateFPToSI(n, it);
  llvm::Value *h = b.CreateAShr(ni, 1);
  auto power_of_two = [&](llvm::Value *e) {
    return b.CreateBitCast(b.CreateShl(b.CreateAdd(e, llvm::ConstantInt::get(it, 127)), 23), x->getType());
  };
  llvm::Value *result = b.CreateFMul(b.CreateFMul(y, power_of_two(h)), power_of_two(b.CreateSub(ni, h)));
  result = b.CreateSelect(b.CreateFCmpOLT(x, constant(x, kLow)), constant(x, 0.0), result);
  result = b.CreateSelect(b.CreateFCmpOGT(x, constant(x, kHigh)), constant(x, std::numeric_limits<double>::infinity()),
                          result);
  // NaN in, NaN out (the clamp above would have turned it into a number).
  return b.CreateSelect(b.CreateFCmpUNO(x, x), x, result);
}

llvm::Value *emit_erf_f32(llvm::IRBuilder<> &b, llvm::Value *x) {
  llvm::Value *xc = clamp(b, x, -4.0, 4.0);
  llvm::Value *x2 = b.CreateFMul(xc, xc);
  llvm::Value *p =
      polynomial(b, x2,
                 {-2.72614225801306e-10, 2.77068142495902e-08, -2.10102402082508e-06, -5.69250639462346e-05,
                  -7.34990630326855e-04, -2.95459980854025e-03, -1.60960333262415e-02});
  llvm::Value *q = polynomial(b, x2,
                              {-1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03,
                               -7.37332916720468e-03, -1.42647390514189e-02});
  llvm::Value *result = b.CreateFDiv(b.CreateFMul(xc, p), q);
  return b.CreateSelect(b.CreateFCmpUNO(x, x), x, result);
}

llvm::Value *emit_tanh_f32(llvm::IRBuilder<> &b, llvm::Value *x) {
  constexpr double kSaturate = 7.99881172180175781;  // tanh is 1 to f32 precision beyond
  llvm::Value *xc = clamp(b, x, -kSaturate, kSaturate);
  llvm::Value *x2 = b.CreateFMul(xc, xc);
  llvm::Value *p = polynomial(b, x2,
                              {-2.76076847742355e-16, 2.00018790482477e-13, -8.60467152213735e-11, 5.12229709037114e-08,
                               1.48572235717979e-05, 6.37261928875436e-04, 4.89352455891786e-03});
  llvm::Value *q =
      polynomial(b, x2, {1.19825839466702e-06, 1.18534705686654e-04, 2.26843463243900e-03, 4.89352518554385e-03});
  llvm::Value *result = b.CreateFDiv(b.CreateFMul(xc, p), q);
  // Near zero tanh x = x to f32 precision; this also keeps the sign of -0.
  llvm::Value *tiny = b.CreateFCmpOLT(b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x), constant(x, 0.0004));
  result = b.CreateSelect(tiny, x, result);
  return b.CreateSelect(b.CreateFCmpUNO(x, x), x, result);
}

}  // namespace ktune
