// Whole models run end to end (CompiledModel): every kernel with its template, the memory plan's
// workspace, the outputs against the graph's reference interpreter.
#include <gtest/gtest.h>

#include "ktune/graph/Executor.h"
#include "ktune/graph/Interpreter.h"
#include "ktune/runtime/Npy.h"
#include "ktune/support/Error.h"

namespace ktune::graph {
namespace {

const std::string kModels = KTUNE_TEST_MODELS;

// No two intermediates that are live at once share a byte, and every kernel's output is placed
// apart from its inputs.
void expect_plan_is_sound(const Model &m, const MemoryPlan &plan) {
  for (size_t a = 0; a < plan.slots.size(); ++a) {
    for (size_t b = a + 1; b < plan.slots.size(); ++b) {
      const auto &x = plan.slots[a], &y = plan.slots[b];
      bool live_together = x.first <= y.last && y.first <= x.last;
      bool overlap = x.offset < y.offset + y.bytes && y.offset < x.offset + x.bytes;
      EXPECT_FALSE(live_together && overlap)
          << m.fused.graph.values[x.value].name << " and " << m.fused.graph.values[y.value].name;
    }
  }
  for (auto &s : plan.slots) {
    EXPECT_EQ(s.offset % 64, 0);
    EXPECT_LE(s.offset + s.bytes, plan.workspace_bytes);
  }
  EXPECT_LE(plan.workspace_bytes, plan.unshared_bytes);
}

class ModelRunTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ModelRunTest, RunsEndToEndAndMatchesTheInterpreter) {
  Model m = load_model(kModels + "/" + GetParam() + ".onnx");
  std::vector<NDArray> inputs = {read_npy(kModels + "/" + GetParam() + ".input.npy")};
  std::vector<NDArray> expected = run_graph(m.fused.graph, inputs);
  CompiledModel compiled(m, Target::host(), template_chooser());
  expect_plan_is_sound(compiled.model(), compiled.plan());
  EXPECT_LT(compiled.plan().workspace_bytes, compiled.plan().unshared_bytes);  // liveness reuse pays
  for (int run = 0; run < 2; ++run) {  // the workspace is reused from run to run
    std::vector<NDArray> outputs = compiled.run(inputs);
    ASSERT_EQ(outputs.size(), expected.size());
    for (size_t i = 0; i < outputs.size(); ++i) EXPECT_LE(relative_error(outputs[i], expected[i]), 1e-4);
  }
  double model_s = 0;
  std::vector<double> kernel_s = compiled.profile(inputs, 1, &model_s);
  EXPECT_EQ(kernel_s.size(), compiled.kernels().size());
  EXPECT_GT(model_s, 0);
  for (auto &k : compiled.kernels()) EXPECT_EQ(k.chosen.rule, "template");
}

INSTANTIATE_TEST_SUITE_P(Models, ModelRunTest, ::testing::Values("resnet18", "mobilenetv2", "bert_layer"));

TEST(ModelRunTest, SmallModelsWithViewsPassThroughsAndSeveralOutputs) {
  for (std::string name : {"reshape_then_add", "attention_qkt", "identity_constant", "concat", "shape_arithmetic",
                           "two_outputs_one_value", "slice_int64_max_end"}) {
    SCOPED_TRACE(name);
    std::string base = kModels + "/ops/" + name;
    Model m = load_model(base + ".onnx");
    std::vector<NDArray> inputs;
    for (size_t i = 0; i < m.fused.graph.inputs.size(); ++i)
      inputs.push_back(read_npy(base + ".in" + std::to_string(i) + ".npy"));
    CompiledModel compiled(m, Target::host(), template_chooser());
    std::vector<NDArray> outputs = compiled.run(inputs);
    for (size_t o = 0; o < outputs.size(); ++o) {
      NDArray want = read_npy(base + ".out" + std::to_string(o) + ".npy");
      EXPECT_LE(relative_error(outputs[o], want), 1e-4) << "output " << o;
    }
  }
}

TEST(ModelRunTest, BadInputsAreRefusedNamingTheInput) {
  Model m = load_model(kModels + "/ops/conv_basic.onnx");
  CompiledModel compiled(m, Target::host(), template_chooser());
  auto message = [&](const std::vector<NDArray> &in) {
    try {
      compiled.run(in);
    } catch (const UserError &e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message({}).find("takes 1 inputs, 0 were given"), std::string::npos);
  EXPECT_NE(message({NDArray::empty({1, 4, 9, 10}, DataType::f32())}).find("input 'x0' must be f32[1,4,9,11]"),
            std::string::npos);
  EXPECT_NE(message({NDArray::empty({1, 4, 9, 11}, DataType::f64())}).find("got f64[1,4,9,11]"), std::string::npos);
  EXPECT_NE(message({NDArray()}).find("input 'x0' is missing"), std::string::npos);
}

}  // namespace
}  // namespace ktune::graph
