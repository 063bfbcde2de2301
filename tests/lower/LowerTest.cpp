// What lowering decides, checked on the printed loop IR.
#include <gtest/gtest.h>

#include "ktune/support/Error.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/lower/Lower.h"
#include "ktune/ops/Registry.h"

namespace ktune {
namespace {

std::string lowered(const Schedule &s, LowerLog *log = nullptr) { return to_string(lower(s, "k", log).body); }

TEST(LowerTest, DefaultMatmulIsThreeLoopsWithInitBeforeTheReduction) {
  Schedule s(workload_from_spec("matmul:M=4,N=5,K=6"));
  EXPECT_EQ(lowered(s),
            "for (i, 0, 4) {\n"
            "  for (j, 0, 5) {\n"
            "    C[((i * 5) + j)] = 0.0f\n"
            "    for (k, 0, 6) {\n"
            "      C[((i * 5) + j)] = (C[((i * 5) + j)] + (A[(k + (i * 6))] * B[((k * 5) + j)]))\n"
            "    }\n"
            "  }\n"
            "}\n");
}

TEST(LowerTest, NonDividingSplitIsGuardedOnce) {
  Schedule s(workload_from_spec("add:M=10,N=4"));
  s.split("C", "i", 4);
  std::string text = lowered(s);
  EXPECT_NE(text.find("if ((((i.outer * 4) + i.inner) < 10))"), std::string::npos) << text;
  Schedule d(workload_from_spec("add:M=12,N=4"));
  d.split("C", "i", 4);
  EXPECT_EQ(lowered(d).find("if"), std::string::npos);  // divides: no guard
}

TEST(LowerTest, VectorizedLoopsUseRampsAndMasks) {
  Schedule s(workload_from_spec("add:M=2,N=20"));
  s.split("C", "j", 8);
  s.vectorize("C", "j.inner");
  std::string text = lowered(s);
  EXPECT_NE(text.find("ramp("), std::string::npos) << text;
  EXPECT_NE(text.find(" if "), std::string::npos) << text;  // masked tail: 20 = 2 * 8 + 4
  EXPECT_EQ(text.find("for (j.inner"), std::string::npos) << text;
}

TEST(LowerTest, UnrolledLoopsAreCopies) {
  Schedule s(workload_from_spec("add:M=3,N=4"));
  s.unroll("C", "i");
  std::string text = lowered(s);
  EXPECT_EQ(text.find("for (i,"), std::string::npos) << text;
  EXPECT_NE(text.find("C[(j + 8)]"), std::string::npos) << text;
}

TEST(LowerTest, ComputeAtRegionIsInferred) {
  Schedule s(workload_from_spec("dense:M=8,N=16,K=4,act=relu"));
  s.compute_at("D", "Y", "i");
  std::string text = lowered(s);
  // D is needed for one row of Y at a time: a 1 x 16 buffer.
  EXPECT_NE(text.find("allocate D[f32 * 16]"), std::string::npos) << text;
}

TEST(LowerTest, InspectLogHasEveryPass) {
  Schedule s(workload_from_spec("add:M=2,N=2"));
  LowerLog log;
  lowered(s, &log);
  std::vector<std::string> passes;
  for (auto &[p, t] : log) passes.push_back(p);
  EXPECT_EQ(passes, (std::vector<std::string>{"make_loop_nest", "simplify", "storage_flatten", "vectorize_loops",
                                              "unroll_loops"}));
}

}  // namespace
}  // namespace ktune
