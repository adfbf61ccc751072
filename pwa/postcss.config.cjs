// Vite's root is pwa/ but `vite build` runs from the repository root: point Panda at this folder.
const path = require('node:path');

module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {
      cwd: __dirname,
      configPath: path.join(__dirname, 'panda.config.ts'),
    },
  },
};
