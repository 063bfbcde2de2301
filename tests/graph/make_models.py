#!/usr/bin/env python3
"""Writes the ONNX models that ktune's graph tests import: nothing is downloaded.

    make_models.py OUT_DIR

- resnet18.onnx, mobilenetv2.onnx (batch 1, 3x224x224) and bert_layer.onnx (a BERT-base
  encoder layer: sequence 128, hidden 768, 12 heads, GELU, LayerNorm), with random weights,
  written node by node as PyTorch's exporter writes them at opset 13: Conv then
  BatchNormalization then Relu (or Clip for ReLU6), Gemm(transB=1) classifiers, and in BERT the
  shape arithmetic of the head split (Shape, Gather, Unsqueeze, Concat, Reshape), the
  decomposed LayerNorm (ReduceMean, Sub, Pow, ReduceMean, Add, Sqrt, Div, Mul, Add) and the erf
  form of GELU (Div, Erf, Add, Mul, Mul).
- ops/NAME.onnx, one small model per supported op or pattern, with its inputs
  (ops/NAME.in0.npy, ...) and its outputs as NumPy computes them (ops/NAME.out0.npy, ...):
  NumPy is the third, independent implementation (besides ktune's reference interpreter and
  its generated kernels) that the tests compare against.
- bad/NAME.onnx (or other bytes): the malformed inputs of the error tests.

Only the Python `onnx` package (Debian's python3-onnx 1.12, or PyPI's) and NumPy are used.
"""
import math
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

RNG = np.random.default_rng(20261202)


def rand(*shape, scale=1.0):
    return (RNG.uniform(-1.0, 1.0, size=shape) * scale).astype(np.float32)


class Builder:
    """A graph under construction: nodes in the order added, initializers, inputs, outputs."""

    def __init__(self, name):
        self.name = name
        self.nodes, self.inits, self.inputs, self.outputs = [], [], [], []
        self.count = 0

    def fresh(self, stem):
        self.count += 1
        return f"{stem}_{self.count}"

    def const(self, array, stem="w"):
        name = self.fresh(stem)
        self.inits.append(numpy_helper.from_array(np.asarray(array), name))
        return name

    def node(self, op, inputs, stem=None, outputs=1, **attrs):
        outs = [self.fresh(stem or op.lower()) for _ in range(outputs)]
        self.nodes.append(helper.make_node(op, inputs, outs, name=self.fresh(op), **attrs))
        return outs[0] if outputs == 1 else outs

    def input(self, name, shape, elem=TensorProto.FLOAT):
        self.inputs.append(helper.make_tensor_value_info(name, elem, shape))
        return name

    def output(self, name, shape=None, elem=TensorProto.FLOAT):
        self.outputs.append(helper.make_tensor_value_info(name, elem, shape))

    def model(self, opset=13, ir_version=8):
        g = helper.make_graph(self.nodes, self.name, self.inputs, self.outputs, self.inits)
        m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)], producer_name="ktune-tests")
        m.ir_version = ir_version
        return m


# --- The three models ----------------------------------------------------------------------------


