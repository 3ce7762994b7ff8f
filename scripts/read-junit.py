#!/usr/bin/env python3
"""Reads a JUnit XML file with junitparser (PyPI; scripts/setup.sh installs it into .venv/), as a CI
system of the JUnit family would, and prints what it found: each suite's counts as written and as
counted from its cases, then each case with its time and result. The test of `folio golden check
--junit` compares these lines with the check.

    .venv/bin/python scripts/read-junit.py FILE
"""
import sys

from junitparser import Error, Failure, JUnitXml, Skipped, TestSuite


def main(path):
    xml = JUnitXml.fromfile(path)
    suites = [xml] if isinstance(xml, TestSuite) else list(xml)
    for suite in suites:
        cases = list(suite)
        results = [r for case in cases for r in case.result]
        print(f"suite {suite.name!r} tests={suite.tests} failures={suite.failures} errors={suite.errors} time={suite.time} "
              f"timestamp={suite.timestamp} hostname={suite.hostname} | counted: cases={len(cases)} "
              f"failures={sum(isinstance(r, Failure) for r in results)} errors={sum(isinstance(r, Error) for r in results)} "
              f"skipped={sum(isinstance(r, Skipped) for r in results)}")
        for case in cases:
            outcome = ", ".join(f"{type(r).__name__.lower()} type={r.type!r} message={r.message!r}" for r in case.result) or "passed"
            print(f"case {case.classname}/{case.name} time={case.time} {outcome}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
