#!/bin/sh
# Stand-in for Prisma's native schema engine, which cannot be downloaded here.
# `prisma generate` only needs the path to exist; migrations go through lib/server/migrations.ts (WASM engine).
echo "The native Prisma schema engine is not available; use npm run db:migrate / db:new-migration." >&2
exit 1
