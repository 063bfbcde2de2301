// Reads the size of the last-level cache from Linux's sysfs. The size is a property of the
// machine, not of the target string, so a template that uses it for its defaults asks through
// last_level_cache_bytes, which answers only for a target whose code runs on this machine.
#include "ktune/target/CpuCaches.h"

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <string>

namespace ktune {

namespace {

// One line of a sysfs file, or "" where the file cannot be read.
std::string read_line(const std::string &path) {
  std::ifstream in(path);
  std::string line;
  if (!in || !std::getline(in, line)) return "";
  return line;
}

// "32768K", "1M", "512": bytes, or 0 for text of another form.
int64_t parse_size(const std::string &text) {
  size_t i = 0;
  int64_t value = 0;
  // At most 2^32 of a unit: neither the digits nor the shift below (2^62 at most) can overflow.
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
    value = value * 10 + (text[i++] - '0');
    if (value > (int64_t{1} << 32)) return 0;
  }
  if (i == 0) return 0;
  std::string unit = text.substr(i);
  if (unit.empty()) return value;
  if (unit == "K") return value << 10;
  if (unit == "M") return value << 20;
  if (unit == "G") return value << 30;
  return 0;
}

int64_t read_last_level_cache_bytes() {
  int best_level = 0;
  int64_t best_size = 0;
  // index0, index1, ... until one is missing: L1d, L1i, L2, L3 on the machines here.
  for (int index = 0; index < 16; ++index) {
    std::string dir = "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index) + "/";
    std::string level = read_line(dir + "level");
    if (level.empty()) break;
    if (read_line(dir + "type") == "Instruction") continue;
    int l = std::atoi(level.c_str());
    int64_t size = parse_size(read_line(dir + "size"));
    if (l > best_level && size > 0) {
      best_level = l;
      best_size = size;
    }
  }
  return best_size;
}

}  // namespace

int64_t host_last_level_cache_bytes() {
  static const int64_t bytes = read_last_level_cache_bytes();
  return bytes;
}

int64_t last_level_cache_bytes(const Target &target) {
  if (target.kind != Target::Kind::CPU || !target.runs_here) return 0;
  return host_last_level_cache_bytes();
}

}  // namespace ktune
