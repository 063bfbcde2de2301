#include "ktune/codegen/Target.h"

#include <map>
#include <sstream>
#include <vector>

#include <llvm/ADT/StringMap.h>
#include <llvm/TargetParser/Host.h>
#include <llvm/TargetParser/Triple.h>

#include "ktune/runtime/CudaDriver.h"
#include "ktune/support/Error.h"

namespace ktune {

Target Target::host() {
  Target t;
  t.kind = Kind::CPU;
  t.triple = llvm::sys::getDefaultTargetTriple();
  t.cpu = llvm::sys::getHostCPUName().str();
  std::string features;
  for (auto &f : llvm::sys::getHostCPUFeatures()) {
    features += std::string(features.empty() ? "" : ",") + (f.second ? "+" : "-") + f.first().str();
  }
  t.features = features;
  t.runs_here = true;
  return t;
}

Target Target::parse(const std::string &text) {
  std::istringstream is(text);
  std::vector<std::string> words;
  for (std::string w; is >> w;) words.push_back(w);
  user_check(!words.empty(), "empty target string (expected llvm, cuda or rocm)");
  Target t;
  const std::string &kind = words[0];
  if (kind == "llvm" || kind == "cpu") {
    t = host();
    for (size_t i = 1; i < words.size(); ++i) {
      const std::string &w = words[i];
      if (w.rfind("-mcpu=", 0) == 0) {
        std::string cpu = w.substr(6);
        if (cpu != t.cpu) {
          t.cpu = cpu;
          t.features.clear();  // the CPU's own feature set
          t.runs_here = false;
        }
      } else if (w.rfind("-mattr=", 0) == 0) {
        t.features += std::string(t.features.empty() ? "" : ",") + w.substr(7);
      } else if (w.rfind("-mtriple=", 0) == 0) {
        t.triple = w.substr(9);
        t.runs_here = false;
      } else {
        user_check(false, "target '" << text << "': unknown option '" << w
                                     << "' (expected -mcpu=, -mattr= or -mtriple=)");
      }
    }
    return t;
  }
  if (kind == "cuda" || kind == "nvptx") {
    t.kind = Kind::CUDA;
    t.triple = "nvptx64-nvidia-cuda";
    t.cpu = "sm_80";
    t.runs_here = false;
    for (size_t i = 1; i < words.size(); ++i) {
      user_check(words[i].rfind("-arch=", 0) == 0,
                 "target '" << text << "': unknown option '" << words[i] << "' (expected -arch=sm_XX)");
      t.cpu = words[i].substr(6);
      user_check(t.cpu.rfind("sm_", 0) == 0, "target '" << text << "': arch must be sm_XX");
    }
    // The PTX ISA version LLVM writes: the first that knows the architecture (LLVM's default,
    // 6.0, is too old for sm_80 and later, and ptxas refuses the mismatch).
    static const std::map<std::string, std::string> ptx = {
        {"sm_75", "+ptx63"}, {"sm_80", "+ptx70"}, {"sm_86", "+ptx71"}, {"sm_87", "+ptx74"},
        {"sm_89", "+ptx78"}, {"sm_90", "+ptx78"}, {"sm_90a", "+ptx80"}};
    auto it = ptx.find(t.cpu);
    user_check(it != ptx.end(), "target '" << text << "': unsupported arch '" << t.cpu
                                           << "' (sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_90a)");
    t.features = it->second;
    return t;
  }
  if (kind == "rocm" || kind == "amdgpu") {
    t.kind = Kind::ROCm;
    t.triple = "amdgcn-amd-amdhsa";
    t.cpu = "gfx90a";
    t.runs_here = false;
    for (size_t i = 1; i < words.size(); ++i) {
      user_check(words[i].rfind("-mcpu=", 0) == 0,
                 "target '" << text << "': unknown option '" << words[i] << "' (expected -mcpu=gfxNNN)");
      t.cpu = words[i].substr(6);
    }
    return t;
  }
  user_check(false, "unknown target '" << text << "' (expected llvm, cuda or rocm)");
  return t;
}

std::string Target::str() const {
  switch (kind) {
    case Kind::CPU: return "llvm -mcpu=" + cpu;
    case Kind::CUDA: return "cuda -arch=" + cpu;
    case Kind::ROCm: return "rocm -mcpu=" + cpu;
  }
  return "?";
}

bool target_runs_here(const Target &target, std::string *why) {
  std::string reason;
  bool ok = false;
  switch (target.kind) {
    case Target::Kind::CPU:
      ok = target.runs_here;
      reason = "it is not this machine's CPU (" + Target::host().cpu + ")";
      break;
    case Target::Kind::CUDA: {
      auto devices = cuda_devices(&reason);
      int want = std::stoi(target.cpu.substr(3, 2));
      for (auto &d : devices) ok |= d.cc_major * 10 + d.cc_minor >= want;
      if (!devices.empty() && !ok) reason = "no device here is " + target.cpu + " or newer (device 0 is " + devices[0].arch() + ")";
      break;
    }
    case Target::Kind::ROCm:
      // The runner loads whatever gfx code object it is given; the device must be that gfx.
      ok = hip_device_count(&reason) > 0;
      break;
  }
  if (why) *why = ok ? "" : reason;
  return ok;
}

int Target::vector_bits() const {
  if (kind != Kind::CPU) return 128;
  auto has = [&](const char *f) { return features.find(std::string("+") + f) != std::string::npos; };
  if (features.empty()) {
    // A named CPU without explicit features: judge by its name.
    if (cpu.find("avx512") != std::string::npos || cpu == "znver4" || cpu == "sapphirerapids" ||
        cpu == "icelake-server" || cpu == "cascadelake" || cpu == "skylake-avx512")
      return 512;
    return 256;
  }
  if (has("avx512f")) return 512;
  if (has("avx")) return 256;
  return 128;
}

}  // namespace ktune
