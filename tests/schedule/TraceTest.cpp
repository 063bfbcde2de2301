// A trace is the schedule: serialise, parse, replay, and get the same loop nest and result.
#include <gtest/gtest.h>

#include "ktune/driver/Driver.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/ops/Registry.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/Error.h"

namespace ktune {
namespace {

TEST(TraceTest, RoundTripGivesTheSameLoopNestAndResult) {
  Workload w = workload_from_spec("matmul:M=48,N=64,K=16");
  Schedule s = schedule_from_template(w, Target::host());
  std::string text = s.trace().dump();
  Trace parsed = Trace::parse(text);
  EXPECT_EQ(parsed.steps.size(), s.trace().steps.size());
  EXPECT_EQ(parsed.dump(), text);

  Workload fresh = workload_from_spec("matmul:M=48,N=64,K=16");
  Schedule replayed = Schedule::replay(fresh, parsed);
  EXPECT_EQ(to_string(lower(s, "k").body), to_string(lower(replayed, "k").body));

  auto a = LoadedKernel::load(build_kernel(s, Target::host()));
  auto b = LoadedKernel::load(build_kernel(replayed, Target::host()));
  auto args_a = make_arguments(w), args_b = make_arguments(fresh);
  check_against_reference(w, *a, args_a);
  check_against_reference(fresh, *b, args_b);
  size_t n = w.inputs().size();
  EXPECT_EQ(relative_error(args_a[n], args_b[n]), 0.0);
}

TEST(TraceTest, FormatIsVersioned) {
  Schedule s(workload_from_spec("add:M=4,N=4"));
  s.split("C", "i", 2);
  auto j = s.trace().to_json();
  EXPECT_EQ(j["format"], "ktune-trace");
  EXPECT_EQ(j["version"], 1);
  EXPECT_EQ(j["steps"][0]["kind"], "split");
  j["version"] = 99;
  EXPECT_THROW(Trace::from_json(j), UserError);
  EXPECT_THROW(Trace::parse("{not json"), UserError);
  EXPECT_THROW(Trace::parse(R"({"format":"ktune-trace","version":1,"steps":[{"nokind":1}]})"), UserError);
}

TEST(TraceTest, AStepThatDoesNotApplyIsReportedWithItsIndex) {
  Trace t = Trace::parse(R"([{"kind":"split","stage":"C","axis":"i","factor":2},
                             {"kind":"vectorize","stage":"C","axis":"nope"}])");
  try {
    Schedule::replay(workload_from_spec("add:M=4,N=4"), t);
    FAIL() << "replay accepted a step for an axis that does not exist";
  } catch (const ScheduleError &e) {
    std::string m = e.what();
    EXPECT_NE(m.find("trace step 1 (vectorize)"), std::string::npos) << m;
    EXPECT_NE(m.find("no loop axis 'nope'"), std::string::npos) << m;
  }
}

}  // namespace
}  // namespace ktune
