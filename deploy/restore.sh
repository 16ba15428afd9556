#!/bin/sh
# Restores a backup of deploy/backup.sh into the database the PG* settings name (PGDATABASE), as the compose
# `restore` service runs it (docs/operations.md, "Restore"):
#   cumplia-restore /backups/cumplia-20261207-030000.dump.age
# The archive is decrypted with the age identity in BACKUP_AGE_IDENTITY_FILE and restored, in one transaction, into
# a new database; only when that succeeded is the current database renamed aside (kept as <name>_before_<date>, to
# be dropped by hand once the restore is checked) and the restored one renamed into its place. Nothing may be
# connected to the database meanwhile: stop the API and the worker first, or the rename refuses.
set -eu

file=${1:?usage: cumplia-restore <backup file (.dump.age)>}
: "${BACKUP_AGE_IDENTITY_FILE:?set BACKUP_AGE_IDENTITY_FILE: the age identity (private key) file the backups decrypt with}"
target=${PGDATABASE:?set PGDATABASE: the database to restore}
stamp=$(date -u +%Y%m%d%H%M%S)
restoring="${target}_restoring_$stamp"
plain=$(mktemp)
trap 'rm -f "$plain"' EXIT

age --decrypt --identity "$BACKUP_AGE_IDENTITY_FILE" --output "$plain" "$file"
createdb --template=template0 "$restoring"
if ! pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$restoring" "$plain"; then
  dropdb "$restoring"
  echo "restore FAILED: $file could not be restored; $target is untouched" >&2
  exit 1
fi

exists=$(psql --no-psqlrc --tuples-only --no-align --dbname=postgres -v target="$target" <<'SQL'
select count(*) from pg_database where datname = :'target';
SQL
)
aside="${target}_before_$stamp"
psql --no-psqlrc --quiet -v ON_ERROR_STOP=1 --dbname=postgres -v target="$target" -v restoring="$restoring" \
  -v aside="$aside" -v exists="$exists" <<'SQL'
\if :exists
alter database :"target" rename to :"aside";
\endif
alter database :"restoring" rename to :"target";
SQL
if [ "$exists" = 1 ]; then
  echo "restored $file into $target (the database before it is kept as $aside)"
else
  echo "restored $file into $target"
fi
