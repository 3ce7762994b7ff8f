#!/usr/bin/env bash
# `make cluster-test`: Folio's batch commands on a real Slurm, end to end, on this machine.
# Installs slurm-wlm and munge from Debian when missing, starts a one-node cluster under a temp
# folder (scripts/cluster-slurm.sh: munged, slurmctld, slurmd as pids it owns), renders a 300-line
# card batch, the 24-person report batch (Templates/people.ndjson) and the storybook serially and as
# `sbatch --array=0-2 --wait` jobs, merges the shards (folio card --merge, folio report --merge,
# folio storybook --collate), compares the outputs byte for byte, then runs a batch with one broken
# line and checks the merge names that shard's failure. Stops exactly the
# daemons it started and exits non-zero on any difference.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
folio=$(realpath "${FOLIO:-$repo/.build/release/folio}")
[ -x "$folio" ] || { echo "cluster-test: no folio at $folio (make build first)" >&2; exit 66; }
lines=${CARD_LINES:-300}
start_time=$(date +%s.%N)
since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

missing=()
for p in slurm-wlm munge; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "cluster-test: installing ${missing[*]} from Debian"
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -q >/dev/null
  $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
fi

work=$(mktemp -d /tmp/folio-cluster-test.XXXXXX)
cluster="$work/slurm"
failures=0
checks=0
cleanup() {
  "$repo/scripts/cluster-slurm.sh" stop "$cluster" || true
  if [ "${KEEP:-0}" = 1 ] || [ $failures -gt 0 ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

ok() { checks=$((checks + 1)); echo "  ok   $*"; }
bad() { checks=$((checks + 1)); failures=$((failures + 1)); echo "  FAIL $*"; }

# Same bytes in two folders (the shard manifests aside, which name their shard).
same_tree() {
  local a=$1 b=$2 what=$3
  local files
  files=$(cd "$a" && find . -type f ! -path './shards/*' | wc -l)
  if diff -r --exclude=shards "$a" "$b" > "$work/diff.txt" 2>&1; then
    ok "$what: $files files identical, byte for byte, serial vs 3 Slurm array tasks"
  else
    bad "$what differs:"; head -20 "$work/diff.txt"
  fi
}

# The batch file: the bundled water snapshot on every line, each with its own id; `broken` (a
# line number) is cut short.
make_batch() {
  local out=$1 broken=${2:-0} body i
  body=$(tr -d '\n' < "$repo/Templates/snapshots/water.json")
  body=${body#\{}
  for i in $(seq 1 "$lines"); do
    if [ "$i" -eq "$broken" ]; then echo "{\"id\": \"p$i\", \"goalMl\": "; else printf '{"id": "p%03d",%s\n' "$i" "$body"; fi
  done > "$out"
}

export FOLIO_TEMPLATES="$repo/Templates"
echo "cluster-test: folio $("$folio" --version | awk '{print $2}') at $folio, work folder $work"
"$repo/scripts/cluster-slurm.sh" start "$cluster"
export SLURM_CONF="$cluster/slurm.conf"
mkdir -p "$work/logs"
make_batch "$work/cards.ndjson"
make_batch "$work/broken.ndjson" 152

# One sbatch array of three tasks running `folio ARGS` (each task gets SLURM_ARRAY_TASK_* and
# nothing else says which shard it is); returns sbatch's exit status.
array() {
  local name=$1; shift
  local script="$work/$name.sbatch"
  { echo "#!/bin/sh"; printf 'exec %q' "$folio"; printf ' %q' "$@"; echo; } > "$script"
  local t0 status=0
  t0=$(date +%s.%N)
  sbatch --array=0-2 --wait --quiet --job-name="folio-$name" --chdir="$work" --output="$work/logs/$name-%a.log" "$script" || status=$?
  echo "  ..   sbatch --array=0-2 --wait $name: exit $status in $(since "$t0") s"
  return $status
}

echo "serial runs (one process, the reference):"
"$folio" card water --batch "$work/cards.ndjson" --out "$work/serial/cards" --jobs "$(nproc)" 2>&1 | tail -n 1
"$folio" report weekly --batch "$repo/Templates/people.ndjson" --out "$work/serial/reports" --jobs "$(nproc)" 2>&1 | tail -n 1
"$folio" storybook --out "$work/serial/storybook" --jobs "$(nproc)" 2>&1 | tail -n 1

echo "Slurm array jobs:"
if array cards card water --batch "$work/cards.ndjson" --out "$work/sharded/cards" --jobs 1; then
  ok "card batch: 3 array tasks exited 0"
else
  bad "card batch: an array task failed (logs in $work/logs)"
fi
if array reports report weekly --batch "$repo/Templates/people.ndjson" --out "$work/sharded/reports" --jobs 1; then
  ok "report batch: 3 array tasks exited 0"
else
  bad "report batch: an array task failed (logs in $work/logs)"
fi
if array storybook storybook --out "$work/sharded/storybook" --jobs 1; then
  ok "storybook: 3 array tasks exited 0"
else
  bad "storybook: an array task failed (logs in $work/logs)"
fi
for i in 0 1 2; do
  if grep -q "SLURM_ARRAY_TASK_ID=$i (array 0-2, 3 tasks)" "$work/sharded/cards/shards/card-$i-of-3.json"; then
    ok "card task $i took shard $i/3 from SLURM_ARRAY_TASK_ID"
  else
    bad "card task $i: no manifest card-$i-of-3.json naming SLURM_ARRAY_TASK_ID=$i"
  fi
done

echo "merges:"
if merged=$("$folio" card --merge --out "$work/sharded/cards" 2>&1); then ok "folio card --merge: $(echo "$merged" | tail -n 1)"; else bad "folio card --merge: $merged"; fi
if merged=$("$folio" report --merge --out "$work/sharded/reports" 2>&1); then ok "folio report --merge: $(echo "$merged" | tail -n 1)"; else bad "folio report --merge: $merged"; fi
if collated=$("$folio" storybook --out "$work/sharded/storybook" --collate 2>&1); then
  ok "folio storybook --collate: $(echo "$collated" | head -n 1)"
else
  bad "folio storybook --collate: $collated"
fi
same_tree "$work/serial/cards" "$work/sharded/cards" "card batch ($lines lines, cards + index.json)"
same_tree "$work/serial/reports" "$work/sharded/reports" "report batch (24 people, PDFs + index.json)"
same_tree "$work/serial/storybook" "$work/sharded/storybook" "storybook (PNGs, index.html, storybook.pdf)"

echo "a shard given a broken line (line 152, which is shard 1/3's):"
if array broken card water --batch "$work/broken.ndjson" --out "$work/broken" --jobs 1; then
  bad "the array with a broken line exited 0"
else
  ok "the array with a broken line exits non-zero"
fi
# `folio card --merge` of the broken batch must exit 65 with a line matching PATTERN.
merge_fails_with() {
  local pattern=$1 what=$2 status=0 merged
  merged=$("$folio" card --merge --out "$work/broken" 2>&1) || status=$?
  if [ $status -eq 65 ] && echo "$merged" | grep -q "$pattern"; then
    ok "$what: $(echo "$merged" | grep "$pattern" | head -n 1 | sed 's/^ *//')"
  else
    bad "$what: folio card --merge exited $status: $merged"
  fi
}
merge_fails_with "shard 1/3: broken.ndjson:152:" "folio card --merge exits 65 naming the shard's line"
rm "$work/broken/shards/card-2-of-3.json"
merge_fails_with "shard 2/3 did not report" "a shard that never reported is named"

echo "cluster-test: $checks checks, $failures failed, in $(since "$start_time") s"
[ $failures -eq 0 ]
