import { describe, expect, it } from 'vitest';
import { inlineStaticCss } from '../../../scripts/static-css';
import { css } from '../../styled-system/css';

const header = `import { css } from "../../styled-system/css";\n`;

describe('the build step that inlines css() of literal styles', () => {
  it('replaces each call of literal arguments with the class names Panda gives for them', () => {
    const styles = [
      { display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: '15rem 1fr' } },
      { mx: -2, _hover: { bg: 'bg.muted' }, '& svg': { w: '5' }, content: `""` },
    ] as const;
    const code = `${header}const a = css(${JSON.stringify(styles[0])});\nexport const b = () => jsx("div", { className: css(${JSON.stringify(styles[0])}, { mx: -2, _hover: { bg: "bg.muted" }, "& svg": { w: "5" }, content: \`""\` }) });`;
    const out = inlineStaticCss(code, css);
    expect(out).toBe(
      `${header}const a = ${JSON.stringify(css(styles[0]))};\nexport const b = () => jsx("div", { className: ${JSON.stringify(css(styles[0], styles[1]))} });`,
    );
    expect(out).not.toContain('css(');
  });

  it('leaves calls with a value known only at run time, and files without Panda’s css', () => {
    const dynamic = [
      'css({ w: width })',
      'css({ ...base, p: "2" })',
      'css({ [key]: "2" })',
      'css({ p: open ? "2" : "4" })',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template literal
      'css(`x${y}`)',
      'css()',
    ];
    const code = `${header}${dynamic.map((call, i) => `const s${i} = ${call};`).join('\n')}`;
    expect(inlineStaticCss(code, css)).toBeNull();
    expect(inlineStaticCss(`import { css } from "./elsewhere";\ncss({ p: "2" });`, css)).toBeNull();
  });

  it('follows the name css is imported under', () => {
    const code = `import { css as style, cx } from "../../styled-system/css";\nconst a = cx(style({ p: "2" }), "x");`;
    expect(inlineStaticCss(code, css)).toContain(`cx(${JSON.stringify(css({ p: '2' }))}, "x")`);
  });
});
