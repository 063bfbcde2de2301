// The orders the strategies walk a space in, the breeding they share, and the strategy factory.
#include "ProposalOrder.h"

#include <algorithm>
#include <numeric>

#include "ktune/support/Error.h"
#include "ktune/tuner/Tuner.h"

namespace ktune {

const std::vector<std::string> &search_strategies() {
  static const std::vector<std::string> s = {"random", "grid", "xgb", "evolutionary"};
  return s;
}

std::unique_ptr<SearchStrategy> make_search_strategy(const SearchContext &context) {
  const std::string &name = context.options.strategy;
  if (name == "random") return search::make_random_search(context);
  if (name == "grid") return search::make_grid_search(context);
  if (name == "xgb") return search::make_model_guided_search(context);
  if (name == "evolutionary") return search::make_evolutionary_search(context);
  user_check(false, "the search strategy must be random, grid, xgb or evolutionary, got '" << name << "'");
  return nullptr;
}

namespace search {

ProposalOrder::ProposalOrder(Kind kind, int64_t size, uint64_t seed) : kind_(kind), size_(size), rng_(seed) {
  // Small spaces are permuted outright; larger ones are sampled, skipping repeats.
  if (kind_ == Kind::Random && size <= kPermuteLimit) {
    order_.resize(static_cast<size_t>(size));
    std::iota(order_.begin(), order_.end(), int64_t{0});
    std::shuffle(order_.begin(), order_.end(), rng_);
  }
}

int64_t ProposalOrder::next() {
  if (kind_ == Kind::Index) return position_ < static_cast<size_t>(size_) ? static_cast<int64_t>(position_++) : -1;
  if (size_ <= kPermuteLimit) return position_ < order_.size() ? order_[position_++] : -1;
  if (static_cast<int64_t>(drawn_.size()) >= size_) return -1;
  for (;;) {
    int64_t i = std::uniform_int_distribution<int64_t>(0, size_ - 1)(rng_);
    if (drawn_.insert(i).second) return i;
  }
}

int64_t ProposalOrder::next_untaken(SearchHistory &history) {
  for (;;) {
    int64_t i = next();
    if (i < 0) return -1;
    if (i == history.expert) continue;  // the session's first proposal, counted there
    if (history.taken.count(i)) {
      ++history.skipped;
      continue;
    }
    return i;
  }
}

void ProposalOrder::fill(SearchHistory &history, std::vector<int64_t> &picked, int n) {
  while (static_cast<int>(picked.size()) < n) {
    int64_t i = next_untaken(history);
    if (i < 0) return;
    history.taken.insert(i);
    picked.push_back(i);
  }
}

std::vector<std::pair<int64_t, float>> best_first(std::vector<std::pair<int64_t, float>> observations) {
  std::sort(observations.begin(), observations.end(),
            [](auto &a, auto &b) { return a.second > b.second || (a.second == b.second && a.first < b.first); });
  return observations;
}

std::optional<KnobValues> knobs_from_json(const nlohmann::json &j) {
  if (!j.is_object()) return std::nullopt;
  KnobValues k;
  for (auto &[name, v] : j.items()) {
    if (!v.is_number_integer()) return std::nullopt;
    k[name] = v.get<int64_t>();
  }
  return k;
}

KnobValues breed(const KnobSpace &space, const KnobValues &a, const KnobValues &b, std::mt19937_64 &rng) {
  KnobValues child;
  for (auto &[name, value] : a) child[name] = rng() % 2 ? value : b.at(name);
  if (rng() % 2) child = space.mutate(child, rng);
  return child;
}

}  // namespace search
}  // namespace ktune
