// stream_stores: the stage's whole-vector stores bypass the caches (x86 MOVNTPS and kin, by
// LLVM's !nontemporal). A normal store to a line that is not in the cache first reads the line
// (a read for ownership), so a kernel that writes an output larger than the caches moves its
// output twice over the memory bus, and evicts lines that it or its consumer will read. A
// streaming store writes the line without reading it: softmax over 16384 x 1024 rows, which
// reads 64 MiB and writes 64 MiB, moves 128 MiB instead of 192. It loses where the output is
// read soon, from the cache it no longer is in, so the templates choose it by what the pass moves
// against the last-level cache (RowReductions.cpp). Only marks the stage; code generation does the rest
// (CodeGenLLVM::store_streaming): an unmasked vector store streams where its address is aligned
// to 16 bytes or more, other stores (masked tails, scalars, an unaligned caller's pointer) are
// normal, and a function that streamed fences before its results can be seen by another thread.
// Targets without streaming stores (GPUs) store normally. After the non-temporal stores of
// oneDNN's and glibc's large copies.
#include "Primitives.h"

namespace ktune::primitives {

void stream_stores(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  schedule_check(st.scope == MemoryScope::Global, "stream_stores of stage '"
                                                      << st.name << "': its scope is '" << scope_name(st.scope)
                                                      << "'; only a stage in global memory is written past the caches");
  st.streaming_stores = true;
}

}  // namespace ktune::primitives
