#include <gtest/gtest.h>

#include "ktune/ir/IRPrinter.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

Workload hand_matmul(const std::string &a, const std::string &b, const std::string &c) {
  Tensor A = placeholder({64, 32}, DataType::f32(), a), B = placeholder({32, 16}, DataType::f32(), b);
  IterVar k = reduce_axis(32, "kk");
  Tensor C = compute(
      {64, 16}, [&](const std::vector<Var> &v) { return sum(A(v[0], k->var) * B(k->var, v[1]), {k}); }, c);
  return Workload({A, B}, {C});
}

TEST(WorkloadTest, KeyIsStructuralAndStable) {
  Workload spec = workload_from_spec("matmul:M=64,N=16,K=32");
  Workload again = workload_from_spec("matmul: K=32, N=16, M=64");
  Workload by_hand = hand_matmul("X", "Y", "Z");
  EXPECT_EQ(spec.key(), again.key());
  EXPECT_EQ(spec.key(), by_hand.key());  // names and construction do not matter
  EXPECT_EQ(spec.spec, "matmul:M=64,N=16,K=32,dtype=f32");
  EXPECT_EQ(workload_from_spec("matmul:M=64,N=16,K=32,dtype=float32").spec, spec.spec);
  EXPECT_NE(spec.key(), workload_from_spec("matmul:M=64,N=16,K=33").key());
  // The hash is FNV-1a of the canonical text: the same on every machine.
  EXPECT_EQ(spec.structural_hash(), stable_hash(spec.canonical_text()));
  EXPECT_EQ(stable_hash(""), 0xcbf29ce484222325ull);  // FNV-1a test vectors
  EXPECT_EQ(stable_hash("a"), 0xaf63dc4c8601ec8cull);
}

TEST(WorkloadTest, EveryRegistryOpBuilds) {
  for (const char *spec : {"matmul:M=8,N=8,K=8", "batch_matmul:B=2,M=8,N=8,K=8", "dense:M=8,N=8,K=8,bias=1,act=gelu",
                           "conv2d:N=1,C=3,H=8,W=8,K=4,R=3,S=3,pad=1", "conv2d:N=1,C=3,H=8,W=8,K=4,R=3,S=3,layout=nhwc",
                           "depthwise_conv2d:N=1,C=3,H=8,W=8,R=3,S=3", "softmax:M=4,N=8", "layernorm:M=4,N=8",
                           "add:M=2,N=2", "mul:M=2,N=2", "relu:M=2,N=2"}) {
    Workload w = workload_from_spec(spec);
    EXPECT_GT(w.flops, 0) << spec;
    EXPECT_FALSE(print_tensor_ir(w).empty());
    EXPECT_EQ(kernel_name(w).rfind("ktune_", 0), 0u);
  }
  EXPECT_EQ(kernel_name(workload_from_spec("dense:M=128,N=3072,K=768,bias=1,act=gelu")),
            "ktune_dense_bias_gelu_f32_m128_n3072_k768");
}

// The inputs a model holds as parameters (evicted under MeasureOptions::cold_weights): the
// weights and bias of the convolutions and dense layers and a layer norm's scale and shift; an
// activation, a residual or either operand of a matmul never.
TEST(WorkloadTest, WeightInputsAreTheParametersOfAModel) {
  auto positions = [](const char *spec) { return weight_inputs(workload_from_spec(spec)); };
  using P = std::vector<size_t>;
  EXPECT_EQ(positions("conv2d:N=1,C=8,H=8,W=8,K=8,R=3,S=3,pad=1,layout=nhwc,bias=1,residual=1"), (P{1, 2}));
  EXPECT_EQ(positions("conv2d:N=1,C=8,H=8,W=8,K=8,R=3,S=3,pad=1"), (P{1}));
  EXPECT_EQ(positions("depthwise_conv2d:N=1,C=8,H=8,W=8,R=3,S=3,bias=1"), (P{1, 2}));
  EXPECT_EQ(positions("dense:M=4,N=8,K=8,bias=1,residual=1,act=gelu"), (P{1, 2}));
  EXPECT_EQ(positions("layernorm:M=4,N=8"), (P{1, 2}));
  EXPECT_EQ(positions("matmul:M=8,N=8,K=8"), P{});
  EXPECT_EQ(positions("batch_matmul:B=2,M=8,N=8,K=8"), P{});
  EXPECT_EQ(positions("softmax:M=4,N=8"), P{});
  EXPECT_EQ(positions("add:M=2,N=2"), P{});
}

TEST(WorkloadTest, BadSpecsNameTheProblem) {
  auto message = [](const std::string &spec) {
    try {
      workload_from_spec(spec);
    } catch (const UserError &e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message("matmull:M=1").find("unknown op 'matmull'"), std::string::npos);
  EXPECT_NE(message("matmul:M=8,N=8").find("needs K"), std::string::npos);
  EXPECT_NE(message("matmul:M=8,N=8,K=8,Q=3").find("no parameter 'Q'"), std::string::npos);
  EXPECT_NE(message("matmul:M=8,N=x,K=8").find("N=x is not an integer"), std::string::npos);
  EXPECT_NE(message("matmul:M=-8,N=8,K=8").find("must be positive"), std::string::npos);
  EXPECT_NE(message("matmul:M=8,N=8,K=8,dtype=i32").find("use f32, tf32, f16 or bf16"), std::string::npos);
  EXPECT_NE(message("softmax:M=8,N=8,dtype=f16").find("f32 only"), std::string::npos);
  EXPECT_NE(message("conv2d:N=1,C=3,H=2,W=2,K=4,R=3,S=3").find("does not fit"), std::string::npos);
  EXPECT_NE(message("dense:M=8,N=8,K=8,act=swish").find("act must be"), std::string::npos);
}

}  // namespace
}  // namespace ktune
