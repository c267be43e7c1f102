#!/usr/bin/env bash
# The e2e journeys at fixed instants (issue 14): a Sunday 23:30, a closed day of the one-pager shop (Monday), and
# both daylight-saving change nights in Berlin. Server and browser clocks start at each instant (E2E_CLOCK_START,
# see e2e/helpers/clock.ts). Build first.
#   bash scripts/e2e-instants.sh               the time-sensitive journeys (one-pager, tickets, checkout)
#   bash scripts/e2e-instants.sh --all         the whole e2e suite at each instant (npm run test:instants; ~15 min each)
#   bash scripts/e2e-instants.sh e2e/x.spec.ts the given specs
# Every instant runs even when an earlier one failed; a summary with pass counts and times closes the run, and the
# exit status is non-zero when any instant failed.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--all" ]; then shift; specs=("$@")
elif [ $# -gt 0 ]; then specs=("$@")
else specs=(e2e/one-pager.spec.ts e2e/tickets.spec.ts e2e/checkout.spec.ts); fi
instants=(${E2E_INSTANTS:-2026-11-29T23:30:00+01:00 2026-11-30T10:00:00+01:00 2026-03-29T01:30:00+01:00 2026-10-25T02:30:00+01:00})
log=$(mktemp -d)
summary=()
failed=0
for instant in "${instants[@]}"; do
  echo "== e2e at ${instant}"
  started=$(date +%s)
  E2E_CLOCK_START="${instant}" npx playwright test --reporter=list "${specs[@]}" 2>&1 | tee "${log}/run.txt"
  status=${PIPESTATUS[0]}
  seconds=$(( $(date +%s) - started ))
  # Playwright's closing lines: "  48 passed (9.1m)", "  1 failed", "  2 skipped", "  1 flaky".
  counts=$(grep -E '^ +[0-9]+ (passed|failed|flaky|skipped|did not run)' "${log}/run.txt" | sed -E 's/^ +//; s/ \(.*\)//' | paste -sd ',' -)
  summary+=("${instant}: ${counts:-no result} in $((seconds / 60))m$((seconds % 60))s (exit ${status})")
  [ "${status}" -eq 0 ] || failed=1
done
rm -rf "${log}"
echo
echo "== summary"
printf '%s\n' "${summary[@]}"
exit "${failed}"
