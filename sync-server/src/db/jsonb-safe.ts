// PostgreSQL's jsonb refuses the NUL character and lone UTF-16 surrogates, which JSON itself
// allows; client-sent free-form data (analytics metadata, error reports) is made storable: NULs
// dropped, lone surrogates replaced by U+FFFD, at any depth.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const clean = (text: string) => text.replaceAll('\0', '').replace(LONE_SURROGATE, '\uFFFD');

export function jsonbSafe(value: unknown): unknown {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map(jsonbSafe);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [clean(key), jsonbSafe(inner)]),
    );
  }
  return value;
}
