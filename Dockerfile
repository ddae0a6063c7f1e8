# One image runs the web server and the graphile-worker runner (server/main.ts starts both).
# It needs an external Postgres: DATABASE_URL is required, nothing embedded starts in the image.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npx remix vite:build && npm prune --omit=dev

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
# `npm run create-admin` bootstraps the first administrator of a production database.
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/public ./public
COPY --from=build /app/tsconfig.json ./tsconfig.json
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://localhost:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["sh", "-c", ": \"${DATABASE_URL:?DATABASE_URL is required}\" \"${SESSION_SECRET:?SESSION_SECRET is required}\" \"${CRM_TOKEN_SECRET:?CRM_TOKEN_SECRET is required}\" && exec node --import tsx server/main.ts"]
