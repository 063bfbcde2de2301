// The host side of an exported GPU kernel: its images and launch as data, and the C entry
// points that launch it through the export runtime (ktune_gpu_launch in
// src/runtime/export/KtuneRuntime.c). Generated as LLVM IR for the host CPU, like the lookup
// table, so that ktune export needs no C compiler. The descriptor's layout is the runtime's
// struct ktune_gpu_kernel.
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "LLVMSupport.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/support/Error.h"

namespace ktune {

std::string codegen_gpu_host_stub(const CompiledKernel &k, size_t num_args, const Target &host) {
  internal_check(k.target.kind != Target::Kind::CPU, "a host stub for the CPU kernel " << k.symbol);
  HostModule host_module(k.symbol + "_host", host);
  llvm::LLVMContext &context = host_module.context;
  llvm::Module &module = host_module.module;
  llvm::IRBuilder<> b(context);
  auto *ptr = llvm::PointerType::get(context, 0);
  auto *i32 = b.getInt32Ty();
  auto *i64 = b.getInt64Ty();
  auto bytes = [&](const std::string &data, const std::string &name) -> llvm::Constant * {
    auto *g = host_module.bytes(data, name);
    g->setAlignment(llvm::Align(64));
    return g;
  };
  // CUDA: the cubin first (when ptxas made one), the PTX as the fallback the driver can JIT.
  // The PTX must end with a NUL for the driver.
  std::string first, second;
  if (k.target.kind == Target::Kind::CUDA) {
    std::string ptx = k.object + std::string(1, '\0');
    if (!k.cubin.empty()) {
      first = k.cubin;
      second = ptx;
    } else {
      first = ptx;
    }
  } else {
    first = k.object;
  }
  auto *name = llvm::ConstantDataArray::getString(context, k.symbol, true);
  auto *name_g = host_module.constant(name);
  auto *dims = llvm::ArrayType::get(i32, 3);
  auto dim = [&](const int64_t *d) {
    return llvm::ConstantArray::get(dims,
                                    {b.getInt32(static_cast<uint32_t>(d[0])), b.getInt32(static_cast<uint32_t>(d[1])),
                                     b.getInt32(static_cast<uint32_t>(d[2]))});
  };
  auto *desc_ty = llvm::StructType::get(context, {ptr, i64, ptr, i64, ptr, dims, dims, i32, i32, ptr});
  llvm::Constant *null = llvm::ConstantPointerNull::get(ptr);
  auto *desc_init = llvm::ConstantStruct::get(
      desc_ty, {bytes(first, k.symbol + ".image"), b.getInt64(first.size()),
                second.empty() ? null : bytes(second, k.symbol + ".ptx"), b.getInt64(second.size()), name_g,
                dim(k.launch.grid), dim(k.launch.block), b.getInt32(static_cast<uint32_t>(k.launch.shared_bytes)),
                b.getInt32(k.target.kind == Target::Kind::CUDA ? 1 : 2), null});
  auto *desc = new llvm::GlobalVariable(module, desc_ty, false, llvm::GlobalValue::InternalLinkage, desc_init,
                                        k.symbol + ".kernel");
  desc->setAlignment(llvm::Align(16));
  llvm::FunctionCallee launch =
      module.getOrInsertFunction("ktune_gpu_launch", llvm::FunctionType::get(i32, {ptr, ptr, ptr}, false));

  // int <symbol>(T0 *arg0, ..., void *stream)
  std::vector<llvm::Type *> params(num_args + 1, ptr);
  auto *fn = llvm::Function::Create(llvm::FunctionType::get(i32, params, false), llvm::Function::ExternalLinkage,
                                    k.symbol, module);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", fn));
  // The driver takes a pointer to each argument's value.
  llvm::Value *values = b.CreateAlloca(ptr, b.getInt64(std::max<size_t>(num_args, 1)), "values");
  llvm::Value *pointers = b.CreateAlloca(ptr, b.getInt64(std::max<size_t>(num_args, 1)), "pointers");
  for (size_t i = 0; i < num_args; ++i) {
    llvm::Value *slot = b.CreateConstInBoundsGEP1_64(ptr, values, i);
    b.CreateStore(fn->getArg(i), slot);
    b.CreateStore(slot, b.CreateConstInBoundsGEP1_64(ptr, pointers, i));
  }
  b.CreateRet(b.CreateCall(launch, {desc, pointers, fn->getArg(num_args)}));

  // void <symbol>_packed(void **args): args[0..n-1] the buffers, args[n] the stream; for the
  // lookup table (errors through ktune_runtime_last_error).
  auto *packed = llvm::Function::Create(llvm::FunctionType::get(b.getVoidTy(), {ptr}, false),
                                        llvm::Function::ExternalLinkage, k.symbol + "_packed", module);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", packed));
  std::vector<llvm::Value *> args;
  for (size_t i = 0; i <= num_args; ++i)
    args.push_back(b.CreateLoad(ptr, b.CreateConstInBoundsGEP1_64(ptr, packed->getArg(0), i)));
  b.CreateCall(fn, args);
  b.CreateRetVoid();
  return host_module.object();
}

}  // namespace ktune
