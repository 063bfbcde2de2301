// Tuning records and their JSON Lines form. Depends only on nlohmann_json and the header-only
// error types, so the libFuzzer target (fuzz/) can build the log line parser on its own.
#include "ktune/database/Record.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "ktune/support/Error.h"

namespace ktune {

using json = nlohmann::json;

namespace {

// 64-bit FNV-1a, the same function as ktune::stable_hash (kept local so that the parser builds
// without the compiler core).
std::string fnv1a_hex(const std::string &text) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

constexpr int kMaxDepth = 64;

// The deepest nesting of arrays and objects in a JSON text (strings skipped). Deeply nested
// input is refused before parsing: printing or comparing it would recurse that deep.
int nesting_depth(std::string_view text) {
  int depth = 0, deepest = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"')
      in_string = true;
    else if (c == '[' || c == '{')
      deepest = std::max(deepest, ++depth);
    else if (c == ']' || c == '}')
      --depth;
  }
  return deepest;
}

const json &field(const json &j, const char *name, const std::string &where) {
  user_check(j.is_object(), where << ": expected an object");
  auto it = j.find(name);
  user_check(it != j.end(), "missing field \"" << where << "." << name << "\"");
  return *it;
}

std::string string_field(const json &j, const char *name, const std::string &where) {
  const json &v = field(j, name, where);
  user_check(v.is_string(), "field \"" << where << "." << name << "\" must be a string");
  return v.get<std::string>();
}

double number_field(const json &j, const char *name, const std::string &where) {
  const json &v = field(j, name, where);
  user_check(v.is_number(), "field \"" << where << "." << name << "\" must be a number");
  double d = v.get<double>();
  user_check(std::isfinite(d) && d >= 0,
             "field \"" << where << "." << name << "\" must be a finite non-negative number");
  return d;
}

}  // namespace

