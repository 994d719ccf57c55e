#!/usr/bin/env python3
"""Peak memory of `cvtidy check --input ndjson` does not grow with the stream's length.

Usage: flat_rss_test.py CVTIDY SMALL_COUNT LARGE_COUNT

Generates LARGE_COUNT small fictional CV records (the first SMALL_COUNT of them are the small
run's input), runs the stream mode over each on two threads, and fails when the large run's peak
resident set exceeds the small run's by more than a small margin, or when a run does not
answer every record with one well-formed result in order. A leak of even a hundred bytes per
record would show as megabytes here.
"""
import json
import os
import subprocess
import sys
import tempfile

# What the large run's peak may exceed the small run's by: allocator noise, not per-record
# growth (90,000 more records leaking 24 bytes each would already pass it).
MARGIN_KIB = 2048
MARGIN_RATIO = 0.10

CV = (
    "# Avery Quill {i}\n\n## Education\n\n"
    "- Ph.D. in Botany, Lakeshore University, 09/2019\n"
    "- M.Sc. in Botany, Lakeshore University, Sep 2015\n\n"
    "## Publications\n\n"
    "- A. Quill, B. Fenwick. Notes on fictional topic {i}. In Proc. of the Imaginary "
    "Conference, pages {i}-{j}, 2021.\n"
)


def write_records(path, count):
    with open(path, "w", encoding="utf-8") as out:
        for i in range(count):
            record = {"id": i, "path": f"cvs/{i}.md", "text": CV.format(i=i, j=i + 9)}
            out.write(json.dumps(record) + "\n")


def peak_kib(pid):
    """The process's peak resident set so far (VmHWM of its own memory since exec); None once
    it has exited. Not getrusage: a child's ru_maxrss also counts the memory of the process it
    was forked from (this interpreter) before its exec."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def run(cvtidy, records, count):
    """Runs the stream over `records`, checks that record i gets result i, and returns the
    peak RSS in KiB, read while the results arrive (the last one is written before exit)."""
    child = subprocess.Popen(
        [cvtidy, "check", "--input", "ndjson", "--jobs", "2", "--no-config",
         "--today", "2026-11-24", records],
        stdout=subprocess.PIPE)
    peak = 0
    n = 0
    for n, line in enumerate(child.stdout, 1):
        record = json.loads(line)
        if record.get("id") != n - 1 or "error" in record or "diagnostics" not in record:
            sys.exit(f"FAIL: result {n} is not record {n - 1}'s: {line[:200]!r}")
        if n % 500 == 0 or n == count:
            peak = max(peak, peak_kib(child.pid) or 0)
    code = child.wait()
    if code not in (0, 1):
        sys.exit(f"FAIL: cvtidy exited with {code} over {records}")
    if n != count:
        sys.exit(f"FAIL: {n} results for {count} records")
    if peak == 0:
        sys.exit("FAIL: could not read the peak memory from /proc")
    return peak


def main():
    cvtidy, small, large = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    with tempfile.TemporaryDirectory(prefix="cvtidy-rss-") as tmp:
        all_records = os.path.join(tmp, "large.ndjson")
        write_records(all_records, large)
        small_records = os.path.join(tmp, "small.ndjson")
        with open(all_records, encoding="utf-8") as src, \
                open(small_records, "w", encoding="utf-8") as dst:
            for _ in range(small):
                dst.write(src.readline())
        small_kib = run(cvtidy, small_records, small)
        large_kib = run(cvtidy, all_records, large)
    limit = small_kib + max(MARGIN_KIB, int(small_kib * MARGIN_RATIO))
    print(f"peak RSS: {small} records {small_kib} KiB, {large} records {large_kib} KiB "
          f"(limit {limit} KiB)")
    if large_kib > limit:
        sys.exit("FAIL: peak memory grows with the number of records")


if __name__ == "__main__":
    main()
