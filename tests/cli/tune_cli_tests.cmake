# ktune tune and ktune run --db: the JSON contract, resuming, and run picking the tuned record.
include(${CMAKE_CURRENT_LIST_DIR}/KtuneCli.cmake)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(DB ${WORK}/tune.db)
set(SPEC matmul:M=16,N=32,K=8)
# --no-library: these tests are about schedules (library_cli_tests.cmake covers the libraries).
# --final 0: they count the search's records (the final round is checked below).
set(FAST --repeat 1 --min-repeat-ms 1 --build-workers 1 --batch 2 --no-library --final 0)

# The final round (on by default): the template's defaults and the best configurations measured
# again side by side, one new record each; its winner is the session's best and run's choice.
run_ktune(0 out tune -w ${SPEC} --trials 4 --db ${WORK}/final.db --repeat 1 --min-repeat-ms 1 --build-workers 1
          --batch 2 --no-library --json)
string(JSON winner GET "${out}" final winner)
string(JSON record GET "${out}" best record_id)
string(JSON finalists LENGTH "${out}" final finalists)
string(JSON processes GET "${out}" final processes)
if(NOT winner EQUAL record OR finalists LESS 2 OR NOT processes EQUAL 3)
  message(FATAL_ERROR "tune --json: final round winner ${winner} (best ${record}), ${finalists} finalists, "
                      "${processes} processes\n${out}")
endif()
set(template_in_round FALSE)
math(EXPR last "${finalists} - 1")
foreach(i RANGE ${last})
  string(JSON is_template GET "${out}" final finalists ${i} template)
  if(is_template)
    set(template_in_round TRUE)
  endif()
endforeach()
if(NOT template_in_round)
  message(FATAL_ERROR "the final round left out the template's defaults\n${out}")
endif()
run_ktune(0 out db stats --db ${WORK}/final.db --json)
string(JSON records GET "${out}" records)
math(EXPR expected "4 + ${finalists}")
if(NOT records EQUAL expected)
  message(FATAL_ERROR "after the final round: ${records} records, expected ${expected}\n${out}")
endif()
run_ktune(0 out run -w ${SPEC} --db ${WORK}/final.db --repeat 1 --min-repeat-ms 1 --json)
string(JSON source GET "${out}" schedule)
if(NOT source MATCHES "record ${winner}([^0-9]|$)")
  message(FATAL_ERROR "run --db did not choose the final round's winner ${winner}: ${source}")
endif()
run_ktune(0 out tune -w ${SPEC} --trials 4 --db ${WORK}/final.db --repeat 1 --min-repeat-ms 1 --build-workers 1
          --batch 2 --no-library)
if(NOT out MATCHES "final      [0-9]+ finalists measured side by side in 3 runner processes; winner: ")
  message(FATAL_ERROR "tune's summary does not give the final round: ${out}")
endif()
run_ktune(2 out tune -w ${SPEC} --trials 1 --db ${WORK}/final.db --final -1)
if(NOT out MATCHES "--final")
  message(FATAL_ERROR "tune --final -1 not refused by name: ${out}")
endif()

run_ktune(0 out tune -w ${SPEC} --trials 3 --db ${DB} --seed 4 ${FAST} --json)
string(JSON measured GET "${out}" measured)
string(JSON found GET "${out}" found)
string(JSON record GET "${out}" best record_id)
if(NOT measured EQUAL 3 OR NOT found OR NOT record GREATER 0)
  message(FATAL_ERROR "tune --json: measured ${measured}, found ${found}, record ${record}\n${out}")
endif()

# The best (at least) was measured in two runner processes, the default of --confirm.
string(JSON confirmed GET "${out}" confirmed)
if(NOT confirmed GREATER_EQUAL 1)
  message(FATAL_ERROR "tune --json: ${confirmed} contenders measured again, expected at least 1\n${out}")
endif()

# Where the time went: the harness built and timed the three, within the session's time.
string(JSON harness GET "${out}" phases_s harness)
string(JSON elapsed GET "${out}" elapsed_s)
if(NOT harness GREATER 0 OR harness GREATER elapsed)
  message(FATAL_ERROR "tune --json: harness ${harness} s of a ${elapsed} s session\n${out}")
endif()

# Again: the three stored configurations are skipped, three new ones measured.
run_ktune(0 out tune -w ${SPEC} --trials 3 --db ${DB} --seed 4 ${FAST} --json)
string(JSON skipped GET "${out}" already_in_database)
if(NOT skipped EQUAL 3)
  message(FATAL_ERROR "resumed tune skipped ${skipped}, expected 3\n${out}")
