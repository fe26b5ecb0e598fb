#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests and the browser bench.
# Installs the `chromium` package with apt-get when it is missing (no test tool downloads a browser of its
# own). Idempotent and quiet: prints nothing when Chromium is already there or installs cleanly; on failure
# prints apt-get's output and a message saying what to do, and exits non-zero.
set -uo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

ENSURE_LABEL=ensure-chromium
ENSURE_NEED="the browser tests need Debian's Chromium at $CHROMIUM (apt-get install chromium)."
# shellcheck source=../setup/apt-install.sh
. "$(dirname "$0")/../setup/apt-install.sh"

apt_install chromium

[ -x "$CHROMIUM" ] || fail_after_install "apt-get installed chromium but $CHROMIUM is not there."
"$CHROMIUM" --version >>"$APT_LOG" 2>&1 || fail_after_install "$CHROMIUM was installed but does not start."
exit 0
