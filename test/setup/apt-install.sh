# Sourced by test/browser/ensure-chromium.sh and test/setup/ensure-postgres.sh: what both need to install a
# Debian package for the tests. Defines `fail` (prints the message and what the tests need, exits 1) and
# `apt_install PACKAGE...` (apt-get update, then install without recommends, as root or through password-less
# sudo; quiet on success, apt-get's output on failure). Before sourcing, set ENSURE_LABEL (the script's name in
# messages) and ENSURE_NEED (what the tests need, said after every failure).

fail() {
  printf '%s: %s\n' "$ENSURE_LABEL" "$1" >&2
  printf '%s: %s\n' "$ENSURE_LABEL" "$ENSURE_NEED" >&2
  exit 1
}

# The log of the install, printed when a check after it fails.
APT_LOG=''

apt_install() {
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      fail "$* is missing and this user cannot install packages (not root, no password-less sudo)."
    fi
  fi
  command -v apt-get >/dev/null 2>&1 || fail "$* is missing and apt-get is not available on this machine."
  APT_LOG=$(mktemp -t "$ENSURE_LABEL.XXXXXX.log") || fail "cannot create a temporary log file."
  trap 'rm -f "$APT_LOG"' EXIT
  local step
  for step in "apt-get update -qq" "apt-get install -y -qq --no-install-recommends $*"; do
    # shellcheck disable=SC2086 # the step is split into its words on purpose
    if ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive $step >>"$APT_LOG" 2>&1; then
      cat "$APT_LOG" >&2
      fail "'$step' failed (output above)."
    fi
  done
}

# Fails with the install's log and a message.
fail_after_install() {
  [ -n "$APT_LOG" ] && cat "$APT_LOG" >&2
  fail "$1"
}