endif()

# run --db uses the best record of this device and says so; without a record, the template.
run_ktune(0 out run -w ${SPEC} --db ${DB} --repeat 1 --min-repeat-ms 1 --json)
string(JSON source GET "${out}" schedule)
if(NOT source MATCHES "^database .*tune.db record [0-9]+")
  message(FATAL_ERROR "run --db chose: ${source}")
endif()
run_ktune(0 out run -w matmul:M=8,N=8,K=8 --db ${DB} --repeat 1 --min-repeat-ms 1 --json)
string(JSON source GET "${out}" schedule)
if(NOT source MATCHES "^template matmul \\(no tuned record")
  message(FATAL_ERROR "run --db without a record chose: ${source}")
endif()

# Bad input: exit 2, and the database keeps what it had.
run_ktune(2 out tune -w frobnicate:M=4 --trials 1 --db ${DB})
if(NOT out MATCHES "unknown op 'frobnicate'")
  message(FATAL_ERROR "tune of an unknown op: ${out}")
endif()
run_ktune(2 out tune -w ${SPEC} --trials 1 --db ${DB} --strategy annealing)
run_ktune(2 out tune -w ${SPEC} --trials 1 --db ${DB} --confirm 0)
if(NOT out MATCHES "--confirm")
  message(FATAL_ERROR "tune --confirm 0 not refused by name: ${out}")
endif()
run_ktune(0 out db stats --db ${DB} --json)
string(JSON records GET "${out}" records)
if(NOT records EQUAL 6)
  message(FATAL_ERROR "db stats after the bad requests: ${records} records, expected 6\n${out}")
endif()

# --tasks with --shard: two shards into two databases, merged; every task tuned exactly once.
file(WRITE ${WORK}/tasks.json [=[{"tasks": [
  {"workload": "matmul:M=16,N=32,K=8", "weight": 3},
  {"workload": "softmax:M=2,N=40", "weight": 1},
  {"workload": "matmul:M=8,N=16,K=24"}]}]=])
run_ktune(0 out tune --tasks ${WORK}/tasks.json --shard 0/2 --trials 4 --db ${WORK}/s0.db ${FAST} --json)
string(JSON n LENGTH "${out}" tasks)
if(NOT n EQUAL 2)
  message(FATAL_ERROR "shard 0/2 tuned ${n} tasks, expected 2 (tasks 0 and 2)\n${out}")
endif()
string(JSON harness GET "${out}" phases_s harness)
if(NOT harness GREATER 0)
  message(FATAL_ERROR "tune --tasks --json: the tasks' harness time is ${harness} s\n${out}")
endif()
run_ktune(0 out tune --tasks ${WORK}/tasks.json --shard 1/2 --trials 2 --db ${WORK}/s1.db ${FAST} --json)
string(JSON n LENGTH "${out}" tasks)
string(JSON spec GET "${out}" tasks 0 workload)
if(NOT n EQUAL 1 OR NOT spec MATCHES "^softmax")
  message(FATAL_ERROR "shard 1/2 tuned ${n} tasks (${spec}), expected softmax alone\n${out}")
endif()
run_ktune(0 out db merge --db ${WORK}/all.db ${WORK}/s0.db ${WORK}/s1.db)
run_ktune(0 out db stats --db ${WORK}/all.db --json)
string(JSON workloads GET "${out}" workloads)
string(JSON records GET "${out}" records)
if(NOT workloads EQUAL 3 OR NOT records EQUAL 6)
  message(FATAL_ERROR "merged shards: ${workloads} workloads, ${records} records; expected 3 and 6\n${out}")
