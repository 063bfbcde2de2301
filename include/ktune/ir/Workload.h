// A workload: the DAG of operations reaching some outputs, with a canonical key.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ktune/ir/Tensor.h"

namespace ktune {

/** How exactly a workload's products must be computed. Exact: as its types say (f32 products
 * of f32 values). Tf32: the f32 inputs of each product may first be rounded to TF32 (8-bit
 * exponent, 10-bit mantissa), as NVIDIA's tensor cores do for f32 data (cuBLAS's
 * CUBLAS_COMPUTE_32F_FAST_TF32); results are then checked with the 16-bit types' tolerance.
 * Part of the workload's key, so a TF32 record never serves a workload that asked for f32. */
enum class MathMode : uint8_t { Exact, Tf32 };

/** A computation to compile and tune. The structural hash and key are canonical: they depend
 * only on the structure (shapes, dtypes, bodies), not on names or on how it was built, so the
 * same computation built from a spec, from C++ or from Python gets the same key. */
class Workload {
 public:
  Workload() = default;
  /** args: the placeholders then the outputs, in the order a kernel takes its buffers. */
  Workload(std::vector<Tensor> inputs, std::vector<Tensor> outputs, MathMode math = MathMode::Exact);

  const std::vector<Tensor> &inputs() const { return inputs_; }
  const std::vector<Tensor> &outputs() const { return outputs_; }
  /** inputs then outputs: the kernel's parameters. */
  std::vector<Tensor> args() const;
  /** Every operation, producers before consumers (a deterministic topological order). */
  const std::vector<Operation> &ops() const { return ops_; }

  /** The canonical structural text that the hash is taken of (names replaced by positions). */
  const std::string &canonical_text() const { return canonical_; }
  uint64_t structural_hash() const { return hash_; }
  /** The precision its products may use (MathMode). */
  MathMode math() const { return math_; }
  /** The 16 hex digits of the structural hash: the workload key. */
  std::string key() const;

  /** The registry op this came from, its parameters and spec string (empty for custom DAGs). */
  std::string op_name = "custom";
  std::map<std::string, std::string> params;
  std::string spec;

  /** Floating point operations of one run (2 per multiply-add), for GFLOPS. */
  double flops = 0;

 private:
  std::vector<Tensor> inputs_, outputs_;
  std::vector<Operation> ops_;
  std::string canonical_;
  uint64_t hash_ = 0;
  MathMode math_ = MathMode::Exact;
};

/** 64-bit FNV-1a: a stable hash, the same on every machine and run. */
uint64_t stable_hash(const std::string &text);

}  // namespace ktune
