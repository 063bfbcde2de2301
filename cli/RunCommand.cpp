// ktune run: build a kernel, check it against the reference, time it.
#include <cstdio>
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "Commands.h"
#include "RunModel.h"
#include "ScheduleSource.h"
#include "ktune/driver/Driver.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/measure/CacheFlush.h"
#include "ktune/measure/TimingLoop.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/support/Error.h"

namespace ktune::cli {

namespace {

struct RunOptions {
  std::string workload, target = "llvm", trace, schedule = "auto";
  std::vector<std::string> knobs;
  std::string db;
  bool json = false;
  bool library = true;
  bool model_library = false;
  int threads = 0;
  /** The harness's own timing options and defaults (Measure.h), used through its one timing loop. */
  MeasureOptions measure;
  RunModelOptions model;
};

// ktune run --model: the options that apply to a whole model, and a refusal of those that choose
// or time one kernel.
int run_whole_model(const RunOptions &opts) {
  RunModelOptions m = opts.model;
  m.db = opts.db;
  m.target = opts.target;
  m.json = opts.json;
  m.threads = opts.threads;
  m.library = opts.model_library;
  m.repeat = opts.measure.repeat;
  user_check(opts.trace.empty() && opts.knobs.empty() && opts.schedule == "auto",
             "--trace, --knob and --schedule choose one kernel's schedule; with --model every kernel's comes from "
             "--db, the shipped records or its template");
  user_check(!opts.measure.flush_cache && !opts.measure.cold_weights,
             std::string(opts.measure.flush_cache ? "--flush-cache" : "--cold-weights") +
                 " times one kernel (--workload): a model runs its kernels back to back");
  return run_model(m);
}

}  // namespace

CommandRunner add_run_command(CLI::App &app) {
  auto opts = std::make_shared<RunOptions>();
  CLI::App *cmd = app.add_subcommand("run", "Build a kernel, check it against the reference and time it");
  cmd->add_option("--workload,-w", opts->workload, "Workload spec, e.g. matmul:M=1024,N=1024,K=1024 (or --model)");
  cmd->add_option("--model", opts->model.model, "An ONNX model: run it end to end with its best kernels");
  cmd->add_option("--input", opts->model.inputs, "With --model: NAME=FILE.npy for an input (repeatable; none: random)");
  cmd->add_option("--output", opts->model.outputs, "With --model: NAME=FILE.npy to write an output to (repeatable)");
  add_model_import_flags(cmd, opts->model.import);
  cmd->add_flag("--profile", opts->model.profile, "With --model: each kernel's share of the model's time");
  cmd->add_option("--check", opts->model.check,
                  "With --model: auto (ONNX Runtime where Python has it, else the interpreter), onnxruntime or "
                  "interpreter")
      ->capture_default_str();
  cmd->add_option("--target,-t", opts->target, "Target: llvm (host CPU) or llvm -mcpu=NAME")->capture_default_str();
  cmd->add_option("--trace", opts->trace, "Schedule trace (JSON) to replay");
  cmd->add_option("--schedule", opts->schedule, "Without --trace: default, template or auto")->capture_default_str();
  cmd->add_option("--db", opts->db, "With --schedule auto: use the best record of this device in this tuning database");
  cmd->add_option("--knob", opts->knobs,
                  "A template knob NAME=VALUE overriding its default (repeatable), e.g. --knob mr=6");
  cmd->add_option("--threads", opts->threads, "Threads for parallel loops (0: all cores)");
  cmd->add_flag("!--no-library", opts->library,
                "With --schedule auto: the best generated kernel even where a library call was measured faster");
  cmd->add_flag("--library", opts->model_library,
                "With --model: make the vendor library calls the database measured faster (off by default for models, "
                "where they measured slower than alone: docs/models.md)");
  cmd->add_option("--repeat", opts->measure.repeat, "Timed repeats")->capture_default_str();
  cmd->add_option("--min-repeat-ms", opts->measure.min_repeat_ms, "Minimum length of one timed repeat")
      ->capture_default_str();
  auto *flush =
      cmd->add_flag("--flush-cache", opts->measure.flush_cache, "Time each call alone, after overwriting the caches");
  cmd->add_flag("--cold-weights", opts->measure.cold_weights,
                "Time each call alone, after evicting the workload's weights from the caches and rewriting its "
                "input and output a block per thread, as inside a model")
      ->excludes(flush);
  cmd->add_flag("--json", opts->json, "Print one JSON object");
  return [opts]() -> int {
    user_check(opts->workload.empty() != opts->model.model.empty(), "run needs exactly one of --workload and --model");
    user_check(!opts->model_library || !opts->model.model.empty(),
               "--library is for --model (a single workload takes library calls unless --no-library)");
    user_check(!opts->model_library || opts->library, "--library and --no-library contradict each other");
    if (!opts->model.model.empty()) return run_whole_model(*opts);
    Workload w = workload_from_spec(opts->workload);
    Target target = Target::parse(opts->target);
    user_check(target.kind == Target::Kind::CPU,
               "ktune run measures CPU kernels in its own process; GPU kernels are measured by `ktune tune --target "
                   << target.str() << "` in the harness (see `ktune targets`)");
    std::string why_not;
    user_check(target_runs_here(target, &why_not),
               "target " << target.str() << " does not run on this machine: " << why_not);
    if (opts->threads > 0) set_num_threads(opts->threads);
    ChosenSchedule chosen =
        choose_schedule_source(w, target, opts->trace, opts->schedule, opts->knobs, opts->db, opts->library);
    // The chosen kernel: compiled from its schedule, or a library call (with its epilogue).
    CompiledKernel kernel;
    std::unique_ptr<LoadedKernel> loaded;
    std::unique_ptr<LibraryKernel> library;
    std::string kernel_text;
    if (chosen.library.is_null()) {
      kernel = build_kernel(chosen.schedule, target);
      loaded = LoadedKernel::load(kernel);
      kernel_text = kernel.symbol;
    } else {
      LibraryCall call = LibraryCall::from_json(chosen.library);
      try {
        library = LibraryKernel::create(call, w, target);
        kernel_text = "library call " + call.describe();
      } catch (const UserError &e) {
        // A record this ktune cannot make into a call: the best generated kernel instead.
        std::string why = e.what();
        chosen = choose_schedule_source(w, target, opts->trace, opts->schedule, opts->knobs, opts->db, false);
        chosen.source += "; the faster library record was not usable: " + why;
        kernel = build_kernel(chosen.schedule, target);
        loaded = LoadedKernel::load(kernel);
        kernel_text = kernel.symbol;
      }
    }
    auto call = [&](void **ptrs) {
      if (library)
        library->call_packed(ptrs);
      else
        loaded->call_packed(ptrs);
    };
    std::vector<NDArray> args = make_arguments(w);
    std::vector<double> errors = check_against_reference(w, call, args);
    double tol = tolerance_for(w);
    double max_error = 0;
    for (double e : errors) max_error = std::max(max_error, e);
    bool correct = max_error <= tol;
    std::vector<void *> ptrs;
    for (auto &a : args) ptrs.push_back(a.data());
    KernelBuffers buffers = kernel_buffers(w, ptrs);
    MeasureOptions measure = effective_cold(opts->measure, w, false);
    CpuCacheFlush flush;
    TimedCalls timing = time_cpu_calls(
        measure, [&] { call(ptrs.data()); }, [&] { flush(measure, buffers); });
    double latency = timing.median();
    double gflops = w.flops / latency / 1e9;
    if (opts->json) {
      nlohmann::json j{{"workload", w.spec},
                       {"workload_key", w.key()},
                       {"target", target.str()},
                       {"kernel", kernel_text},
                       {"kind", library ? "library" : "schedule"},
                       {"library", chosen.library},
                       {"schedule", chosen.source},
                       {"trace", chosen.schedule.trace().to_json()},
                       {"latency_s", latency},
                       {"costs_s", timing.costs},
                       {"flush_cache", measure.flush_cache},
                       {"cold_weights", measure.cold_weights},
                       {"gflops", gflops},
                       {"compile_s", kernel.compile_seconds},
                       {"max_relative_error", max_error},
                       {"correct", correct},
                       {"threads", num_threads()}};
      std::cout << j.dump() << std::endl;
    } else {
      std::cout << fmt::format("workload   {}\n", w.spec) << fmt::format("key        {}\n", w.key())
                << fmt::format("target     {}\n", target.str()) << fmt::format("kernel     {}\n", kernel_text)
                << (library ? fmt::format("chosen     {}\n", chosen.source)
                            : fmt::format("schedule   {} ({} steps)\n", chosen.source,
                                          chosen.schedule.trace().steps.size()))
                << fmt::format("compile    {:.1f} ms\n", kernel.compile_seconds * 1e3)
                << fmt::format("latency    {:.4f} ms (median of {} x {} calls, {} threads{})\n", latency * 1e3,
                               timing.costs.size(), timing.number, num_threads(),
                               measure.flush_cache ? ", each call cold"
                               : measure.cold_weights
                                   ? ", each call with its memory as inside a model (weights cold, activations placed)"
                                   : "")
                << fmt::format("GFLOPS     {:.2f}\n", gflops)
                << fmt::format("correct    {} (max relative error {:.2e}, tolerance {:.0e})\n", correct ? "yes" : "NO",
                               max_error, tol);
    }
    return correct ? kOk : kCheckFailed;
  };
}

}  // namespace ktune::cli
