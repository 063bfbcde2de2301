#include "CodeGenLLVM.h"
#include "VectorMath.h"

#include <cstdlib>
#include <numeric>
#include <set>

#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include "ktune/ir/IRPrinter.h"
#include "ktune/ir/IRVisitor.h"
#include "ktune/support/Error.h"

namespace ktune {

namespace {

bool contains_load(const Expr &e) {
  bool found = false;
  post_order_visit(e, [&](const Expr &x) { found = found || x.as<BufferLoad>() != nullptr; });
  return found;
}
}  // namespace

CodeGenLLVM::CodeGenLLVM(llvm::LLVMContext &ctx, llvm::Module &module, const Target &target)
    : ctx_(ctx), module_(module), target_(target), builder_(ctx) {
  // Contraction only: a*b+c may become one FMA. Nothing that reorders reductions.
  fmf_.setAllowContract(true);
  builder_.setFastMathFlags(fmf_);
}

llvm::Type *CodeGenLLVM::llvm_type(DataType t) {
  llvm::Type *scalar = nullptr;
  switch (t.code) {
    case DataType::Code::Int:
    case DataType::Code::UInt: scalar = llvm::IntegerType::get(ctx_, t.bits); break;
    case DataType::Code::Bool: scalar = llvm::Type::getInt1Ty(ctx_); break;
    case DataType::Code::Float:
      scalar = t.bits == 16   ? llvm::Type::getHalfTy(ctx_)
               : t.bits == 64 ? llvm::Type::getDoubleTy(ctx_)
                              : llvm::Type::getFloatTy(ctx_);
      break;
    case DataType::Code::BFloat: scalar = llvm::Type::getBFloatTy(ctx_); break;
    case DataType::Code::Handle: scalar = llvm::PointerType::getUnqual(ctx_); break;
  }
  if (t.lanes > 1) return llvm::FixedVectorType::get(scalar, t.lanes);
  return scalar;
}

llvm::Value *CodeGenLLVM::splat(llvm::Value *v, int lanes) {
  if (v->getType()->isVectorTy()) return v;
  return builder_.CreateVectorSplat(lanes, v);
}

llvm::Value *CodeGenLLVM::ramp(llvm::Value *base, llvm::Value *stride, int lanes) {
  std::vector<llvm::Constant *> steps;
  for (int i = 0; i < lanes; ++i) steps.push_back(llvm::ConstantInt::get(base->getType(), i));
  llvm::Value *offsets = builder_.CreateMul(llvm::ConstantVector::get(steps), splat(stride, lanes));
  return builder_.CreateAdd(splat(base, lanes), offsets);
}

llvm::Value *CodeGenLLVM::create_entry_alloca(llvm::Type *t, uint64_t count, const char *name) {
  llvm::BasicBlock &entry = function_->getEntryBlock();
  llvm::IRBuilder<> b(&entry, entry.begin());
  auto *a = b.CreateAlloca(t, b.getInt64(count), name);
  a->setAlignment(llvm::Align(64));
  return a;
}

llvm::Value *CodeGenLLVM::element_pointer(const Buffer &b, llvm::Value *index, bool in_bounds) {
  auto it = buffers_.find(b.get());
  internal_check(it != buffers_.end(), "buffer '" << b->name << "' used outside its allocation");
  // Masked accesses may address lanes outside the buffer (they are never touched): no inbounds.
  if (!in_bounds) return builder_.CreateGEP(llvm_type(b->dtype), it->second, index);
  return builder_.CreateInBoundsGEP(llvm_type(b->dtype), it->second, index);
}

// ---------------------------------------------------------------------------------------------
// Expressions

llvm::Value *CodeGenLLVM::codegen(const Expr &e) {
  internal_check(e.defined(), "codegen of an undefined expression");
  switch (e.node_type()) {
    case IRNodeType::IntImm: {
      auto *op = e.as<IntImm>();
      return llvm::ConstantInt::get(llvm_type(op->type), op->value, op->type.is_int());
    }
    case IRNodeType::FloatImm: {
      auto *op = e.as<FloatImm>();
      return llvm::ConstantFP::get(llvm_type(op->type), op->value);
    }
    case IRNodeType::Variable: {
      auto it = vars_.find(e.as<Variable>());
      internal_check(it != vars_.end(), "variable '" << e.as<Variable>()->name << "' is not defined here");
      return it->second;
    }
    case IRNodeType::Add:
    case IRNodeType::Sub:
    case IRNodeType::Mul:
    case IRNodeType::Div:
    case IRNodeType::FloorDiv:
    case IRNodeType::FloorMod:
    case IRNodeType::BitXor:
    case IRNodeType::Min:
    case IRNodeType::Max:
    case IRNodeType::And:
    case IRNodeType::Or: return codegen_binary(e);
    case IRNodeType::EQ:
    case IRNodeType::NE:
    case IRNodeType::LT:
    case IRNodeType::LE:
    case IRNodeType::GT:
    case IRNodeType::GE: return codegen_compare(e);
    case IRNodeType::Not: return builder_.CreateNot(codegen(e.as<Not>()->a));
    case IRNodeType::Select: return codegen_select(e.as<Select>());
    case IRNodeType::Cast: {
      auto *op = e.as<Cast>();
      return codegen_cast(op->type, codegen(op->value), op->value.type());
    }
    case IRNodeType::Call: return codegen_call(e.as<Call>());
    case IRNodeType::BufferLoad: return codegen_load(e.as<BufferLoad>());
    case IRNodeType::Ramp: {
      auto *op = e.as<Ramp>();
      return ramp(codegen(op->base), codegen(op->stride), op->lanes);
    }
    case IRNodeType::Broadcast: {
      auto *op = e.as<Broadcast>();
      return splat(codegen(op->value), op->lanes);
    }
    case IRNodeType::TensorRead:
    case IRNodeType::Reduce:
      throw InternalError(std::string("internal error: ") + node_type_name(e.node_type()) +
                          " reached code generation: " + to_string(e));
    default: internal_check(false, "statement in expression position");
  }
  return nullptr;
}

llvm::Value *CodeGenLLVM::floor_div_mod(const Expr &a, const Expr &b, bool want_mod, DataType t) {
  llvm::Value *x = codegen(a), *y = codegen(b);
  IntBounds ba = analyzer_.bounds(a), bb = analyzer_.bounds(b);
  if (ba.min >= 0 && bb.min > 0) {
    // Non-negative operands: truncating division is floor division.
    return want_mod ? builder_.CreateSRem(x, y) : builder_.CreateSDiv(x, y);
  }
  llvm::Value *q = builder_.CreateSDiv(x, y);
  llvm::Value *r = builder_.CreateSRem(x, y);
  llvm::Value *zero = llvm::Constant::getNullValue(x->getType());
  // Adjust when the remainder is non-zero and its sign differs from the divisor's.
  llvm::Value *adjust =
      builder_.CreateAnd(builder_.CreateICmpNE(r, zero),
                         builder_.CreateICmpNE(builder_.CreateICmpSLT(r, zero), builder_.CreateICmpSLT(y, zero)));
  if (want_mod) return builder_.CreateSelect(adjust, builder_.CreateAdd(r, y), r);
  llvm::Value *one = llvm::ConstantInt::get(x->getType(), 1);
  return builder_.CreateSelect(adjust, builder_.CreateSub(q, one), q);
}

llvm::Value *CodeGenLLVM::codegen_binary(const Expr &e) {
  DataType t = e.type();
  bool is_float = t.is_float();
  bool is_signed = t.is_int();
#define KTUNE_OPERANDS(NODE)       \
  auto *op = e.as<NODE>();         \
  llvm::Value *a = codegen(op->a); \
  llvm::Value *b = codegen(op->b);
  switch (e.node_type()) {
    case IRNodeType::Add: {
      KTUNE_OPERANDS(Add)
      return is_float ? builder_.CreateFAdd(a, b) : builder_.CreateAdd(a, b, "", false, is_signed);
    }
    case IRNodeType::Sub: {
      KTUNE_OPERANDS(Sub)
      return is_float ? builder_.CreateFSub(a, b) : builder_.CreateSub(a, b, "", false, is_signed);
    }
    case IRNodeType::Mul: {
      KTUNE_OPERANDS(Mul)
      return is_float ? builder_.CreateFMul(a, b) : builder_.CreateMul(a, b, "", false, is_signed);
    }
    case IRNodeType::Div: {
      KTUNE_OPERANDS(Div)
      if (is_float) return builder_.CreateFDiv(a, b);
      return is_signed ? builder_.CreateSDiv(a, b) : builder_.CreateUDiv(a, b);
    }
    case IRNodeType::FloorDiv: {
      auto *op = e.as<FloorDiv>();
      if (!is_signed) return builder_.CreateUDiv(codegen(op->a), codegen(op->b));
      return floor_div_mod(op->a, op->b, false, t);
    }
    case IRNodeType::FloorMod: {
      auto *op = e.as<FloorMod>();
      if (!is_signed) return builder_.CreateURem(codegen(op->a), codegen(op->b));
      return floor_div_mod(op->a, op->b, true, t);
    }
    case IRNodeType::BitXor: {
      KTUNE_OPERANDS(BitXor)
      return builder_.CreateXor(a, b);
    }
    case IRNodeType::Min: {
      KTUNE_OPERANDS(Min)
      if (is_float) return builder_.CreateSelect(builder_.CreateFCmpOLT(a, b), a, b);
      return builder_.CreateBinaryIntrinsic(is_signed ? llvm::Intrinsic::smin : llvm::Intrinsic::umin, a, b);
    }
    case IRNodeType::Max: {
      KTUNE_OPERANDS(Max)
      if (is_float) return builder_.CreateSelect(builder_.CreateFCmpOGT(a, b), a, b);
      return builder_.CreateBinaryIntrinsic(is_signed ? llvm::Intrinsic::smax : llvm::Intrinsic::umax, a, b);
    }
    case IRNodeType::And: {
      KTUNE_OPERANDS(And)
      return builder_.CreateAnd(a, b);
    }
    case IRNodeType::Or: {
      KTUNE_OPERANDS(Or)
      return builder_.CreateOr(a, b);
    }
    default: break;
  }
#undef KTUNE_OPERANDS
  internal_check(false, "not a binary node");
  return nullptr;
}

llvm::Value *CodeGenLLVM::codegen_compare(const Expr &e) {
  Expr ea, eb;
  switch (e.node_type()) {
#define KTUNE_CMP_OPERANDS(NODE) \
  case IRNodeType::NODE:         \
    ea = e.as<NODE>()->a;        \
    eb = e.as<NODE>()->b;        \
    break;
    KTUNE_CMP_OPERANDS(EQ)
    KTUNE_CMP_OPERANDS(NE)
    KTUNE_CMP_OPERANDS(LT)
    KTUNE_CMP_OPERANDS(LE)
    KTUNE_CMP_OPERANDS(GT)
    KTUNE_CMP_OPERANDS(GE)
#undef KTUNE_CMP_OPERANDS
    default: internal_check(false, "not a comparison");
  }
  llvm::Value *a = codegen(ea), *b = codegen(eb);
  DataType t = ea.type();
  using P = llvm::CmpInst::Predicate;
  P p;
  bool f = t.is_float(), s = t.is_int();
  switch (e.node_type()) {
    case IRNodeType::EQ: p = f ? P::FCMP_OEQ : P::ICMP_EQ; break;
    case IRNodeType::NE: p = f ? P::FCMP_UNE : P::ICMP_NE; break;
    case IRNodeType::LT: p = f ? P::FCMP_OLT : (s ? P::ICMP_SLT : P::ICMP_ULT); break;
    case IRNodeType::LE: p = f ? P::FCMP_OLE : (s ? P::ICMP_SLE : P::ICMP_ULE); break;
    case IRNodeType::GT: p = f ? P::FCMP_OGT : (s ? P::ICMP_SGT : P::ICMP_UGT); break;
    default: p = f ? P::FCMP_OGE : (s ? P::ICMP_SGE : P::ICMP_UGE); break;
  }
  return f ? builder_.CreateFCmp(p, a, b) : builder_.CreateICmp(p, a, b);
}

llvm::Value *CodeGenLLVM::codegen_cast(DataType to, llvm::Value *v, DataType from) {
  bool from_half = is_half_float(from), to_half = is_half_float(to);
  if (half_floats_are_storage() && (from_half || to_half) && from.element_of() != to.element_of()) {
    // Through f32, with the conversions of HalfPrecision.cpp (no compiler-rt calls).
    DataType f32 = DataType::f32(from.lanes);
    if (from_half) return codegen_cast(to, half_to_f32(v, from), f32);
    return f32_to_half(codegen_cast(f32, v, from), to.with_lanes(from.lanes));
  }
  llvm::Type *target = llvm_type(to.with_lanes(from.lanes));
  if (from.is_bool()) {
    if (to.is_float()) return builder_.CreateUIToFP(v, target);
    return builder_.CreateZExt(v, target);
  }
  if (to.is_bool()) {
    if (from.is_float()) return builder_.CreateFCmpUNE(v, llvm::Constant::getNullValue(v->getType()));
    return builder_.CreateICmpNE(v, llvm::Constant::getNullValue(v->getType()));
  }
  if (from.is_float() && to.is_float()) return builder_.CreateFPCast(v, target);
  if (from.is_float())
    return from.is_float() && to.is_int() ? builder_.CreateFPToSI(v, target) : builder_.CreateFPToUI(v, target);
  if (to.is_float()) return from.is_int() ? builder_.CreateSIToFP(v, target) : builder_.CreateUIToFP(v, target);
  return builder_.CreateIntCast(v, target, from.is_int());
}

llvm::Value *CodeGenLLVM::codegen_call(const Call *op) {
  DataType t = op->type;
  std::vector<llvm::Value *> args;
  for (size_t i = 0; i < op->args.size(); ++i) {
    if (!call_takes_address(op->op, i)) {
      args.push_back(codegen(op->args[i]));
      continue;
    }
    auto *element = op->args[i].as<BufferLoad>();
    internal_check(element && element->indices.size() == 1, call_op_name(op->op) << ": an address that is not flat");
    // A prefetch's address may lie past its buffer (the guard bounds it; still, no inbounds).
    args.push_back(element_pointer(element->buffer, codegen(element->indices[0]), op->op != CallOp::Prefetch));
  }
  if (llvm::Value *v = codegen_target_call(op, args)) return v;
  auto unary = [&](llvm::Intrinsic::ID id) { return builder_.CreateUnaryIntrinsic(id, args[0]); };
  // f32 exp, erf and tanh are inlined (VectorMath.cpp) so that vector code stays vector code.
  bool f32 = t.is_float() && t.bits == 32;
  switch (op->op) {
    case CallOp::Exp: return f32 ? emit_exp_f32(builder_, args[0]) : unary(llvm::Intrinsic::exp);
    case CallOp::Log: return unary(llvm::Intrinsic::log);
    case CallOp::Sqrt: return unary(llvm::Intrinsic::sqrt);
    case CallOp::Rsqrt:
      return builder_.CreateFDiv(llvm::ConstantFP::get(args[0]->getType(), 1.0), unary(llvm::Intrinsic::sqrt));
    case CallOp::ThreadBarrier:
    case CallOp::ShuffleXor:
    case CallOp::LoadMatrix:
    case CallOp::Mma:
    case CallOp::CopyAsync:
    case CallOp::AsyncCommit:
    case CallOp::AsyncWait:
    case CallOp::Prefetch:
      internal_check(false, call_op_name(op->op) << " not emitted by the back end");
      return nullptr;
    case CallOp::Floor: return unary(llvm::Intrinsic::floor);
    case CallOp::Ceil: return unary(llvm::Intrinsic::ceil);
    case CallOp::Abs:
      if (t.is_float()) return unary(llvm::Intrinsic::fabs);
      return builder_.CreateBinaryIntrinsic(llvm::Intrinsic::abs, args[0], builder_.getFalse());
    case CallOp::Pow: return builder_.CreateBinaryIntrinsic(llvm::Intrinsic::pow, args[0], args[1]);
    case CallOp::Fma:
      return builder_.CreateIntrinsic(llvm::Intrinsic::fma, {args[0]->getType()}, {args[0], args[1], args[2]});
    case CallOp::Tanh:
    case CallOp::Erf: {
      // Without an inline approximation: the back end's library (codegen_target_call).
      internal_check(f32, call_op_name(op->op) << " of " << t.str() << " not emitted by the back end");
      return op->op == CallOp::Tanh ? emit_tanh_f32(builder_, args[0]) : emit_erf_f32(builder_, args[0]);
    }
  }
  internal_check(false, "unknown call");
  return nullptr;
}

llvm::Value *CodeGenLLVM::cpu_library_math(const Call *op, const std::vector<llvm::Value *> &args) {
  DataType t = op->type;
  if ((op->op != CallOp::Tanh && op->op != CallOp::Erf) || (t.is_float() && t.bits == 32)) return nullptr;
  DataType et = t.element_of();
  user_check(et.is_float() && (et.bits == 32 || et.bits == 64),
             call_op_name(op->op) << " of " << t.str() << " is not supported on the CPU");
  std::string name = std::string(call_op_name(op->op)) + (et.bits == 32 ? "f" : "");
  llvm::Type *st = llvm_type(et);
  llvm::FunctionCallee fn = module_.getOrInsertFunction(name, llvm::FunctionType::get(st, {st}, false));
  if (auto *f = llvm::dyn_cast<llvm::Function>(fn.getCallee())) {
    f->setDoesNotThrow();
    f->setDoesNotAccessMemory();
  }
  if (t.lanes == 1) return builder_.CreateCall(fn, {args[0]});
  llvm::Value *out = llvm::PoisonValue::get(llvm_type(t));
  for (int i = 0; i < t.lanes; ++i) {
    llvm::Value *lane = builder_.CreateExtractElement(args[0], i);
    out = builder_.CreateInsertElement(out, builder_.CreateCall(fn, {lane}), i);
  }
  return out;
}

llvm::Value *CodeGenLLVM::codegen_select(const Select *op) {
  // A condition that is the same in every lane (a broadcast scalar) can choose by branching.
  Expr scalar_condition = op->condition;
  if (auto *b = op->condition.as<Broadcast>()) scalar_condition = b->value;
  bool scalar = scalar_condition.type().is_scalar();
  if (!scalar || (!contains_load(op->true_value) && !contains_load(op->false_value))) {
    return builder_.CreateSelect(codegen(op->condition), codegen(op->true_value), codegen(op->false_value));
  }
  // A side with loads is evaluated only when chosen: its index may be out of range otherwise.
  llvm::Value *c = codegen(scalar_condition);
  llvm::BasicBlock *then_bb = llvm::BasicBlock::Create(ctx_, "sel.true", function_);
  llvm::BasicBlock *else_bb = llvm::BasicBlock::Create(ctx_, "sel.false", function_);
  llvm::BasicBlock *done = llvm::BasicBlock::Create(ctx_, "sel.done", function_);
  builder_.CreateCondBr(c, then_bb, else_bb);
  builder_.SetInsertPoint(then_bb);
  llvm::Value *tv = codegen(op->true_value);
  llvm::BasicBlock *then_end = builder_.GetInsertBlock();
  builder_.CreateBr(done);
  builder_.SetInsertPoint(else_bb);
  llvm::Value *fv = codegen(op->false_value);
  llvm::BasicBlock *else_end = builder_.GetInsertBlock();
  builder_.CreateBr(done);
  builder_.SetInsertPoint(done);
  llvm::PHINode *phi = builder_.CreatePHI(tv->getType(), 2);
  phi->addIncoming(tv, then_end);
  phi->addIncoming(fv, else_end);
  return phi;
}

llvm::Align CodeGenLLVM::vector_alignment(const BufferNode *b, const Expr &base) {
  // Buffers this kernel allocates start on 64 bytes; its arguments are only assumed to be
  // aligned to their element (a caller's pointer need not be more), so their accesses say so.
  int64_t element = b->dtype.bytes();
  if (!own_buffers_.count(b)) return llvm::Align(element);
  int64_t bytes = std::gcd(known_divisor(base) * element, int64_t{64});
  return llvm::Align(static_cast<uint64_t>(std::max(bytes, element)));
}

llvm::Value *CodeGenLLVM::codegen_load(const BufferLoad *op) {
  internal_check(op->indices.size() == 1, "load from '" << op->buffer->name << "' is not flattened");
  const Expr &index = op->indices[0];
  llvm::Type *elem = llvm_type(op->buffer->dtype);
  llvm::Align align(op->buffer->dtype.bytes());
  int lanes = op->type.lanes;
  if (lanes == 1) {
    // The alignment the index proves lets LLVM merge neighbouring scalar loads into vectors.
    return builder_.CreateAlignedLoad(elem, element_pointer(op->buffer, codegen(index)),
                                      vector_alignment(op->buffer.get(), index));
  }
  llvm::Type *vec = llvm_type(op->type);
  if (auto *r = index.as<Ramp>(); r && is_const_int(r->stride, 1)) {
    llvm::Value *ptr = element_pointer(op->buffer, codegen(r->base), !op->predicate.defined());
    align = vector_alignment(op->buffer.get(), r->base);
    if (!op->predicate.defined()) return load_vector(op->type, ptr, align, nullptr);
    if (blend_instead_of_mask(op->buffer.get(), r)) {
      return builder_.CreateSelect(codegen(op->predicate), load_vector(op->type, ptr, align, nullptr),
                                   llvm::Constant::getNullValue(vec));
    }
    return load_vector(op->type, ptr, align, codegen(op->predicate));
  }
  if (auto *b = index.as<Broadcast>()) {
    if (!op->predicate.defined()) {
      llvm::Value *v = builder_.CreateAlignedLoad(elem, element_pointer(op->buffer, codegen(b->value)), align);
      return splat(v, lanes);
    }
    // One element for all lanes under a mask (a weight broadcast in a partial tile): one scalar
    // load instead of a gather, from element 0 (always there) when no lane is active, so that
    // it never reads what the scalar program would not have.
    llvm::Value *mask = codegen(op->predicate);
    llvm::Value *any = builder_.CreateOrReduce(mask);
    llvm::Value *idx = codegen(b->value);
    idx = builder_.CreateSelect(any, idx, llvm::Constant::getNullValue(idx->getType()));
    llvm::Value *v = builder_.CreateAlignedLoad(elem, element_pointer(op->buffer, idx, false), align);
    return builder_.CreateSelect(mask, splat(v, lanes), llvm::Constant::getNullValue(vec));
  }
  llvm::Value *ptrs = element_pointer(op->buffer, splat(codegen(index), lanes), !op->predicate.defined());
  llvm::Value *mask = op->predicate.defined()
                          ? codegen(op->predicate)
                          : llvm::Constant::getAllOnesValue(llvm::FixedVectorType::get(builder_.getInt1Ty(), lanes));
  llvm::Type *mem = memory_type(op->type);
  return from_memory(builder_.CreateMaskedGather(mem, ptrs, align, mask, llvm::Constant::getNullValue(mem)), op->type);
}

namespace {

// Masked accesses with a lane count that is not a power of two are widened to the next power of
// two, the extra lanes masked off: LLVM 19's x86 back end miscompiles them as AVX2 code (a
// 9-lane masked load of conv2d's inlined padding, a 16-wide tile shrunk to a 9-wide row, gave
// wrong values as -mcpu=x86-64-v3 code and right ones as SSE4.2 or AVX-512 code).
int widened_lanes(int lanes) {
  int wide = 1;
  while (wide < lanes) wide *= 2;
  return wide;
}

// Indices that take the first `lanes` elements of a and fill the rest from b's first element.
std::vector<int> widening_indices(int lanes, int wide) {
  std::vector<int> idx(wide);
  for (int i = 0; i < wide; ++i) idx[i] = i < lanes ? i : lanes;
  return idx;
}

}  // namespace

llvm::Value *CodeGenLLVM::load_vector(DataType t, llvm::Value *ptr, llvm::Align align, llvm::Value *mask) {
  llvm::Type *mem = memory_type(t);
  llvm::Value *v = nullptr;
  int lanes = t.lanes, wide = widened_lanes(lanes);
  if (!mask) {
    v = builder_.CreateAlignedLoad(mem, ptr, align);
  } else if (wide == lanes) {
    v = builder_.CreateMaskedLoad(mem, ptr, align, mask, llvm::Constant::getNullValue(mem));
  } else {
    auto *wide_ty = llvm::FixedVectorType::get(llvm::cast<llvm::FixedVectorType>(mem)->getElementType(), wide);
    llvm::Value *wide_mask = builder_.CreateShuffleVector(mask, llvm::Constant::getNullValue(mask->getType()),
                                                          widening_indices(lanes, wide));
    llvm::Value *w = builder_.CreateMaskedLoad(wide_ty, ptr, align, wide_mask, llvm::Constant::getNullValue(wide_ty));
    std::vector<int> first(lanes);
    for (int i = 0; i < lanes; ++i) first[i] = i;
    v = builder_.CreateShuffleVector(w, first);
  }
  return from_memory(v, t);
}

void CodeGenLLVM::store_vector(DataType t, llvm::Value *value, llvm::Value *ptr, llvm::Align align, llvm::Value *mask) {
  value = to_memory(value, t);
  int lanes = t.lanes, wide = widened_lanes(lanes);
  if (mask && wide != lanes) {
    std::vector<int> idx = widening_indices(lanes, wide);
    value = builder_.CreateShuffleVector(value, llvm::Constant::getNullValue(value->getType()), idx);
    mask = builder_.CreateShuffleVector(mask, llvm::Constant::getNullValue(mask->getType()), idx);
  }
  if (mask)
    builder_.CreateMaskedStore(value, ptr, align, mask);
  else
    builder_.CreateAlignedStore(value, ptr, align);
}

// ---------------------------------------------------------------------------------------------
// Statements

void CodeGenLLVM::codegen(const Stmt &s) {
  if (!s.defined()) return;
  switch (s.node_type()) {
    case IRNodeType::For: codegen_for(s.as<For>()); return;
    case IRNodeType::BufferStore: codegen_store(s.as<BufferStore>()); return;
    case IRNodeType::Allocate:
      // Fragments are replaced by per-lane buffers in lowering (LowerTensorCores.cpp).
      internal_check(s.as<Allocate>()->buffer->scope != MemoryScope::Fragment,
                     "fragment buffer " << s.as<Allocate>()->buffer->name << " reached code generation");
      codegen_allocate(s.as<Allocate>());
      return;
    case IRNodeType::Block:
      for (auto &x : s.as<Block>()->stmts) codegen(x);
      return;
    case IRNodeType::IfThenElse: codegen_if(s.as<IfThenElse>()); return;
    case IRNodeType::Evaluate: codegen(s.as<Evaluate>()->value); return;
    default: internal_check(false, "expression in statement position");
  }
}

void CodeGenLLVM::codegen_store(const BufferStore *op) {
  internal_check(op->indices.size() == 1, "store to '" << op->buffer->name << "' is not flattened");
  const Expr &index = op->indices[0];
  llvm::Value *value = codegen(op->value);
  llvm::Align align(op->buffer->dtype.bytes());
  int lanes = op->value.type().lanes;
  if (lanes == 1 && index.type().is_scalar()) {
    builder_.CreateAlignedStore(value, element_pointer(op->buffer, codegen(index)),
                                vector_alignment(op->buffer.get(), index));
    return;
  }
  value = splat(value, index.type().lanes);
  lanes = index.type().lanes;
  if (auto *r = index.as<Ramp>(); r && is_const_int(r->stride, 1)) {
    llvm::Value *ptr = element_pointer(op->buffer, codegen(r->base), !op->predicate.defined());
    align = vector_alignment(op->buffer.get(), r->base);
    DataType t = op->buffer->dtype.with_lanes(lanes);
    if (op->is_streaming() && has_streaming_stores()) {
      store_streaming(t, value, ptr, align);
    } else if (!op->predicate.defined()) {
      store_vector(t, value, ptr, align, nullptr);
    } else if (blend_instead_of_mask(op->buffer.get(), r)) {
      llvm::Value *old = load_vector(t, ptr, align, nullptr);
      store_vector(t, builder_.CreateSelect(codegen(op->predicate), value, old), ptr, align, nullptr);
    } else {
      store_vector(t, value, ptr, align, codegen(op->predicate));
    }
    return;
  }
  llvm::Value *ptrs = element_pointer(op->buffer, codegen(index), !op->predicate.defined());
  llvm::Value *mask = op->predicate.defined()
                          ? codegen(op->predicate)
                          : llvm::Constant::getAllOnesValue(llvm::FixedVectorType::get(builder_.getInt1Ty(), lanes));
  builder_.CreateMaskedScatter(to_memory(value, op->buffer->dtype.with_lanes(lanes)), ptrs, align, mask);
}

void CodeGenLLVM::store_streaming(DataType t, llvm::Value *value, llvm::Value *ptr, llvm::Align align) {
  // MOVNTPS and kin need their operand's alignment: the whole vector's (up to 64 bytes; a wider
  // vector is stored as 64-byte pieces) for one instruction, 16 bytes for LLVM to split the store
  // into 16-byte MOVNTPSs. Below 16 bytes LLVM stores 8-byte MOVNTIs through the integer unit,
  // so such a store is a normal one. Where the index does not prove the alignment (a caller's
  // pointer), it is tested here as the kernel runs: a branch that goes the same way along a row.
  // Only a store that BufferStore::is_streaming accepts comes here: a power of two of 16 bytes
  // or more.
  int64_t bytes = static_cast<int64_t>(t.bytes()) * t.lanes;
  int64_t need = std::min<int64_t>(bytes, 64);
  llvm::Value *stored = to_memory(value, t);
  llvm::MDNode *nontemporal =
      llvm::MDNode::get(ctx_, llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(builder_.getInt32Ty(), 1)));
  auto streaming_store = [&](uint64_t alignment) {
    builder_.CreateAlignedStore(stored, ptr, llvm::Align(alignment))
        ->setMetadata(llvm::LLVMContext::MD_nontemporal, nontemporal);
  };
  streamed_ = true;
  if (static_cast<int64_t>(align.value()) >= need) return streaming_store(static_cast<uint64_t>(need));
  llvm::Value *address = builder_.CreatePtrToInt(ptr, builder_.getInt64Ty());
  llvm::BasicBlock *done = llvm::BasicBlock::Create(ctx_, "store.done", function_);
  // Tests the address's low bits, streams with that alignment where they are zero, and returns
  // with the builder where they are not.
  auto stream_if_aligned = [&](int64_t alignment) {
    llvm::BasicBlock *aligned = llvm::BasicBlock::Create(ctx_, "store.streaming", function_);
    llvm::BasicBlock *other = llvm::BasicBlock::Create(ctx_, "store.unaligned", function_);
    llvm::Value *low = builder_.CreateAnd(address, alignment - 1);
    builder_.CreateCondBr(builder_.CreateICmpEQ(low, builder_.getInt64(0)), aligned, other);
    builder_.SetInsertPoint(aligned);
    streaming_store(static_cast<uint64_t>(alignment));
    builder_.CreateBr(done);
    builder_.SetInsertPoint(other);
  };
  stream_if_aligned(need);
  if (need > 16) stream_if_aligned(16);
  builder_.CreateAlignedStore(stored, ptr, align);
  builder_.CreateBr(done);
  builder_.SetInsertPoint(done);
}

