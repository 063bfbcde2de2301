// A search strategy: which configurations of a template's knob space to measure next, given
// what has been measured. One file each under tuner/search: RandomSearch, GridSearch,
// EvolutionarySearch, ModelGuidedSearch (xgb). The tuning session (TuningSession.h) owns the
// history, measures what a strategy proposes and tells it the results; a strategy owns only its
// own state (its order over the space, its random streams, its model).
#pragma once

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "ktune/database/Database.h"
#include "ktune/ir/Workload.h"
#include "ktune/schedule/Template.h"
#include "ktune/target/Target.h"
#include "ktune/tuner/SearchSpace.h"

namespace ktune {

struct TuneOptions;

/** The strategy used when none is named, by `ktune tune`, tune(), the task scheduler and
 * Python alike: model-guided, which reaches a given speed in fewer trials than the others
 * (bench_search; README "Search strategies"). */
inline constexpr const char *kDefaultSearchStrategy = "xgb";

/** The strategies that exist: random, grid, xgb, evolutionary. */
const std::vector<std::string> &search_strategies();

/** What a session has measured, as strategies see it. */
struct SearchHistory {
  explicit SearchHistory(const KnobSpace &s) : space(s) {}
  const KnobSpace &space;
  /** Configurations measured (in the database or this session) or already proposed: a strategy
   * proposes none of them again. */
  std::set<int64_t> taken;
  /** Measured configurations and their throughput in GFLOPS (0 for a failure), oldest first. */
  std::vector<std::pair<int64_t, float>> observations;
  /** The template's default configuration (-1: not in the space): the session measures it first,
   * so a strategy's order passes over it without counting it. */
  int64_t expert = -1;
  /** Configurations a strategy's order reached that were taken (the session reports how many
   * it skipped because the database had them). */
  int skipped = 0;
};

/** What a strategy may read of its session. */
struct SearchContext {
  Database &db;
  const Workload &workload;
  const Target &target;
  const ScheduleTemplate &tmpl;
  const KnobSpace &space;
  std::string device_hash;
  const TuneOptions &options;
};

class SearchStrategy {
 public:
  virtual ~SearchStrategy() = default;
  /** Up to n configurations that are not in history.taken, in the order to measure them; fewer
   * only when the space is exhausted. May count history.skipped. */
  virtual std::vector<int64_t> propose(SearchHistory &history, int n) = 0;
  /** Learns from the history: once before the first proposal (what the database held) and after
   * every measured batch. */
  virtual void observe(const SearchHistory &) {}
  /** Records of other workloads the strategy learned from, and how many workloads (xgb with
   * transfer; 0 otherwise). */
  virtual int transfer_records() const { return 0; }
  virtual int transfer_workloads() const { return 0; }
};

/** The strategy named by context.options.strategy. Throws UserError naming an unknown one. */
std::unique_ptr<SearchStrategy> make_search_strategy(const SearchContext &context);

}  // namespace ktune
