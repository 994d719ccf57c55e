#!/usr/bin/env python3
"""The stream mode reports what the file mode reports, on realistic fictional CVs.

Usage: corpus_equality_test.py GEN_CORPUS CVTIDY SOURCE_DIR

Generates CVs with bench's gen_corpus (realistic profile), packs them into NDJSON shards with
docs/scale/to_ndjson.py, and compares record by record:
  check --input ndjson   with  check --format json on the files (diagnostics, input kind);
  fix --input ndjson     with  fix --format json on copies of the files (diagnostics, applied
                               fixes, and the fixed text with the bytes fix wrote).
"""
import json
import os
import subprocess
import sys
import tempfile

COUNT = 300
TODAY = "2026-11-24"


def run(args, cwd):
    proc = subprocess.run(args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          check=False)
    if proc.returncode not in (0, 1):
        sys.exit(f"FAIL: {' '.join(args)} exited with {proc.returncode}: "
                 f"{proc.stderr.decode()[-2000:]}")
    return proc.stdout.decode("utf-8")


def stream(cvtidy, command, shards, cwd):
    out = run([cvtidy, command, "--input", "ndjson", "--no-config", "--jobs", "2",
               "--today", TODAY, *shards], cwd)
    return [json.loads(line) for line in out.splitlines()]


def files_report(cvtidy, command, directory, cwd):
    report = json.loads(run([cvtidy, command, "--format", "json", "--today", TODAY, directory],
                            cwd))
    return {f["path"]: f for f in report["files"]}


def main():
    gen_corpus, cvtidy, source_dir = (os.path.abspath(a) for a in sys.argv[1:4])
    pack = os.path.join(source_dir, "docs", "scale", "to_ndjson.py")
    with tempfile.TemporaryDirectory(prefix="cvtidy-stream-eq-") as tmp:
        subprocess.run([gen_corpus, "--profile", "realistic", "--count", str(COUNT),
                        "--seed", "11", "cvs"], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
        subprocess.run([sys.executable, pack, "--shards", "3", "--out", "shards", "cvs"],
                       cwd=tmp, check=True, stderr=subprocess.DEVNULL)
        shards = sorted(os.path.join("shards", n) for n in os.listdir(os.path.join(tmp, "shards")))

        checked = stream(cvtidy, "check", shards, tmp)
        files = files_report(cvtidy, "check", "cvs", tmp)
        if len(checked) != COUNT or len(files) != COUNT:
            sys.exit(f"FAIL: {len(checked)} results, {len(files)} files, for {COUNT} CVs")
        findings = 0
        for i, record in enumerate(checked):
            file = files[record["path"]]
            if record["id"] != i or record["diagnostics"] != file["diagnostics"] or \
                    record["input_kind"] != file["input_kind"]:
                sys.exit(f"FAIL: check of {record['path']} differs from the file's report")
            findings += len(record["diagnostics"])

        fixed = stream(cvtidy, "fix", shards, tmp)
        files = files_report(cvtidy, "fix", "cvs", tmp)  # rewrites cvs/ in place
        changed = 0
        for record in fixed:
            file = files[record["path"]]
            with open(os.path.join(tmp, record["path"]), encoding="utf-8", newline="") as f:
                written = f.read()
            if record["diagnostics"] != file["diagnostics"] or \
                    record["applied_fixes"] != file["applied_fixes"] or \
                    record["fixed_text"] != written or "error" in record:
                sys.exit(f"FAIL: fix of {record['path']} differs from fix on the file")
            changed += record["changed"]
    if findings < COUNT or changed < COUNT // 10:
        sys.exit(f"FAIL: too little to compare ({findings} findings, {changed} CVs changed)")
    print(f"OK: {COUNT} CVs, {findings} findings and {changed} fixed texts equal")


if __name__ == "__main__":
    main()
