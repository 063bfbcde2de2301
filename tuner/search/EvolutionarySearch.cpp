// evolutionary: a genetic search over measured configurations, without a model. Random until
// kMinTrainingRows configurations are measured; then three quarters of each batch are children
// of the kEvolutionParents best measured (each knob from either of two parents, then a one-knob
// mutation half the time), measured directly, and a quarter comes from the random order, like
// xgb's epsilon share.
#include <algorithm>
#include <cmath>

#include "ProposalOrder.h"

namespace ktune::search {

namespace {

constexpr size_t kEvolutionParents = 16;

class EvolutionarySearch : public SearchStrategy {
 public:
  EvolutionarySearch(int64_t size, uint64_t seed)
      : order_(ProposalOrder::Kind::Random, size, seed), rng_(stream_seed(seed, 2)) {}

  std::vector<int64_t> propose(SearchHistory &history, int n) override {
    std::vector<int64_t> picked;
    if (history.observations.size() >= kMinTrainingRows) picked = bred(history, n);
    order_.fill(history, picked, n);
    return picked;
  }

 private:
  std::vector<int64_t> bred(SearchHistory &history, int n) {
    const KnobSpace &space = history.space;
    std::vector<std::pair<int64_t, float>> ranked = best_first(history.observations);
    if (ranked.size() > kEvolutionParents) ranked.resize(kEvolutionParents);
    std::vector<int64_t> picked;
    int wanted = n - static_cast<int>(std::floor(n * kEpsilon));
    std::uniform_int_distribution<size_t> parent(0, ranked.empty() ? 0 : ranked.size() - 1);
    for (int attempt = 0; attempt < 64 * n && static_cast<int>(picked.size()) < wanted && !ranked.empty(); ++attempt) {
      KnobValues a = space.at(ranked[parent(rng_)].first), b = space.at(ranked[parent(rng_)].first);
      int64_t i = space.index_of(breed(space, a, b, rng_));
      if (i >= 0 && !history.taken.count(i) && std::find(picked.begin(), picked.end(), i) == picked.end())
        picked.push_back(i);
    }
    for (int64_t i : picked) history.taken.insert(i);
    return picked;
  }

  ProposalOrder order_;
  std::mt19937_64 rng_;
};

}  // namespace

std::unique_ptr<SearchStrategy> make_evolutionary_search(const SearchContext &c) {
  return std::make_unique<EvolutionarySearch>(c.space.size(), c.options.seed);
}

}  // namespace ktune::search
