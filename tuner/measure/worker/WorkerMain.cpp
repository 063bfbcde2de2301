// ktune_worker: a builder or runner process of the measurement harness.
//   ktune_worker build <parent pid>     compiles candidates
//   ktune_worker run <parent pid> <threads> <pin 0|1> <memory MiB>
// Requests arrive on stdin and responses leave on stdout as frames (Protocol.h). Anything else
// the process prints goes to stderr, never into the protocol.
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <iostream>

#include "../Protocol.h"
#include "CpuRunner.h"
#include "CudaImages.h"
#include "GpuRunner.h"
#include "ktune/driver/Driver.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/support/Error.h"
#include "ktune/support/UsableCpus.h"

using nlohmann::json;

// In sanitizer builds: a candidate's crash must reach the harness as the signal it is, and a
// runaway allocation must fail like it does in a normal build, so AddressSanitizer leaves
// these to the process instead of reporting them itself.
extern "C" const char *__asan_default_options() {
  return "handle_segv=0:handle_sigbus=0:handle_abort=0:allocator_may_return_null=1:detect_leaks=0";
}

namespace {

int protocol_out = -1;

void respond(const json &header, const std::string *binary = nullptr) {
  json h = header;
  h["binary"] = binary != nullptr;
  if (!ktune::measure::write_frame(protocol_out, h.dump()) ||
      (binary && !ktune::measure::write_frame(protocol_out, *binary))) {
    std::_Exit(0);  // the harness is gone
  }
}

long runner_memory_mb = 0;

void limit_address_space() {
#if !defined(__SANITIZE_ADDRESS__)
  static bool done = false;
  if (done || runner_memory_mb <= 0) return;
  done = true;
  rlimit lim{static_cast<rlim_t>(runner_memory_mb) << 20, static_cast<rlim_t>(runner_memory_mb) << 20};
  setrlimit(RLIMIT_AS, &lim);
#endif
}

json handle_build(const json &req, std::string *object) {
  try {
    ktune::Workload w = ktune::workload_from_spec(req.at("spec").get<std::string>());
    ktune::Target target = ktune::Target::parse(req.at("target").get<std::string>());
    ktune::Schedule s = ktune::Schedule::replay(w, ktune::Trace::from_json(req.at("trace")));
    ktune::CompiledKernel k = ktune::build_kernel(s, target);
    json r = {{"ok", true}, {"symbol", k.symbol}, {"compile_s", k.compile_seconds}};
    if (target.kind != ktune::Target::Kind::CPU) {
      const ktune::GpuLaunch &l = k.launch;
      r["launch"] = {{"grid", {l.grid[0], l.grid[1], l.grid[2]}},
                     {"block", {l.block[0], l.block[1], l.block[2]}},
                     {"shared", l.shared_bytes}};
      r["resources"] = {{"registers", k.resources.registers},
                        {"spill_bytes", k.resources.spill_bytes},
                        {"shared_bytes", k.resources.shared_bytes},
                        {"checked_by", k.resources.checked_by}};
    }
    // CUDA: the cubin ptxas made on this machine and the PTX, which the runner JIT-compiles
    // when the device cannot load the cubin (another architecture family, an older driver).
    *object = target.kind == ktune::Target::Kind::CUDA && !k.cubin.empty()
                  ? ktune::measure::pack_cuda_images(k.cubin, k.object)
                  : std::move(k.object);
    return r;
  } catch (const ktune::UserError &e) {
    return ktune::measure::failure_reply(ktune::MeasureError::CompileError, e.what());
  } catch (const std::exception &e) {
    return ktune::measure::failure_reply(ktune::MeasureError::CompileError, std::string("internal error: ") + e.what());
  }
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    std::cerr << "usage: ktune_worker build|run <parent pid> [threads pin memory_mb]\n";
    return 2;
  }
  std::string mode = argv[1];
  pid_t parent = static_cast<pid_t>(std::atoll(argv[2]));
  // Die with the harness, and never let a stray print reach the protocol.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) return 0;
  protocol_out = dup(STDOUT_FILENO);
  dup2(STDERR_FILENO, STDOUT_FILENO);

