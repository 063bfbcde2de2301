// double_buffer: a shared-memory stage gets two buffers, used in turn by the iterations of the
// serial loop it is computed at (pipeline with 2 stages and synchronous copies). Only marks the
// stage: lowering (InjectPipeline.cpp)
// finds the loop and rewrites it, and says there what it needs of the loop's body.
#include "Primitives.h"

namespace ktune::primitives {

void double_buffer(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  schedule_check(st.scope == MemoryScope::Shared, "double_buffer of stage '"
                                                      << st.name << "': its scope is '" << scope_name(st.scope)
                                                      << "'; only shared-memory stages (cache_read or "
                                                         "cache_write with scope \"shared\") have two buffers");
  st.pipeline_stages = 2;
  st.async_copy = false;
}

}  // namespace ktune::primitives
