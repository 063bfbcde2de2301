# Shared by the command-line script tests: run ${KTUNE} with arguments, expect an exit code,
# and return stdout and stderr together.
function(run_ktune expected_code out_var)
  execute_process(COMMAND ${KTUNE} ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL ${expected_code})
    message(FATAL_ERROR "ktune ${ARGN}: exit ${code}, expected ${expected_code}\n${out}\n${err}")
  endif()
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()
