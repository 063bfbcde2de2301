// Every registry op under its default schedule against the reference.
#include <gtest/gtest.h>

#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

void expect_correct(const Schedule &s) {
  const Workload &w = s.workload();
  CompiledKernel k = build_kernel(s, Target::host());
  auto loaded = LoadedKernel::load(k);
  auto args = make_arguments(w);
  for (double e : check_against_reference(w, *loaded, args)) EXPECT_LE(e, 1e-4) << w.spec;
}

class DefaultScheduleTest : public ::testing::TestWithParam<std::string> {};

TEST_P(DefaultScheduleTest, MatchesReference) { expect_correct(Schedule(workload_from_spec(GetParam()))); }

INSTANTIATE_TEST_SUITE_P(
    Ops, DefaultScheduleTest,
    ::testing::Values("matmul:M=64,N=48,K=32", "matmul:M=127,N=255,K=63", "batch_matmul:B=2,M=16,N=8,K=12",
                      "dense:M=16,N=24,K=32", "dense:M=16,N=24,K=32,bias=1", "dense:M=16,N=24,K=32,bias=1,act=relu",
                      "dense:M=17,N=30,K=12,bias=1,act=gelu", "conv2d:N=1,C=8,H=14,W=14,K=16,R=3,S=3,pad=1",
                      "conv2d:N=1,C=8,H=14,W=14,K=16,R=3,S=3,pad=1,layout=nhwc",
                      "conv2d:N=2,C=3,H=15,W=13,K=4,R=5,S=3,stride=2,pad=2,dilation=2",
                      "depthwise_conv2d:N=1,C=8,H=14,W=14,R=3,S=3,pad=1",
                      "depthwise_conv2d:N=1,C=8,H=14,W=14,R=3,S=3,pad=1,stride=2,layout=nhwc", "softmax:M=8,N=100",
                      "layernorm:M=8,N=100", "add:M=9,N=10", "mul:M=9,N=10", "relu:M=9,N=10",
                      "matmul:M=33,N=40,K=24,dtype=f16", "batch_matmul:B=2,M=9,N=8,K=12,dtype=bf16",
                      "dense:M=17,N=30,K=12,bias=1,act=gelu,dtype=bf16"),
    [](const ::testing::TestParamInfo<std::string> &info) {
      std::string name;
      for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
      return name;
    });

// A stage whose reduction is vectorized, computed inside another vectorized reduction's loops:
// the reduction passes lower the inner nest before the outer one (no marked update is left).
TEST(ReductionPassTest, VectorizedReductionInsideAnotherReductionsLoops) {
  Tensor x = placeholder({8, 64}, DataType::f32(), "X");
  IterVar k = reduce_axis(64, "k");
  Tensor row_sum = compute(
      {8}, [&](const std::vector<Var> &i) { return sum(x(i[0], k->var), {k}); }, "S");
  IterVar r = reduce_axis(64, "r");
  Tensor y = compute(
      {8}, [&](const std::vector<Var> &i) { return sum(x(i[0], r->var) * row_sum(i[0]), {r}); }, "Y");
  Schedule s(Workload({x}, {y}));
  auto [ro, ri] = s.split("Y", "r", 8);
  s.vectorize_reduction("Y", ri);
  s.compute_at("S", "Y", ro);
  auto [ko, ki] = s.split("S", "k", 8);
  s.vectorize_reduction("S", ki);
  std::string text = to_string(lower(s, "k").body);
  EXPECT_EQ(text.find("sum("), std::string::npos) << text;
  EXPECT_NE(text.find("S.lanes["), std::string::npos) << text;
  EXPECT_NE(text.find("Y.lanes["), std::string::npos) << text;
  expect_correct(s);
}

}  // namespace
}  // namespace ktune
