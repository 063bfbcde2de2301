#include "Report.h"

#include <strings.h>

#include <algorithm>
#include <iterator>

#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace ktune::bench {

namespace {

double gflops(double flops, double seconds) { return seconds > 0 ? flops / seconds / 1e9 : 0; }

// An error message inside one table cell: no newlines, no column separators.
std::string cell(std::string text) {
  for (char &c : text)
    if (c == '\n' || c == '\r') c = ' ';
  std::string out;
  for (char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out;
}

std::string fmt(const char *format, double value) {
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

std::string error_text(double e) { return e < 0 ? "-" : fmt("%.1e", e); }

}  // namespace

std::string RowResult::verdict() const {
  if (!measured()) return "error";
  if (ktune_error < 0 || ktune_error > tolerance) return "WRONG";
  if (!peer_measured()) return "peer error";
  if (!required_ratio) return "-";
  return ratio() >= *required_ratio ? "pass" : "short";
}

void print_header(std::FILE *out, const MachineReport &m) {
  std::fprintf(out, "# bench_cpu: ktune against peer implementations, f32\n\n");
  std::fprintf(out, "- date: %s\n", m.date.c_str());
  std::fprintf(out, "- CPU: %s\n", m.cpu.c_str());
  std::fprintf(out, "- load average at start (1, 5, 15 min): %s\n", m.load_average.c_str());
  std::fprintf(out, "- threads: %d (ktune, OpenBLAS and oneDNN alike)\n", m.threads);
  std::fprintf(out, "- LLVM target: %s\n", m.target.c_str());
  std::fprintf(out, "- OpenBLAS core: %s\n", m.openblas_core.c_str());
  // OpenBLAS picks its kernels by CPU model: one newer than the release falls back to older
  // kernels (OpenBLAS 0.3.21 runs its SSE-era kernels on a 2024 Xeon), and an environment may
  // pin an older core (OPENBLAS_CORETYPE=Haswell on an AVX-512 EPYC runs at half its speed):
  // a peer no user of this CPU should accept.
  static const char *const sse_cores[] = {"Prescott", "Core2",     "Penryn", "Dunnington", "Nehalem",   "Atom",
                                          "Opteron",  "Barcelona", "Bobcat", "Katmai",     "Coppermine"};
  static const char *const avx_cores[] = {"SandyBridge", "Bulldozer", "Piledriver", "Steamroller", "Excavator"};
  static const char *const avx2_cores[] = {"Haswell", "Zen"};
  auto is_one_of = [&](const auto &cores) {
    return std::any_of(std::begin(cores), std::end(cores),
                       [&](const char *c) { return strcasecmp(c, m.openblas_core.c_str()) == 0; });
  };
  bool fma_code = m.peak_isa == "AVX2" || m.peak_isa == "AVX-512";
  const char *older = is_one_of(sse_cores) && m.peak_isa != "SSE"        ? "SSE"
                      : is_one_of(avx_cores) && fma_code                 ? "AVX, no FMA3"
                      : is_one_of(avx2_cores) && m.peak_isa == "AVX-512" ? "AVX2"
                                                                         : nullptr;
  if (older) {
    std::fprintf(out,
                 "- **warning**: OpenBLAS runs its %s (%s) kernels for %s code on this CPU: the GEMM ratios are "
                 "against a crippled peer; rerun with OPENBLAS_CORETYPE=SkylakeX (AVX-512) or Haswell (AVX2)\n",
                 m.openblas_core.c_str(), older, m.peak_isa.c_str());
  }
  std::fprintf(out, "- oneDNN: %s\n", m.onednn.c_str());
  std::fprintf(out, "- measured fp32 peak: %.1f GFLOPS (%s multiply-add loop on %d threads)\n", m.peak_gflops,
               m.peak_isa.c_str(), m.threads);
  std::fprintf(out,
               "- measured copy bandwidth: %.1f GB/s (STREAM copy, read + write, two %.0f MiB arrays, %d threads)\n",
               m.copy_gb_per_s, m.copy_buffer_mib, m.threads);
  std::fprintf(
      out,
      "- timing: best of interleaved runs (ktune, then peer, each repeated to >= 20 ms after a 0.2 s pause that "
      "lets the other side's idle threads park); "
      "ratio = peer time / ktune time, higher is better for ktune\n\n");
}

void print_table_head(std::FILE *out) {
  std::fprintf(out,
               "| workload | schedule | ktune ms | ktune GFLOPS | %% peak | peer | peer ms | peer GFLOPS | ratio "
               "| required | result | ktune err | vs peer | runs | ktune best (kind) |\n");
  std::fprintf(out, "|---|---|---:|---:|---:|---|---:|---:|---:|---:|---|---:|---:|---:|---|\n");
  std::fflush(out);
}

void print_row(std::FILE *out, const RowResult &r, double peak_gflops) {
  std::string required = r.required_ratio ? fmt("%.2f", *r.required_ratio) : "-";
  std::string result = r.verdict();
  if (!r.error.empty()) result += ": " + cell(r.error);
  std::string k_ms = "-", k_gf = "-", k_pct = "-", p_ms = "-", p_gf = "-", ratio = "-";
  if (r.measured()) {
    double g = gflops(r.flops, r.ktune_seconds);
    k_ms = fmt("%.3f", r.ktune_seconds * 1e3);
    k_gf = fmt("%.1f", g);
    k_pct = peak_gflops > 0 ? fmt("%.1f%%", 100 * g / peak_gflops) : "-";
  }
  if (r.peer_measured()) {
    p_ms = fmt("%.3f", r.peer_seconds * 1e3);
    p_gf = fmt("%.1f", gflops(r.flops, r.peer_seconds));
    if (r.measured()) ratio = fmt("%.2f", r.ratio());
  }
  // ktune best (kind): the ratio to the peer of whichever kind ktune would pick, and the pick.
  std::string best = "-";
  if (r.measured() && r.peer_measured()) {
    best = fmt("%.2fx", r.best_ratio()) + " (" + r.best_kind();
    if (!r.library_call.empty())
      best += r.best_kind() == "library"
                  ? ": " + cell(r.library_call)
                  : fmt(", library at %.2fx of it", r.generated_vs_library_seconds / r.library_seconds);
    best += ")";
  }
  if (!r.library_error.empty()) best += " library error: " + cell(r.library_error);
  std::fprintf(out, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %d | %s |\n", r.spec.c_str(),
               r.schedule.empty() ? "-" : r.schedule.c_str(), k_ms.c_str(), k_gf.c_str(), k_pct.c_str(),
               r.peer.empty() ? "-" : r.peer.c_str(), p_ms.c_str(), p_gf.c_str(), ratio.c_str(), required.c_str(),
               result.c_str(), error_text(r.ktune_error).c_str(), error_text(r.peer_difference).c_str(), r.runs,
               best.c_str());
  std::fflush(out);
}

void print_extras(std::FILE *out, const ExtraReport &e, int threads) {
  std::fprintf(out, "\n");
  if (e.compile_error.empty())
    std::fprintf(out, "- compile time of matmul:M=1024,N=1024,K=1024 (template, build_kernel): median %.1f ms of %d\n",
                 e.compile_ms_median, e.compile_builds);
  else
    std::fprintf(out, "- compile time of matmul 1024^3: error: %s\n", cell(e.compile_error).c_str());
  std::fprintf(out, "- empty parallel region (ktune_parallel_for, n=2, %d threads): %.2f us, mean of %d calls\n",
               threads, e.parallel_region_us, e.parallel_region_calls);
  std::fprintf(out, "- load average at end (1, 5, 15 min): %s\n", e.load_average_end.c_str());
  std::fflush(out);
}

void print_bandwidth_table(std::FILE *out, const std::vector<RowResult> &rows, const MachineReport &m) {
  std::fprintf(out, "\n### Memory-bound rows: bytes moved per second (input read once, output written once)\n\n");
  std::fprintf(out,
               "(%% of copy: against the copy bandwidth measured just before and just after the row's timings, the "
               "better of the two; %.1f GB/s at the start of this run)\n\n",
               m.copy_gb_per_s);
  std::fprintf(out, "| workload | MiB moved | copy GB/s | ktune GB/s | %% of copy | peer | peer GB/s | %% of copy |\n");
  std::fprintf(out, "|---|---:|---:|---:|---:|---|---:|---:|\n");
  auto rate = [](double bytes, double s) { return s > 0 ? bytes / s / 1e9 : 0.0; };
  for (const RowResult &r : rows) {
    if (r.bytes <= 0 || !r.measured()) continue;
    double k = rate(r.bytes, r.ktune_seconds), p = rate(r.bytes, r.peer_seconds), copy = r.copy_gb_per_s;
    std::string share_k = copy > 0 ? fmt("%.0f%%", 100 * k / copy) : "-";
    std::string share_p = copy > 0 && p > 0 ? fmt("%.0f%%", 100 * p / copy) : "-";
    std::fprintf(out, "| %s | %.1f | %s | %.1f | %s | %s | %s | %s |\n", r.spec.c_str(), r.bytes / (1 << 20),
                 copy > 0 ? fmt("%.1f", copy).c_str() : "-", k, share_k.c_str(), r.peer.empty() ? "-" : r.peer.c_str(),
                 p > 0 ? fmt("%.1f", p).c_str() : "-", share_p.c_str());
  }
  std::fflush(out);
}

void print_tuned_table(std::FILE *out, const std::vector<RowResult> &rows) {
  std::fprintf(out, "\n### Tuned kernels against the expert templates (interleaved, best of each)\n\n");
  std::fprintf(out, "| workload | kernel | tuned ms | expert ms | tuned GFLOPS | expert GFLOPS | speedup |\n");
  std::fprintf(out, "|---|---|---:|---:|---:|---:|---:|\n");
  for (const RowResult &r : rows) {
    if (!r.tuned || r.expert_seconds <= 0 || r.tuned_vs_expert_seconds <= 0) {
      std::fprintf(out, "| %s | %s | - | - | - | - | - |\n", r.spec.c_str(), r.schedule.c_str());
      continue;
    }
    std::fprintf(out, "| %s | %s | %.3f | %.3f | %.1f | %.1f | %.2f |\n", r.spec.c_str(), r.schedule.c_str(),
                 r.tuned_vs_expert_seconds * 1e3, r.expert_seconds * 1e3, gflops(r.flops, r.tuned_vs_expert_seconds),
                 gflops(r.flops, r.expert_seconds), r.expert_seconds / r.tuned_vs_expert_seconds);
  }
  std::fflush(out);
}

void write_json(const std::string &path, const MachineReport &m, const std::vector<RowResult> &rows,
                const ExtraReport &e) {
  using nlohmann::json;
  json j;
  j["date"] = m.date;
  j["cpu"] = m.cpu;
  j["load_average"] = m.load_average;
  j["threads"] = m.threads;
  j["target"] = m.target;
  j["openblas_core"] = m.openblas_core;
  j["onednn"] = m.onednn;
  j["fp32_peak_gflops"] = m.peak_gflops;
  j["fp32_peak_isa"] = m.peak_isa;
  j["copy_gb_per_s"] = m.copy_gb_per_s;
  j["rows"] = json::array();
  for (const RowResult &r : rows) {
    json row;
    row["spec"] = r.spec;
    row["schedule"] = r.schedule;
    row["peer"] = r.peer;
    row["required_ratio"] = r.required_ratio ? json(*r.required_ratio) : json(nullptr);
    row["result"] = r.verdict();
    row["error"] = r.error;
    row["flops"] = r.flops;
    if (r.bytes > 0) {
      row["bytes"] = r.bytes;
      row["copy_gb_per_s"] = r.copy_gb_per_s > 0 ? json(r.copy_gb_per_s) : json(nullptr);
      row["ktune_gb_per_s"] = r.measured() ? json(r.bytes / r.ktune_seconds / 1e9) : json(nullptr);
      row["peer_gb_per_s"] = r.peer_measured() ? json(r.bytes / r.peer_seconds / 1e9) : json(nullptr);
    }
    row["runs"] = r.runs;
    auto seconds = [](double s) { return s > 0 ? json(s) : json(nullptr); };
    row["ktune_seconds"] = seconds(r.ktune_seconds);
    row["ktune_gflops"] = r.measured() ? json(gflops(r.flops, r.ktune_seconds)) : json(nullptr);
    row["ktune_calls_per_measurement"] = r.ktune_number;
    row["peer_seconds"] = seconds(r.peer_seconds);
    row["peer_gflops"] = r.peer_measured() ? json(gflops(r.flops, r.peer_seconds)) : json(nullptr);
    row["peer_calls_per_measurement"] = r.peer_number;
    row["ratio"] = r.measured() && r.peer_measured() ? json(r.ratio()) : json(nullptr);
    row["best_kind"] = r.best_kind();
    row["best_ratio"] = r.measured() && r.peer_measured() ? json(r.best_ratio()) : json(nullptr);
    row["library_call"] = r.library_call;
    row["library_seconds"] = seconds(r.library_seconds);
    row["generated_vs_library_seconds"] = seconds(r.generated_vs_library_seconds);
    if (!r.library_error.empty()) row["library_error"] = r.library_error;
    bool has_peak = r.measured() && m.peak_gflops > 0;
    row["ktune_percent_of_peak"] =
        has_peak ? json(100 * gflops(r.flops, r.ktune_seconds) / m.peak_gflops) : json(nullptr);
    row["ktune_error"] = r.ktune_error >= 0 ? json(r.ktune_error) : json(nullptr);
    row["ktune_vs_peer"] = r.peer_difference >= 0 ? json(r.peer_difference) : json(nullptr);
    if (r.tuned) {
      row["tuned_vs_expert_tuned_seconds"] = seconds(r.tuned_vs_expert_seconds);
      row["tuned_vs_expert_expert_seconds"] = seconds(r.expert_seconds);
    }
    j["rows"].push_back(row);
  }
  j["compile_ms_median"] = e.compile_error.empty() ? json(e.compile_ms_median) : json(nullptr);
  j["compile_builds"] = e.compile_builds;
  j["compile_error"] = e.compile_error;
  j["parallel_region_us"] = e.parallel_region_us;
  j["parallel_region_calls"] = e.parallel_region_calls;
  j["load_average_end"] = e.load_average_end;
  std::ofstream file(path);
  if (!file) throw std::runtime_error("cannot open " + path + " for writing");
  file << j.dump(2) << "\n";
  if (!file) throw std::runtime_error("cannot write " + path);
}

}  // namespace ktune::bench
