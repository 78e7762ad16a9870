#!/usr/bin/env bash
# `pnpm test`: every stage in order, stopping at the first that fails, and a
# table of each stage's duration at the end (also when one failed), so the
# time a run takes can be read off its output.
set -uo pipefail
cd "$(dirname "$0")/.."

stages=(
  "lint and types|pnpm lint"
  "unit and component tests, api on PGlite|pnpm test:unit"
  "api on PostgreSQL|pnpm test:api:pg"
  "fleet: several processes on PostgreSQL and Redis|pnpm test:fleet"
  "build|pnpm build"
  "end-to-end in Chromium|pnpm test:e2e"
)

names=()
seconds=()
outcome=()
started_all=$SECONDS

summary() {
  echo
  echo "Stage durations"
  printf '%-44s %8s  %s\n' "stage" "seconds" "result"
  for i in "${!names[@]}"; do
    printf '%-44s %8s  %s\n' "${names[$i]}" "${seconds[$i]}" "${outcome[$i]}"
  done
  printf '%-44s %8s\n' "total" "$((SECONDS - started_all))"
}

status=0
for stage in "${stages[@]}"; do
  name=${stage%%|*}
  command=${stage#*|}
  echo
  echo "== $name: $command"
  started=$SECONDS
  bash -c "$command"
  status=$?
  names+=("$name")
  seconds+=("$((SECONDS - started))")
  if [ "$status" -ne 0 ]; then
    outcome+=("failed ($status)")
    break
  fi
  outcome+=("passed")
done
summary
exit "$status"
