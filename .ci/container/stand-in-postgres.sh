#!/usr/bin/env bash
# Builds a stand-in for the official PostgreSQL image that compose.yaml's `postgres` service
# names, for a machine that reaches no container registry: Debian bookworm's PostgreSQL 15 on the
# stand-in Node base (stand-in-base.sh builds it first), started by stand-in-postgres-entrypoint.sh,
# which reads the official image's settings (POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB) and
# keeps its data where the official image does. The container test runs compose.yaml's PostgreSQL
# setup on it. Kept between runs and rebuilt only when this recipe changes. Needs root and podman.
set -euo pipefail
cd "$(dirname "$0")"

BASE=hearth-stand-in/node:22-bookworm-slim
IMAGE=hearth-stand-in/postgres:15-bookworm
export CONTAINERS_CONF=${CONTAINERS_CONF:-$PWD/containers.conf}

recipe=$(cat "$(basename "$0")" stand-in-postgres-entrypoint.sh | sha256sum | cut -c1-16)
label=$(podman image inspect --format '{{ index .Labels "hearth.stand-in" }}' "$IMAGE" 2>/dev/null || true)
if [ "$label" = "$recipe" ]; then
  echo "stand-in PostgreSQL image is up to date ($recipe)"
  exit 0
fi

echo "[$(date +%T)] podman build $IMAGE"
work=$(mktemp -d /var/tmp/hearth-stand-in-postgres.XXXXXX)
trap 'rm -rf "$work"' EXIT
cp stand-in-postgres-entrypoint.sh "$work/entrypoint.sh"
podman build --quiet --network host --label "hearth.stand-in=$recipe" -t "$IMAGE" -f - "$work" >/dev/null <<CONTAINERFILE
FROM $BASE
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null \
 && rm -rf /var/lib/apt/lists/*
COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PGDATA=/var/lib/postgresql/data
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["/bin/sh", "/usr/local/bin/docker-entrypoint.sh"]
CONTAINERFILE
echo "[$(date +%T)] done"
