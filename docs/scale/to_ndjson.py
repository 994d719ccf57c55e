#!/usr/bin/env python3
"""Packs CV files into NDJSON shards for `cvtidy check --input ndjson` (docs/scale.md).

    to_ndjson.py --shards 8 --out shards/ cvs/

Each *.md, *.markdown and *.txt file under the given paths (files or directories, walked in
sorted order) becomes one record {"id": N, "path": PATH, "text": TEXT}, N counting from 0;
the records are cut into SHARDS consecutive runs, so the shards concatenated in order hold the
records in order. Files that are not UTF-8 are read as UTF-8
with each bad byte replaced (cvtidy's file mode would report input/encoding for them).
"""
import argparse
import json
import os
import sys

EXTENSIONS = (".md", ".markdown", ".txt")


def cv_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for name in sorted(files):
                    if name.endswith(EXTENSIONS) and not name.startswith("."):
                        yield os.path.join(root, name)
        else:
            yield path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shards", type=int, default=1)
    parser.add_argument("--out", required=True, help="directory for shard-NNNNN.ndjson")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    files = list(cv_files(args.paths))
    shards = max(1, min(args.shards, len(files)))
    os.makedirs(args.out, exist_ok=True)
    outs = [open(os.path.join(args.out, f"shard-{k:05}.ndjson"), "w", encoding="utf-8")
            for k in range(shards)]
    for i, path in enumerate(files):
        with open(path, encoding="utf-8", errors="replace", newline="") as f:
            text = f.read()
        record = {"id": i, "path": path, "text": text}
        outs[i * shards // len(files)].write(json.dumps(record, ensure_ascii=False) + "\n")
    for out in outs:
        out.close()
    print(f"{len(files)} records in {shards} shards under {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
