#!/usr/bin/env bash
# The browser tests and benchmarks drive an installed Chrome or Chromium (playwright's own
# download cannot work offline). Found in the order e2e/chromePath.ts uses: CHROME_PATH, then
# /usr/bin/chromium, then chromium or google-chrome on PATH; else Debian's package when root.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ]; then
  if [ -f "$CHROME_PATH" ] && [ -x "$CHROME_PATH" ]; then exit 0; fi
  echo "CHROME_PATH=$CHROME_PATH is not an executable file: looking for an installed Chrome or Chromium instead." >&2
fi

if [ -x /usr/bin/chromium ]; then exit 0; fi
for name in chromium chromium-browser google-chrome google-chrome-stable; do
  if command -v "$name" >/dev/null 2>&1; then exit 0; fi
done

if [ -f /etc/debian_version ] && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Chrome or Chromium found: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi

cat >&2 <<'HELP'
No Chrome or Chromium found for the browser tests. Install one, for example:
  Debian/Ubuntu:  sudo apt-get install chromium fonts-dejavu-core
  Fedora:         sudo dnf install chromium
  macOS:          brew install --cask chromium    (or Google Chrome from google.com/chrome)
then, if it is not /usr/bin/chromium or a chromium / google-chrome on PATH, point at it:
  export CHROME_PATH=/path/to/chrome
HELP
exit 1
