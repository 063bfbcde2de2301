// Every illegal request gets a ScheduleError that names the stage, the axis and the reason,
// leaves the schedule as it was, and the process keeps working.
#include <gtest/gtest.h>

#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

template <typename F>
std::string error_of(F f) {
  try {
    f();
  } catch (const ScheduleError &e) {
    return e.what();
  }
  return "no error";
}

#define EXPECT_ERROR(call, ...)                                                           \
  do {                                                                                    \
    std::string m = error_of([&] { call; });                                              \
    for (const char *part : {__VA_ARGS__})                                                \
      EXPECT_NE(m.find(part), std::string::npos) << "missing '" << part << "' in: " << m; \
  } while (0)

TEST(ErrorTest, IllegalRequestsAreRefusedWithTheirReason) {
  Schedule s(workload_from_spec("dense:M=16,N=16,K=16,bias=1,act=relu"));
  EXPECT_ERROR(s.split("D", "i", 0), "split", "'i'", "'D'", "at least 1");
  EXPECT_ERROR(s.split("D", "q", 4), "no loop axis 'q'", "'D'");
  EXPECT_ERROR(s.split("Nope", "i", 4), "no stage named 'Nope'");
  EXPECT_ERROR(s.vectorize("D", "k"), "reduction axis", "'k'", "'D'", "change results");
  EXPECT_ERROR(s.parallel("D", "k"), "reduction axis", "race");
  EXPECT_ERROR(s.reorder("D", {"i", "j", "i"}), "listed twice");
  s.split("Y", "i", 4);
  EXPECT_ERROR(s.reorder("D", {"i.outer", "j"}), "belongs to stage 'Y'", "one stage");
  EXPECT_ERROR(s.fuse("D", "j", "k"), "reduction axis with a spatial axis");
  EXPECT_ERROR(s.fuse("D", "j", "i"), "adjacent");
  EXPECT_ERROR(s.compute_at("D", "X", "i"), "input");
  EXPECT_ERROR(s.compute_at("Y", "D", "i"), "output");
  EXPECT_ERROR(s.compute_inline("D"), "reduction");
  EXPECT_ERROR(s.compute_at("D", "Y", "nope"), "no loop axis 'nope'");
  EXPECT_ERROR(s.bind("Y", "j", "warpIdx.x"), "unknown thread axis");
  EXPECT_ERROR(s.cache_write("Y", "registers"), "unknown scope");
  EXPECT_ERROR(s.cache_write("Y", "local"), "must come before");
  EXPECT_ERROR(s.cache_read("X", "shared", {"Y"}), "'Y' does not read it");
  EXPECT_ERROR(s.transform_layout("Y", LayoutTransform{{{0, 4}}, {}}), "kernel argument");
  EXPECT_ERROR(s.apply(nlohmann::json{{"kind", "explode"}}), "unknown schedule primitive 'explode'");
  EXPECT_ERROR(s.apply(nlohmann::json{{"kind", "split"}, {"stage", "Y"}, {"axis", "j"}}), "factor");

  // Nothing refused changed the schedule: it still lowers and computes correctly.
  EXPECT_EQ(s.trace().steps.size(), 1u);
  auto k = LoadedKernel::load(build_kernel(s, Target::host()));
  auto args = make_arguments(s.workload());
  for (double e : check_against_reference(s.workload(), *k, args)) EXPECT_LE(e, 1e-4);
}

TEST(ErrorTest, ComputeAtToANonConsumer) {
  Schedule s(workload_from_spec("softmax:M=4,N=8"));
  EXPECT_ERROR(s.compute_at("maxelem", "expsum", "i"), "'expsum' does not read it");
  // exp is read by expsum and Y: at Y only once expsum is computed there.
  EXPECT_ERROR(s.compute_at("exp", "Y", "i"), "stage 'expsum' reads it and is not computed at Y.i or inside it",
               "compute it there first");
  EXPECT_ERROR(s.vectorize_reduction("Y", "j"), "not a reduction axis", "use vectorize");
  EXPECT_ERROR(s.compute_at("exp", "exp", "i"), "at itself");
}

TEST(ErrorTest, ComputeAtReadersMustStayTogether) {
  Schedule s(workload_from_spec("softmax:M=4,N=8"));
  s.compute_at("expsum", "Y", "i");
  s.compute_at("exp", "Y", "i");
  s.compute_root("expsum");  // exp's other reader leaves the row loop
  EXPECT_ERROR(lower(s, "k"), "'exp'", "'expsum' is no longer computed there or inside it");
}

TEST(ErrorTest, VectorizedReductionNeedsOnlyReductionLoopsInside) {
  Schedule s(workload_from_spec("matmul:M=8,N=8,K=32"));
  s.reorder("C", {"k", "j"});  // i, k, j: a spatial loop inside the reduction
  EXPECT_ERROR(s.vectorize_reduction("C", "k"), "spatial axis 'j' is inside the reduction loops");
  Schedule t(workload_from_spec("matmul:M=8,N=8,K=32"));
  t.vectorize_reduction("C", "k");
  t.reorder("C", {"k", "j"});
  EXPECT_ERROR(lower(t, "k"), "vectorize_reduction", "spatial axis 'j'", "reorder it outside");
}

TEST(ErrorTest, SplittingTheComputeAtAxisIsRefused) {
  Schedule s(workload_from_spec("dense:M=4,N=8,K=4,act=relu"));
  s.compute_at("D", "Y", "i");
  EXPECT_ERROR(s.split("Y", "i", 2), "computed at it");
  EXPECT_ERROR(s.fuse("Y", "i", "j"), "computed at axis 'i'");
}

TEST(ErrorTest, ExtentLimitsAreCheckedWhenLowering) {
  Schedule s(workload_from_spec("add:M=4,N=100"));
  s.vectorize("C", "j");
  EXPECT_ERROR(lower(s, "k"), "vectorize", "'j'", "extent 100", "split it first");
}

TEST(ErrorTest, TileRefusedPartWayLeavesTheStageAlone) {
  Schedule s(workload_from_spec("add:M=8,N=8"));
  EXPECT_ERROR(s.tile("C", "i", "j", 2, 0), "at least 1");
  EXPECT_EQ(s.stage("C").leaf_axes.size(), 2u);
  EXPECT_TRUE(s.stage("C").relations.empty());
}

}  // namespace
}  // namespace ktune

namespace ktune {
namespace {

TEST(ErrorTest, CacheReadForTheStageAProducerIsComputedAtIsRefused) {
  Schedule s(workload_from_spec("conv2d:N=1,C=2,H=5,W=5,K=2,R=3,S=3,pad=1"));
  s.compute_at("pad", "O", "k");
  EXPECT_ERROR(s.cache_read("pad", "local", {"O"}), "computed at 'O'", "compute_root it first");
  EXPECT_EQ(s.stages().size(), 4u);
}

TEST(ErrorTest, CacheWriteAfterReorderIsRefused) {
  Schedule s(workload_from_spec("matmul:M=8,N=8,K=8"));
  s.reorder("C", {"k", "i"});
  EXPECT_ERROR(s.cache_write("C", "local"), "must come before");
}

}  // namespace
}  // namespace ktune
