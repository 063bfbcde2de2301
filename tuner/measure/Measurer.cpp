// The harness's event loop: candidates flow through builder processes (in parallel, each with
// a deadline) into one runner process (one at a time, with a deadline); poll() waits on all of
// them. A worker that dies or overstays is reaped and replaced, and its candidate gets the
// failure kind.
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <deque>
#include <filesystem>

#include "WorkerProcess.h"
#include "ktune/measure/Measure.h"
#include "ktune/support/Error.h"
#include "ktune/support/UsableCpus.h"

namespace ktune {

using measure::WorkerProcess;
using nlohmann::json;

double MeasureResult::median_cost() const {
  if (costs.empty()) return INFINITY;
  std::vector<double> c = costs;
  std::sort(c.begin(), c.end());
  return c[c.size() / 2];
}

json MeasureResult::to_json() const {
  return {{"error", measure_error_name(error)},
          {"message", message},
          {"costs", costs},
          {"number", number},
          {"compile_s", compile_seconds},
          {"run_s", run_seconds},
          {"max_relative_error", max_relative_error},
          {"timestamp", timestamp}};
}

namespace {

double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
double unix_now() { return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count(); }

std::string default_worker_path() {
  std::error_code ec;
  auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    auto beside = self.parent_path() / "ktune_worker";
    if (std::filesystem::exists(beside)) return beside.string();
  }
#ifdef KTUNE_WORKER_PATH
  return KTUNE_WORKER_PATH;
#else
  return "ktune_worker";
#endif
}

}  // namespace

struct Measurer::Impl {
  std::vector<std::unique_ptr<WorkerProcess>> builders;
  std::unique_ptr<WorkerProcess> runner;
  /** The vendor library the runner process (runner_library_pid) has loaded, if any. */
  std::string runner_library;
  int runner_library_pid = 0;
};

Measurer::Measurer(MeasureOptions options) : options_(std::move(options)), impl_(std::make_unique<Impl>()) {
  // A worker that dies while we write to it must not kill the harness.
  signal(SIGPIPE, SIG_IGN);
  if (options_.worker_path.empty()) options_.worker_path = default_worker_path();
  int n = options_.build_workers > 0 ? options_.build_workers : usable_cpu_count();
  for (int i = 0; i < std::max(1, n); ++i) {
    impl_->builders.push_back(std::make_unique<WorkerProcess>(options_.worker_path, std::vector<std::string>{"build"}));
  }
  impl_->runner = std::make_unique<WorkerProcess>(
      options_.worker_path,
      std::vector<std::string>{"run", std::to_string(options_.threads), options_.pin_threads ? "1" : "0",
                               std::to_string(options_.runner_memory_mb)});
}

Measurer::~Measurer() = default;  // each WorkerProcess kills and reaps its process

std::vector<int> Measurer::worker_pids() const {
  std::vector<int> pids;
  for (auto &b : impl_->builders) {
    if (b->alive()) pids.push_back(b->pid());
  }
  if (impl_->runner->alive()) pids.push_back(impl_->runner->pid());
  return pids;
}

namespace {

// One pass over a batch: build what needs building, run what needs running.
class BatchLoop {
 public:
  /** stop_factor above 0: a search's early stop (Measurer::measure), each run's stop_above_s
   * stop_factor times the lowest cost known when it starts (best_known_s, 0: none, or a lower
   * median of this loop's runs). */
  BatchLoop(const MeasureOptions &o, Measurer::Impl &impl, double stop_factor = 0, double best_known_s = 0)
      : o_(o),
        builders_(impl.builders),
        runner_(*impl.runner),
        impl_(impl),
        stop_factor_(stop_factor),
        lowest_cost_(best_known_s > 0 ? best_known_s : INFINITY) {}

