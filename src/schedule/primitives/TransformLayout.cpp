// transform_layout: the stage's buffer is stored in a blocked layout. Dimensions are split into
// blocks and the results permuted (B[K,N] -> B[N/16, K, 16]), so that a consumer's inner loop
// reads contiguous memory. Reads and writes keep their logical indices; storage flattening
// applies the layout. Kernel arguments keep their layout: cache_read them first.
#include <algorithm>
#include <set>

#include "Primitives.h"

namespace ktune::primitives {

void transform_layout(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  schedule_check(!st.is_output, "transform_layout of '" << st.name
                                                        << "': it is a kernel argument; cache it "
                                                           "(cache_read/cache_write) and transform the cache");
  schedule_check(!st.swizzle, "transform_layout of '" << st.name
                                                      << "': it is swizzled (swizzle), which needs its plain "
                                                         "row-major layout");
  schedule_check(step.contains("splits") && step["splits"].is_array(),
                 "transform_layout of '" << st.name << "': needs a list 'splits' of [dim, factor]");
  LayoutTransform layout;
  int ndim = static_cast<int>(st.root_axes.size());
  std::set<int> split_dims;
  for (auto &p : step["splits"]) {
    schedule_check(p.is_array() && p.size() == 2 && p[0].is_number_integer() && p[1].is_number_integer(),
                   "transform_layout of '" << st.name << "': each split is [dim, factor]");
    int dim = p[0].get<int>();
    int64_t factor = p[1].get<int64_t>();
    schedule_check(dim >= 0 && dim < ndim, "transform_layout of '" << st.name << "': dimension " << dim
                                                                   << " out of range (it has " << ndim << ")");
    schedule_check(factor > 0, "transform_layout of '" << st.name << "': block factor " << factor << " of dimension "
                                                       << dim << " must be positive");
    schedule_check(split_dims.insert(dim).second,
                   "transform_layout of '" << st.name << "': dimension " << dim << " split twice");
    layout.splits.push_back({dim, factor});
  }
  std::sort(layout.splits.begin(), layout.splits.end());
  int total = ndim + static_cast<int>(layout.splits.size());
  if (step.contains("order")) {
    schedule_check(step["order"].is_array(), "transform_layout of '" << st.name << "': order must be a list");
    for (auto &o : step["order"]) {
      schedule_check(o.is_number_integer(), "transform_layout of '" << st.name << "': order holds integers");
      layout.order.push_back(o.get<int>());
    }
    std::vector<int> sorted = layout.order;
    std::sort(sorted.begin(), sorted.end());
    bool perm = static_cast<int>(sorted.size()) == total;
    for (int i = 0; perm && i < total; ++i) perm = sorted[i] == i;
    schedule_check(perm, "transform_layout of '" << st.name << "': order must be a permutation of 0.." << total - 1
                                                 << " (the dimensions after the splits)");
  }
  st.layout = layout;
}

}  // namespace ktune::primitives
