// A workload: the DAG of operations reaching some outputs, with a canonical key.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ktune/ir/Tensor.h"

namespace ktune {

/** A computation to compile and tune. The structural hash and key are canonical: they depend
 * only on the structure (shapes, dtypes, bodies), not on names or on how it was built, so the
 * same computation built from a spec, from C++ or from Python gets the same key. */
class Workload {
 public:
  Workload() = default;
  /** args: the placeholders then the outputs, in the order a kernel takes its buffers. */
  Workload(std::vector<Tensor> inputs, std::vector<Tensor> outputs);

  const std::vector<Tensor> &inputs() const { return inputs_; }
  const std::vector<Tensor> &outputs() const { return outputs_; }
  /** inputs then outputs: the kernel's parameters. */
  std::vector<Tensor> args() const;
  /** Every operation, producers before consumers (a deterministic topological order). */
  const std::vector<Operation> &ops() const { return ops_; }

  /** The canonical structural text that the hash is taken of (names replaced by positions). */
  const std::string &canonical_text() const { return canonical_; }
  uint64_t structural_hash() const { return hash_; }
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
};

/** 64-bit FNV-1a: a stable hash, the same on every machine and run. */
uint64_t stable_hash(const std::string &text);

}  // namespace ktune
