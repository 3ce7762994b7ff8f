#!/usr/bin/env bash
# Parallel text shaping under aggressive layout-cache eviction: ROUNDS rounds of PARALLEL storybooks at
# once, each with --jobs JOBS and a layout cache of CAPACITY runs a thread (evicting all the time).
# Exit 1 if any storybook failed (cairo's FreeType backend failing shows as "error occurred in
# libfreetype", a SIGSEGV or an abort); prints one line per round and the count of failures.
#   FOLIO=.build/release/folio ROUNDS=5 PARALLEL=4 CAPACITY=16 scripts/stress-text-cache.sh
set -u
FOLIO=${FOLIO:-.build/release/folio}
ROUNDS=${ROUNDS:-5}
PARALLEL=${PARALLEL:-4}
JOBS=${JOBS:-2}
CAPACITY=${CAPACITY:-16}
ONLY=${ONLY:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for round in $(seq "$ROUNDS"); do
  pids=()
  for p in $(seq "$PARALLEL"); do
    out="$work/r$round-p$p"
    ( FOLIO_LAYOUT_CACHE_CAPACITY=$CAPACITY "$FOLIO" storybook --jobs "$JOBS" --out "$out" ${ONLY:+--only "$ONLY"} \
        >"$out.log" 2>&1; echo $? >"$out.rc" ) &
    pids+=($!)
  done
  wait "${pids[@]}"
  bad=0
  for p in $(seq "$PARALLEL"); do
    out="$work/r$round-p$p"
    rc=$(cat "$out.rc")
    if [ "$rc" != 0 ] || grep -qiE 'freetype|segmentation|assert|CRITICAL' "$out.log"; then
      bad=$((bad + 1))
      echo "round $round storybook $p: exit $rc: $(grep -iE 'freetype|error|signal|assert|CRITICAL' "$out.log" | head -2 | tr '\n' ' ')"
    fi
  done
  failed=$((failed + bad))
  echo "round $round: $((PARALLEL - bad))/$PARALLEL storybooks clean (cache $CAPACITY runs a thread, $JOBS jobs each)"
  rm -rf "$work"/r$round-*
done
total=$((ROUNDS * PARALLEL))
echo "$((total - failed)) passed, $failed failed"
[ "$failed" = 0 ]
