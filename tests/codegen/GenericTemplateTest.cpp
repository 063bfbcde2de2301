// The generic template (schedules/Generic.cpp) on workloads that reach it as user DAGs: every
// registry op rebuilt from its JSON (so that its own template does not apply), and a fused op
// written here. Its defaults and random points of its space against the reference (for a DAG,
// the tensor-IR interpreter).
#include <gtest/gtest.h>

#include <random>

#include "ktune/driver/Driver.h"
#include "ktune/ir/WorkloadJson.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

Workload as_dag(const std::string &spec) { return workload_from_json(workload_to_json(workload_from_spec(spec))); }

void expect_correct(const Schedule &s, const std::string &what) {
  const Workload &w = s.workload();
  auto loaded = LoadedKernel::load(build_kernel(s, Target::host()));
  auto args = make_arguments(w);
  for (double e : check_against_reference(w, *loaded, args)) EXPECT_LE(e, tolerance_for(DataType::f32())) << what;
}

std::string describe(const KnobValues &k) {
  std::string text;
  for (auto &[n, v] : k) text += " " + n + "=" + std::to_string(v);
  return text;
}

void expect_space_correct(const Workload &w, const std::string &name, int samples) {
  Target host = Target::host();
  const ScheduleTemplate &t = template_for(w);
  ASSERT_EQ(t.op, "generic");
  expect_correct(schedule_from_template(w, host), name + " defaults" + describe(t.defaults(w, host)));
  KnobDomains domains = knob_domains(t, w, host);
  std::mt19937_64 rng(11);
  for (int i = 0; i < samples; ++i) {
    KnobValues k;
    for (auto &[knob, values] : domains) k[knob] = values[rng() % values.size()];
    expect_correct(schedule_from_template(w, host, k), name + describe(k));
  }
}

class GenericTemplateTest : public ::testing::TestWithParam<std::string> {};

TEST_P(GenericTemplateTest, DefaultsAndSampledKnobsMatchTheReference) {
  expect_space_correct(as_dag(GetParam()), GetParam(), 6);
}

