// The graph layer against three references: NumPy (each small op model's expected outputs,
// written by make_models.py), ktune's graph interpreter, and every fused kernel compiled with
// its template and run on the interpreter's inputs.
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "ktune/driver/Driver.h"
#include "ktune/graph/Interpreter.h"
#include "ktune/graph/Model.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/Npy.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"
#include "ktune/target/Target.h"

namespace ktune::graph {
namespace {

const std::string kModels = KTUNE_TEST_MODELS;

std::vector<std::string> op_model_names() {
  std::ifstream in(kModels + "/ops/list.txt");
  std::vector<std::string> names;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) names.push_back(line);
  }
  return names;
}

// Compiles kernel k with its template for this CPU and runs it on its inputs taken from the
// graph's values; returns its output.
NDArray run_kernel(const Model &m, const GraphKernel &k, const std::vector<NDArray> &values) {
  Target host = Target::host();
  Schedule s = schedule_from_template(k.workload, host);
  std::unique_ptr<LoadedKernel> loaded = LoadedKernel::load(ktune::build_kernel(s, host));
  std::vector<NDArray> args = kernel_inputs(m, k, values);
  NDArray out = NDArray::empty(k.workload.outputs()[0].shape(), DataType::f32());
  args.push_back(out);
  loaded->call(args);
  return out;
}

// Every kernel of the model (or one per task), checked against the interpreter's value of the
// kernel's output, and the kernel's own reference (registry reference or IR interpreter)
// against the graph interpreter.
void check_kernels(const Model &m, const std::vector<NDArray> &values, bool one_per_task, bool check_references) {
  std::set<int> which;
  for (auto &t : m.tasks) {
    if (one_per_task) {
      which.insert(t.kernel_indices.front());
    } else {
      which.insert(t.kernel_indices.begin(), t.kernel_indices.end());
    }
  }
  for (int i : which) {
    const GraphKernel &k = m.kernels[i];
    SCOPED_TRACE(k.name + " " + (k.registry_op ? k.spec : std::string("DAG")));
    const NDArray &want = values[k.output];
    NDArray got = run_kernel(m, k, values);
    NDArray want_shaped = NDArray::from_memory(std::shared_ptr<void>(std::make_shared<NDArray>(want), want.data()),
                                               got.shape(), want.dtype());
    EXPECT_LE(relative_error(got, want_shaped), 1e-4) << "the compiled kernel against the graph interpreter";
    if (!check_references) continue;
    std::vector<NDArray> ref_out = {NDArray::empty(got.shape(), DataType::f32())};
    run_reference(k.workload, kernel_inputs(m, k, values), ref_out);
    EXPECT_LE(relative_error(ref_out[0], want_shaped), 1e-4)
        << "the workload's reference against the graph interpreter";
  }
}

ImportOptions with_layout(ConvLayout layout) {
  ImportOptions o;
  o.layout = layout;
  return o;
}

void check_op_model(const std::string &name, ConvLayout layout) {
  std::string base = kModels + "/ops/" + name;
  Model m = load_model(base + ".onnx", with_layout(layout));
  std::vector<NDArray> inputs;
  for (size_t i = 0; i < m.fused.graph.inputs.size(); ++i)
    inputs.push_back(read_npy(base + ".in" + std::to_string(i) + ".npy"));
  std::vector<NDArray> values = evaluate_graph(m.fused.graph, inputs);
  for (size_t i = 0; i < m.fused.graph.outputs.size(); ++i) {
    NDArray expected = read_npy(base + ".out" + std::to_string(i) + ".npy");
    EXPECT_LE(relative_error(values[m.fused.graph.outputs[i]], expected), 1e-5)
        << "the graph interpreter against NumPy, output " << i;
  }
  ASSERT_FALSE(m.kernels.empty());
  check_kernels(m, values, false, true);
}

// Every op model as imported (convolutions and pooling NHWC, Layout.cpp).
class OpModelTest : public ::testing::TestWithParam<std::string> {};

