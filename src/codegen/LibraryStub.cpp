// The entry points of a library call in an exported library: the call as data (the
// runtime's struct ktune_library_call) and the C functions that hand it, with the arguments, to
// the library-call runtime's ktune_library_call (src/runtime/export/LibraryCalls.c), which loads the
// library (OpenBLAS, oneDNN; cuBLAS, cuDNN in a CUDA library, with a stream argument) at the first call. Generated as
// LLVM IR for the host CPU, like the GPU host stub and the lookup table, so that ktune export needs no C compiler and
// the library links against nothing new.
#include <algorithm>
#include <vector>

#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "LLVMSupport.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {
constexpr size_t kParams = 16;  // struct ktune_library_call's params
}  // namespace

std::string codegen_library_stub(const std::string &symbol, size_t num_args, const LibraryStub &call,
                                 const Target &host) {
  internal_check(host.kind == Target::Kind::CPU, "a library call stub for the non-CPU target " << host.str());
  internal_check(call.output_arg >= 0 && static_cast<size_t>(call.output_arg) < num_args && !call.sonames.empty() &&
                     call.params.size() <= kParams,
                 "library call stub " << symbol << ": output argument " << call.output_arg << " of " << num_args << ", "
                                      << call.params.size() << " parameters");
  HostModule host_module(symbol + "_library_call", host);
  llvm::LLVMContext &context = host_module.context;
  llvm::Module &module = host_module.module;
  llvm::IRBuilder<> b(context);
  auto *ptr = llvm::PointerType::get(context, 0);
  auto *i32 = b.getInt32Ty();
  auto *i64 = b.getInt64Ty();
  // The sonames as one block: "libopenblas.so.0\0libopenblas.so\0\0".
  std::string sonames;
  for (const std::string &s : call.sonames) sonames += s + std::string(1, '\0');
  sonames += std::string(1, '\0');
  llvm::Constant *null = llvm::ConstantPointerNull::get(ptr);
  llvm::Constant *epilogue = null;
  if (!call.epilogue_symbol.empty()) {
    auto *packed_ty = llvm::FunctionType::get(b.getVoidTy(), {ptr}, false);
    epilogue =
        llvm::cast<llvm::Function>(module.getOrInsertFunction(call.epilogue_symbol + "_packed", packed_ty).getCallee());
  }
  // A GPU call takes the stream after the kernel's arguments (args[num_args] in _packed).
  int64_t stream_arg = call.gpu ? static_cast<int64_t>(num_args) : -1;
  size_t entry_args = num_args + (call.gpu ? 1 : 0);
  // struct ktune_library_call: six int32_t, int64_t params[16], double epsilon, then the name,
  // the sonames, the epilogue and the runtime's state (null until the first call). Writable: the
  // runtime keeps its state there.
  auto *params_ty = llvm::ArrayType::get(i64, kParams);
  auto *desc_ty =
      llvm::StructType::get(context, {i32, i32, i32, i32, i32, i32, params_ty, b.getDoubleTy(), ptr, ptr, ptr, ptr});
  std::vector<llvm::Constant *> param_values;
  for (size_t p = 0; p < kParams; ++p)
    param_values.push_back(b.getInt64(static_cast<uint64_t>(p < call.params.size() ? call.params[p] : 0)));
  auto i = [&](int64_t v) { return b.getInt32(static_cast<uint32_t>(v)); };
  auto *desc_init = llvm::ConstantStruct::get(
      desc_ty, {i(call.routine), i(static_cast<int64_t>(call.params.size())), i(call.bias_arg), i(call.residual_arg),
                i(call.output_arg), i(stream_arg), llvm::ConstantArray::get(params_ty, param_values),
                llvm::ConstantFP::get(b.getDoubleTy(), call.epsilon),
                host_module.bytes(symbol + std::string(1, '\0'), symbol + ".name"),
                host_module.bytes(sonames, symbol + ".sonames"), epilogue, null});
  auto *desc =
      new llvm::GlobalVariable(module, desc_ty, false, llvm::GlobalValue::InternalLinkage, desc_init, symbol + ".call");
  desc->setAlignment(llvm::Align(16));
  llvm::FunctionCallee run =
      module.getOrInsertFunction("ktune_library_call", llvm::FunctionType::get(i32, {ptr, ptr}, false));

  // int <symbol>(T0 *arg0, ...[, void *stream])
  std::vector<llvm::Type *> params(entry_args, ptr);
  auto *fn = llvm::Function::Create(llvm::FunctionType::get(i32, params, false), llvm::Function::ExternalLinkage,
                                    symbol, module);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", fn));
  llvm::Value *args = b.CreateAlloca(ptr, b.getInt64(std::max<size_t>(entry_args, 1)), "args");
  for (size_t a = 0; a < entry_args; ++a) b.CreateStore(fn->getArg(a), b.CreateConstInBoundsGEP1_64(ptr, args, a));
  b.CreateRet(b.CreateCall(run, {desc, args}));

  // void <symbol>_packed(void **args): for the lookup table.
  auto *packed = llvm::Function::Create(llvm::FunctionType::get(b.getVoidTy(), {ptr}, false),
                                        llvm::Function::ExternalLinkage, symbol + "_packed", module);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", packed));
  b.CreateCall(run, {desc, packed->getArg(0)});
  b.CreateRetVoid();
  return host_module.object();
}

}  // namespace ktune