def conv_bn(b, x, cin, cout, k, stride, pad, group=1):
    """Conv without bias then BatchNormalization, as torchvision's layers export."""
    w = b.const(rand(cout, cin // group, k, k, scale=math.sqrt(6.0 / (cin // group * k * k))))
    y = b.node("Conv", [x, w], "conv", kernel_shape=[k, k], strides=[stride, stride], pads=[pad] * 4,
               dilations=[1, 1], group=group)
    gamma = b.const(RNG.uniform(0.5, 1.5, cout).astype(np.float32), "bn_gamma")
    beta = b.const(rand(cout, scale=0.1), "bn_beta")
    mean = b.const(rand(cout, scale=0.1), "bn_mean")
    var = b.const(RNG.uniform(0.5, 1.5, cout).astype(np.float32), "bn_var")
    return b.node("BatchNormalization", [y, gamma, beta, mean, var], "bn", epsilon=1e-5)


def resnet18():
    b = Builder("resnet18")
    x = b.input("input", [1, 3, 224, 224])
    y = b.node("Relu", [conv_bn(b, x, 3, 64, 7, 2, 3)])
    y = b.node("MaxPool", [y], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1])
    cin = 64
    for cout, stride in [(64, 1), (128, 2), (256, 2), (512, 2)]:
        for block in range(2):
            s = stride if block == 0 else 1
            h = b.node("Relu", [conv_bn(b, y, cin, cout, 3, s, 1)])
            h = conv_bn(b, h, cout, cout, 3, 1, 1)
            skip = conv_bn(b, y, cin, cout, 1, s, 0) if (s != 1 or cin != cout) else y
            y = b.node("Relu", [b.node("Add", [h, skip])])
            cin = cout
    y = b.node("GlobalAveragePool", [y])
    y = b.node("Flatten", [y], axis=1)
    w, c = b.const(rand(1000, 512, scale=0.05)), b.const(rand(1000, scale=0.05), "fc_bias")
    y = b.node("Gemm", [y, w, c], "logits", alpha=1.0, beta=1.0, transB=1)
    b.output(y, [1, 1000])
    return b.model()


def relu6(b, x):
    lo, hi = b.const(np.array(0.0, np.float32), "min"), b.const(np.array(6.0, np.float32), "max")
    return b.node("Clip", [x, lo, hi])


def mobilenetv2():
    b = Builder("mobilenetv2")
    x = b.input("input", [1, 3, 224, 224])
    y = relu6(b, conv_bn(b, x, 3, 32, 3, 2, 1))
    cin = 32
    settings = [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2), (6, 320, 1, 1)]
    for t, c, n, s in settings:
        for i in range(n):
            stride = s if i == 0 else 1
            hidden = cin * t
            h = y
            if t != 1:
                h = relu6(b, conv_bn(b, h, cin, hidden, 1, 1, 0))
            h = relu6(b, conv_bn(b, h, hidden, hidden, 3, stride, 1, group=hidden))
            h = conv_bn(b, h, hidden, c, 1, 1, 0)
            y = b.node("Add", [y, h]) if stride == 1 and cin == c else h
            cin = c
    y = relu6(b, conv_bn(b, y, cin, 1280, 1, 1, 0))
    y = b.node("GlobalAveragePool", [y])
    y = b.node("Flatten", [y], axis=1)
    w, c = b.const(rand(1000, 1280, scale=0.05)), b.const(rand(1000, scale=0.05), "fc_bias")
    y = b.node("Gemm", [y, w, c], "logits", alpha=1.0, beta=1.0, transB=1)
    b.output(y, [1, 1000])
    return b.model()


def linear(b, x, k, n):
    """MatMul by a [K,N] weight then Add of the bias, as PyTorch exports nn.Linear on 3-D input."""
    w = b.const(rand(k, n, scale=math.sqrt(3.0 / k)))
    return b.node("Add", [b.node("MatMul", [x, w]), b.const(rand(n, scale=0.02), "bias")])


def layer_norm_decomposed(b, x, n):
    mean = b.node("ReduceMean", [x], axes=[-1], keepdims=1)
    d = b.node("Sub", [x, mean])
    var = b.node("ReduceMean", [b.node("Pow", [d, b.const(np.array(2.0, np.float32), "two")])], axes=[-1], keepdims=1)
    std = b.node("Sqrt", [b.node("Add", [var, b.const(np.array(1e-12, np.float32), "eps")])])
    y = b.node("Div", [d, std])
    y = b.node("Mul", [y, b.const(RNG.uniform(0.5, 1.5, n).astype(np.float32), "ln_gamma")])
    return b.node("Add", [y, b.const(rand(n, scale=0.1), "ln_beta")])


def gelu_erf(b, x):
    e = b.node("Erf", [b.node("Div", [x, b.const(np.array(1.4142135381698608, np.float32), "sqrt2")])])
    y = b.node("Mul", [x, b.node("Add", [e, b.const(np.array(1.0, np.float32), "one")])])
    return b.node("Mul", [y, b.const(np.array(0.5, np.float32), "half")])


def split_heads(b, x, heads, head_dim, perm):
    """[B,S,H] -> [B,S,heads,head_dim] with the shape computed as the exporter does, then a Transpose."""
    shape = b.node("Shape", [x])
    batch = b.node("Unsqueeze", [b.node("Gather", [shape, b.const(np.array(0, np.int64), "i0")], axis=0),
                                 b.const(np.array([0], np.int64), "axes")])
    seq = b.node("Unsqueeze", [b.node("Gather", [shape, b.const(np.array(1, np.int64), "i1")], axis=0),
                               b.const(np.array([0], np.int64), "axes")])
    target = b.node("Concat", [batch, seq, b.const(np.array([heads, head_dim], np.int64), "hd")], axis=0)
    return b.node("Transpose", [b.node("Reshape", [x, target])], perm=perm)


