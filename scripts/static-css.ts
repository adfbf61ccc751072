// Panda's css() turns a style object into class names at run time: some 8 ms of the app's start
// on a phone (4x slower still), most of it in style objects that never change. This build step
// replaces each css() call whose arguments are plain literals with the class names Panda's own
// function gives for them (the generated styled-system, so the names are the same by
// construction). Calls with any value known only at run time are left as they are.
import { type Plugin, parseAst } from 'vite';

/** Panda's css(): any style objects in, class names out. */
type CssFn = (...styles: never[]) => string;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const STATIC = Symbol('not static');

/** The value of a literal expression (objects, arrays, strings, numbers, booleans, null). */
function literalValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      return value instanceof RegExp || typeof value === 'bigint' ? STATIC : value;
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      if ((node.expressions as Node[]).length > 0) return STATIC;
      return quasis[0]?.value.cooked ?? STATIC;
    }
    case 'UnaryExpression': {
      const value = literalValue(node.argument as Node);
      return node.operator === '-' && typeof value === 'number' ? -value : STATIC;
    }
    case 'ArrayExpression': {
      const items: unknown[] = [];
      for (const element of node.elements as (Node | null)[]) {
        if (!element) return STATIC;
        const value = literalValue(element);
        if (value === STATIC) return STATIC;
        items.push(value);
      }
      return items;
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') {
          return STATIC;
        }
        const key = property.key as Node;
        const name =
          key.type === 'Identifier'
            ? (key.name as string)
            : key.type === 'Literal'
              ? String(key.value)
              : undefined;
        if (name === undefined) return STATIC;
        const value = literalValue(property.value as Node);
        if (value === STATIC) return STATIC;
        object[name] = value;
      }
      return object;
    }
    default:
      return STATIC;
  }
}

function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === 'string') yield candidate;
  for (const [key, value] of Object.entries(candidate)) {
    if (key !== 'type' && value && typeof value === 'object') yield* walk(value);
  }
}

/** The local names `css` is imported under from the generated styled-system. */
function cssImportNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as Node).value as string;
    if (!/styled-system\/css(?:\/index\.mjs)?$/.test(source)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.name === 'css') {
        names.add((specifier.local as Node).name as string);
      }
    }
  }
  return names;
}

/**
 * `code` with each css() call of literal arguments replaced by its class names; null when it
 * has none. `code` is JavaScript (JSX already compiled).
 */
export function inlineStaticCss(code: string, css: CssFn): string | null {
  if (!code.includes('styled-system/css')) return null;
  const program = parseAst(code) as unknown as Node;
  const names = cssImportNames(program);
  if (names.size === 0) return null;
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    if (callee.type !== 'Identifier' || !names.has(callee.name as string)) continue;
    const args = (node.arguments as Node[]).map(literalValue);
    if (args.length === 0 || args.includes(STATIC)) continue;
    replacements.push({
      start: node.start,
      end: node.end,
      text: JSON.stringify((css as (...styles: unknown[]) => string)(...args)),
    });
  }
  if (replacements.length === 0) return null;
  // Outermost calls only (a literal call cannot hold another call), applied from the end.
  replacements.sort((a, b) => b.start - a.start);
  let out = code;
  for (const { start, end, text } of replacements)
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** The build step: `styledSystemCss` is the generated styled-system's css module. */
export function staticCss(styledSystemCss: string): Plugin {
  let css: CssFn | undefined;
  return {
    name: 'greenroom:static-css',
    apply: 'build',
    async buildStart() {
      css = ((await import(styledSystemCss)) as { css: CssFn }).css;
    },
    transform(code, id) {
      if (!css || id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const out = inlineStaticCss(code, css);
      return out === null ? null : { code: out, map: null };
    },
  };
}
