// Every shipped record (records/*.jsonl) still means what it meant when it was tuned: its spec
// builds the recorded workload key, its trace replays on that workload, the schedule compiles
// for the record's target, and the kernel computes the reference: compiled for the record's
// target where it runs here, else, as the schedule policy would use it, for the record's x86-64
// level. A change to the IR, the primitives or the templates that breaks an old trace fails
// here, naming the file and line, before a user's `--schedule auto` meets it. How many records
// today's templates no longer make (stale_record_reason) is reported, not failed: regenerating
// the records needs the CPUs they were tuned on.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>

#include "ktune/database/Record.h"
#include "ktune/database/ShippedRecords.h"
#include "ktune/driver/Driver.h"
#include "ktune/ops/Registry.h"

namespace ktune {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> record_files() {
  std::vector<std::string> files;
  for (auto &e : fs::directory_iterator(shipped_records_dir())) {
    if (e.path().extension() == ".jsonl") files.push_back(e.path().filename().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// One workload's random inputs and the reference's outputs, computed once per file.
struct Reference {
  std::vector<NDArray> args;
  std::vector<NDArray> expected;
};

class ShippedRecordsTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ShippedRecordsTest, EveryRecordReplaysBuildsAndComputesTheReference) {
  // A record names its own target, so the forced default CPU target of scripts/test.sh's
  // lower-level runs changes nothing here: once, on the host's run, is enough.
  if (const char *forced = std::getenv("KTUNE_HOST_TARGET"); forced && *forced) {
    GTEST_SKIP() << "records carry their own target; KTUNE_HOST_TARGET (" << forced << ") changes nothing for them";
  }
  fs::path path = fs::path(shipped_records_dir()) / GetParam();
  std::ifstream in(path);
  ASSERT_TRUE(in.good()) << path;
  std::map<std::string, Reference> references;
  int records = 0, ran = 0, compiled_only = 0, as_level = 0, stale = 0;
  std::map<std::string, std::string> not_here;  // target -> why it does not run here
  int line_number = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    if (line.empty()) continue;
    ++records;
    std::string where = GetParam() + ":" + std::to_string(line_number);
    try {
      TuningRecord r = record_from_json(nlohmann::json::parse(line));
      Workload w = workload_from_spec(r.workload_spec);
      ASSERT_EQ(w.key(), r.workload_key) << where << ": the spec no longer builds the recorded workload";
      if (!stale_record_reason(r, w).empty()) ++stale;  // still replayed: a user's database may hold such records
      Schedule s = Schedule::replay(w, Trace::from_json(r.trace));
      Target target = Target::parse(r.target);
      CompiledKernel k = build_kernel(s, target);
      if (!r.ok()) continue;  // a recorded failure: it still replays and builds; nothing to compare
      std::string why;
      if (!target_runs_here(target, &why)) {
        // What `--schedule auto` does with it on this machine: the same trace for a CPU of the
        // record's x86-64 level (SchedulePolicy), if this machine runs that level.
        int level = target.x86_level();
        Target same_level = Target::parse("llvm -mcpu=x86-64-v" + std::to_string(level));
        if (level < 2 || !target_runs_here(same_level)) {
          ++compiled_only;
          not_here.emplace(r.target, why);
          continue;
        }
        not_here.emplace(r.target, why + "; ran as " + same_level.str());
        k = build_kernel(s, same_level);
        ++as_level;
      }
      auto loaded = LoadedKernel::load(k);
      auto it = references.find(w.key());
      if (it == references.end()) {
        Reference ref{make_arguments(w), {}};
        std::vector<NDArray> inputs(ref.args.begin(), ref.args.begin() + w.inputs().size());
        for (auto &t : w.outputs()) ref.expected.push_back(NDArray::empty(t.shape(), t.dtype()));
        run_reference(w, inputs, ref.expected);
        it = references.emplace(w.key(), std::move(ref)).first;
      }
      Reference &ref = it->second;
      size_t n_in = w.inputs().size();
      for (size_t i = n_in; i < ref.args.size(); ++i) ref.args[i].fill_zero();
      loaded->call(ref.args);
      for (size_t i = 0; i < ref.expected.size(); ++i) {
        double error = relative_error(ref.args[n_in + i], ref.expected[i]);
        EXPECT_LE(error, tolerance_for(ref.expected[i].dtype())) << where << ": " << w.spec << " output " << i;
      }
      ++ran;
    } catch (const std::exception &e) {
      ADD_FAILURE() << where << ": " << e.what();
    }
  }
  EXPECT_GT(records, 0) << path << " holds no record";
  std::string skipped;
  for (auto &[t, why] : not_here) skipped += "; " + t + " does not run here (" + why + ")";
  std::cout << GetParam() << ": " << records << " records replayed and built, " << ran
            << " ran and matched the reference (" << as_level << " of them as their x86-64 level), " << compiled_only
            << " built only; " << stale << " stale (made by an older template: --schedule auto passes them over)"
            << skipped << "\n";
}

INSTANTIATE_TEST_SUITE_P(Records, ShippedRecordsTest, ::testing::ValuesIn(record_files()),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           std::string name;
                           for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

}  // namespace
}  // namespace ktune
