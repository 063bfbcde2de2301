// ThreadTag: parsing and spelling of the six GPU launch indices.
#include "ktune/ir/ThreadTag.h"

namespace ktune {

std::optional<ThreadTag> ThreadTag::parse(const std::string &text) {
  for (Kind kind : {Kind::Block, Kind::Thread}) {
    for (int dim = 0; dim < 3; ++dim) {
      ThreadTag t{kind, dim};
      if (text == t.str()) return t;
    }
  }
  return std::nullopt;
}

std::string ThreadTag::str() const {
  return std::string(kind == Kind::Thread ? "threadIdx." : "blockIdx.") + "xyz"[dim];
}

bool is_thread_index(const std::string &tag) {
  auto t = ThreadTag::parse(tag);
  return t && t->is_thread();
}

bool is_block_index(const std::string &tag) {
  auto t = ThreadTag::parse(tag);
  return t && !t->is_thread();
}

}  // namespace ktune
