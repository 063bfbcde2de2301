// Custom computations (no registry op): every math call, casts, selects, min/max reductions and
// reductions with an init, scalar and vectorized, against values computed here in double.
#include <gtest/gtest.h>

#include <cmath>

#include "ktune/driver/Driver.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

constexpr int64_t kN = 37;  // not a multiple of the vector width: masked tails

double expected_math(double x, int32_t n) {
  double ax = std::fabs(x);
  return std::log(ax + 1) + std::sqrt(ax) + 1.0 / std::sqrt(ax + 1) + std::tanh(x) + std::erf(x) + std::exp(x) +
         std::pow(ax, 1.5) + (x * x + x) + std::floor(x * 3) + std::ceil(x * 3) + static_cast<double>(n) +
         (x > 0 ? x : -2 * x) + std::min(x, 0.25) + std::max(x, -0.25);
}

Workload math_workload() {
  Tensor X = placeholder({kN}, DataType::f32(), "X");
  Tensor Nn = placeholder({kN}, DataType::i32(), "Nn");
  Tensor Y = compute(
      {kN},
      [&](const std::vector<Var> &v) {
        Expr x = X(v[0]);
        Expr ax = abs(x);
        return log(ax + 1.0f) + sqrt(ax) + rsqrt(ax + 1.0f) + tanh(x) + erf(x) + exp(x) + pow(ax, Expr(1.5f)) +
               fma(x, x, x) + floor(x * 3.0f) + ceil(x * 3.0f) + cast(DataType::f32(), Nn(v[0])) +
               select(x > 0.0f, x, x * -2.0f) + min(x, Expr(0.25f)) + max(x, Expr(-0.25f));
      },
      "Y");
  return Workload({X, Nn}, {Y});
}

void check_math(const Schedule &s) {
  const Workload &w = s.workload();
  auto k = LoadedKernel::load(build_kernel(s, Target::host()));
  auto args = make_arguments(w);
  k->call(args);
  for (int64_t i = 0; i < kN; ++i) {
    double want = expected_math(args[0].as<float>()[i], args[1].as<int32_t>()[i]);
    EXPECT_NEAR(args[2].as<float>()[i], want, 1e-4 * std::max(1.0, std::fabs(want))) << "element " << i;
  }
}

TEST(CustomComputeTest, MathCallsScalar) { check_math(Schedule(math_workload())); }

TEST(CustomComputeTest, MathCallsVectorized) {
  Schedule s(math_workload());
  auto [o, i] = s.split("Y", "i", 8);
  s.vectorize("Y", i);
  check_math(s);
}

TEST(CustomComputeTest, ReductionsWithInitMinAndMax) {
  Tensor X = placeholder({6, kN}, DataType::f32(), "X");
  IterVar r1 = reduce_axis(kN, "r"), r2 = reduce_axis(kN, "r"), r3 = reduce_axis(kN, "r");
  Tensor S = compute(
      {6}, [&](const std::vector<Var> &v) { return sum(X(v[0], r1->var), {r1}, Expr(10.0f)); }, "S");
  Tensor Mn = compute(
      {6}, [&](const std::vector<Var> &v) { return min_reduce(X(v[0], r2->var), {r2}); }, "Mn");
  Tensor Mx = compute(
      {6}, [&](const std::vector<Var> &v) { return max_reduce(X(v[0], r3->var), {r3}); }, "Mx");
  Tensor Out = compute(
      {6}, [&](const std::vector<Var> &v) { return S(v[0]) + Mn(v[0]) * 100.0f + Mx(v[0]) * 1000.0f; }, "Out");
  Workload w({X}, {Out});
  EXPECT_EQ(w.op_name, "custom");
  Schedule s(w);
  s.compute_at("Mn", "Out", "i");
  s.compute_at("S", "Out", "i");
  auto k = LoadedKernel::load(build_kernel(s, Target::host()));
  auto args = make_arguments(w);
  k->call(args);
  for (int64_t i = 0; i < 6; ++i) {
    const float *row = args[0].as<float>() + i * kN;
    double sum_v = 10, mn = 1e30, mx = -1e30;
    for (int64_t j = 0; j < kN; ++j) {
      sum_v += row[j];
      mn = std::min<double>(mn, row[j]);
      mx = std::max<double>(mx, row[j]);
    }
    EXPECT_NEAR(args[1].as<float>()[i], sum_v + mn * 100 + mx * 1000, 1e-3) << "row " << i;
  }
}

}  // namespace
}  // namespace ktune