TEST_P(OpModelTest, InterpreterMatchesNumpyAndKernelsMatchInterpreter) { check_op_model(GetParam(), ConvLayout::Nhwc); }

INSTANTIATE_TEST_SUITE_P(Ops, OpModelTest, ::testing::ValuesIn(op_model_names()),
                         [](const ::testing::TestParamInfo<std::string> &i) { return i.param; });

// The models whose kernels the layout changes, again as ONNX stores them (NCHW).
class NchwOpModelTest : public ::testing::TestWithParam<std::string> {};

TEST_P(NchwOpModelTest, InterpreterMatchesNumpyAndKernelsMatchInterpreter) {
  check_op_model(GetParam(), ConvLayout::Nchw);
}

std::vector<std::string> conv_and_pool_models() {
  std::vector<std::string> names;
  for (auto &n : op_model_names()) {
    if (n.find("conv") != std::string::npos || n.find("pool") != std::string::npos) names.push_back(n);
  }
  return names;
}

INSTANTIATE_TEST_SUITE_P(Ops, NchwOpModelTest, ::testing::ValuesIn(conv_and_pool_models()),
                         [](const ::testing::TestParamInfo<std::string> &i) { return i.param; });

// What each small model must fuse into: the kernel names (their parts) and registry ops.
TEST(FusionTest, PatternsAndEpiloguesBecomeOneKernel) {
  auto kernels = [](const std::string &name, ConvLayout layout = ConvLayout::Nchw) {
    Model m = load_model(kModels + "/ops/" + name + ".onnx", with_layout(layout));
    std::vector<std::string> out;
    for (auto &k : m.kernels) {
      std::string parts;
      for (auto &p : k.parts) parts += (parts.empty() ? "" : "_") + p;
      out.push_back(parts + (k.registry_op ? " = " + k.workload.op_name : ""));
    }
    return out;
  };
  using V = std::vector<std::string>;
  EXPECT_EQ(kernels("conv_batchnorm_relu"), (V{"conv2d_bias_relu = conv2d"}));  // BN folded into the weights
  EXPECT_EQ(kernels("conv_residual_relu"), (V{"conv2d_bias_add_relu = conv2d"}));
  EXPECT_EQ(kernels("conv_grouped"), (V{"group_conv2d_bias"}));        // groups of 2: a DAG
  EXPECT_EQ(kernels("conv_stride_asym_pad_dilation"), (V{"conv2d"}));  // asymmetric pads: a DAG
  EXPECT_EQ(kernels("conv_depthwise"), (V{"depthwise_conv2d = depthwise_conv2d"}));
  EXPECT_EQ(kernels("gelu_erf_pattern"), (V{"gelu"}));
  EXPECT_EQ(kernels("gelu_tanh_pattern"), (V{"gelu"}));
  EXPECT_EQ(kernels("silu_pattern"), (V{"silu"}));
  EXPECT_EQ(kernels("hardswish_pattern"), (V{"hardswish"}));
  EXPECT_EQ(kernels("layernorm_pattern"), (V{"layernorm = layernorm"}));
  EXPECT_EQ(kernels("gemm_linear_gelu"), (V{"gemm_bias_gelu = dense"}));
  EXPECT_EQ(kernels("matmul_weight_bias_relu"), (V{"matmul_bias_relu = dense"}));
  EXPECT_EQ(kernels("matmul_weight_panels_bias"), (V{"matmul_bias = dense"}));
  EXPECT_EQ(kernels("gemm_transb_panels"), (V{"gemm = dense"}));
  EXPECT_EQ(kernels("attention_qkt"), (V{"batch_matmul_div", "softmax = softmax"}));  // K^T read in place
  EXPECT_EQ(kernels("reshape_then_add"), (V{"add"}));      // the Reshape is a view (the add broadcasts: a DAG)
  EXPECT_EQ(kernels("shape_arithmetic"), (V{"sigmoid"}));  // Shape, Gather, Concat folded
  // Channels-last (Layout.cpp): copies where NCHW meets NHWC, none between NHWC nodes, and the
  // NHWC templates of the registry.
  const ConvLayout nhwc = ConvLayout::Nhwc;
  EXPECT_EQ(kernels("conv_residual_relu", nhwc),
            (V{"transpose", "transpose", "conv2d_bias_add_relu = conv2d", "transpose"}));
  EXPECT_EQ(kernels("conv_relu_maxpool", nhwc), (V{"transpose", "conv2d_bias_relu = conv2d", "maxpool", "transpose"}));
  // A per-channel Add is the conv's bias also NHWC; the scale after it makes a DAG; the pooled
  // [1,1,1,6] is NCHW's [1,6,1,1] as a view, so no copy follows the pooling.
  EXPECT_EQ(kernels("conv_channel_scale_global_avgpool_flatten", nhwc),
            (V{"transpose", "conv2d_bias_scale", "global_avgpool"}));
  EXPECT_EQ(kernels("conv_depthwise", nhwc), (V{"transpose", "depthwise_conv2d = depthwise_conv2d", "transpose"}));
  // A BatchNormalization that no Conv absorbed reads channels at axis 1: NCHW, after the copy back.
  EXPECT_EQ(kernels("conv_relu_batchnorm", nhwc), (V{"transpose", "conv2d_bias_relu = conv2d", "transpose_batchnorm"}));
  EXPECT_EQ(kernels("relu", nhwc), (V{"relu = relu"}));  // no convolution: nothing moves
}

