// What lowering decides, checked on the printed loop IR.
#include <gtest/gtest.h>

#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/lower/Lower.h"
#include "ktune/lower/Passes.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

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

TEST(LowerTest, NonDividingSplitIsGuardedOnlyInItsLastIteration) {
  // 10 = 2 * 4 + 2: the first two outer iterations get a guard-free copy; in the last one the
  // guard on i.outer * 4 + i.inner < 10 becomes i.inner < 2.
  Schedule s(workload_from_spec("add:M=10,N=4"));
  s.split("C", "i", 4);
  std::string text = lowered(s);
  EXPECT_NE(text.find("if ((i.outer < 2)) {"), std::string::npos) << text;
  EXPECT_NE(text.find("if ((i.inner < 2))"), std::string::npos) << text;
  EXPECT_EQ(text.find("for (i.outer", text.find("for (i.outer") + 1), std::string::npos) << text;  // one loop
  Schedule d(workload_from_spec("add:M=12,N=4"));
  d.split("C", "i", 4);
  EXPECT_EQ(lowered(d).find("if"), std::string::npos);  // divides: no guard
}

TEST(LowerTest, PartitionedParallelLoopStaysOneRegionAndOnlyItsTailIsMasked) {
  // 20 = 2 * 8 + 4 columns, vectorized by 8 under a parallel outer loop: the first two
  // iterations store whole vectors, the last one a masked vector, in one parallel loop.
  Schedule s(workload_from_spec("add:M=2,N=20"));
  auto [jo, ji] = s.split("C", "j", 8);
  s.reorder("C", {jo, "i", ji});
  s.parallel("C", jo);
  s.vectorize("C", ji);
  std::string text = lowered(s);
  EXPECT_NE(text.find("if ((j.outer < 2)) {"), std::string::npos) << text;
  size_t split = text.find("} else {");
  ASSERT_NE(split, std::string::npos) << text;
  EXPECT_EQ(text.substr(0, split).find(" if (ramp"), std::string::npos) << text;  // no mask before the else
  EXPECT_NE(text.find(" if (ramp", split), std::string::npos) << text;
  EXPECT_EQ(text.find("parallel", text.find("parallel") + 1), std::string::npos) << text;
}

