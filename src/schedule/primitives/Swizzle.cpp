// swizzle: the 16-byte units of a shared tile's rows are XOR-swizzled by row, so that the rows
// that ldmatrix reads together (eight rows of 16 bytes per phase) and the columns of units that
// cp.async writes fall in eight different bank groups instead of one or two (the shared layouts
// of CUTLASS's sm_80 GEMMs). The data and every access stay the same; only the offsets within
// each aligned block of rows are permuted, decided at lowering from the tile's row length
// (ldmatrix_swizzle in Expr.h: nothing is done where the rows are not a power of two of
// 16-byte units).
#include "Primitives.h"

namespace ktune::primitives {

void swizzle(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  schedule_check(st.scope == MemoryScope::Shared, "swizzle of stage '"
                                                      << st.name << "': its scope is '" << scope_name(st.scope)
                                                      << "'; only shared-memory stages have bank conflicts to avoid");
  schedule_check(st.layout.empty(),
                 "swizzle of stage '" << st.name << "': it already has a layout transform (transform_layout)");
  st.swizzle = true;
}

}  // namespace ktune::primitives
