/**
 * Text no form can mean and PostgreSQL cannot store: the NUL character (refused in text columns)
 * and a lone UTF-16 surrogate (refused in jsonb). Both only arrive from hostile or broken clients.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/**
 * The dotted path of the first string (or object key) with unsafe characters inside `value`
 * (`''` when `value` itself is that string), or null when there is none.
 */
export function findUnsafeText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasUnsafeCharacters(key)) return itemPath;
    const found = findUnsafeText(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
