#!/usr/bin/env bash
# Runs every argument as a command at the same time and fails when any of them
# fails: `pnpm lint`'s eslint and tsc each use one core, so together they take
# the time of the slower one. Usage: bash scripts/all-at-once.sh '<command>' …
set -uo pipefail
pids=()
for command in "$@"; do
  bash -c "$command" &
  pids+=("$!")
done
status=0
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
exit "$status"
