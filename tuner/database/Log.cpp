// JSON Lines import and export, and merging database files.
#include "ktune/database/Log.h"

#include <cstdio>
#include <fstream>
#include <sstream>

#include "ktune/library/LibraryCall.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Schedule.h"
#include "ktune/support/Error.h"
#include "ktune/target/Target.h"

namespace ktune {

void RecordValidator::check(const TuningRecord &r) {
  try {
    Target::parse(r.target);
  } catch (const UserError &e) {
    user_check(false, "target: " << e.what());
  }
  if (!r.rebuildable) {
    char key[17];
    std::snprintf(key, sizeof key, "%016llx", static_cast<unsigned long long>(stable_hash(r.canonical_text)));
    user_check(r.workload_key == key,
               "custom workload: key " << r.workload_key << " is not the hash of its canonical text (" << key << ")");
    return;
  }
  // Rebuilt once per spec: operations are immutable, so replays can share the workload.
  auto error = spec_errors_.find(r.workload_spec);
  if (error != spec_errors_.end()) user_check(false, error->second);
  auto found = workloads_.find(r.workload_spec);
  if (found == workloads_.end()) {
    try {
      found = workloads_.emplace(r.workload_spec, workload_from_spec(r.workload_spec)).first;
    } catch (const UserError &e) {
      std::string why = "workload spec '" + r.workload_spec + "' does not build: " + e.what();
      spec_errors_.emplace(r.workload_spec, why);
      user_check(false, why);
    }
  }
  const Workload &w = found->second;
  user_check(w.key() == r.workload_key,
             "workload spec '" << r.workload_spec << "' builds key " << w.key() << " in this ktune, but the record "
                               << "says " << r.workload_key << " (the workload changed since the record was written)");
  try {
    Schedule::replay(w, Trace::from_json(r.trace));
  } catch (const UserError &e) {
    user_check(false, "trace does not replay on " << r.workload_spec << ": " << e.what());
  }
}

namespace {

std::string read_file(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  user_check(in.good(), "cannot read log " << path);
  std::ostringstream ss;
  ss << in.rdbuf();
  user_check(!in.bad(), "error reading log " << path);
  return ss.str();
}

bool blank(const std::string &s) { return s.find_first_not_of(" \t\r") == std::string::npos; }

}  // namespace

ImportSummary import_log_text(Database &db, const std::string &text) {
  ImportSummary summary;
  RecordValidator validator;
  std::vector<TuningRecord> good;
  size_t pos = 0;
  int64_t line_no = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    bool has_newline = end != std::string::npos;
    if (!has_newline) end = text.size();
    std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (blank(line)) continue;
    ParsedLine parsed = parse_log_line(line);
    std::string reason;
    if (!parsed.record) {
      reason = parsed.error;
      if (!has_newline) reason = "truncated file: the last line has no newline and does not parse (" + reason + ")";
    } else {
      try {
        validator.check(*parsed.record);
      } catch (const UserError &e) {
        reason = e.what();
      } catch (const std::exception &e) {
        reason = std::string("internal error while checking the record: ") + e.what();
      }
    }
    if (!reason.empty()) {
      summary.problems.push_back({line_no, reason});
      ++summary.rejected;
      continue;
    }
    if (parsed.record->is_library()) {
      std::string why = library_unusable_reason(LibraryCall::from_json(parsed.record->library));
      if (!why.empty())
        summary.unusable.push_back({line_no, "library record of " + parsed.record->workload_spec + ": " + why});
    }
    good.push_back(std::move(*parsed.record));
  }
  for (const Database::AddResult &r : db.add_all(good)) {
    if (r.inserted)
      ++summary.imported;
    else
      ++summary.duplicates;
  }
  return summary;
}

ImportSummary import_log(Database &db, const std::string &path) { return import_log_text(db, read_file(path)); }

int64_t export_log(const Database &db, const std::string &path, const std::string &workload_key,
                   const std::string &target) {
  std::vector<TuningRecord> records = db.all_records(workload_key, target);
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    user_check(out.good(), "cannot write " << tmp);
    for (const TuningRecord &r : records) out << dump_json(record_to_json(r)) << '\n';
    out.flush();
    user_check(out.good(), "error writing " << tmp);
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    user_check(false, "cannot rename " << tmp << " to " << path);
  }
  return static_cast<int64_t>(records.size());
}

MergeSummary merge_database(Database &db, const std::string &source_path) {
  DatabaseOptions options;
  options.read_only = true;
  Database source = Database::open(source_path, options);
  MergeSummary summary;
  std::vector<TuningRecord> records = source.all_records();
  for (const TuningRecord &r : records) {
    if (!r.is_library()) continue;
    std::string why = library_unusable_reason(LibraryCall::from_json(r.library));
    if (!why.empty())
      summary.unusable.push_back("record " + std::to_string(r.id) + " of " + r.workload_spec + ": " + why);
  }
  for (const Database::AddResult &r : db.add_all(records)) {
    if (r.inserted)
      ++summary.imported;
    else
      ++summary.duplicates;
  }
  return summary;
}

}  // namespace ktune
