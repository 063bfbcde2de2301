// A tuning record: one measured (workload, target, device, trace), and its JSON Lines form.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace ktune {

/** The machine a record was measured on. Records are applied only where they were measured
 * unless a lookup allows more (see Compat in Database.h), so this is part of a record's key.
 * CPUs: the LLVM host CPU name, its feature string (sorted), /proc/cpuinfo's model name and the
 * core count. GPUs (later): the device name, compute capability and driver version. */
struct DeviceFingerprint {
  std::string kind = "cpu";  // "cpu", "cuda" or "rocm"
  std::string name;          // LLVM CPU name ("rocketlake"), or the GPU's name
  std::string model;         // /proc/cpuinfo "model name"
  std::string features;      // "+avx,+avx2,..." sorted
  int cores = 0;
  std::string compute_capability;  // GPUs
  std::string driver;              // GPUs

  nlohmann::json to_json() const;
  /** Throws UserError naming the missing or mistyped field (prefixed with where). */
  static DeviceFingerprint from_json(const nlohmann::json &j, const std::string &where = "device");
  /** 16 hex digits of FNV-1a over the canonical JSON: equal fingerprints, equal hashes. */
  std::string hash() const;
  bool operator==(const DeviceFingerprint &) const = default;
};

/** Everything kept about one measurement. */
struct TuningRecord {
  /** The database row id; 0 for a record not (yet) stored. Not part of the record's identity. */
  int64_t id = 0;

  // The workload: rebuilt from the registry spec with workload_from_spec. A hand-built (custom)
  // workload cannot be rebuilt: its canonical text is kept instead and rebuildable is false.
  std::string workload_key;     // Workload::key()
  std::string structural_hash;  // Workload::structural_hash() as 16 hex digits (== key today)
  std::string workload_spec;    // canonical registry spec, or "custom"
  bool rebuildable = true;
  std::string canonical_text;  // only for custom workloads

  std::string target;  // Target::str(), e.g. "llvm -mcpu=znver4"
  DeviceFingerprint device;

  nlohmann::json trace;  // Trace::to_json(); an empty trace for a library call
  nlohmann::json knobs;  // the template knobs the trace came from; null if none
  /** null for a schedule (the trace); else the library call measured (LibraryCall::to_json):
   * the candidate kind "library" (see ktune/library/LibraryCall.h). */
  nlohmann::json library;

  std::vector<double> costs;  // every timed repeat, seconds
  std::string error_kind;     // empty on success, else a failure kind (measure/FailureKind.h)
  std::string error_message;

  double compile_seconds = 0;
  std::string timestamp;  // UTC, "2026-11-29T10:15:02.123456Z"
  std::string host;       // host name
  std::string ktune_version;
  nlohmann::json provenance = nlohmann::json::object();  // {"strategy", "seed", "round", ...}

  bool is_library() const { return !library.is_null(); }
  /** "library" or "schedule". */
  const char *kind() const { return is_library() ? "library" : "schedule"; }
  /** A success with at least one cost: eligible to be the best. */
  bool ok() const { return error_kind.empty() && !costs.empty(); }
  /** Median of the costs (mean of the middle two for an even count); +inf when there are none. */
  double median_cost() const;
  /** The record's identity for deduplication: workload key, target, device fingerprint hash,
   * canonical trace, and the measurement (timestamp, host, costs). Two records with equal
   * identities are the same measurement. */
  std::string identity() const;
};

/** The final round a record was measured in (TuneOptions::final_processes: its provenance's
 * "final_round", the round's UTC timestamp), or "" for any other record. */
std::string final_round_of(const TuningRecord &r);

/** How a record was measured: its provenance's "cold" ("model", "all", "weights"), or "" for a
 * warm measurement (no "cold", or a provenance that is not an object). */
std::string cold_condition_of(const TuningRecord &r);

/** The JSON Lines record format: {"format": "ktune-record", "version": 2, ...}. Version 2 added
 * "library" (null, or the library call of a library candidate); version 1 logs are still read
 * (their records are schedules). */
inline constexpr const char *kRecordFormat = "ktune-record";
inline constexpr int kRecordFormatVersion = 2;
inline constexpr int kOldestRecordFormatVersion = 1;

/** The self-describing JSON object of one log line. */
nlohmann::json record_to_json(const TuningRecord &r);
/** The inverse of record_to_json. Checks the format tag and version, every field's presence and
 * type, and the values (finite non-negative costs, a success has costs). Does not rebuild the
 * workload nor replay the trace (see import_log). Throws UserError naming the field. */
TuningRecord record_from_json(const nlohmann::json &j);

/** One log line parsed: a record, or why not. */
struct ParsedLine {
  std::optional<TuningRecord> record;
  std::string error;  // set when record is empty
};
/** Parses one line of a log. Never throws: malformed JSON, nesting deeper than 64 levels, a
 * missing or mistyped field and an unknown format version become an error message. */
ParsedLine parse_log_line(std::string_view line);

/** JSON text that never throws on invalid UTF-8 (it is replaced). */
std::string dump_json(const nlohmann::json &j);

}  // namespace ktune
