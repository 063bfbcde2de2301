#include "ktune/database/Host.h"
#include "ktune/support/CudaDriver.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

namespace ktune {

namespace {

std::string cpuinfo_model_name() {
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("model name", 0) != 0) continue;
    size_t colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string value = line.substr(colon + 1);
    size_t first = value.find_first_not_of(" \t");
    return first == std::string::npos ? "" : value.substr(first);
  }
  return "";
}

// LLVM reports the host features in hash order: sort them so the fingerprint is canonical.
std::string sorted_features(const std::string &features) {
  std::vector<std::string> parts;
  std::stringstream ss(features);
  for (std::string f; std::getline(ss, f, ',');) {
    if (!f.empty()) parts.push_back(f);
  }
  std::sort(parts.begin(), parts.end());
  std::string out;
  for (const std::string &f : parts) out += (out.empty() ? "" : ",") + f;
  return out;
}

}  // namespace

DeviceFingerprint host_fingerprint(const Target &target) {
  DeviceFingerprint d;
  if (target.kind != Target::Kind::CPU) {
    d.kind = target.kind == Target::Kind::CUDA ? "cuda" : "rocm";
    d.name = target.cpu;
    if (target.kind == Target::Kind::CUDA) {
      // The device the runner measures on (device 0): its name, capability and driver.
      auto devices = cuda_devices();
      if (!devices.empty()) {
        d.model = devices[0].name;
        d.compute_capability = std::to_string(devices[0].cc_major) + "." + std::to_string(devices[0].cc_minor);
        d.cores = devices[0].multiprocessors;
        int version = 0;
        if (const CudaDriver *driver = CudaDriver::get()) driver->cuDriverGetVersion(&version);
        d.driver = std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
      }
    }
    return d;
  }
  Target host = Target::detected_host();  // the machine measured on, whatever the target
  d.kind = "cpu";
  d.name = host.cpu;
  d.features = sorted_features(host.features);
  d.model = cpuinfo_model_name();
  d.cores = static_cast<int>(std::thread::hardware_concurrency());
  return d;
}

std::string host_name() {
  char buf[256] = {};
  if (gethostname(buf, sizeof buf - 1) != 0 || buf[0] == 0) return "unknown";
  return buf;
}

std::string utc_timestamp() {
  using namespace std::chrono;
  auto now = system_clock::now();
  std::time_t seconds = system_clock::to_time_t(now);
  auto micros = duration_cast<microseconds>(now.time_since_epoch()).count() % 1000000;
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%06lldZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
                tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<long long>(micros));
  return buf;
}

std::string ktune_version() { return KTUNE_VERSION; }

}  // namespace ktune
