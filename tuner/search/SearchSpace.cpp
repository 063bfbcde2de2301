// KnobSpace: mixed-radix indexing over the knob domains of a template.
#include "ktune/tuner/SearchSpace.h"

#include <algorithm>
#include <limits>

#include "ktune/support/Error.h"

namespace ktune {

KnobSpace::KnobSpace(KnobDomains domains) : domains_(std::move(domains)) {
  for (auto &[name, values] : domains_) {
    user_check(!values.empty(), "knob '" << name << "' has no values to search");
    int64_t n = static_cast<int64_t>(values.size());
    size_ = size_ > std::numeric_limits<int64_t>::max() / n ? std::numeric_limits<int64_t>::max() : size_ * n;
  }
}

KnobSpace KnobSpace::for_workload(const Workload &w, const Target &target) {
  return KnobSpace(knob_domains(template_for(w, target), w, target));
}

KnobValues KnobSpace::at(int64_t index) const {
  internal_check(index >= 0 && index < size_, "configuration index " << index << " outside a space of " << size_);
  KnobValues k;
  // The last knob varies fastest.
  for (auto it = domains_.rbegin(); it != domains_.rend(); ++it) {
    int64_t n = static_cast<int64_t>(it->second.size());
    k[it->first] = it->second[index % n];
    index /= n;
  }
  return k;
}

int64_t KnobSpace::index_of(const KnobValues &knobs) const {
  int64_t index = 0;
  for (auto &[name, values] : domains_) {
    auto k = knobs.find(name);
    if (k == knobs.end()) return -1;
    auto pos = std::find(values.begin(), values.end(), k->second);
    if (pos == values.end()) return -1;
    index = index * static_cast<int64_t>(values.size()) + (pos - values.begin());
  }
  return index;
}

KnobValues KnobSpace::sample(std::mt19937_64 &rng) const {
  KnobValues k;
  for (auto &[name, values] : domains_) {
    k[name] = values[std::uniform_int_distribution<size_t>(0, values.size() - 1)(rng)];
  }
  return k;
}

KnobValues KnobSpace::mutate(const KnobValues &knobs, std::mt19937_64 &rng) const {
  std::vector<const std::pair<const std::string, std::vector<int64_t>> *> choices;
  for (auto &entry : domains_) {
    if (entry.second.size() > 1) choices.push_back(&entry);
  }
  KnobValues out = knobs;
  if (choices.empty()) return out;
  auto &[name, values] = *choices[std::uniform_int_distribution<size_t>(0, choices.size() - 1)(rng)];
  int64_t current = out.count(name) ? out.at(name) : values.front();
  std::vector<int64_t> others;
  for (int64_t v : values) {
    if (v != current) others.push_back(v);
  }
  out[name] = others[std::uniform_int_distribution<size_t>(0, others.size() - 1)(rng)];
  return out;
}

}  // namespace ktune
