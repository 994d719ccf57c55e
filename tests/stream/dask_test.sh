#!/usr/bin/env bash
# The Dask recipe of docs/scale.md on a real cluster: a dask-scheduler and two dask-worker
# processes on 127.0.0.1 (free ports), docs/scale/dask_cvtidy.py mapping NDJSON shards through
# `cvtidy check --input ndjson` on the workers, and the gathered results compared byte for byte
# with one local `cvtidy check --input ndjson SHARD...` process over the same shards.
#
# Usage: dask_test.sh CVTIDY SOURCE_DIR
# Exits 77 (ctest: skipped) when Debian's python3-distributed is not installed. Every process it
# starts is stopped on every way out, and the whole run is bounded (timeout).
set -euo pipefail

cvtidy=$(realpath "$1")
source_dir=$(realpath "$2")
python=/usr/bin/python3  # Debian's, which python3-distributed installs into

if ! [[ -x $python ]] || ! "$python" -c 'import distributed' 2>/dev/null; then
  echo "SKIPPED: python3-distributed is not installed (apt-get install python3-distributed)"
  exit 77
fi
scheduler_bin=$(command -v dask-scheduler || true)
worker_bin=$(command -v dask-worker || true)
if [[ -z $scheduler_bin || -z $worker_bin ]]; then
  echo "SKIPPED: dask-scheduler or dask-worker is not on PATH"
  exit 77
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cvtidy-dask-XXXXXX")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  for pid in "${pids[@]}"; do
    # A process that ignores the polite signal for 5 s is killed.
    for _ in $(seq 50); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -9 "$pid" 2>/dev/null || true
  done
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

fail() {
  echo "FAIL: $*" >&2
  for log in "$tmp"/*.log; do
    [[ -f $log ]] && { echo "--- $log" >&2; tail -20 "$log" >&2; }
  done
  exit 1
}

# Fictional CVs (the repository's fixtures/_cv), each a record several times over, in 4 shards,
# with one malformed line: its error record must come back in place too.
mkdir -p "$tmp/shards"
"$python" - "$source_dir/fixtures/_cv" "$tmp/shards" <<'EOF'
import json, os, sys
src, out = sys.argv[1], sys.argv[2]
names = sorted(n for n in os.listdir(src)
               if n.endswith((".md", ".txt")) and ".fixed." not in n)
texts = [open(os.path.join(src, n), encoding="utf-8", newline="").read() for n in names]
n = 0
for shard in range(4):
    with open(os.path.join(out, f"shard-{shard}.ndjson"), "w", encoding="utf-8") as f:
        for _ in range(40):
            f.write(json.dumps({"id": n, "path": f"cvs/{names[n % len(names)]}",
                                "text": texts[n % len(texts)]}) + "\n")
            n += 1
        if shard == 2:
            f.write('{"id": "broken", "text": \n')
EOF

free_port() {
  "$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
port=$(free_port)
scheduler=tcp://127.0.0.1:$port
cd "$tmp"
"$scheduler_bin" --host 127.0.0.1 --port "$port" --dashboard-address 127.0.0.1:0 \
  >"$tmp/scheduler.log" 2>&1 &
pids+=($!)
for w in 1 2; do
  "$worker_bin" "$scheduler" --host 127.0.0.1 --nthreads 1 --no-nanny --no-dashboard \
    --local-directory "$tmp/worker-$w" --name "worker-$w" >"$tmp/worker-$w.log" 2>&1 &
  pids+=($!)
done

# The recipe, bounded: the driver waits for both workers, then maps the shards over them.
status=0
timeout 90 "$python" "$source_dir/docs/scale/dask_cvtidy.py" --scheduler "$scheduler" \
  --cvtidy "$cvtidy" --workers 2 --timeout 60 --out "$tmp/out" "$tmp"/shards/shard-*.ndjson \
  -- --no-config --today 2026-11-24 2>"$tmp/driver.log" || status=$?
# A malformed line makes the run exit 2, as one process does.
[[ $status == 2 ]] || fail "the driver exited with $status, expected 2 (one malformed line)"

local_status=0
"$cvtidy" check --input ndjson --no-config --today 2026-11-24 "$tmp"/shards/shard-*.ndjson \
  >"$tmp/local.ndjson" 2>/dev/null || local_status=$?
[[ $local_status == 2 ]] || fail "the local run exited with $local_status, expected 2"

records=$(wc -l <"$tmp/local.ndjson")
[[ $records == 161 ]] || fail "the local run wrote $records results, expected 161"
cmp -s "$tmp/out/results.ndjson" "$tmp/local.ndjson" ||
  fail "the cluster's results differ from one process's: $(diff "$tmp/out/results.ndjson" "$tmp/local.ndjson" | head -5)"
grep -q '"error"' "$tmp/out/results.ndjson" || fail "the malformed line's error record is missing"
# Both workers took shards: the tasks really ran on the cluster.
"$python" - "$tmp/driver.log" <<'EOF' || fail "the summary does not show 2 workers"
import json, sys
# The summary is the driver's last JSON line: the Dask client may log after it while it shuts
# down (a timed-out close of a connection is printed as a never-retrieved future).
summary = None
for line in reversed(open(sys.argv[1]).read().splitlines()):
    try:
        summary = json.loads(line)
    except ValueError:
        continue
    if isinstance(summary, dict) and "workers" in summary:
        break
    summary = None
sys.exit(0 if summary and summary["workers"] == 2 and summary["shards"] == 4 else 1)
EOF
echo "OK: $records results from 4 shards on 2 Dask workers equal one process's"
tail -1 "$tmp/driver.log"
