import { passwordInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const passwordInput = defineSlotRecipe({
  className: 'password-input',
  slots: passwordInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontSize: 'sm', fontWeight: '600', color: 'fg.default' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: { pe: '12 !important' },
    visibilityTrigger: {
      position: 'absolute',
      insetEnd: '1',
      top: '50%',
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '9',
      h: '9',
      borderRadius: 'sm',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '0' },
      '& svg': { w: '5', h: '5' },
    },
    indicator: { display: 'inline-flex' },
  },
});
