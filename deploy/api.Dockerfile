# The storefront API (server/) for deploy/compose.yaml: Node 20 and the server's workspace
# packages only. Built from the repository root: docker build -f deploy/api.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10.34.8
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY server/package.json server/
COPY shared-api/package.json shared-api/
RUN pnpm install --frozen-lockfile --filter server...
COPY tsconfig.base.json ./
COPY shared-api shared-api
COPY server server
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
EXPOSE 4000
USER node
WORKDIR /app/server
CMD ["node_modules/.bin/tsx", "src/main.ts"]
