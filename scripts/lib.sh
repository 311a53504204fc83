# Shared by the README commands. Works on a machine that has only Node 20 and npm.
PNPM_VERSION=10.34.8
pnpm() { npx -y "pnpm@${PNPM_VERSION}" "$@"; }

require_node20() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$major" != "20" ]; then
    echo "Suuq needs Node 20 (found: $(node -v 2>/dev/null || echo none))." >&2
    exit 1
  fi
}

# A Debian package the tests need, installed when missing (as root), else a clear message.
# No service may start from the install (nginx would take port 80): a policy-rc.d says so while
# apt runs, unless the machine has one already.
ensure_debian_package() {
  local binary=$1 package=$2
  if [ -x "$binary" ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's $package…"
    local policy=/usr/sbin/policy-rc.d created= rc=0
    if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created=1; fi
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null; } || rc=$?
    if [ -n "$created" ]; then rm -f "$policy"; fi
    return $rc
  fi
  echo "$package is missing: install Debian's package as root (apt-get install $package) and run again." >&2
  exit 1
}

# Debian's Chromium for the browser tests: never a browser download.
ensure_chromium() { ensure_debian_package /usr/bin/chromium chromium; }

# Debian's nginx for the check of the production configuration (deploy/nginx). Only the binary is
# used: the check starts its own nginx on free ports, never the system service.
ensure_nginx() { command -v nginx >/dev/null || ensure_debian_package /usr/sbin/nginx nginx; }
