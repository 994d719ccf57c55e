#!/usr/bin/python3
"""Runs cvtidy over a sharded NDJSON corpus on a Dask cluster (docs/scale.md).

Each shard is one task: a worker pipes it through `cvtidy check --input ndjson` (or `fix`)
and writes the results beside the other shards' in OUT_DIR (a directory every worker and this
client can reach: the cluster's shared file system, as for Spark's part files). The client
then writes OUT_DIR/results.ndjson, the shards' results in shard order: the same bytes one
`cvtidy check --input ndjson SHARD...` process writes, since each shard's lines are numbered
from 1.

    dask_cvtidy.py --scheduler tcp://10.0.0.5:8786 --out results/ shards/*.ndjson \\
        -- --config cvtidy.toml --today 2026-11-24

Everything after `--` is passed to cvtidy. Prints a JSON summary on standard error (records,
bytes, wall time, throughput per worker) and exits with the highest exit code of the shards'
cvtidy runs (0 clean, 1 findings, 2 a record or shard could not be read).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

from dask.distributed import Client, get_worker


def run_shard(cvtidy, command, cvtidy_args, shard, out_path):
    """On a worker: one cvtidy process over one shard, its results streamed to out_path."""
    start = time.monotonic()
    with open(out_path, "wb") as out:
        proc = subprocess.run(
            [cvtidy, command, "--input", "ndjson", "--jobs", "1", *cvtidy_args, shard],
            stdout=out, stderr=subprocess.PIPE, check=False)
    return {
        "shard": shard,
        "results": out_path,
        "exit": proc.returncode,
        "stderr": proc.stderr.decode("utf-8", "replace")[-4000:],
        "seconds": time.monotonic() - start,
        "bytes": os.path.getsize(shard),
        "worker": get_worker().address,
    }


def main():
    argv = sys.argv[1:]
    cvtidy_args = []
    if "--" in argv:
        cut = argv.index("--")
        argv, cvtidy_args = argv[:cut], argv[cut + 1:]
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scheduler", required=True, help="e.g. tcp://127.0.0.1:8786")
    parser.add_argument("--cvtidy", default="cvtidy", help="the binary, on every worker")
    parser.add_argument("--command", default="check", choices=["check", "fix"])
    parser.add_argument("--out", required=True, help="a directory every worker can write")
    parser.add_argument("--workers", type=int, default=1,
                        help="wait for this many workers before starting (default: 1)")
    parser.add_argument("--timeout", type=float, default=60,
                        help="seconds to wait for the workers (default: 60)")
    parser.add_argument("shards", nargs="+", help="NDJSON files every worker can read")
    args = parser.parse_args(argv)

    os.makedirs(args.out, exist_ok=True)
    shards = [os.path.abspath(s) for s in args.shards]
    parts = [os.path.join(os.path.abspath(args.out), f"part-{i:05}.ndjson")
             for i in range(len(shards))]
    with Client(args.scheduler, timeout=args.timeout) as client:
        client.wait_for_workers(args.workers, timeout=args.timeout)
        start = time.monotonic()
        futures = client.map(run_shard, [args.cvtidy] * len(shards),
                              [args.command] * len(shards), [cvtidy_args] * len(shards),
                              shards, parts, pure=False)
        done = client.gather(futures)
        wall = time.monotonic() - start
        workers = len(client.scheduler_info()["workers"])

    # The shards' results in shard order, as one process writes them.
    with open(os.path.join(args.out, "results.ndjson"), "wb") as out:
        for part in parts:
            with open(part, "rb") as f:
                shutil.copyfileobj(f, out)
    for result in done:
        if result["stderr"]:
            sys.stderr.write(f"{result['shard']}: {result['stderr']}")
    total_bytes = sum(r["bytes"] for r in done)
    busy = sum(r["seconds"] for r in done)
    summary = {
        "shards": len(shards),
        "workers": workers,
        "bytes": total_bytes,
        "wall_seconds": round(wall, 3),
        "mb_per_second": round(total_bytes / 1e6 / wall, 2) if wall > 0 else None,
        "mb_per_second_per_worker_busy": round(total_bytes / 1e6 / busy, 2) if busy > 0 else None,
    }
    sys.stderr.write(json.dumps(summary) + "\n")
    # A shard whose cvtidy was killed (a negative code) fails the run as a failed run would.
    return max(r["exit"] if r["exit"] >= 0 else 2 for r in done)


if __name__ == "__main__":
    sys.exit(main())
