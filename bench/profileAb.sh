#!/bin/bash
# Usage: PROFILE_DATABASE_URL=<a filled database> BEFORE=<commit> bench/profileAb.sh (BENCH_VIDEOS must match its size: 100000 by default here).
# Before (the kernel at $BEFORE) and after (this branch's), back to back, ROUNDS rounds. No stash: a patch of this worktree's own files.
cd "$(dirname "$0")/.."
BEFORE=${BEFORE:?the commit to compare with}
git diff $BEFORE HEAD -- server > /tmp/perf_ab.patch
run() { PROFILE_DATABASE_URL=${PROFILE_DATABASE_URL:?a database bench/generate.ts filled} BENCH_VIDEOS=${BENCH_VIDEOS:-100000} PROFILE_REQUESTS=${REQ:-300} BENCH_DATABASES=postgres timeout 600 node --import tsx bench/profile.ts 2>&1 | grep -v idle; }
for r in $(seq 1 ${ROUNDS:-2}); do
  echo "== round $r before ($BEFORE), $(uptime)"; git apply -R /tmp/perf_ab.patch && run; git apply /tmp/perf_ab.patch
  echo "== round $r after, $(uptime)"; run
done
git status --short
