// matmul, batch_matmul and dense (with bias and activation), built from the tensor IR.
#include "OpDefs.h"
#include "ktune/support/Error.h"
#include "reference/Reference.h"

namespace ktune::ops {

int64_t positive(const OpParams &p, const std::string &key) {
  int64_t v = p.integer(key);
  user_check(v > 0, p.op() << ": " << key << " must be positive, got " << v);
  return v;
}

DataType registry_dtype(const OpParams &p) {
  user_check(p.text("dtype") != "tf32", p.op() << ": dtype tf32 (f32 products rounded to TF32) is for matmul, "
                                                  "batch_matmul, dense and conv2d only");
  DataType t = DataType::parse(p.text("dtype"));
  user_check(t == DataType::f32(), p.op() << ": dtype " << t.str()
                                          << " is representable in the IR but this op is generated for f32 only "
                                             "(matmul, batch_matmul and dense also take f16 and bf16)");
  return t;
}

MathMode registry_math(const OpParams &p) { return p.text("dtype") == "tf32" ? MathMode::Tf32 : MathMode::Exact; }

namespace {
const OpParamDef kGemmDtype{"dtype", "f32",
                            "input element type: f32, f16 / bf16 (accumulated and stored in f32), or tf32 (f32 "
                            "inputs that tensor cores may round to TF32 in the products: checked to 1e-2)"};

// The GEMM family's inputs: f32, or f16/bf16 read and converted to f32 (accumulation and the
// output stay f32, as cuBLAS's mixed-precision GEMMs with 32-bit compute). tf32 is f32 data
// with MathMode::Tf32: cuBLAS's CUBLAS_COMPUTE_32F_FAST_TF32, an opt-in because it changes the
// results' rounding.
DataType gemm_dtype(const OpParams &p) {
  if (p.text("dtype") == "tf32") return DataType::f32();
  DataType t = DataType::parse(p.text("dtype"));
  user_check(t == DataType::f32() || t == DataType::f16() || t == DataType::bf16(),
             p.op() << ": dtype " << t.str() << " is not supported; use f32, tf32, f16 or bf16");
  return t;
}

Expr as_f32(const Expr &e) { return e.type() == DataType::f32() ? e : cast(DataType::f32(), e); }

// The reference computes in f32 from the inputs' values (already rounded to their type).
std::vector<NDArray> f32_inputs(const std::vector<NDArray> &in) {
  std::vector<NDArray> out;
  for (auto &a : in) {
    if (a.dtype() == DataType::f32()) {
      out.push_back(a);
      continue;
    }
    NDArray f = NDArray::empty(a.shape(), DataType::f32());
    for (int64_t i = 0; i < a.size(); ++i) f.as<float>()[i] = static_cast<float>(a.get(i));
    out.push_back(f);
  }
  return out;
}
}  // namespace

OpDef matmul_def() {
  OpDef d;
  d.name = "matmul";
  d.summary = "C[M,N] = A[M,K] * B[K,N], row-major";
  d.params = {{"M", "", "rows of A and C"}, {"N", "", "columns of B and C"}, {"K", "", "reduction length"}, kGemmDtype};
  d.build = [](const OpParams &p) {
    int64_t M = positive(p, "M"), N = positive(p, "N"), K = positive(p, "K");
    DataType t = gemm_dtype(p);
    Tensor A = placeholder({M, K}, t, "A"), B = placeholder({K, N}, t, "B");
    IterVar k = reduce_axis(K, "k");
    Tensor C = compute(
        {M, N}, [&](const std::vector<Var> &v) { return sum(as_f32(A(v[0], k->var)) * as_f32(B(k->var, v[1])), {k}); },
        "C", "matmul");
    Workload w({A, B}, {C}, registry_math(p));
    w.flops = 2.0 * M * N * K;
    return w;
  };
  d.reference = [](const OpParams &p, const std::vector<NDArray> &inputs, std::vector<NDArray> &out) {
    std::vector<NDArray> in = f32_inputs(inputs);
    reference::matmul(1, p.integer("M"), p.integer("N"), p.integer("K"), in[0].as<float>(), in[1].as<float>(),
                      out[0].as<float>());
  };
  return d;
}

OpDef batch_matmul_def() {
  OpDef d;
  d.name = "batch_matmul";
  d.summary = "C[B,M,N] = A[B,M,K] * B[B,K,N] for each batch";
  d.params = {{"B", "", "batch"}, {"M", "", "rows"}, {"N", "", "columns"}, {"K", "", "reduction length"}, kGemmDtype};
  d.build = [](const OpParams &p) {
    int64_t Bn = positive(p, "B"), M = positive(p, "M"), N = positive(p, "N"), K = positive(p, "K");
    DataType t = gemm_dtype(p);
    Tensor A = placeholder({Bn, M, K}, t, "A"), B = placeholder({Bn, K, N}, t, "B");
    IterVar k = reduce_axis(K, "k");
    Tensor C = compute({Bn, M, N},
                       [&](const std::vector<Var> &v) {
                         return sum(as_f32(A(v[0], v[1], k->var)) * as_f32(B(v[0], k->var, v[2])), {k});
                       },
                       "C", "batch_matmul", {"b", "i", "j"});
    Workload w({A, B}, {C}, registry_math(p));
    w.flops = 2.0 * Bn * M * N * K;
    return w;
  };
  d.reference = [](const OpParams &p, const std::vector<NDArray> &inputs, std::vector<NDArray> &out) {
    std::vector<NDArray> in = f32_inputs(inputs);
    reference::matmul(p.integer("B"), p.integer("M"), p.integer("N"), p.integer("K"), in[0].as<float>(),
                      in[1].as<float>(), out[0].as<float>());
  };
  return d;
}

OpDef dense_def() {
  OpDef d;
  d.name = "dense";
  d.weights = {"W", "bias"};
  d.summary = "Y[M,N] = act(X[M,K] * W[N,K]^T + bias[N] + R[M,N]) (W as in nn.Linear)";
  d.params = {
      {"M", "", "rows of X"},
      {"N", "", "output features"},
      {"K", "", "input features"},
      {"bias", "0", "1 to add bias[N]"},
      {"residual", "0", "1 to add a residual input R[M,N] (after the bias, before the activation)"},
      {"act", "none", "none, relu or gelu"},
      kGemmDtype,
      {"nblock", "0",
       "weights as [ceil(N/nblock),K,nblock] (packed panels of nblock output features, the last one zero-padded), 0 "
       "for [N,K]"}};
  d.build = [](const OpParams &p) {
    int64_t M = positive(p, "M"), N = positive(p, "N"), K = positive(p, "K");
    int64_t has_bias = p.integer("bias"), has_residual = p.integer("residual");
    user_check(has_bias == 0 || has_bias == 1, "dense: bias must be 0 or 1, got " << has_bias);
    user_check(has_residual == 0 || has_residual == 1, "dense: residual must be 0 or 1, got " << has_residual);
    std::string act = p.text("act");
    user_check(act == "none" || act == "relu" || act == "gelu",
               "dense: act must be none, relu or gelu, got '" << act << "'");
    int64_t nblock = p.integer("nblock");
    user_check(nblock >= 0, "dense: nblock must be 0 or positive, got " << nblock);
    DataType t = gemm_dtype(p);
    Tensor X = placeholder({M, K}, t, "X");
    Tensor W = nblock ? placeholder({(N + nblock - 1) / nblock, K, nblock}, t, "W") : placeholder({N, K}, t, "W");
    // W[n, k] wherever the weights are: a blocked W holds it at [n / nblock, k, n % nblock].
    auto weight = [&](const Expr &n, const Expr &k) {
      return nblock ? W(floordiv(n, Expr(nblock)), k, floormod(n, Expr(nblock))) : W(n, k);
    };
    std::vector<Tensor> inputs = {X, W};
    Tensor bias;
    if (has_bias) {
      bias = placeholder({N}, DataType::f32(), "bias");  // added to the f32 accumulators
      inputs.push_back(bias);
    }
    Tensor residual;
    if (has_residual) {
      residual = placeholder({M, N}, DataType::f32(), "R");
      inputs.push_back(residual);
    }
    IterVar k = reduce_axis(K, "k");
    bool epilogue = has_bias || has_residual || act != "none";
    Tensor D = compute(
        {M, N},
        [&](const std::vector<Var> &v) { return sum(as_f32(X(v[0], k->var)) * as_f32(weight(v[1], k->var)), {k}); },
        epilogue ? "D" : "Y", "dense");
    Tensor Y = D;
    if (epilogue) {
      Y = compute(
          {M, N},
          [&](const std::vector<Var> &v) {
            Expr x = D(v[0], v[1]);
            if (has_bias) x = x + bias(v[1]);
            if (has_residual) x = x + residual(v[0], v[1]);
            if (act == "relu") x = max(x, Expr(0.0f));
            if (act == "gelu") x = Expr(0.5f) * x * (Expr(1.0f) + erf(x * Expr(0.70710678118654752f)));
            return x;
          },
          "Y", "elementwise");
    }
    Workload w(inputs, {Y}, registry_math(p));
    w.flops = 2.0 * M * N * K;
    return w;
  };
  d.reference = [](const OpParams &p, const std::vector<NDArray> &inputs, std::vector<NDArray> &out) {
    std::vector<NDArray> in = f32_inputs(inputs);
    bool has_bias = p.integer("bias") == 1, has_residual = p.integer("residual") == 1;
    int64_t N = p.integer("N"), K = p.integer("K"), b = p.integer("nblock");
    const float *w = in[1].as<float>();
    std::vector<float> nk;
    if (b) {  // [ceil(N/b),K,b] back to [N,K]
      nk.resize(static_cast<size_t>(N * K));
      for (int64_t n = 0; n < N; ++n) {
        for (int64_t k = 0; k < K; ++k) nk[n * K + k] = w[((n / b) * K + k) * b + n % b];
      }
      w = nk.data();
    }
    reference::dense(p.integer("M"), N, K, in[0].as<float>(), w, has_bias ? in[2].as<float>() : nullptr, p.text("act"),
                     out[0].as<float>(), has_residual ? in[has_bias ? 3 : 2].as<float>() : nullptr);
  };
  d.name_parts = [](const OpParams &p) {
    std::vector<std::string> parts;
    if (p.integer("bias") == 1) parts.push_back("bias");
    if (p.integer("residual") == 1) parts.push_back("add");
    if (p.text("act") != "none") parts.push_back(p.text("act"));
    if (p.integer("nblock") > 0) parts.push_back("nb" + std::to_string(p.integer("nblock")));
    return parts;
  };
  return d;
}

}  // namespace ktune::ops
