#!/usr/bin/env python3
"""Validates PDFs against PDF/UA-1 and PDF/A-2a with page-validation (the pinned version the setup
script installs into .venv). Usage: validate-pdf.py [--profile ua1,2a] FILE.pdf...

Prints one line per failed check, `FILE: PROFILE RULE object N G: message`, and a summary per file and
profile; exits 1 when any rule failed, 2 on bad usage, 74 when a file cannot be read."""
import sys

import page


def main(argv):
    profiles = ["ua1", "2a"]
    files = []
    args = iter(argv)
    for arg in args:
        if arg == "--profile":
            profiles = next(args, "").split(",")
        else:
            files.append(arg)
    if not files or not all(profiles):
        print("usage: validate-pdf.py [--profile ua1,2a] FILE.pdf...", file=sys.stderr)
        return 2
    failed = False
    for path in files:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as error:
            print(f"{path}: {error}", file=sys.stderr)
            return 74
        for profile in profiles:
            report = page.validate_pdf_bytes(data, profile=profile)
            rules = report.rules
            for failure in report.failures:
                where = failure.object_id
                obj = f"object {where.object_number} {where.generation}" if where else "document"
                print(f"{path}: {profile} {failure.rule_id} {obj}: {failure.message}")
            print(f"{path}: {profile}: {rules.failed} of {rules.total} rules failed, {report.checks.failed} failed checks")
            failed = failed or rules.failed > 0 or not report.is_compliant
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
