#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: starts one on a free
# port of 54340-54349, exports DATABASE_URL, runs the command, and always
# stops and removes the cluster. Usage: bash scripts/with-postgres.sh <command…>
# WITH_POSTGRES_SETTINGS adds server settings ("shared_buffers=7GB max_wal_size=8GB").
# With a shared_buffers of its own, the cluster maps its shared memory in huge
# pages when it can reserve them (as root, through /proc/sys/vm/nr_hugepages;
# the reservation is given back at the end): with 4 KB pages each connection
# maps every buffer it reads for the first time, a cost that grows with the
# buffers (PostgreSQL's manual, "Linux Huge Pages").
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args…]" >&2
  exit 2
fi

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ] || [ ! -x "$bin/pg_ctl" ]; then
  echo "with-postgres: PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin." >&2
  echo "with-postgres: install them first, e.g. apt-get install -y postgresql" >&2
  exit 127
fi

# initdb refuses to run as root: the cluster belongs to the postgres user then.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-postgres: running as root needs a 'postgres' user to own the cluster." >&2
    exit 1
  fi
  as_owner=(runuser -u postgres --)
fi

port=""
for candidate in 54340 54341 54342 54343 54344 54345 54346 54347 54348 54349; do
  if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
    port=$candidate
    break
  fi
done
if [ -z "$port" ]; then
  echo "with-postgres: no free port in 54340-54349." >&2
  exit 1
fi

dir=$(mktemp -d /tmp/with-postgres.XXXXXX)
chmod 755 "$dir"
[ "${#as_owner[@]}" -gt 0 ] && chown postgres: "$dir"

hugepages_before=""
cleanup() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  if [ -n "$hugepages_before" ]; then echo "$hugepages_before" >/proc/sys/vm/nr_hugepages 2>/dev/null || true; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A UTF-8 character type lets the trigram index cover every script (Cyrillic, CJK…), as on production servers.
if ! "${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --lc-collate=C --lc-ctype=C.UTF-8 >"$dir/initdb.log" 2>&1; then
  cat "$dir/initdb.log" >&2
  echo "with-postgres: initdb failed." >&2
  exit 1
fi
settings="-c max_connections=200"
for setting in ${WITH_POSTGRES_SETTINGS:-}; do
  settings="$settings -c $setting"
done
if [[ " ${WITH_POSTGRES_SETTINGS:-}" == *" shared_buffers="* ]] && [ -w /proc/sys/vm/nr_hugepages ]; then
  # shellcheck disable=SC2086 # the settings are separate words
  needed=$("${as_owner[@]}" "$bin/postgres" -D "$dir/data" -C shared_memory_size_in_huge_pages $settings 2>/dev/null || echo 0)
  hugepages_before=$(cat /proc/sys/vm/nr_hugepages)
  # Free pages less those another program has reserved already.
  available() { awk '/^HugePages_Free:/ {free = $2} /^HugePages_Rsvd:/ {reserved = $2} END {print free - reserved}' /proc/meminfo; }
  if [ "$needed" -gt 0 ] && echo $((hugepages_before + needed - $(available))) >/proc/sys/vm/nr_hugepages 2>/dev/null &&
    [ "$(available)" -ge "$needed" ]; then
    settings="$settings -c huge_pages=on"
    echo "with-postgres: shared memory in $needed huge pages" >&2
  else
    echo "$hugepages_before" >/proc/sys/vm/nr_hugepages 2>/dev/null || true
    hugepages_before=""
    echo "with-postgres: huge pages could not be reserved; shared memory in 4 KB pages" >&2
  fi
fi
if ! "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 $settings" start >/dev/null; then
  cat "$dir/server.log" >&2
  echo "with-postgres: the server did not start." >&2
  exit 1
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
