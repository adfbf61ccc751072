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
  theme: {
    extend: { tokens, semanticTokens, textStyles, keyframes, recipes, slotRecipes },
  },
});
