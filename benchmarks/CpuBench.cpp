// bench_cpu: ktune's kernels side by side with peer implementations (OpenBLAS, oneDNN) in one
// process, on the same inputs and thread count. One markdown row per workload, with the ratio
// peer time / ktune time and the ratio each row is required to reach; the memory-bound rows
// also in bytes per second against the machine's copy bandwidth, measured next to each of them.
//   bench_cpu [--threads N] [--runs N] [--rows SUBSTR[,SUBSTR...]] [--json FILE] [--db FILE]
//             [--target "llvm -mcpu=znver3"]
// --target compiles ktune's kernels for another CPU that runs here (an AVX-512 machine measures
// its AVX2 figures with -mcpu=znver3 or -mattr=-avx512f); limit the peers to the same ISA with
// ONEDNN_MAX_CPU_ISA=AVX2 and OPENBLAS_CORETYPE=Haswell (the header says what each ran).
// With --db, each row's ktune kernel is the best record of this machine in that tuning
// database (the expert template where it has none), and the tuned kernel is also timed
// against the expert template, interleaved, in a second table.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cpu/BlasPeers.h"
#include "cpu/CopyBandwidth.h"
#include "cpu/DnnlPeers.h"
#include "cpu/FmaPeak.h"
#include "cpu/MachineInfo.h"
#include "cpu/Report.h"
#include "cpu/Timing.h"
#include "ktune/database/Database.h"
#include "ktune/database/Host.h"
#include "ktune/driver/Driver.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/schedule/Template.h"

using namespace ktune;
using namespace ktune::bench;

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

struct RowDef {
  std::string spec;
  PeerMaker peer;
  std::optional<double> required_ratio;  // none: reported only
  bool memory_bound = false;             // also reported in bytes per second
};

const std::vector<RowDef> &row_defs() {
  static const std::vector<RowDef> rows = {
      {"matmul:M=1024,N=1024,K=1024", openblas_matmul, 0.8},
      {"matmul:M=512,N=512,K=512", openblas_matmul, 0.8},
      {"matmul:M=2048,N=2048,K=2048", openblas_matmul, 0.8},
      {"matmul:M=127,N=255,K=63", openblas_matmul, 1.0},
      {"dense:M=128,N=3072,K=768,bias=1,act=gelu", openblas_dense, 1.1},
      {"batch_matmul:B=12,M=128,N=128,K=64", openblas_batch_matmul, 1.0},
      {"conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nchw", onednn_conv2d, 0.6},
      {"conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nhwc", onednn_conv2d, 0.6},
      {"depthwise_conv2d:N=1,C=64,H=56,W=56,R=3,S=3,pad=1,layout=nchw", onednn_depthwise_conv2d, 1.0},
      {"depthwise_conv2d:N=1,C=64,H=56,W=56,R=3,S=3,pad=1,layout=nhwc", onednn_depthwise_conv2d, 1.0},
      {"softmax:M=4096,N=1024", onednn_softmax, 1.0, true},
      {"layernorm:M=4096,N=1024", onednn_layernorm, 1.0, true},
      // Four times the last-level cache of the machines here (64 MiB in, 64 MiB out).
      {"softmax:M=16384,N=1024", onednn_softmax, 1.0, true},
      {"layernorm:M=16384,N=1024", onednn_layernorm, 1.0, true},
  };
  return rows;
}

// No single row may take much longer than this, default schedules (naive loops) included.
constexpr double kRowBudgetSeconds = 60;

struct Options {
  int threads = 2;
  int runs = 10;
  std::vector<std::string> rows;  // substrings of the specs to run; empty: all
  std::string json;
  std::string db;  // tuned kernels from this database
  std::string target = "llvm";
};

[[noreturn]] void usage_error(const std::string &message) {
  std::fprintf(stderr,
               "bench_cpu: %s\n"
               "usage: bench_cpu [--threads N] [--runs N] [--rows SUBSTR[,SUBSTR...]] [--json FILE] [--db FILE] "
               "[--target T]\n",
               message.c_str());
  std::exit(2);
}

int positive_int(const std::string &option, const std::string &text) {
  char *end = nullptr;
  long v = std::strtol(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || v <= 0 || v > 1024)
    usage_error(option + " needs a positive integer (at most 1024), got '" + text + "'");
  return static_cast<int>(v);
}

Options parse_options(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") usage_error("runs ktune's kernels against OpenBLAS and oneDNN");
    if (i + 1 >= argc) usage_error("unknown option or missing value: " + arg);
    std::string value = argv[++i];
    if (arg == "--threads") {
      o.threads = positive_int(arg, value);
    } else if (arg == "--runs") {
      o.runs = positive_int(arg, value);
    } else if (arg == "--rows") {
      std::stringstream ss(value);
      for (std::string s; std::getline(ss, s, ',');)
        if (!s.empty()) o.rows.push_back(s);
    } else if (arg == "--json") {
      o.json = value;
    } else if (arg == "--target") {
      o.target = value;
    } else if (arg == "--db") {
      if (!std::filesystem::exists(value)) usage_error("--db: no database at '" + value + "'");
      o.db = value;
    } else {
      usage_error("unknown option " + arg);
    }
  }
  return o;
}

