// grid: the space in index order (the first knob, by name, varies slowest). Exhaustive for a
// small space; for a large one it explores a corner, which is why it is not the default.
#include "ProposalOrder.h"

namespace ktune::search {

std::unique_ptr<SearchStrategy> make_grid_search(const SearchContext &c) {
  return std::make_unique<OrderedSearch>(ProposalOrder::Kind::Index, c.space.size(), 0);
}

}  // namespace ktune::search