def bert_layer(seq=128, hidden=768, heads=12, ffn=3072):
    b = Builder("bert_layer")
    x = b.input("hidden_states", [1, seq, hidden])
    hd = hidden // heads
    q = split_heads(b, linear(b, x, hidden, hidden), heads, hd, [0, 2, 1, 3])
    k = split_heads(b, linear(b, x, hidden, hidden), heads, hd, [0, 2, 3, 1])
    v = split_heads(b, linear(b, x, hidden, hidden), heads, hd, [0, 2, 1, 3])
    scores = b.node("Div", [b.node("MatMul", [q, k]), b.const(np.array(math.sqrt(hd), np.float32), "scale")])
    probs = b.node("Softmax", [scores], axis=-1)
    ctx = b.node("Transpose", [b.node("MatMul", [probs, v])], perm=[0, 2, 1, 3])
    ctx = b.node("Reshape", [ctx, b.const(np.array([1, seq, hidden], np.int64), "shape")])
    a = layer_norm_decomposed(b, b.node("Add", [linear(b, ctx, hidden, hidden), x]), hidden)
    h = linear(b, gelu_erf(b, linear(b, a, hidden, ffn)), ffn, hidden)
    y = layer_norm_decomposed(b, b.node("Add", [h, a]), hidden)
    b.output(y, [1, seq, hidden])
    return b.model()


# --- NumPy references of the small op models ------------------------------------------------------


def np_conv(x, w, bias=None, strides=(1, 1), pads=(0, 0, 0, 0), dil=(1, 1), group=1):
    n, c, h, wd = x.shape
    m, cg, r, s = w.shape
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (pads[0], pads[2]), (pads[1], pads[3])))
    p = (h + pads[0] + pads[2] - dil[0] * (r - 1) - 1) // strides[0] + 1
    q = (wd + pads[1] + pads[3] - dil[1] * (s - 1) - 1) // strides[1] + 1
    out = np.zeros((n, m, p, q))
    mg = m // group
    for g in range(group):
        xs = xp[:, g * cg:(g + 1) * cg]
        for ry in range(r):
            for rx in range(s):
                patch = xs[:, :, ry * dil[0]: ry * dil[0] + strides[0] * (p - 1) + 1: strides[0],
                           rx * dil[1]: rx * dil[1] + strides[1] * (q - 1) + 1: strides[1]]
                out[:, g * mg:(g + 1) * mg] += np.einsum("ncpq,mc->nmpq", patch, w[g * mg:(g + 1) * mg, :, ry, rx])
    if bias is not None:
        out += bias.reshape(1, -1, 1, 1)
    return out


def np_pool(x, k, strides, pads, kind, ceil_mode=0, include_pad=0):
    n, c, h, w = x.shape

    def out_len(length, d):
        span = length + pads[d] + pads[d + 2] - k[d]
        o = (-(-span // strides[d]) if ceil_mode else span // strides[d]) + 1
        if ceil_mode and (o - 1) * strides[d] >= length + pads[d]:
            o -= 1
        return o

    p, q = out_len(h, 0), out_len(w, 1)
    out = np.zeros((n, c, p, q))
    for i in range(p):
        for j in range(q):
            h0, w0 = i * strides[0] - pads[0], j * strides[1] - pads[1]
            hs, ws = slice(max(h0, 0), min(h0 + k[0], h)), slice(max(w0, 0), min(w0 + k[1], w))
            win = x[:, :, hs, ws].astype(np.float64)
            if kind == "max":
                out[:, :, i, j] = win.max(axis=(2, 3))
            else:
                if include_pad:
                    cnt = (min(h0 + k[0], h + pads[2]) - h0) * (min(w0 + k[1], w + pads[3]) - w0)
                else:
                    cnt = win.shape[2] * win.shape[3]
                out[:, :, i, j] = win.sum(axis=(2, 3)) / cnt
    return out


def np_softmax(x, axis):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def np_layernorm(x, g, b, eps=1e-5):
    x = x.astype(np.float64)
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) / np.sqrt(v + eps) * g + b


def np_erf(x):
    return np.vectorize(math.erf)(x.astype(np.float64))


def np_gelu(x):
    return 0.5 * x * (1.0 + np_erf(x / math.sqrt(2.0)))


def np_gelu_tanh(x):
    x = x.astype(np.float64)
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x.astype(np.float64)))


