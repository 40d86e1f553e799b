#!/usr/bin/env bash
# Stand-ins for the base images docker-compose.yml and deploy/Dockerfile name, built from Debian
# packages where no image registry can be reached (make deploy-check runs this for the missing ones):
#   python:3.11-slim-bookworm  Debian's python3.11 in a venv at /usr/local (python, pip on PATH)
#   redis:7.2-alpine           Debian's redis-server (7.0 on bookworm) and redis-cli
#   nginx:1.27-alpine          Debian's nginx (1.22) with the official image's template entrypoint
# Only the missing tags are built; a pulled official image is always preferred. Needs root (debootstrap).
# CA_BUNDLE=/path/bundle.crt: where a proxy re-signs TLS, the python stand-in's pip trusts that bundle.
set -euo pipefail
cd "$(dirname "$0")/.."
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
BASE=pithead-debian:bookworm-slim
declare -A STANDIN=([python:3.11-slim-bookworm]=python [redis:7.2-alpine]=redis [nginx:1.27-alpine]=nginx)

have() { docker image inspect "$1" >/dev/null 2>&1; }

# As debian:bookworm-slim is made (debuerreotype --slimify): no manuals, docs or locales now or in
# later apt installs (copyright files stay), and no apt lists or caches in the image.
slim() {
    local root=$1
    cat > "$root/etc/dpkg/dpkg.cfg.d/docker-slim" <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/man/*
CFG
    # The official images' docker-clean: downloaded packages never stay in a layer.
    cat > "$root/etc/apt/apt.conf.d/docker-clean" <<'CFG'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
CFG
    printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' > "$root/etc/apt/apt.conf.d/docker-no-recommends"
    find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
    rm -rf "$root"/usr/share/{groff,info,linda,lintian,locale,man}/* \
           "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/var/cache/debconf/*-old \
           "$root"/var/log/*.log "$root"/var/log/apt/*
}

base_image() {
    have "$BASE" && return
    command -v debootstrap >/dev/null || { echo "debian_images: needs debootstrap (apt-get install debootstrap)" >&2; exit 2; }
    local root; root=$(mktemp -d)
    echo "debian_images: debootstrap bookworm (minbase) from $MIRROR"
    debootstrap --variant=minbase bookworm "$root" "$MIRROR" >/dev/null
    slim "$root"
    tar -C "$root" -c . | docker import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' - "$BASE" >/dev/null
    rm -rf "$root"
}

for tag in "${!STANDIN[@]}"; do
    if have "$tag" || timeout 60 docker pull -q "$tag" >/dev/null 2>&1; then
        echo "debian_images: $tag present"
        continue
    fi
    base_image
    echo "debian_images: building a stand-in for $tag from Debian packages"
    context=$(mktemp -d)
    cp deploy/debian-images/* "$context"/
    if [[ -n ${CA_BUNDLE:-} ]]; then cp "$CA_BUNDLE" "$context/extra-ca.crt"; else : > "$context/extra-ca.crt"; fi
    docker build -q -t "$tag" --build-arg "BASE=$BASE" -f "$context/${STANDIN[$tag]}.Dockerfile" "$context" >/dev/null
    rm -rf "$context"
done
