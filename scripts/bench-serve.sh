#!/usr/bin/env bash
# `make bench`'s server part: starts `folio serve` (the release build, $FOLIO) on a free port, drives
# POST /card/water at 8 concurrent connections with wrk for a fixed time, each request a distinct
# snapshot (1080 × 1350 PNG, so the cache never answers), and prints cards per second with the p50 and
# p99 latency beside the batch's cards per second; then the latency of a cached 304 (If-None-Match).
# Targets: p99 under 250 ms, and at least as many cards per second as the batch.
set -euo pipefail
FOLIO=${FOLIO:-.build/release/folio}
SECONDS_OF_LOAD=${SECONDS_OF_LOAD:-20}
repo=$(cd "$(dirname "$0")/.." && pwd)
export FOLIO_TEMPLATES=${FOLIO_TEMPLATES:-$repo/Templates}
command -v wrk >/dev/null || { echo "bench-serve: wrk is not installed (scripts/setup.sh installs it)" >&2; exit 1; }
work=$(mktemp -d)
"$FOLIO" serve --port 0 2>"$work/log" &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do grep -q "listening on" "$work/log" && break; sleep 0.1; done
port=$(sed -n 's/.*listening on http:\/\/127.0.0.1:\([0-9]*\)\/.*/\1/p' "$work/log" | head -1)
[ -n "$port" ] || { echo "bench-serve: folio serve did not start:" >&2; cat "$work/log" >&2; exit 1; }
url="http://127.0.0.1:$port"

# The batch's rate on this machine, for the comparison: 96 distinct cards with one job per core.
for i in $(seq 96); do tr -d '\n' <"$FOLIO_TEMPLATES/snapshots/water.json" | sed "s/\"goalMl\": 2000/\"goalMl\": $((1000 + i))/"; echo; done >"$work/batch.ndjson"
# CPU time per card (user + system, in ms) says more than cards per second on a machine shared with
# other work: of the batch (its start-up included), and of the server over the 8-connection run.
TIMEFORMAT='%U %S'
batch_cpu=$( { time "$FOLIO" card water --batch "$work/batch.ndjson" --out "$work/batch" >"$work/batch.log" 2>&1; } 2>&1 )
batch=$(sed -n 's/.*, \([0-9.]*\) cards\/s.*/\1/p' "$work/batch.log" | tail -1)
batch_ms=$(echo "$batch_cpu" | awk '{ printf "%.1f", ($1 + $2) * 1000 / 96 }')
server_ticks() { awk '{ print $14 + $15 }' "/proc/$server/stat"; }

# wrk's latency table: the line of a percentile ("50.000%    41.20ms") in milliseconds.
ms() { awk -v p="$1" '$1 == p { v = $2; if (v ~ /us$/) { sub(/us$/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms$/, "", v) } else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 } printf "%.1f", v }' "$2"; }
curl -s -o /dev/null "$url/card/water"   # warm-up: fonts, glows and each worker's caches
ticks=$(server_ticks)
wrk -t2 -c8 -d"${SECONDS_OF_LOAD}s" --timeout 10s --latency -s "$repo/scripts/bench-card.lua" "$url/card/water" >"$work/cards" 2>&1
sleep 0.5  # the cards in flight when wrk stopped
serve_ms=$(awk -v t="$(( $(server_ticks) - ticks ))" -v hz="$(getconf CLK_TCK)" '/ requests in / { printf "%.1f", t * 1000 / hz / $1 }' "$work/cards")
rate=$(awk '/^Requests\/sec/ { print $2 }' "$work/cards")
errors=$(awk '/Non-2xx or 3xx/ { print $NF }' "$work/cards")
printf 'serve cards %s cards/s at 8 connections over %s s (1080x1350 PNG, distinct snapshots): p50 %s ms, p99 %s ms%s; the batch: %s cards/s\n' \
  "$rate" "$SECONDS_OF_LOAD" "$(ms 50% "$work/cards")" "$(ms 99% "$work/cards")" "${errors:+, $errors answers not 200}" "${batch:-?}"
printf 'serve cpu   %s ms per card (user + system); the batch: %s ms per card, on %s cores\n' "${serve_ms:-?}" "${batch_ms:-?}" "$(nproc)"

# The same at one connection per core, on goals the run above did not ask for (its two threads take
# 251… and 4251…, a few hundred each), so no answer comes from the cache: a card's own latency,
# without waiting behind the others (at 8
# connections a card waits for the ones ahead of it: p50 ≈ 8 / (cards per second), Little's law).
cores=$(nproc)
GOAL_BASE=1000 wrk -t1 -c"$cores" -d10s --timeout 10s --latency -s "$repo/scripts/bench-card.lua" "$url/card/water" >"$work/cores" 2>&1
printf 'serve cards %s cards/s at %s connections (one per core): p50 %s ms, p99 %s ms\n' \
  "$(awk '/^Requests\/sec/ { print $2 }' "$work/cores")" "$cores" "$(ms 50% "$work/cores")" "$(ms 99% "$work/cores")"

etag=$(curl -s -D - -o /dev/null "$url/card/water" | tr -d '\r' | sed -n 's/^[Ee][Tt][Aa][Gg]: //p')
wrk -t1 -c1 -d5s --latency -H "If-None-Match: $etag" "$url/card/water" >"$work/304" 2>&1
printf 'serve 304   %s answers/s on 1 connection: p50 %s ms, p99 %s ms\n' \
  "$(awk '/^Requests\/sec/ { print $2 }' "$work/304")" "$(ms 50% "$work/304")" "$(ms 99% "$work/304")"