def op_models():
    """name -> (model, inputs, expected outputs)."""
    out = {}

    def add(name, build, inputs, expected, opset=13, ir_version=8):
        b = Builder(name)
        names = [b.input(f"x{i}", list(a.shape)) for i, a in enumerate(inputs)]
        y = build(b, *names)
        ys = y if isinstance(y, list) else [y]
        for v, e in zip(ys, expected):
            b.output(v, list(e.shape))
        out[name] = (b.model(opset, ir_version), inputs, [np.asarray(e, np.float32) for e in expected])

    x4 = rand(1, 4, 9, 11)
    w = rand(6, 4, 3, 3, scale=0.5)
    bias = rand(6)
    add("conv_basic", lambda b, x: b.node("Conv", [x, b.const(w), b.const(bias)], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        [x4], [np_conv(x4, w, bias, pads=(1, 1, 1, 1))])
    add("conv_stride_asym_pad_dilation",
        lambda b, x: b.node("Conv", [x, b.const(w)], strides=[2, 1], pads=[0, 2, 1, 1], dilations=[2, 1]),
        [x4], [np_conv(x4, w, None, strides=(2, 1), pads=(0, 2, 1, 1), dil=(2, 1))])
    wd = rand(4, 1, 3, 3)
    add("conv_depthwise", lambda b, x: b.node("Conv", [x, b.const(wd)], group=4, pads=[1, 1, 1, 1], strides=[2, 2]),
        [x4], [np_conv(x4, wd, None, strides=(2, 2), pads=(1, 1, 1, 1), group=4)])
    wg = rand(6, 2, 3, 3)
    add("conv_grouped", lambda b, x: b.node("Conv", [x, b.const(wg), b.const(bias)], group=2, auto_pad="SAME_UPPER"),
        [x4], [np_conv(x4, wg, bias, pads=(1, 1, 1, 1), group=2)])
    x10 = rand(1, 4, 10, 11)  # SAME_LOWER of a 3x3 kernel at stride 2: 1 row of padding above, none below
    add("conv_same_lower_stride2", lambda b, x: b.node("Conv", [x, b.const(w)], auto_pad="SAME_LOWER", strides=[2, 2]),
        [x10], [np_conv(x10, w, None, strides=(2, 2), pads=(1, 1, 0, 1))])
    gamma, beta = RNG.uniform(0.5, 1.5, 6).astype(np.float32), rand(6)
    mean, var = rand(6, scale=0.2), RNG.uniform(0.5, 1.5, 6).astype(np.float32)
    bn = lambda y: ((y - mean.reshape(1, -1, 1, 1)) / np.sqrt(var.reshape(1, -1, 1, 1) + 1e-5) *
                    gamma.reshape(1, -1, 1, 1) + beta.reshape(1, -1, 1, 1))
    add("conv_batchnorm_relu",
        lambda b, x: b.node("Relu", [b.node("BatchNormalization",
                                            [b.node("Conv", [x, b.const(w)], pads=[1, 1, 1, 1]), b.const(gamma),
                                             b.const(beta), b.const(mean), b.const(var)])]),
        [x4], [np.maximum(bn(np_conv(x4, w, None, pads=(1, 1, 1, 1))), 0)])
    x6 = rand(1, 6, 5, 7)
    add("batchnorm_alone", lambda b, x: b.node("BatchNormalization", [x, b.const(gamma), b.const(beta), b.const(mean),
                                                                      b.const(var)]), [x6], [bn(x6)])
    r = rand(1, 6, 9, 11)
    add("conv_residual_relu",
        lambda b, x, res: b.node("Relu", [b.node("Add", [b.node("Conv", [x, b.const(w), b.const(bias)],
                                                               pads=[1, 1, 1, 1]), res])]),
        [x4, r], [np.maximum(np_conv(x4, w, bias, pads=(1, 1, 1, 1)) + r, 0)])
    # 32 output channels: the layout pass blocks the weights ([K/32,R,S,C,32], kblock=32), as in
    # ResNet-18 and MobileNetV2.
    wb, bb = rand(32, 4, 3, 3), rand(32)
    add("conv_blocked_weights_relu",
        lambda b, x: b.node("Relu", [b.node("Conv", [x, b.const(wb), b.const(bb)], pads=[1, 1, 1, 1], strides=[2, 2])]),
        [x4], [np.maximum(np_conv(x4, wb, bb, strides=(2, 2), pads=(1, 1, 1, 1)), 0)])
    a, bm = rand(5, 7), rand(7, 3)
    add("matmul_2d", lambda b, x, y: b.node("MatMul", [x, y]), [a, bm], [a @ bm])
    a3, b3 = rand(2, 3, 5, 7), rand(3, 7, 4)
    add("matmul_batched_broadcast", lambda b, x, y: b.node("MatMul", [x, y]), [a3, b3], [np.matmul(a3, b3)])
    wk = rand(7, 4)
    add("matmul_weight_bias_relu",
        lambda b, x: b.node("Relu", [b.node("Add", [b.node("MatMul", [x, b.const(wk)]), b.const(rand(4) * 0 + 0.25)])]),
        [a], [np.maximum(a @ wk + 0.25, 0)])
    at, bt, ct = rand(7, 5), rand(3, 7), rand(1, 3)
    add("gemm_trans_alpha_beta",
        lambda b, x: b.node("Gemm", [x, b.const(bt), b.const(ct)], transA=1, transB=1, alpha=0.5, beta=2.0),
        [at], [0.5 * at.T @ bt.T + 2.0 * ct])
    wl, bl = rand(4, 7), rand(4)
    add("gemm_linear_gelu", lambda b, x: b.node("Gelu", [b.node("Gemm", [x, b.const(wl), b.const(bl)], transB=1)]),
        [a], [np_gelu(a @ wl.T + bl)], opset=20, ir_version=9)
    # 64 output features: the weights are packed into panels of 32 at import (dense's nblock),
    # from a MatMul's [K,N] and from a Gemm's [N,K] (transB).
    wp, bp, wq = rand(7, 64), rand(64), rand(64, 7)
    add("matmul_weight_panels_bias",
        lambda b, x: b.node("Add", [b.node("MatMul", [x, b.const(wp)]), b.const(bp)]), [a], [a @ wp + bp])
    add("gemm_transb_panels", lambda b, x: b.node("Gemm", [x, b.const(wq)], transB=1), [a], [a @ wq.T])
    u, v = rand(2, 3, 4), rand(3, 1)
    for op, f in [("Add", np.add), ("Sub", np.subtract), ("Mul", np.multiply), ("Div", np.divide)]:
        vv = v + 2.0 if op == "Div" else v
        add(f"{op.lower()}_broadcast", lambda b, x, y, op=op: b.node(op, [x, y]), [u, vv], [f(u, vv)])
    up = np.abs(u) + 0.5
    add("pow_broadcast", lambda b, x, y: b.node("Pow", [x, y]), [up, v + 1.5], [np.power(up, v + 1.5)])
    add("pow_square", lambda b, x: b.node("Pow", [x, b.const(np.array(2.0, np.float32))]), [u], [u * u])
    add("relu", lambda b, x: b.node("Relu", [x]), [u], [np.maximum(u, 0)])
    add("leaky_relu", lambda b, x: b.node("LeakyRelu", [x], alpha=0.1), [u], [np.where(u >= 0, u, 0.1 * u)])
    add("clip", lambda b, x: b.node("Clip", [x, b.const(np.array(-0.3, np.float32)), b.const(np.array(0.4, np.float32))]),
        [u], [np.clip(u, -0.3, 0.4)])
    add("sigmoid", lambda b, x: b.node("Sigmoid", [x]), [u], [sigmoid(u)])
    add("tanh", lambda b, x: b.node("Tanh", [x]), [u], [np.tanh(u)])
    add("erf", lambda b, x: b.node("Erf", [x]), [u], [np_erf(u)])
    g = rand(4, 8, scale=4.0)
    add("gelu_opset20", lambda b, x: b.node("Gelu", [x]), [g], [np_gelu(g)], opset=20, ir_version=9)
    add("gelu_tanh_opset20", lambda b, x: b.node("Gelu", [x], approximate="tanh"), [g], [np_gelu_tanh(g)], opset=20,
        ir_version=9)
    add("gelu_erf_pattern", lambda b, x: gelu_erf(b, x), [g], [np_gelu(g)])

    def gelu_tanh_pattern(b, x):
        c = lambda val: b.const(np.array(val, np.float32))
        inner = b.node("Add", [x, b.node("Mul", [c(0.044715), b.node("Pow", [x, c(3.0)])])])
        t = b.node("Tanh", [b.node("Mul", [inner, c(math.sqrt(2.0 / math.pi))])])
        return b.node("Mul", [b.node("Mul", [c(0.5), x]), b.node("Add", [c(1.0), t])])

    add("gelu_tanh_pattern", gelu_tanh_pattern, [g], [np_gelu_tanh(g)])
    add("silu_pattern", lambda b, x: b.node("Mul", [x, b.node("Sigmoid", [x])]), [g], [g * sigmoid(g)])
    hs = lambda t: t * np.clip(t + 3.0, 0, 6) / 6.0
    add("hardswish", lambda b, x: b.node("HardSwish", [x]), [g], [hs(g)], opset=14)
    add("hardswish_pattern",
        lambda b, x: b.node("Div", [b.node("Mul", [x, relu6(b, b.node("Add", [x, b.const(np.array(3.0, np.float32))]))]),
                                    b.const(np.array(6.0, np.float32))]),
        [g], [hs(g)])
    s3 = rand(2, 5, 6, scale=3.0)
    add("softmax_last", lambda b, x: b.node("Softmax", [x], axis=-1), [s3], [np_softmax(s3, -1)])
    add("softmax_axis1", lambda b, x: b.node("Softmax", [x], axis=1), [s3], [np_softmax(s3, 1)])
    add("softmax_opset11_coerced", lambda b, x: b.node("Softmax", [x], axis=1),
        [s3], [np_softmax(s3.reshape(2, 30), 1).reshape(2, 5, 6)], opset=11)
    ln_x, ln_g, ln_b = rand(3, 4, 10, scale=2.0), RNG.uniform(0.5, 1.5, 10).astype(np.float32), rand(10)
    add("layernorm_opset17", lambda b, x: b.node("LayerNormalization", [x, b.const(ln_g), b.const(ln_b)], axis=-1,
                                                 epsilon=1e-5),
        [ln_x], [np_layernorm(ln_x, ln_g, ln_b)], opset=17)

    def ln_pattern(b, x):
        mean = b.node("ReduceMean", [x], axes=[-1], keepdims=1)
        d = b.node("Sub", [x, mean])
        var = b.node("ReduceMean", [b.node("Pow", [d, b.const(np.array(2.0, np.float32))])], axes=[-1], keepdims=1)
        std = b.node("Sqrt", [b.node("Add", [var, b.const(np.array(1e-5, np.float32))])])
        return b.node("Add", [b.node("Mul", [b.node("Div", [d, std]), b.const(ln_g)]), b.const(ln_b)])

    add("layernorm_pattern", ln_pattern, [ln_x], [np_layernorm(ln_x, ln_g, ln_b)])
    px = rand(1, 3, 9, 10)
    add("maxpool_pads", lambda b, x: b.node("MaxPool", [x], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1]),
        [px], [np_pool(px, [3, 3], [2, 2], [1, 1, 1, 1], "max")])
    add("maxpool_ceil", lambda b, x: b.node("MaxPool", [x], kernel_shape=[2, 2], strides=[2, 2], ceil_mode=1),
        [px], [np_pool(px, [2, 2], [2, 2], [0, 0, 0, 0], "max", ceil_mode=1)])
    add("avgpool_exclude_pad", lambda b, x: b.node("AveragePool", [x], kernel_shape=[3, 3], strides=[2, 2],
                                                   pads=[1, 1, 1, 1]),
        [px], [np_pool(px, [3, 3], [2, 2], [1, 1, 1, 1], "avg")])
    add("avgpool_include_pad", lambda b, x: b.node("AveragePool", [x], kernel_shape=[3, 3], strides=[1, 1],
                                                   pads=[1, 0, 1, 2], count_include_pad=1),
        [px], [np_pool(px, [3, 3], [1, 1], [1, 0, 1, 2], "avg", include_pad=1)])
    add("avgpool_plain", lambda b, x: b.node("AveragePool", [x], kernel_shape=[2, 2], strides=[2, 2]),
        [px], [np_pool(px, [2, 2], [2, 2], [0, 0, 0, 0], "avg")])
    add("global_avgpool", lambda b, x: b.node("GlobalAveragePool", [x]), [px], [px.mean(axis=(2, 3), keepdims=True)])
    # Pooling of a convolution's output reads it channels-last (Layout.cpp), and so do the
    # elementwise nodes between them, with their per-channel constants permuted; the pooled
    # [1,C,1,1] goes back to NCHW as a view.
    cw, cb = rand(6, 3, 3, 3, scale=0.5), rand(6)
    conv_px = np_conv(px, cw, cb, pads=(1, 1, 1, 1))
    conv_node = lambda b, x: b.node("Conv", [x, b.const(cw), b.const(cb)], pads=[1, 1, 1, 1])
    add("conv_relu_maxpool", lambda b, x: b.node("MaxPool", [b.node("Relu", [conv_node(b, x)])], kernel_shape=[3, 3],
                                                 strides=[2, 2], pads=[1, 1, 1, 1]),
        [px], [np_pool(np.maximum(conv_px, 0), [3, 3], [2, 2], [1, 1, 1, 1], "max")])
    add("conv_avgpool_exclude_pad", lambda b, x: b.node("AveragePool", [conv_node(b, x)], kernel_shape=[3, 3],
                                                        strides=[2, 2], pads=[1, 1, 1, 1]),
        [px], [np_pool(conv_px, [3, 3], [2, 2], [1, 1, 1, 1], "avg")])
    # A BatchNormalization that no Conv absorbs (a ReLU comes first) reads its channels at axis 1:
    # it stays NCHW, with the copy back before it.
    add("conv_relu_batchnorm", lambda b, x: b.node("BatchNormalization", [b.node("Relu", [conv_node(b, x)]),
                                                                          b.const(gamma), b.const(beta),
                                                                          b.const(mean), b.const(var)]),
        [px], [bn(np.maximum(conv_px, 0))])
    # A Conv whose weights are computed from another Conv's output (moved channels-last): the
    # weights are read as NCHW [K, C, R, S], so the pass puts the copy back before them.
    px6 = rand(1, 6, 9, 10)
    add("conv_weights_from_conv",
        lambda b, x, y: b.node("Conv", [y, b.node("Relu", [conv_node(b, x)])]),
        [px, px6], [np_conv(px6, np.maximum(conv_px, 0), None)])
    ch3, ch4 = rand(6, 1, 1), rand(1, 6, 1, 1)
    add("conv_channel_scale_global_avgpool_flatten",
        lambda b, x: b.node("Flatten", [b.node("GlobalAveragePool", [b.node("Mul", [b.node("Add", [
            b.node("Conv", [x, b.const(cw)], pads=[1, 1, 1, 1]), b.const(ch3)]), b.const(ch4)])])], axis=1),
        [px], [((np_conv(px, cw, None, pads=(1, 1, 1, 1)) + ch3) * ch4).mean(axis=(2, 3))])
    add("reduce_mean_keepdims", lambda b, x: b.node("ReduceMean", [x], axes=[1, -1], keepdims=1),
        [s3], [s3.mean(axis=(1, 2), keepdims=True)])
    add("reduce_sum_axes_input", lambda b, x: b.node("ReduceSum", [x, b.const(np.array([1], np.int64))], keepdims=0),
        [s3], [s3.sum(axis=1)])
    add("reduce_mean_opset18_axes_input",
        lambda b, x: b.node("ReduceMean", [x, b.const(np.array([0, 2], np.int64))], keepdims=0),
        [s3], [s3.mean(axis=(0, 2))], opset=18, ir_version=8)
    add("flatten_then_relu", lambda b, x: b.node("Relu", [b.node("Flatten", [x], axis=2)]),
        [s3], [np.maximum(s3.reshape(10, 6), 0)])
    rb = rand(30)
    add("reshape_then_add", lambda b, x, y: b.node("Add", [b.node("Reshape", [x, b.const(np.array([0, -1], np.int64))]),
                                                             y]),
        [s3, rb], [s3.reshape(2, 30) + rb])
    add("transpose", lambda b, x: b.node("Transpose", [x], perm=[2, 0, 1]), [s3], [s3.transpose(2, 0, 1)])
    sq = rand(4, 1, 5)
    add("squeeze_unsqueeze",
        lambda b, x: b.node("Exp", [b.node("Unsqueeze", [b.node("Squeeze", [x, b.const(np.array([1], np.int64))]),
                                                         b.const(np.array([0, 3], np.int64))])]),
        [sq], [np.exp(sq.reshape(1, 4, 5, 1))])
    c1, c2 = rand(2, 3, 4), rand(2, 5, 4)
    add("concat", lambda b, x, y: b.node("Concat", [x, y], axis=1), [c1, c2], [np.concatenate([c1, c2], axis=1)])
    add("slice_steps",
        lambda b, x: b.node("Slice", [x, b.const(np.array([0, 5], np.int64)), b.const(np.array([2, -100], np.int64)),
                                      b.const(np.array([0, 2], np.int64)), b.const(np.array([1, -2], np.int64))]),
        [s3], [s3[0:2, :, 5::-2]])
    big = np.iinfo(np.int64).max  # PyTorch's x[:, 1:] ends at INT64_MAX
    add("slice_int64_max_end",
        lambda b, x: b.node("Slice", [x, b.const(np.array([1], np.int64)), b.const(np.array([big], np.int64)),
                                      b.const(np.array([1], np.int64))]),
        [s3], [s3[:, 1:, :]])
    def relu_twice(b, x):  # one value as two graph outputs: the second through an Identity
        r = b.node("Relu", [x])
        return [r, b.node("Identity", [r])]

    add("two_outputs_one_value", relu_twice, [s3], [np.maximum(s3, 0), np.maximum(s3, 0)])
    add("gather_constant_indices", lambda b, x: b.node("Gather", [x, b.const(np.array([4, 0, 2], np.int64))], axis=1),
        [s3], [s3[:, [4, 0, 2], :]])
    add("gather_scalar_index", lambda b, x: b.node("Gather", [x, b.const(np.array(-1, np.int64))], axis=2),
        [s3], [s3[:, :, -1]])
    add("identity_constant",
        lambda b, x: b.node("Add", [b.node("Identity", [x]),
                                    b.node("Constant", [], value=numpy_helper.from_array(np.full((6,), 0.5, np.float32)))]),
        [s3], [s3 + 0.5])

    def shape_arith(b, x):
        shape = b.node("Shape", [x])
        first = b.node("Gather", [shape, b.const(np.array([0], np.int64))], axis=0)
        target = b.node("Concat", [first, b.const(np.array([-1], np.int64))], axis=0)
        return b.node("Reshape", [x, target])

    add("shape_arithmetic", lambda b, x: b.node("Sigmoid", [shape_arith(b, x)]), [s3], [sigmoid(s3.reshape(2, 30))])
    q, k = rand(1, 2, 5, 4), rand(1, 2, 5, 4)
    add("attention_qkt",
        lambda b, x, y: b.node("Softmax", [b.node("Div", [b.node("MatMul", [x, b.node("Transpose", [y], perm=[0, 1, 3, 2])]),
                                                          b.const(np.array(2.0, np.float32))])], axis=-1),
        [q, k], [np_softmax(np.matmul(q, k.transpose(0, 1, 3, 2)) / 2.0, -1)])
    return out


