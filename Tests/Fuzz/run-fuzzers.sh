#!/usr/bin/env bash
# Runs each libFuzzer target for a bounded time on a fresh copy of its committed seed corpus
# (docs/fuzzing.md). `make fuzz` builds the targets first and calls this.
#
#   Tests/Fuzz/run-fuzzers.sh BUILD_DIR SECONDS TARGET...
#
# Everything a run writes goes under artifacts/fuzz/<target>/: corpus/ (the seeds plus what the
# run found; the committed corpus stays small), log.txt, and crash-*, timeout-* or oom-* inputs.
# Prints one summary line per target; exits 1 when any target found a crash, timeout or leak.
set -uo pipefail
build_dir=$1; seconds=$2; shift 2
root=$(cd "$(dirname "$0")/../.." && pwd)
rss_mb=${FUZZ_RSS_MB:-2048}
export LSAN_OPTIONS="suppressions=$root/Tests/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
status=0
printf '%-19s %8s %9s %7s %7s %6s  %s\n' target seconds execs exec/s cov ft result
for target in "$@"; do
  name=${target#fuzz-}
  out="$root/artifacts/fuzz/$name"
  rm -rf "$out/corpus" && mkdir -p "$out/corpus"
  rm -f "$out"/crash-* "$out"/timeout-* "$out"/oom-* "$out"/leak-*
  cp "$root/Tests/Fuzz/Corpus/$name/"* "$out/corpus/"
  case $name in image) max_len=8192 ;; lottie) max_len=32768 ;; replay-*) max_len=16384 ;; *) max_len=4096 ;; esac
  dict=(); [ -f "$root/Tests/Fuzz/Dictionaries/$name.dict" ] && dict=(-dict="$root/Tests/Fuzz/Dictionaries/$name.dict")
  start=$(date +%s)
  "$build_dir/$target" "$out/corpus" "${dict[@]}" -max_total_time="$seconds" -rss_limit_mb="$rss_mb" \
      -max_len="$max_len" -timeout=10 -print_final_stats=1 -artifact_prefix="$out/" > "$out/log.txt" 2>&1
  rc=$?
  took=$(( $(date +%s) - start ))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/log.txt" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$out/log.txt" | tail -1)
  last=$(grep -E '^#[0-9]+' "$out/log.txt" | tail -1)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<< "$last"); ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<< "$last")
  found=$(ls "$out" | grep -E '^(crash|timeout|oom|leak)-' | head -1)
  if [ $rc -eq 0 ] && [ -z "$found" ]; then
    result=ok
  else
    result="FAILED (exit $rc): ${found:+$out/$found, }see $out/log.txt"
    status=1
  fi
  printf '%-19s %8s %9s %7s %7s %6s  %s\n' "$target" "$took" "${execs:-?}" "${speed:-?}" "${cov:-?}" "${ft:-?}" "$result"
done
exit $status
