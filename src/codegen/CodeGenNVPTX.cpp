// The NVPTX back end of GPU kernels: PTX special registers for the indices, bar.sync for the
// block's barrier, shfl.sync.bfly for warp shuffles, ldmatrix and mma.sync for the tensor cores
// (LLVM's llvm.nvvm.ldmatrix.* and llvm.nvvm.mma.* intrinsics, selected by their IDs: a
// misspelled intrinsic name would become an unresolved .extern .func in the PTX), shared
// buffers as address-space-3 globals,
// and libdevice's __nv_* functions for the math LLVM does not select (linked by
// CUDABackend.cpp). The kernel is marked with the PTX calling convention and its maximum block
// size (maxntid), which lets ptxas budget registers.
#include <llvm/IR/IntrinsicsNVPTX.h>

#include "CodeGenBackends.h"
#include "ktune/support/Error.h"

namespace ktune {

llvm::Value *CodeGenNVPTX::read_index(bool thread, int dim, const std::string &tag) {
  static const llvm::Intrinsic::ID tid[3] = {llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x,
                                             llvm::Intrinsic::nvvm_read_ptx_sreg_tid_y,
                                             llvm::Intrinsic::nvvm_read_ptx_sreg_tid_z};
  static const llvm::Intrinsic::ID ctaid[3] = {llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                                               llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                                               llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_z};
  llvm::Value *v = builder_.CreateIntrinsic(thread ? tid[dim] : ctaid[dim], {}, {});
  return builder_.CreateZExt(v, builder_.getInt64Ty(), tag);
}

void CodeGenNVPTX::emit_barrier() { builder_.CreateIntrinsic(llvm::Intrinsic::nvvm_barrier0, {}, {}); }

llvm::Value *CodeGenNVPTX::shuffle_xor_i32(llvm::Value *value, int64_t offset) {
  // shfl.sync.bfly.b32 over the full warp: member mask all lanes, c = 0x1f (no segments).
  return builder_.CreateIntrinsic(
      llvm::Intrinsic::nvvm_shfl_sync_bfly_i32, {},
      {builder_.getInt32(-1), value, builder_.getInt32(static_cast<int32_t>(offset)), builder_.getInt32(0x1f)});
}

namespace {

/** The parameters of an intrinsic from one vector: consecutive slices of its lanes, each
 * bitcast to the parameter's type (<2 x half> pairs, i32 for bf16 pairs, a float each). */
void append_slices(llvm::IRBuilder<> &b, llvm::Value *vector, llvm::FunctionType *fn, unsigned first, unsigned count,
                   std::vector<llvm::Value *> *out) {
  auto *vt = llvm::cast<llvm::FixedVectorType>(vector->getType());
  unsigned element_bits = vt->getElementType()->getPrimitiveSizeInBits();
  unsigned lane = 0;
  for (unsigned p = first; p < first + count; ++p) {
    llvm::Type *param = fn->getParamType(p);
    unsigned n = static_cast<unsigned>(param->getPrimitiveSizeInBits()) / element_bits;
    llvm::Value *slice;
    if (n == 1) {
      slice = b.CreateExtractElement(vector, b.getInt64(lane));
    } else {
      std::vector<int> mask;
      for (unsigned i = 0; i < n; ++i) mask.push_back(static_cast<int>(lane + i));
      slice = b.CreateShuffleVector(vector, mask);
    }
    out->push_back(b.CreateBitCast(slice, param));
    lane += n;
  }
  internal_check(lane == vt->getNumElements(), "the fragment of " << vt->getNumElements() << " lanes fills " << lane
                                                                  << " lanes of the intrinsic's operands");
}

/** The elements of an intrinsic's result (a struct, or one value) as one vector of type result. */
llvm::Value *join_results(llvm::IRBuilder<> &b, llvm::Value *value, llvm::Type *result) {
  std::vector<llvm::Value *> parts;
  if (auto *st = llvm::dyn_cast<llvm::StructType>(value->getType())) {
    for (unsigned i = 0; i < st->getNumElements(); ++i) parts.push_back(b.CreateExtractValue(value, i));
  } else {
    parts.push_back(value);
  }
  llvm::Type *part = parts[0]->getType();
  llvm::Value *joined = llvm::PoisonValue::get(llvm::FixedVectorType::get(part, static_cast<unsigned>(parts.size())));
  for (size_t i = 0; i < parts.size(); ++i) joined = b.CreateInsertElement(joined, parts[i], b.getInt64(i));
  return b.CreateBitCast(joined, result);
}

}  // namespace

llvm::Value *CodeGenNVPTX::load_matrix(llvm::Value *row, int count, bool trans, DataType result) {
  static const llvm::Intrinsic::ID plain[3] = {llvm::Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x1_b16,
                                               llvm::Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x2_b16,
                                               llvm::Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x4_b16};
  static const llvm::Intrinsic::ID transposed[3] = {llvm::Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x1_trans_b16,
                                                    llvm::Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x2_trans_b16,
                                                    llvm::Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x4_trans_b16};
  int which = count == 1 ? 0 : count == 2 ? 1 : 2;
  // The address in the .shared window (ldmatrix reads shared memory only).
  llvm::Value *shared = builder_.CreateAddrSpaceCast(row, llvm::PointerType::get(ctx_, 3));
  llvm::Value *regs = builder_.CreateIntrinsic(trans ? transposed[which] : plain[which], {shared->getType()}, {shared});
  return join_results(builder_, regs, llvm_type(result));
}

llvm::Value *CodeGenNVPTX::matrix_multiply(MatrixIntrinsic kind, llvm::Value *a, llvm::Value *b, llvm::Value *c) {
  // f16: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 (operands <2 x half>); bf16: its
  // .bf16 form (operands i32, pairs of bf16); tf32: m16n8k8.row.col.f32.tf32.tf32.f32 (one i32
  // per element, each f32 first rounded by cvt.rna.tf32.f32, as the PTX ISA asks of .tf32
  // operands). All accumulate in f32.
  llvm::Intrinsic::ID id = matrix_inputs_are_tf32(kind)   ? llvm::Intrinsic::nvvm_mma_m16n8k8_row_col_tf32
                           : matrix_inputs_are_bf16(kind) ? llvm::Intrinsic::nvvm_mma_m16n8k16_row_col_bf16
                                                          : llvm::Intrinsic::nvvm_mma_m16n8k16_row_col_f32_f32;
  if (matrix_inputs_are_tf32(kind)) {
    auto to_tf32 = [&](llvm::Value *v) {
      auto *vt = llvm::cast<llvm::FixedVectorType>(v->getType());
      llvm::Value *out = llvm::UndefValue::get(llvm::FixedVectorType::get(builder_.getInt32Ty(), vt->getNumElements()));
      for (unsigned i = 0; i < vt->getNumElements(); ++i) {
        llvm::Value *x = builder_.CreateExtractElement(v, builder_.getInt64(i));
        out = builder_.CreateInsertElement(out, builder_.CreateIntrinsic(llvm::Intrinsic::nvvm_f2tf32_rna, {}, {x}),
                                           builder_.getInt64(i));
      }
      return out;
    };
    a = to_tf32(a);
    b = to_tf32(b);
  }
  llvm::Function *fn = llvm::Intrinsic::getDeclaration(&module_, id);
  llvm::FunctionType *type = fn->getFunctionType();
  MatrixShape shape = matrix_shape(kind);
  // Registers: A's pairs (TF32: one element each), B's, then C's floats.
  unsigned per_reg = matrix_inputs_are_tf32(kind) ? 1 : 2;
  unsigned a_regs = static_cast<unsigned>(shape.a_elements) / per_reg,
           b_regs = static_cast<unsigned>(shape.b_elements) / per_reg;
  unsigned c_regs = static_cast<unsigned>(shape.c_elements);
  internal_check(type->getNumParams() == a_regs + b_regs + c_regs,
                 matrix_intrinsic_name(kind) << ": the intrinsic takes " << type->getNumParams() << " operands");
  std::vector<llvm::Value *> operands;
  append_slices(builder_, a, type, 0, a_regs, &operands);
  append_slices(builder_, b, type, a_regs, b_regs, &operands);
  append_slices(builder_, c, type, a_regs + b_regs, c_regs, &operands);
  return join_results(builder_, builder_.CreateCall(fn, operands), c->getType());
}

void CodeGenNVPTX::copy_async(llvm::Value *dst, llvm::Value *src, int64_t bytes, llvm::Value *src_bytes) {
  // cp.async.cg (through L2 only, as CUTLASS copies its 16-byte tiles) or .ca for 4 and 8 bytes;
  // with a partial source, the forms with a source size (the bytes past it are zeros).
  llvm::Value *to = builder_.CreateAddrSpaceCast(dst, llvm::PointerType::get(ctx_, 3));
  llvm::Value *from = builder_.CreateAddrSpaceCast(src, llvm::PointerType::get(ctx_, 1));
  if (copies_whole_source(src_bytes, bytes)) {
    // The whole source: the form without a source size.
    llvm::Intrinsic::ID id = bytes == 16  ? llvm::Intrinsic::nvvm_cp_async_cg_shared_global_16
                             : bytes == 8 ? llvm::Intrinsic::nvvm_cp_async_ca_shared_global_8
                                          : llvm::Intrinsic::nvvm_cp_async_ca_shared_global_4;
    builder_.CreateIntrinsic(id, {}, {to, from});
    return;
  }
  llvm::Intrinsic::ID id = bytes == 16  ? llvm::Intrinsic::nvvm_cp_async_cg_shared_global_16_s
                           : bytes == 8 ? llvm::Intrinsic::nvvm_cp_async_ca_shared_global_8_s
                                        : llvm::Intrinsic::nvvm_cp_async_ca_shared_global_4_s;
  builder_.CreateIntrinsic(id, {}, {to, from, src_bytes});
}

void CodeGenNVPTX::async_commit() { builder_.CreateIntrinsic(llvm::Intrinsic::nvvm_cp_async_commit_group, {}, {}); }

void CodeGenNVPTX::async_wait(int64_t groups) {
  builder_.CreateIntrinsic(llvm::Intrinsic::nvvm_cp_async_wait_group, {},
                           {builder_.getInt32(static_cast<int32_t>(groups))});
}

llvm::Value *CodeGenNVPTX::device_math(const Call *op, const std::vector<llvm::Value *> &args) {
  if (common_gpu_math(op)) return nullptr;
  check_device_math(op);
  // libdevice: __nv_<name>f for f32 and __nv_<name> for f64.
  DataType t = op->type;
  std::string name = std::string("__nv_") + call_op_name(op->op) + (t.bits == 32 ? "f" : "");
  llvm::Type *st = llvm_type(t);
  std::vector<llvm::Type *> params(args.size(), st);
  llvm::FunctionCallee fn = module_.getOrInsertFunction(name, llvm::FunctionType::get(st, params, false));
  return builder_.CreateCall(fn, args);
}

void CodeGenNVPTX::set_kernel_attributes(const GpuLaunch &launch) {
  function_->setCallingConv(llvm::CallingConv::PTX_Kernel);
  llvm::Metadata *kernel[] = {llvm::ValueAsMetadata::get(function_), llvm::MDString::get(ctx_, "kernel"),
                              llvm::ValueAsMetadata::get(builder_.getInt32(1))};
  llvm::Metadata *maxntid[] = {
      llvm::ValueAsMetadata::get(function_), llvm::MDString::get(ctx_, "maxntidx"),
      llvm::ValueAsMetadata::get(builder_.getInt32(static_cast<int>(launch.threads_per_block())))};
  auto *annotations = module_.getOrInsertNamedMetadata("nvvm.annotations");
  annotations->addOperand(llvm::MDNode::get(ctx_, kernel));
  annotations->addOperand(llvm::MDNode::get(ctx_, maxntid));
}

}  // namespace ktune
