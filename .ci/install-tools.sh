#!/bin/sh
# Installs the system tools the test suite drives: the three browser engines from Debian
# (Chromium, as its headless shell; Firefox ESR; WebKitGTK's WebDriver with its MiniBrowser, under Xvfb) and a Java
# runtime (the W3C Nu HTML validator). Installs only what is missing.
# `--no-browsers` installs Java alone, for a CI job that runs `npm test -- --no-browsers`.
set -e
missing=""
if [ "$1" != "--no-browsers" ]; then
  command -v chromium-headless-shell >/dev/null 2>&1 || missing="$missing chromium-headless-shell"
  command -v firefox-esr >/dev/null 2>&1 || missing="$missing firefox-esr"
  command -v WebKitWebDriver >/dev/null 2>&1 || missing="$missing webkit2gtk-driver"
  command -v xvfb-run >/dev/null 2>&1 || missing="$missing xvfb"
fi
command -v java >/dev/null 2>&1 || missing="$missing default-jre-headless"
if [ -n "$missing" ]; then
  echo "Installing:$missing"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi
version() { "$@" 2>/dev/null | head -n 1 || true; }
chromium=$(version chromium-headless-shell --version || echo 'chromium-headless-shell missing')
webkit=""
if command -v WebKitWebDriver >/dev/null; then
  webkit="WebKitWebDriver $(dpkg-query -W -f '${Version}' webkit2gtk-driver 2>/dev/null)"
fi
echo "Tools ready: $chromium; $(version firefox-esr --version); $webkit; $(java -version 2>&1 | head -n 1)"