endif()
# --resume: shard 0/2 rerun into s0.db counts its 4 stored configurations and measures nothing
# more; into a new database given half its budget first, it tops up to the same 4.
run_ktune(0 out tune --tasks ${WORK}/tasks.json --shard 0/2 --trials 4 --db ${WORK}/s0.db ${FAST} --resume --json)
string(JSON trials GET "${out}" trials)
string(JSON resumed GET "${out}" resumed)
string(JSON index GET "${out}" tasks 1 index)
if(NOT trials EQUAL 0 OR NOT resumed EQUAL 4 OR NOT index EQUAL 2)
  message(FATAL_ERROR "--resume of a finished shard: trials ${trials}, resumed ${resumed}, task index ${index}; expected 0, 4, 2
${out}")
endif()
# (Exit 1: the budget ran out before task 2 had a batch, so it has no best.)
run_ktune(1 out tune --tasks ${WORK}/tasks.json --shard 0/2 --trials 2 --db ${WORK}/r0.db ${FAST} --json)
run_ktune(0 out tune --tasks ${WORK}/tasks.json --shard 0/2 --trials 4 --db ${WORK}/r0.db ${FAST} --resume --json)
string(JSON trials GET "${out}" trials)
string(JSON resumed GET "${out}" resumed)
if(NOT trials EQUAL 2 OR NOT resumed EQUAL 2)
  message(FATAL_ERROR "--resume after half the budget: trials ${trials}, resumed ${resumed}; expected 2 and 2
${out}")
endif()
run_ktune(2 out tune --tasks ${WORK}/tasks.json --shard 2/2 --trials 2 --db ${WORK}/s2.db)
run_ktune(2 out tune --tasks ${WORK}/tasks.json -w matmul:M=4,N=4,K=4 --trials 2 --db ${WORK}/s2.db)
run_ktune(2 out tune -w matmul:M=4,N=4,K=4 --trials 2 --max-task-trials 2 --db ${WORK}/s2.db)
if(NOT out MATCHES "--max-task-trials goes with --tasks or --model")
  message(FATAL_ERROR "tune --workload --max-task-trials not refused: ${out}")
endif()

# Shipped records: with no database record, run falls back to the records directory.
file(MAKE_DIRECTORY ${WORK}/records)
run_ktune(0 out db export --db ${DB} --workload ${SPEC} --output ${WORK}/records/shipped.jsonl)
execute_process(COMMAND ${CMAKE_COMMAND} -E env KTUNE_RECORDS_DIR=${WORK}/records
                        ${KTUNE} run -w ${SPEC} --repeat 1 --min-repeat-ms 1 --json
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(JSON source GET "${out}" schedule)
if(NOT code EQUAL 0 OR NOT source MATCHES "^shipped record .*shipped.jsonl")
  message(FATAL_ERROR "run with shipped records: exit ${code}, chose: ${source}\n${err}")
endif()

# A user's DAG from a file (--workload @FILE): tuned through the generic template, found again
# by best and used by run --db. Ops of the registry without their own template (relu) too.
file(WRITE ${WORK}/dag.json [=[{"format": "ktune-dag", "version": 1, "inputs": ["X", "W"], "outputs": ["Y"],
  "tensors": [{"name": "X", "placeholder": true, "shape": [8, 6]}, {"name": "W", "placeholder": true, "shape": [6, 16]},
    {"name": "D", "shape": [8, 16], "axes": ["i", "j"], "body": {"op": "reduce", "kind": "sum",
      "axes": [{"name": "k", "extent": 6}], "source": {"op": "mul", "a": {"read": "X", "indices": [{"var": "i"}, {"var": "k"}]},
      "b": {"read": "W", "indices": [{"var": "k"}, {"var": "j"}]}}}},
    {"name": "Y", "shape": [8, 16], "axes": ["i", "j"], "body": {"op": "max",
      "a": {"read": "D", "indices": [{"var": "i"}, {"var": "j"}]}, "b": {"float": 0.0}}}]}]=])
run_ktune(0 out tune -w @${WORK}/dag.json --trials 3 --db ${WORK}/dag.db ${FAST} --json)
string(JSON measured GET "${out}" measured)
string(JSON failures GET "${out}" failures)
if(NOT measured EQUAL 3 OR NOT failures EQUAL 0)
  message(FATAL_ERROR "tune of a DAG file: measured ${measured}, failures ${failures}\n${out}")
endif()
run_ktune(0 out best -w @${WORK}/dag.json --db ${WORK}/dag.db --json)
run_ktune(0 out run -w @${WORK}/dag.json --db ${WORK}/dag.db --repeat 1 --min-repeat-ms 1 --json)
string(JSON source GET "${out}" schedule)
if(NOT source MATCHES "^database .*dag.db record [0-9]+")
  message(FATAL_ERROR "run --db of a DAG chose: ${source}")
endif()
run_ktune(0 out run -w @${WORK}/dag.json --repeat 1 --min-repeat-ms 1 --json)
string(JSON source GET "${out}" schedule)
if(NOT source MATCHES "^template generic")
  message(FATAL_ERROR "run of a DAG without a database chose: ${source}")
endif()
run_ktune(0 out tune -w relu:M=4,N=40 --trials 2 --db ${WORK}/dag.db ${FAST} --json)
run_ktune(2 out tune -w @${WORK}/no-such-dag.json --trials 1 --db ${WORK}/dag.db)
if(NOT out MATCHES "cannot read the DAG file")
  message(FATAL_ERROR "tune of a missing DAG file: ${out}")
endif()
