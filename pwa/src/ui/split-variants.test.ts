import { describe, expect, it } from 'vitest';
import { splitVariants } from './split-variants';

describe('splitVariants', () => {
  it('puts the variant keys on one side and every other prop on the other', () => {
    const onClick = () => {};
    const [variants, rest] = splitVariants<{ size?: string; variant?: string }, object>(
      ['size', 'variant', 'fullWidth'],
      { size: 'sm', onClick, 'aria-label': 'Save', className: 'x', variant: undefined },
    );
    expect(variants).toEqual({ size: 'sm', variant: undefined });
    expect(Object.keys(variants)).toEqual(['size', 'variant']);
    expect(rest).toEqual({ onClick, 'aria-label': 'Save', className: 'x' });
  });

  it('gives what Panda’s own split gives for a recipe', async () => {
    const { button } = await import('../../styled-system/recipes');
    const props = { variant: 'ghost', size: 'xs', type: 'submit', children: 'Go' } as const;
    expect(splitVariants(button.variantKeys, props)).toEqual(button.splitVariantProps(props));
  });
});
