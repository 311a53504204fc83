const CompressionPlugin = require('compression-webpack-plugin');
const zopfli = require('@gfx/zopfli');

/** Every text asset also as .gz made by Zopfli (served as they are: nginx gzip_static). */
function compression() {
  // Still gzip (every browser reads it), a few per cent smaller than gzip -9 on the /home scripts.
  return new CompressionPlugin({
    test: /\.(js|json|html|css|svg)$/,
    filename: '[path][base].gz',
    algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
    compressionOptions: { numiterations: 15 },
    threshold: 512,
    minRatio: 0.9,
  });
}

module.exports = { compression };
