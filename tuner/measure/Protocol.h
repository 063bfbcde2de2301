// Framing between the harness and its worker processes: each message is a JSON header frame,
// optionally followed by one binary frame (object bytes). A frame is a 4-byte little-endian
// length and that many bytes.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "ktune/measure/FailureKind.h"

namespace ktune::measure {

/** A worker's reply to a request that failed: {"ok": false, "error": KIND, "message": ...}. */
inline nlohmann::json failure_reply(MeasureError kind, const std::string &message) {
  return {{"ok", false}, {"error", measure_error_name(kind)}, {"message", message}};
}

/** Blocking write of one frame; false when the other side is gone. */
bool write_frame(int fd, const std::string &payload);
/** Blocking read of one frame; nullopt at end of file or on error. */
std::optional<std::string> read_frame(int fd);

/** Incremental reader for the harness's non-blocking pipes. */
class FrameReader {
 public:
  /** Appends what can be read now; false at end of file or on error. */
  bool fill(int fd);
  /** The next complete frame, if one has arrived. */
  std::optional<std::string> next();
  void clear() { buffer_.clear(); }

 private:
  std::string buffer_;
};

}  // namespace ktune::measure
