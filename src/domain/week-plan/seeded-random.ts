/**
 * A number in [0, 1) fixed by the seed and a text (FNV-1a, then a mulberry32 step): the same seed gives
 * the same plan, and adding a candidate does not shift the numbers the others drew.
 */
export function drawSeeded(seed: number, text: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  let value = (hash + 0x6d2b79f5) >>> 0;
  value = Math.imul(value ^ (value >>> 15), value | 1);
  value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
  return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
}
