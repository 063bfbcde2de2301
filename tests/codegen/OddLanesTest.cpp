// Masked vector accesses whose lane count is not a power of two (a tile wider than the row it
// covers): LLVM 19 miscompiled them as AVX2 code until codegen widened them; checked on every
// x86-64 level this machine runs.
#include <gtest/gtest.h>

#include "ktune/driver/Driver.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"

namespace ktune {
namespace {

TEST(OddLanesTest, InlinedPaddingWithATileWiderThanTheRowIsRightOnEveryLevel) {
  std::vector<Target> levels;
  for (const char *t : {"llvm -mcpu=x86-64-v2", "llvm -mcpu=x86-64-v3", "llvm -mcpu=x86-64-v4", "llvm"}) {
    Target target = Target::parse(t);
    if (target.runs_here) levels.push_back(target);
  }
  for (const char *spec : {"conv2d:N=1,C=3,H=10,W=9,K=5,R=3,S=3,pad=1", "conv2d:N=2,C=5,H=10,W=9,K=7,R=3,S=3,pad=1"}) {
    Workload w = workload_from_spec(spec);
    for (const Target &target : levels) {
      for (int64_t qr : {16, 32}) {  // 9 output columns: one 9-lane tile with masked loads
        SCOPED_TRACE(std::string(spec) + " on " + target.str() + ", qr=" + std::to_string(qr));
        Schedule s = schedule_from_template(w, target, {{"qr", qr}, {"pad_inline", 1}});
        auto kernel = LoadedKernel::load(build_kernel(s, target));
        std::vector<NDArray> args = make_arguments(w);
        for (double e : check_against_reference(w, *kernel, args)) EXPECT_LE(e, 1e-4);
      }
    }
  }
}

}  // namespace
}  // namespace ktune