// The registry ops of an NHWC model read NHWC, with the weights permuted once at import.
TEST(LayoutTest, NhwcConvolutionsUseTheNhwcTemplates) {
  Model m = load_model(kModels + "/resnet18.onnx");
  int conv = 0;
  for (auto &k : m.kernels) {
    if (!k.registry_op || k.workload.op_name != "conv2d") continue;
    ++conv;
    EXPECT_NE(k.spec.find("layout=nhwc"), std::string::npos) << k.spec;
    EXPECT_NE(k.spec.find("kblock=32"), std::string::npos) << k.spec;  // every K of ResNet-18 is a multiple of 32
    EXPECT_NE(k.args[1].note.find("[K/32,R,S,C,32]"), std::string::npos) << k.name;
  }
  EXPECT_EQ(conv, 20);
  Model nchw = load_model(kModels + "/resnet18.onnx", with_layout(ConvLayout::Nchw));
  EXPECT_EQ(nchw.kernels.size(), 23u);  // as ONNX stores them: no copies
  for (auto &k : nchw.kernels) EXPECT_EQ(k.spec.find("layout=nhwc"), std::string::npos) << k.spec;
}

// A dense's weights are packed into panels of 32 output features at import (the CPU template
// reads them contiguously, no packing per call), the last panel zero-padded where 32 does not
// divide N.
TEST(LayoutTest, DenseWeightsComePackedInPanels) {
  auto kernel = [](const std::string &name) { return load_model(kModels + "/ops/" + name + ".onnx").kernels.at(0); };
  for (const char *name : {"matmul_weight_panels_bias", "gemm_transb_panels", "matmul_weight_bias_relu"}) {
    GraphKernel k = kernel(name);
    EXPECT_NE(k.spec.find(",nblock=32"), std::string::npos) << k.spec;
    EXPECT_EQ(k.args[1].prepared->shape()[2], 32) << name;
  }
  EXPECT_EQ(kernel("matmul_weight_panels_bias").args[1].note, "[K,N] packed to [ceil(N/32),K,32] at import");
  EXPECT_EQ(kernel("gemm_transb_panels").args[1].note, "[N,K] packed to [ceil(N/32),K,32] at import");
  GraphKernel narrow = kernel("matmul_weight_bias_relu");  // N = 4: one panel, 28 columns of zeros
  EXPECT_EQ(narrow.args[1].prepared->shape(), (std::vector<int64_t>{1, 7, 32}));
  EXPECT_EQ(narrow.args[1].prepared->as<float>()[31], 0.0f);
}

