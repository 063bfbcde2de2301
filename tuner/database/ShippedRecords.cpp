// Reading the shipped records: every records/*.jsonl line that names the workload's key is
// parsed, each success is ranked by how close its target is to the asked one (the same target
// string, then the same x86-64 level, then each lower level), and the fastest of the closest
// rank wins. A damaged line is skipped (`ktune db import` of the same file would report it).
// A record that today's template no longer makes from its knobs is stale: it is passed over,
// and it keeps the choice from going down to a lower level than its own (the template's
// defaults for this level then win, as they are what the stale record was measured against).
#include "ktune/database/ShippedRecords.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <vector>

#include <fmt/format.h>

#include "ktune/schedule/Template.h"

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

// The x86-64 level a closeness rank stands for (ranks 0 and 1: the target's own).
int level_of_rank(int rank, int target_level) { return rank <= 1 ? target_level : target_level - (rank - 1); }

std::string joined(const std::vector<std::string> &names) {
  std::string text;
  for (auto &n : names) text += (text.empty() ? "" : ", ") + n;
  return text;
}

}  // namespace

std::string stale_record_reason(const TuningRecord &r, const Workload &w) {
  if (!r.provenance.is_object() || !r.provenance.contains("template") || !r.knobs.is_object()) return "";
  std::string made_by = r.provenance["template"].is_string() ? r.provenance["template"].get<std::string>() : "";
  Target target;
  try {
    target = Target::parse(r.target);
  } catch (const std::exception &e) {
    return "its target " + r.target + " is unknown here: " + e.what();
  }
  const ScheduleTemplate &t = template_for(w, target);
  if (made_by != t.op) return "";  // not one of today's templates for this workload (a Python template)
  KnobValues knobs;
  std::set<std::string> recorded;
  for (auto &[name, value] : r.knobs.items()) {
    if (!value.is_number_integer()) return "its knob " + name + " is not an integer";
    knobs[name] = value.get<int64_t>();
    recorded.insert(name);
  }
  KnobDomains domains = knob_domains(t, w, target);
  std::vector<std::string> added, gone;
  for (auto &[name, values] : domains) {
    if (!recorded.count(name)) added.push_back(name);
  }
  for (auto &name : recorded) {
    if (!domains.count(name)) gone.push_back(name);
  }
  std::string older = "made by an older " + t.op + " template";
  if (!gone.empty()) return older + " (its knobs " + joined(gone) + " are gone)";
  nlohmann::json today;
  try {
    today = schedule_from_template(t, w, target, knobs).trace().to_json();
  } catch (const std::exception &e) {
    return older + " (its knobs no longer apply: " + e.what() + ")";
  }
  if (today == r.trace) return "";
  if (!added.empty()) return older + ", before its knobs " + joined(added);
  return older + " (the template makes another schedule from the same knobs today)";
}

std::string shipped_records_dir() {
  const char *env = std::getenv("KTUNE_RECORDS_DIR");
  return env && *env ? env : KTUNE_RECORDS_DIR;
}

std::optional<ShippedMatch> closest_shipped_record(const Workload &w, const Target &target, std::string *passed_over) {
  if (passed_over) passed_over->clear();
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
  // The closest stale record, its file and why, and how many stale records there were.
  std::optional<ShippedMatch> stale;
  int stale_rank = -1, stale_count = 0;
  for (auto &file : files) {
    std::ifstream in(file);
    int line_number = 0;
    for (std::string line; std::getline(in, line);) {
      ++line_number;
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
      if (std::string why = stale_record_reason(r, w); !why.empty()) {
        ++stale_count;
        if (!stale || rank < stale_rank) {
          stale = ShippedMatch{r, file.string(), line_number, why, ""};
          stale_rank = rank;
        }
        continue;
      }
      if (best && (rank > best_rank || (rank == best_rank && r.median_cost() >= best->record.median_cost()))) continue;
      best = ShippedMatch{r, file.string(), line_number, "", ""};
      best_rank = rank;
    }
  }
  std::string stale_text;
  if (stale) {
    stale_text = fmt::format("{} stale shipped record{} passed over, such as {}:{} (tuned for {}): {}", stale_count,
                             stale_count == 1 ? "" : "s", stale->file, stale->line, stale->record.target, stale->why);
  }
  if (stale && (!best || level_of_rank(stale_rank, target_level) > level_of_rank(best_rank, target_level))) {
    if (passed_over) *passed_over = stale_text + (best ? "; the only current ones are for a lower level" : "");
    return std::nullopt;
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
  best->passed_over = stale_text;
  return best;
}

}  // namespace ktune
