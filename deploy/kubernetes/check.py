#!/usr/bin/env python3
"""Checks deploy/kubernetes/ the way a reviewer would: every manifest parses (PyYAML), the Indexed
Jobs have completions = parallelism = FOLIO_SHARD_COUNT, run the image's `folio` with the batch
command they claim, write to the ReadWriteMany claim, and each has a follow-up merge Job reading the
folder its shards wrote, and each Job's podFailurePolicy means what the README promises: a bad line
(exit 65) or bad options (exit 2) fail the shard or the Job at once instead of being retried; a
policy that answers 65 with Ignore (the pod replaced, uncounted: the bad line forever) or leaves it
to the backoff count fails the check. Then `kubectl apply --dry-run=client` when kubectl is installed; client
dry-run still asks an API server for discovery, so with none reachable it says so and falls back to
kubectl's offline decoder (`kubectl label --local`). Exit 1 on any problem, each printed.

    python3 deploy/kubernetes/check.py [FOLDER]
"""
import os
import shutil
import subprocess
import sys

import yaml

IMAGE = "folio:0.1.0"
CLAIM = "folio-output"
# shard Job file -> (its merge Job file, the folio subcommand, the merge's arguments after the subcommand)
JOBS = {
    "storybook-job.yaml": ("storybook-collate-job.yaml", "storybook", "--collate"),
    "cards-job.yaml": ("cards-merge-job.yaml", "card", "--merge"),
    "reports-job.yaml": ("reports-merge-job.yaml", "report", "--merge"),
}


def load(folder, name, problems):
    try:
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            docs = [d for d in yaml.safe_load_all(f) if d is not None]
    except (OSError, yaml.YAMLError) as error:
        problems.append(f"{name}: {error}")
        return None
    if len(docs) != 1:
        problems.append(f"{name}: expected one document, found {len(docs)}")
        return None
    return docs[0]


def container(job, name, problems):
    spec = job.get("spec", {}).get("template", {}).get("spec", {})
    containers = spec.get("containers") or []
    if spec.get("restartPolicy") != "Never":
        problems.append(f"{name}: restartPolicy must be Never (podFailurePolicy and Indexed retries need it)")
    if len(containers) != 1:
        problems.append(f"{name}: expected one container, found {len(containers)}")
        return {}, spec
    c = containers[0]
    if c.get("image") != IMAGE:
        problems.append(f"{name}: image {c.get('image')!r}, expected {IMAGE!r}")
    if c.get("command") != ["folio"]:
        problems.append(f"{name}: command {c.get('command')!r}, expected ['folio']")
    claims = [v.get("persistentVolumeClaim", {}).get("claimName") for v in spec.get("volumes", [])]
    if claims != [CLAIM]:
        problems.append(f"{name}: volumes claim {claims}, expected [{CLAIM!r}]")
    return c, spec


# Exit codes running again cannot cure: bad options, bad data (folio's README, "Exit codes").
NOT_RETRIED = {2: "bad options", 65: "a bad line"}


def policy_action(spec, code):
    """The action Kubernetes takes on the folio container exiting with `code`: the first rule of the
    podFailurePolicy that matches it (In / NotIn its values), else Count (the backoff limit counts it)."""
    for rule in (spec.get("podFailurePolicy") or {}).get("rules") or []:
        match = rule.get("onExitCodes")
        if not match or match.get("containerName", "folio") != "folio":
            continue
        values = match.get("values") or []
        if (code in values) == (match.get("operator") == "In"):
            return rule.get("action")
    return "Count"


def failure_policy(spec, name, problems):
    """Problems with how `spec` answers the exit codes that must not be retried."""
    for code, meaning in NOT_RETRIED.items():
        action = policy_action(spec, code)
        if action == "Ignore":
            problems.append(f"{name}: podFailurePolicy answers exit {code} ({meaning}) with Ignore: the pod is replaced "
                            "without counting against the backoff limit, so it is retried forever; use FailIndex or FailJob")
        elif action == "Count":
            problems.append(f"{name}: podFailurePolicy leaves exit {code} ({meaning}) to the backoff count: it is retried "
                            f"{spec.get('backoffLimitPerIndex', spec.get('backoffLimit', 6))} more times and fails the same way; "
                            "use FailIndex or FailJob")
        elif action == "FailIndex" and not isinstance(spec.get("backoffLimitPerIndex"), int):
            problems.append(f"{name}: FailIndex on exit {code} needs backoffLimitPerIndex (Kubernetes refuses it otherwise)")
        elif action not in ("FailIndex", "FailJob"):
            problems.append(f"{name}: podFailurePolicy answers exit {code} with {action!r}, expected FailIndex or FailJob")
    return [f"{code}: {policy_action(spec, code)}" for code in NOT_RETRIED]


