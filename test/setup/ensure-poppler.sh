#!/usr/bin/env bash
# Makes sure poppler's pdftotext is installed for the browser test that prints the Summary to PDF and reads it
# back (test/browser/check-answers.test.ts). Installs Debian's `poppler-utils` with apt-get when it is missing.
# Idempotent and quiet: prints nothing when pdftotext is there or installs cleanly; on failure prints apt-get's
# output and what to do, and exits non-zero.
set -uo pipefail

if command -v pdftotext >/dev/null 2>&1; then
  exit 0
fi

ENSURE_LABEL=ensure-poppler
ENSURE_NEED="the print test needs poppler's pdftotext (apt-get install poppler-utils)."
# shellcheck source=./apt-install.sh
. "$(dirname "$0")/apt-install.sh"

apt_install poppler-utils

command -v pdftotext >/dev/null 2>&1 || fail_after_install "apt-get installed poppler-utils but pdftotext is not on the PATH."
exit 0