void CodeGenLLVM::serial_if(const IfThenElse *op) {
  llvm::Value *c = codegen(op->condition);
  internal_check(!c->getType()->isVectorTy(), "vector condition on an if: " << to_string(op->condition));
  llvm::BasicBlock *then_bb = llvm::BasicBlock::Create(ctx_, "if.then", function_);
  llvm::BasicBlock *done = llvm::BasicBlock::Create(ctx_, "if.done", function_);
  llvm::BasicBlock *else_bb = op->else_case.defined() ? llvm::BasicBlock::Create(ctx_, "if.else", function_) : done;
  builder_.CreateCondBr(c, then_bb, else_bb);
  builder_.SetInsertPoint(then_bb);
  codegen(op->then_case);
  builder_.CreateBr(done);
  if (op->else_case.defined()) {
    builder_.SetInsertPoint(else_bb);
    codegen(op->else_case);
    builder_.CreateBr(done);
  }
  builder_.SetInsertPoint(done);
}

void CodeGenLLVM::codegen_serial_loop(const Var &var, llvm::Value *begin, llvm::Value *end, const Stmt &body,
                                      bool keep_rolled) {
  llvm::BasicBlock *pre = builder_.GetInsertBlock();
  llvm::BasicBlock *loop = llvm::BasicBlock::Create(ctx_, var.name() + ".loop", function_);
  llvm::BasicBlock *exit = llvm::BasicBlock::Create(ctx_, var.name() + ".exit", function_);
  builder_.CreateCondBr(builder_.CreateICmpSLT(begin, end), loop, exit);
  builder_.SetInsertPoint(loop);
  llvm::PHINode *phi = builder_.CreatePHI(builder_.getInt64Ty(), 2, var.name());
  phi->addIncoming(begin, pre);
  auto saved = vars_.find(var.node()) != vars_.end() ? vars_[var.node()] : nullptr;
  vars_[var.node()] = phi;
  codegen(body);
  llvm::Value *next = builder_.CreateAdd(phi, builder_.getInt64(1), "", true, true);
  phi->addIncoming(next, builder_.GetInsertBlock());
  llvm::BranchInst *latch = builder_.CreateCondBr(builder_.CreateICmpSLT(next, end), loop, exit);
  if (keep_rolled) {
    // A loop's metadata is a distinct node whose first operand is itself (LLVM LangRef, "llvm.loop").
    llvm::Metadata *disable = llvm::MDNode::get(ctx_, {llvm::MDString::get(ctx_, "llvm.loop.unroll.disable")});
    llvm::MDNode *self = llvm::MDNode::getDistinct(ctx_, {nullptr, disable});
    self->replaceOperandWith(0, self);
    latch->setMetadata(llvm::LLVMContext::MD_loop, self);
  }
  builder_.SetInsertPoint(exit);
  if (saved)
    vars_[var.node()] = saved;
  else
    vars_.erase(var.node());
}

