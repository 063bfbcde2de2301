// 16-bit floats (f16, bf16) in code that runs on a CPU: kernels for x86-64 and the emulator's
// GPU kernels.
//
// What it decides: on the CPU, f16 and bf16 are storage types. Arithmetic on them runs in f32
// and is rounded back once per operation (promote_half_arithmetic; for +, -, *, / and sqrt
// this gives the correctly rounded 16-bit result, since f32 has more than twice their
// precision plus two bits), and the conversions are written out here as integer code instead
// of being left to LLVM. Left to itself, LLVM lowers an f32 -> bf16 truncation (and, without
// F16C, every f16 conversion) on x86-64 into calls of compiler-rt's __truncsfbf2,
// __truncsfhf2 and __extendhfsf2, which neither the JIT nor an exported library has: a kernel
// that converts, or that merely masks a bf16 vector load (LLVM legalises it through f32),
// then fails to link on any CPU without AVX-512 BF16. So:
//   - bf16 -> f32 is the exact 16-bit shift; f32 -> bf16 rounds to nearest even in integer
//     arithmetic, NaNs kept quiet. The same bits on every CPU, with or without AVX512-BF16
//     (whose VCVTNEPS2BF16 would flush subnormal inputs to zero).
//   - f16 <-> f32 use F16C's VCVTPH2PS/VCVTPS2PH where the target has them (exact, round to
//     nearest even), else the integer forms below (normal, subnormal, infinity and NaN cases
//     chosen with selects, so they vectorise).
//   - Masked loads, stores, gathers and scatters of 16-bit floats move i16 lanes (codegen_load
//     and codegen_store call memory_type).
// The formats are IEEE 754 binary16 and bfloat16 (the top half of binary32).
#include "CodeGenLLVM.h"
#include "ktune/ir/IRVisitor.h"

namespace ktune {

namespace {

// A constant for every lane: a vector, or the scalar itself for one lane.
llvm::Constant *lanes(llvm::Constant *c, int n) {
  return n == 1 ? c : llvm::ConstantVector::getSplat(llvm::ElementCount::getFixed(n), c);
}

/** Rewrites arithmetic, comparisons and math calls on 16-bit floats into f32 operations. */
class PromoteHalfArithmetic : public IRMutator {
 protected:
  static Expr widen(const Expr &e) { return is_half_float(e.type()) ? cast(DataType::f32(e.type().lanes), e) : e; }

  template <typename Node>
  Expr promote_binary(const Node *op, const Expr &self) {
    Expr a = mutate(op->a), b = mutate(op->b);
    if (!is_half_float(a.type())) return a.same_as(op->a) && b.same_as(op->b) ? self : Node::make(a, b);
    Expr wide = Node::make(widen(a), widen(b));
    return wide.type().is_bool() ? wide : cast(op->type, wide);
  }

#define KTUNE_PROMOTE(NODE) \
  Expr mutate_node(const NODE *op, const Expr &self) override { return promote_binary(op, self); }
  KTUNE_PROMOTE(Add)
  KTUNE_PROMOTE(Sub)
  KTUNE_PROMOTE(Mul)
  KTUNE_PROMOTE(Div)
  KTUNE_PROMOTE(Min)
  KTUNE_PROMOTE(Max)
  KTUNE_PROMOTE(EQ)
  KTUNE_PROMOTE(NE)
  KTUNE_PROMOTE(LT)
  KTUNE_PROMOTE(LE)
  KTUNE_PROMOTE(GT)
  KTUNE_PROMOTE(GE)
#undef KTUNE_PROMOTE

