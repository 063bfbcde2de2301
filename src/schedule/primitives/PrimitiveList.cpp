#include "Primitives.h"

namespace ktune::primitives {

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
      {"cache_read", cache_read},
      {"cache_write", cache_write},
      {"transform_layout", transform_layout},
  };
  return list;
}

}  // namespace ktune::primitives
