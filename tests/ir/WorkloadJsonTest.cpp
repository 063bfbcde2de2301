// Workloads as JSON (user DAGs), the tensor-IR interpreter that is their reference, and the
// flop count of a DAG.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "../../src/ops/reference/Interpreter.h"
#include "ktune/ir/WorkloadJson.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

const char *kSpecs[] = {"matmul:M=5,N=7,K=3",
                        "dense:M=6,N=10,K=4,bias=1,act=gelu",
                        "batch_matmul:B=2,M=3,N=5,K=4",
                        "conv2d:N=1,C=3,H=7,W=6,K=4,R=3,S=3,pad=1,stride=2",
                        "conv2d:N=1,C=3,H=6,W=6,K=5,R=3,S=3,pad=1,layout=nhwc",
                        "conv2d:N=2,C=3,H=7,W=7,K=4,R=3,S=3,pad=2,dilation=2,layout=nhwc",
                        "dense:M=6,N=10,K=4,bias=1,residual=1,act=relu",
                        "depthwise_conv2d:N=2,C=3,H=6,W=5,R=3,S=3,pad=1",
                        "softmax:M=4,N=9",
                        "layernorm:M=3,N=11"};

TEST(WorkloadJsonTest, EveryRegistryOpRoundTripsWithItsKey) {
  for (const char *spec : kSpecs) {
    Workload w = workload_from_spec(spec);
    Workload back = workload_from_json(workload_to_json(w));
    EXPECT_EQ(back.key(), w.key()) << spec;
    EXPECT_EQ(back.canonical_text(), w.canonical_text()) << spec;
    EXPECT_EQ(back.op_name, "custom");
    // The spec of a DAG is its JSON: building from it again gives the same workload.
    EXPECT_EQ(workload_from_spec(back.spec).key(), w.key()) << spec;
    EXPECT_EQ(workload_from_spec(back.spec).spec, back.spec) << spec;
  }
}

// dtype=tf32: f32 data whose products may be rounded to TF32. A workload of its own (key,
// spec, JSON), so that no TF32 record serves an f32 workload, and checked to the 16-bit
// tolerance.
TEST(WorkloadJsonTest, Tf32IsAWorkloadOfItsOwn) {
  for (const char *op : {"matmul:M=5,N=7,K=3", "dense:M=6,N=10,K=4,bias=1,act=gelu", "batch_matmul:B=2,M=3,N=5,K=4"}) {
    Workload exact = workload_from_spec(op), tf32 = workload_from_spec(std::string(op) + ",dtype=tf32");
    EXPECT_EQ(exact.math(), MathMode::Exact);
    EXPECT_EQ(tf32.math(), MathMode::Tf32);
    EXPECT_NE(tf32.key(), exact.key()) << op;
    EXPECT_EQ(tf32.inputs()[0].dtype(), DataType::f32());
    EXPECT_NE(tf32.spec.find("dtype=tf32"), std::string::npos) << tf32.spec;
    Workload back = workload_from_json(workload_to_json(tf32));
    EXPECT_EQ(back.key(), tf32.key()) << op;
    EXPECT_EQ(back.math(), MathMode::Tf32);
  }
  EXPECT_THROW(workload_from_spec("softmax:M=4,N=9,dtype=tf32"), UserError);
  nlohmann::json dag = workload_to_json(workload_from_spec("matmul:M=5,N=7,K=3"));
  dag["math"] = "fast";
  EXPECT_THROW(workload_from_json(dag), UserError);
}

TEST(WorkloadJsonTest, FlopsCountedFromTheBodies) {
  // 2 per multiply-add for the GEMMs, as the registry's own count.
  for (const char *spec : {"matmul:M=5,N=7,K=3", "batch_matmul:B=2,M=3,N=5,K=4"}) {
    Workload w = workload_from_spec(spec);
    EXPECT_DOUBLE_EQ(count_flops(w), w.flops) << spec;
  }
}

TEST(WorkloadJsonTest, InterpreterAgreesWithEveryHandWrittenReference) {
  for (const char *spec : kSpecs) {
    Workload w = workload_from_spec(spec);
    std::vector<NDArray> inputs, want, got;
    for (size_t i = 0; i < w.inputs().size(); ++i) {
      inputs.push_back(NDArray::random(w.inputs()[i].shape(), w.inputs()[i].dtype(), 7 + i));
    }
    for (auto &t : w.outputs()) {
      want.push_back(NDArray::empty(t.shape(), t.dtype()));
      got.push_back(NDArray::empty(t.shape(), t.dtype()));
    }
    run_reference(w, inputs, want);
    reference::interpret(w, inputs, got);
    for (size_t i = 0; i < want.size(); ++i) EXPECT_LE(relative_error(got[i], want[i]), 1e-6) << spec;
  }
}

