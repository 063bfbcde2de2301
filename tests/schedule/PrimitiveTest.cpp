// Each primitive does what it says to the stage's axes, and the result computes correctly.
#include <gtest/gtest.h>

#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

std::vector<std::string> leaves(const Schedule &s, const std::string &stage) {
  std::vector<std::string> out;
  for (auto &a : s.stage(stage).leaf_axes) out.push_back(a->name + ":" + std::to_string(a->extent));
  return out;
}

void expect_correct(const Schedule &s) {
  CompiledKernel k = build_kernel(s, Target::host());
  auto loaded = LoadedKernel::load(k);
  auto args = make_arguments(s.workload());
  for (double e : check_against_reference(s.workload(), *loaded, args)) EXPECT_LE(e, 1e-4);
}

TEST(PrimitiveTest, SplitByFactorAndByParts) {
  Schedule s(workload_from_spec("matmul:M=10,N=8,K=4"));
  auto [o, i] = s.split("C", "i", 4);
  EXPECT_EQ(o, "i.outer");
  EXPECT_EQ(leaves(s, "C"), (std::vector<std::string>{"i.outer:3", "i.inner:4", "j:8", "k:4"}));
  s.split_nparts("C", "j", 3);
  EXPECT_EQ(leaves(s, "C"), (std::vector<std::string>{"i.outer:3", "i.inner:4", "j.outer:3", "j.inner:3", "k:4"}));
  expect_correct(s);
}

TEST(PrimitiveTest, TileFuseReorder) {
  Schedule s(workload_from_spec("matmul:M=12,N=20,K=6"));
  auto t = s.tile("C", "i", "j", 4, 8);
  EXPECT_EQ(t, (std::vector<std::string>{"i.outer", "j.outer", "i.inner", "j.inner"}));
  std::string f = s.fuse("C", "i.outer", "j.outer");
  EXPECT_EQ(f, "i.outer.j.outer.fused");
  s.reorder("C", {"k", "i.inner", "j.inner"});
  EXPECT_EQ(leaves(s, "C"), (std::vector<std::string>{"i.outer.j.outer.fused:9", "k:6", "i.inner:4", "j.inner:8"}));
  s.parallel("C", f);
  s.vectorize("C", "j.inner");
  s.unroll("C", "i.inner");
  expect_correct(s);
}

TEST(PrimitiveTest, ComputeInlineAndComputeAt) {
  Schedule s(workload_from_spec("dense:M=16,N=24,K=8,bias=1,act=gelu"));
  auto t = s.tile("Y", "i", "j", 4, 8);
  s.compute_at("D", "Y", t[1]);
  s.vectorize("Y", t[3]);
  expect_correct(s);
  // D's loops now live inside Y's j.outer loop, over a 4 x 8 region.
  LoweredFunc f = lower(s, "k");
  std::string text = to_string(f.body);
  EXPECT_NE(text.find("allocate D[f32 * 32]"), std::string::npos) << text;

  Schedule s2(workload_from_spec("conv2d:N=1,C=3,H=8,W=8,K=4,R=3,S=3,pad=1"));
  s2.compute_inline("pad");
  expect_correct(s2);
}

