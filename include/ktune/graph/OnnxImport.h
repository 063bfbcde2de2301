// ONNX models into ktune graphs (Debian's libonnx: ONNX's protobuf classes, checker and
// shape inference).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ktune/graph/Graph.h"

namespace ktune::graph {

/** How convolutions store their activations (Layout.cpp decides which values follow). */
enum class ConvLayout {
  Nchw,  // as ONNX writes them
  Nhwc,  // channels last: the CPU templates' vectors run over channels (the default)
};

struct ImportOptions {
  /** Static shapes for graph inputs whose dimensions the model leaves open (NAME -> dims).
   * Every name must be an input of the model. */
  std::map<std::string, std::vector<int64_t>> input_shapes;
  ConvLayout layout = ConvLayout::Nhwc;
};

/** "nhwc" or "nchw" (any case). Throws UserError naming the text. */
ConvLayout parse_conv_layout(const std::string &text);

/** Parses "NAME=1x3x224x224" into options.input_shapes. Throws UserError naming the text. */
void parse_input_shape(const std::string &text, ImportOptions &options);

/** Reads an ONNX model file and returns its graph, normalised (attributes explicit, constants
 * folded, shapes inferred; see Normalize.h) with the pattern passes applied (BatchNormalization
 * folded into the Conv before it, the GELU, SiLU and LayerNorm patterns as single nodes).
 * Throws UserError for a file that is not an ONNX model, an op or opset ktune does not know
 * (listing every unsupported op type with its node names and count), an open dimension with no
 * input shape given, and a malformed graph (a cycle, a wrong initializer size, a shape
 * mismatch), each naming the node, tensor or input. */
Graph import_onnx_file(const std::string &path, const ImportOptions &options = {});

/** The same for a serialised ModelProto held in memory; `what` names it in errors. */
Graph import_onnx_bytes(const std::string &bytes, const std::string &what, const ImportOptions &options = {});

}  // namespace ktune::graph
