# Shared by the command-line script tests: run ${KTUNE} with arguments, expect an exit code,
# and return stdout and stderr together.
function(run_ktune expected_code out_var)
  execute_process(COMMAND ${KTUNE} ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL ${expected_code})
    message(FATAL_ERROR "ktune ${ARGN}: exit ${code}, expected ${expected_code}\n${out}\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()

# Builds a plain C program against an exported library, static or shared (kind), with the system
# C compiler (${CC}) into ${WORK}; sets exe_var to the program. Extra arguments go to the compiler.
function(build_c_consumer source lib_dir lib_name kind exe_var)
  if(kind STREQUAL "static")
    set(link ${lib_dir}/lib${lib_name}.a)
  else()
    set(link -L${lib_dir} -l${lib_name} -Wl,-rpath,${lib_dir})
  endif()
  get_filename_component(base ${source} NAME_WE)
  set(exe ${WORK}/${base}_${kind})
  execute_process(COMMAND ${CC} -std=c99 -Wall -Wextra -Werror -O1 ${source} -I${lib_dir} ${link} ${ARGN} -lm -lpthread
                          -o ${exe} RESULT_VARIABLE code OUTPUT_VARIABLE cout ERROR_VARIABLE cerr)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "building ${source} (${kind}) failed:\n${cout}\n${cerr}")
  endif()
  set(${exe_var} ${exe} PARENT_SCOPE)
endfunction()