def out_folder(args):
    return args[args.index("--out") + 1] if "--out" in args and args.index("--out") + 1 < len(args) else None


def check(folder):
    problems, checked = [], []
    volume = load(folder, "volume.yaml", problems)
    if volume:
        if volume.get("kind") != "PersistentVolumeClaim" or volume.get("metadata", {}).get("name") != CLAIM:
            problems.append(f"volume.yaml: expected the PersistentVolumeClaim {CLAIM}")
        elif "ReadWriteMany" not in volume.get("spec", {}).get("accessModes", []):
            problems.append("volume.yaml: the shards share the folder: accessModes must include ReadWriteMany")
        else:
            checked.append(f"volume.yaml: claim {CLAIM}, ReadWriteMany")
    for name, (merge_name, command, merge_flag) in JOBS.items():
        job, merge = load(folder, name, problems), load(folder, merge_name, problems)
        if not job or not merge:
            continue
        spec = job.get("spec", {})
        c, _ = container(job, name, problems)
        env = {e.get("name"): e.get("value") for e in c.get("env", [])}
        count = env.get("FOLIO_SHARD_COUNT")
        if job.get("kind") != "Job" or spec.get("completionMode") != "Indexed":
            problems.append(f"{name}: expected a Job with completionMode Indexed")
        if not (isinstance(spec.get("completions"), int) and spec.get("completions") == spec.get("parallelism")
                and count == str(spec.get("completions"))):
            problems.append(f"{name}: completions {spec.get('completions')}, parallelism {spec.get('parallelism')} and "
                            f"FOLIO_SHARD_COUNT {count!r} must be one number")
        policy = failure_policy(spec, name, problems)
        args = c.get("args", [])
        if not args or args[0] != command or "--shard" in args:
            problems.append(f"{name}: args {args}: expected folio {command} with its shard from the environment, not --shard")
        m, _ = container(merge, merge_name, problems)
        margs = m.get("args", [])
        if not margs or margs[0] != command or merge_flag not in margs:
            problems.append(f"{merge_name}: args {margs}: expected folio {command} ... {merge_flag}")
        if out_folder(args) is None or out_folder(args) != out_folder(margs):
            problems.append(f"{merge_name}: merges {out_folder(margs)!r} but {name} writes {out_folder(args)!r}")
        if "FOLIO_SHARD_COUNT" in {e.get("name") for e in m.get("env", [])} or merge.get("spec", {}).get("completionMode"):
            problems.append(f"{merge_name}: the merge is one pod, not sharded")
        checked.append(f"{name}: Indexed Job of {spec.get('completions')} = parallelism = FOLIO_SHARD_COUNT, "
                       f"folio {' '.join(args)}, exit {', '.join(policy)}; then {merge_name}: folio {' '.join(margs)}")
    return problems, checked


def kubectl(folder):
    if not shutil.which("kubectl"):
        return ["kubectl: not installed, skipped"], []
    files = sorted(f for f in os.listdir(folder) if f.endswith(".yaml"))
    paths = [a for f in files for a in ("-f", os.path.join(folder, f))]
    run = subprocess.run(["kubectl", "apply", "--dry-run=client", *paths], capture_output=True, text=True)
    if run.returncode == 0:
        return [f"kubectl apply --dry-run=client: {run.stdout.strip()}"], []
    if "connection refused" in run.stderr or "no such host" in run.stderr or "unable to recognize" in run.stderr:
        local = subprocess.run(["kubectl", "label", "--local", "-o", "name", *paths, "folio.check=1"], capture_output=True, text=True)
        if local.returncode != 0:
            return [], [f"kubectl label --local: {local.stderr.strip()}"]
        return ["kubectl apply --dry-run=client: no API server reachable (client dry-run still needs one for discovery); "
                "kubectl's offline decoder read " + ", ".join(local.stdout.split())], []
    return [], [f"kubectl apply --dry-run=client: {run.stderr.strip()}"]


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    problems, checked = check(folder)
    notes, failures = kubectl(folder)
    for line in checked + notes:
        print("ok  ", line)
    for line in problems + failures:
        print("FAIL", line)
    return 1 if problems or failures else 0


if __name__ == "__main__":
    sys.exit(main())