bool selected(const Options &o, const std::string &spec) {
  if (o.rows.empty()) return true;
  return std::any_of(o.rows.begin(), o.rows.end(),
                     [&](const std::string &s) { return spec.find(s) != std::string::npos; });
}

Schedule schedule_for(const Workload &w, const Target &target) {
  return find_template(w.op_name) ? schedule_from_template(w, target) : Schedule(w);
}

// Builds and checks the ktune kernel, makes the peer, then times both interleaved. Failures
// end up in the row's error (the benchmark goes on with the next row).
RowResult run_row(const RowDef &def, const Target &target, int runs, int threads, Database *db) {
  auto start = Clock::now();
  RowResult r;
  r.spec = def.spec;
  r.required_ratio = def.required_ratio;
  Workload w;
  auto bytes_of = [](const std::vector<Tensor> &ts) {
    double b = 0;
    for (const Tensor &t : ts) {
      double n = t.dtype().bytes();
      for (int64_t d : t.shape()) n *= static_cast<double>(d);
      b += n;
    }
    return b;
  };
  std::unique_ptr<LoadedKernel> kernel, expert;
  std::vector<NDArray> args;
  NDArray ktune_output;
  try {
    w = workload_from_spec(def.spec);
    r.flops = w.flops;
    if (def.memory_bound) r.bytes = bytes_of(w.inputs()) + bytes_of(w.outputs());
    r.schedule = find_template(w.op_name) ? "template" : "default";
    Schedule schedule = schedule_for(w, target);
    if (db) {
      // The best generated kernel: the library candidates are timed in their own column.
      BestMatch m =
          db->best(w.key(), target.str(), host_fingerprint(target), Compat::ExactDevice, CandidateKinds::SchedulesOnly);
      if (m.record) {
        schedule = Schedule::replay(w, Trace::from_json(m.record->trace));
        r.schedule = "tuned #" + std::to_string(m.record->id);
        r.tuned = true;
        expert = LoadedKernel::load(build_kernel(schedule_for(w, target), target));
      } else {
        r.schedule = "template (no record)";
      }
    }
    kernel = LoadedKernel::load(build_kernel(schedule, target));
    args = make_arguments(w);
    r.ktune_error = check_against_reference(w, *kernel, args).at(0);
    const NDArray &out = args.at(w.inputs().size());
    r.tolerance = tolerance_for(w);
    ktune_output = NDArray::empty(out.shape(), out.dtype());
    ktune_output.copy_from(out);
  } catch (const std::exception &e) {
    r.error = std::string("ktune: ") + e.what();
    return r;
  }

  std::vector<NDArray> inputs(args.begin(), args.begin() + static_cast<long>(w.inputs().size()));
  Peer peer;
  try {
    peer = def.peer(w, inputs);
    r.peer = peer.name;
  } catch (const std::exception &e) {
    r.error = std::string("peer: ") + e.what();
  }

  std::vector<void *> ptrs;
  for (auto &a : args) ptrs.push_back(a.data());
  TimingOptions timing;
  timing.runs = runs;
  timing.budget_s = std::max(1.0, kRowBudgetSeconds - seconds_since(start));
  // A memory-bound row's physical limit, measured on either side of its timings.
  double copy_before = def.memory_bound ? measure_copy_bandwidth(threads).gb_per_s : 0;
  try {
    PairTiming t = time_interleaved([&] { kernel->call_packed(ptrs.data()); }, peer.run, timing);
    r.ktune_seconds = t.a_seconds;
    r.peer_seconds = t.b_seconds;
    r.ktune_number = t.a_number;
    r.peer_number = t.b_number;
    r.runs = t.runs;
    if (peer.output) r.peer_difference = relative_error(ktune_output, peer.output());
  } catch (const std::exception &e) {
    r.error = std::string("while timing: ") + e.what();
  }
  if (def.memory_bound) r.copy_gb_per_s = std::max(copy_before, measure_copy_bandwidth(threads).gb_per_s);
  // ktune's own library candidates: each checked, then timed interleaved with the generated
  // kernel; the fastest is kept.
  try {
    for (const LibraryCall &call : library_candidates(w, target)) {
      auto library = LibraryKernel::create(call, w, target);
      std::vector<NDArray> lib_args = make_arguments(w);
      double err = check_against_reference(
                       w, [&](void **p) { library->call_packed(p); }, lib_args)
                       .at(0);
      if (!(err <= r.tolerance)) {
        r.library_error += call.describe() + " is wrong (" + std::to_string(err) + "); ";
        continue;
      }
      std::vector<void *> lib_ptrs;
      for (auto &a : lib_args) lib_ptrs.push_back(a.data());
      timing.budget_s = std::max(1.0, 2 * kRowBudgetSeconds - seconds_since(start));
      PairTiming t = time_interleaved([&] { kernel->call_packed(ptrs.data()); },
                                      [&] { library->call_packed(lib_ptrs.data()); }, timing);
      if (r.library_seconds == 0 || t.b_seconds / t.a_seconds < r.library_seconds / r.generated_vs_library_seconds) {
        r.library_call = call.describe();
        r.library_seconds = t.b_seconds;
        r.generated_vs_library_seconds = t.a_seconds;
      }
    }
  } catch (const std::exception &e) {
    r.library_error += e.what();
  }
  if (expert) {
    try {
      // The expert template writes the same output buffer: its result was checked by the
      // template tests; here only its time matters.
      timing.budget_s = std::max(1.0, 2 * kRowBudgetSeconds - seconds_since(start));
      PairTiming t = time_interleaved([&] { kernel->call_packed(ptrs.data()); },
                                      [&] { expert->call_packed(ptrs.data()); }, timing);
      r.tuned_vs_expert_seconds = t.a_seconds;
      r.expert_seconds = t.b_seconds;
    } catch (const std::exception &e) {
      r.error += std::string(" expert timing: ") + e.what();
    }
  }
  return r;
}