// An inlined zero padding tests both ends of the input row and column: the output's interior
// (rows and columns 1..6 of 8 with a 3x3 kernel) gets a copy without the tests, the border
// keeps them, and the loops stay one nest.
TEST(LowerTest, InlinedPaddingLeavesTheInteriorWithoutBoundsTests) {
  Schedule s(workload_from_spec("conv2d:N=1,C=4,H=8,W=8,K=4,R=3,S=3,pad=1,layout=nhwc"));
  s.compute_inline("pad");
  std::string text = lowered(s);
  // Row 0, then rows 1..6, then row 7; in the interior rows, column 0, columns 1..6, column 7.
  size_t rows = text.find("if ((j < 7)) {", text.find("if ((j < 1)) {"));
  ASSERT_NE(rows, std::string::npos) << text;
  size_t columns = text.find("if ((k < 7)) {", text.find("if ((k < 1)) {", rows));
  ASSERT_NE(columns, std::string::npos) << text;
  size_t border = text.find("} else {", columns);
  ASSERT_NE(border, std::string::npos) << text;
  EXPECT_EQ(text.substr(columns, border - columns).find("select"), std::string::npos) << text;
  EXPECT_NE(text.find("select", border), std::string::npos) << text;
  EXPECT_NE(text.substr(0, rows).find("select"), std::string::npos) << text;  // row 0 keeps its tests
  EXPECT_EQ(text.find("for (j", text.find("for (j") + 1), std::string::npos) << text;
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

// A vector divided by one value in every lane is multiplied by its reciprocal; a scalar
// division (the loop not vectorized) stays a division.
TEST(LowerTest, VectorDivisionByABroadcastIsAReciprocalMultiply) {
  Schedule s(workload_from_spec("softmax:M=4,N=64"));
  auto [o, i] = s.split("Y", "j", 16);
  s.vectorize("Y", i);
  std::string text = lowered(s);
  EXPECT_NE(text.find("Y[ramp("), std::string::npos) << text;
  EXPECT_NE(text.find("* x16((1.0f / expsum[i]))"), std::string::npos) << text;
  EXPECT_EQ(text.find("/ x16("), std::string::npos) << text;
  Schedule scalar(workload_from_spec("softmax:M=4,N=64"));
  std::string scalar_text = lowered(scalar);
  EXPECT_NE(scalar_text.find("/ expsum["), std::string::npos) << scalar_text;
  EXPECT_EQ(scalar_text.find("1.0f /"), std::string::npos) << scalar_text;
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

// drop_padded_taps removes an accumulation of a product with a literal zero (scalar or
// broadcast, either side), and only that: a plain store of such a product, or an add to another
// element, is a result the program asked for.
TEST(LowerTest, PaddedTapsAreDroppedFromAccumulationsOnly) {
  Var i("i");
  Buffer a = make_buffer("A", DataType::f32(), {8}), b = make_buffer("B", DataType::f32(), {8});
  Expr zero(0.0f), ai = BufferLoad::make(a, {i}), bi = BufferLoad::make(b, {i});
  Stmt body = Block::make({BufferStore::make(b, {i}, bi + zero * ai),                         // dropped
                           BufferStore::make(b, {i}, bi + ai * zero),                         // dropped
                           BufferStore::make(b, {i}, ai * zero + bi),                         // dropped
                           BufferStore::make(b, {i}, ai * zero),                              // kept
                           BufferStore::make(b, {i}, BufferLoad::make(b, {i + 0 * i}) + ai),  // kept
                           BufferStore::make(b, {i}, BufferLoad::make(a, {i}) + zero * ai),   // kept
                           // kept: the load's mask is not the store's, so unmasked lanes change
                           BufferStore::make(b, {i}, BufferLoad::make(b, {i}, i < 4) + zero * ai),
                           BufferStore::make(b, {i}, bi + zero * (ai + 1.0f))});  // kept: not a load
  Stmt s = simplify(drop_padded_taps(For::make(i, Expr(0), Expr(8), ForKind::Serial, body)));
  EXPECT_EQ(to_string(s),
            "for (i, 0, 8) {\n  B[i] = (A[i] * 0.0f)\n  B[i] = (B[i] + A[i])\n  B[i] = (A[i] + (0.0f * A[i]))\n"
            "  B[i] = (B[i] if (i < 4) + (0.0f * A[i]))\n  B[i] = (B[i] + (0.0f * (A[i] + 1.0f)))\n}\n");
  // Where every statement of a loop goes, the loop goes.
  EXPECT_FALSE(simplify(drop_padded_taps(
                            For::make(i, Expr(0), Expr(8), ForKind::Serial, BufferStore::make(b, {i}, bi + zero * ai))))
                   .defined());
}

TEST(LowerTest, InspectLogHasEveryPass) {
  Schedule s(workload_from_spec("add:M=2,N=2"));
  LowerLog log;
  lowered(s, &log);
  std::vector<std::string> passes;
  for (auto &[p, t] : log) passes.push_back(p);
  EXPECT_EQ(passes, (std::vector<std::string>{"make_loop_nest", "simplify", "partition_loops", "storage_flatten",
                                              "vectorize_loops", "unroll_loops"}));
}

// make_loop_nest leaves a vectorized or thread-shared reduction as a Reduce update naming its
// loops; the reduction passes each rewrite theirs, and no Reduce reaches the later passes.
TEST(LowerTest, MarkedReductionsAreLoweredByTheirOwnPasses) {
  auto pass_text = [](const LowerLog &log, const std::string &pass) {
    for (auto &[name, text] : log)
      if (name == pass) return text;
    return std::string();
  };
  Schedule lanes(workload_from_spec("matmul:M=8,N=8,K=32"));
  auto [ko, ki] = lanes.split("C", "k", 8);
  lanes.vectorize_reduction("C", ki);
  LowerLog log;
  std::string final_text = lowered(lanes, &log);
  EXPECT_NE(pass_text(log, "make_loop_nest").find("sum("), std::string::npos) << log[0].second;
  std::string lowered_lanes = pass_text(log, "lower_lane_reductions");
  EXPECT_NE(lowered_lanes.find("C.lanes["), std::string::npos) << lowered_lanes;
  EXPECT_EQ(lowered_lanes.find("sum("), std::string::npos) << lowered_lanes;
  EXPECT_EQ(pass_text(log, "lower_thread_reductions"), "");  // nothing of its own: not logged
  EXPECT_EQ(final_text.find("sum("), std::string::npos) << final_text;

  Schedule threads(workload_from_spec("matmul:M=8,N=8,K=32"));
  auto [to, ti] = threads.split("C", "k", 32);
  threads.bind("C", "i", "blockIdx.x");
  threads.bind("C", "j", "threadIdx.y");
  threads.bind("C", ti, "threadIdx.x");
  LowerLog thread_log;
  lowered(threads, &thread_log);
  std::string shared = pass_text(thread_log, "lower_thread_reductions");
  EXPECT_NE(shared.find("shuffle_xor"), std::string::npos) << shared;
  EXPECT_EQ(shared.find("sum("), std::string::npos) << shared;
  EXPECT_EQ(pass_text(thread_log, "lower_lane_reductions"), "");
}

// A lane reduction's loops stay rolled when they run long (the lanes are its independent
// chains; unrolled, LLVM kept a row's loads live between layernorm's two sums and spilled them),
// and are left to LLVM when they run a few steps.
TEST(LowerTest, LongLaneReductionLoopsStayRolled) {
  auto reduction_loop = [](int64_t k) {
    Schedule s(workload_from_spec("matmul:M=2,N=2,K=" + std::to_string(k)));
    auto [ko, ki] = s.split("C", "k", 8);
    s.vectorize_reduction("C", ki);
    std::string text = lowered(s);
    size_t at = text.find("for (k.outer");
    return at == std::string::npos ? text : text.substr(at, text.find('\n', at) - at);
  };
  EXPECT_EQ(reduction_loop(40), "for (k.outer, 0, 5) rolled {");
  EXPECT_EQ(reduction_loop(32), "for (k.outer, 0, 4) {");
}

// An edge tile's accumulators lose the vectorizer's lane mask; the memory behind it keeps it.
// Built by hand: out[j*4 .. j*4+3] for the last j of a 7-wide row, one masked 4-lane tile.
TEST(LowerTest, EdgeTileAccumulatorsAreUnmaskedAndTheirMemoryIsNot) {
  Var j("j"), k("k");
  Buffer in = make_buffer("in", DataType::f32(), {7}), w = make_buffer("w", DataType::f32(), {3});
  Buffer out = make_buffer("out", DataType::f32(), {7});
  auto tile = [&](Buffer acc, Expr mask, Expr acc_mask, Expr w_index) {
    Expr lanes = Ramp::make(j * 4, 1, 4);
    Expr at = Ramp::make(0, 1, 4);
    Stmt init = BufferStore::make(acc, {at}, Broadcast::make(FloatImm::make(DataType::f32(), 0.0), 4), acc_mask);
    Expr product = BufferLoad::make(in, {lanes}, mask) * BufferLoad::make(w, {w_index}, mask);
    Stmt update = BufferStore::make(acc, {at}, BufferLoad::make(acc, {at}, acc_mask) + product, acc_mask);
    Stmt store = BufferStore::make(out, {lanes}, BufferLoad::make(acc, {at}, acc_mask), mask);
    return For::make(j, 1, 1, ForKind::Serial,
                     Allocate::make(acc, Block::make({init, For::make(k, 0, 3, ForKind::Serial, update), store})));
  };
  Expr mask = Ramp::make(j * 4, 1, 4) < Broadcast::make(Expr(int64_t{7}), 4);
  Buffer acc = make_buffer("acc", DataType::f32(), {4}, MemoryScope::Local);
  std::string text = to_string(unmask_register_tiles(tile(acc, mask, mask, Broadcast::make(Expr(k), 4))));
  EXPECT_NE(text.find("acc[ramp(0, 1, 4)] = (acc[ramp(0, 1, 4)] + (in[ramp((j * 4), 1, 4)] if "), std::string::npos)
      << text;
  EXPECT_NE(text.find("* x4(w[k])"), std::string::npos) << text;  // lane 0 (j * 4 = 4 < 7) is active
  EXPECT_NE(text.find("out[ramp((j * 4), 1, 4)] = acc[ramp(0, 1, 4)] if "), std::string::npos) << text;

  // A mask that changes inside the allocation (with k) could leave a lane that one step wrote
  // and the next reads: every mask stays.
  Expr moving = Ramp::make(j * 4, 1, 4) < Broadcast::make(Expr(k) + 5, 4);
  std::string kept = to_string(unmask_register_tiles(tile(acc, moving, moving, Broadcast::make(Expr(k), 4))));
  EXPECT_NE(kept.find("acc[ramp(0, 1, 4)] = (acc[ramp(0, 1, 4)] if "), std::string::npos) << kept;
  // A global buffer is not a register tile.
  Buffer global = make_buffer("acc", DataType::f32(), {4});
  std::string memory = to_string(unmask_register_tiles(tile(global, mask, mask, Broadcast::make(Expr(k), 4))));
  EXPECT_NE(memory.find("acc[ramp(0, 1, 4)] = (acc[ramp(0, 1, 4)] if "), std::string::npos) << memory;
  // A lane-varying address is memory the mask guards.
  std::string gathered =
      to_string(unmask_register_tiles(tile(acc, mask, mask, Ramp::make(Expr(k), 0, 4) + Ramp::make(0, 1, 4))));
  EXPECT_EQ(gathered.find("x4(w["), std::string::npos) << gathered;

  // Accesses that put an element in another lane, or read it where its lane is not the
  // store's, keep every mask.
  auto keeps_masks = [&](const Stmt &s) { return unmask_register_tiles(s).same_as(s); };
  Expr at = Ramp::make(0, 1, 4), shifted = Ramp::make(1, 1, 4);
  Buffer wide = make_buffer("acc", DataType::f32(), {8}, MemoryScope::Local);
  Stmt zero = BufferStore::make(wide, {at}, Broadcast::make(FloatImm::make(DataType::f32(), 0.0), 4), mask);
  Expr lanes = Ramp::make(j * 4, 1, 4);
  Stmt other_lane = BufferStore::make(out, {lanes}, BufferLoad::make(wide, {shifted}, mask), mask);
  EXPECT_TRUE(keeps_masks(Allocate::make(wide, Block::make({zero, other_lane}))));
  Expr chosen = Select::make(lanes < Broadcast::make(Expr(int64_t{6}), 4), BufferLoad::make(wide, {at}, mask),
                             Broadcast::make(FloatImm::make(DataType::f32(), 1.0), 4));
  Stmt selected = BufferStore::make(out, {lanes}, chosen, mask);
  EXPECT_FALSE(keeps_masks(Allocate::make(wide, Block::make({zero, selected}))));  // lane-wise: fine
  Stmt unmasked_store = BufferStore::make(out, {lanes}, BufferLoad::make(wide, {at}, mask));
  EXPECT_TRUE(keeps_masks(Allocate::make(wide, Block::make({zero, unmasked_store}))));
  Buffer n = make_buffer("n", DataType::i64(), {1});
  Expr moved = Ramp::make(0, 1, 4) < Broadcast::make(BufferLoad::make(n, {Expr(int64_t{0})}), 4);
  Stmt zero_moved = BufferStore::make(wide, {at}, Broadcast::make(FloatImm::make(DataType::f32(), 0.0), 4), moved);
  Stmt read_moved = BufferStore::make(out, {lanes}, BufferLoad::make(wide, {at}, moved), moved);
  EXPECT_TRUE(keeps_masks(Allocate::make(wide, Block::make({zero_moved, read_moved}))));  // mask read from memory
}

// Lowering decides what runs on the thread pool: the outermost parallel loops are tasks with
// their closures (the loop variables around them and the buffers they use, in first use), and
// a parallel loop inside one is a serial loop in the printed IR.
TEST(LowerTest, ParallelLoopsAreOutlinedWithTheirClosures) {
  Schedule s(workload_from_spec("matmul:M=4,N=5,K=6"));
  s.parallel("C", "j");
  LoweredFunc outer_serial = lower(s, "k");
  ASSERT_EQ(outer_serial.tasks.size(), 1u);  // init and update share the j loop
  EXPECT_EQ(outer_serial.tasks[0].name, "k.parallel0");
  ASSERT_EQ(outer_serial.tasks[0].captured_vars.size(), 1u);
  EXPECT_EQ(outer_serial.tasks[0].captured_vars[0]->name, "i");

  s.parallel("C", "i");
  LowerLog log;
  LoweredFunc nested = lower(s, "k", &log);
  ASSERT_EQ(nested.tasks.size(), 1u);
  EXPECT_TRUE(nested.tasks[0].captured_vars.empty());
  std::vector<std::string> buffers;
  for (auto *b : nested.tasks[0].captured_buffers) buffers.push_back(b->name);
  EXPECT_EQ(buffers, (std::vector<std::string>{"C", "A", "B"}));
  std::string text = to_string(nested.body);
  EXPECT_NE(text.find("for (i, 0, 4) parallel"), std::string::npos) << text;
  EXPECT_EQ(text.find("for (j, 0, 5) parallel"), std::string::npos) << text;
  EXPECT_EQ(log.back().first, "outline_parallel_loops");
}

}  // namespace
}  // namespace ktune