void CodeGenLLVM::serial_for(const For *op) {
  auto *cmin = as_const_int(op->min);
  auto *cext = as_const_int(op->extent);
  if (cmin && cext) analyzer_.bind(op->var, *cmin, *cext);
  llvm::Value *begin = codegen(op->min);
  llvm::Value *end = builder_.CreateAdd(begin, codegen(op->extent));
  codegen_serial_loop(op->var, begin, end, op->body, op->kind == ForKind::Rolled);
  analyzer_.unbind(op->var);
}

bool CodeGenLLVM::blend_instead_of_mask(const BufferNode *b, const Ramp *index) {
  // A masked access to a stack buffer of this kernel, e.g. a register tile's accumulator in the
  // last, partial tile of a non-dividing split: as a whole-vector load, select and store, LLVM
  // keeps the tile in registers (it cannot promote masked memory operations), and the select
  // folds into masked FMAs. Only when the whole vector lies inside the buffer, and when no
  // other thread can be writing the lanes outside the mask: the buffer was made in this
  // parallel region, or there is none.
  auto it = stack_buffers_.find(b);
  if (it == stack_buffers_.end() || (in_parallel_ && !it->second)) return false;
  IntBounds base = analyzer_.bounds(index->base);
  return base.bounded() && base.min >= 0 && base.max + index->lanes <= b->physical_size();
}

