#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL cluster (Debian's server): TEST_DATABASE_URL points at
# it, and TEST_PG_CTL / TEST_PG_DATA let resilience tests stop and restart it. Removed on exit.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "with-postgres: no PostgreSQL server found (apt-get install postgresql)" >&2
  exit 1
fi
dir=$(mktemp -d /tmp/fuse-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"

as_postgres "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
cat > "$dir/pg_ctl" <<CTL
#!/usr/bin/env bash
# start | stop | restart the test cluster
if [ "\$(id -u)" -eq 0 ]; then pre=(runuser -u postgres --); else pre=(); fi
exec "\${pre[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -m fast \\
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" "\$@"
CTL
chmod +x "$dir/pg_ctl"
"$dir/pg_ctl" start >/dev/null
cleanup() {
  "$dir/pg_ctl" stop -m immediate >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export TEST_PG_CTL="$dir/pg_ctl"
echo "with-postgres: $("$bin/postgres" --version) on port $port"
"$@"