std::string dump_json(const json &j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// ---- DeviceFingerprint ----

json DeviceFingerprint::to_json() const {
  json j{{"kind", kind}, {"name", name}};
  if (!model.empty()) j["model"] = model;
  if (!features.empty()) j["features"] = features;
  if (cores != 0) j["cores"] = cores;
  if (!compute_capability.empty()) j["compute_capability"] = compute_capability;
  if (!driver.empty()) j["driver"] = driver;
  return j;
}

DeviceFingerprint DeviceFingerprint::from_json(const json &j, const std::string &where) {
  DeviceFingerprint d;
  d.kind = string_field(j, "kind", where);
  user_check(d.kind == "cpu" || d.kind == "cuda" || d.kind == "rocm",
             "field \"" << where << ".kind\" must be cpu, cuda or rocm, not '" << d.kind << "'");
  d.name = string_field(j, "name", where);
  auto optional_string = [&](const char *name, std::string &out) {
    if (j.contains(name)) out = string_field(j, name, where);
  };
  optional_string("model", d.model);
  optional_string("features", d.features);
  optional_string("compute_capability", d.compute_capability);
  optional_string("driver", d.driver);
  if (j.contains("cores")) {
    const json &c = j["cores"];
    user_check(c.is_number_integer() && c.get<int64_t>() >= 0 && c.get<int64_t>() < (1 << 20),
               "field \"" << where << ".cores\" must be a non-negative integer");
    d.cores = c.get<int>();
  }
  return d;
}

std::string DeviceFingerprint::hash() const { return fnv1a_hex(dump_json(to_json())); }

// ---- TuningRecord ----

double TuningRecord::median_cost() const {
  if (costs.empty()) return std::numeric_limits<double>::infinity();
  std::vector<double> c = costs;
  std::sort(c.begin(), c.end());
  size_t n = c.size();
  return n % 2 ? c[n / 2] : (c[n / 2 - 1] + c[n / 2]) / 2;
}

std::string final_round_of(const TuningRecord &r) {
  if (!r.provenance.is_object()) return "";
  auto it = r.provenance.find("final_round");
  return it != r.provenance.end() && it->is_string() ? it->get<std::string>() : "";
}

std::string cold_condition_of(const TuningRecord &r) {
  return r.provenance.is_object() ? r.provenance.value("cold", std::string()) : std::string();
}

std::string TuningRecord::identity() const {
  // json arrays print numbers so that they parse back to the same double: a record that went
  // through a log keeps its identity.
  json id = json::array({workload_key, target, device.hash(), trace, timestamp, host, costs});
  // A schedule's identity is what it was before library records existed, so that databases and
  // logs made then still deduplicate against new copies of the same records.
  if (is_library()) id.push_back(library);
  return workload_key + ":" + device.hash() + ":" + fnv1a_hex(dump_json(id));
}

json record_to_json(const TuningRecord &r) {
  json workload{{"key", r.workload_key},
                {"structural_hash", r.structural_hash},
                {"spec", r.workload_spec},
                {"rebuildable", r.rebuildable}};
  if (!r.rebuildable) workload["canonical_text"] = r.canonical_text;
  json error = nullptr;
  if (!r.error_kind.empty()) error = json{{"kind", r.error_kind}, {"message", r.error_message}};
  return json{{"format", kRecordFormat},
              {"version", kRecordFormatVersion},
              {"workload", workload},
              {"target", {{"string", r.target}, {"device", r.device.to_json()}}},
              {"trace", r.trace},
              {"knobs", r.knobs},
              {"library", r.library},
              {"costs", r.costs},
              {"error", error},
              {"compile_s", r.compile_seconds},
              {"timestamp", r.timestamp},
              {"host", r.host},
              {"ktune_version", r.ktune_version},
              {"search", r.provenance}};
}

TuningRecord record_from_json(const json &j) {
  user_check(j.is_object(), "a record must be a JSON object");
  user_check(j.contains("format") && j["format"] == kRecordFormat,
             "not a ktune record: expected \"format\": \"" << kRecordFormat << "\"");
  const json &version = field(j, "version", "record");
  user_check(version.is_number_integer(), "field \"record.version\" must be an integer");
  int64_t v = version.get<int64_t>();
  user_check(v >= kOldestRecordFormatVersion && v <= kRecordFormatVersion,
             "unknown format version " << version.dump() << " (this ktune reads versions " << kOldestRecordFormatVersion
                                       << " to " << kRecordFormatVersion << ")");
  TuningRecord r;
  const json &w = field(j, "workload", "record");
  r.workload_key = string_field(w, "key", "workload");
  user_check(r.workload_key.size() == 16 && r.workload_key.find_first_not_of("0123456789abcdef") == std::string::npos,
             "field \"workload.key\" must be 16 lowercase hex digits, not '" << r.workload_key << "'");
  r.structural_hash = string_field(w, "structural_hash", "workload");
  r.workload_spec = string_field(w, "spec", "workload");
  const json &rebuildable = field(w, "rebuildable", "workload");
  user_check(rebuildable.is_boolean(), "field \"workload.rebuildable\" must be true or false");
  r.rebuildable = rebuildable.get<bool>();
  if (!r.rebuildable) r.canonical_text = string_field(w, "canonical_text", "workload");

  const json &t = field(j, "target", "record");
  r.target = string_field(t, "string", "target");
  user_check(!r.target.empty(), "field \"target.string\" is empty");
  r.device = DeviceFingerprint::from_json(field(t, "device", "target"), "target.device");

  r.trace = field(j, "trace", "record");
  user_check(r.trace.is_object() && r.trace.contains("steps") && r.trace["steps"].is_array(),
             "field \"record.trace\" must be a trace object with \"steps\"");
  r.knobs = field(j, "knobs", "record");
  user_check(r.knobs.is_null() || r.knobs.is_object(), "field \"record.knobs\" must be an object or null");
  if (v >= 2) {
    const json &library = field(j, "library", "record");
    if (!library.is_null()) {
      // The shape of a LibraryCall (ktune/library/LibraryCall.h), checked here so that this file
      // keeps depending on nlohmann_json and Error.h alone (the log-line fuzzer compiles it so).
      user_check(library.is_object(), "field \"record.library\" must be an object or null");
      for (const char *name : {"library", "version", "routine"}) {
        user_check(!string_field(library, name, "library").empty(), "field \"library." << name << "\" is empty");
      }
      user_check(field(library, "params", "library").is_object(), "field \"library.params\" must be an object");
      r.library = library;
    }
  }

  const json &costs = field(j, "costs", "record");
  user_check(costs.is_array(), "field \"record.costs\" must be a list of seconds");
  for (size_t i = 0; i < costs.size(); ++i) {
    user_check(costs[i].is_number(), "field \"record.costs[" << i << "]\" must be a number");
    double c = costs[i].get<double>();
    user_check(std::isfinite(c) && c >= 0, "field \"record.costs[" << i << "]\" must be finite and >= 0");
    r.costs.push_back(c);
  }
  const json &error = field(j, "error", "record");
  if (!error.is_null()) {
    r.error_kind = string_field(error, "kind", "error");
    user_check(!r.error_kind.empty(), "field \"error.kind\" is empty (use \"error\": null for a success)");
    r.error_message = string_field(error, "message", "error");
  } else {
    user_check(!r.costs.empty(), "a successful record (\"error\": null) needs at least one cost");
  }
  r.compile_seconds = number_field(j, "compile_s", "record");
  r.timestamp = string_field(j, "timestamp", "record");
  user_check(!r.timestamp.empty(), "field \"record.timestamp\" is empty");
  r.host = string_field(j, "host", "record");
  r.ktune_version = string_field(j, "ktune_version", "record");
  r.provenance = field(j, "search", "record");
  user_check(r.provenance.is_object(), "field \"record.search\" must be an object");
  return r;
}

ParsedLine parse_log_line(std::string_view line) {
  ParsedLine out;
  if (nesting_depth(line) > kMaxDepth) {
    out.error = "JSON nested deeper than " + std::to_string(kMaxDepth) + " levels";
    return out;
  }
  json j = json::parse(line.begin(), line.end(), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    out.error = "malformed JSON";
    return out;
  }
  try {
    out.record = record_from_json(j);
  } catch (const UserError &e) {
    out.error = e.what();
  } catch (const json::exception &e) {
    out.error = std::string("bad record: ") + e.what();
  }
  return out;
}

}  // namespace ktune
