// tune(): one tuning session run to its budget (TuningSession.h), and the settings a session
// measures with.
#include "ktune/tuner/Tuner.h"

#include <algorithm>

#include "ktune/tuner/TuningSession.h"

namespace ktune {

TuneProgress::Phases &TuneProgress::Phases::operator+=(const Phases &other) {
  search_s += other.search_s;
  harness_s += other.harness_s;
  confirm_s += other.confirm_s;
  library_s += other.library_s;
  final_s += other.final_s;
  return *this;
}

nlohmann::json TuneProgress::Phases::to_json() const {
  return {
      {"search", search_s}, {"harness", harness_s}, {"confirm", confirm_s}, {"library", library_s}, {"final", final_s}};
}

MeasureOptions tuning_measure_options() {
  MeasureOptions o;
  o.repeat = 3;
  o.min_repeat_ms = 20;
  return o;
}

int measured_configurations(Database &db, const TuneOptions &o) { return TuningSession(db, o).measured_before(); }

TuneResult tune(Database &db, const TuneOptions &o, const std::function<void(const TuneProgress &)> &on_batch) {
  TuningSession session(db, o);
  // resume: what an earlier run measured counts toward this session's budget.
  int budget = o.resume ? std::max(0, o.trials - session.measured_before()) : o.trials;
  TuneResult result = session.run(budget, on_batch);
  session.run_final_round();
  result.final = session.progress();
  return result;
}

}  // namespace ktune
