// measure_options_with: the options' JSON form, checked field by field (Measure.h).
#include <cmath>
#include <string>

#include "ktune/measure/Measure.h"
#include "ktune/support/Error.h"

namespace ktune {

MeasureOptions measure_options_with(const MeasureOptions &base, const nlohmann::json &changes) {
  user_check(changes.is_object(), "measure options must be an object of NAME: VALUE, got " << changes.dump());
  nlohmann::json j = base;
  std::string known;
  for (auto &[name, value] : j.items()) known += (known.empty() ? "" : ", ") + name;
  for (auto &[name, value] : changes.items()) {
    user_check(j.contains(name), "unknown measure option '" << name << "' (" << known << ")");
    user_check(name != "stop_above_s",
               "measure option 'stop_above_s' is not set by hand: a tuning session sets it "
               "for each candidate of its search (kSlowCandidateFactor times its best)");
    const nlohmann::json &old = j.at(name);
    bool same_kind = (old.is_number() && value.is_number() && !value.is_boolean()) ||
                     (old.is_boolean() && value.is_boolean()) || (old.is_string() && value.is_string());
    user_check(same_kind, "measure option '" << name << "' must be a " << old.type_name() << ", got " << value.dump());
    user_check(!old.is_number_integer() || value.is_number_integer(),
               "measure option '" << name << "' must be an integer, got " << value.dump());
    user_check(!value.is_number_float() || std::isfinite(value.get<double>()),
               "measure option '" << name << "' must be a finite number, got " << value.dump());
    j[name] = value;
  }
  return j.get<MeasureOptions>();
}

}  // namespace ktune
