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

# Debian's Chromium for the browser tests: never a browser download.
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium (about a minute)…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install Debian's package as root (apt-get install chromium) and run again." >&2
    exit 1
  fi
}

# Debian's nginx for the check of the production configuration (deploy/nginx). Only the binary is
# used: the check starts its own nginx on free ports, never the system service.
ensure_nginx() {
  if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's nginx…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else
    echo "nginx is missing: install Debian's package as root (apt-get install nginx) and run again." >&2
    exit 1
  fi
}
