// ktune targets: what this machine can compile for and measure on.
#include <iostream>

#include <nlohmann/json.hpp>

#include "Commands.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/support/CudaDriver.h"
#include "ktune/target/Target.h"

namespace ktune::cli {

CommandRunner add_targets_command(CLI::App &app) {
  auto json_out = std::make_shared<bool>(false);
  CLI::App *cmd = app.add_subcommand("targets", "List the CPU and the GPUs found here, and what can be built for each");
  cmd->add_flag("--json", *json_out, "Print one JSON object");
  return [json_out]() {
    Target host = Target::host();
    std::string cuda_why;
    auto gpus = cuda_devices(&cuda_why);
    std::string ptxas = find_ptxas();
    std::string hip_why;
    int amd = hip_device_count(&hip_why);
    std::string rocm =
        amd > 0 ? std::to_string(amd) + " AMD GPU(s) through HIP: build, run and tune (rocm -mcpu=<their gfx>)"
                : hip_why + ": ROCm kernels are built and checked here, not run";
    if (*json_out) {
      nlohmann::json j;
      j["cpu"] = {{"target", host.str()}, {"triple", host.triple}, {"vector_bits", host.vector_bits()}};
      nlohmann::json list = nlohmann::json::array();
      for (auto &g : gpus) {
        list.push_back({{"ordinal", g.ordinal},
                        {"name", g.name},
                        {"target", "cuda -arch=" + g.arch()},
                        {"multiprocessors", g.multiprocessors},
                        {"memory_bytes", g.memory_bytes},
                        {"l2_bytes", g.l2_bytes}});
      }
      j["cuda"] = {{"devices", list}, {"driver", gpus.empty() ? cuda_why : "ok"}, {"ptxas", ptxas}};
      j["rocm"] = {{"devices", amd}, {"note", rocm}};
      nlohmann::json libraries = nlohmann::json::array();
      for (const LibraryStatus &l : library_statuses()) {
        libraries.push_back({{"name", l.name},
                             {"found", l.found},
                             {"version", l.version},
                             {"file", l.file},
                             {"for", l.purpose},
                             {"why_not", l.why_not}});
      }
      j["libraries"] = libraries;
      std::cout << j.dump(2) << "\n";
      return kOk;
    }
    std::cout << "CPU   " << host.str() << " (" << host.triple << ", " << host.vector_bits()
              << "-bit vectors): build, run and tune\n";
    if (gpus.empty()) {
      std::cout << "CUDA  no device: " << cuda_why << "\n";
    } else {
      for (auto &g : gpus) {
        std::cout << "CUDA  device " << g.ordinal << ": " << g.name << ", target cuda -arch=" << g.arch() << ", "
                  << g.multiprocessors << " SMs, " << g.memory_bytes / (1 << 20) << " MiB, L2 " << g.l2_bytes / 1024
                  << " KiB: build, run and tune\n";
      }
    }
    std::cout << "      PTX for cuda -arch=sm_75 ... sm_90a is generated here; "
              << (ptxas.empty() ? "ptxas is not installed, so it is not checked" : "checked and assembled by " + ptxas)
              << "\n";
    std::cout << "ROCm  " << rocm << " (rocm -mcpu=gfx90a, gfx942 ...)\n";
    for (const LibraryStatus &l : library_statuses()) {
      std::cout << "LIB   " << l.name << ": "
                << (l.found ? l.version + " (" + l.file + "), a measured candidate for " + l.purpose
                            : "unavailable (" + l.why_not + "): its candidates are left out")
                << "\n";
    }
    return kOk;
  };
}

}  // namespace ktune::cli
