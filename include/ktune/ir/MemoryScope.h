// Where a buffer lives: the one list of memory scopes, with their names as schedules, traces and
// printed IR spell them.
#pragma once

#include <optional>
#include <string>

namespace ktune {

enum class MemoryScope {
  Global,  // heap or argument memory (every device)
  Local,   // registers or the stack of one thread
  Shared,  // a GPU block's shared memory (LDS on AMD)
  /** A warp's accumulator tile for a matrix instruction (tensorize): each lane keeps the
   * elements the instruction's layout gives it, in registers (MatrixIntrinsic.h). Only a
   * cache_write of a tensorized stage has it, and lowering (LowerTensorCores.cpp) replaces it by
   * per-lane local buffers: no code generator sees it. */
  Fragment,
};

/** "global", "local", "shared" or "fragment". */
const char *scope_name(MemoryScope scope);

/** The scope a name spells; nullopt for any other text. */
std::optional<MemoryScope> parse_memory_scope(const std::string &name);

}  // namespace ktune
