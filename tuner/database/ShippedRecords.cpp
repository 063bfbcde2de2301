// Reading the shipped records: every records/*.jsonl line that names the workload's key is
// parsed, each success is ranked by how close its target is to the asked one (the same target
// string, then the same x86-64 level, then each lower level), and the fastest of the closest
// rank wins. A damaged line is skipped (`ktune db import` of the same file would report it).
#include "ktune/database/ShippedRecords.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <vector>

namespace ktune {

namespace {

// 0: the same target string; 1 + d: a CPU target d levels below the asked one; -1: unusable.
int closeness(const TuningRecord &r, const Target &target, int target_level) {
  if (r.target == target.str()) return 0;
  if (target_level == 0) return -1;  // GPUs and other architectures: the exact target only
  try {
    int level = Target::parse(r.target).x86_level();
    if (level == 0 || level > target_level) return -1;
    return 1 + (target_level - level);
  } catch (const std::exception &) {
    return -1;  // a target this LLVM does not know
  }
}

}  // namespace

std::string shipped_records_dir() {
  const char *env = std::getenv("KTUNE_RECORDS_DIR");
  return env && *env ? env : KTUNE_RECORDS_DIR;
}

std::optional<ShippedMatch> closest_shipped_record(const Workload &w, const Target &target) {
  std::filesystem::path dir = shipped_records_dir();
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return std::nullopt;
  std::vector<std::filesystem::path> files;
  for (auto &entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() == ".jsonl") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  int target_level = target.x86_level();
  std::optional<ShippedMatch> best;
  int best_rank = -1;
  for (auto &file : files) {
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
      if (line.find(w.key()) == std::string::npos) continue;  // cheap filter before parsing
      TuningRecord r;
      try {
        r = record_from_json(nlohmann::json::parse(line));
      } catch (const std::exception &) {
        continue;
      }
      // Shipped records are schedules: a library call depends on what the user installed.
      if (r.workload_key != w.key() || !r.ok() || r.is_library()) continue;
      int rank = closeness(r, target, target_level);
      if (rank < 0) continue;
      if (best && (rank > best_rank || (rank == best_rank && r.median_cost() >= best->record.median_cost()))) continue;
      best = ShippedMatch{r, file.string(), ""};
      best_rank = rank;
    }
  }
  if (!best) return best;
  const TuningRecord &r = best->record;
  std::string measured = "tuned for " + r.target + (r.device.model.empty() ? "" : " on " + r.device.model);
  if (best_rank == 0) {
    best->why = measured + ", this target";
  } else {
    int level = target_level - (best_rank - 1);
    best->why = measured + ", x86-64-v" + std::to_string(level) +
                (best_rank == 1 ? " like this target" : ", below this target's v" + std::to_string(target_level)) +
                "; none was tuned for " + target.str();
  }
  return best;
}

}  // namespace ktune