  Expr mutate_node(const Call *op, const Expr &self) override {
    bool changed = false;
    std::vector<Expr> args = mutate_all(op->args, &changed);
    // Shuffles move bits; the matrix instructions take and give 16-bit fragments as they are.
    bool moves_bits = op->op >= CallOp::ThreadBarrier;
    if (moves_bits) return changed ? Call::remake(op, std::move(args)) : self;
    if (!is_half_float(op->type)) return changed ? Call::make(op->op, args) : self;
    for (Expr &a : args) a = widen(a);
    return cast(op->type, Call::make(op->op, args));
  }
};

}  // namespace

Stmt promote_half_arithmetic(const Stmt &s) { return PromoteHalfArithmetic().mutate(s); }

llvm::Type *CodeGenLLVM::memory_type(DataType t) {
  if (!is_half_float(t) || !half_floats_are_storage()) return llvm_type(t);
  return llvm_type(DataType(DataType::Code::Int, 16, t.lanes));
}

llvm::Value *CodeGenLLVM::to_memory(llvm::Value *v, DataType t) {
  llvm::Type *mem = memory_type(t);
  return v->getType() == mem ? v : builder_.CreateBitCast(v, mem);
}

llvm::Value *CodeGenLLVM::from_memory(llvm::Value *v, DataType t) {
  llvm::Type *type = llvm_type(t);
  return v->getType() == type ? v : builder_.CreateBitCast(v, type);
}

llvm::Value *CodeGenLLVM::half_to_f32(llvm::Value *v, DataType from) {
  llvm::Type *i16 = llvm_type(DataType(DataType::Code::Int, 16, from.lanes));
  llvm::Type *i32 = llvm_type(DataType::i32(from.lanes));
  llvm::Type *f32 = llvm_type(DataType::f32(from.lanes));
  auto c = [&](uint32_t x) { return lanes(builder_.getInt32(x), from.lanes); };
  llvm::Value *h = builder_.CreateZExt(builder_.CreateBitCast(v, i16), i32);
  if (from.code == DataType::Code::BFloat) return builder_.CreateBitCast(builder_.CreateShl(h, c(16)), f32);
  if (target_.has_feature("f16c")) return builder_.CreateFPExt(v, f32);
  llvm::Value *sign = builder_.CreateShl(builder_.CreateAnd(h, c(0x8000)), c(16));
  llvm::Value *exponent = builder_.CreateAnd(builder_.CreateLShr(h, c(10)), c(0x1f));
  llvm::Value *mantissa = builder_.CreateAnd(h, c(0x3ff));
  // Normal: rebias the exponent (127 - 15 = 112) and widen the mantissa.
  llvm::Value *normal = builder_.CreateOr(builder_.CreateShl(builder_.CreateAdd(exponent, c(112)), c(23)),
                                          builder_.CreateShl(mantissa, c(13)));
  // Infinity and NaN keep their payload.
  llvm::Value *special = builder_.CreateOr(c(0x7f800000), builder_.CreateShl(mantissa, c(13)));
  // Zero and subnormals: mantissa * 2^-24, exact in f32.
  llvm::Value *tiny = builder_.CreateBitCast(
      builder_.CreateFMul(builder_.CreateUIToFP(mantissa, f32),
                          lanes(llvm::ConstantFP::get(builder_.getFloatTy(), 0x1p-24), from.lanes)),
      i32);
  llvm::Value *magnitude =
      builder_.CreateSelect(builder_.CreateICmpEQ(exponent, c(0)), tiny,
                            builder_.CreateSelect(builder_.CreateICmpEQ(exponent, c(0x1f)), special, normal));
  return builder_.CreateBitCast(builder_.CreateOr(sign, magnitude), f32);
}

llvm::Value *CodeGenLLVM::f32_to_half(llvm::Value *v, DataType to) {
  llvm::Type *i16 = llvm_type(DataType(DataType::Code::Int, 16, to.lanes));
  llvm::Type *i32 = llvm_type(DataType::i32(to.lanes));
  llvm::Type *f32 = llvm_type(DataType::f32(to.lanes));
  llvm::Type *half = llvm_type(to);
  auto c = [&](uint32_t x) { return lanes(builder_.getInt32(x), to.lanes); };
  if (to.code == DataType::Code::Float && target_.has_feature("f16c")) {
    // The rounding ends the operation: its f32 result may not be contracted with what consumes
    // the rounded value. LLVM narrows fptrunc(fadd(fpext a, fpext b)) to an f16 fadd (exact: one
    // rounding either way), and where the CPU has f16 arithmetic (AVX512-FP16: Sapphire Rapids)
    // it would then fuse a contractable f16 a * b + c into one FMA, rounding once where the
    // computation asked for two, and giving other bits than every other CPU.
    if (auto *op = llvm::dyn_cast<llvm::Instruction>(v); op && llvm::isa<llvm::FPMathOperator>(op)) {
      op->setHasAllowContract(false);
    }
    return builder_.CreateFPTrunc(v, half);
  }
  llvm::Value *bits = builder_.CreateBitCast(v, i32);
  llvm::Value *abs = builder_.CreateAnd(bits, c(0x7fffffff));
  llvm::Value *is_nan = builder_.CreateICmpUGT(abs, c(0x7f800000));
  llvm::Value *result = nullptr;
  if (to.code == DataType::Code::BFloat) {
    // Round to nearest even on the dropped 16 bits; a NaN keeps its top bits and is made quiet.
    llvm::Value *odd = builder_.CreateAnd(builder_.CreateLShr(bits, c(16)), c(1));
    llvm::Value *rounded = builder_.CreateLShr(builder_.CreateAdd(builder_.CreateAdd(bits, c(0x7fff)), odd), c(16));
    llvm::Value *quiet = builder_.CreateOr(builder_.CreateLShr(bits, c(16)), c(0x40));
    result = builder_.CreateSelect(is_nan, quiet, rounded);
  } else {
    llvm::Value *sign = builder_.CreateAnd(builder_.CreateLShr(bits, c(16)), c(0x8000));
    // |x| >= 65520 rounds to infinity.
    llvm::Value *overflow = builder_.CreateICmpUGE(abs, c(0x477ff000));
    // Normal results (|x| >= 2^-14): rebias the exponent, round to nearest even at bit 13.
    llvm::Value *rebiased = builder_.CreateSub(abs, c(0x38000000));
    llvm::Value *odd = builder_.CreateAnd(builder_.CreateLShr(rebiased, c(13)), c(1));
    llvm::Value *normal = builder_.CreateLShr(builder_.CreateAdd(builder_.CreateAdd(rebiased, c(0xfff)), odd), c(13));
    // Subnormal results: adding 0.5 puts the f16 subnormal step (2^-24) in the last place of
    // the f32 sum, so the FP addition itself rounds to nearest even; its low bits are the
    // result.
    llvm::Value *half_const = lanes(llvm::ConstantFP::get(builder_.getFloatTy(), 0.5), to.lanes);
    llvm::Value *sum = builder_.CreateFAdd(builder_.CreateBitCast(abs, f32), half_const);
    llvm::Value *subnormal = builder_.CreateSub(builder_.CreateBitCast(sum, i32), c(0x3f000000));
    llvm::Value *nan = builder_.CreateOr(c(0x7e00), builder_.CreateAnd(builder_.CreateLShr(abs, c(13)), c(0x3ff)));
    llvm::Value *magnitude = builder_.CreateSelect(
        is_nan, nan,
        builder_.CreateSelect(overflow, c(0x7c00),
                              builder_.CreateSelect(builder_.CreateICmpULT(abs, c(0x38800000)), subnormal, normal)));
    result = builder_.CreateOr(sign, magnitude);
  }
  return builder_.CreateBitCast(builder_.CreateTrunc(result, i16), half);
}

}  // namespace ktune
