/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const { build } = require('./testing.cjs');
const { serverTarget, PROVIDED_BY_RENDER_SERVICE } = require('./server-target.cjs');

const RENDER = {
  'render.js': "import { createElement } from 'react';\nimport styled from 'styled-components';\nconst Title = styled.h1`color: red;`;\nexport const render = (name) => createElement(Title, null, name);\n",
};

test("a remote's server target is a commonjs container in dist/server, beside the browser build, without React or styled-components of its own", async () => {
  const { dir } = await build(RENDER, (d) => serverTarget({ dir: d, name: 'tiny', exposes: { './render': './render.js' } }, 'production'));
  const out = path.join(dir, 'dist', 'server');
  expect(fs.readdirSync(out)).toContain('remoteEntry.js');
  // A commonjs module a Node host can load: the container (under its name, as the
  // federation runtime reads it) with its init and get.
  const { tiny: container } = require(path.join(out, 'remoteEntry.js'));
  expect(typeof container.init).toBe('function');
  expect(typeof container.get).toBe('function');
  const code = fs.readdirSync(out).map((f) => fs.readFileSync(path.join(out, f), 'utf8')).join('\n');
  // Chunks are Node chunks (read by the @module-federation/node runtime plugin), not JSONP.
  expect(code).toMatch(/^exports\.modules = \{/m);
  expect(code).not.toMatch(/webpackChunk\w*\.push/);
  // The render service provides these: a copy inside the build would render with a second React.
  expect(code).not.toMatch(/react\.production\.min|styled-components\.cjs|__SECRET_INTERNALS_DO_NOT_USE/);
  expect(PROVIDED_BY_RENDER_SERVICE).toEqual(expect.arrayContaining(['react', 'react-dom', 'styled-components']));
});
