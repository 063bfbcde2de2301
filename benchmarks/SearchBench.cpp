// bench_search: how well the search finds fast schedules, measured on this machine.
//   bench_search [--workload SPEC] [--trials N] [--seeds N] [--batch N] [--csv FILE]
//                [--transfer-from SPEC;SPEC...]
// For each seed it runs a random and a model-guided (xgb) session of N trials on a fresh
// database each (and, with --transfer-from, an xgb session on a copy of a database holding 64
// random trials of each of those other workloads, which the model learns from), and reports the best GFLOPS after every
// batch (a CSV of the curves with
// --csv), the trials each needed to reach 95% of its final best, and the trials random search
// needed to reach the level model-guided search reached. Then it pools every measurement of
// the random sessions, holds out a third (by a fixed shuffle), trains the cost model on the
// rest and reports its pairwise ranking accuracy on the held-out candidates. The sessions do
// not measure the template's expert configuration first (tune's default), so that each curve
// shows its strategy alone.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "ktune/lower/Lower.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"
#include "ktune/tuner/CostModel.h"
#include "ktune/tuner/Features.h"
#include "ktune/tuner/Tuner.h"

using namespace ktune;

namespace {

struct Curve {
  std::vector<double> best_after;  // best GFLOPS after each trial
};

Curve session(const std::string &db_path, const std::string &spec, const std::string &strategy, int trials,
              uint64_t seed, int batch, const std::string &start_from = "") {
  std::filesystem::remove(db_path);
  if (!start_from.empty()) std::filesystem::copy_file(start_from, db_path);
  Database db = Database::open(db_path);
  TuneOptions o;
  o.workload_spec = spec;
  o.trials = trials;
  o.strategy = strategy;
  o.seed = seed;
  o.batch_size = batch;
  o.measure.repeat = 3;
  o.measure.min_repeat_ms = 10;
  o.expert_first = false;   // the strategies on their own: the expert would start every curve near the top
  o.confirm_processes = 1;  // every candidate measured alike, as the strategies were compared before
  o.final_processes = 0;    // the curve is the search's trials: no final round's records after them
  tune(db, o);
  Workload w = workload_from_spec(spec);
  Curve c;
  double best = 0;
  for (auto &r : db.records_of(w.key())) {
    if (r.ok()) best = std::max(best, w.flops / r.median_cost() / 1e9);
    c.best_after.push_back(best);
  }
  return c;
}

// Trials until the curve first reaches level (1-based); -1 if never.
int trials_to_reach(const Curve &c, double level) {
  for (size_t i = 0; i < c.best_after.size(); ++i) {
    if (c.best_after[i] >= level) return static_cast<int>(i + 1);
  }
  return -1;
}

}  // namespace