  ktune::measure::CpuRunner cpu;
  ktune::measure::GpuRunner cuda("cuda"), rocm("rocm");
  if (mode == "run") {
    int threads = argc > 3 ? std::atoi(argv[3]) : 0;
    bool pin = argc > 4 && std::atoi(argv[4]) != 0;
    long memory_mb = argc > 5 ? std::atol(argv[5]) : 0;
    if (threads <= 0) threads = ktune::usable_cpu_count();
    if (pin) {
      // The first `threads` of the CPUs this process was given (a batch job's cores need not
      // start at CPU 0).
      cpu_set_t given, set;
      CPU_ZERO(&set);
      if (sched_getaffinity(0, sizeof(given), &given) == 0) {
        for (int c = 0, n = 0; c < CPU_SETSIZE && n < threads; ++c) {
          if (CPU_ISSET(c, &given)) {
            CPU_SET(c, &set);
            ++n;
          }
        }
        sched_setaffinity(0, sizeof(set), &set);
      }
    }
    runner_memory_mb = memory_mb;
    ktune::set_num_threads(threads);
  }

  for (;;) {
    auto frame = ktune::measure::read_frame(STDIN_FILENO);
    if (!frame) return 0;
    json req = json::parse(*frame, nullptr, false);
    if (req.is_discarded() || !req.is_object()) {
      respond(ktune::measure::failure_reply(ktune::MeasureError::RuntimeError, "malformed request"));
      continue;
    }
    std::string op = req.value("op", "");
    if (op == "exit") return 0;
    if (op == "build") {
      std::string object;
      json r = handle_build(req, &object);
      respond(r, r.value("ok", false) ? &object : nullptr);
    } else if (op == "run") {
      auto object = ktune::measure::read_frame(STDIN_FILENO);
      if (!object) return 0;
      ktune::Target target = ktune::Target::host();
      ktune::MeasureOptions measure;
      try {
        target = ktune::Target::parse(req.value("target", "llvm"));
        measure = req.value("measure", json::object()).get<ktune::MeasureOptions>();
      } catch (const std::exception &e) {
        respond(ktune::measure::failure_reply(ktune::MeasureError::RuntimeError, e.what()));
        continue;
      }
      // The address-space limit catches CPU kernels that run away with memory. It is set at
      // the first CPU run, never for GPUs: the CUDA driver reserves a virtual range larger than
      // the device's memory and fails to start under such a limit.
      if (target.kind == ktune::Target::Kind::CPU) limit_address_space();
      ktune::measure::RunRequest rr;
      rr.workload_spec = req.value("spec", "");
      rr.symbol = req.value("symbol", "");
      rr.object = std::move(*object);
      rr.measure = measure;
      rr.launch = req.value("launch", json());
      rr.library = req.value("library", json());
      rr.target = target.str();
      json r;
      try {
        r = target.kind == ktune::Target::Kind::CUDA   ? cuda.run(rr)
            : target.kind == ktune::Target::Kind::ROCm ? rocm.run(rr)
                                                       : cpu.run(rr);
      } catch (const std::exception &e) {
        r = ktune::measure::failure_reply(ktune::MeasureError::RuntimeError, e.what());
        if (target.kind != ktune::Target::Kind::CPU) {
          // A failed launch (an illegal address, a trap) poisons the GPU context: every later call
          // would fail the same way. Reply, then exit; the harness starts a fresh runner.
          respond(r);
          std::_Exit(0);
        }
      }
      respond(r);
    } else {
      respond(ktune::measure::failure_reply(ktune::MeasureError::RuntimeError, "unknown request '" + op + "'"));
    }
  }
}
