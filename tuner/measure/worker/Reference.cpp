#include "DeviceRunner.h"
#include "ktune/driver/Driver.h"
#include "ktune/ops/Registry.h"

namespace ktune::measure {

ReferenceData make_reference(const std::string &workload_spec, uint64_t seed) {
  Workload w = workload_from_spec(workload_spec);
  std::vector<NDArray> args = make_arguments(w, seed);
  ReferenceData r;
  r.inputs.assign(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(w.inputs().size()));
  for (auto &t : w.outputs()) r.outputs.push_back(NDArray::empty(t.shape(), t.dtype()));
  run_reference(w, r.inputs, r.outputs);
  r.tolerance = tolerance_for(w);
  return r;
}

}  // namespace ktune::measure
