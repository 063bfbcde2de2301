// The registry's operators (private to ops/): one function per definition.
#pragma once

#include "ktune/ops/Registry.h"

namespace ktune::ops {

OpDef matmul_def();
OpDef batch_matmul_def();
OpDef dense_def();
OpDef conv2d_def();
OpDef depthwise_conv2d_def();
OpDef softmax_def();
OpDef layernorm_def();
OpDef elementwise_def(const std::string &kind);

/** A positive integer parameter. */
int64_t positive(const OpParams &p, const std::string &key);
/** The dtype parameter; the CPU path supports f32 for registry ops. */
DataType registry_dtype(const OpParams &p);
/** MathMode::Tf32 for dtype=tf32 (f32 data whose products may be rounded to TF32: the GEMMs and
 * conv2d), else Exact. */
MathMode registry_math(const OpParams &p);

}  // namespace ktune::ops
