#!/usr/bin/env bash
# Scale-out under a real Slurm on this one machine: the array-job recipe of docs/commands.md run as
# written, then the faults a fleet meets (a shard cancelled and resubmitted, a shard that fails,
# two shards writing one database), each checked against the databases.
#   bash scripts/slurm-check.sh            (after a build: uses build/ktune, builds it if missing)
#
# It installs Debian's slurm-wlm and munge if missing, starts munged, slurmctld and slurmd on
# localhost with a one-node configuration of this machine (proctrack/linuxproc and task/none, so
# no systemd or cgroup delegation is needed; completion records in a text file, read by
# `sacct --completion`, since there is no slurmdbd), waits for the node to be idle, runs the
# checks, prints the job table, then stops the daemons and removes all its state.
# If the packages cannot be installed or the daemons do not start, it says why, prints
# "0 passed, 0 failed, 1 skipped" and exits 0: reported as skipped, never as passed. Any check
# that fails once Slurm runs prints the job outputs and exits 1.
# KTUNE_SLURM_KEEP=1 keeps the state folder (configuration, logs, job outputs, databases);
# KTUNE_SLURM_REQUIRE=1 makes a skip a failure (for a machine where Slurm is known to start).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
CHECK="python3 $ROOT/scripts/slurm_check.py"
PASSED=0
STATE=""
WORK=""

