#!/usr/bin/env bash
# A one-node Slurm cluster in a folder, for `make cluster-test`: `cluster-slurm.sh start DIR` writes
# DIR/slurm.conf and a munge key, starts munged, slurmctld and slurmd in the foreground as children
# of a small keeper (their pids in DIR/pids), and waits until the node takes jobs; `stop DIR` ends
# exactly those pids. Nothing is written outside DIR; the ports are the first free pair from 16817.
set -euo pipefail

action=${1:?usage: cluster-slurm.sh start|stop DIR}
dir=${2:?usage: cluster-slurm.sh start|stop DIR}

stop() {
  [ -f "$dir/pids" ] || return 0
  local pid
  for pid in $(tac "$dir/pids"); do kill -TERM "$pid" 2>/dev/null || true; done
  for _ in $(seq 50); do
    local alive=0
    for pid in $(cat "$dir/pids"); do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ $alive -eq 0 ] && break
    sleep 0.2
  done
  for pid in $(cat "$dir/pids"); do kill -KILL "$pid" 2>/dev/null || true; done
  echo "stopped munged, slurmctld and slurmd (pids $(tr '\n' ' ' < "$dir/pids"| sed 's/ $//'))"
  rm -f "$dir/pids"
}

free_port() {
  local port=$1
  while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 2)); done
  echo "$port"
}

start() {
  mkdir -p "$dir"/{state,spool,log,munge}
  chmod 700 "$dir/munge"
  dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
  chmod 400 "$dir/munge/munge.key"
  local host cpus memory ctld slurmd_port
  host=$(hostname -s)
  cpus=$(nproc)
  memory=$(awk '/MemTotal/ { print int($2 / 1024 / 2) }' /proc/meminfo)
  ctld=$(free_port 16817)
  slurmd_port=$(free_port $((ctld + 1)))
  cat > "$dir/slurm.conf" <<CONF
ClusterName=folio-test
SlurmctldHost=$host
SlurmctldPort=$ctld
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
MpiDefault=none
ReturnToService=2
SlurmdTimeout=30
InactiveLimit=0
KillWait=5
NodeName=$host CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=folio Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=NO
CONF
  : > "$dir/pids"
  munged --foreground --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
    --pid-file="$dir/munge/munged.pid" --log-file="$dir/log/munged.log" --seed-file="$dir/munge/munge.seed" \
    > "$dir/log/munged.out" 2>&1 &
  echo $! >> "$dir/pids"
  for _ in $(seq 50); do [ -S "$dir/munge/munge.socket" ] && break; sleep 0.1; done
  [ -S "$dir/munge/munge.socket" ] || { echo "munged did not start:"; cat "$dir/log/munged.out" "$dir/log/munged.log" 2>/dev/null; stop; exit 1; }
  slurmctld -D -i -f "$dir/slurm.conf" > "$dir/log/slurmctld.out" 2>&1 &
  echo $! >> "$dir/pids"
  slurmd -D -f "$dir/slurm.conf" > "$dir/log/slurmd.out" 2>&1 &
  echo $! >> "$dir/pids"
  export SLURM_CONF="$dir/slurm.conf"
  for _ in $(seq 60); do
    if sinfo -h -N -o '%t' 2>/dev/null | grep -qE '^(idle|mix|alloc)'; then
      echo "slurm: one node ($host, $cpus CPUs) up; munged, slurmctld, slurmd as pids $(tr '\n' ' ' < "$dir/pids" | sed 's/ $//'); SLURM_CONF=$dir/slurm.conf"
      return 0
    fi
    sleep 0.5
  done
  echo "slurm did not come up; logs:"
  tail -n 20 "$dir"/log/*
  stop
  exit 1
}

case $action in
  start) start ;;
  stop) stop ;;
  *) echo "usage: cluster-slurm.sh start|stop DIR" >&2; exit 64 ;;
esac
