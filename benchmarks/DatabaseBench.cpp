// The tuning database at scale: insert N records (default 1,000,000), report the insert rate,
// then the latency of best-record lookups (median over many queries) and the file size.
//   bench_database [--records N] [--queries Q] [--batch B] [--db FILE]
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "ktune/database/Database.h"

using namespace ktune;
using Clock = std::chrono::steady_clock;

namespace {

double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string hex_key(uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v * 0x9e3779b97f4a7c15ull));
  return buf;
}

}  // namespace

int main(int argc, char **argv) {
  int64_t n = 1000000, queries = 20000, batch = 10000;
  std::string path = "/tmp/ktune-bench-" + std::to_string(getpid()) + ".db";
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--records"))
      n = std::stoll(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--queries"))
      queries = std::stoll(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--batch"))
      batch = std::stoll(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--db"))
      path = argv[i + 1];
  }
  const int kWorkloads = 2000, kDevices = 4;
  std::vector<DeviceFingerprint> devices(kDevices);
  for (int d = 0; d < kDevices; ++d) {
    devices[d].name = d < 2 ? "rocketlake" : "znver4";
    devices[d].model = "bench CPU " + std::to_string(d);
    devices[d].cores = 2 + d;
  }
  auto target_of = [](int d) { return d < 2 ? "llvm -mcpu=rocketlake" : "llvm -mcpu=znver4"; };

  // A typical record: an 8-step template trace, 5 costs, knobs and search provenance.
  TuningRecord base;
  base.trace = nlohmann::json::parse(R"({"format":"ktune-trace","version":1,"steps":[
    {"kind":"cache_write","scope":"local","stage":"C"},
    {"kind":"tile","stage":"C","x":"i","x_factor":8,"y":"j","y_factor":16},
    {"axis":"j.inner","kind":"vectorize","stage":"C"},{"axis":"i.outer","kind":"parallel","stage":"C"},
    {"axis":"j.outer","kind":"compute_at","stage":"C.local","target":"C"},
    {"axes":["k","i","j"],"kind":"reorder","stage":"C.local"},
    {"axis":"i","kind":"unroll","stage":"C.local"},{"axis":"j","kind":"vectorize","stage":"C.local"}]})");
  base.knobs = {{"mr", 8}, {"nr", 16}, {"pack_b", 1}, {"parallel", 1}};
  base.compile_seconds = 0.014;
  base.host = "bench-host";
  base.ktune_version = "0.1.0";
  base.provenance = {{"strategy", "evolutionary"}, {"seed", 42}, {"round", 0}};

  std::remove(path.c_str());
  Database db = Database::open(path);
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> cost(1e-6, 1e-3);
  auto start = Clock::now();
  std::vector<TuningRecord> pending;
  for (int64_t i = 0; i < n; ++i) {
    TuningRecord r = base;
    int w = static_cast<int>(i % kWorkloads), d = static_cast<int>((i / kWorkloads) % kDevices);
    r.workload_key = r.structural_hash = hex_key(w);
    r.workload_spec = "matmul:M=" + std::to_string(16 * (w + 1)) + ",N=256,K=256,dtype=f32";
    r.target = target_of(d);
    r.device = devices[d];
    r.costs = {cost(rng), cost(rng), cost(rng), cost(rng), cost(rng)};
    if (i % 50 == 0) r.error_kind = "run_timeout", r.costs.clear();
    r.timestamp = "2026-11-29T00:00:00." + std::to_string(i) + "Z";
    r.provenance["round"] = i / 1000;
    pending.push_back(std::move(r));
    if (static_cast<int64_t>(pending.size()) == batch || i + 1 == n) {
      db.add_all(pending);
      pending.clear();
    }
  }
  double insert_s = seconds_since(start);
  std::printf("inserted %lld records in %.1f s: %.0f records/s (batches of %lld per transaction)\n",
              static_cast<long long>(n), insert_s, n / insert_s, static_cast<long long>(batch));

  // Single-record transactions, as a tuning process that commits each measurement does.
  const int kSingles = 2000;
  start = Clock::now();
  for (int i = 0; i < kSingles; ++i) {
    TuningRecord r = base;
    r.workload_key = r.structural_hash = hex_key(i % kWorkloads);
    r.workload_spec = "matmul:M=" + std::to_string(16 * (i % kWorkloads + 1)) + ",N=256,K=256,dtype=f32";
    r.target = target_of(0);
    r.device = devices[0];
    r.costs = {cost(rng)};
    r.timestamp = "single." + std::to_string(i);
    db.add(r);
  }
  double single_s = seconds_since(start);
  std::printf("one record per transaction: %.0f records/s (%d records)\n", kSingles / single_s, kSingles);

  auto measure = [&](Compat rule, const char *name, bool other_device) {
    std::vector<double> lat;
    std::uniform_int_distribution<int> pick(0, kWorkloads - 1);
    int found = 0;
    for (int64_t q = 0; q < queries; ++q) {
      int w = pick(rng);
      // other_device: a device with no records of its own, so the lookup falls through to the rule.
      DeviceFingerprint dev = devices[0];
      if (other_device) dev.model = "elsewhere";
      auto t = Clock::now();
      BestMatch m = db.best(hex_key(w), target_of(0), dev, rule);
      lat.push_back(seconds_since(t));
      found += m.record.has_value();
    }
    std::sort(lat.begin(), lat.end());
    std::printf("best (%s rule%s): median %.1f us, p99 %.1f us over %lld queries (%d found)\n", name,
                other_device ? ", no record on this device" : "", lat[lat.size() / 2] * 1e6,
                lat[lat.size() * 99 / 100] * 1e6, static_cast<long long>(queries), found);
  };
  measure(Compat::ExactDevice, "exact", false);
  measure(Compat::SameTarget, "target", true);
  measure(Compat::Any, "any", true);

  struct stat st;
  if (::stat(path.c_str(), &st) == 0) std::printf("database file: %.0f MB\n", st.st_size / 1e6);
  std::remove(path.c_str());
  std::remove((path + "-wal").c_str());
  std::remove((path + "-shm").c_str());
  return 0;
}