TEST(WorkloadJsonTest, AHandWrittenDagAndItsFile) {
  std::string dag = R"({"format": "ktune-dag", "version": 1,
    "tensors": [
      {"name": "X", "placeholder": true, "shape": [4, 6], "dtype": "float32"},
      {"name": "W", "placeholder": true, "shape": [6, 5], "dtype": "float32"},
      {"name": "D", "shape": [4, 5], "axes": ["i", "j"], "body":
        {"op": "reduce", "kind": "sum", "axes": [{"name": "k", "extent": 6}],
         "source": {"op": "mul", "a": {"read": "X", "indices": [{"var": "i"}, {"var": "k"}]},
                                 "b": {"read": "W", "indices": [{"var": "k"}, {"var": "j"}]}}}},
      {"name": "Y", "shape": [4, 5], "axes": ["i", "j"], "body":
        {"op": "call", "fn": "tanh", "args": [{"op": "mul", "a": {"read": "D", "indices": [{"var": "i"}, {"var": "j"}]},
                                                       "b": {"float": 0.5}}]}}
    ],
    "inputs": ["X", "W"], "outputs": ["Y"]})";
  Workload w = workload_from_spec(dag);
  EXPECT_EQ(w.op_name, "custom");
  EXPECT_EQ(w.ops().size(), 4u);
  EXPECT_DOUBLE_EQ(w.flops, 4 * 5 * (6 * 2) + 4 * 5 * 2);  // the GEMM, then mul + tanh
  std::string path = ::testing::TempDir() + "/ktune_dag_test.json";
  { std::ofstream(path) << dag; }
  EXPECT_EQ(workload_from_spec("@" + path).key(), w.key());
  std::remove(path.c_str());
  std::vector<NDArray> in{NDArray::random({4, 6}, DataType::f32(), 1), NDArray::random({6, 5}, DataType::f32(), 2)};
  std::vector<NDArray> out{NDArray::empty({4, 5}, DataType::f32())};
  run_reference(w, in, out);
  double d = 0;
  for (int k = 0; k < 6; ++k) d += static_cast<double>(in[0].as<float>()[1 * 6 + k]) * in[1].as<float>()[k * 5 + 2];
  EXPECT_NEAR(out[0].as<float>()[1 * 5 + 2], std::tanh(0.5 * d), 1e-6);
}

void expect_error(const std::string &dag, const std::string &needle) {
  try {
    workload_from_spec(dag);
    ADD_FAILURE() << "accepted: " << dag;
  } catch (const UserError &e) {
    EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
  }
}

TEST(WorkloadJsonTest, BadDagsNameWhatIsWrong) {
  const std::string head = R"({"format": "ktune-dag", "version": 1, "inputs": ["A"], "outputs": ["B"], "tensors": [
      {"name": "A", "placeholder": true, "shape": [4]},)";
  expect_error(head + R"({"name": "B", "shape": [4], "axes": ["i"], "body": {"var": "q"}}]})", "variable 'q'");
  expect_error(
      head + R"({"name": "B", "shape": [4], "axes": ["i"], "body": {"read": "Z", "indices": [{"var": "i"}]}}]})",
      "tensor 'Z'");
  expect_error(head + R"({"name": "B", "shape": [4], "axes": ["i"], "body": {"op": "frobnicate"}}]})",
               "unknown expression op 'frobnicate'");
  expect_error(
      head + R"({"name": "B", "shape": [4], "axes": ["i"], "body": {"op": "call", "fn": "sinh", "args": []}}]})",
      "unknown function 'sinh'");
  expect_error(head + R"({"name": "B", "shape": [4], "axes": ["i"], "body": {"op": "add", "a": {"float": 1.0},
      "b": {"op": "reduce", "kind": "sum", "axes": [{"name": "k", "extent": 2}], "source": {"float": 1.0}}}}]})",
               "only allowed at the top");
  expect_error(head + R"({"name": "B", "shape": [4, 2], "axes": ["i"], "body": {"float": 1.0}}]})",
               "one name per dimension");
  expect_error(head + R"({"name": "B", "shape": [-4], "axes": ["i"], "body": {"float": 1.0}}]})", "positive integers");
  expect_error(R"({"format": "ktune-dag", "version": 7})", "version 7");
  expect_error(R"({"format": "something"})", "ktune-dag");
  expect_error(R"({"format": "ktune-dag", "version": 1, "tensors": [}")", "not valid JSON");
  expect_error("@/nonexistent/dag.json", "cannot read the DAG file");
}

}  // namespace
}  // namespace ktune
