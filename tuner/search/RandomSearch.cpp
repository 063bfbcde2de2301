// random: a seeded permutation of the space (sampling without repeats where the space is too
// large to permute). The baseline every other strategy must beat, and the one whose proposals
// depend on nothing but the seed (the Slurm check's shards compare against it).
#include "ProposalOrder.h"

namespace ktune::search {

std::unique_ptr<SearchStrategy> make_random_search(const SearchContext &c) {
  return std::make_unique<OrderedSearch>(ProposalOrder::Kind::Random, c.space.size(), c.options.seed);
}

}  // namespace ktune::search