# --- Bad inputs -----------------------------------------------------------------------------------


def bad_models(ops):
    out = {}
    good = ops["conv_basic"][0].SerializeToString()
    out["truncated.onnx"] = good[: len(good) // 2]
    out["not_onnx.onnx"] = b"this is a text file, not an ONNX model\n" * 4

    def model(nodes, inputs, outputs, inits=(), opset=13):
        g = helper.make_graph(nodes, "bad", inputs, outputs, list(inits))
        m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])
        m.ir_version = 8
        return m.SerializeToString()

    vi = lambda name, shape: helper.make_tensor_value_info(name, TensorProto.FLOAT, shape)
    out["unknown_opset.onnx"] = model([helper.make_node("Relu", ["x"], ["y"], name="relu")], [vi("x", [2])],
                                      [vi("y", [2])], opset=99)
    out["unsupported_ops.onnx"] = model(
        [helper.make_node("NonZero", ["x"], ["a"], name="nz1"), helper.make_node("Relu", ["x"], ["b"], name="relu"),
         helper.make_node("TopK", ["x", "k"], ["c", "ci"], name="topk"),
         helper.make_node("NonZero", ["b"], ["d"], name="nz2")],
        [vi("x", [4])], [helper.make_tensor_value_info("a", TensorProto.INT64, None),
                         helper.make_tensor_value_info("d", TensorProto.INT64, None)],
        [numpy_helper.from_array(np.array([2], np.int64), "k")])
    out["shape_mismatch.onnx"] = model([helper.make_node("Add", ["x", "y"], ["z"], name="bad_add")],
                                       [vi("x", [2, 3]), vi("y", [4, 5])], [vi("z", [2, 3])])
    out["cycle.onnx"] = model([helper.make_node("Relu", ["b"], ["a"], name="first"),
                               helper.make_node("Add", ["a", "x"], ["b"], name="second")],
                              [vi("x", [3])], [vi("a", [3])])
    w = numpy_helper.from_array(np.zeros((6, 4, 3, 3), np.float32), "weights")
    w.raw_data = w.raw_data[:-8]
    out["initializer_size.onnx"] = model([helper.make_node("Conv", ["x", "weights"], ["y"], name="conv")],
                                         [vi("x", [1, 4, 5, 5])], [vi("y", [1, 6, 3, 3])], [w])
    out["pads_length.onnx"] = model([helper.make_node("Conv", ["x", "w"], ["y"], name="conv_pads", pads=[1, 1])],
                                    [vi("x", [1, 2, 5, 5])], [vi("y", [1, 2, 5, 5])],
                                    [numpy_helper.from_array(np.zeros((2, 2, 3, 3), np.float32), "w")], opset=18)
    out["add_one_input.onnx"] = model([helper.make_node("Add", ["x"], ["y"], name="lonely_add")], [vi("x", [3])],
                                      [vi("y", [3])], opset=18)
    out["gather_out_of_range.onnx"] = model(
        [helper.make_node("Gather", ["x", "idx"], ["y"], name="far_gather", axis=0)], [vi("x", [4, 3])], [vi("y", [1, 3])],
        [numpy_helper.from_array(np.array([7], np.int64), "idx")], opset=18)
    out["dynamic_batch.onnx"] = model([helper.make_node("Relu", ["x"], ["y"], name="relu")], [vi("x", ["batch", 8])],
                                      [vi("y", ["batch", 8])])
    return out


