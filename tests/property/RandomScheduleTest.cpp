// Property test: every registry op, under many random legal schedules (including splits that do
// not divide), computes what its reference computes, and every schedule's trace replays to the
// identical loop nest.
#include <gtest/gtest.h>

#include "../support/RandomSchedule.h"
#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

constexpr int kSchedulesPerSpec = 50;

class RandomScheduleTest : public ::testing::TestWithParam<std::string> {};

TEST_P(RandomScheduleTest, MatchesReference) {
  const std::string spec = GetParam();
  Target target = Target::host();
  int non_trivial = 0;
  for (int i = 0; i < kSchedulesPerSpec; ++i) {
    Workload w = workload_from_spec(spec);
    Schedule s = testing::random_schedule(w, 1000 + i);
    if (!s.trace().steps.empty()) ++non_trivial;
    SCOPED_TRACE("seed " + std::to_string(1000 + i) + ", trace " + s.trace().dump());

    LoweredFunc lowered = lower(s, kernel_name(w));
    // The trace is the schedule: replaying it on a fresh workload gives the same loop nest.
    Workload fresh = workload_from_spec(spec);
    Schedule replayed = Schedule::replay(fresh, Trace::parse(s.trace().dump()));
    ASSERT_EQ(to_string(lowered.body), to_string(lower(replayed, kernel_name(fresh)).body));

    CompiledKernel k = codegen_cpu(lowered, target);
    auto loaded = LoadedKernel::load(k);
    auto args = make_arguments(w, 7 + i);
    auto errors = check_against_reference(w, *loaded, args);
    for (double e : errors) ASSERT_LE(e, 1e-4);
  }
  // The generator must actually schedule, not hand back defaults.
  EXPECT_GE(non_trivial, kSchedulesPerSpec * 3 / 4);
}

INSTANTIATE_TEST_SUITE_P(Ops, RandomScheduleTest,
                         ::testing::Values("matmul:M=127,N=255,K=63", "matmul:M=16,N=32,K=8", "matmul:M=33,N=17,K=9",
                                           "batch_matmul:B=3,M=17,N=24,K=9", "dense:M=13,N=40,K=24,bias=1,act=gelu",
                                           "dense:M=8,N=16,K=8,bias=1,act=relu",
                                           "dense:M=7,N=24,K=8,residual=1,act=relu", "dense:M=9,N=7,K=5",
                                           "dense:M=13,N=64,K=24,bias=1,act=gelu,nblock=32",
                                           "conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,pad=1",
                                           "conv2d:N=2,C=3,H=11,W=10,K=5,R=3,S=2,stride=2,pad=1,layout=nhwc",
                                           "conv2d:N=1,C=3,H=7,W=6,K=16,R=3,S=3,pad=1,layout=nhwc,kblock=8",
                                           "conv2d:N=1,C=2,H=12,W=12,K=4,R=3,S=3,dilation=2,pad=2",
                                           "depthwise_conv2d:N=1,C=5,H=10,W=9,R=3,S=3,pad=1",
                                           "depthwise_conv2d:N=1,C=6,H=9,W=9,R=3,S=3,stride=2,pad=1,layout=nhwc",
                                           "conv2d:N=1,C=3,H=8,W=9,K=5,R=3,S=3,pad=1,bias=1,residual=1,act=relu6",
                                           "depthwise_conv2d:N=1,C=5,H=8,W=8,R=3,S=3,pad=1,bias=1,act=relu",
                                           "softmax:M=7,N=33", "layernorm:M=6,N=37", "add:M=17,N=33", "mul:M=5,N=64",
                                           "relu:M=31,N=9"),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           std::string name;
                           for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

}  // namespace
}  // namespace ktune
