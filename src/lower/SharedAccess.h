// What a statement does with buffers: for the passes that place barriers around GPU shared memory
// (InjectThreadBarriers.cpp, InjectPipeline.cpp), its shared buffers; for the one that moves a
// deferred stage (DeferIterations.cpp), all of them.
#pragma once

#include <unordered_set>

#include "ktune/ir/Expr.h"

namespace ktune {

/** The buffers a statement writes and reads (a copy_async writes its destination). */
struct SharedAccess {
  std::unordered_set<const BufferNode *> writes, reads;
};

/** The shared buffers s writes and reads, leaving out those in skip. */
SharedAccess shared_access(const Stmt &s, const std::unordered_set<const BufferNode *> &skip = {});

/** Every buffer s writes and reads, whatever its scope. */
SharedAccess buffer_access(const Stmt &s);

/** True when s is thread_barrier() as a statement. */
bool is_barrier(const Stmt &s);

}  // namespace ktune
