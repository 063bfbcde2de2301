// The learned cost model: XGBoost gradient-boosted trees ranking candidates by features.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace ktune {

/** A ranking model over feature vectors (XGBoost through its C API, objective rank:pairwise).
 * It learns which candidates of one workload are faster than which, from groups of measured
 * candidates (one group per workload), and scores new ones: higher is predicted faster. */
class CostModel {
 public:
  struct Options {
    int rounds = 60;
    int max_depth = 6;
    double eta = 0.3;
    uint64_t seed = 0;
  };
  CostModel();
  explicit CostModel(Options options);
  ~CostModel();
  CostModel(CostModel &&) noexcept;
  CostModel &operator=(CostModel &&) noexcept;

  /** Trains from scratch. rows: one feature vector each (all the same length); throughputs:
   * higher is better (e.g. FLOP/s), one per row; groups: consecutive row counts per group. */
  void train(const std::vector<std::vector<float>> &rows, const std::vector<float> &throughputs,
             const std::vector<unsigned> &groups);
  bool trained() const;
  /** Scores, one per row; needs a trained model. */
  std::vector<float> predict(const std::vector<std::vector<float>> &rows) const;

 private:
  struct Impl;
  Options options_;
  std::unique_ptr<Impl> impl_;
};

/** The fraction of pairs (a, b) of one group with different true throughputs whose predicted
 * scores are ordered the same way: 0.5 is chance, 1 is perfect. */
double pairwise_ranking_accuracy(const std::vector<float> &scores, const std::vector<float> &throughputs,
                                 const std::vector<unsigned> &groups);

}  // namespace ktune