int main(int argc, char **argv) {
  std::string spec = "matmul:M=512,N=512,K=512", csv, transfer_from;
  int trials = 96, seeds = 3, batch = 8;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--workload"))
      spec = argv[i + 1];
    else if (!std::strcmp(argv[i], "--trials"))
      trials = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--seeds"))
      seeds = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--batch"))
      batch = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--csv"))
      csv = argv[i + 1];
    else if (!std::strcmp(argv[i], "--transfer-from"))
      transfer_from = argv[i + 1];
    else {
      std::fprintf(stderr, "bench_search: unknown option %s\n", argv[i]);
      return 2;
    }
  }
  std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("ktune_bench_search_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  Workload w = workload_from_spec(spec);
  std::printf("# bench_search: %s, %d trials per session, batches of %d, %d seeds\n\n", w.spec.c_str(), trials, batch,
              seeds);
  std::printf(
      "| seed | strategy | final best GFLOPS | trials to 95%% of its final best | random trials to reach xgb's 95%% "
      "level |\n");
  std::printf("|---|---|---:|---:|---:|\n");
  std::ofstream out;
  if (!csv.empty()) {
    out.open(csv);
    out << "# workload " << w.spec << "\n";
    out << "seed,strategy,trial,best_gflops\n";
  }
  // The transfer database: random trials of the other workloads.
  std::string transfer_db;
  if (!transfer_from.empty()) {
    transfer_db = (dir / "transfer.db").string();
    size_t start = 0;
    while (start <= transfer_from.size()) {
      size_t end = transfer_from.find(';', start);
      std::string other = transfer_from.substr(start, end == std::string::npos ? std::string::npos : end - start);
      if (!other.empty()) {
        Database db = Database::open(transfer_db);
        TuneOptions o;
        o.workload_spec = other;
        o.trials = 64;
        o.seed = 99;
        o.batch_size = batch;
        o.measure.repeat = 3;
        o.measure.min_repeat_ms = 10;
        tune(db, o);
        std::printf("transfer database: 64 random trials of %s\n", other.c_str());
      }
      if (end == std::string::npos) break;
      start = end + 1;
    }
    std::printf("\n");
  }
  std::vector<std::string> random_dbs;
  double sum_ratio = 0;
  int ratio_count = 0;
  for (int s = 0; s < seeds; ++s) {
    std::string rdb = (dir / ("random" + std::to_string(s) + ".db")).string();
    std::string xdb = (dir / ("xgb" + std::to_string(s) + ".db")).string();
    Curve r = session(rdb, spec, "random", trials, s, batch);
    Curve x = session(xdb, spec, "xgb", trials, s, batch);
    random_dbs.push_back(rdb);
    if (!transfer_db.empty()) {
      Curve t = session((dir / ("transfer" + std::to_string(s) + ".db")).string(), spec, "xgb", trials, s, batch,
                        transfer_db);
      double tfinal = t.best_after.back();
      int t95 = trials_to_reach(t, 0.95 * tfinal);
      std::printf("| %d | xgb + transfer | %.1f | %d | %s |\n", s, tfinal, t95,
                  trials_to_reach(r, 0.95 * tfinal) < 0 ? ("not within " + std::to_string(trials)).c_str()
                                                        : std::to_string(trials_to_reach(r, 0.95 * tfinal)).c_str());
      if (out.is_open()) {
        for (size_t i = 0; i < t.best_after.size(); ++i)
          out << s << ",xgb+transfer," << i + 1 << "," << t.best_after[i] << "\n";
      }
    }
    double rfinal = r.best_after.back(), xfinal = x.best_after.back();
    int r95 = trials_to_reach(r, 0.95 * rfinal), x95 = trials_to_reach(x, 0.95 * xfinal);
    int r_to_x = trials_to_reach(r, 0.95 * xfinal);
    std::printf("| %d | random | %.1f | %d | |\n", s, rfinal, r95);
    std::printf("| %d | xgb | %.1f | %d | %s |\n", s, xfinal, x95,
                r_to_x < 0 ? ("not within " + std::to_string(trials)).c_str() : std::to_string(r_to_x).c_str());
    if (r_to_x > 0) {
      sum_ratio += static_cast<double>(x95) / r_to_x;
      ++ratio_count;
    }
    for (const auto &[name, c] : {std::pair<const char *, const Curve &>{"random", r}, {"xgb", x}}) {
      if (out.is_open()) {
        for (size_t t = 0; t < c.best_after.size(); ++t)
          out << s << "," << name << "," << t + 1 << "," << c.best_after[t] << "\n";
      }
    }
  }
  if (ratio_count > 0) {
    std::printf("\nxgb's trials to its 95%% level / random's trials to the same level, mean over %d seeds: %.2f\n",
                ratio_count, sum_ratio / ratio_count);
  }

  // Ranking accuracy on held-out measured candidates (the random sessions' measurements).
  std::vector<std::vector<float>> rows;
  std::vector<float> ys;
  Target target = Target::host();
  for (auto &path : random_dbs) {
    DatabaseOptions ro;
    ro.read_only = true;
    Database db = Database::open(path, ro);
    for (auto &r : db.records_of(w.key())) {
      KnobValues k;
      for (auto &[name, v] : r.knobs.items()) k[name] = v.get<int64_t>();
      try {
        rows.push_back(extract_features(lower(schedule_from_template(w, target, k), "candidate")));
        ys.push_back(r.ok() ? static_cast<float>(w.flops / r.median_cost() / 1e9) : 0.0f);
      } catch (const std::exception &) {
      }
    }
  }
  std::vector<size_t> order(rows.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::shuffle(order.begin(), order.end(), std::mt19937_64(2026));
  size_t held = order.size() / 3;
  std::vector<std::vector<float>> train_rows, test_rows;
  std::vector<float> train_y, test_y;
  for (size_t i = 0; i < order.size(); ++i) {
    (i < held ? test_rows : train_rows).push_back(rows[order[i]]);
    (i < held ? test_y : train_y).push_back(ys[order[i]]);
  }
  if (train_rows.size() >= 8 && !test_rows.empty()) {
    CostModel model;
    model.train(train_rows, train_y, {static_cast<unsigned>(train_rows.size())});
    double acc = pairwise_ranking_accuracy(model.predict(test_rows), test_y, {static_cast<unsigned>(test_rows.size())});
    std::printf(
        "cost model: trained on %zu measured candidates, pairwise ranking accuracy on %zu held-out ones: %.3f\n",
        train_rows.size(), test_rows.size(), acc);
  }
  std::filesystem::remove_all(dir);
  return 0;
}
