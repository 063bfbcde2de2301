// Every expert schedule (schedules/) against the reference, on the shapes of the CPU benchmark
// (bench_cpu) and on shapes its tiles do not divide.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/lower/Lower.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"
#include "ktune/target/CpuCaches.h"

namespace ktune {
namespace {

void expect_correct(const Schedule &s) {
  const Workload &w = s.workload();
  auto loaded = LoadedKernel::load(build_kernel(s, Target::host()));
  auto args = make_arguments(w);
  for (double e : check_against_reference(w, *loaded, args)) EXPECT_LE(e, tolerance_for(DataType::f32())) << w.spec;
}

class ExpertScheduleTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ExpertScheduleTest, MatchesReference) {
  Workload w = workload_from_spec(GetParam());
  ASSERT_NE(find_template(w.op_name), nullptr) << "no template for " << w.op_name;
  expect_correct(schedule_from_template(w, Target::host()));
}

INSTANTIATE_TEST_SUITE_P(Benchmark, ExpertScheduleTest,
                         ::testing::Values("matmul:M=1024,N=1024,K=1024", "matmul:M=512,N=512,K=512",
                                           "matmul:M=2048,N=2048,K=2048", "matmul:M=127,N=255,K=63",
                                           "dense:M=128,N=3072,K=768,bias=1,act=gelu",
                                           "batch_matmul:B=12,M=128,N=128,K=64", "softmax:M=4096,N=1024",
                                           "layernorm:M=4096,N=1024",
                                           "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nchw",
                                           "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nhwc",
                                           "depthwise_conv2d:N=1,C=64,H=56,W=56,R=3,S=3,pad=1,layout=nchw"),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           std::string name;
                           for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

INSTANTIATE_TEST_SUITE_P(
    NonDividing, ExpertScheduleTest,
    ::testing::Values(
        "matmul:M=5,N=3,K=7", "matmul:M=96,N=200,K=33", "matmul:M=13,N=47,K=129",
        "dense:M=37,N=70,K=19,bias=1,act=gelu", "dense:M=9,N=33,K=5", "dense:M=10,N=50,K=8,bias=1,act=relu",
        "dense:M=21,N=70,K=19,bias=1,residual=1,act=gelu", "dense:M=37,N=96,K=19,bias=1,act=gelu,nblock=32",
        "dense:M=9,N=48,K=5,nblock=16", "batch_matmul:B=3,M=17,N=33,K=5", "softmax:M=7,N=1000", "softmax:M=3,N=5",
        // Deferred rows (tasks of 8 or more): a row of one vector or less, whose passes' one-iteration
        // loops the simplifier removes, and a masked tail.
        "softmax:M=64,N=64", "softmax:M=16,N=1", "softmax:M=48,N=100", "layernorm:M=9,N=77", "layernorm:M=2,N=3",
        "conv2d:N=2,C=3,H=15,W=13,K=4,R=5,S=3,stride=2,pad=2,dilation=2",
        "conv2d:N=1,C=5,H=9,W=11,K=7,R=3,S=3,layout=nhwc", "conv2d:N=1,C=6,H=20,W=37,K=19,R=3,S=3,pad=1",
        "conv2d:N=1,C=6,H=20,W=37,K=19,R=3,S=3,pad=1,stride=2,layout=nhwc",
        "depthwise_conv2d:N=1,C=8,H=14,W=14,R=3,S=3,pad=1,stride=2,layout=nhwc",
        "depthwise_conv2d:N=2,C=5,H=10,W=9,R=3,S=3,pad=1", "depthwise_conv2d:N=1,C=21,H=40,W=35,R=5,S=5,pad=2",
        "conv2d:N=1,C=6,H=20,W=37,K=19,R=3,S=3,pad=1,bias=1,residual=1,act=relu",
        "conv2d:N=1,C=5,H=9,W=11,K=7,R=1,S=1,stride=2,layout=nhwc,bias=1,act=relu6",
        "depthwise_conv2d:N=1,C=21,H=15,W=14,R=3,S=3,pad=1,stride=2,bias=1,act=relu6",
        "depthwise_conv2d:N=1,C=8,H=9,W=9,R=3,S=3,pad=1,layout=nhwc,bias=1,residual=1",
        "conv2d:N=1,C=6,H=9,W=11,K=48,R=3,S=3,pad=1,stride=2,layout=nhwc,kblock=16,bias=1,residual=1,act=relu",
        "conv2d:N=1,C=512,H=7,W=7,K=512,R=3,S=3,pad=1,layout=nhwc,kblock=32,bias=1,act=relu"),
    [](const ::testing::TestParamInfo<std::string> &info) {
      std::string name;
      for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
      return name;
    });

// NHWC conv2d with blocked weights: every channel tile of its space (each lies within a block)
// with rows or channel tiles outermost.
TEST(TemplateTest, BlockedConvWeightsEveryTileAndLoopOrder) {
  Workload w = workload_from_spec("conv2d:N=1,C=9,H=6,W=7,K=64,R=3,S=3,pad=1,layout=nhwc,kblock=32,bias=1,residual=1");
  Target host = Target::host();
  KnobDomains d = knob_domains(template_for(w, host), w, host);
  ASSERT_FALSE(d.at("kr").empty());
  for (int64_t kr : d.at("kr")) {
    EXPECT_EQ(32 % kr, 0) << "channel tile " << kr << " crosses a weight block";
    for (int64_t k_outer : {0, 1}) {
      SCOPED_TRACE("kr=" + std::to_string(kr) + " k_outer=" + std::to_string(k_outer));
      expect_correct(
          schedule_from_template(w, host, {{"kr", kr}, {"k_outer", k_outer}, {"flatten", 0}, {"rc_block", 0}}));
    }
  }
  EXPECT_THROW(workload_from_spec("conv2d:N=1,C=4,H=6,W=6,K=48,R=3,S=3,layout=nhwc,kblock=32"), UserError);
  EXPECT_THROW(workload_from_spec("conv2d:N=1,C=4,H=6,W=6,K=64,R=3,S=3,kblock=32"), UserError);  // NCHW
}

// dense with weights packed in panels (nblock): every tile width of its space lies within a
// panel, and the template does not pack them again.
TEST(TemplateTest, PackedDenseWeightsEveryTile) {
  Workload w = workload_from_spec("dense:M=13,N=64,K=9,bias=1,residual=1,act=relu,nblock=32");
  Target host = Target::host();
  KnobDomains d = knob_domains(template_for(w, host), w, host);
  EXPECT_EQ(d.at("pack_b"), std::vector<int64_t>{0});
  ASSERT_FALSE(d.at("nr").empty());
  for (int64_t nr : d.at("nr")) {
    EXPECT_EQ(32 % nr, 0) << "tile width " << nr << " crosses a weight panel";
    for (int64_t panel_outer : {0, 1}) {
      SCOPED_TRACE("nr=" + std::to_string(nr) + " panel_outer=" + std::to_string(panel_outer));
      expect_correct(schedule_from_template(w, host, {{"nr", nr}, {"panel_outer", panel_outer}}));
    }
  }
  EXPECT_THROW(schedule_from_template(w, host, {{"pack_b", 1}}), UserError);
  expect_correct(schedule_from_template(workload_from_spec("dense:M=5,N=40,K=6,bias=1,nblock=32"), host));  // padded
  EXPECT_THROW(workload_from_spec("dense:M=4,N=64,K=4,nblock=-32"), UserError);
}

// An NHWC channel count that the default two-vector tile does not divide (MobileNetV2's 24 and
// 144) gets the widest tile of one vector or part of one that divides it, and every tile in the
// space computes the reference.
TEST(TemplateTest, NhwcChannelTileDividesAnOddChannelCount) {
  Target host = Target::host();
  int64_t lanes = host.vector_bits() / 32;
  // 24: 8-lane tiles (AVX-512, AVX2); 20: 4-lane tiles.
  for (int64_t K : {24, 20}) {
    Workload w =
        workload_from_spec("conv2d:N=1,C=6,H=7,W=9,K=" + std::to_string(K) + ",R=1,S=1,layout=nhwc,bias=1,residual=1");
    KnobValues defaults = template_for(w, host).defaults(w, host);
    SCOPED_TRACE("K=" + std::to_string(K) + " kr=" + std::to_string(defaults.at("kr")) +
                 " lanes=" + std::to_string(lanes));
    if (lanes >= 8) {  // SSE has no part of a vector of 4 lanes or more that divides 20
      EXPECT_EQ(K % defaults.at("kr"), 0);
    }
    KnobDomains d = knob_domains(template_for(w, host), w, host);
    for (int64_t kr : d.at("kr")) {
      SCOPED_TRACE("kr=" + std::to_string(kr));
      expect_correct(schedule_from_template(w, host, {{"kr", kr}}));
    }
  }
  // 144 = 4.5 tiles of two AVX-512 vectors: one-vector tiles, which divide it.
  Workload whole = workload_from_spec("conv2d:N=1,C=6,H=7,W=9,K=144,R=1,S=1,layout=nhwc");
  int64_t kr = template_for(whole, host).defaults(whole, host).at("kr");
  EXPECT_EQ(144 % kr, 0) << kr;
  EXPECT_EQ(kr % lanes, 0) << kr;
}

// NCHW conv2d with its output positions flattened (rows of positions across the image's rows):
// every position and channel tile, both kernel-row orders, 1x1 and 3x3 and dilated kernels, a
// plane that the tiles do not divide; contiguous loads and stores, no division left per lane;
// offered only where the input's flattened index moves with the output's, and refused with a
// reason elsewhere.
TEST(TemplateTest, NchwFlattenedPositionsEveryTile) {
  Target host = Target::host();
  int64_t lanes = host.vector_bits() / 32;
  for (const char *spec : {"conv2d:N=2,C=5,H=9,W=11,K=7,R=3,S=3,pad=1", "conv2d:N=1,C=6,H=7,W=13,K=9,R=1,S=1",
                           "conv2d:N=1,C=3,H=10,W=9,K=4,R=3,S=3,pad=2,dilation=2"}) {
    Workload w = workload_from_spec(spec);
    KnobDomains d = knob_domains(template_for(w, host), w, host);
    ASSERT_EQ(d.at("flatten"), (std::vector<int64_t>{0, 1})) << spec;
    for (int64_t qr : d.at("qr")) {
      for (int64_t kr : {1, 4, 8}) {
        for (int64_t order : {0, 2}) {
          SCOPED_TRACE(std::string(spec) + " qr=" + std::to_string(qr) + " kr=" + std::to_string(kr) +
                       " reduce_order=" + std::to_string(order));
          expect_correct(
              schedule_from_template(w, host, {{"flatten", 1}, {"qr", qr}, {"kr", kr}, {"reduce_order", order}}));
        }
      }
    }
  }
  // The benchmark's 56-wide rows: flattened by default where whole vectors do not divide them.
  Workload bench = workload_from_spec("conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nchw");
  EXPECT_EQ(template_for(bench, host).defaults(bench, host).at("flatten"), 56 % lanes != 0 ? 1 : 0);
  std::string ir = to_string(lower(schedule_from_template(bench, host, {{"flatten", 1}}), "k").body);
  EXPECT_EQ(ir.find("floordiv(ramp"), std::string::npos) << ir;
  EXPECT_NE(ir.find("I[ramp("), std::string::npos) << ir;
  EXPECT_NE(ir.find("O[ramp("), std::string::npos) << ir;
  // Stride 2, "valid" padding and an epilogue: not offered, and refused when asked for (NHWC's
  // flatten is another schedule: NhwcPlaneAccumulatorEveryTile).
  for (const char *spec : {"conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,pad=1,stride=2", "conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3",
                           "conv2d:N=1,C=4,H=9,W=9,K=6,R=3,S=3,pad=1,bias=1,act=relu"}) {
    Workload w = workload_from_spec(spec);
    EXPECT_EQ(knob_domains(template_for(w, host), w, host).at("flatten"), std::vector<int64_t>{0}) << spec;
    EXPECT_THROW(schedule_from_template(w, host, {{"flatten", 1}}), UserError) << spec;
  }
}

// NCHW conv2d tiles of `pr` output rows: every row count (9 rows: only 1 divides them), with a
// channel tile that the channels do not divide, padded or inlined, at stride 2 and with an
// epilogue; the default takes 4 rows x 3 channels with 16 registers and rows of whole vectors.
TEST(TemplateTest, NchwRowTilesEveryRowCount) {
  Target host = Target::host();
  for (const char *spec :
       {"conv2d:N=1,C=5,H=9,W=16,K=7,R=3,S=3,pad=1", "conv2d:N=2,C=3,H=9,W=11,K=4,R=3,S=3,pad=1,stride=2",
        "conv2d:N=1,C=4,H=9,W=8,K=5,R=3,S=3,pad=1,bias=1,act=relu"}) {
    Workload w = workload_from_spec(spec);
    ASSERT_EQ(knob_domains(template_for(w, host), w, host).at("pr"), (std::vector<int64_t>{1, 2, 4})) << spec;
    for (int64_t pr : {1, 2, 4}) {
      for (int64_t kr : {3, 4}) {
        for (int64_t pad_inline : {0, 1}) {
          SCOPED_TRACE(std::string(spec) + " pr=" + std::to_string(pr) + " kr=" + std::to_string(kr) +
                       " pad_inline=" + std::to_string(pad_inline));
          expect_correct(
              schedule_from_template(w, host, {{"flatten", 0}, {"pr", pr}, {"kr", kr}, {"pad_inline", pad_inline}}));
        }
      }
    }
  }
  Workload bench = workload_from_spec("conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nchw");
  Target avx2 = Target::parse("llvm -mcpu=x86-64-v3"), avx512 = Target::parse("llvm -mcpu=x86-64-v4");
  KnobValues d = template_for(bench, avx2).defaults(bench, avx2);
  EXPECT_EQ(d.at("pr"), 4);
  EXPECT_EQ(d.at("kr"), 3);
  EXPECT_EQ(d.at("qr"), 8);
  EXPECT_EQ(template_for(bench, avx512).defaults(bench, avx512).at("pr"), 1);
  // The rows are tiled: the output's row loop is split by 4, and the tile's 4 rows unrolled.
  std::string ir = to_string(lower(schedule_from_template(bench, avx2), "k").body);
  EXPECT_NE(ir.find("for (k.outer, 0, 14)"), std::string::npos) << ir;
  // A row that ends in a partial vector keeps one row per tile (14 wide, 8 lanes).
  Workload partial = workload_from_spec("conv2d:N=1,C=256,H=14,W=14,K=256,R=3,S=3,pad=1");
  EXPECT_EQ(template_for(partial, avx2).defaults(partial, avx2).at("pr"), 1);
  // NHWC has no row tile.
  Workload nhwc = workload_from_spec("conv2d:N=1,C=8,H=9,W=9,K=8,R=3,S=3,pad=1,layout=nhwc");
  EXPECT_EQ(template_for(nhwc, host).defaults(nhwc, host).count("pr"), 0u);
}

// NHWC conv2d with its channel tiles outermost prefetches the next tile's weights (spread over
// the innermost reduction loop): by default with blocked weights, and only then; the results do
// not change, at two block sizes, a tile count that the threads do not divide, a tile of half a
// block (its lanes' floormod by the block leaves the constant out: SimplifyTest), and with the
// plane accumulator; not in an unrolled innermost loop.
TEST(TemplateTest, NhwcChannelTilesOutermostPrefetchTheNextTilesWeights) {
  Target host = Target::host();
  for (auto [spec, kr] : {std::pair<const char *, int64_t>{"conv2d:N=1,C=32,H=5,W=6,K=96,R=3,S=3,pad=1,layout=nhwc,"
                                                           "kblock=32,bias=1,act=relu",
                                                           32},
                          {"conv2d:N=1,C=24,H=4,W=4,K=64,R=3,S=3,pad=1,layout=nhwc,kblock=16,residual=1", 16}}) {
    Workload w = workload_from_spec(spec);
    for (int64_t prefetch : {0, 1}) {
      SCOPED_TRACE(std::string(spec) + " prefetch=" + std::to_string(prefetch));
      Schedule s =
          schedule_from_template(w, host, {{"k_outer", 1}, {"kr", kr}, {"prefetch", prefetch}, {"flatten", 0}});
      expect_correct(s);
      std::string ir = to_string(lower(s, "k").body);
      EXPECT_EQ(ir.find("prefetch(W[") != std::string::npos, prefetch == 1) << ir;
    }
    // Rows outermost: the next tile's weights are this row's, already in the cache.
    std::string rows =
        to_string(lower(schedule_from_template(w, host, {{"k_outer", 0}, {"prefetch", 1}, {"flatten", 0}}), "k").body);
    EXPECT_EQ(rows.find("prefetch("), std::string::npos) << rows;
  }
  Target avx2 = Target::parse("llvm -mcpu=x86-64-v3"), avx512 = Target::parse("llvm -mcpu=x86-64-v4");
  Workload big =
      workload_from_spec("conv2d:N=1,C=512,H=7,W=7,K=512,R=3,S=3,pad=1,layout=nhwc,kblock=32,bias=1,act=relu");
  for (const Target &t : {avx2, avx512}) {
    KnobValues d = template_for(big, t).defaults(big, t);
    EXPECT_EQ(d.at("k_outer"), 1);
    EXPECT_EQ(d.at("prefetch"), 1);
  }
  // Half a block per tile (16 of 32 channels), with or without the plane accumulator.
  Workload half = workload_from_spec("conv2d:N=1,C=32,H=7,W=7,K=64,R=3,S=3,pad=1,layout=nhwc,kblock=32,bias=1");
  for (int64_t flatten : {0, 1}) {
    SCOPED_TRACE("half a block, flatten=" + std::to_string(flatten));
    Schedule s = schedule_from_template(
        half, host, {{"k_outer", 1}, {"kr", 16}, {"prefetch", 1}, {"flatten", flatten}, {"pad_inline", 0}, {"qr", 6}});
    expect_correct(s);
    std::string ir = to_string(lower(s, "k").body);
    EXPECT_NE(ir.find("prefetch(W["), std::string::npos) << ir;
  }
  // The innermost reduction loop unrolled (the kernel columns, innermost with reduce_order 2):
  // no prefetch, whose every copy would test and prefetch.
  std::string unrolled = to_string(
      lower(schedule_from_template(
                half, host,
                {{"k_outer", 1}, {"kr", 16}, {"prefetch", 1}, {"flatten", 0}, {"reduce_order", 2}, {"unroll_taps", 1}}),
            "k")
          .body);
  EXPECT_EQ(unrolled.find("prefetch("), std::string::npos) << unrolled;
  // Column tiles that do not divide the row: partition_loops copies the reduction loops, and
  // each copy prefetches (ResNet-18's 14x14x256 with 8- and 6-column tiles; a whole block of
  // channels per tile, which AVX2's default of 16 is not).
  Workload mid = workload_from_spec("conv2d:N=1,C=256,H=14,W=14,K=256,R=3,S=3,pad=1,layout=nhwc,kblock=32");
  for (int64_t qr : {6, 8}) {
    std::string ir =
        to_string(lower(schedule_from_template(
                            mid, host, {{"k_outer", 1}, {"prefetch", 1}, {"qr", qr}, {"kr", 32}, {"flatten", 0}}),
                        "k")
                      .body);
    EXPECT_NE(ir.find("prefetch(W["), std::string::npos) << "qr=" << qr;
  }
  // Plain HWIO weights: a channel tile's weights span all K channels; not prefetched.
  Workload plain = workload_from_spec("conv2d:N=1,C=256,H=14,W=14,K=256,R=3,S=3,pad=1,layout=nhwc");
  EXPECT_EQ(template_for(plain, host).defaults(plain, host).at("prefetch"), 0);
  std::string sparse =
      to_string(lower(schedule_from_template(plain, host, {{"k_outer", 1}, {"prefetch", 1}}), "k").body);
  EXPECT_EQ(sparse.find("prefetch("), std::string::npos);
}

// NHWC conv2d with the channel tile's whole output plane as its accumulator: positions
// flattened across rows (`flatten`) and the input channels in blocks (`rc_block`), alone and
// together, with tiles that divide neither a row nor the plane, the padding inlined or at root,
// at stride 1 and 2, dilated, 3x3 and 1x1, with and without an epilogue, the kernel columns
// unrolled or not. The default with 16 registers flattens the 7- and 14-wide deep layers, not
// the wide ones (a plane over 16 KiB) nor one with too few channel tiles for the threads; with
// 32 registers, nothing.
TEST(TemplateTest, NhwcPlaneAccumulatorEveryTile) {
  Target host = Target::host();
  for (const char *spec :
       {"conv2d:N=1,C=32,H=7,W=7,K=32,R=3,S=3,pad=1,layout=nhwc,kblock=32,bias=1,residual=1,act=relu",
        "conv2d:N=1,C=64,H=9,W=11,K=24,R=3,S=3,pad=1,stride=2,layout=nhwc,bias=1,act=relu6",
        "conv2d:N=2,C=48,H=5,W=6,K=16,R=1,S=1,layout=nhwc,kblock=16,bias=1",
        "conv2d:N=2,C=32,H=8,W=9,K=16,R=3,S=3,pad=2,dilation=2,layout=nhwc"}) {
    Workload w = workload_from_spec(spec);
    KnobDomains d = knob_domains(template_for(w, host), w, host);
    ASSERT_EQ(d.at("flatten"), (std::vector<int64_t>{0, 1})) << spec;
    ASSERT_GE(d.at("rc_block").size(), 2u) << spec;  // 0 and a block that divides the channels
    int64_t kr = w.params.at("K") == "24" ? 8 : 16;
    for (int64_t flatten : {0, 1}) {
      for (int64_t rc_block : {int64_t{0}, d.at("rc_block")[1]}) {
        if (!flatten && !rc_block) continue;  // not the plane accumulator
        for (int64_t qr : {1, 5, 6}) {
          for (int64_t pad_inline : d.at("pad_inline")) {
            SCOPED_TRACE(std::string(spec) + " flatten=" + std::to_string(flatten) +
                         " rc_block=" + std::to_string(rc_block) + " qr=" + std::to_string(qr) +
                         " pad_inline=" + std::to_string(pad_inline));
            expect_correct(schedule_from_template(w, host,
                                                  {{"flatten", flatten},
                                                   {"rc_block", rc_block},
                                                   {"k_outer", qr == 5 ? 0 : 1},  // implied by the plane
                                                   {"qr", qr},
                                                   {"kr", kr},
                                                   {"pad_inline", pad_inline},
                                                   {"unroll_taps", qr == 6 ? 1 : 0}}));
          }
        }
      }
    }
  }
  Target avx2 = Target::parse("llvm -mcpu=x86-64-v3"), avx512 = Target::parse("llvm -mcpu=x86-64-v4");
  for (auto [spec, flattened] : {std::pair<const char *, int64_t>{"conv2d:N=1,C=512,H=7,W=7,K=512,R=3,S=3,pad=1,"
                                                                  "layout=nhwc,kblock=32,bias=1,residual=1,act=relu",
                                                                  1},
                                 {"conv2d:N=1,C=256,H=14,W=14,K=256,R=3,S=3,pad=1,layout=nhwc,kblock=32,bias=1", 1},
                                 {"conv2d:N=1,C=256,H=14,W=14,K=512,R=3,S=3,pad=1,stride=2,layout=nhwc,kblock=32", 1},
                                 {"conv2d:N=1,C=128,H=28,W=28,K=128,R=3,S=3,pad=1,layout=nhwc,kblock=32", 0},
                                 {"conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nhwc,kblock=32", 0},
                                 {"conv2d:N=1,C=16,H=14,W=14,K=32,R=3,S=3,pad=1,layout=nhwc", 0}}) {  // 2 tiles
    Workload w = workload_from_spec(spec);
    KnobValues d = template_for(w, avx2).defaults(w, avx2);
    EXPECT_EQ(d.at("flatten"), flattened) << spec;
    if (flattened) {
      EXPECT_EQ(d.at("pad_inline"), 1) << spec;  // decided when compiled: plane_decides_padding
      EXPECT_EQ(d.at("qr"), 6) << spec;
      EXPECT_EQ(d.at("kr"), 16) << spec;
    }
    EXPECT_EQ(template_for(w, avx512).defaults(w, avx512).at("flatten"), 0) << spec;
  }
  // The 7x7 layer's flattened default: one 7x7x16 plane per channel tile, tiles of 6 positions
  // unrolled with the taps, so that every padding test is decided when compiled and only the
  // 361 (position, tap) pairs inside the input multiply (25 x 9 inside, 20 x 6 on the edges,
  // 4 x 4 in the corners), not all 441: no select, one vector update per pair.
  Workload deep = workload_from_spec("conv2d:N=1,C=512,H=7,W=7,K=512,R=3,S=3,pad=1,layout=nhwc,kblock=32,bias=1");
  std::string ir = to_string(lower(schedule_from_template(deep, avx2), "k").body);
  EXPECT_NE(ir.find("allocate O[f32 * 784]"), std::string::npos) << ir;
  size_t updates = 0;  // lines `O[...] = (O[...] + ...)`; the epilogue's stores are Y's
  std::istringstream lines(ir);
  for (std::string line; std::getline(lines, line);) {
    size_t first = line.find_first_not_of(' ');
    if (first != std::string::npos && line.compare(first, 2, "O[") == 0 && line.find("] = (O[") != std::string::npos)
      ++updates;
  }
  EXPECT_EQ(updates, 361u) << ir;
  EXPECT_EQ(ir.find("select"), std::string::npos) << ir;
  // Beyond kMaxDecidedPaddingLoops (28x28: 131 tiles x 9 taps) the tiles stay a loop.
  Workload wide = workload_from_spec("conv2d:N=1,C=16,H=28,W=28,K=16,R=3,S=3,pad=1,layout=nhwc");
  ir = to_string(
      lower(schedule_from_template(
                wide, avx2,
                {{"flatten", 1}, {"k_outer", 1}, {"qr", 6}, {"kr", 16}, {"pad_inline", 1}, {"reduce_order", 0}}),
            "k")
          .body);
  EXPECT_NE(ir.find("for (j.k.fused.outer, 0, 131)"), std::string::npos) << ir;
}

// NCHW depthwise inlines its padding where masked loads are cheap: AVX-512 code, and AVX2 code
// for AMD's Zen 2 and later; generic AVX2 code (and Zen 1's) pads each plane in cache.
TEST(TemplateTest, DepthwiseNchwInlinesThePaddingWhereMaskedLoadsAreCheap) {
  Workload w = workload_from_spec("depthwise_conv2d:N=1,C=64,H=56,W=56,R=3,S=3,pad=1");
  for (auto [target, inlined] : {std::pair<const char *, int64_t>{"llvm -mcpu=x86-64-v3", 0},
                                 {"llvm -mcpu=haswell", 0},
                                 {"llvm -mcpu=znver1", 0},
                                 {"llvm -mcpu=znver2", 1},
                                 {"llvm -mcpu=znver3", 1},
                                 {"llvm -mcpu=znver5 -mattr=-avx512f", 1},
                                 {"llvm -mcpu=x86-64-v4", 1}}) {
    Target t = Target::parse(target);
    EXPECT_EQ(template_for(w, t).defaults(w, t).at("pad_inline"), inlined) << target;
  }
}

// NHWC depthwise: every column tile (unrolled, dividing the row or not) with the padding
// inlined as a bounds test on each tap or as a padded copy at root, at stride 1 and 2.
TEST(TemplateTest, DepthwiseNhwcEveryColumnTileAndPadding) {
  Target host = Target::host();
  for (const char *spec : {"depthwise_conv2d:N=1,C=24,H=9,W=11,R=3,S=3,pad=1,layout=nhwc,bias=1,residual=1,act=relu6",
                           "depthwise_conv2d:N=2,C=7,H=10,W=13,R=3,S=3,pad=1,stride=2,layout=nhwc,bias=1,act=relu"}) {
    Workload w = workload_from_spec(spec);
    KnobDomains d = knob_domains(template_for(w, host), w, host);
    ASSERT_EQ(d.at("pad_inline"), (std::vector<int64_t>{0, 1}));
    for (int64_t qr : d.at("qr")) {
      for (int64_t pad_inline : {0, 1}) {
        SCOPED_TRACE(std::string(spec) + " qr=" + std::to_string(qr) + " pad_inline=" + std::to_string(pad_inline));
        expect_correct(schedule_from_template(w, host, {{"qr", qr}, {"pad_inline", pad_inline}}));
      }
    }
  }
  // NCHW: the padded plane at the channel's loop, or the padding inlined (per lane), with every
  // tile of output rows (9 rows: none of them divides but 1).
  Workload nchw = workload_from_spec("depthwise_conv2d:N=1,C=5,H=9,W=11,R=3,S=3,pad=1,bias=1,act=relu");
  ASSERT_EQ(knob_domains(template_for(nchw, host), nchw, host).at("pr"), (std::vector<int64_t>{1, 2, 4}));
  for (int64_t pr : {1, 2, 4}) {
    for (int64_t pad_inline : {0, 1}) {
      SCOPED_TRACE("pr=" + std::to_string(pr) + " pad_inline=" + std::to_string(pad_inline));
      expect_correct(schedule_from_template(nchw, host, {{"pr", pr}, {"pad_inline", pad_inline}}));
    }
  }
  Workload strided = workload_from_spec("depthwise_conv2d:N=1,C=3,H=13,W=20,R=3,S=3,pad=1,stride=2");
  for (int64_t pr : {2, 4}) expect_correct(schedule_from_template(strided, host, {{"pr", pr}}));
  // Without padding there is nothing to inline.
  Workload unpadded = workload_from_spec("depthwise_conv2d:N=1,C=8,H=6,W=6,R=3,S=3,layout=nhwc");
  EXPECT_EQ(knob_domains(template_for(unpadded, host), unpadded, host).at("pad_inline"), std::vector<int64_t>{0});
  expect_correct(schedule_from_template(unpadded, host, {{"qr", 4}}));
}

TEST(TemplateTest, RowTemplatesStreamWhereTheirDataOutgrowsTheLastLevelCache) {
  // A row pass moves twice its output (rows read, rows written). Softmax streams its output
  // where that is at least min(this machine's last-level cache, 96 MiB); layernorm streams and
  // reduces into 16 lanes where it is more.
  Target host = Target::host();
  int64_t cache = last_level_cache_bytes(host);
  int64_t threshold = cache > 0 ? std::min<int64_t>(cache, int64_t{96} << 20) : int64_t{96} << 20;
  for (const char *op : {"softmax", "layernorm"}) {
    for (int64_t rows : {3, 512, 2048, 4096, 8192, 16384, 65536}) {
      std::string spec = std::string(op) + ":M=" + std::to_string(rows) + ",N=1024";
      SCOPED_TRACE(spec + " with a last-level cache of " + std::to_string(cache >> 20) + " MiB");
      Workload w = workload_from_spec(spec);
      int64_t moved = 2 * rows * 1024 * 4;
      KnobValues k = find_template(op)->defaults(w, host);
      if (std::string(op) == "softmax") {
        EXPECT_EQ(k.at("stream"), moved >= threshold ? 1 : 0);
        EXPECT_EQ(k.at("prefetch"), 1);
      } else {
        EXPECT_EQ(k.at("stream"), moved > threshold ? 1 : 0);
        EXPECT_EQ(k.at("reduce_lanes") == 16, moved > threshold);
        EXPECT_EQ(k.at("prefetch"), moved > threshold ? 1 : 0);
      }
    }
    // A target that does not run here is held to the fixed 96 MiB, whatever this machine's
    // cache: 12288 rows of 1024 floats move exactly that.
    Target elsewhere = Target::parse("llvm -mcpu=x86-64-v3");
    elsewhere.runs_here = false;
    KnobValues at = find_template(op)->defaults(workload_from_spec(std::string(op) + ":M=12288,N=1024"), elsewhere);
    KnobValues below = find_template(op)->defaults(workload_from_spec(std::string(op) + ":M=12287,N=1024"), elsewhere);
    EXPECT_EQ(at.at("stream"), std::string(op) == "softmax" ? 1 : 0);
    EXPECT_EQ(below.at("stream"), 0);
    EXPECT_EQ(
        find_template(op)->defaults(workload_from_spec(std::string(op) + ":M=12289,N=1024"), elsewhere).at("stream"),
        1);
    // Far past any cache: always; a few rows: never.
    EXPECT_EQ(find_template(op)->defaults(workload_from_spec(std::string(op) + ":M=65536,N=1024"), host).at("stream"),
              1);
    EXPECT_EQ(find_template(op)->defaults(workload_from_spec(std::string(op) + ":M=3,N=50"), host).at("stream"), 0);
  }
}

// The row templates' `prefetch` asks for the next row of X in the pass that reads it
// (softmax's exp, whose own row loop would otherwise shadow the row loop it is computed at;
// layernorm's output pass), and the result does not change; records from before the knob
// (no value for it) build without it.
TEST(TemplateTest, RowTemplatesPrefetchTheNextRow) {
  Target host = Target::host();
  for (const char *spec : {"softmax:M=6,N=100", "layernorm:M=6,N=100"}) {
    SCOPED_TRACE(spec);
    Workload w = workload_from_spec(spec);
    for (int64_t prefetch : {0, 1}) {
      Schedule s = schedule_from_template(w, host, {{"prefetch", prefetch}});
      expect_correct(s);
      std::string ir = to_string(lower(s, "k").body);
      EXPECT_EQ(ir.find("prefetch(X[") != std::string::npos, prefetch == 1) << ir;
      // The next row: 100 floats on from this one.
      if (prefetch) {
        EXPECT_NE(ir.find("prefetch(X[(((i * 100) + (j.outer * "), std::string::npos) << ir;
      }
    }
    KnobValues old_record = template_for(w, host).defaults(w, host);
    old_record.erase("prefetch");
    Schedule s(w);
    template_for(w, host).apply(s, old_record, host);
    EXPECT_EQ(to_string(lower(s, "k").body).find("prefetch("), std::string::npos);
  }
}

TEST(TemplateTest, KnobsAreNamedAndChecked) {
  Workload w = workload_from_spec("matmul:M=64,N=64,K=64");
  expect_correct(schedule_from_template(w, Target::host(), {{"mr", 4}, {"nr", 16}, {"pack_b", 0}}));
  expect_correct(schedule_from_template(w, Target::host(), {{"panel_outer", 0}, {"parallel", 0}}));
  EXPECT_THROW(schedule_from_template(w, Target::host(), {{"no_such_knob", 1}}), UserError);
}

}  // namespace
}  // namespace ktune
