#!/usr/bin/env bash
# The container test, run by .ci/run after `npm test`: builds the real image from the
# Containerfile on stand-in base images (this machine reaches no container registry; see
# stand-in-base.sh), then drives it with container-test.ts. Needs root, podman, podman-compose,
# runc, debootstrap (installed with apt-get when missing) and the repository's node_modules.
#
# When podman cannot run containers here at all, it says so in capitals and fails: a CI that
# cannot prove the image works must not look green.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CONTAINERS_CONF=${CONTAINERS_CONF:-$PWD/.ci/container/containers.conf}
IMAGE=${HEARTH_IMAGE:-localhost/the-hearth:ci}
started=$(date +%s)
say() { echo "[container-test $(date +%T)] $*"; }
cannot_run() {
  echo "CONTAINER TEST COULD NOT RUN: $*" >&2
  exit 1
}

[ "$(id -u)" -eq 0 ] || cannot_run "it needs root (rootful podman with runc and cgroupfs); run .ci/run as root"

missing=()
for tool in podman podman-compose runc debootstrap; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  say "apt-get install ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null ||
    cannot_run "apt-get could not install ${missing[*]}"
fi
podman info >/dev/null 2>&1 || cannot_run "podman does not work on this machine: $(podman info 2>&1 | tail -3)"

bash .ci/container/stand-in-base.sh
bash .ci/container/stand-in-postgres.sh
# .ci/run builds the bases while the tests run (they wait on the network and the disk).
if [ "${1:-}" = --bases-only ]; then
  say "stand-in bases ready in $(($(date +%s) - started)) s"
  exit 0
fi

say "podman build $IMAGE"
# --format docker keeps HEALTHCHECK, which the OCI image format has no field for. --network host:
# the build installs packages from the npm registry, and podman has no other working network here.
# --ulimit: a build step otherwise gets 1024 open files, too few for npm ci reading its cache.
nofile=$(ulimit -Hn)
[ "$nofile" = unlimited ] && nofile=1048576
podman build --format docker --network host --ulimit "nofile=$nofile:$nofile" \
  --build-arg BUILD_IMAGE=localhost/hearth-stand-in/node:22-bookworm \
  --build-arg RUNTIME_IMAGE=localhost/hearth-stand-in/node:22-bookworm-slim \
  -t "$IMAGE" . >/tmp/hearth-container-build.log 2>&1 ||
  {
    tail -40 /tmp/hearth-container-build.log
    exit 1
  }
say "built in $(($(date +%s) - started)) s"

HEARTH_IMAGE=$IMAGE node --conditions=@hearth/source --import tsx .ci/container/container-test.ts
# Keep only the newest build's layers: repeated runs on one machine reuse them.
podman image prune --force >/dev/null
say "the container test took $(($(date +%s) - started)) s in all"
