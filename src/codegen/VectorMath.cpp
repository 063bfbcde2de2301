// Inline f32 transcendental functions.
//
// LLVM has no vector implementation of exp, erf or tanh of its own: llvm.exp on a vector and
// calls to erff/tanhf are scalarised into one libm call per lane, which costs more than the
// rest of a softmax or a GELU epilogue together. These emit branch-free IR instead (FMAs,
// min/max, one divide at most), so a vectorized loop stays vectorized and the code is the
// same for one lane or sixteen.
//
// exp reduces as Cephes' expf does (Moshier, "Methods and Programs for Mathematical Functions",
// 1989): x = n ln2 + r with ln 2 split in two for exact reduction, then e^r is a polynomial and n
// is added to the exponent bits (n rounded by the add-a-shifter trick, the special cases chosen
// by two selects at the end). The polynomial is of degree 6, minimax for relative error on
// |r| <= ln2/2 (scripts/exp-polynomial.py), evaluated partly by Estrin's scheme (a shorter
// chain). erf and tanh are the odd rational approximations x P(x^2) / Q(x^2) used by Eigen's
// fast float paths (clamped to where the f32 result saturates). Their errors, measured over a
// dense grid against double-precision results, are in tests/codegen (VectorMathTest).
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
  // Those lanes, and NaN, are chosen at the end, so x goes in unclamped: what the arithmetic
  // below makes of them is discarded (it is plain float and integer arithmetic, nothing that
  // LLVM may treat as undefined).
  constexpr double kLow = -87.33654475055310898657, kHigh = 88.72283905206835;
  // No fast-math flags here, whatever the caller's builder has: x + inf and the compares below
  // must see infinities and NaNs as they are (ninf or nnan would make them poison), and the
  // shifter's add and subtract must not be reassociated away.
  llvm::IRBuilder<>::FastMathFlagGuard keep_caller_flags(b);
  b.setFastMathFlags(llvm::FastMathFlags());
  // n = round(x / ln 2) by adding 1.5 * 2^23: the sum t has an ulp of 1, so rounding it rounds
  // x / ln 2 to the nearest integer, and t - 1.5 * 2^23 is that integer as a float. For |n| <
  // 2^22 the low bits of t's encoding are 2^22 + n, whose shift by 23 below is n << 23 (the rest
  // of the encoding shifts out). One add replaces a rounding and a float-to-int conversion.
  constexpr double kShifter = 12582912.0;  // 1.5 * 2^23
  llvm::Value *t = fma(b, x, constant(x, 1.44269504088896341), constant(x, kShifter));
  llvm::Value *n = b.CreateFSub(t, constant(x, kShifter));
  // r = x - n ln 2 with ln 2 = C1 + C2, C1 exact in few bits, so n*C1 is exact.
  llvm::Value *r = fma(b, n, constant(x, -0.693359375), x);
  r = fma(b, n, constant(x, 2.12194440e-4), r);
  // e^r = 1 + (r + r^2 Q(r)), Q = c2 + c3 r + r^2 (c4 + c5 r + c6 r^2), the inner terms by
  // Estrin's scheme: five operations deep where Horner's rule is six multiply-adds (about 23
  // cycles against 30 on a Zen 2). A softmax's exp pass waits on this chain, as each 64-float
  // step's eight chains fill the reorder window: on an AVX2 Zen 2 (2026-12-07) softmax 16384x1024
  // took 5.68-5.88 ms against Horner's 6.17-6.25, 4096x1024 1.34-1.36 against 1.43-1.52. The 1 is
  // added last, to a small sum, so that one rounding is at the result's magnitude: 0.82 units in
  // the last place of 1 (Horner's rule 0.75; a full Estrin that adds 1 + r first, 1.45). e^0 is
  // exactly 1. Degree 6 rather than Cephes' 7: exp's constants and the vectors in flight do not fit
  // 16 registers, so each constant fewer is a reload fewer (softmax 16384x1024 7.13 -> 6.27-6.33).
  constexpr double c2 = 4.9999991059e-01, c3 = 1.6666419804e-01, c4 = 4.1668225080e-02, c5 = 8.3748241886e-03,
                   c6 = 1.3836835278e-03;
  llvm::Value *r2 = b.CreateFMul(r, r);
  llvm::Value *low = fma(b, r, constant(x, c3), constant(x, c2));   // c2 + c3 r
  llvm::Value *high = fma(b, r, constant(x, c5), constant(x, c4));  // c4 + c5 r
  high = fma(b, r2, constant(x, c6), high);                         // + c6 r^2
  llvm::Value *q = fma(b, high, r2, low);
  llvm::Value *y = b.CreateFAdd(fma(b, q, r2, r), constant(x, 1.0));
  // y * 2^n by adding n to y's exponent field (y is in [0.7, 1.42]): two integer operations
  // where scaling by a power of two built from n would take more and a multiply. The sum is a
  // normal float wherever e^x is: at n = 128, y < 1 (e^x <= FLT_MAX); at n = -126, y >= 1
  // (e^x >= FLT_MIN) but for rounding at the very edge, which leaves a value below FLT_MIN.
  llvm::Type *it = int_like(x);
  llvm::Value *bits = b.CreateAdd(b.CreateBitCast(y, it), b.CreateShl(b.CreateBitCast(t, it), 23));
  llvm::Value *result = b.CreateBitCast(bits, x->getType());
  result = b.CreateSelect(b.CreateFCmpOLT(x, constant(x, kLow)), constant(x, 0.0), result);
  // kHigh as a float rounds up, past ln(FLT_MAX): e^x overflows there already (and y would be just
  // above 1 at n = 128, whose sum with n << 23 is a NaN's bits), so that float is +inf too. One
  // select serves that and NaN: x + inf is +inf for x >= kHigh and NaN for NaN (NaN in, NaN
  // out), and `x < kHigh` is false for both.
  llvm::Value *inf = constant(x, std::numeric_limits<double>::infinity());
  return b.CreateSelect(b.CreateFCmpOLT(x, constant(x, kHigh)), result, b.CreateFAdd(x, inf));
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