struct ModelCase {
  std::string file;
  size_t kernels, tasks;
};

class WholeModelTest : public ::testing::TestWithParam<ModelCase> {};

TEST_P(WholeModelTest, EveryTaskKernelMatchesTheInterpreter) {
  const ModelCase &c = GetParam();
  Model m = load_model(kModels + "/" + c.file);
  EXPECT_EQ(m.kernels.size(), c.kernels);
  EXPECT_EQ(m.tasks.size(), c.tasks);
  double weights = 0;
  for (auto &t : m.tasks) weights += t.weight;
  EXPECT_EQ(weights, static_cast<double>(m.kernels.size()));
  std::vector<NDArray> inputs;
  for (int v : m.fused.graph.inputs) {
    inputs.push_back(NDArray::random(m.fused.graph.values[v].shape, m.fused.graph.values[v].dtype, 7));
  }
  // The kernels' own references (the IR interpreter for DAGs) are checked on the small models;
  // here, at full size, each task's kernel is checked against the graph interpreter only.
  check_kernels(m, evaluate_graph(m.fused.graph, inputs), true, false);
}

INSTANTIATE_TEST_SUITE_P(Models, WholeModelTest,
                         ::testing::Values(ModelCase{"resnet18.onnx", 24, 19}, ModelCase{"mobilenetv2.onnx", 55, 33},
                                           ModelCase{"bert_layer.onnx", 12, 9}),
                         [](const ::testing::TestParamInfo<ModelCase> &i) {
                           return i.param.file.substr(0, i.param.file.find('.'));
                         });

// ResNet-18's tasks: its 20 convolutions are 15 unique workloads (each with its bias, and the
// residual add and ReLU where the block has them), plus the max pool, the average pool and the
// classifier (the registry's dense), and the image's copy into NHWC; every activation between
// them is NHWC (the pooled [1,1,1,512] is read as the classifier's [1,512] in place).
TEST(WholeModelTest, ResNet18TasksAreTheUniqueConvolutionsWithTheirCounts) {
  Model m = load_model(kModels + "/resnet18.onnx");
  std::map<std::string, double> by_name;
  for (auto &t : m.tasks) by_name[t.kernels.front().substr(0, t.kernels.front().rfind('_'))] += t.weight;
  std::map<std::string, double> expected = {
      {"ktune_fused_transpose_1x224x224x3", 1},
      {"ktune_fused_conv2d_bias_relu_1x112x112x64", 1},
      {"ktune_fused_maxpool_1x56x56x64", 1},
      {"ktune_fused_conv2d_bias_relu_1x56x56x64", 2},
      {"ktune_fused_conv2d_bias_add_relu_1x56x56x64", 2},
      {"ktune_fused_conv2d_bias_add_relu_1x28x28x128", 2},
      {"ktune_fused_conv2d_bias_1x28x28x128", 1},
      {"ktune_fused_conv2d_bias_add_relu_1x14x14x256", 2},
      {"ktune_fused_conv2d_bias_1x14x14x256", 1},
      {"ktune_fused_conv2d_bias_add_relu_1x7x7x512", 2},
      {"ktune_fused_conv2d_bias_1x7x7x512", 1},
      {"ktune_fused_global_avgpool_1x1x1x512", 1},
      {"ktune_fused_gemm_bias_1x1000", 1},
  };
  // The two conv2d_bias_relu shapes of layers 2-4 (the strided first conv and the second
  // block's first conv) share a name prefix: 2 unique workloads each.
  expected["ktune_fused_conv2d_bias_relu_1x28x28x128"] = 2;
  expected["ktune_fused_conv2d_bias_relu_1x14x14x256"] = 2;
  expected["ktune_fused_conv2d_bias_relu_1x7x7x512"] = 2;
  EXPECT_EQ(by_name, expected);
  int conv_tasks = 0, conv_kernels = 0;
  for (auto &t : m.tasks) {
    if (t.kernels.front().find("conv2d") == std::string::npos) continue;
    ++conv_tasks;
    conv_kernels += static_cast<int>(t.weight);
  }
  EXPECT_EQ(conv_tasks, 15);
  EXPECT_EQ(conv_kernels, 20);
  // Every kernel names the ONNX nodes it fused.
  for (auto &k : m.kernels) EXPECT_FALSE(k.onnx_nodes.empty()) << k.name;
}

