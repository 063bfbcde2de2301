#include "WorkerProcess.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <sstream>

#include "ktune/measure/FailureKind.h"
#include "ktune/support/Error.h"

extern char **environ;

namespace ktune::measure {

namespace {

std::vector<std::string> split_words(const char *text) {
  std::vector<std::string> words;
  std::istringstream in(text ? text : "");
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// Whether `program` runs: a path, or a name found on PATH, that is an executable file. Asked
// before the spawn because a failed exec is not always reported by posix_spawn (under QEMU's
// user-mode emulator the child just exits with 127), and the error should name the launcher.
bool is_executable(const std::string &program) {
  if (program.find('/') != std::string::npos) return access(program.c_str(), X_OK) == 0;
  const char *path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    if (access(((dir.empty() ? "." : dir) + "/" + program).c_str(), X_OK) == 0) return true;
  }
  return false;
}

}  // namespace

WorkerProcess::WorkerProcess(std::string path, std::vector<std::string> args)
    : path_(std::move(path)), args_(std::move(args)) {}

WorkerProcess::~WorkerProcess() {
  if (pid_ > 0) kill_and_reap();
}

void WorkerProcess::ensure_started() {
  if (pid_ > 0) return;
  // KTUNE_WORKER_LAUNCHER (a program and its arguments, split at spaces) runs the worker under
  // another program. scripts/test-emulated.py puts it under qemu-x86_64 with a CPU that has no
  // AVX-512: a process that an emulated one spawns would otherwise run on the real CPU.
  std::vector<std::string> launcher = split_words(std::getenv("KTUNE_WORKER_LAUNCHER"));
  if (!launcher.empty() && !is_executable(launcher.front())) {
    throw Error("cannot start the measurement worker: KTUNE_WORKER_LAUNCHER names '" + launcher.front() +
                "', which is not an executable program here");
  }
  // Pipes whose descriptors are all above 2, so that the child's dup2 onto 0 and 1 cannot
  // overwrite one it still has to copy (possible when this process runs with 0-2 closed).
  auto make_pipe = [](int fds[2]) {
    if (pipe2(fds, O_CLOEXEC) != 0) return false;
    for (int k = 0; k < 2; ++k) {
      if (fds[k] > 2) continue;
      int moved = fcntl(fds[k], F_DUPFD_CLOEXEC, 3);
      close(fds[k]);
      fds[k] = moved;
    }
    return fds[0] >= 0 && fds[1] >= 0;
  };
  int in_pipe[2] = {-1, -1}, out_pipe[2] = {-1, -1};
  if (!make_pipe(in_pipe) || !make_pipe(out_pipe)) {
    int err = errno;
    for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1]}) {
      if (fd >= 0) close(fd);
    }
    throw Error(std::string("cannot make pipes for a measurement worker: ") + std::strerror(err));
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in_pipe[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], STDOUT_FILENO);
  std::vector<std::string> argv_storage = {path_};
  argv_storage.insert(argv_storage.end(), args_.begin(), args_.end());
  argv_storage.insert(argv_storage.begin() + 2, std::to_string(getpid()));
  argv_storage.insert(argv_storage.begin(), launcher.begin(), launcher.end());
  std::vector<char *> argv;
  for (auto &a : argv_storage) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = -1;
  int rc = posix_spawnp(&pid, argv_storage.front().c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(in_pipe[0]);
  close(out_pipe[1]);
  if (rc != 0) {
    close(in_pipe[1]);
    close(out_pipe[0]);
    throw Error("cannot start the measurement worker '" + argv_storage.front() + "': " + std::strerror(rc));
  }
  pid_ = pid;
  to_child_ = in_pipe[1];
  from_child_ = out_pipe[0];
  fcntl(from_child_, F_SETFL, fcntl(from_child_, F_GETFL) | O_NONBLOCK);
  reader_.clear();
  pending_header_.reset();
  busy = false;
}

bool WorkerProcess::send(const nlohmann::json &header, const std::string *binary) {
  if (pid_ <= 0) return false;
  return write_frame(to_child_, header.dump()) && (!binary || write_frame(to_child_, *binary));
}

std::optional<WorkerReply> WorkerProcess::receive(bool *dead) {
  *dead = !reader_.fill(from_child_);
  for (;;) {
    if (!pending_header_) {
      auto frame = reader_.next();
      if (!frame) return std::nullopt;
      auto header = nlohmann::json::parse(*frame, nullptr, false);
      if (header.is_discarded()) header = failure_reply(MeasureError::RuntimeError, "garbled reply");
      if (!header.value("binary", false)) return WorkerReply{header, ""};
      pending_header_ = header;
    }
    auto binary = reader_.next();
    if (!binary) return std::nullopt;
    WorkerReply r{*pending_header_, std::move(*binary)};
    pending_header_.reset();
    return r;
  }
}

namespace {
std::string describe(int status) {
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    const char *name = sigabbrev_np(sig);
    return "killed by signal " + std::to_string(sig) + (name ? std::string(" (SIG") + name + ")" : "");
  }
  if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
  return "ended";
}
}  // namespace

std::string WorkerProcess::reap() {
  if (pid_ <= 0) return "not running";
  // A process that closed its pipe is dead or dying; SIGKILL does not change the status of
  // one that already died, and ends one that lingers.
  ::kill(pid_, SIGKILL);
  int status = 0;
  waitpid(pid_, &status, 0);
  close(to_child_);
  close(from_child_);
  pid_ = -1;
  busy = false;
  return describe(status);
}

std::string WorkerProcess::kill_and_reap() { return reap(); }

}  // namespace ktune::measure
