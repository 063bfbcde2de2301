// What a statement does with GPU shared memory, for the passes that place barriers
// (InjectThreadBarriers.cpp, InjectDoubleBuffer.cpp).
#pragma once

#include <unordered_set>

#include "ktune/ir/Expr.h"

namespace ktune {

/** The shared buffers a statement writes and reads. */
struct SharedAccess {
  std::unordered_set<const BufferNode *> writes, reads;
};

/** The shared buffers s writes and reads, leaving out those in skip. */
SharedAccess shared_access(const Stmt &s, const std::unordered_set<const BufferNode *> &skip = {});

/** True when s is thread_barrier() as a statement. */
bool is_barrier(const Stmt &s);

}  // namespace ktune
