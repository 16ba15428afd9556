#!/bin/sh
# One backup of the database the PG* settings name (PGHOST, PGUSER, PGPASSWORD, PGDATABASE), as the compose
# `backup` service runs it every day:
#   1. a pg_dump archive (custom format), read back with pg_restore --list to prove it restores;
#   2. encrypted with age to every public key in BACKUP_AGE_RECIPIENTS (the archive is never kept in clear);
#   3. copied off the host with rclone to BACKUP_REMOTE (an S3-compatible bucket, docs/operations.md);
#   4. recorded in the database (backup_runs), which the metric cumplia_backup_last_success_timestamp_seconds and
#      the alert CumpliaBackupMissing read; BACKUP_DIR/last-success is the container's healthcheck;
#   5. local copies older than BACKUP_KEEP_DAYS removed (the bucket's own lifecycle rule keeps the remote ones).
# Any step that fails stops the run with a non-zero exit and a line on standard error; nothing is recorded then.
set -eu

dir=${BACKUP_DIR:-/backups}
: "${BACKUP_AGE_RECIPIENTS:?set BACKUP_AGE_RECIPIENTS: the age public keys (age1…) the backups are encrypted to}"
: "${BACKUP_REMOTE:?set BACKUP_REMOTE: where rclone copies each backup off this host (remote:bucket/path)}"

stamp=$(date -u +%Y%m%d-%H%M%S)
name="cumplia-$stamp.dump.age"
plain=$(mktemp "$dir/.cumplia-$stamp.XXXXXX")
trap 'rm -f "$plain"' EXIT

pg_dump --format=custom --no-owner --no-privileges --file="$plain"
tables=$(pg_restore --list "$plain" | grep -c ' TABLE DATA ' || true)
if [ "$tables" -eq 0 ]; then
  echo "backup FAILED: the archive of $stamp cannot be read back" >&2
  exit 1
fi

set --
for recipient in $BACKUP_AGE_RECIPIENTS; do set -- "$@" --recipient "$recipient"; done
age --encrypt "$@" --output "$dir/$name" "$plain"

rclone copyto "$dir/$name" "$BACKUP_REMOTE/$name"

bytes=$(wc -c < "$dir/$name")
psql --no-psqlrc --quiet -v ON_ERROR_STOP=1 -v file="$name" -v bytes="$bytes" -v remote="$BACKUP_REMOTE" <<'SQL'
insert into backup_runs (file, bytes, copied_to) values (:'file', :'bytes', :'remote');
SQL

find "$dir" -name 'cumplia-*.dump.age' -mtime +"${BACKUP_KEEP_DAYS:-14}" -delete
date -u +%s > "$dir/last-success"
echo "backup written: $name ($bytes bytes, $tables tables), encrypted, copied to $BACKUP_REMOTE"
