#include "ktune/driver/Driver.h"

#include <algorithm>
#include <chrono>

#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune {

CompiledKernel build_kernel(const Schedule &sch, const Target &target, const CodegenOptions &options, LowerLog *log) {
  LoweredFunc f = lower(sch, kernel_name(sch.workload()), log);
  if (target.kind != Target::Kind::CPU) return codegen_gpu(f, target, options);
  return codegen_cpu(f, target, options);
}

std::vector<NDArray> make_arguments(const Workload &w, uint64_t seed) {
  std::vector<NDArray> args;
  uint64_t s = seed;
  for (auto &t : w.inputs()) args.push_back(NDArray::random(t.shape(), t.dtype(), s++));
  for (auto &t : w.outputs()) args.push_back(NDArray::empty(t.shape(), t.dtype()));
  return args;
}

double tolerance_for(DataType t) {
  if (t == DataType::f32()) return 1e-4;
  if (t == DataType::f64()) return 1e-10;
  if (t.is_float()) return 1e-2;
  return 0;
}

double tolerance_for(const Workload &w) {
  // TF32 keeps f16's 10 mantissa bits: the same relative error per product.
  if (w.math() == MathMode::Tf32) return tolerance_for(DataType::f16());
  return tolerance_for(w.outputs().at(0).dtype());
}

std::vector<double> check_against_reference(const Workload &w, const LoadedKernel &kernel, std::vector<NDArray> &args) {
  return check_against_reference(
      w, [&](void **ptrs) { kernel.call_packed(ptrs); }, args);
}

std::vector<double> check_against_reference(const Workload &w, const std::function<void(void **)> &call,
                                            std::vector<NDArray> &args) {
  size_t n_in = w.inputs().size();
  for (size_t i = n_in; i < args.size(); ++i) args[i].fill_zero();
  std::vector<void *> ptrs;
  for (auto &a : args) ptrs.push_back(a.data());
  call(ptrs.data());
  std::vector<NDArray> inputs(args.begin(), args.begin() + n_in);
  std::vector<NDArray> expected;
  for (auto &t : w.outputs()) expected.push_back(NDArray::empty(t.shape(), t.dtype()));
  run_reference(w, inputs, expected);
  std::vector<double> errors;
  for (size_t i = 0; i < expected.size(); ++i) errors.push_back(relative_error(args[n_in + i], expected[i]));
  return errors;
}

}  // namespace ktune
