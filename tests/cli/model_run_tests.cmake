# ktune run --model and ktune export --model on the generated models: each model runs end to end
# and matches the reference interpreter; each exported library, built by the system C compiler
# with examples/model/classify.c, gives the same outputs as ktune run --model; bad input is
# refused with exit code 2 and nothing written.
include(${CMAKE_CURRENT_LIST_DIR}/KtuneCli.cmake)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

foreach(model resnet18 mobilenetv2 bert_layer)
  run_ktune(0 out import ${MODELS}/${model}.onnx -o ${WORK}/${model}.json)
  file(READ ${WORK}/${model}.json json)
  string(JSON input GET "${json}" inputs 0 name)
  string(JSON output GET "${json}" outputs 0 name)
  run_ktune(0 out run --model ${MODELS}/${model}.onnx --input ${input}=${MODELS}/${model}.input.npy
            --output ${output}=${WORK}/${model}.expected.npy --check interpreter --repeat 1 --json)
  string(JSON correct GET "${out}" correct)
  string(JSON workspace GET "${out}" workspace_bytes)
  string(JSON unshared GET "${out}" unshared_bytes)
  if(NOT correct OR NOT workspace GREATER 0 OR NOT workspace LESS unshared)
    message(FATAL_ERROR "run --model ${model}: ${out}")
  endif()
  # The model as one C library, used from plain C.
  run_ktune(0 out export --model ${MODELS}/${model}.onnx --out ${WORK}/${model}.lib --name model)
  execute_process(COMMAND ${CC} -O2 -Wall -Werror ${SOURCE}/examples/model/classify.c -I ${WORK}/${model}.lib
                          ${WORK}/${model}.lib/libmodel.a -lm -lpthread -o ${WORK}/${model}.classify
                  RESULT_VARIABLE code OUTPUT_VARIABLE cc_out ERROR_VARIABLE cc_out)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "building classify.c against the ${model} library failed:\n${cc_out}")
  endif()
  execute_process(COMMAND ${WORK}/${model}.classify ${MODELS}/${model}.input.npy --expect ${WORK}/${model}.expected.npy
                  RESULT_VARIABLE code OUTPUT_VARIABLE c_out ERROR_VARIABLE c_out)
  if(NOT code EQUAL 0 OR NOT c_out MATCHES "top-5 of ${output}")
    message(FATAL_ERROR "the exported ${model} library run from C:\n${c_out}")
  endif()
  message(STATUS "${model}: ${c_out}")
endforeach()

# One handle per thread, several threads at once: the same outputs as one thread.
execute_process(COMMAND ${CC} -O2 ${SOURCE}/tests/export/model_threads.c -I ${WORK}/bert_layer.lib
                        ${WORK}/bert_layer.lib/libmodel.a -lm -lpthread -o ${WORK}/model_threads
                RESULT_VARIABLE code ERROR_VARIABLE cc_out)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "building model_threads.c failed:\n${cc_out}")
endif()
execute_process(COMMAND ${WORK}/model_threads RESULT_VARIABLE code OUTPUT_VARIABLE t_out ERROR_VARIABLE t_out)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "the model library from several threads:\n${t_out}")
endif()
message(STATUS "${t_out}")

# The profile: every kernel with its share, sorted, and its ONNX nodes.
run_ktune(0 out run --model ${MODELS}/resnet18.onnx --profile --repeat 1 --check interpreter)
if(NOT out MATCHES "\\| share \\| ms \\| kernel \\| onnx nodes \\| schedule \\|" OR NOT out MATCHES "ktune_fused_conv2d_bias_relu_1x112x112x64_[0-9a-f]+ \\| Conv_")
  message(FATAL_ERROR "run --model --profile:\n${out}")
endif()

# The shared library with its weights in a file; the file of another model is refused.
run_ktune(0 out export --model ${MODELS}/mobilenetv2.onnx --out ${WORK}/mobile.files --name model --weights-file)
if(NOT EXISTS ${WORK}/mobile.files/model.weights OR NOT EXISTS ${WORK}/mobile.files/libmodel.so)
  message(FATAL_ERROR "export --weights-file wrote no weights file")
endif()
execute_process(COMMAND ${CC} -O2 ${SOURCE}/examples/model/classify.c -I ${WORK}/mobile.files -L ${WORK}/mobile.files
                        -Wl,-rpath,${WORK}/mobile.files -lmodel -lm -lpthread -o ${WORK}/mobile.shared
                RESULT_VARIABLE code ERROR_VARIABLE cc_out)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "building against libmodel.so failed:\n${cc_out}")
endif()
execute_process(COMMAND ${WORK}/mobile.shared ${MODELS}/mobilenetv2.input.npy --weights ${WORK}/mobile.files/model.weights
                        --expect ${WORK}/mobilenetv2.expected.npy RESULT_VARIABLE code OUTPUT_VARIABLE c_out ERROR_VARIABLE c_out)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "the shared library with a weights file:\n${c_out}")
endif()
file(WRITE ${WORK}/wrong.weights "not these weights")
execute_process(COMMAND ${WORK}/mobile.shared ${MODELS}/mobilenetv2.input.npy --weights ${WORK}/wrong.weights
                RESULT_VARIABLE code OUTPUT_VARIABLE c_out ERROR_VARIABLE c_out)
if(code EQUAL 0 OR NOT c_out MATCHES "is not this model's weights")
  message(FATAL_ERROR "a wrong weights file was not refused:\n${c_out}")
endif()

