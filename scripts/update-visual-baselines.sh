#!/usr/bin/env bash
# `npm run test:visual:update`: new story screenshots (tests/visual/baselines) after an intended change of the
# screens. Without arguments every baseline is made afresh, so those of deleted or renamed stories go too;
# with story files as arguments only theirs are rewritten (`npm run test:visual:update -- engine/features/cart`).
# Review the changed PNGs (git diff --stat, an image viewer) before committing them.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export VISUAL=1

bash scripts/ensure-chromium.sh
if [ $# -eq 0 ]; then
  rm -rf tests/visual/baselines
fi
rm -rf .vitest-attachments/visual
start=$(date +%s)
vitest run --project storybook --update=all "$@"
printf '\n%s baselines, %s, in %s s. Check them with: git status tests/visual/baselines\n' \
  "$(find tests/visual/baselines -name '*.png' | wc -l)" "$(du -sh tests/visual/baselines | cut -f1)" "$(( $(date +%s) - start ))"
