/** TypeScript and JSX through swc (and, in production, styled-components' CSS minified). */
function typescriptRule(mode) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: mode !== 'production' } },
          target: 'es2020',
          // Production: the CSS in styled-components templates minified (whitespace,
          // comments), pure annotations so unused styled parts are dropped; `ssr`: each styled
          // component's id comes from its file and place in it, not from the order modules ran
          // in, so a remote's server target and its browser build give an element the same class
          // names and the browser hydrates the server's HTML as it is (render/).
          ...(mode === 'production'
            ? { experimental: { plugins: [['@swc/plugin-styled-components', { displayName: false, ssr: true, minify: true, pure: true, transpileTemplateLiterals: false }]] } }
            : {}),
        },
      },
    },
  };
}

module.exports = { typescriptRule };
