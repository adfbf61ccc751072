import { defineConfig } from '@pandacss/dev';
import { greenroomPreset } from './src/theme';

export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda', greenroomPreset],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.ts', './src/routeTree.gen.ts'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // The ui/ wrappers pass recipe variants through props, which static extraction cannot see.
  staticCss: { recipes: '*' },
});
