// What the strategies share: the order in which they walk a knob space when they have nothing
// better to go on (random, or index order for grid), and the breeding of two configurations.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <unordered_set>
#include <utility>
#include <vector>

#include "ktune/tuner/SearchStrategy.h"
#include "ktune/tuner/Tuner.h"

namespace ktune::search {

/** Below this many measurements, the model-guided and evolutionary strategies propose from
 * their random order. */
constexpr size_t kMinTrainingRows = 8;
/** The share of each guided batch picked at random, so the search keeps seeing what it would not
 * choose. */
constexpr double kEpsilon = 0.25;

/** The configuration indices of a space in a fixed order: a seeded random permutation (small
 * spaces) or uniform sampling without repeats (large ones), or index order (grid). */
class ProposalOrder {
 public:
  enum class Kind { Random, Index };
  ProposalOrder(Kind kind, int64_t size, uint64_t seed);
  /** The next index, or -1 when the space is exhausted. */
  int64_t next();
  /** The next index that is neither taken nor the expert (taken ones count as skipped), or -1. */
  int64_t next_untaken(SearchHistory &history);
  /** Fills `picked` up to n with next_untaken. */
  void fill(SearchHistory &history, std::vector<int64_t> &picked, int n);

 private:
  static constexpr int64_t kPermuteLimit = 1 << 20;
  Kind kind_;
  int64_t size_;
  std::mt19937_64 rng_;
  std::vector<int64_t> order_;
  size_t position_ = 0;
  std::unordered_set<int64_t> drawn_;
};

/** A strategy that is only its order: random and grid. */
class OrderedSearch : public SearchStrategy {
 public:
  OrderedSearch(ProposalOrder::Kind kind, int64_t size, uint64_t seed) : order_(kind, size, seed) {}
  std::vector<int64_t> propose(SearchHistory &history, int n) override {
    std::vector<int64_t> picked;
    order_.fill(history, picked, n);
    return picked;
  }

 private:
  ProposalOrder order_;
};

/** Observations (configuration index, GFLOPS) best first; ties by index, so the order is stable. */
std::vector<std::pair<int64_t, float>> best_first(std::vector<std::pair<int64_t, float>> observations);

/** A child of two configurations: each knob from either parent, then a one-knob mutation half
 * the time (the breeding of both evolutionary searches: over the model's scores and measured). */
KnobValues breed(const KnobSpace &space, const KnobValues &a, const KnobValues &b, std::mt19937_64 &rng);

/** A record's knobs as configuration values; nullopt when they are not all integers (a record
 * of another kind of schedule). */
std::optional<KnobValues> knobs_from_json(const nlohmann::json &j);

/** The seed of a strategy's own random stream (`stream` 1: the model's search, 2: evolution). */
inline uint64_t stream_seed(uint64_t seed, uint64_t stream) { return seed * 0x9E3779B97F4A7C15ull + stream; }

/** The strategies, one file each. */
std::unique_ptr<SearchStrategy> make_random_search(const SearchContext &context);
std::unique_ptr<SearchStrategy> make_grid_search(const SearchContext &context);
std::unique_ptr<SearchStrategy> make_evolutionary_search(const SearchContext &context);
std::unique_ptr<SearchStrategy> make_model_guided_search(const SearchContext &context);

}  // namespace ktune::search
