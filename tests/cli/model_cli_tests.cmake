# ktune import, inspect --model and tune --model on the generated models: exit codes, the JSON
# written, and bad input (exit code 2, the node or input named, nothing written).
include(${CMAKE_CURRENT_LIST_DIR}/KtuneCli.cmake)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

# Channels last (the default): the image's copy into NHWC is a kernel and a task of its own.
run_ktune(0 out import ${MODELS}/resnet18.onnx -o ${WORK}/resnet18.json)
if(NOT out MATCHES "69 ONNX nodes \\(opset 13\\) -> 24 kernels .* 19 tasks")
  message(FATAL_ERROR "import summary: ${out}")
endif()
run_ktune(0 nchw import ${MODELS}/resnet18.onnx -o ${WORK}/resnet18.nchw.json --layout nchw)
if(NOT nchw MATCHES "-> 23 kernels .* 18 tasks")
  message(FATAL_ERROR "import --layout nchw summary: ${nchw}")
endif()
run_ktune(2 bad import ${MODELS}/resnet18.onnx -o ${WORK}/never.json --layout nchwc)
if(NOT bad MATCHES "layout 'nchwc'" OR EXISTS ${WORK}/never.json)
  message(FATAL_ERROR "import --layout nchwc: ${bad}")
endif()
file(READ ${WORK}/resnet18.json json)
string(JSON format GET "${json}" format)
string(JSON ntasks LENGTH "${json}" tasks)
string(JSON nkernels LENGTH "${json}" kernels)
string(JSON first GET "${json}" kernels 1 name)
string(JSON nodes GET "${json}" kernels 1 onnx_nodes)
if(NOT format STREQUAL "ktune-model" OR NOT ntasks EQUAL 19 OR NOT nkernels EQUAL 24
   OR NOT first MATCHES "^ktune_fused_conv2d_bias_relu_1x112x112x64_" OR NOT nodes MATCHES "Conv_.*BatchNormalization_.*Relu_")
  message(FATAL_ERROR "resnet18.json: format ${format}, ${ntasks} tasks, ${nkernels} kernels, first ${first} (${nodes})")
endif()

run_ktune(0 out inspect --model ${MODELS}/bert_layer.onnx --stage graph)
foreach(expected "LayerNormalization" "Gelu" "dense:M=128,N=3072,K=768,bias=1,residual=0,act=gelu" "dense:M=128,N=768,K=3072,bias=1,residual=1,act=none" "view of %"
                 "softmax:M=1536,N=128" "\\[K,N\\] packed to \\[ceil\\(N/32\\),K,32\\] at import" "act=gelu,dtype=f32,nblock=32")
  if(NOT out MATCHES "${expected}")
    message(FATAL_ERROR "inspect --model lacks '${expected}':\n${out}")
  endif()
endforeach()
run_ktune(2 out inspect --model ${MODELS}/bert_layer.onnx --stage llvm)

# A small model's tasks tuned together (2 trials each), with the estimated latency, and a shard.
# (NCHW: one task, where channels last adds the copies in and out.)
run_ktune(0 out tune --model ${MODELS}/ops/conv_residual_relu.onnx --layout nchw --trials 2 --batch 2 --repeat 1
          --min-repeat-ms 1 --db ${WORK}/tune.db --json)
string(JSON latency GET "${out}" estimated_latency_s)
string(JSON ntasks LENGTH "${out}" tasks)
if(NOT latency GREATER 0 OR NOT ntasks EQUAL 1)
  message(FATAL_ERROR "tune --model: ${out}")
endif()
run_ktune(0 out tune --model ${MODELS}/ops/attention_qkt.onnx --trials 2 --batch 2 --repeat 1 --min-repeat-ms 1
          --db ${WORK}/shard.db --shard 1/2)
if(NOT out MATCHES "softmax:M=10,N=5" OR out MATCHES "batch_matmul")
  message(FATAL_ERROR "tune --model --shard 1/2 should tune the second task (softmax) only:\n${out}")
endif()
# The imported JSON is a tasks file too.
run_ktune(0 out import ${MODELS}/ops/matmul_weight_bias_relu.onnx -o ${WORK}/small.json)
run_ktune(0 out tune --tasks ${WORK}/small.json --trials 2 --batch 2 --repeat 1 --min-repeat-ms 1 --db ${WORK}/tasks.db)

# Bad input: exit code 2, a message naming what is wrong, no output file.
foreach(case "truncated;is not an ONNX model" "not_onnx;is not an ONNX model" "cycle;cycle"
             "unsupported_ops;2 x NonZero: nz1, nz2" "shape_mismatch;bad_add"
             "initializer_size;initializer 'weights' holds 214 values" "unknown_opset;opset 99"
             "dynamic_batch;open dimension 0")
  list(GET case 0 name)
  list(GET case 1 expected)
  run_ktune(2 out import ${MODELS}/bad/${name}.onnx -o ${WORK}/${name}.json)
  if(NOT out MATCHES "${expected}")
    message(FATAL_ERROR "import of bad/${name}.onnx: expected '${expected}' in: ${out}")
  endif()
  if(EXISTS ${WORK}/${name}.json OR EXISTS ${WORK}/${name}.json.tmp)
    message(FATAL_ERROR "import of bad/${name}.onnx wrote a file")
  endif()
endforeach()
run_ktune(2 out import ${MODELS}/bad/dynamic_batch.onnx -o ${WORK}/dyn.json --input-shape y=2x8)
if(NOT out MATCHES "'y', which is not an input of the model \\(its inputs: x\\)")
  message(FATAL_ERROR "unknown --input-shape name: ${out}")
endif()
run_ktune(0 out import ${MODELS}/bad/dynamic_batch.onnx -o ${WORK}/dyn.json --input-shape x=2x8)
run_ktune(2 out import ${MODELS}/bad/dynamic_batch.onnx -o ${WORK}/dyn.json --input-shape x=2xq)
message(STATUS "model cli tests passed")