// prefetch: the next iteration's region of an input, a line per iteration of `at`, the lines
// spread over every loop from `ahead` to `at`; refused with the reason when it names what is
// not there, and left out (a hint) when the index is not affine in the loops inside `ahead`.
TEST(PrimitiveTest, PrefetchTheNextIterationsRegion) {
  Schedule s(workload_from_spec("matmul:M=20,N=64,K=24"));
  std::string local = s.cache_write("C", "local");
  auto [jo, ji] = s.split("C", "j", 16);
  s.reorder("C", {jo, "i", ji});
  s.compute_at(local, "C", "i");
  s.prefetch(local, "B", "k", jo);
  expect_correct(s);
  std::string text = to_string(lower(s, "k").body);
  // B[k, j.outer * 16 + j]: the next column block starts 16 floats on and spans 23 * 64 + 16
  // floats (24 rows of 64, less the 48 past its last column): 93 lines of 16, and one more for
  // a start inside a line.
  EXPECT_NE(text.find("prefetch(B["), std::string::npos) << text;
  EXPECT_NE(text.find("< 94)"), std::string::npos) << text;
  EXPECT_NE(text.find("(j.outer * 16)) + 16)"), std::string::npos) << text;
  // What it names must be there, in order.
  Schedule t = s;
  EXPECT_THROW(t.prefetch(local, "C", "k", jo), ScheduleError);      // not an input
  EXPECT_THROW(t.prefetch(local, "B", "nope", jo), ScheduleError);   // no such loop
  EXPECT_THROW(t.prefetch(local, "B", "k", "nope"), ScheduleError);  // nor here
  EXPECT_THROW(t.prefetch(local, "B", "j", "k"), ScheduleError);     // ahead inside at
  EXPECT_THROW(t.prefetch("C", "A", ji, jo), ScheduleError);         // C does not read A
  Schedule split_after = s;
  split_after.split(local, "k", 4);
  EXPECT_THROW(lower(split_after, "k"), ScheduleError);
  Schedule vectorized(workload_from_spec("matmul:M=20,N=64,K=24"));
  std::string l3 = vectorized.cache_write("C", "local");
  auto [jo3, ji3] = vectorized.split("C", "j", 16);
  vectorized.reorder("C", {jo3, "i", ji3});
  vectorized.compute_at(l3, "C", "i");
  vectorized.reorder(l3, {"k", "j"});
  vectorized.prefetch(l3, "B", "j", jo3);
  vectorized.vectorize(l3, "j");
  EXPECT_THROW(lower(vectorized, "k"), ScheduleError);
  // Computed outside the loop it would prefetch ahead of.
  Schedule outside(workload_from_spec("matmul:M=20,N=64,K=24"));
  std::string l2 = outside.cache_write("C", "local");
  auto [jo2, ji2] = outside.split("C", "j", 16);
  outside.reorder("C", {"i", jo2, ji2});
  outside.compute_at(l2, "C", "i");
  EXPECT_THROW(outside.prefetch(l2, "B", "k", jo2), ScheduleError);
}

// A stage computed at a row loop `i` keeps its own loop `i` (one iteration there), which a plain
// `ahead` finds first: nothing to prefetch ahead of. Naming the stage reaches the row loop.
TEST(PrimitiveTest, PrefetchAheadOfAnEnclosingStagesLoopOfTheSameName) {
  auto softmax = [] {
    Schedule s(workload_from_spec("softmax:M=6,N=40"));
    for (const char *stage : {"expsum", "exp", "maxelem"}) s.compute_at(stage, "Y", "i");
    return s;
  };
  Schedule shadowed = softmax();
  shadowed.prefetch("exp", "X", "j", "i");
  expect_correct(shadowed);
  EXPECT_EQ(to_string(lower(shadowed, "k").body).find("prefetch("), std::string::npos);
  Schedule named = softmax();
  named.prefetch("exp", "X", "j", "i", "Y");
  expect_correct(named);
  std::string text = to_string(lower(named, "k").body);
  // The next row's 40 floats, three lines of 16 and one more for a start inside a line.
  EXPECT_NE(text.find("prefetch(X[(((j * 16) + (i * 40)) + 40)])"), std::string::npos) << text;
  Schedule wrong = softmax();
  EXPECT_THROW(wrong.prefetch("exp", "X", "j", "i", "maxelem"), ScheduleError);  // exp is not inside it
  EXPECT_THROW(wrong.prefetch("exp", "X", "j", "nope", "Y"), ScheduleError);     // Y has no such loop
}