  /** Builds the candidates (when given; artifacts then start empty) and runs the artifacts
   * (when results is given). */
  void process(const std::vector<MeasureCandidate> *candidates, std::vector<BuildArtifact> &artifacts,
               std::vector<MeasureResult> *results) {
    candidates_ = candidates;
    artifacts_ = &artifacts;
    results_ = results;
    started_.assign(artifacts.size(), 0);
    bool do_build = candidates != nullptr;
    if (do_build) {
      for (size_t i = 0; i < artifacts.size(); ++i) to_build_.push_back(i);
    } else {
      for (size_t i = 0; i < artifacts.size(); ++i) enqueue_run(i);
    }
    while (!to_build_.empty() || !to_run_.empty() || any_busy()) {
      start_builds();
      start_run();
      wait_and_collect();
    }
  }

 private:
  bool any_busy() const {
    if (runner_.busy) return true;
    for (auto &b : builders_) {
      if (b->busy) return true;
    }
    return false;
  }

  void enqueue_run(size_t i) {
    if (!results_) return;
    BuildArtifact &a = (*artifacts_)[i];
    if (a.error != MeasureError::None) {
      MeasureResult &r = (*results_)[i];
      r.error = a.error;
      r.message = a.message;
      r.compile_seconds = a.compile_seconds;
      r.timestamp = unix_now();
      return;
    }
    to_run_.push_back(i);
  }

  void start_builds() {
    for (auto &b : builders_) {
      if (to_build_.empty()) return;
      if (b->busy) continue;
      size_t i = to_build_.front();
      to_build_.pop_front();
      BuildArtifact &a = (*artifacts_)[i];
      if (!(*candidates_)[i].library.is_null()) {  // a library call: nothing to compile
        a.library = (*candidates_)[i].library;
        enqueue_run(i);
        continue;
      }
      try {
        b->ensure_started();
      } catch (const std::exception &e) {
        a.error = MeasureError::CompileError;
        a.message = e.what();
        enqueue_run(i);
        continue;
      }
      json req{{"op", "build"}, {"spec", a.workload_spec}, {"target", a.target}, {"trace", (*candidates_)[i].trace}};
      if (!b->send(req)) {
        a.error = MeasureError::CompileError;
        a.message = "the builder process died: " + b->kill_and_reap();
        enqueue_run(i);
        continue;
      }
      b->busy = true;
      b->job = i;
      b->deadline = now() + o_.build_timeout_s;
      started_[i] = now();
    }
  }

  void start_run() {
    if (runner_.busy || to_run_.empty()) return;
    size_t i = to_run_.front();
    to_run_.pop_front();
    BuildArtifact &a = (*artifacts_)[i];
    MeasureResult &r = (*results_)[i];
    r.compile_seconds = a.compile_seconds;
    r.resources = a.resources;
    // A runner that has loaded a vendor library times only that library's calls: in one process,
    // OpenBLAS's idle threads made oneDNN's calls up to 20 times slower now and then (2 cores).
    std::string library = a.library.is_null() ? "" : a.library.value("library", "?");
    if (runner_.alive() && runner_.pid() == impl_.runner_library_pid && !impl_.runner_library.empty() &&
        impl_.runner_library != library) {
      runner_.kill_and_reap();
    }
    try {
      runner_.ensure_started();
    } catch (const std::exception &e) {
      r.error = MeasureError::RuntimeError;
      r.message = e.what();
      r.timestamp = unix_now();
      return;
    }
    // Only a search's batch stops early (run(): confirmations, final rounds, never).
    MeasureOptions measure = o_;
    measure.stop_above_s = stop_factor_ > 0 && std::isfinite(lowest_cost_) ? stop_factor_ * lowest_cost_ : 0;
    json req{
        {"op", "run"}, {"spec", a.workload_spec}, {"symbol", a.symbol}, {"target", a.target}, {"measure", measure}};
    if (!a.launch.is_null()) req["launch"] = a.launch;
    if (!a.library.is_null()) req["library"] = a.library;
    if (!runner_.send(req, &a.object)) {
      r.error = MeasureError::Crash;
      r.message = "the runner process died before the candidate was sent: " + runner_.kill_and_reap();
      r.timestamp = unix_now();
      return;
    }
    runner_.busy = true;
    runner_.job = i;
    runner_.deadline = now() + o_.run_timeout_s;
    if (!library.empty()) {
      impl_.runner_library = library;
      impl_.runner_library_pid = runner_.pid();
    }
    started_[i] = now();
  }

