#include "ktune/runtime/Module.h"

#include <cmath>

#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>

#include "ktune/runtime/GpuEmulator.h"
#include "ktune/runtime/ThreadPool.h"
#include "ktune/support/Error.h"

namespace ktune {

struct LoadedKernel::Impl {
  std::unique_ptr<llvm::orc::LLJIT> jit;
};

LoadedKernel::~LoadedKernel() = default;

namespace {
std::string to_message(llvm::Error e) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << e;
  return os.str();
}

void init_native() {
  static bool done = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)done;
}
}  // namespace

std::unique_ptr<LoadedKernel> LoadedKernel::load(const std::string &object, const std::string &symbol) {
  init_native();
  auto jit = llvm::orc::LLJITBuilder().create();
  if (!jit) throw Error("cannot create the JIT: " + to_message(jit.takeError()));
  auto &jd = (*jit)->getMainJITDylib();
  // The C library (libm's expf, tanhf, erff ...) from this process.
  auto gen = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess((*jit)->getDataLayout().getGlobalPrefix());
  if (!gen) throw Error("cannot search this process for symbols: " + to_message(gen.takeError()));
  jd.addGenerator(std::move(*gen));
  // The runtime's functions, by address, whether or not this executable exports them.
  llvm::orc::SymbolMap runtime;
  auto &es = (*jit)->getExecutionSession();
  auto define = [&](const char *name, void *addr) {
    runtime[es.intern(name)] = {llvm::orc::ExecutorAddr::fromPtr(addr), llvm::JITSymbolFlags::Exported};
  };
  define("ktune_parallel_for", reinterpret_cast<void *>(&ktune_parallel_for));
  define("ktune_alloc", reinterpret_cast<void *>(&ktune_alloc));
  define("ktune_free", reinterpret_cast<void *>(&ktune_free));
  define("ktune_emu_index", reinterpret_cast<void *>(&ktune_emu_index));
  define("ktune_emu_barrier", reinterpret_cast<void *>(&ktune_emu_barrier));
  define("ktune_emu_shared", reinterpret_cast<void *>(&ktune_emu_shared));
  define("ktune_emu_shuffle_xor", reinterpret_cast<void *>(&ktune_emu_shuffle_xor));
  define("ktune_emu_ldmatrix", reinterpret_cast<void *>(&ktune_emu_ldmatrix));
  define("ktune_emu_mma", reinterpret_cast<void *>(&ktune_emu_mma));
  define("ktune_emu_copy_async", reinterpret_cast<void *>(&ktune_emu_copy_async));
  define("ktune_emu_async_commit", reinterpret_cast<void *>(&ktune_emu_async_commit));
  define("ktune_emu_async_wait", reinterpret_cast<void *>(&ktune_emu_async_wait));
  if (auto err = jd.define(llvm::orc::absoluteSymbols(std::move(runtime))))
    throw Error("cannot define runtime symbols: " + to_message(std::move(err)));

  auto buffer = llvm::MemoryBuffer::getMemBufferCopy(object, symbol + ".o");
  if (auto err = (*jit)->addObjectFile(std::move(buffer)))
    throw Error("cannot load the object of " + symbol + ": " + to_message(std::move(err)));
  auto addr = (*jit)->lookup(symbol + "_packed");
  if (!addr) throw Error("cannot link " + symbol + ": " + to_message(addr.takeError()));

  std::unique_ptr<LoadedKernel> k(new LoadedKernel());
  k->impl_ = std::make_unique<Impl>();
  k->impl_->jit = std::move(*jit);
  k->packed_ = addr->toPtr<void (*)(void **)>();
  return k;
}

void LoadedKernel::call(const std::vector<NDArray> &args) const {
  std::vector<void *> ptrs;
  for (auto &a : args) ptrs.push_back(a.data());
  packed_(ptrs.data());
}

}  // namespace ktune
