# ktune export and ktune explain, end to end: tune a little, export five kernels (a tuned
# matmul, a dense + gelu and a softmax with no record, a relu through the generic template and a
# user DAG), build the plain C consumer against the static and against the shared library, run
# both, check what the shared library needs at run time, and ask explain about a kernel.
include(${CMAKE_CURRENT_LIST_DIR}/../cli/KtuneCli.cmake)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK} ${WORK}/no-records)
set(DB ${WORK}/tune.db)
set(FAST --repeat 1 --min-repeat-ms 1 --build-workers 1 --batch 2)
# No shipped records: the kernels without a database record come from their templates.
set(ENV{KTUNE_RECORDS_DIR} ${WORK}/no-records)
file(WRITE ${WORK}/dag.json [=[{"format": "ktune-dag", "version": 1, "inputs": ["X", "W"], "outputs": ["Y"],
  "tensors": [{"name": "X", "placeholder": true, "shape": [12, 9]}, {"name": "W", "placeholder": true, "shape": [9, 20]},
    {"name": "D", "shape": [12, 20], "axes": ["i", "j"], "body": {"op": "reduce", "kind": "sum",
      "axes": [{"name": "k", "extent": 9}], "source": {"op": "mul", "a": {"read": "X", "indices": [{"var": "i"}, {"var": "k"}]},
      "b": {"read": "W", "indices": [{"var": "k"}, {"var": "j"}]}}}},
    {"name": "Y", "shape": [12, 20], "axes": ["i", "j"], "body": {"op": "call", "fn": "tanh",
      "args": [{"read": "D", "indices": [{"var": "i"}, {"var": "j"}]}]}}]}]=])

run_ktune(0 out tune -w matmul:M=64,N=48,K=40 --trials 3 --db ${DB} ${FAST} --json)
string(JSON matmul_record GET "${out}" best record_id)
run_ktune(0 out tune -w @${WORK}/dag.json --trials 2 --db ${DB} ${FAST} --json)
string(JSON dag_key GET "${out}" workload_key)

set(OUT ${WORK}/lib)
run_ktune(0 out export --db ${DB} --out ${OUT} --name kt_test --json
          -w matmul:M=64,N=48,K=40 -w dense:M=16,N=40,K=24,bias=1,act=gelu -w softmax:M=8,N=100 -w relu:M=7,N=33
          -w @${WORK}/dag.json)
string(JSON n LENGTH "${out}" kernels)
if(NOT n EQUAL 5)
  message(FATAL_ERROR "export wrote ${n} kernels, expected 5\n${out}")
endif()
foreach(i RANGE 4)
  string(JSON symbol GET "${out}" kernels ${i} symbol)
  string(JSON source GET "${out}" kernels ${i} source)
  list(APPEND SYMBOLS ${symbol})
  list(APPEND SOURCES ${source})
endforeach()
if(NOT SOURCES STREQUAL "database;template;template;template;database")
  message(FATAL_ERROR "export chose ${SOURCES} for ${SYMBOLS}\n${out}")
endif()
foreach(f libkt_test.a libkt_test.so kt_test.h manifest.json)
  if(NOT EXISTS ${OUT}/${f})
    message(FATAL_ERROR "export did not write ${f}")
  endif()
endforeach()
file(GLOB partial ${WORK}/.lib.partial-*)
if(partial)
  message(FATAL_ERROR "export left its staging folder behind: ${partial}")
endif()

# The manifest says where each kernel came from: the database record of the tuned matmul.
file(READ ${OUT}/manifest.json manifest)
string(JSON m_symbol GET "${manifest}" kernels 0 symbol)
string(JSON m_record GET "${manifest}" kernels 0 record id)
string(JSON m_trace GET "${manifest}" kernels 0 trace)
string(JSON m_template GET "${manifest}" kernels 1 source_detail)
if(NOT m_symbol STREQUAL "ktune_matmul_f32_m64_n48_k40" OR NOT m_record EQUAL matmul_record)
  message(FATAL_ERROR "manifest kernel 0: ${m_symbol}, record ${m_record} (tune said ${matmul_record})")
endif()
if(NOT m_template MATCHES "defaults of template dense .*no record")
  message(FATAL_ERROR "manifest does not say why dense used the template: ${m_template}")
endif()

