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

fail() {
  printf 'ensure-chromium: %s\n' "$1" >&2
  printf 'ensure-chromium: the browser tests need Debian'"'"'s Chromium at %s (apt-get install chromium).\n' "$CHROMIUM" >&2
  exit 1
}

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO=(sudo -n)
else
  fail "Chromium is missing and this user cannot install packages (not root, no password-less sudo)."
fi

command -v apt-get >/dev/null 2>&1 || fail "Chromium is missing and apt-get is not available on this machine."

log=$(mktemp -t ensure-chromium.XXXXXX.log) || fail "cannot create a temporary log file."
trap 'rm -f "$log"' EXIT

run() {
  if ! "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive "$@" >>"$log" 2>&1; then
    cat "$log" >&2
    fail "'$*' failed (output above)."
  fi
}

run apt-get update -qq
run apt-get install -y -qq --no-install-recommends chromium

[ -x "$CHROMIUM" ] || { cat "$log" >&2; fail "apt-get installed chromium but $CHROMIUM is not there."; }
"$CHROMIUM" --version >>"$log" 2>&1 || { cat "$log" >&2; fail "$CHROMIUM was installed but does not start."; }
exit 0
