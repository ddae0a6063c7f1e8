# One image, three roles (the container's argument): `all` (default: web processes and a worker),
# `web` or `worker`. It needs an external Postgres: DATABASE_URL is required, nothing embedded
# starts in the image. Web and worker containers must share the file storage (a volume).
FROM node:20-bookworm-slim AS build
WORKDIR /app
# patches/: fixes applied to dependencies at install (React 18's NUL bytes in streamed pages).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
COPY --from=build /app/db ./db
COPY --from=build /app/jobs ./jobs
COPY --from=build /app/analysis ./analysis
COPY --from=build /app/core ./core
COPY --from=build /app/tools ./tools
# `npm run create-admin` bootstraps the first administrator of a production database.
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/public ./public
COPY --from=build /app/tsconfig.json ./tsconfig.json
COPY --from=build /app/scripts/docker-entrypoint.sh ./scripts/docker-entrypoint.sh
USER node
EXPOSE 3000
# A worker serves no HTTP: it stops (non-zero) when it cannot work, and its jobs move to other workers.
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "const role=require('fs').readFileSync('/proc/1/cmdline','utf8').split('\\0').filter(Boolean).pop(); if(role==='worker')process.exit(0); fetch('http://localhost:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
ENTRYPOINT ["scripts/docker-entrypoint.sh"]
CMD ["all"]