  void wait_and_collect() {
    std::vector<pollfd> fds;
    std::vector<WorkerProcess *> who;
    double next_deadline = INFINITY;
    auto watch = [&](WorkerProcess &w) {
      if (!w.busy) return;
      fds.push_back({w.read_fd(), POLLIN, 0});
      who.push_back(&w);
      next_deadline = std::min(next_deadline, w.deadline);
    };
    for (auto &b : builders_) watch(*b);
    watch(runner_);
    if (fds.empty()) return;
    int timeout_ms = static_cast<int>(std::clamp((next_deadline - now()) * 1000.0, 0.0, 1000.0)) + 1;
    int n = poll(fds.data(), fds.size(), timeout_ms);
    if (n < 0 && errno != EINTR) throw InternalError(std::string("poll failed: ") + std::strerror(errno));
    for (size_t k = 0; k < fds.size(); ++k) {
      WorkerProcess &w = *who[k];
      if (fds[k].revents != 0) collect(w);
      if (w.busy && now() > w.deadline) expire(w);
    }
  }

  void collect(WorkerProcess &w) {
    bool dead = false;
    auto reply = w.receive(&dead);
    size_t i = w.job;
    bool is_runner = &w == &runner_;
    if (reply) {
      w.busy = false;
      if (is_runner)
        finish_run(i, reply->header);
      else
        finish_build(i, reply->header, std::move(reply->binary));
      if (dead) w.reap();  // replaced before its next job
      return;
    }
    if (!dead) return;
    std::string how = w.reap();
    if (is_runner) {
      MeasureResult &r = (*results_)[i];
      r.error = MeasureError::Crash;
      r.message = "the runner " + how + " while running the candidate";
      r.run_seconds = now() - started_[i];
      r.timestamp = unix_now();
    } else {
      BuildArtifact &a = (*artifacts_)[i];
      a.error = MeasureError::CompileError;
      a.message = "the builder " + how + " while compiling the candidate";
      enqueue_run(i);
    }
  }

  void expire(WorkerProcess &w) {
    size_t i = w.job;
    w.kill_and_reap();
    if (&w == &runner_) {
      MeasureResult &r = (*results_)[i];
      r.error = MeasureError::RunTimeout;
      r.message = "check and timing took longer than " + std::to_string(o_.run_timeout_s) + " s";
      r.run_seconds = now() - started_[i];
      r.timestamp = unix_now();
    } else {
      BuildArtifact &a = (*artifacts_)[i];
      a.error = MeasureError::CompileTimeout;
      a.message = "compiling took longer than " + std::to_string(o_.build_timeout_s) + " s";
      a.compile_seconds = now() - started_[i];
      enqueue_run(i);
    }
  }

  void finish_build(size_t i, const json &h, std::string binary) {
    BuildArtifact &a = (*artifacts_)[i];
    if (h.value("ok", false)) {
      a.symbol = h.value("symbol", "");
      a.compile_seconds = h.value("compile_s", 0.0);
      a.launch = h.value("launch", json());
      a.resources = h.value("resources", json());
      a.object = std::move(binary);
    } else {
      a.error =
          parse_kind(h.value("error", measure_error_name(MeasureError::CompileError)), MeasureError::CompileError);
      a.message = h.value("message", "");
      a.compile_seconds = now() - started_[i];
    }
    enqueue_run(i);
  }

  void finish_run(size_t i, const json &h) {
    MeasureResult &r = (*results_)[i];
    r.run_seconds = now() - started_[i];
    r.timestamp = unix_now();
    r.max_relative_error = h.value("max_error", 0.0);
    if (h.value("ok", false)) {
      r.costs = h.value("costs", std::vector<double>{});
      r.number = h.value("number", 0);
      lowest_cost_ = std::min(lowest_cost_, r.median_cost());
    } else {
      r.error =
          parse_kind(h.value("error", measure_error_name(MeasureError::RuntimeError)), MeasureError::RuntimeError);
      r.message = h.value("message", "");
    }
  }

