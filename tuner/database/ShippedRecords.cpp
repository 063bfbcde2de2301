// Reading the shipped records: every records/*.jsonl line that names the workload's key is
// parsed, and the fastest success on the target string wins. A damaged line is skipped (`ktune
// db import` of the same file would report it).
#include "ktune/database/ShippedRecords.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <vector>

namespace ktune {

std::string shipped_records_dir() {
  const char *env = std::getenv("KTUNE_RECORDS_DIR");
  return env && *env ? env : KTUNE_RECORDS_DIR;
}

std::optional<std::pair<TuningRecord, std::string>> best_shipped_record(const Workload &w, const Target &target) {
  std::filesystem::path dir = shipped_records_dir();
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return std::nullopt;
  std::optional<std::pair<TuningRecord, std::string>> best;
  std::vector<std::filesystem::path> files;
  for (auto &entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() == ".jsonl") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (auto &file : files) {
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
      if (line.find(w.key()) == std::string::npos) continue;  // cheap filter before parsing
      try {
        TuningRecord r = record_from_json(nlohmann::json::parse(line));
        if (r.workload_key != w.key() || r.target != target.str() || !r.ok()) continue;
        if (!best || r.median_cost() < best->first.median_cost()) best = {r, file.string()};
      } catch (const std::exception &) {
      }
    }
  }
  return best;
}

}  // namespace ktune
