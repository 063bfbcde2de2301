// One worker process of the harness, seen from the harness: spawn, send, receive, kill.
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "Protocol.h"

namespace ktune::measure {

struct WorkerReply {
  nlohmann::json header;
  std::string binary;
};

class WorkerProcess {
 public:
  WorkerProcess(std::string path, std::vector<std::string> args);
  ~WorkerProcess();
  WorkerProcess(const WorkerProcess &) = delete;
  WorkerProcess &operator=(const WorkerProcess &) = delete;

  /** Starts the process if it is not running. Throws Error if it cannot. */
  void ensure_started();
  bool alive() const { return pid_ > 0; }
  pid_t pid() const { return pid_; }
  int read_fd() const { return from_child_; }

  /** Sends a request; false if the process is gone. */
  bool send(const nlohmann::json &header, const std::string *binary = nullptr);
  /** Reads what is available; returns a complete reply when there is one. Sets *dead when
   * the process closed its end (exited or was killed). */
  std::optional<WorkerReply> receive(bool *dead);
  /** Kills (SIGKILL) and reaps the process; returns a description of how it ended. */
  std::string kill_and_reap();
  /** Reaps a process that ended by itself; describes how (e.g. "killed by signal 11 (SIGSEGV)"). */
  std::string reap();

  // Bookkeeping for the harness's event loop.
  bool busy = false;
  size_t job = 0;
  double deadline = 0;

 private:
  std::string path_;
  std::vector<std::string> args_;
  pid_t pid_ = -1;
  int to_child_ = -1, from_child_ = -1;
  FrameReader reader_;
  std::optional<nlohmann::json> pending_header_;
};

}  // namespace ktune::measure
