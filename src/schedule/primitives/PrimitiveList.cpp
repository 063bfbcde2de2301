// The list of schedule primitives: a trace step's "kind" to the function that applies it.
#include "Primitives.h"

namespace ktune::primitives {

// Each primitive's function, defined in its own file here; the table below is the list.
void split(Schedule &, const Json &);
void tile(Schedule &, const Json &);
void fuse(Schedule &, const Json &);
void reorder(Schedule &, const Json &);
void vectorize(Schedule &, const Json &);
void vectorize_reduction(Schedule &, const Json &);
void unroll(Schedule &, const Json &);
void parallel(Schedule &, const Json &);
void bind(Schedule &, const Json &);
void compute_at(Schedule &, const Json &);
void compute_inline(Schedule &, const Json &);
void compute_root(Schedule &, const Json &);
void double_buffer(Schedule &, const Json &);
void pipeline(Schedule &, const Json &);
void prefetch(Schedule &, const Json &);
void tensorize(Schedule &, const Json &);
void swizzle(Schedule &, const Json &);
void stream_stores(Schedule &, const Json &);
void defer(Schedule &, const Json &);
void cache_read(Schedule &, const Json &);
void cache_write(Schedule &, const Json &);
void rfactor(Schedule &, const Json &);
void transform_layout(Schedule &, const Json &);

const std::vector<PrimitiveEntry> &primitive_list() {
  static const std::vector<PrimitiveEntry> list = {
      {"split", split},
      {"tile", tile},
      {"fuse", fuse},
      {"reorder", reorder},
      {"vectorize", vectorize},
      {"vectorize_reduction", vectorize_reduction},
      {"unroll", unroll},
      {"parallel", parallel},
      {"bind", bind},
      {"compute_at", compute_at},
      {"compute_inline", compute_inline},
      {"compute_root", compute_root},
      {"double_buffer", double_buffer},
      {"pipeline", pipeline},
      {"prefetch", prefetch},
      {"tensorize", tensorize},
      {"swizzle", swizzle},
      {"stream_stores", stream_stores},
      {"defer", defer},
      {"cache_read", cache_read},
      {"cache_write", cache_write},
      {"rfactor", rfactor},
      {"transform_layout", transform_layout},
  };
  return list;
}

}  // namespace ktune::primitives
