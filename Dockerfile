# Build and run the whole site (API + SPA) on one port. The database comes from DATABASE_URL.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --no-audit --no-fund -w @fairway/backend && npm cache clean --force
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# The server renderer of the public pages (issue 33): self-contained, it needs none of the frontend's packages.
COPY --from=build /app/frontend/dist-ssr frontend/dist-ssr
# The app's trusted GraphQL documents (codegen's id → text list; TRUSTED_DOCUMENTS_FILE).
COPY --from=build /app/frontend/src/gql/persisted-documents.json frontend/src/gql/persisted-documents.json
USER node
# 3001: the payments sandbox (its card fields and stand-in Stripe.js), when no Stripe keys are set.
EXPOSE 3000 3001
CMD ["node", "--enable-source-maps", "--import", "./backend/dist/telemetry/instrument.js", "backend/dist/main.js"]
