// The benchmark's results: a markdown table on stdout and, on request, the same as JSON.
#pragma once

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace ktune::bench {

struct MachineReport {
  std::string date, cpu, load_average, target, openblas_core, onednn;
  int threads = 0;
  double peak_gflops = 0;  // measured fp32 FMA peak on all threads
  std::string peak_isa;
  double copy_gb_per_s = 0;  // measured STREAM copy bandwidth on all threads, at the start
  double copy_buffer_mib = 0;
};

struct RowResult {
  std::string spec;
  std::string schedule;  // "template" or "default"
  std::string peer;
  std::optional<double> required_ratio;
  double flops = 0;
  /** Memory-bound rows: the bytes the workload must move (its inputs read once, its outputs
   * written once); 0 for the compute-bound rows. */
  double bytes = 0;
  /** Memory-bound rows: the copy bandwidth measured next to this row's timings (the better of a
   * copy just before and one just after them), against which its bytes per second are read:
   * this VM's bandwidth moves by up to 2x within minutes, so the one measured at the start
   * would not do. */
  double copy_gb_per_s = 0;
  double ktune_seconds = 0, peer_seconds = 0;  // 0: not measured
  int ktune_number = 0, peer_number = 0, runs = 0;
  double ktune_error = -1;      // max relative error against the reference; -1: not checked
  double peer_difference = -1;  // ktune's output against the peer's, same measure
  double tolerance = 0;
  std::string error;  // set when the row could not be measured (fully or for the peer)
  // --db: the kernel is a tuned record, also timed against the expert template.
  bool tuned = false;
  double tuned_vs_expert_seconds = 0, expert_seconds = 0;
  // ktune's library candidates (LibraryCall.h) of the row, each timed interleaved with the
  // generated kernel; the fastest is the one ktune tune would pick over the generated kernel
  // when it is faster. Empty when no library applies.
  std::string library_call;                                      // the fastest candidate, described
  double library_seconds = 0, generated_vs_library_seconds = 0;  // that pair's times
  std::string library_error;
  /** "library" or "generated": the faster of the two in their interleaved run. */
  std::string best_kind() const {
    return library_seconds > 0 && library_seconds < generated_vs_library_seconds ? "library" : "generated";
  }
  /** ktune's best (either kind) against the peer: the generated kernel's ratio, scaled by how
   * much faster the library candidate was in its own interleaved run with the generated kernel. */
  double best_ratio() const {
    double scale = best_kind() == "library" ? library_seconds / generated_vs_library_seconds : 1.0;
    return peer_seconds / (ktune_seconds * scale);
  }

  bool measured() const { return ktune_seconds > 0; }
  bool peer_measured() const { return peer_seconds > 0; }
  double ratio() const { return peer_seconds / ktune_seconds; }
  /** "pass", "short", "-" (no requirement), "WRONG" (ktune's output fails the check), "error"
   * (no ktune time) or "peer error" (no peer time). */
  std::string verdict() const;
};

struct ExtraReport {
  double compile_ms_median = 0;  // build_kernel of the matmul 1024^3 template
  int compile_builds = 0;
  std::string compile_error;
  double parallel_region_us = 0;  // one empty ktune_parallel_for
  int parallel_region_calls = 0;
  std::string load_average_end;  // compared with the one at start: was the machine busy meanwhile?
};

void print_header(std::FILE *out, const MachineReport &m);
void print_table_head(std::FILE *out);
void print_row(std::FILE *out, const RowResult &r, double peak_gflops);
/** --db: each tuned kernel against the expert template (speedup = expert time / tuned time). */
void print_tuned_table(std::FILE *out, const std::vector<RowResult> &rows);
void print_extras(std::FILE *out, const ExtraReport &e, int threads);
/** The memory-bound rows in bytes per second, for ktune and the peer, and as a share of the
 * copy bandwidth measured next to each row. */
void print_bandwidth_table(std::FILE *out, const std::vector<RowResult> &rows, const MachineReport &m);
/** Writes everything as JSON; throws std::runtime_error naming the file when it cannot. */
void write_json(const std::string &path, const MachineReport &m, const std::vector<RowResult> &rows,
                const ExtraReport &e);

}  // namespace ktune::bench
