// The GPU launch indices an axis may be bound to (blockIdx.x/y/z, threadIdx.x/y/z): the one place
// their spelling is parsed. Loops keep the tag as text (it is what traces and printed IR show);
// every pass that asks "is this a thread index? which dimension?" asks here.
#pragma once

#include <optional>
#include <string>

namespace ktune {

struct ThreadTag {
  enum class Kind { Block, Thread };
  Kind kind = Kind::Block;
  int dim = 0;  // 0: x, 1: y, 2: z

  /** The tag a text spells; nullopt for anything but the six launch indices. */
  static std::optional<ThreadTag> parse(const std::string &text);
  /** "blockIdx.x" ... "threadIdx.z". */
  std::string str() const;
  bool is_thread() const { return kind == Kind::Thread; }
};

/** Whether a loop's tag is a thread index (threadIdx.*) or a block index (blockIdx.*). */
bool is_thread_index(const std::string &tag);
bool is_block_index(const std::string &tag);

}  // namespace ktune
