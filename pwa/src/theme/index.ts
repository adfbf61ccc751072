import { definePreset } from '@pandacss/dev';
import { globalCss } from './global-css';
import { keyframes } from './keyframes';
import { recipes, slotRecipes } from './recipes';
import { semanticTokens } from './semantic-tokens';
import { textStyles } from './text-styles';
import { tokens } from './tokens';

/** Greenroom's Panda preset: tokens, semantic tokens and the ark-ui recipes. */
export const greenroomPreset = definePreset({
  name: 'greenroom',
  globalCss,
  // The theme is an attribute on <html> that pwa/public/theme.js sets before the first paint
  // (docs/decisions/028-dark-mode.md), not Panda's default `.dark` class.
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
    },
  },
  theme: {
    extend: { tokens, semanticTokens, textStyles, keyframes, recipes, slotRecipes },
  },
});
