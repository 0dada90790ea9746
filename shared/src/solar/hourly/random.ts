/**
 * A seeded pseudo-random stream, so the same answers always give the same synthetic year and the
 * same report (docs/solar-method.md, "Seeding"). Mulberry32 (T. Ettinger, 2017, public domain): a
 * 32-bit generator, fast and small, whose quality is ample for weather and outage draws.
 */

export type Random = () => number;

/** A stream of numbers in [0, 1) that depends only on `seed`. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a (Fowler, Noll and Vo, 1991) of a text: a 32-bit seed from what the answers say. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