  static MeasureError parse_kind(const std::string &s, MeasureError fallback) {
    try {
      MeasureError e = parse_measure_error(s);
      return e == MeasureError::None ? fallback : e;
    } catch (const UserError &) {
      return fallback;
    }
  }

 private:
  const MeasureOptions &o_;
  std::vector<std::unique_ptr<WorkerProcess>> &builders_;
  WorkerProcess &runner_;
  Measurer::Impl &impl_;
  const std::vector<MeasureCandidate> *candidates_ = nullptr;
  std::vector<BuildArtifact> *artifacts_ = nullptr;
  std::vector<MeasureResult> *results_ = nullptr;
  std::deque<size_t> to_build_, to_run_;
  std::vector<double> started_;  // when each job went to its worker
  double stop_factor_;
  double lowest_cost_;  // of the known costs and this batch's medians
};

}  // namespace

namespace {
// Artifacts that name their candidates' workload and target, to be filled by the builders.
std::vector<BuildArtifact> artifacts_for(const std::vector<MeasureCandidate> &candidates) {
  std::vector<BuildArtifact> artifacts(candidates.size());
  for (size_t i = 0; i < candidates.size(); ++i) {
    artifacts[i].workload_spec = candidates[i].workload_spec;
    artifacts[i].target = candidates[i].target;
  }
  return artifacts;
}
}  // namespace

std::vector<BuildArtifact> Measurer::build(const std::vector<MeasureCandidate> &candidates) {
  std::vector<BuildArtifact> artifacts = artifacts_for(candidates);
  BatchLoop(options_, *impl_).process(&candidates, artifacts, nullptr);
  return artifacts;
}

namespace {
// Runs built artifacts one at a time (BatchLoop's constructor for the two figures).
std::vector<MeasureResult> run_artifacts(const MeasureOptions &options, Measurer::Impl &impl,
                                         const std::vector<BuildArtifact> &artifacts, double stop_factor,
                                         double best_known_s) {
  std::vector<BuildArtifact> copy = artifacts;
  std::vector<MeasureResult> results(artifacts.size());
  BatchLoop(options, impl, stop_factor, best_known_s).process(nullptr, copy, &results);
  return results;
}
}  // namespace

std::vector<MeasureResult> Measurer::run(const std::vector<BuildArtifact> &artifacts) {
  return run_artifacts(options_, *impl_, artifacts, 0, 0);
}

std::vector<MeasureResult> Measurer::measure(const std::vector<MeasureCandidate> &candidates) {
  return measure(candidates, nullptr);
}

std::vector<MeasureResult> Measurer::measure(const std::vector<MeasureCandidate> &candidates,
                                             std::vector<BuildArtifact> *artifacts_out, double stop_factor,
                                             double best_known_s) {
  int cores = usable_cpu_count();
  int kernel_threads = options_.threads > 0 ? options_.threads : cores;
  bool overlap =
      options_.overlap_build_and_run == 1 ||
      (options_.overlap_build_and_run < 0 && static_cast<int>(impl_->builders.size()) + kernel_threads <= cores);
  std::vector<BuildArtifact> artifacts;
  std::vector<MeasureResult> results;
  if (!overlap) {
    artifacts = build(candidates);
    results = run_artifacts(options_, *impl_, artifacts, stop_factor, best_known_s);
  } else {
    artifacts = artifacts_for(candidates);
    results.resize(candidates.size());
    BatchLoop(options_, *impl_, stop_factor, best_known_s).process(&candidates, artifacts, &results);
  }
  if (artifacts_out) *artifacts_out = std::move(artifacts);
  return results;
}

void Measurer::restart_runner() {
  if (impl_->runner->alive()) impl_->runner->kill_and_reap();
  impl_->runner_library.clear();
  impl_->runner_library_pid = 0;
}

}  // namespace ktune
