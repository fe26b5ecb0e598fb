#!/usr/bin/env bash
# Makes sure Debian's PostgreSQL server programs (initdb, pg_ctl) are under /usr/lib/postgresql/<version>/bin
# for the support store's tests, which start a private, throw-away server with them (test/setup/test-postgres.ts);
# as root that server runs as the `postgres` system user, which the package creates. Installs the `postgresql`
# package with apt-get when they are missing. Installing it may create and start Debian's own cluster on port
# 5432: the tests never use it. Idempotent and quiet: prints nothing when PostgreSQL is already there or
# installs cleanly; on failure prints apt-get's output and a message saying what to do, and exits non-zero.
set -uo pipefail

PG_LIB=/usr/lib/postgresql

# The newest version's bin folder holding both initdb and pg_ctl, or nothing.
server_bin() {
  local dir
  while IFS= read -r dir; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      printf '%s\n' "$dir"
      return 0
    fi
  done < <(printf '%s\n' "$PG_LIB"/*/bin | sort -rV)
  return 1
}

# Root runs the test server as `postgres` (PostgreSQL refuses to run as root).
has_server_user() {
  [ "$(id -u)" -ne 0 ] || id -u postgres >/dev/null 2>&1
}

if server_bin >/dev/null && has_server_user; then
  exit 0
fi

fail() {
  printf 'ensure-postgres: %s\n' "$1" >&2
  printf 'ensure-postgres: the support store'"'"'s tests need Debian'"'"'s PostgreSQL server (apt-get install postgresql), or TEST_DATABASE_URL set to a server of your own.\n' >&2
  exit 1
}

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO=(sudo -n)
else
  fail "PostgreSQL's initdb and pg_ctl are missing under $PG_LIB/*/bin and this user cannot install packages (not root, no password-less sudo)."
fi

command -v apt-get >/dev/null 2>&1 || fail "PostgreSQL is missing and apt-get is not available on this machine."

log=$(mktemp -t ensure-postgres.XXXXXX.log) || fail "cannot create a temporary log file."
trap 'rm -f "$log"' EXIT

run() {
  if ! "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive "$@" >>"$log" 2>&1; then
    cat "$log" >&2
    fail "'$*' failed (output above)."
  fi
}

run apt-get update -qq
run apt-get install -y -qq --no-install-recommends postgresql

bin=$(server_bin) || { cat "$log" >&2; fail "apt-get installed postgresql but no $PG_LIB/*/bin holds initdb and pg_ctl."; }
has_server_user || { cat "$log" >&2; fail "apt-get installed postgresql but the postgres system user is missing."; }
"$bin/initdb" --version >>"$log" 2>&1 || { cat "$log" >&2; fail "$bin/initdb was installed but does not run."; }
exit 0