ExtraReport measure_extras(const Target &target) {
  ExtraReport e;
  // Compile time: lowering, LLVM O3 and object emission of one GEMM kernel, median of 11.
  try {
    Workload w = workload_from_spec("matmul:M=1024,N=1024,K=1024");
    Schedule s = schedule_from_template(w, target);
    std::vector<double> ms;
    for (int i = 0; i < 11; ++i) {
      auto start = Clock::now();
      build_kernel(s, target);
      ms.push_back(seconds_since(start) * 1e3);
    }
    std::sort(ms.begin(), ms.end());
    e.compile_ms_median = ms[ms.size() / 2];
    e.compile_builds = static_cast<int>(ms.size());
  } catch (const std::exception &ex) {
    e.compile_error = ex.what();
  }
  // The fixed cost of a parallel loop: an empty region over two iterations (one per thread
  // with the default two threads), after a warm-up that wakes the pool.
  auto noop = [](void *, int64_t, int64_t) {};
  const int calls = 100000;
  for (int i = 0; i < 1000; ++i) ktune_parallel_for(2, noop, nullptr);
  auto start = Clock::now();
  for (int i = 0; i < calls; ++i) ktune_parallel_for(2, noop, nullptr);
  e.parallel_region_us = seconds_since(start) / calls * 1e6;
  e.parallel_region_calls = calls;
  e.load_average_end = load_average();
  return e;
}

}  // namespace

int main(int argc, char **argv) {
  // The peers are linked: OpenBLAS and libgomp read their environment before main, so the
  // settings ktune's own library candidates get (LibraryCall.h) need a fresh start.
  if (set_library_environment()) execv("/proc/self/exe", argv);
  Options o = parse_options(argc, argv);
  set_num_threads(o.threads);
  set_openblas_threads(o.threads);
  set_onednn_threads(o.threads);

  Target target;
  try {
    target = Target::parse(o.target);
  } catch (const std::exception &e) {
    usage_error(std::string("--target: ") + e.what());
  }
  std::string why_not;
  if (target.kind != Target::Kind::CPU || !target_runs_here(target, &why_not))
    usage_error("--target " + target.str() + " does not run on this machine" + (why_not.empty() ? "" : ": " + why_not));
  MachineReport m;
  m.date = utc_date();
  // The CPU as the tuning database's device fingerprint names it (/proc/cpuinfo's model name).
  m.cpu = host_fingerprint(Target::host()).model;
  if (m.cpu.empty()) m.cpu = "unknown CPU";
  m.load_average = load_average();
  m.threads = o.threads;
  m.target = target.str();
  m.openblas_core = openblas_core();
  m.onednn = onednn_version();
  // The peak of the code under test: AVX2 code on an AVX-512 CPU is held to the AVX2 peak.
  FmaPeak peak = measure_fma_peak(o.threads, peak_isa_for(target.vector_bits(), target.has_feature("fma")));
  m.peak_gflops = peak.gflops;
  m.peak_isa = peak.isa;
  CopyBandwidth copy = measure_copy_bandwidth(o.threads);
  m.copy_gb_per_s = copy.gb_per_s;
  m.copy_buffer_mib = copy.buffer_mib;

  print_header(stdout, m);
  print_table_head(stdout);
  std::optional<Database> db;
  if (!o.db.empty()) {
    DatabaseOptions read_only;
    read_only.read_only = true;
    db.emplace(Database::open(o.db, read_only));
  }
  std::vector<RowResult> rows;
  for (const RowDef &def : row_defs()) {
    if (!selected(o, def.spec)) continue;
    rows.push_back(run_row(def, target, o.runs, o.threads, db ? &*db : nullptr));
    print_row(stdout, rows.back(), m.peak_gflops);
  }
  if (rows.empty()) std::fprintf(stderr, "bench_cpu: no row matches --rows\n");
  print_bandwidth_table(stdout, rows, m);
  if (db) print_tuned_table(stdout, rows);

  ExtraReport extras = measure_extras(target);
  print_extras(stdout, extras, o.threads);
  if (!o.json.empty()) {
    try {
      write_json(o.json, m, rows, extras);
    } catch (const std::exception &e) {
      std::fprintf(stderr, "bench_cpu: %s\n", e.what());
      return 1;
    }
  }
  return 0;
}
