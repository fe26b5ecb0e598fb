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

ENSURE_LABEL=ensure-postgres
ENSURE_NEED="the support store's tests need Debian's PostgreSQL server (apt-get install postgresql), or TEST_DATABASE_URL set to a server of your own."
# shellcheck source=./apt-install.sh
. "$(dirname "$0")/apt-install.sh"

apt_install postgresql

bin=$(server_bin) || fail_after_install "apt-get installed postgresql but no $PG_LIB/*/bin holds initdb and pg_ctl."
has_server_user || fail_after_install "apt-get installed postgresql but the postgres system user is missing."
"$bin/initdb" --version >>"$APT_LOG" 2>&1 || fail_after_install "$bin/initdb was installed but does not run."
exit 0
