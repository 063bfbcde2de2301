// The graph passes that import runs, in order (each in its own file, with what it decides).
#pragma once

#include "ktune/graph/Graph.h"
#include "ktune/graph/OnnxImport.h"

namespace ktune::graph {

/** Normalize.cpp: attributes explicit and in one form, constants folded, shapes inferred. */
void normalize(Graph &g);

/** FoldBatchNorm.cpp: a BatchNormalization after a Conv becomes the Conv's weights and bias. */
void fold_batch_norms(Graph &g);

/** ActivationPatterns.cpp: elementwise regions that compute GELU (erf or tanh form), SiLU or
 * HardSwish of one value become one node. */
void recognize_activation_patterns(Graph &g);

/** LayerNormPattern.cpp: ReduceMean, Sub, Pow, ReduceMean, Add, Sqrt, Div (then Mul, Add) over
 * the last axis becomes one LayerNormalization. */
void recognize_layer_norm(Graph &g);

/** Layout.cpp: which 4-D activations are stored NHWC (convolutions, pooling and the elementwise
 * nodes between them), with the Transposes where NHWC and NCHW meet. */
void choose_layouts(Graph &g, ConvLayout layout);

}  // namespace ktune::graph