struct BadCase {
  std::string file;
  std::vector<std::string> message_parts;
};

class BadInputTest : public ::testing::TestWithParam<BadCase> {};

TEST_P(BadInputTest, ImportFailsWithAClearError) {
  const BadCase &c = GetParam();
  try {
    load_model(kModels + "/bad/" + c.file);
    FAIL() << c.file << " imported";
  } catch (const UserError &e) {
    std::string what = e.what();
    for (auto &part : c.message_parts) EXPECT_NE(what.find(part), std::string::npos) << what << "\nlacks: " << part;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Bad, BadInputTest,
    ::testing::Values(
        BadCase{"truncated.onnx", {"is not an ONNX model"}}, BadCase{"not_onnx.onnx", {"is not an ONNX model"}},
        BadCase{"unknown_opset.onnx", {"Relu (opset 99: ktune implements it up to opset 22)", "relu"}},
        BadCase{"unsupported_ops.onnx", {"3 nodes of 2 op types", "2 x NonZero: nz1, nz2", "1 x TopK: topk"}},
        BadCase{"shape_mismatch.onnx", {"bad_add"}}, BadCase{"cycle.onnx", {"cycle", "first", "second"}},
        BadCase{"initializer_size.onnx", {"initializer 'weights' holds 214 values", "needs 216"}},
        BadCase{"dynamic_batch.onnx", {"graph input 'x' has an open dimension 0 ('batch')", "--input-shape x=DIMS"}},
        BadCase{"pads_length.onnx", {"conv_pads", "pads must be four non-negative numbers"}},
        BadCase{"add_one_input.onnx", {"lonely_add", "has 1 inputs; Add takes 2"}},
        BadCase{"gather_out_of_range.onnx", {"far_gather", "index 7 is outside 0..3"}}),
    [](const ::testing::TestParamInfo<BadCase> &i) { return i.param.file.substr(0, i.param.file.find('.')); });

TEST(InputShapeTest, AnOpenDimensionTakesTheGivenShape) {
  ImportOptions o;
  parse_input_shape("x=3x8", o);
  Model m = load_model(kModels + "/bad/dynamic_batch.onnx", o);
  EXPECT_EQ(m.fused.graph.values[m.fused.graph.inputs[0]].shape, (std::vector<int64_t>{3, 8}));
  ImportOptions wrong;
  parse_input_shape("y=3x8", wrong);
  EXPECT_THROW(
      {
        try {
          load_model(kModels + "/bad/dynamic_batch.onnx", wrong);
        } catch (const UserError &e) {
          EXPECT_NE(std::string(e.what()).find("'y', which is not an input of the model (its inputs: x)"),
                    std::string::npos)
              << e.what();
          throw;
        }
      },
      UserError);
  ImportOptions bad;
  EXPECT_THROW(parse_input_shape("x=3xq", bad), UserError);
}

TEST(NpyTest, WritesAndReadsBack) {
  NDArray a = NDArray::random({3, 4, 5}, DataType::f32(), 1);
  std::string path = ::testing::TempDir() + "/ktune_npy_test.npy";
  write_npy(path, a);
  NDArray b = read_npy(path);
  EXPECT_EQ(b.shape(), a.shape());
  EXPECT_EQ(relative_error(b, a), 0.0);
  EXPECT_THROW(read_npy(kModels + "/resnet18.onnx"), UserError);
}

}  // namespace
}  // namespace ktune::graph
