#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for the browser tests
# (Playwright must never download its own), fonts that render Myanmar, poppler-utils to turn PDFs
# into images, and, with --test, PgBouncer to test behind a transaction pooler. Needs root (CI and the
# development machines run as root).
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -f /usr/share/fonts/truetype/noto/NotoSansMyanmar-Regular.ttf ] || missing+=(fonts-noto-core)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
# PgBouncer for the transaction-pooling test (apps/api/test/pgbouncer.test.ts); Debian puts it in /usr/sbin.
if [ "${1:-}" = "--test" ]; then
  command -v pgbouncer >/dev/null 2>&1 || [ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
