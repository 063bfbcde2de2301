// codegen_gpu and codegen_gpu_emulation: a GPU kernel's loop IR to LLVM IR by the back end
// its target names (CodeGenBackends.h), then to PTX, an AMDGPU code object or host code.
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include "CodeGenBackends.h"
#include "GpuBackends.h"
#include "LLVMSupport.h"
#include "ktune/support/Error.h"

extern char **environ;

namespace ktune {

TempDir::TempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "ktune-gpu-XXXXXX").string();
  std::vector<char> buf(pattern.begin(), pattern.end());
  buf.push_back('\0');
  internal_check(mkdtemp(buf.data()) != nullptr, "cannot make a temporary directory");
  path_ = buf.data();
}

TempDir::~TempDir() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

std::string TempDir::write(const std::string &name, const std::string &bytes) const {
  std::string p = path_ + "/" + name;
  std::ofstream out(p, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  internal_check(out.good(), "cannot write " << p);
  return p;
}

int run_program(const std::vector<std::string> &argv, double timeout_s, std::string *output) {
  TempDir dir;
  std::string log = dir.path() + "/output";
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  std::vector<char *> args;
  for (auto &a : argv) args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  int rc = posix_spawn(&pid, argv[0].c_str(), &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) {
    if (output) *output = "cannot run " + argv[0] + ": " + std::strerror(rc);
    return -1;
  }
  auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_s);
  int status = 0;
  bool timed_out = false;
  for (;;) {
    pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid) break;
    if (r < 0 && errno != EINTR) break;
    if (std::chrono::steady_clock::now() > deadline) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      timed_out = true;
      break;
    }
    usleep(2000);
  }
  if (output) {
    std::ifstream in(log);
    output->assign(std::istreambuf_iterator<char>(in), {});
    if (timed_out) *output += "\n(killed after " + std::to_string(timeout_s) + " s)";
  }
  if (timed_out || !WIFEXITED(status)) return -1;
  return WEXITSTATUS(status);
}

namespace {

/** Shared memory is known before any back end runs: what no block can have is refused here,
 * for the GPU back ends and the emulator alike (CUDA: 48 KiB of static shared memory; AMDGPU:
 * 64 KiB of LDS per work-group). */
void check_shared_memory(const std::string &kernel, const GpuLaunch &launch, const Target &target) {
  bool cuda = target.kind == Target::Kind::CUDA;
  int64_t limit = cuda ? 48 * 1024 : 64 * 1024;
  user_check(launch.shared_bytes <= limit,
             "kernel " << kernel << " needs " << launch.shared_bytes << " bytes of shared memory per block ("
                       << (cuda ? "static shared memory" : "LDS") << "); " << target.str() << " allows " << limit);
}

}  // namespace

std::unique_ptr<CodeGenGPU> make_gpu_codegen(llvm::LLVMContext &ctx, llvm::Module &module, const Target &target) {
  switch (target.kind) {
    case Target::Kind::CUDA: return std::make_unique<CodeGenNVPTX>(ctx, module, target);
    case Target::Kind::ROCm: return std::make_unique<CodeGenAMDGPU>(ctx, module, target);
    case Target::Kind::CPU: break;
  }
  user_check(false, "codegen_gpu for the CPU target " << target.str());
  return nullptr;
}

CompiledKernel codegen_gpu(const LoweredFunc &f, const Target &target, const CodegenOptions &options) {
  user_check(target.kind != Target::Kind::CPU, "codegen_gpu for the CPU target " << target.str());
  auto start = std::chrono::steady_clock::now();
  auto tm = make_target_machine(target);
  llvm::LLVMContext ctx;
  DiagnosticCollector diagnostics(ctx);
  auto module = std::make_unique<llvm::Module>(f.name, ctx);
  module->setTargetTriple(target.triple);
  module->setDataLayout(tm->createDataLayout());
  CompiledKernel out;
  out.symbol = f.name;
  out.target = target;
  make_gpu_codegen(ctx, *module, target)->add_kernel(f, &out.launch);
  check_shared_memory(f.name, out.launch, target);
  if (target.kind == Target::Kind::CUDA)
    finish_cuda(*module, *tm, options, out);
  else
    finish_rocm(*module, *tm, options, out);
  diagnostics.throw_if_any("kernel " + f.name + " for " + target.str());
  out.compile_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace ktune

namespace ktune {

CompiledKernel codegen_gpu_emulation(const LoweredFunc &f, const Target &gpu_target) {
  user_check(gpu_target.kind != Target::Kind::CPU, "GPU emulation of a kernel for the CPU target " << gpu_target.str());
  auto start = std::chrono::steady_clock::now();
  Target host = Target::host();
  auto tm = make_target_machine(host);
  llvm::LLVMContext ctx;
  DiagnosticCollector diagnostics(ctx);
  auto module = std::make_unique<llvm::Module>(f.name, ctx);
  module->setTargetTriple(host.triple);
  module->setDataLayout(tm->createDataLayout());
  CompiledKernel out;
  out.symbol = f.name;
  out.target = host;
  CodeGenGPUEmulated(ctx, *module, host, gpu_target).add_kernel(f, &out.launch);
  check_shared_memory(f.name, out.launch, gpu_target);
  optimize_module(*module, *tm, 2);
  out.object = emit_machine_code(*module, *tm, false);
  diagnostics.throw_if_any("the emulation of kernel " + f.name);
  out.compile_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace ktune
