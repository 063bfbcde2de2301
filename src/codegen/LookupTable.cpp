// The lookup glue of an exported library: a table of (op, parameters, function) rows and
// `<name>_lookup(op, params)`, which hands the table to the runtime's matcher
// (ktune_runtime_lookup in src/runtime/export/KtuneRuntime.c). Generated as LLVM IR here, like
// the kernels, so that ktune export needs no C compiler.
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "LLVMSupport.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/support/Error.h"

namespace ktune {

std::string codegen_lookup_table(const std::string &library, const std::vector<LookupEntry> &entries,
                                 const Target &target) {
  HostModule host_module(library + "_lookup", target);
  llvm::LLVMContext &context = host_module.context;
  llvm::Module &module = host_module.module;
  llvm::IRBuilder<> b(context);
  auto *ptr = llvm::PointerType::get(context, 0);
  auto *i64 = b.getInt64Ty();
  auto *row = llvm::StructType::get(context, {ptr, ptr, ptr, ptr});
  auto *packed_ty = llvm::FunctionType::get(b.getVoidTy(), {ptr}, false);
  auto string = [&](const std::string &s) -> llvm::Constant * {
    auto *g = host_module.constant(llvm::ConstantDataArray::getString(context, s, true));
    g->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
    return g;
  };
  std::vector<llvm::Constant *> rows;
  for (auto &e : entries) {
    llvm::Function *fn =
        llvm::Function::Create(packed_ty, llvm::Function::ExternalLinkage, e.symbol + "_packed", module);
    rows.push_back(llvm::ConstantStruct::get(row, {string(e.op), string(e.params), string(e.required), fn}));
  }
  auto *table_ty = llvm::ArrayType::get(row, rows.size());
  auto *table = host_module.constant(llvm::ConstantArray::get(table_ty, rows), library + "_table");
  auto *match_ty = llvm::FunctionType::get(ptr, {ptr, i64, ptr, ptr}, false);
  llvm::FunctionCallee match = module.getOrInsertFunction("ktune_runtime_lookup", match_ty);
  auto *lookup_ty = llvm::FunctionType::get(ptr, {ptr, ptr}, false);
  llvm::Function *lookup =
      llvm::Function::Create(lookup_ty, llvm::Function::ExternalLinkage, library + "_lookup", module);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", lookup));
  b.CreateRet(b.CreateCall(match, {table, b.getInt64(rows.size()), lookup->getArg(0), lookup->getArg(1)}));
  auto *count_ty = llvm::FunctionType::get(i64, {}, false);
  llvm::Function *count =
      llvm::Function::Create(count_ty, llvm::Function::ExternalLinkage, library + "_kernel_count", module);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", count));
  b.CreateRet(b.getInt64(rows.size()));
  return host_module.object();
}

}  // namespace ktune
