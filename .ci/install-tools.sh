#!/bin/sh
# Installs the system tools the test suite drives: Debian's Chromium (browser tests)
# and a Java runtime (the W3C Nu HTML validator). Installs only what is missing.
set -e
missing=""
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
command -v java >/dev/null 2>&1 || missing="$missing default-jre-headless"
if [ -n "$missing" ]; then
  echo "Installing:$missing"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi
echo "Tools ready: $(chromium --version 2>/dev/null || echo 'chromium missing'); $(java -version 2>&1 | head -n 1)"
