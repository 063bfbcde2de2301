// Reading the shipped records: every records/*.jsonl line that names the workload's key is
// parsed, each success is ranked by how close its target is to the asked one (the same target
// string, then the same x86-64 level, then each lower level), and the fastest of the closest
// rank wins. A damaged line is skipped (`ktune db import` of the same file would report it).
// A record that today's template no longer makes from its knobs is stale: it is passed over,
// and it keeps the choice from going down to a lower level than its own (ShippedRecords.h says
// why).
#include "ktune/database/ShippedRecords.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
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

// A record's standing against today's templates. Damaged: it cannot be judged (a knob that is
// not an integer, a trace that does not parse), and is skipped like a line that does not parse.
enum class Standing { Current, Stale, Damaged };
struct Judgement {
  Standing standing = Standing::Current;
  std::string why;  // Stale and Damaged: in words
};

Judgement judge(const TuningRecord &r, const Workload &w) {
  if (!r.provenance.is_object() || !r.provenance.contains("template") || !r.knobs.is_object()) return {};
  const nlohmann::json &made_by_json = r.provenance["template"];
  if (!made_by_json.is_string()) return {Standing::Damaged, "its template is not a name"};
  std::string made_by = made_by_json.get<std::string>();
  try {
    Target target = Target::parse(r.target);
    const ScheduleTemplate &t = template_for(w, target);
    if (made_by != t.op) {
      // The generic template's record of an op that has its own template now, or the op's own
      // template's record where today the generic one stands in; another name is a template
      // from Python, which cannot be judged here.
      if (made_by == "generic" || made_by == w.op_name)
        return {Standing::Stale, "made by the " + made_by + " template; today's for it is " + t.op};
      return {};
    }
    KnobValues knobs;
    for (auto &[name, value] : r.knobs.items()) {
      if (!value.is_number_integer()) return {Standing::Damaged, "its knob " + name + " is not an integer"};
      knobs[name] = value.get<int64_t>();
    }
    // The recorded trace in today's form (an older form parses too), so equal schedules compare equal.
    nlohmann::json recorded_trace;
    try {
      recorded_trace = Trace::from_json(r.trace).to_json();
    } catch (const std::exception &e) {
      return {Standing::Damaged, std::string("its trace does not parse: ") + e.what()};
    }
    std::string older = "made by an older " + t.op + " template";
    KnobDomains domains = knob_domains(t, w, target);
    std::vector<std::string> added, gone;
    for (auto &[name, values] : domains) {
      if (!knobs.count(name)) added.push_back(name);
    }
    for (auto &[name, value] : knobs) {
      if (!domains.count(name)) gone.push_back(name);
    }
    if (!gone.empty())
      return {Standing::Stale, fmt::format("{} (its knobs {} are gone)", older, fmt::join(gone, ", "))};
    nlohmann::json today;
    try {
      today = schedule_from_template(t, w, target, knobs).trace().to_json();
    } catch (const std::exception &e) {
      return {Standing::Stale, older + " (its knobs no longer apply: " + e.what() + ")"};
    }
    if (today == recorded_trace) return {};
    if (!added.empty()) return {Standing::Stale, fmt::format("{}, before its knobs {}", older, fmt::join(added, ", "))};
    return {Standing::Stale, older + " (the template makes another schedule from the same knobs today)"};
  } catch (const std::exception &e) {
    // An unknown target, or a template that cannot size its knobs for this workload today.
    return {Standing::Damaged, std::string("it cannot be judged here: ") + e.what()};
  }
}

// A compatible successful record of the workload and where it is.
struct Candidate {
  int rank = -1;  // closeness
  TuningRecord record;
  std::string file;
  int line = 0;
};

}  // namespace

std::string stale_record_reason(const TuningRecord &r, const Workload &w) {
  Judgement j = judge(r, w);
  return j.standing == Standing::Stale ? j.why : "";
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
  std::vector<Candidate> candidates;
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
      if (rank >= 0) candidates.push_back({rank, std::move(r), file.string(), line_number});
    }
  }
  // Closest first, then fastest; judged against today's templates in that order, until the first
  // current record or the first level below a stale record's.
  std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
    return a.rank != b.rank ? a.rank < b.rank : a.record.median_cost() < b.record.median_cost();
  });
  const Candidate *chosen = nullptr;
  const Candidate *first_stale = nullptr;
  std::string stale_why;
  int stale_count = 0;
  bool exact_stale = false;  // a record tuned for this very target was passed over
  for (const Candidate &c : candidates) {
    if (first_stale && level_of_rank(c.rank, target_level) < level_of_rank(first_stale->rank, target_level)) break;
    Judgement j = judge(c.record, w);
    if (j.standing == Standing::Damaged) continue;
    if (j.standing == Standing::Stale) {
      if (!first_stale) {
        first_stale = &c;
        stale_why = j.why;
      }
      ++stale_count;
      exact_stale = exact_stale || c.rank == 0;
      continue;
    }
    chosen = &c;
    break;
  }
  std::string stale_text;
  if (first_stale) {
    stale_text = fmt::format("{} stale shipped record{} passed over, such as {}:{} (tuned for {}): {}", stale_count,
                             stale_count == 1 ? "" : "s", first_stale->file, first_stale->line,
                             first_stale->record.target, stale_why);
  }
  if (!chosen) {
    if (passed_over) *passed_over = stale_text;
    return std::nullopt;
  }
  ShippedMatch m{chosen->record, chosen->file, chosen->line, "", stale_text};
  const TuningRecord &r = m.record;
  std::string measured = "tuned for " + r.target + (r.device.model.empty() ? "" : " on " + r.device.model);
  if (chosen->rank == 0) {
    m.why = measured + ", this target";
  } else {
    int level = level_of_rank(chosen->rank, target_level);
    m.why = measured + ", x86-64-v" + std::to_string(level) +
            (chosen->rank == 1 ? " like this target" : ", below this target's v" + std::to_string(target_level)) +
            (exact_stale ? "; none tuned for " + target.str() + " is current" : "; none was tuned for " + target.str());
  }
  return m;
}

}  // namespace ktune
