# The render service (render/, issue 30) for deploy/compose.yaml: Node 20 and the render package
# with the workspace packages it reads (deploy's ports and record names, shared-api's call table
# for the catalogue's change feed, shared-ui's page file per language for deploy's static host and its
# language switch without JavaScript). The remotes' server entries are not in the image: it loads
# each remote's live release from the releases folder through nginx, at run time.
# Built from the repository root: docker build -f deploy/render.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10.34.8
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY render/package.json render/
COPY deploy/package.json deploy/
COPY shared-api/package.json shared-api/
COPY shared-events/package.json shared-events/
COPY shared-federation/package.json shared-federation/
COPY shared-ui/package.json shared-ui/
RUN pnpm install --frozen-lockfile --prod --filter render...
COPY shared-api shared-api
COPY shared-ui/src/language-pages.cjs shared-ui/src/language-switch.cjs shared-ui/src/
COPY deploy/src deploy/src
COPY render/src render/src
ENV NODE_ENV=production RENDER_HOST=0.0.0.0 RENDER_PORT=3100
EXPOSE 3100
USER node
CMD ["node", "render/src/main.mjs"]
