// The plan of an exported model as an object file: the kernels in order, each with where its
// arguments point (weights, the caller's inputs and outputs, the workspace), the weights
// themselves unless they go to a file, and the library's entry points over the export
// runtime's model functions (ktune_model_create/run/destroy in src/runtime/export/KtuneRuntime.c).
// Generated as LLVM IR here, like the lookup table, so that ktune export needs no C compiler.
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "LLVMSupport.h"
#include "ktune/codegen/CodeGen.h"
#include "ktune/support/Error.h"

namespace ktune {

uint64_t fnv1a_bytes(const std::string &bytes) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : bytes) h = (h ^ c) * 1099511628211ull;
  return h;
}

std::string codegen_model_table(const ModelTable &t, const Target &target) {
  HostModule host_module(t.name + "_model", target);
  llvm::LLVMContext &context = host_module.context;
  llvm::Module &module = host_module.module;
  llvm::IRBuilder<> b(context);
  auto *ptr = llvm::PointerType::get(context, 0);
  auto *i32 = b.getInt32Ty();
  auto *i64 = b.getInt64Ty();
  auto *arg_ty = llvm::StructType::get(context, {i32, i32, i64});
  auto *kernel_ty = llvm::StructType::get(context, {ptr, i64, ptr});
  auto *plan_ty = llvm::StructType::get(context, {ptr, ptr, i64, i64, i64, i64, i64, i64, i64, ptr, ptr, ptr, ptr});
  auto *packed_ty = llvm::FunctionType::get(b.getVoidTy(), {ptr}, false);
  auto global = [&](llvm::Constant *init, const std::string &name, unsigned align = 8) {
    auto *g = host_module.constant(init, name);
    g->setAlignment(llvm::Align(align));
    return g;
  };
  auto arg_const = [&](const ModelTableArg &a) {
    return llvm::ConstantStruct::get(arg_ty, {b.getInt32(static_cast<uint32_t>(a.kind)),
                                              b.getInt32(static_cast<uint32_t>(a.index)), b.getInt64(a.offset)});
  };
  auto i64_array = [&](const std::vector<int64_t> &v, const std::string &name) -> llvm::Constant * {
    std::vector<llvm::Constant *> c;
    for (auto x : v) c.push_back(b.getInt64(x));
    if (c.empty()) c.push_back(b.getInt64(0));
    auto *ty = llvm::ArrayType::get(i64, c.size());
    return global(llvm::ConstantArray::get(ty, c), name);
  };
  // The kernels and their arguments.
  std::vector<llvm::Constant *> kernels;
  for (size_t k = 0; k < t.kernels.size(); ++k) {
    const auto &kern = t.kernels[k];
    internal_check(kern.args.size() <= 64, "a model kernel with more than 64 arguments");
    llvm::Function *fn = module.getFunction(kern.symbol + "_packed");
    if (!fn) fn = llvm::Function::Create(packed_ty, llvm::Function::ExternalLinkage, kern.symbol + "_packed", module);
    std::vector<llvm::Constant *> args;
    for (auto &a : kern.args) args.push_back(arg_const(a));
    auto *args_ty = llvm::ArrayType::get(arg_ty, args.size());
    auto *args_g = global(llvm::ConstantArray::get(args_ty, args), t.name + "_args" + std::to_string(k));
    kernels.push_back(llvm::ConstantStruct::get(kernel_ty, {fn, b.getInt64(kern.args.size()), args_g}));
  }
  auto *kernels_ty = llvm::ArrayType::get(kernel_ty, kernels.size());
  auto *kernels_g = global(llvm::ConstantArray::get(kernels_ty, kernels), t.name + "_kernels");
  std::vector<llvm::Constant *> copies;
  for (auto &c : t.copies) copies.push_back(arg_const(c));
  if (copies.empty()) copies.push_back(arg_const({}));
  auto *copies_ty = llvm::ArrayType::get(arg_ty, copies.size());
  auto *copies_g = global(llvm::ConstantArray::get(copies_ty, copies), t.name + "_copies");
  // The weights: 64-byte aligned read-only data, or nothing (a file, checked by size and hash).
  llvm::Constant *weights = llvm::ConstantPointerNull::get(ptr);
  if (!t.weights_in_file) {
    auto *data = llvm::ConstantDataArray::getRaw(t.weights.empty() ? std::string(1, '\0') : t.weights,
                                                 std::max<size_t>(1, t.weights.size()), b.getInt8Ty());
    weights = global(data, t.name + "_weights", 64);
  }
  auto *name = llvm::ConstantDataArray::getString(context, t.name, true);
  auto *plan = global(
      llvm::ConstantStruct::get(
          plan_ty,
          {global(name, t.name + "_name", 1), weights, b.getInt64(static_cast<int64_t>(t.weights.size())),
           b.getInt64(static_cast<int64_t>(fnv1a_bytes(t.weights))), b.getInt64(t.workspace_bytes),
           b.getInt64(static_cast<int64_t>(t.input_bytes.size())),
           b.getInt64(static_cast<int64_t>(t.output_bytes.size())), b.getInt64(static_cast<int64_t>(t.kernels.size())),
           b.getInt64(static_cast<int64_t>(t.copies.size())), i64_array(t.input_bytes, t.name + "_input_bytes"),
           i64_array(t.output_bytes, t.name + "_output_bytes"), kernels_g, copies_g}),
      t.name + "_plan");

  // The entry points: thin calls into the runtime with this model's plan.
  auto define = [&](const std::string &fname, llvm::Type *ret, std::vector<llvm::Type *> params) {
    auto *fty = llvm::FunctionType::get(ret, params, false);
    llvm::Function *f = llvm::Function::Create(fty, llvm::Function::ExternalLinkage, fname, module);
    b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", f));
    return f;
  };
  auto runtime = [&](const std::string &fname, llvm::Type *ret, std::vector<llvm::Type *> params) {
    return module.getOrInsertFunction(fname, llvm::FunctionType::get(ret, params, false));
  };
  llvm::FunctionCallee create = runtime("ktune_model_create", ptr, {ptr, ptr});
  llvm::FunctionCallee run = runtime("ktune_model_run", i32, {ptr, ptr, ptr});
  llvm::FunctionCallee destroy = runtime("ktune_model_destroy", b.getVoidTy(), {ptr});
  llvm::FunctionCallee last_error = runtime("ktune_model_last_error", ptr, {});
  llvm::Function *f = define(t.name + "_create", ptr, {ptr});
  b.CreateRet(b.CreateCall(create, {plan, f->getArg(0)}));
  f = define(t.name + "_run", i32, {ptr, ptr, ptr});
  b.CreateRet(b.CreateCall(run, {f->getArg(0), f->getArg(1), f->getArg(2)}));
  f = define(t.name + "_destroy", b.getVoidTy(), {ptr});
  b.CreateCall(destroy, {f->getArg(0)});
  b.CreateRetVoid();
  f = define(t.name + "_last_error", ptr, {});
  b.CreateRet(b.CreateCall(last_error, {}));
  if (t.input_bytes.size() == 1 && t.output_bytes.size() == 1 && !t.weights_in_file) {
    // NAME_infer(input, output): create, run, destroy; 0 on success.
    f = define(t.name + "_infer", i32, {ptr, ptr});
    llvm::Value *h = b.CreateCall(create, {plan, llvm::ConstantPointerNull::get(ptr)});
    llvm::BasicBlock *ok = llvm::BasicBlock::Create(context, "ok", f);
    llvm::BasicBlock *fail = llvm::BasicBlock::Create(context, "fail", f);
    b.CreateCondBr(b.CreateIsNull(h), fail, ok);
    b.SetInsertPoint(fail);
    b.CreateRet(b.getInt32(1));
    b.SetInsertPoint(ok);
    llvm::Value *in = b.CreateAlloca(ptr), *out = b.CreateAlloca(ptr);
    b.CreateStore(f->getArg(0), in);
    b.CreateStore(f->getArg(1), out);
    llvm::Value *r = b.CreateCall(run, {h, in, out});
    b.CreateCall(destroy, {h});
    b.CreateRet(r);
  }
  return host_module.object();
}

}  // namespace ktune
