// The inlined f32 exp, erf and tanh (src/codegen/VectorMath.cpp) against double-precision
// libm on a dense grid and at the edges (saturation, overflow, underflow, NaN, signed zero),
// through both the scalar and the 16-lane vector code paths.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>

#include "ktune/driver/Driver.h"

namespace ktune {
namespace {

constexpr int64_t kN = 1 << 16;

// Y[i] = f(X[i]) for each math call, compiled scalar or vectorized by 16.
struct MathKernel {
  Workload w;
  std::unique_ptr<LoadedKernel> kernel;
};

MathKernel build(Expr (*f)(Expr), bool vectorized) {
  Tensor X = placeholder({kN}, DataType::f32(), "X");
  Tensor Y = compute(
      {kN}, [&](const std::vector<Var> &v) { return f(X(v[0])); }, "Y");
  Workload w({X}, {Y});
  Schedule s(w);
  if (vectorized) {
    auto [o, i] = s.split("Y", "i", 16);
    s.vectorize("Y", i);
  }
  return {w, LoadedKernel::load(build_kernel(s, Target::host()))};
}

std::vector<float> run(MathKernel &k, const std::vector<float> &xs) {
  auto args = make_arguments(k.w);
  std::copy(xs.begin(), xs.end(), args[0].as<float>());
  k.kernel->call(args);
  return std::vector<float>(args[1].as<float>(), args[1].as<float>() + kN);
}

// kN points evenly over [lo, hi], with the special values in the first slots.
std::vector<float> grid(double lo, double hi, std::initializer_list<float> specials) {
  std::vector<float> xs(kN);
  for (int64_t i = 0; i < kN; ++i) xs[i] = static_cast<float>(lo + (hi - lo) * i / (kN - 1));
  size_t j = 0;
  for (float s : specials) xs[j++] = s;
  return xs;
}

struct ErrorBound {
  double relative, absolute;
};

void check(Expr (*f)(Expr), double (*ref)(double), const std::vector<float> &xs, ErrorBound bound) {
  for (bool vectorized : {false, true}) {
    MathKernel k = build(f, vectorized);
    std::vector<float> ys = run(k, xs);
    for (int64_t i = 0; i < kN; ++i) {
      double want = static_cast<float>(ref(xs[i]));  // what a correctly rounded f32 result would be
      SCOPED_TRACE(testing::Message() << (vectorized ? "vector" : "scalar") << " x=" << xs[i]);
      if (std::isnan(want)) {
        EXPECT_TRUE(std::isnan(ys[i])) << ys[i];
      } else if (std::isinf(want)) {
        EXPECT_EQ(ys[i], want);
      } else {
        EXPECT_LE(std::fabs(ys[i] - want), std::max(bound.absolute, bound.relative * std::fabs(want))) << ys[i];
      }
      if (::testing::Test::HasFailure()) return;
    }
  }
}

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kInf = std::numeric_limits<float>::infinity();

TEST(VectorMathTest, Exp) {
  // Results below FLT_MIN are flushed to zero: compared with an absolute bound of FLT_MIN. The
  // floats on either side of ln(FLT_MAX) and of ln(FLT_MIN) are among the special values, and
  // so are inputs far out of range (x is not clamped: their lanes are replaced at the end).
  check([](Expr x) { return exp(x); }, [](double x) { return std::exp(x); },
        grid(-100, 100,
             {kNaN,
              kInf,
              -kInf,
              0.0f,
              -0.0f,
              88.7f,
              89.0f,
              -87.3f,
              -104.0f,
              88.72283935546875f,
              88.72283172607422f,
              -87.33654022216797f,
              -87.33654785156250f,
              std::numeric_limits<float>::max(),
              -std::numeric_limits<float>::max(),
              1e30f,
              -1e30f,
              -1e10f,
              1e-45f,
              -1e-45f}),
        {3e-7, std::numeric_limits<float>::min()});
}

TEST(VectorMathTest, Erf) {
  check([](Expr x) { return erf(x); }, [](double x) { return std::erf(x); },
        grid(-6, 6, {kNaN, kInf, -kInf, 0.0f, -0.0f, 1e-30f, -1e-6f, 4.0f, 3.9999f}), {1e-6, 1e-6});
}

TEST(VectorMathTest, Tanh) {
  check([](Expr x) { return tanh(x); }, [](double x) { return std::tanh(x); },
        grid(-10, 10, {kNaN, kInf, -kInf, 0.0f, -0.0f, 1e-30f, 3.9e-4f, 4.1e-4f, 8.0f, -20.0f}), {1e-6, 0});
}

TEST(VectorMathTest, NegativeZeroKeepsItsSign) {
  MathKernel k = build([](Expr x) { return tanh(x); }, true);
  std::vector<float> xs(kN, -0.0f);
  EXPECT_TRUE(std::signbit(run(k, xs)[0]));
}

}  // namespace
}  // namespace ktune