void CodeGenLLVM::with_buffer(const BufferNode *b, llvm::Value *ptr, bool on_stack, const Stmt &body) {
  buffers_[b] = ptr;
  if (on_stack) stack_buffers_[b] = in_parallel_;
  own_buffers_.insert(b);
  codegen(body);
  own_buffers_.erase(b);
  stack_buffers_.erase(b);
  buffers_.erase(b);
}

// ---------------------------------------------------------------------------------------------

void CodeGenLLVM::add_packed_entry(const LoweredFunc &f) {
  // void <name>_packed(void **args): the buffers from an array of pointers, in order.
  auto *packed_ty = llvm::FunctionType::get(builder_.getVoidTy(), {builder_.getPtrTy()}, false);
  llvm::Function *packed =
      llvm::Function::Create(packed_ty, llvm::Function::ExternalLinkage, f.name + "_packed", module_);
  packed->addFnAttr(llvm::Attribute::NoUnwind);
  builder_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", packed));
  std::vector<llvm::Value *> args;
  for (size_t i = 0; i < f.args.size(); ++i) {
    args.push_back(builder_.CreateLoad(builder_.getPtrTy(),
                                       builder_.CreateConstInBoundsGEP1_64(builder_.getPtrTy(), packed->getArg(0), i)));
  }
  builder_.CreateCall(function_, args);
  builder_.CreateRetVoid();
}

llvm::Function *CodeGenLLVM::begin_function(const LoweredFunc &f) {
  kernel_name_ = f.name;
  std::vector<llvm::Type *> params(f.args.size(), builder_.getPtrTy());
  auto *fn_ty = llvm::FunctionType::get(builder_.getVoidTy(), params, false);
  function_ = llvm::Function::Create(fn_ty, llvm::Function::ExternalLinkage, f.name, module_);
  function_->addFnAttr(llvm::Attribute::NoUnwind);
  for (size_t i = 0; i < f.args.size(); ++i) {
    // Kernel buffers never alias: inputs are read, outputs written, each its own memory.
    function_->addParamAttr(i, llvm::Attribute::NoAlias);
    function_->getArg(i)->setName(f.args[i]->name);
    buffers_[f.args[i].get()] = function_->getArg(i);
  }
  return function_;
}

void CodeGenLLVM::verify_module(const char *what) {
  std::string err;
  llvm::raw_string_ostream os(err);
  internal_check(!llvm::verifyModule(module_, &os), "LLVM rejected the generated " << what << ": " << os.str());
}

}  // namespace ktune
