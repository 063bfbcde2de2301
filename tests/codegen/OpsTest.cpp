// Every registry op under its default schedule against the reference.
#include <gtest/gtest.h>

#include "ktune/driver/Driver.h"
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

}  // namespace
}  // namespace ktune
