// libFuzzer target: the JSON Lines record parser. Any input must give a record or an error
// message, never a crash, a hang or a sanitizer report; and a record that parses must survive a
// write and a re-parse with the same identity (what import and merge rely on to dedupe).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ktune/database/Record.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string_view line(reinterpret_cast<const char *>(data), size);
  ktune::ParsedLine parsed = ktune::parse_log_line(line);
  if (!parsed.record) {
    if (parsed.error.empty()) __builtin_trap();  // every rejection says why
    return 0;
  }
  std::string text = ktune::dump_json(ktune::record_to_json(*parsed.record));
  ktune::ParsedLine again = ktune::parse_log_line(text);
  if (!again.record) __builtin_trap();
  if (again.record->identity() != parsed.record->identity()) __builtin_trap();
  return 0;
}
