#!/usr/bin/env bash
# Run a command while busy loops hold every core, then stop the loops (however it ends).
#   bash tools/with_busy_cores.sh make test      # BUSY_LOOPS=4 for more loops than cores
# `make test-loaded` uses it to show that no test depends on the machine's speed.
set -euo pipefail
loops=${BUSY_LOOPS:-$(nproc)}
pids=()
stop_loops() {
  if [ ${#pids[@]} -gt 0 ]; then kill "${pids[@]}" 2>/dev/null || true; fi
}
trap stop_loops EXIT INT TERM
for _ in $(seq "$loops"); do
  (while :; do :; done) &
  pids+=($!)
done
echo "with_busy_cores: $loops busy loop(s) running (pids ${pids[*]})" >&2
"$@"