def main():
    out_dir = sys.argv[1]
    os.makedirs(os.path.join(out_dir, "ops"), exist_ok=True)
    os.makedirs(os.path.join(out_dir, "bad"), exist_ok=True)
    for name, build in [("resnet18", resnet18), ("mobilenetv2", mobilenetv2), ("bert_layer", bert_layer)]:
        model = build()
        onnx.save(model, os.path.join(out_dir, name + ".onnx"))
        shape = [d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim]
        np.save(os.path.join(out_dir, name + ".input.npy"), rand(*shape))  # the model's one input
    ops = op_models()
    names = []
    for name, (m, inputs, expected) in sorted(ops.items()):
        onnx.save(m, os.path.join(out_dir, "ops", name + ".onnx"))
        for i, a in enumerate(inputs):
            np.save(os.path.join(out_dir, "ops", f"{name}.in{i}.npy"), a)
        for i, e in enumerate(expected):
            np.save(os.path.join(out_dir, "ops", f"{name}.out{i}.npy"), e)
        names.append(name)
    with open(os.path.join(out_dir, "ops", "list.txt"), "w") as f:
        f.write("\n".join(names) + "\n")
    for name, data in bad_models(ops).items():
        with open(os.path.join(out_dir, "bad", name), "wb") as f:
            f.write(data)
    print(f"make_models: 3 models, {len(names)} op models, {len(bad_models(ops))} bad inputs in {out_dir}")


if __name__ == "__main__":
    main()
