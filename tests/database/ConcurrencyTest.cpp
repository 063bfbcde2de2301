// Several processes writing one file lose nothing; a writer killed with SIGKILL leaves a sound
// file that holds every committed transaction and no part of the one it was in.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "DatabaseTestUtil.h"

namespace ktune {
namespace {

using testing::make_record;
using testing::TempDir;
using testing::test_device;

const char *kSpec = "matmul:M=16,N=16,K=16";

// Runs fn in a child process; the child exits 0 if fn returned, 1 if it threw.
template <typename Fn>
pid_t spawn(Fn fn) {
  pid_t pid = fork();
  if (pid == 0) {
    int code = 0;
    try {
      fn();
    } catch (const std::exception &e) {
      fprintf(stderr, "child: %s\n", e.what());
      code = 1;
    }
    _exit(code);
  }
  return pid;
}

int exit_code(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

TEST(Concurrency, TwoWriterProcessesLoseNothing) {
  TempDir dir;
  std::string path = dir.file("ktune.db");
  const int kPerWriter = 300;
  auto writer = [&](const std::string &name) {
    return spawn([&, name] {
      Database db = Database::open(path);  // both also race to create the schema
      for (int i = 0; i < kPerWriter; ++i) {
        if (i % 3 == 0) {
          db.add_all({make_record(kSpec, 4, {double(i)}, name + std::to_string(i), test_device(name)),
                      make_record(kSpec, 8, {double(i)}, name + std::to_string(i), test_device(name))});
        } else {
          db.add(make_record(kSpec, 4, {double(i)}, name + std::to_string(i), test_device(name)));
        }
      }
    });
  };
  pid_t a = writer("a"), b = writer("b");
  EXPECT_EQ(exit_code(a), 0);
  EXPECT_EQ(exit_code(b), 0);
  Database db = Database::open(path);
  EXPECT_EQ(db.stats().records, 2 * (kPerWriter + kPerWriter / 3));
  EXPECT_EQ(db.stats().devices, 2);
  EXPECT_EQ(db.integrity_check(), "ok");
}

TEST(Concurrency, KilledWriterLosesAtMostItsTransaction) {
  TempDir dir;
  std::string path = dir.file("ktune.db");
  Database::open(path);  // schema in place before the child starts
  const int kBatch = 7;
  const int kAcked = 40;  // batches the child reports committed before it is killed
  int pipe_fds[2];
  ASSERT_EQ(pipe(pipe_fds), 0);
  pid_t child = spawn([&] {
    close(pipe_fds[0]);
    Database db = Database::open(path);
    for (int batch = 0;; ++batch) {
      std::vector<TuningRecord> records;
      for (int i = 0; i < kBatch; ++i) {
        std::string stamp = "b";
        stamp += std::to_string(batch * kBatch + i);
        records.push_back(make_record(kSpec, 4, {double(i)}, stamp));
      }
      db.add_all(records);
      char c = 1;
      if (write(pipe_fds[1], &c, 1) != 1) return;
    }
  });
  close(pipe_fds[1]);
  for (int acked = 0; acked < kAcked;) {
    char c;
    ASSERT_EQ(read(pipe_fds[0], &c, 1), 1) << "the writer stopped early";
    ++acked;
  }
  // The child is writing its next batch now (it writes without pause).
  kill(child, SIGKILL);
  EXPECT_EQ(exit_code(child), 128 + SIGKILL);
  close(pipe_fds[0]);

  Database db = Database::open(path);
  EXPECT_EQ(db.integrity_check(), "ok");
  int64_t n = db.stats().records;
  EXPECT_GE(n, kAcked * kBatch);  // every acknowledged transaction survived
  EXPECT_EQ(n % kBatch, 0) << "part of a transaction was stored";
  for (const TuningRecord &r : db.all_records()) EXPECT_EQ(r.costs.size(), 1u);

  // The next run resumes on the same file.
  db.add(make_record(kSpec, 8, {1.0}, "resumed"));
  EXPECT_EQ(db.stats().records, n + 1);
  EXPECT_EQ(db.integrity_check(), "ok");
}

}  // namespace
}  // namespace ktune
