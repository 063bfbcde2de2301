// The entry points of a library call in an exported CPU library: the call as data (the
// runtime's struct ktune_sgemm_call) and the C functions that hand it, with the arguments, to
// the export runtime's ktune_openblas_sgemm (src/runtime/export/KtuneRuntime.c), which loads
// OpenBLAS at the first call. Generated as LLVM IR for the host CPU, like the GPU host stub and
// the lookup table, so that ktune export needs no C compiler and the library links against
// nothing new.
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

std::string codegen_sgemm_stub(const std::string &symbol, size_t num_args, const SgemmStub &call, const Target &host) {
  internal_check(host.kind == Target::Kind::CPU, "a library call stub for the non-CPU target " << host.str());
  internal_check(call.output_arg >= 0 && static_cast<size_t>(call.output_arg) < num_args && !call.sonames.empty(),
                 "library call stub " << symbol << ": output argument " << call.output_arg << " of " << num_args);
  HostModule host_module(symbol + "_library_call", host);
  llvm::LLVMContext &context = host_module.context;
  llvm::Module &module = host_module.module;
  llvm::IRBuilder<> b(context);
  auto *ptr = llvm::PointerType::get(context, 0);
  auto *i32 = b.getInt32Ty();
  auto text = [&](const std::string &data, const std::string &name) -> llvm::Constant * {
    auto *init = llvm::ConstantDataArray::getRaw(data, data.size(), b.getInt8Ty());
    return new llvm::GlobalVariable(module, init->getType(), true, llvm::GlobalValue::PrivateLinkage, init, name);
  };
  // The sonames as one block: "libopenblas.so.0\0libopenblas.so\0\0".
  std::string sonames;
  for (const std::string &s : call.sonames) sonames += s + std::string(1, '\0');
  sonames += std::string(1, '\0');
  llvm::Constant *epilogue = llvm::ConstantPointerNull::get(ptr);
  if (!call.epilogue_symbol.empty()) {
    auto *packed_ty = llvm::FunctionType::get(b.getVoidTy(), {ptr}, false);
    epilogue =
        llvm::cast<llvm::Function>(module.getOrInsertFunction(call.epilogue_symbol + "_packed", packed_ty).getCallee());
  }
  // struct ktune_sgemm_call: eight int32_t, then the name, the sonames and the epilogue.
  auto *desc_ty = llvm::StructType::get(context, {i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr});
  auto i = [&](int v) { return b.getInt32(static_cast<uint32_t>(v)); };
  auto *desc_init = llvm::ConstantStruct::get(
      desc_ty, {i(call.batch), i(call.m), i(call.n), i(call.k), i(call.trans_b ? 1 : 0), i(call.bias_arg),
                i(call.residual_arg), i(call.output_arg), text(symbol + std::string(1, '\0'), symbol + ".name"),
                text(sonames, symbol + ".sonames"), epilogue});
  auto *desc =
      new llvm::GlobalVariable(module, desc_ty, true, llvm::GlobalValue::PrivateLinkage, desc_init, symbol + ".call");
  desc->setAlignment(llvm::Align(16));
  llvm::FunctionCallee run =
      module.getOrInsertFunction("ktune_openblas_sgemm", llvm::FunctionType::get(i32, {ptr, ptr}, false));

  // int <symbol>(T0 *arg0, ...)
  std::vector<llvm::Type *> params(num_args, ptr);
  auto *fn = llvm::Function::Create(llvm::FunctionType::get(i32, params, false), llvm::Function::ExternalLinkage,
                                    symbol, module);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", fn));
  llvm::Value *args = b.CreateAlloca(ptr, b.getInt64(std::max<size_t>(num_args, 1)), "args");
  for (size_t a = 0; a < num_args; ++a) b.CreateStore(fn->getArg(a), b.CreateConstInBoundsGEP1_64(ptr, args, a));
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
