// Shared helpers of the database tests: temporary folders and records.
#pragma once

#include <stdlib.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "ktune/database/Database.h"
#include "ktune/database/Record.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Schedule.h"

namespace ktune::testing {

/** A fresh folder under /tmp, removed with its contents at the end of the test. */
class TempDir {
 public:
  TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "ktune-db-test-XXXXXX").string();
    path_ = mkdtemp(tmpl.data());
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  std::string file(const std::string &name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

inline DeviceFingerprint test_device(const std::string &name = "rocketlake") {
  DeviceFingerprint d;
  d.kind = "cpu";
  d.name = name;
  d.model = "Test CPU " + name;
  d.features = "+avx,+avx2,+fma";
  d.cores = 2;
  return d;
}

/** A successful record of a registry workload whose trace splits C's axis j by `factor` (which
 * replays), measured on `device` with `costs` at `timestamp`. */
inline TuningRecord make_record(const std::string &spec, int factor, std::vector<double> costs,
                                const std::string &timestamp, const DeviceFingerprint &device = test_device(),
                                const std::string &target = "llvm -mcpu=rocketlake") {
  Workload w = workload_from_spec(spec);
  Schedule s(w);
  s.split("C", "j", factor);
  TuningRecord r;
  r.workload_key = w.key();
  r.structural_hash = w.key();
  r.workload_spec = w.spec;
  r.target = target;
  r.device = device;
  r.trace = s.trace().to_json();
  r.knobs = nlohmann::json{{"factor", factor}};
  r.costs = std::move(costs);
  r.compile_seconds = 0.01;
  r.timestamp = timestamp;
  r.host = "host-" + device.name;
  r.ktune_version = "0.1.0";
  r.provenance = {{"strategy", "test"}, {"seed", 1}, {"round", 0}};
  return r;
}

/** A successful library record of a registry workload (an OpenBLAS cblas_sgemm call, as
 * ktune records it), measured on `device` with `costs` at `timestamp`. */
inline TuningRecord make_library_record(const std::string &spec, std::vector<double> costs,
                                        const std::string &timestamp, const DeviceFingerprint &device = test_device(),
                                        const std::string &target = "llvm -mcpu=rocketlake",
                                        const std::string &library = "openblas") {
  TuningRecord r = make_record(spec, 4, std::move(costs), timestamp, device, target);
  r.trace = Schedule(workload_from_spec(spec)).trace().to_json();
  r.knobs = nullptr;
  r.library = {
      {"library", library}, {"version", "0.3.21"}, {"routine", "cblas_sgemm"}, {"params", nlohmann::json::object()}};
  r.provenance = {{"strategy", "library"}, {"seed", 1}, {"round", 0}};
  return r;
}

inline std::string read_text(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline void write_text(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

}  // namespace ktune::testing