skip() {
  echo "slurm-check: SKIPPED: $*"
  if [ "${KTUNE_SLURM_REQUIRE:-0}" = 1 ]; then
    echo "slurm-check: 0 passed, 1 failed (KTUNE_SLURM_REQUIRE=1)"
    exit 1
  fi
  echo "slurm-check: 0 passed, 0 failed, 1 skipped"
  exit 0
}
note() { echo "slurm-check: $*"; }
pass() {  # runs a check that prints "ok: ..." or "FAILED: ..." and fails the script
  "$@"
  PASSED=$((PASSED + 1))
}
failed() {
  trap - ERR
  echo "slurm-check: FAILED: $*"
  if [ -n "$WORK" ]; then
    for f in "$WORK"/*.out; do [ -f "$f" ] && { echo "--- $f"; tail -20 "$f"; }; done
  fi
  [ -z "$STATE" ] || { echo "--- slurmctld log"; tail -20 "$STATE/log/slurmctld.log" 2>/dev/null || true; }
  echo "slurm-check: $PASSED passed, 1 failed"
  exit 1
}
# Any command that fails outside an explicit check fails the check, saying where.
trap 'failed "line $LINENO: $BASH_COMMAND exited with $?"' ERR

# --- 1. Slurm and munge from Debian, and ktune ------------------------------------------------
[ "$(id -u)" -eq 0 ] || skip "the daemons run as root here (SlurmUser=root) and the packages need apt-get: run as root"
need=()
for p in slurm-wlm munge sqlite3; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  note "installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}"; } >/tmp/slurm-check-apt.log 2>&1 ||
    skip "apt-get could not install ${need[*]}: $(tail -2 /tmp/slurm-check-apt.log | tr '\n' ' ')"
fi
if [ ! -x build/ktune ]; then
  bash scripts/install-deps.sh
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
  cmake --build build -j2 --target ktune
fi
export PATH="$ROOT/build:$PATH"  # `ktune` as the recipe (docs/commands.md) calls it

# --- 2. A one-node cluster on localhost -------------------------------------------------------
STATE=$(mktemp -d /tmp/ktune-slurm.XXXXXX)
chmod 755 "$STATE"  # munged wants every folder above its socket searchable by all
WORK="$STATE/work"  # the jobs' working directory: the "shared file system" of the shards
mkdir -p "$WORK" "$STATE/munge" "$STATE/ctld" "$STATE/spool" "$STATE/log"
export SLURM_CONF="$STATE/slurm.conf"
cleanup() {
  trap - ERR
  set +e
  # Jobs first (a failed check may leave some running), then the daemons, then munged.
  scancel --quiet --user=root >/dev/null 2>&1
  for _ in $(seq 20); do [ -z "$(squeue -h -o %i 2>/dev/null)" ] && break; sleep 0.5; done
  scontrol shutdown >/dev/null 2>&1
  for pidfile in slurmd slurmctld; do
    pid=$(cat "$STATE/$pidfile.pid" 2>/dev/null)
    [ -n "$pid" ] || continue
    for _ in $(seq 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -9 "$pid" 2>/dev/null
  done
  munged -s -S "$STATE/munge/munge.sock" >/dev/null 2>&1
  if [ "${KTUNE_SLURM_KEEP:-0}" = 1 ]; then note "state kept in $STATE"; else rm -rf "$STATE"; fi
  return 0
}
trap cleanup EXIT

mungekey --create --keyfile="$STATE/munge.key" >/dev/null 2>&1 ||
  dd if=/dev/urandom of="$STATE/munge.key" bs=1 count=128 status=none
chmod 600 "$STATE/munge.key"
munged --key-file="$STATE/munge.key" --socket="$STATE/munge/munge.sock" --pid-file="$STATE/munged.pid" \
  --log-file="$STATE/log/munged.log" --seed-file="$STATE/munge.seed" ||
  skip "munged did not start: $(tail -2 "$STATE/log/munged.log" 2>/dev/null | tr '\n' ' ')"

# Two free TCP ports on loopback for slurmctld and slurmd.
read -r CTLD_PORT SLURMD_PORT < <(python3 -c '
import socket
ss = [socket.socket() for _ in range(2)]
for s in ss: s.bind(("127.0.0.1", 0))
print(*[s.getsockname()[1] for s in ss])')
NODE_LINE=$(slurmd -C | head -1)  # NodeName=HOST CPUs=... RealMemory=...: this machine as slurmd sees it
NODE_NAME=$(echo "$NODE_LINE" | sed -E 's/^NodeName=([^ ]+).*/\1/')
cat >"$SLURM_CONF" <<EOF
# One-node Slurm for scripts/slurm-check.sh (made anew on every run).
ClusterName=ktune-check
SlurmctldHost=$NODE_NAME(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$STATE/munge/munge.sock
StateSaveLocation=$STATE/ctld
SlurmdSpoolDir=$STATE/spool
SlurmctldPidFile=$STATE/slurmctld.pid
SlurmdPidFile=$STATE/slurmd.pid
SlurmctldLogFile=$STATE/log/slurmctld.log
SlurmdLogFile=$STATE/log/slurmd.log
# No systemd, no cgroup delegation: track job processes through /proc, bind no CPUs.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$STATE/jobcomp.txt
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
MpiDefault=none
ReturnToService=2
KillWait=5
MinJobAge=3600
$NODE_LINE NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=check Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -f "$SLURM_CONF" >"$STATE/log/slurmctld.start" 2>&1 ||
  skip "slurmctld did not start: $(tail -3 "$STATE/log/slurmctld.start" "$STATE/log/slurmctld.log" 2>/dev/null | tr '\n' ' ')"
slurmd -f "$SLURM_CONF" >"$STATE/log/slurmd.start" 2>&1 ||
  skip "slurmd did not start: $(tail -3 "$STATE/log/slurmd.start" "$STATE/log/slurmd.log" 2>/dev/null | tr '\n' ' ')"
node_state=""
for _ in $(seq 60); do
  node_state=$(sinfo -h -N -o %T 2>/dev/null | head -1 || true)
  [ "$node_state" = idle ] && break
  sleep 1
done
[ "$node_state" = idle ] || skip "the node did not become idle in 60 s (state '${node_state:-none}'): $(tail -3 "$STATE/log/slurmd.log" 2>/dev/null | tr '\n' ' ')"
note "$(sbatch --version), $(munged --version 2>&1 | head -1 | cut -d' ' -f1), $(ktune --version 2>/dev/null | head -1)"
note "Slurm up: node $NODE_NAME idle ($(echo "$NODE_LINE" | cut -d' ' -f2-)), ports $CTLD_PORT/$SLURMD_PORT"

# --- helpers ------------------------------------------------------------------------------------
# in_queue ID: whether an element of the job is pending, running or completing (an squeue
# that fails, say while slurmctld is busy, is asked again rather than taken for an empty queue).
in_queue() {
  local out
  for _ in $(seq 10); do
    if out=$(squeue -h -j "$1" -t PD,R,CG,S -o %i 2>/dev/null); then [ -n "$out" ]; return; fi
    sleep 1
  done
  failed "squeue fails for job $1"
}
# wait_job ID [SECONDS]: until no element of the job is pending, running or completing.
wait_job() {
  local deadline=$((SECONDS + ${2:-600}))
  while in_queue "$1"; do
    [ $SECONDS -lt $deadline ] || failed "job $1 still running after ${2:-600} s"
    sleep 1
  done
}
# job_result ID [ARRAY_INDEX]: "STATE EXITCODE" from the completion records, once written.
job_result() {
  local r=""
  for _ in $(seq 30); do
    r=$($CHECK job-result "$STATE/jobcomp.txt" "$@")
    [ "${r%% *}" = UNKNOWN ] || break
    sleep 1
  done
  echo "$r"
}
records_in() { sqlite3 -readonly "$1" 'select count(*) from records' 2>/dev/null || echo 0; }
export_log() { ktune db export --db "$1" -o "$2" >/dev/null; }

cd "$WORK"
cat >tasks.json <<'EOF'
{"tasks": [
  {"workload": "matmul:M=32,N=32,K=32"},
  {"workload": "matmul:M=48,N=16,K=64", "weight": 2},
  {"workload": "dense:M=8,N=64,K=32,bias=1,act=gelu"},
  {"workload": "batch_matmul:B=2,M=16,N=16,K=16"},
  {"workload": "conv2d:N=1,C=4,H=10,W=10,K=8,R=3,S=3,pad=1"},
  {"workload": "depthwise_conv2d:N=1,C=8,H=12,W=12,R=3,S=3,pad=1"},
  {"workload": "softmax:M=8,N=128"},
  {"workload": "layernorm:M=8,N=128"}
]}
EOF
# A budget of one batch per task (4 trials each, 2 tasks per shard) and the random strategy: the
# configurations a task gets do not depend on timings, so sharded and whole runs can be compared.
# --no-library: the counts below are of schedules (library calls are measured outside the budget;
# tests/library and tests/cli/library_cli_tests.cmake cover them).
# --final 0: no final round, whose finalists (the best medians) depend on timings, so that the
# records of sharded and whole runs can be compared one for one (tests/tuner covers the round).
TUNE="--batch 4 --strategy random --seed 7 --repeat 2 --min-repeat-ms 2 --no-library --final 0"

# --- 3. The documented recipe ------------------------------------------------------------------
# The recipe's command (docs/commands.md), with the search made deterministic (--strategy random --seed 7, one
# batch per task) so that it can be compared with one process; --resume is exercised in 4a.
note "sbatch --array=0-3: 4 shards of 8 tasks (2 each), 2 CPUs per element"
ARRAY=$(sbatch --parsable --array=0-3 --cpus-per-task=2 --job-name=shards --output='shard%a.out' \
  --wrap "ktune tune --tasks tasks.json --trials 8 $TUNE --shard \$SLURM_ARRAY_TASK_ID/4 --db shard\$SLURM_ARRAY_TASK_ID.db")
wait_job "$ARRAY"
for i in 0 1 2 3; do
  read -r st code < <(job_result "$ARRAY" $i)
  [ "$st" = COMPLETED ] || failed "array element ${ARRAY}_$i ended $st (exit $code)"
  export_log "shard$i.db" "shard$i.jsonl"
done
note "the same tasks in one process (not under Slurm), same seeds"
ktune tune --tasks tasks.json --trials 32 $TUNE --db single.db --json >single.json
export_log single.db single.jsonl
pass $CHECK partition single.json shard0.jsonl shard1.jsonl shard2.jsonl shard3.jsonl
ktune db merge --db merged.db shard*.db >merge1.txt
ktune db merge --db merged.db shard*.db >merge2.txt
export_log merged.db merged.jsonl
pass $CHECK union merged.jsonl shard0.jsonl shard1.jsonl shard2.jsonl shard3.jsonl
grep -q "imported [1-9]" merge2.txt && failed "the second merge added records: $(tr '\n' ' ' <merge2.txt)"
pass $CHECK count merged.jsonl 32
echo "ok: the second merge added nothing ($(tr '\n' ' ' <merge2.txt | sed 's/ *$//'))"
answered=0
while read -r spec; do
  answered=$((answered + 1))
  ktune best --db merged.db -w "$spec" --json >"best$answered.json" || failed "ktune best found nothing for $spec"
done < <(python3 -c 'import json,sys; [print(t["workload"]) for t in json.load(open("single.json"))["tasks"]]')
[ "$answered" -eq 8 ] || failed "ktune best was asked for $answered tasks, not 8"
echo "ok: ktune best answers for all $answered tasks from the merged database"
PASSED=$((PASSED + 1))
pass $CHECK best-answers merged.jsonl best?.json
pass $CHECK same-configurations merged.jsonl single.jsonl
$CHECK compare-bests single.jsonl merged.jsonl

# --- 4a. A shard cancelled mid-run and resubmitted --------------------------------------------
# Shard 1 again, into its own database, measured slowly (5 x 100 ms per candidate) so that it
# is cancelled between its two batches; the resubmitted command is the same, with --resume.
RESUME="ktune tune --tasks tasks.json --trials 8 --batch 4 --strategy random --seed 7 --repeat 5 --min-repeat-ms 100 --no-library --final 0 --shard 1/4 --db resume1.db --resume"
note "shard 1/4 submitted, to be cancelled after its first batch"
JOB=$(sbatch --parsable --cpus-per-task=2 --job-name=cancelled --output=resume-first.out --wrap "$RESUME")
deadline=$((SECONDS + 300))
until [ "$(records_in resume1.db)" -ge 4 ]; do
  [ $SECONDS -lt $deadline ] || failed "shard 1 stored no batch in 300 s"
  in_queue "$JOB" || failed "shard 1 ended before it could be cancelled"
  sleep 0.2
done
scancel "$JOB"
wait_job "$JOB"
read -r st code < <(job_result "$JOB")
[ "$st" = CANCELLED ] || failed "the cancelled job ended $st"
stored=$(records_in resume1.db)
[ "$stored" -lt 8 ] || failed "shard 1 had finished ($stored records) before the cancel took effect"
echo "ok: job $JOB cancelled mid-run with $stored of 8 records stored"
PASSED=$((PASSED + 1))
export_log resume1.db before-resume.jsonl
note "the same command resubmitted"
JOB2=$(sbatch --parsable --cpus-per-task=2 --job-name=resumed --output=resume-second.out --wrap "$RESUME")
wait_job "$JOB2"
read -r st code < <(job_result "$JOB2")
[ "$st" = COMPLETED ] || failed "the resubmitted job ended $st (exit $code)"
grep -q "resumed: $stored configurations" resume-second.out || failed "the resubmitted job did not resume from $stored records"
export_log resume1.db after-resume.jsonl
pass $CHECK kept before-resume.jsonl after-resume.jsonl
pass $CHECK same-configurations after-resume.jsonl shard1.jsonl

# --- 4b. A shard that fails -------------------------------------------------------------------
# Task 5 (shard 1 of 4) names a parameter its op does not have.
python3 - <<'EOF'
import json
t = json.load(open("tasks.json"))
t["tasks"][5]["workload"] = "depthwise_conv2d:N=1,C=8,H=12,W=12,R=3,S=3,pad=1,groups=2"
json.dump(t, open("tasks-bad.json", "w"), indent=1)
EOF
note "sbatch --array=0-3 of a tasks file whose task 5 is bad"
BAD=$(sbatch --parsable --array=0-3 --cpus-per-task=2 --job-name=badtask --output='bad%a.out' \
  --wrap "ktune tune --tasks tasks-bad.json --trials 8 $TUNE --shard \$SLURM_ARRAY_TASK_ID/4 --db bad\$SLURM_ARRAY_TASK_ID.db")
wait_job "$BAD"
for i in 0 1 2 3; do
  read -r st code < <(job_result "$BAD" $i)
  if [ $i = 1 ]; then
    [ "$st" = FAILED ] && [ "$code" = 2:0 ] || failed "the bad shard ended $st with exit $code, not FAILED 2:0"
    grep -q "ktune: error: tasks file 'tasks-bad.json', task 5 (shard 1/4): .*has no parameter 'groups'" bad1.out ||
      failed "the bad shard's output lacks ktune's message: $(cat bad1.out)"
    [ ! -e bad1.db ] || failed "the bad shard wrote a database"
  else
    [ "$st" = COMPLETED ] || failed "good shard ${BAD}_$i ended $st (exit $code)"
  fi
done
echo "ok: element ${BAD}_1 FAILED with exit code 2 and '$(cat bad1.out)'; elements 0, 2, 3 COMPLETED"
PASSED=$((PASSED + 1))
ktune db merge --db bad-merged.db bad0.db bad2.db bad3.db >/dev/null
export_log bad-merged.db bad-merged.jsonl
pass $CHECK count bad-merged.jsonl 24

# --- 4c. Two shards writing one database at once ----------------------------------------------
# Measured for longer (3 x 50 ms per candidate) so that the two overlap by seconds.
note "sbatch --array=0-1, 1 CPU each (both run at once), both writing shared.db"
SHARED=$(sbatch --parsable --array=0-1 --cpus-per-task=1 --job-name=shareddb --output='shared%a.out' \
  --wrap "ktune tune --tasks tasks.json --trials 16 --batch 4 --strategy random --seed 7 --repeat 3 --min-repeat-ms 50 --no-library --final 0 --shard \$SLURM_ARRAY_TASK_ID/2 --db shared.db --json")
wait_job "$SHARED"
for i in 0 1; do
  read -r st code < <(job_result "$SHARED" $i)
  [ "$st" = COMPLETED ] || failed "shared-database element ${SHARED}_$i ended $st (exit $code)"
done
pass $CHECK overlap "$STATE/jobcomp.txt" "$SHARED"
[ "$(sqlite3 shared.db 'pragma integrity_check')" = ok ] || failed "shared.db fails SQLite's integrity check"
export_log shared.db shared.jsonl
pass $CHECK count shared.jsonl 32
pass $CHECK interleaved single.json shared.jsonl
pass $CHECK same-configurations shared.jsonl single.jsonl

# --- 5. The job table -------------------------------------------------------------------------
echo
echo "sacct --completion (Slurm's completion records; array element of each job id below):"
# Slurm 22.05's filetxt reader warns about the array fields that its writer adds: not shown.
sacct --completion --format=JobID,JobName%10,State,ExitCode,Start,End 2>/dev/null
$CHECK jobs "$STATE/jobcomp.txt"
echo "slurm-check: $PASSED passed, 0 failed"
