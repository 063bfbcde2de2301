// pipeline: a shared-memory stage filled at each iteration of a serial loop gets `stages` (2 to
// 4) buffers used in turn, so that the fills of the next stages - 1 iterations are under way
// while this one's tiles are read; with async_copy = 1 its fills become cp.async copies (NVIDIA
// sm_80 and later) that land at a wait before the loop's barrier instead of passing through the
// thread's registers. double_buffer is pipeline(stage, 2) with synchronous copies. Only marks
// the stage: lowering (InjectPipeline.cpp, LowerAsyncCopies.cpp) finds the loop, rewrites it and
// says there what it needs of the loop's body.
#include "Primitives.h"

namespace ktune::primitives {

void pipeline(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  int64_t stages = get_int(step, "stages");
  int64_t async_copy = step.contains("async_copy") ? get_int(step, "async_copy") : 0;
  schedule_check(st.scope == MemoryScope::Shared, "pipeline of stage '"
                                                      << st.name << "': its scope is '" << scope_name(st.scope)
                                                      << "'; only shared-memory stages (cache_read or "
                                                         "cache_write with scope \"shared\") are pipelined");
  schedule_check(stages >= 2 && stages <= 4,
                 "pipeline of stage '" << st.name << "' with " << stages << " stages: 2, 3 or 4 are allowed");
  schedule_check(async_copy == 0 || async_copy == 1,
                 "pipeline of stage '" << st.name << "': async_copy is 0 or 1, not " << async_copy);
  st.pipeline_stages = static_cast<int>(stages);
  st.async_copy = async_copy == 1;
}

}  // namespace ktune::primitives