# The consumer, in C, against the static library, then against the shared one.
foreach(kind static shared)
  if(kind STREQUAL "static")
    set(link ${OUT}/libkt_test.a)
  else()
    set(link -L${OUT} -lkt_test -Wl,-rpath,${OUT})
  endif()
  execute_process(COMMAND ${CC} -std=c99 -Wall -Wextra -Werror -O1 ${CONSUMER} -I${OUT} ${link} -lm -lpthread
                          -o ${WORK}/consumer_${kind} RESULT_VARIABLE code OUTPUT_VARIABLE cout ERROR_VARIABLE cerr)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "building the C consumer (${kind}) failed:\n${cout}\n${cerr}")
  endif()
  execute_process(COMMAND ${WORK}/consumer_${kind} ${dag_key} RESULT_VARIABLE code OUTPUT_VARIABLE cout ERROR_VARIABLE cerr)
  message(STATUS "consumer (${kind}):\n${cout}${cerr}")
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "the C consumer (${kind}) failed: exit ${code}\n${cout}\n${cerr}")
  endif()
endforeach()

# What the shared library needs at run time: libc, libm and libpthread, nothing else.
execute_process(COMMAND ${READELF} -d ${OUT}/libkt_test.so OUTPUT_VARIABLE dyn RESULT_VARIABLE code)
string(REGEX MATCHALL "Shared library: \\[[^]]*\\]" needed "${dyn}")
foreach(n ${needed})
  if(NOT n MATCHES "\\[(libc|libm|libpthread)\\.so|\\[ld-linux")
    message(FATAL_ERROR "libkt_test.so needs ${n}\n${dyn}")
  endif()
endforeach()

# explain: from the manifest and from the database, the same record; every stage printed.
run_ktune(0 out explain ktune_matmul_f32_m64_n48_k40_packed --manifest ${OUT}/manifest.json)
foreach(part "kernel     ktune_matmul_f32_m64_n48_k40" "record ${matmul_record} of" "==== tensor IR"
        "==== schedule" "==== loop IR" "==== LLVM IR" "==== assembly" "define void @ktune_matmul_f32_m64_n48_k40")
  string(FIND "${out}" "${part}" at)
  if(at LESS 0)
    message(FATAL_ERROR "explain --manifest does not print '${part}':\n${out}")
  endif()
endforeach()
run_ktune(0 out explain ktune_matmul_f32_m64_n48_k40 --db ${DB} --json)
string(JSON db_record GET "${out}" record id)
if(NOT db_record EQUAL matmul_record)
  message(FATAL_ERROR "explain --db names record ${db_record}, tune stored ${matmul_record}")
endif()
list(GET SYMBOLS 4 dag_symbol)
run_ktune(0 out explain ${dag_symbol} --manifest ${OUT}/manifest.json --stage te)
if(NOT out MATCHES "a user DAG")
  message(FATAL_ERROR "explain of the DAG kernel:\n${out}")
endif()
run_ktune(2 out explain ktune_no_such_kernel --manifest ${OUT}/manifest.json)
run_ktune(2 out explain ktune_no_such_kernel --db ${DB})

# Bad requests write nothing.
file(WRITE ${WORK}/empty.jsonl "")
run_ktune(0 out db import --db ${WORK}/empty.db ${WORK}/empty.jsonl)
run_ktune(2 out export --db ${WORK}/empty.db --out ${WORK}/bad1)
if(NOT out MATCHES "no successful records")
  message(FATAL_ERROR "export of an empty database: ${out}")
endif()
run_ktune(2 out export --db ${DB} --out ${WORK}/bad2 -w frobnicate:M=3)
run_ktune(2 out export --db ${DB} --out ${WORK}/bad3 --target "llvm -mcpu=no-such-cpu" -w matmul:M=64,N=48,K=40)
if(NOT out MATCHES "does not know the CPU 'no-such-cpu'")
  message(FATAL_ERROR "export to an unknown CPU: ${out}")
endif()
run_ktune(2 out export --db ${DB} --out ${WORK}/bad6 --target vulkan)
run_ktune(2 out export --db ${WORK}/missing.db --out ${WORK}/bad4)
run_ktune(2 out export --db ${DB} --out ${WORK}/bad5 --name "not a name")
foreach(d bad1 bad2 bad3 bad4 bad5 bad6)
  if(EXISTS ${WORK}/${d})
    message(FATAL_ERROR "a failed export created ${WORK}/${d}")
  endif()
endforeach()
file(GLOB partial ${WORK}/.bad*)
if(partial)
  message(FATAL_ERROR "a failed export left ${partial}")
endif()
