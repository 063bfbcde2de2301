#include "ktune/target/Target.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <sstream>
#include <vector>

#include <llvm/ADT/StringMap.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/TargetParser/Host.h>
#include <llvm/TargetParser/Triple.h>

#include "ktune/support/CudaDriver.h"
#include "ktune/support/Error.h"

namespace ktune {

void initialize_llvm() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    llvm::InitializeNativeTargetAsmParser();
    // The GPU back ends (codegen_gpu).
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmPrinter();
  });
}

namespace {

std::string join(const std::vector<std::string> &items) {
  std::string out;
  for (auto &i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

// "llvm [-mcpu=NAME] [-mattr=+a,-b] [-mtriple=T]" relative to this machine's CPU: without
// -mcpu the detected features, with another CPU that CPU's own features (LLVM's definition).
Target parse_cpu(const std::string &text) {
  std::istringstream is(text);
  std::vector<std::string> words;
  for (std::string w; is >> w;) words.push_back(w);
  user_check(!words.empty() && (words[0] == "llvm" || words[0] == "cpu"),
             "target '" << text << "' is not a CPU target (expected llvm ...)");
  Target t = Target::detected_host();
  for (size_t i = 1; i < words.size(); ++i) {
    const std::string &w = words[i];
    if (w.rfind("-mcpu=", 0) == 0) {
      std::string cpu = w.substr(6);
      user_check(!cpu.empty(), "target '" << text << "': -mcpu= needs a CPU name");
      if (cpu != t.cpu) {
        t.cpu = cpu;
        t.features = t.mattr;  // the CPU's own feature set, plus what -mattr already said
      }
    } else if (w.rfind("-mattr=", 0) == 0) {
      std::string attrs = w.substr(7);
      for (size_t start = 0; start <= attrs.size();) {
        size_t comma = attrs.find(',', start);
        std::string a = attrs.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        user_check(a.size() > 1 && (a[0] == '+' || a[0] == '-'),
                   "target '" << text << "': -mattr takes +feature or -feature items, got '" << a << "'");
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
      t.mattr += std::string(t.mattr.empty() ? "" : ",") + attrs;
      t.features += std::string(t.features.empty() ? "" : ",") + attrs;
    } else if (w.rfind("-mtriple=", 0) == 0) {
      t.triple = w.substr(9);
    } else {
      user_check(false,
                 "target '" << text << "': unknown option '" << w << "' (expected -mcpu=, -mattr= or -mtriple=)");
    }
  }
  t.runs_here = missing_cpu_features(t).empty();
  return t;
}

// The ISA features (LLVM's names) that code for a CPU target may use: LLVM's definition of
// the CPU with the target's feature string applied (implied features included), restricted
// to the names the host detection knows (the rest are tuning flags). Cached: templates ask
// for the vector width of the same few targets many times.
const std::set<std::string> &isa_features(const Target &t) {
  static std::mutex mutex;
  static std::map<std::string, std::set<std::string>> cache;
  std::string key = t.triple + "|" + t.cpu + "|" + t.features;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  std::set<std::string> enabled;
  initialize_llvm();
  std::string error;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(t.triple, error);
  user_check(target != nullptr, "LLVM has no target for '" << t.triple << "': " << error);
  // Asked of a generic subtarget first: LLVM prints a warning when made for an unknown CPU.
  std::unique_ptr<llvm::MCSubtargetInfo> generic(target->createMCSubtargetInfo(t.triple, "", ""));
  user_check(generic != nullptr && generic->isCPUStringValid(t.cpu),
             "target '" << t.str() << "': LLVM does not know the CPU '" << t.cpu << "'");
  std::unique_ptr<llvm::MCSubtargetInfo> sti(target->createMCSubtargetInfo(t.triple, t.cpu, t.features));
  // System instructions that LLVM emits only for their intrinsics, never for a kernel's
  // arithmetic, loads and stores: a hypervisor often hides them (this project's VMs report no
  // mwaitx, pku, rdpru or wbnoinvd on an AMD EPYC), and they must not stop -mcpu=znver3 from
  // running on a CPU that has every instruction its code uses.
  static const std::set<std::string> system_only = {
      "clflushopt", "cldemote",  "clwb",     "clzero", "enqcmd",    "fsgsbase", "hreset",    "invpcid",  "kl",
      "lwp",        "movdir64b", "movdiri",  "mwaitx", "pconfig",   "pku",      "prefetchi", "ptwrite",  "rdpid",
      "rdpru",      "rdrnd",     "rdseed",   "rtm",    "serialize", "sgx",      "shstk",     "tsxldtrk", "uintr",
      "usermsr",    "waitpkg",   "wbnoinvd", "widekl", "xsave",     "xsavec",   "xsaveopt",  "xsaves"};
  llvm::StringMap<bool> known = llvm::sys::getHostCPUFeatures();
  for (const llvm::SubtargetFeatureKV &kv : sti->getAllProcessorFeatures()) {
    if (known.count(kv.Key) && !system_only.count(kv.Key) && sti->getFeatureBits().test(kv.Value))
      enabled.insert(kv.Key);
  }
  return cache.emplace(key, std::move(enabled)).first->second;
}

}  // namespace

std::vector<std::string> missing_cpu_features(const Target &target) {
  Target host = Target::detected_host();
  if (llvm::Triple(target.triple).getArch() != llvm::Triple(host.triple).getArch())
    return {"the " + llvm::Triple(target.triple).getArchName().str() + " ISA"};
  const std::set<std::string> &have = isa_features(host);
  std::vector<std::string> missing;
  for (const std::string &f : isa_features(target)) {
    if (!have.count(f)) missing.push_back(f);
  }
  return missing;
}

bool Target::has_feature(const std::string &name) const {
  return kind == Kind::CPU && isa_features(*this).count(name) > 0;
}

Target Target::detected_host() {
  // The machine does not change while the process runs: detected once (cpuid and a feature
  // string), then copied; vector_bits() and every CPU target parse ask for it.
  static const Target detected = [] {
    Target t;
    t.kind = Kind::CPU;
    t.triple = llvm::sys::getDefaultTargetTriple();
    t.cpu = llvm::sys::getHostCPUName().str();
    for (auto &f : llvm::sys::getHostCPUFeatures()) {
      t.features += std::string(t.features.empty() ? "" : ",") + (f.second ? "+" : "-") + f.first().str();
    }
    t.runs_here = true;
    return t;
  }();
  return detected;
}

Target Target::host() {
  const char *forced = std::getenv("KTUNE_HOST_TARGET");
  if (!forced || !*forced) return detected_host();
  Target t = parse_cpu(forced);
  user_check(t.runs_here, "KTUNE_HOST_TARGET='" << forced << "' does not run on this machine: it needs "
                                                << join(missing_cpu_features(t)) << ", which " << detected_host().cpu
                                                << " lacks");
  return t;
}

Target Target::parse(const std::string &text) {
  std::istringstream is(text);
  std::vector<std::string> words;
  for (std::string w; is >> w;) words.push_back(w);
  user_check(!words.empty(), "empty target string (expected llvm, cuda or rocm)");
  Target t;
  const std::string &kind = words[0];
  if (kind == "llvm" || kind == "cpu") return words.size() == 1 ? host() : parse_cpu(text);
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
    case Kind::CPU: return "llvm -mcpu=" + cpu + (mattr.empty() ? "" : " -mattr=" + mattr);
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
      if (!ok) {
        reason = "it needs " + join(missing_cpu_features(target)) + ", which this machine's CPU (" +
                 Target::detected_host().cpu + ") lacks";
      }
      break;
    case Target::Kind::CUDA: {
      auto devices = cuda_devices(&reason);
      int want = std::stoi(target.cpu.substr(3, 2));
      for (auto &d : devices) ok |= d.cc_major * 10 + d.cc_minor >= want;
      if (!devices.empty() && !ok)
        reason = "no device here is " + target.cpu + " or newer (device 0 is " + devices[0].arch() + ")";
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
  if (has_feature("avx512f") && (has_feature("evex512") || !isa_features(detected_host()).count("evex512"))) return 512;
  if (has_feature("avx")) return 256;
  return 128;
}

int Target::x86_level() const {
  if (kind != Kind::CPU || llvm::Triple(triple).getArch() != llvm::Triple::x86_64) return 0;
  auto all = [&](std::initializer_list<const char *> names) {
    for (const char *n : names)
      if (!has_feature(n)) return false;
    return true;
  };
  if (!all({"cx16", "sahf", "popcnt", "sse4.2", "ssse3"})) return 1;
  if (!all({"avx", "avx2", "bmi", "bmi2", "f16c", "fma", "lzcnt", "movbe"})) return 2;
  if (!all({"avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"})) return 3;
  return 4;
}

int Target::vector_registers() const {
  if (kind != Kind::CPU) return 16;
  return has_feature("avx512f") ? 32 : 16;
}

int Target::sm_version() const {
  if (kind != Kind::CUDA || cpu.size() < 5 || cpu.rfind("sm_", 0) != 0) return 0;
  return std::atoi(cpu.c_str() + 3);
}

bool Target::has_mfma() const {
  static const char *const mfma_gpus[] = {"gfx90a", "gfx940", "gfx941", "gfx942", "gfx950"};
  return kind == Kind::ROCm && std::find(std::begin(mfma_gpus), std::end(mfma_gpus), cpu) != std::end(mfma_gpus);
}

}  // namespace ktune
