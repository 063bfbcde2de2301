// CostModel: XGBoost's C API, wrapped so that every handle is freed and every failure is an
// exception naming the call (XGBoost reports errors through return codes and XGBGetLastError).
//
// Labels are relevance grades within a group, as rank:pairwise expects: each candidate's
// throughput relative to its group's best, bucketed into 0..31 (XGBoost's ranking objectives
// compare labels only within a group, so absolute speeds of different workloads don't mix).
#include "ktune/tuner/CostModel.h"

#include <xgboost/c_api.h>

#include <algorithm>
#include <cmath>

#include "ktune/support/Error.h"

namespace ktune {

namespace {

void xgb_check(int rc, const char *call) {
  internal_check(rc == 0, "XGBoost " << call << " failed: " << XGBGetLastError());
}

struct Matrix {
  DMatrixHandle handle = nullptr;
  Matrix(const std::vector<std::vector<float>> &rows) {
    user_check(!rows.empty(), "the cost model needs at least one row");
    size_t cols = rows[0].size();
    std::vector<float> data;
    data.reserve(rows.size() * cols);
    for (auto &r : rows) {
      internal_check(r.size() == cols, "feature rows of different lengths: " << r.size() << " and " << cols);
      data.insert(data.end(), r.begin(), r.end());
    }
    xgb_check(XGDMatrixCreateFromMat(data.data(), rows.size(), cols, std::nanf(""), &handle), "XGDMatrixCreateFromMat");
  }
  ~Matrix() {
    if (handle) XGDMatrixFree(handle);
  }
  Matrix(const Matrix &) = delete;
  Matrix &operator=(const Matrix &) = delete;
};

}  // namespace

struct CostModel::Impl {
  BoosterHandle booster = nullptr;
  ~Impl() {
    if (booster) XGBoosterFree(booster);
  }
};

CostModel::CostModel() : CostModel(Options{}) {}
CostModel::CostModel(Options options) : options_(options), impl_(std::make_unique<Impl>()) {}
CostModel::~CostModel() = default;
CostModel::CostModel(CostModel &&) noexcept = default;
CostModel &CostModel::operator=(CostModel &&) noexcept = default;

void CostModel::train(const std::vector<std::vector<float>> &rows, const std::vector<float> &throughputs,
                      const std::vector<unsigned> &groups) {
  user_check(rows.size() == throughputs.size(),
             "cost model: " << rows.size() << " rows but " << throughputs.size() << " throughputs");
  size_t grouped = 0;
  for (unsigned g : groups) grouped += g;
  user_check(grouped == rows.size(), "cost model: groups cover " << grouped << " of " << rows.size() << " rows");
  // Relevance grades within each group.
  std::vector<float> labels(rows.size());
  size_t start = 0;
  for (unsigned g : groups) {
    float best = 0;
    for (size_t i = start; i < start + g; ++i) best = std::max(best, throughputs[i]);
    for (size_t i = start; i < start + g; ++i) {
      labels[i] = best > 0 ? std::round(31.0f * std::max(0.0f, throughputs[i]) / best) : 0.0f;
    }
    start += g;
  }
  Matrix m(rows);
  xgb_check(XGDMatrixSetFloatInfo(m.handle, "label", labels.data(), labels.size()), "XGDMatrixSetFloatInfo(label)");
  xgb_check(XGDMatrixSetUIntInfo(m.handle, "group", groups.data(), groups.size()), "XGDMatrixSetUIntInfo(group)");
  auto fresh = std::make_unique<Impl>();
  xgb_check(XGBoosterCreate(&m.handle, 1, &fresh->booster), "XGBoosterCreate");
  auto set = [&](const char *name, const std::string &value) {
    xgb_check(XGBoosterSetParam(fresh->booster, name, value.c_str()), "XGBoosterSetParam");
  };
  set("objective", "rank:pairwise");
  set("max_depth", std::to_string(options_.max_depth));
  set("eta", std::to_string(options_.eta));
  set("min_child_weight", "1");
  set("nthread", "1");  // deterministic, and the cores belong to the measurements
  set("seed", std::to_string(options_.seed));
  set("verbosity", "0");
  for (int i = 0; i < options_.rounds; ++i) {
    xgb_check(XGBoosterUpdateOneIter(fresh->booster, i, m.handle), "XGBoosterUpdateOneIter");
  }
  impl_ = std::move(fresh);
}

bool CostModel::trained() const { return impl_ && impl_->booster; }

std::vector<float> CostModel::predict(const std::vector<std::vector<float>> &rows) const {
  internal_check(trained(), "predict with an untrained cost model");
  if (rows.empty()) return {};
  Matrix m(rows);
  bst_ulong n = 0;
  const float *out = nullptr;
  xgb_check(XGBoosterPredict(impl_->booster, m.handle, 0, 0, 0, &n, &out), "XGBoosterPredict");
  internal_check(n == rows.size(), "XGBoost predicted " << n << " scores for " << rows.size() << " rows");
  return std::vector<float>(out, out + n);
}

double pairwise_ranking_accuracy(const std::vector<float> &scores, const std::vector<float> &throughputs,
                                 const std::vector<unsigned> &groups) {
  size_t start = 0;
  double right = 0, pairs = 0;
  for (unsigned g : groups) {
    for (size_t i = start; i < start + g; ++i) {
      for (size_t j = i + 1; j < start + g; ++j) {
        if (throughputs[i] == throughputs[j]) continue;
        pairs += 1;
        bool truth = throughputs[i] > throughputs[j];
        if (scores[i] == scores[j])
          right += 0.5;
        else if ((scores[i] > scores[j]) == truth)
          right += 1;
      }
    }
    start += g;
  }
  return pairs > 0 ? right / pairs : 0.5;
}

}  // namespace ktune