INSTANTIATE_TEST_SUITE_P(RegistryOpsAsDags, GenericTemplateTest,
                         ::testing::Values("matmul:M=64,N=96,K=40", "matmul:M=13,N=47,K=29",
                                           "dense:M=37,N=70,K=19,bias=1,act=gelu", "batch_matmul:B=3,M=17,N=33,K=5",
                                           "softmax:M=7,N=100", "layernorm:M=9,N=77",
                                           "conv2d:N=1,C=6,H=12,W=13,K=19,R=3,S=3,pad=1",
                                           "conv2d:N=1,C=5,H=9,W=11,K=7,R=3,S=3,layout=nhwc",
                                           "depthwise_conv2d:N=1,C=8,H=14,W=14,R=3,S=3,pad=1,stride=2,layout=nhwc"),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           std::string name;
                           for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

// gelu(x @ w + b) * scale, written by a user as five stages.
Workload fused_gelu(int64_t M, int64_t N, int64_t K) {
  Tensor X = placeholder({M, K}, DataType::f32(), "x");
  Tensor W = placeholder({K, N}, DataType::f32(), "w");
  Tensor B = placeholder({N}, DataType::f32(), "b");
  Tensor S = placeholder({N}, DataType::f32(), "scale");
  IterVar k = reduce_axis(K, "k");
  Tensor D = compute(
      {M, N}, [&](const std::vector<Var> &v) { return sum(X(v[0], k->var) * W(k->var, v[1]), {k}); }, "xw");
  Tensor Z = compute(
      {M, N}, [&](const std::vector<Var> &v) { return D(v[0], v[1]) + B(v[1]); }, "z");
  Tensor G = compute(
      {M, N},
      [&](const std::vector<Var> &v) { return Z(v[0], v[1]) * 0.5f * (erf(Z(v[0], v[1]) * 0.70710678f) + 1.0f); },
      "gelu");
  Tensor Y = compute(
      {M, N}, [&](const std::vector<Var> &v) { return G(v[0], v[1]) * S(v[1]); }, "y");
  Workload w({X, W, B, S}, {Y});
  return workload_from_json(workload_to_json(w));
}

TEST(GenericTemplate, FusedUserOpTilesTheGemmAndInlinesTheEpilogue) {
  Workload w = fused_gelu(48, 80, 24);
  Target host = Target::host();
  KnobValues d = template_for(w).defaults(w, host);
  // The epilogue stages are inline knobs, on by default; the GEMM is the accumulator.
  EXPECT_EQ(d.at("inline_z"), 1);
  EXPECT_EQ(d.at("inline_gelu"), 1);
  EXPECT_GT(d.at("tile_j"), 1);
  Schedule s = schedule_from_template(w, host);
  EXPECT_EQ(s.stage("z").attach, AttachKind::Inline);
  EXPECT_EQ(s.stage("xw").attach, AttachKind::At);
  expect_space_correct(w, "fused gelu", 10);
}

// Attention's scores as the ONNX importer fuses them: Q·Kᵀ / 8 on [batch, seq, heads, dim]
// inputs, read through the transposes. The output's last axis indexes K's sequence dimension,
// not its innermost, so K is packed (a copy with that dimension innermost); Q is not.
Workload attention_scores(int64_t S, int64_t H, int64_t D) {
  Tensor Q = placeholder({1, S, H, D}, DataType::f32(), "q");
  Tensor K = placeholder({1, S, H, D}, DataType::f32(), "k");
  IterVar d = reduce_axis(D, "d");
  Tensor P = compute(
      {1, H, S, S},
      [&](const std::vector<Var> &v) { return sum(Q(v[0], v[2], v[1], d->var) * K(v[0], v[3], v[1], d->var), {d}); },
      "qk");
  Tensor Y = compute(
      {1, H, S, S}, [&](const std::vector<Var> &v) { return P(v[0], v[1], v[2], v[3]) / 8.0f; }, "scores");
  return workload_from_json(workload_to_json(Workload({Q, K}, {Y})));
}

TEST(GenericTemplate, AnOperandReadAcrossTheVectorAxisIsPacked) {
  Workload w = attention_scores(19, 3, 10);
  Target host = Target::host();
  KnobValues d = template_for(w).defaults(w, host);
  EXPECT_EQ(d.at("pack_k"), 1);
  EXPECT_EQ(d.count("pack_q"), 0u);
  Schedule packed = schedule_from_template(w, host);
  ASSERT_GE(packed.stage_index("k.global"), 0);
  EXPECT_EQ(packed.stage("k.global").layout.order, (std::vector<int>{0, 2, 3, 1}));
  KnobValues off = d;
  off["pack_k"] = 0;
  EXPECT_LT(schedule_from_template(w, host, off).stage_index("k.global"), 0);
  expect_space_correct(w, "attention scores", 10);
  // The batch of one is not the parallel loop: that would leave it one iteration to split.
  KnobValues rows = d;
  rows["order"] = 0;
  rows["parallel"] = 1;
  Schedule s = schedule_from_template(w, host, rows);
  int64_t parallel_extent = 0;
  for (auto &a : s.stage("scores").leaf_axes) {
    if (a->kind == ForKind::Parallel) parallel_extent = a->extent;
  }
  EXPECT_EQ(parallel_extent, 3);  // the heads
  expect_correct(s, "attention scores, rows in parallel");
  // Where the output is the reduction (a cache_write accumulator): C[b, i, j] = Σk A[b, i, k] B[b, j, k].
  Tensor A = placeholder({2, 9, 6}, DataType::f32(), "a");
  Tensor B = placeholder({2, 13, 6}, DataType::f32(), "b");
  IterVar kk = reduce_axis(6, "kk");
  Tensor C = compute(
      {2, 9, 13}, [&](const std::vector<Var> &v) { return sum(A(v[0], v[1], kk->var) * B(v[0], v[2], kk->var), {kk}); },
      "c");
  Workload nt = workload_from_json(workload_to_json(Workload({A, B}, {C})));
  Schedule nt_packed = schedule_from_template(nt, host);
  ASSERT_GE(nt_packed.stage_index("b.global"), 0);
  EXPECT_EQ(nt_packed.stage("b.global").layout.order, (std::vector<int>{0, 2, 1}));
  expect_space_correct(nt, "batch matmul A Bt", 8);
  // Reads that disagree on the dimension (B[j, k] and B[k, j]): one copy cannot serve both.
  Tensor X = placeholder({7, 8}, DataType::f32(), "x");
  Tensor Y = placeholder({8, 8}, DataType::f32(), "y");
  IterVar r = reduce_axis(8, "r");
  Tensor Z = compute(
      {7, 8},
      [&](const std::vector<Var> &v) { return sum(X(v[0], r->var) * (Y(v[1], r->var) + Y(r->var, v[1])), {r}); }, "z");
  Workload both = workload_from_json(workload_to_json(Workload({X, Y}, {Z})));
  EXPECT_EQ(template_for(both).defaults(both, host).count("pack_y"), 0u);
  // A right-hand side read along its innermost dimension (B[b, k, n]) needs no copy.
  Workload bmm = as_dag("batch_matmul:B=3,M=17,N=33,K=5");
  for (auto &[knob, value] : template_for(bmm).defaults(bmm, host)) EXPECT_NE(knob.rfind("pack_", 0), 0u) << knob;
}

TEST(GenericTemplate, ElementwiseOnlyAndUnknownKnob) {
  Tensor A = placeholder({33, 70}, DataType::f32(), "A");
  Tensor B = compute(
      {33, 70}, [&](const std::vector<Var> &v) { return exp(A(v[0], v[1])) * 2.0f; }, "B");
  Workload w({A}, {B});
  expect_space_correct(w, "elementwise", 6);
  EXPECT_THROW(schedule_from_template(w, Target::host(), {{"tile_q", 4}}), UserError);
}

}  // namespace
}  // namespace ktune