# Provenance: ktune explain on a model library's function names the ONNX nodes it computes.
file(READ ${WORK}/resnet18.lib/manifest.json manifest)
string(JSON symbol GET "${manifest}" kernels 1 symbol)  # kernel 0 is the image's copy into NHWC
run_ktune(0 out explain ${symbol} --manifest ${WORK}/resnet18.lib/manifest.json --stage te)
if(NOT out MATCHES "onnx nodes Conv_[0-9]+, BatchNormalization_[0-9]+, Relu_[0-9]+ \\(called 1 times")
  message(FATAL_ERROR "explain on a model library:\n${out}")
endif()

# Bad input: exit code 2, the input named, nothing written.
file(READ ${WORK}/resnet18.json json)
string(JSON resnet_output GET "${json}" outputs 0 name)
run_ktune(2 out run --model ${MODELS}/resnet18.onnx --input input=${MODELS}/bert_layer.input.npy
          --output ${resnet_output}=${WORK}/never.npy)
if(NOT out MATCHES "input 'input' must be f32\\[1,3,224,224\\]" OR EXISTS ${WORK}/never.npy)
  message(FATAL_ERROR "a wrong input shape: ${out}")
endif()
run_ktune(2 out run --model ${MODELS}/ops/attention_qkt.onnx --input x0=${MODELS}/ops/attention_qkt.in0.npy)
if(NOT out MATCHES "input 'x1' is missing")
  message(FATAL_ERROR "a missing input: ${out}")
endif()
run_ktune(2 out run --model ${MODELS}/ops/attention_qkt.onnx --input y=${MODELS}/ops/attention_qkt.in0.npy)
run_ktune(2 out run --model ${MODELS}/resnet18.onnx --output logits=${WORK}/never.npy)
if(NOT out MATCHES "--output names 'logits', which is not an output of the model")
  message(FATAL_ERROR "an unknown output: ${out}")
endif()
run_ktune(2 out run --model ${MODELS}/resnet18.onnx --input input=${WORK}/none.npy)
file(WRITE ${WORK}/short.npy "\x93NUMPY")
run_ktune(2 out run --model ${MODELS}/resnet18.onnx --input input=${WORK}/short.npy)
if(NOT out MATCHES "is not a .npy file")
  message(FATAL_ERROR "a truncated .npy: ${out}")
endif()
# (conv_basic's 3 tasks: the copy into NHWC, the conv, the copy back; 2 trials each.)
run_ktune(0 out tune --model ${MODELS}/ops/conv_basic.onnx --trials 6 --batch 2 --repeat 1 --min-repeat-ms 1
          --db ${WORK}/other.db)
# A model's tasks are timed as the model runs them (weights cold) unless --warm says otherwise.
if(NOT out MATCHES "weights evicted and activations rewritten per thread before each call")
  message(FATAL_ERROR "tune --model did not time with its weights cold:\n${out}")
endif()
run_ktune(0 out best --db ${WORK}/other.db --json
          -w conv2d:N=1,C=4,H=9,W=11,K=6,R=3,S=3,stride=1,pad=1,dilation=1,layout=nhwc,kblock=0,bias=1,residual=0,act=none,dtype=f32)
if(NOT out MATCHES "\"cold\":\"model\"")
  message(FATAL_ERROR "tune --model: the conv's record does not say its weights were cold:\n${out}")
endif()
run_ktune(0 out tune --model ${MODELS}/ops/conv_basic.onnx --trials 6 --batch 2 --repeat 1 --min-repeat-ms 1
          --db ${WORK}/warm.db --warm)
if(out MATCHES "before each call")
  message(FATAL_ERROR "tune --model --warm still timed cold:\n${out}")
endif()
if(out MATCHES "another condition")
  message(FATAL_ERROR "tune --model --warm into a fresh database warned of other conditions:\n${out}")
endif()
run_ktune(0 out best --db ${WORK}/warm.db --json
          -w conv2d:N=1,C=4,H=9,W=11,K=6,R=3,S=3,stride=1,pad=1,dilation=1,layout=nhwc,kblock=0,bias=1,residual=0,act=none,dtype=f32)
if(out MATCHES "\"cold\"")
  message(FATAL_ERROR "tune --model --warm: the record says it was cold:\n${out}")
endif()
# Tuning warm into the database of the cold session: warned that the two conditions would compete.
run_ktune(0 out tune --model ${MODELS}/ops/conv_basic.onnx --trials 6 --batch 2 --repeat 1 --min-repeat-ms 1
          --db ${WORK}/other.db --warm)
if(NOT out MATCHES "other.db holds records of these workloads on [^\n]* measured under another condition \\([0-9]+ cold: model\\)")
  message(FATAL_ERROR "tune --warm into a cold database did not warn of the other condition:\n${out}")
endif()
run_ktune(2 out run --model ${MODELS}/resnet18.onnx --db ${WORK}/other.db)
if(NOT out MATCHES "holds no record for any of this model's 19 workloads")
  message(FATAL_ERROR "a database of another model: ${out}")
endif()
run_ktune(2 out export --model ${MODELS}/resnet18.onnx --db ${WORK}/other.db --out ${WORK}/never.lib)
if(EXISTS ${WORK}/never.lib)
  message(FATAL_ERROR "a failed export wrote its folder")
endif()
# The small model's own tuned record is used, and says so.
run_ktune(0 out run --model ${MODELS}/ops/conv_basic.onnx --db ${WORK}/other.db --check interpreter)
if(NOT out MATCHES "schedules  3 tuned")
  message(FATAL_ERROR "run --model --db did not use the tuned record:\n${out}")
endif()
message(STATUS "model run and export tests passed")
