// split_masked_loads_with_dead_pieces: decides how a masked vector load wider than an AVX2
// register reaches LLVM's x86 back end. LLVM 19 splits such a load into register-wide pieces,
// and when one piece's lanes are all masked off by a mask that is only known false after the
// split (a lane-constant mask ANDed with a run-time condition, as an edge tile's column mask is
// with a padding row's), and a later select, blend or arithmetic reads some of that piece's
// lanes, the AVX/AVX2 lowering turns the dead piece into a plain, unmasked load, which may cross
// the end of the buffer (an NCHW convolution's edge tile read 28 bytes past its input). With
// AVX-512F the masks are k registers, at either vector width, and SSE scalarises masked loads:
// neither is affected. So, after the optimisation pipeline and only for x86 targets with AVX
// and without AVX-512F, a masked load whose mask is provably false on a whole 256-bit piece is
// rewritten into one masked load per live piece, the dead pieces taking the pass-through value
// with no memory access at all (a load with no live piece becomes its pass-through value); the
// back end then never sees a dead piece. Loads whose pieces are all live are left alone, and so
// are constant masks: the back end drops their dead pieces before it splits.
#include <algorithm>
#include <vector>

#include <llvm/ADT/APInt.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/Support/KnownBits.h>
#include <llvm/TargetParser/Triple.h>

#include "LLVMSupport.h"

namespace ktune {

namespace {

constexpr unsigned kPieceBits = 256;  // an AVX/AVX2 vector register

// Whether every lane of mask in [first, first + count) is provably false.
bool lanes_known_false(llvm::Value *mask, unsigned lanes, unsigned first, unsigned count, const llvm::DataLayout &dl) {
  llvm::APInt demanded = llvm::APInt::getBitsSet(lanes, first, first + count);
  llvm::KnownBits known = llvm::computeKnownBits(mask, demanded, dl);
  return known.Zero[0];
}

// Replaces one masked load by a load per live piece, where it has a dead one.
void split_at_dead_pieces(llvm::IntrinsicInst *load, const llvm::DataLayout &dl) {
  auto *type = llvm::dyn_cast<llvm::FixedVectorType>(load->getType());
  if (!type) return;
  unsigned element_bits = dl.getTypeSizeInBits(type->getElementType()).getFixedValue();
  // vmaskmovps/pd and vpmaskmovd/q move 32- and 64-bit lanes; narrower lanes take other paths.
  if (element_bits != 32 && element_bits != 64) return;
  unsigned lanes = type->getNumElements(), piece = kPieceBits / element_bits;
  // CodeGenLLVM widens masked loads to a power of two of lanes, so a wide one is whole pieces.
  if (lanes <= piece || lanes % piece != 0) return;
  llvm::Value *ptr = load->getArgOperand(0);
  llvm::Align align = llvm::cast<llvm::ConstantInt>(load->getArgOperand(1))->getMaybeAlignValue().valueOrOne();
  llvm::Value *mask = load->getArgOperand(2), *passthru = load->getArgOperand(3);
  if (llvm::isa<llvm::Constant>(mask)) return;
  std::vector<bool> dead;
  for (unsigned first = 0; first < lanes; first += piece)
    dead.push_back(lanes_known_false(mask, lanes, first, piece, dl));
  if (std::find(dead.begin(), dead.end(), true) == dead.end()) return;

  llvm::IRBuilder<> b(load);
  auto *piece_type = llvm::FixedVectorType::get(type->getElementType(), piece);
  // A piece's lanes first, the rest unused: a piece widened to the whole vector.
  std::vector<int> widen(lanes, -1);
  for (unsigned i = 0; i < piece; ++i) widen[i] = static_cast<int>(i);
  llvm::Value *result = passthru;
  for (unsigned p = 0; p < dead.size(); ++p) {
    if (dead[p]) continue;
    unsigned first = p * piece;
    std::vector<int> take(piece), merge(lanes);
    for (unsigned i = 0; i < piece; ++i) take[i] = static_cast<int>(first + i);
    llvm::Value *piece_mask = b.CreateShuffleVector(mask, take);
    llvm::Value *piece_passthru = b.CreateShuffleVector(passthru, take);
    // Not inbounds: a piece that is not provably dead may still have no active lane, and lie
    // past the buffer's end (as masked accesses elsewhere in codegen, which carry no inbounds).
    llvm::Value *piece_ptr = first == 0 ? ptr : b.CreateConstGEP1_64(type->getElementType(), ptr, first);
    llvm::Align piece_align = llvm::commonAlignment(align, uint64_t(first) * element_bits / 8);
    llvm::Instruction *part = b.CreateMaskedLoad(piece_type, piece_ptr, piece_align, piece_mask, piece_passthru);
    part->copyMetadata(*load);  // alias scopes: the pieces access what the whole did
    // Widen the piece to the whole vector, then take its lanes into the result.
    llvm::Value *wide = b.CreateShuffleVector(part, widen);
    for (unsigned i = 0; i < lanes; ++i)
      merge[i] = i >= first && i < first + piece ? static_cast<int>(lanes + i - first) : static_cast<int>(i);
    result = b.CreateShuffleVector(result, wide, merge);
  }
  load->replaceAllUsesWith(result);
  load->eraseFromParent();
}

}  // namespace

void split_masked_loads_with_dead_pieces(llvm::Module &module, const llvm::TargetMachine &tm) {
  if (!tm.getTargetTriple().isX86()) return;
  const llvm::MCSubtargetInfo *sti = tm.getMCSubtargetInfo();
  if (!sti->checkFeatures("+avx") || sti->checkFeatures("+avx512f")) return;
  const llvm::DataLayout &dl = module.getDataLayout();
  for (llvm::Function &f : module) {
    std::vector<llvm::IntrinsicInst *> loads;
    for (llvm::BasicBlock &bb : f)
      for (llvm::Instruction &inst : bb)
        if (auto *call = llvm::dyn_cast<llvm::IntrinsicInst>(&inst))
          if (call->getIntrinsicID() == llvm::Intrinsic::masked_load) loads.push_back(call);
    for (llvm::IntrinsicInst *load : loads) split_at_dead_pieces(load, dl);
  }
}

}  // namespace ktune
