#!/usr/bin/env bash
# Everything `npm test` runs: format and lint checks, types, unit and integration tests (Vitest, embedded Postgres), then the
# end-to-end tests against the built platform in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  echo "Chromium is missing at $chromium_path; installing Debian's chromium package..."
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    (apt-get install -y chromium || (apt-get update && apt-get install -y chromium)) >/tmp/biocloud-chromium-install.log 2>&1 || {
      echo "Installing chromium failed; see /tmp/biocloud-chromium-install.log" >&2
      exit 1
    }
  else
    echo "Cannot install Chromium here (needs root and apt-get). Install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

# The report PDF tests read the PDFs with poppler (pdftotext, pdfinfo).
if ! command -v pdftotext >/dev/null; then
  echo "pdftotext is missing; installing Debian's poppler-utils package..."
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    (apt-get install -y poppler-utils || (apt-get update && apt-get install -y poppler-utils)) >/tmp/biocloud-poppler-install.log 2>&1 || {
      echo "Installing poppler-utils failed; see /tmp/biocloud-poppler-install.log" >&2
      exit 1
    }
  else
    echo "Cannot install poppler-utils here (needs root and apt-get). Install Debian's 'poppler-utils' package." >&2
    exit 1
  fi
fi

# Each line says which run wrote it, and each run says how long it took; the script fails when any run does.
# Each run's output is also kept, so the failures of a run that ended early can be repeated at the very end, where a
# reader of a long log (CI shows its tail) finds them.
run_logs="$(mktemp -d)"
prefixed() {
  local label="$1"
  shift
  local started=$SECONDS
  local status=0
  "$@" 2>&1 | tee "$run_logs/$label.log" | sed -u "s/^/[$label] /" || status="${PIPESTATUS[0]}"
  echo "[$label] exit $status after $((SECONDS - started)) s"
  [ "$status" -eq 0 ] || echo "$label" >>"$run_logs/failed"
  return "$status"
}
# Vitest ends a failed run with a "Failed Tests" section; other tools' output is short enough to repeat whole.
repeat_failures() {
  [ -f "$run_logs/failed" ] || return 0
  local label
  while read -r label; do
    echo
    echo "===== $label failed; its failures again ====="
    if grep -q "Failed Tests\|Failed Suites" "$run_logs/$label.log"; then
      sed 's/\x1b\[[0-9;]*m//g' "$run_logs/$label.log" | sed -n '/Failed \(Tests\|Suites\)/,$p' | head -n 300
    else
      tail -n 100 "$run_logs/$label.log"
    fi
  done <"$run_logs/failed"
}
trap repeat_failures EXIT
# The checks each keep one core busy, so they run side by side, beside the build the tests need.
build() {
  npx remix vite:build --logLevel warn
  # After Remix's build, which empties build/: the bundled analysis command line the CLI tests run.
  node scripts/build-analysis-cli.mjs
}
check_pids=()
prefixed format npx prettier --check . --log-level warn &
check_pids+=($!)
prefixed lint npx eslint . --max-warnings 0 &
check_pids+=($!)
prefixed types npx tsc --noEmit &
check_pids+=($!)
prefixed build build &
check_pids+=($!)
checks_status=0
for pid in "${check_pids[@]}"; do
  wait "$pid" || checks_status=1
done
[ "$checks_status" -eq 0 ] || exit 1
# The unit and integration tests and two shards of the end-to-end tests run side by side: each run has its own
# embedded Postgres, storage folder, platform and ports, and the browser tests spend much of their time waiting on
# their platform, which the other runs' CPU work fills.
prefixed unit npx vitest run &
unit_pid=$!
prefixed e2e-1 npx vitest run --config vitest.e2e.config.ts --shard=1/2 &
e2e_first_pid=$!
prefixed e2e-2 npx vitest run --config vitest.e2e.config.ts --shard=2/2 &
e2e_second_pid=$!
unit_status=0
e2e_first_status=0
e2e_second_status=0
wait "$unit_pid" || unit_status=$?
wait "$e2e_first_pid" || e2e_first_status=$?
wait "$e2e_second_pid" || e2e_second_status=$?
echo "unit and integration tests: exit $unit_status; end-to-end tests: exit $e2e_first_status (shard 1), $e2e_second_status (shard 2)"
[ "$unit_status" -eq 0 ] && [ "$e2e_first_status" -eq 0 ] && [ "$e2e_second_status" -eq 0 ]