// defer: the output row of iteration k is stored inside exp's loop of iteration k + 1 and the
// last row after the loop; the row's exponentials and their sum get two copies. The results are
// the same; a step that names what cannot be moved is refused with the reason, and one whose loop
// changed afterwards fails to lower.
TEST(PrimitiveTest, DeferIntoTheNextIterationsLoop) {
  auto softmax = [](const char *spec, int64_t rows_per_task) {
    Schedule s(workload_from_spec(spec));
    auto [tasks, row] = s.split("Y", "i", rows_per_task);
    s.parallel("Y", tasks);
    for (const char *stage : {"expsum", "exp", "maxelem"}) s.compute_at(stage, "Y", row);
    return std::make_pair(s, row);
  };
  auto [s, row] = softmax("softmax:M=12,N=40", 4);
  s.defer("Y", row, "exp");
  expect_correct(s);
  std::string text = to_string(lower(s, "k").body);
  EXPECT_NE(text.find("allocate exp[f32 * 80]"), std::string::npos) << text;
  EXPECT_NE(text.find("allocate expsum[f32 * 2]"), std::string::npos) << text;
  // In exp's loop, the previous row (40 floats back) from the other copy; after the loop, the
  // task's last row from copy 1.
  EXPECT_NE(text.find("(i.inner * 40)) - 40)] = (exp[(j + (floormod((i.inner + 1), 2) * 40))] / "
                      "expsum[floormod((i.inner + 1), 2)])"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Y[((j + (i.outer * 160)) + 120)] = (exp[(j + 40)] / expsum[1])"), std::string::npos) << text;
  Schedule again = Schedule::replay(s.workload(), s.trace());
  EXPECT_EQ(to_string(lower(again, "k").body), text);

  // Vectorized with a masked tail (40 = 2 x 16 + 8), streamed, into the max pass instead.
  auto [v, vrow] = softmax("softmax:M=16,N=40", 8);
  for (const char *stage : {"maxelem", "exp", "Y"}) {
    auto [o, i] = v.split(stage, "j", 16);
    if (std::string(stage) != "maxelem") v.vectorize(stage, i);
  }
  v.stream_stores("Y");
  v.defer("Y", vrow, "maxelem");
  expect_correct(v);

  // A row of one vector: the simplifier removes the passes' one-iteration loops, and the row
  // goes right after the next row's exponentials instead of inside their loop.
  auto [w, wrow] = softmax("softmax:M=16,N=8", 8);
  for (const char *stage : {"exp", "Y"}) w.vectorize(stage, "j");
  w.defer("Y", wrow, "exp");
  expect_correct(w);
  EXPECT_NE(to_string(lower(w, "k").body).find("if ((i.inner >= 1))"), std::string::npos);

  // Refused, each naming what is wrong, the schedule unchanged.
  auto refused = [](auto f, const std::string &expected) {
    try {
      f();
      ADD_FAILURE() << "accepted, expected: " << expected;
    } catch (const ScheduleError &e) {
      EXPECT_NE(std::string(e.what()).find(expected), std::string::npos) << e.what();
    }
  };
  auto [t, trow] = softmax("softmax:M=12,N=40", 4);
  size_t steps = t.trace().steps.size();
  refused([&] { t.defer("Y", "i.outer", "exp"); }, "the loop is parallel");
  refused([&] { t.defer("Y", trow, "nope"); }, "no stage 'nope'");
  refused([&] { t.defer("Y", "j", "exp"); }, "stage 'exp' is not computed at that loop");
  refused([&] { t.defer("expsum", "j", "exp"); }, "the stage is a reduction");
  EXPECT_EQ(t.trace().steps.size(), steps);
  t.defer("Y", trow, "exp");
  refused([&] { t.defer("Y", trow, "maxelem"); }, "already deferred");

  // What lowering needs of the loop.
  auto [parallel_after, prow] = softmax("softmax:M=12,N=40", 4);
  parallel_after.defer("Y", prow, "exp");
  parallel_after.parallel("Y", prow);
  refused([&] { lower(parallel_after, "k"); }, "the loop is parallel");
  auto [guarded, grow] = softmax("softmax:M=10,N=40", 4);  // 10 rows in tasks of 4
  guarded.defer("Y", grow, "exp");
  refused([&] { lower(guarded, "k"); }, "does not end with the stage's statements");
  // Loops of different extents (exp's outer loop 5, Y's 40): the row goes after exp's loop.
  auto [uneven, urow] = softmax("softmax:M=12,N=40", 4);
  uneven.split("exp", "j", 8);
  uneven.defer("Y", urow, "exp");
  expect_correct(uneven);
}

TEST(PrimitiveTest, ComputeAtWithSeveralReadersAtOneLoop) {
  // softmax: exp is read by expsum and Y; both at Y's row loop, exp there too: one row each.
  Schedule s(workload_from_spec("softmax:M=6,N=40"));
  for (const char *stage : {"expsum", "exp", "maxelem"}) s.compute_at(stage, "Y", "i");
  expect_correct(s);
  std::string text = to_string(lower(s, "k").body);
  EXPECT_NE(text.find("allocate exp[f32 * 40]"), std::string::npos) << text;
}

TEST(PrimitiveTest, VectorizedReductionKeepsPartialsPerLane) {
  // 40 = 2 * 16 + 8: a masked last block; the partial results are folded after the loop.
  for (const char *spec : {"softmax:M=6,N=40", "matmul:M=5,N=3,K=40"}) {
    Schedule s(workload_from_spec(spec));
    std::string stage = s.has_stage("expsum") ? "expsum" : "C";
    std::string axis = stage == "C" ? "k" : "j";
    auto [o, i] = s.split(stage, axis, 16);
    s.vectorize_reduction(stage, i);
    expect_correct(s);
    std::string text = to_string(lower(s, "k").body);
    EXPECT_NE(text.find("allocate " + stage + ".lanes[f32 * 16]"), std::string::npos) << text;
    EXPECT_NE(text.find(stage + ".lanes[ramp(0, 1, 16)] = "), std::string::npos) << text;
  }
  Schedule m(workload_from_spec("softmax:M=3,N=100"));
  auto [o, i] = m.split("maxelem", "j", 64);
  m.vectorize_reduction("maxelem", i);
  expect_correct(m);
}

TEST(PrimitiveTest, LanePartialsFoldAsATreeWherePowersOfTwoAllow) {
  // 16 lanes: the upper half folded into the lower, 8, 4, 2, then one lane; 12 lanes: in order.
  Schedule tree(workload_from_spec("layernorm:M=5,N=70"));
  auto [to, ti] = tree.split("xsum", "j", 16);
  tree.vectorize_reduction("xsum", ti);
  expect_correct(tree);
  std::string text = to_string(lower(tree, "k").body);
  for (const char *step : {"xsum.lanes[ramp(0, 1, 8)] = (xsum.lanes[ramp(0, 1, 8)] + xsum.lanes[ramp(8, 1, 8)])",
                           "xsum.lanes[ramp(0, 1, 2)] = (xsum.lanes[ramp(0, 1, 2)] + xsum.lanes[ramp(2, 1, 2)])",
                           "xsum.lanes[0] = (xsum.lanes[0] + xsum.lanes[1])"})
    EXPECT_NE(text.find(step), std::string::npos) << step << "\n" << text;
  EXPECT_EQ(text.find("xsum.lanes[15]"), std::string::npos) << text;
  // A max folds the same way, with max at every step.
  Schedule max_tree(workload_from_spec("softmax:M=3,N=40"));
  auto [mo, mi] = max_tree.split("maxelem", "j", 8);
  max_tree.vectorize_reduction("maxelem", mi);
  expect_correct(max_tree);
  std::string max_text = to_string(lower(max_tree, "k").body);
  EXPECT_NE(
      max_text.find("maxelem.lanes[ramp(0, 1, 4)] = max(maxelem.lanes[ramp(0, 1, 4)], maxelem.lanes[ramp(4, 1, 4)])"),
      std::string::npos)
      << max_text;

  Schedule chain(workload_from_spec("softmax:M=4,N=50"));
  auto [co, ci] = chain.split("maxelem", "j", 12);
  chain.vectorize_reduction("maxelem", ci);
  expect_correct(chain);
  text = to_string(lower(chain, "k").body);
  EXPECT_NE(text.find("maxelem.lanes[11]"), std::string::npos) << text;
}

TEST(PrimitiveTest, CacheBlockingOfMNAndKWithAPackPerBlock) {
  // BLIS-like blocking: column panels, then K blocks, then row blocks; B's block for each
  // (panel, K block) packed at the K-block loop into a contiguous kc x nr buffer. 70 and 45
  // divide by neither tile, so every level has a partial block.
  Schedule s(workload_from_spec("matmul:M=45,N=70,K=70"));
  auto t = s.tile("C", "i", "j", 8, 32);
  auto [ko, ki] = s.split("C", "k", 16);
  s.reorder("C", {t[1], ko, t[0], ki, t[2], t[3]});
  s.unroll("C", t[2]);
  s.vectorize("C", t[3]);
  s.parallel("C", t[1]);
  std::string packed = s.cache_read("B", "global", {"C"});
  s.compute_at(packed, "C", ko);
  auto [po, pi] = s.split(packed, "j", 16);
  s.vectorize(packed, pi);
  expect_correct(s);
  std::string text = to_string(lower(s, "k").body);
  EXPECT_NE(text.find("allocate B.global[f32 * 512]"), std::string::npos) << text;  // 16 x 32 per block
}

TEST(PrimitiveTest, CacheWriteGivesALocalAccumulator) {
  Schedule s(workload_from_spec("matmul:M=16,N=32,K=8"));
  std::string cc = s.cache_write("C", "local");
  EXPECT_EQ(cc, "C.local");
  auto t = s.tile("C", "i", "j", 4, 16);
  s.compute_at(cc, "C", t[1]);
  s.reorder(cc, {"k", "i", "j"});
  s.unroll(cc, "i");
  s.vectorize(cc, "j");
  std::string text = to_string(lower(s, "k").body);
  EXPECT_NE(text.find("allocate C.local[f32 * 64] in local"), std::string::npos) << text;
  expect_correct(s);
}

// rfactor: C[i, j] = sum_s C.rf[s, i, j], C.rf[s, i, j] = sum over k = (ko * 3 + s) * 4 + ki.
TEST(PrimitiveTest, RfactorSplitsASumIntoSlices) {
  Schedule s(workload_from_spec("matmul:M=6,N=10,K=24"));
  std::string rf = s.rfactor("C", 3, 4);
  EXPECT_EQ(rf, "C.rf");
  EXPECT_EQ(leaves(s, rf), (std::vector<std::string>{"s:3", "i:6", "j:10", "k.o:2", "k.i:4"}));
  EXPECT_EQ(leaves(s, "C"), (std::vector<std::string>{"i:6", "j:10", "s:3"}));
  expect_correct(s);
  // Scheduled further, as any stage: computed at the output's rows, a local array of slices.
  std::string local = s.cache_write(rf, "local");
  s.compute_inline(rf);
  s.compute_at(local, "C", "i");
  expect_correct(s);
  // The same from the trace (replay).
  Schedule again = Schedule::replay(s.workload(), s.trace());
  expect_correct(again);

  // Refusals, each naming what is wrong, the schedule kept.
  Schedule r(workload_from_spec("matmul:M=6,N=10,K=24"));
  auto refused = [&](auto f, const std::string &expected) {
    try {
      f();
      ADD_FAILURE() << "accepted, expected: " << expected;
    } catch (const ScheduleError &e) {
      EXPECT_NE(std::string(e.what()).find(expected), std::string::npos) << e.what();
    }
  };
  refused([&] { r.rfactor("C", 5, 1); }, "not a multiple of 5 slices");
  refused([&] { r.rfactor("C", 1, 4); }, "at least 2 slices");
  EXPECT_EQ(r.stages().size(), Schedule(r.workload()).stages().size());
  r.split("C", "i", 2);
  refused([&] { r.rfactor("C", 2, 4); }, "must come before split");
  Schedule conv(workload_from_spec("conv2d:N=1,C=4,H=6,W=6,K=4,R=3,S=3,pad=1"));
  refused([&] { conv.rfactor("O", 2, 2); }, "one reduction axis");
}

TEST(PrimitiveTest, CacheReadWithBlockedLayoutPacksAnInput) {
  Schedule s(workload_from_spec("matmul:M=8,N=40,K=8"));
  std::string bp = s.cache_read("B", "global", {"C"});
  EXPECT_EQ(bp, "B.global");
  s.transform_layout(bp, LayoutTransform{{{1, 16}}, {1, 0, 2}});
  // B[K=8, N=40] is stored as [3][8][16]: 384 elements, padded.
  std::string text = to_string(lower(s, "k").body);
  EXPECT_NE(text.find("allocate B.global[f32 * 384]"), std::string::npos) << text;
  expect_correct(s);
}

TEST(PrimitiveTest, ComputeRootUndoesComputeAt) {
  Schedule s(workload_from_spec("dense:M=4,N=16,K=8,bias=1"));
  s.compute_at("D", "Y", "i");
  s.compute_root("D");
  EXPECT_EQ(s.stage("D").attach, AttachKind::Root);
  expect_correct(s);
}

TEST(PrimitiveTest, BindIsRecordedForGpuTargets) {
  Schedule s(workload_from_spec("add:M=64,N=64"));
  s.bind("C", "i", "blockIdx.x");
  s.bind("C", "j", "threadIdx.x");
  std::string text = to_string(lower(s, "k").body);
  EXPECT_NE(text.find("thread_binding blockIdx.x"), std::string::npos) << text;
}

TEST(PrimitiveTest, CopiesAreIndependent) {
  Schedule s(workload_from_spec("add:M=8,N=8"));
  Schedule copy = s;
  copy.vectorize("C", "j");
  EXPECT_EQ(s.stage("C").leaf_axes[1]->kind, ForKind::Serial);
  EXPECT_EQ(copy.stage("C").leaf_axes[1]->kind, ForKind::Vectorized);
}

}  // namespace
}  // namespace ktune
