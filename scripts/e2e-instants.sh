#!/usr/bin/env bash
# The time-sensitive e2e journeys at fixed instants (issue 14): a Sunday 23:30, a closed day of the one-pager
# shop (Monday), and both daylight-saving change days in Berlin. Server and browser clocks start at each instant
# (E2E_CLOCK_START, see e2e/helpers/clock.ts). Usage: bash scripts/e2e-instants.sh [spec ...]; build first.
set -euo pipefail
if [ $# -gt 0 ]; then specs=("$@"); else specs=(e2e/one-pager.spec.ts e2e/tickets.spec.ts e2e/checkout.spec.ts); fi
for instant in 2026-11-29T23:30:00+01:00 2026-11-30T10:00:00+01:00 2026-03-29T01:30:00+01:00 2026-10-25T02:30:00+01:00; do
  echo "== e2e at ${instant}"
  E2E_CLOCK_START="${instant}" npx playwright test "${specs[@]}"
done
