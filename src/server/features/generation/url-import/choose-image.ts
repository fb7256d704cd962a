import type * as cheerio from 'cheerio';
import type { TImageCandidate } from '../../../schema-org/json-values.ts';

/**
 * The page's share pictures (og:image, og:image:url, og:image:secure_url) in page order, each with
 * the og:image:width / og:image:height that follow it.
 */
export function readShareImages($: cheerio.CheerioAPI): TImageCandidate[] {
  const images: TImageCandidate[] = [];
  let current: TImageCandidate | undefined;
  for (const meta of $('meta').toArray()) {
    const name = ($(meta).attr('property') ?? $(meta).attr('name') ?? '').toLowerCase();
    const content = ($(meta).attr('content') ?? '').trim();
    if (!content) continue;
    if (name === 'og:image' || name === 'og:image:url' || name === 'og:image:secure_url') {
      current = { url: content, width: null, height: null };
      images.push(current);
    } else if (current && (name === 'og:image:width' || name === 'og:image:height')) {
      const size = Number(/\d+/.exec(content)?.[0] ?? Number.NaN);
      if (Number.isFinite(size)) current[name === 'og:image:width' ? 'width' : 'height'] = size;
    }
  }
  return images;
}

/** A size written into the address: '-1200x800.jpg', or both '?w=1200&h=800' / 'width=…&height=…'. */
function readSizeFromUrl(url: string): { width: number; height: number } | null {
  const pair = /(?:^|[^0-9])(\d{3,5})[xX](\d{3,5})(?:[^0-9]|$)/.exec(url);
  if (pair) return { width: Number(pair[1]), height: Number(pair[2]) };
  const width = /[?&](?:w|width)=(\d{3,5})/i.exec(url)?.[1];
  const height = /[?&](?:h|height)=(\d{3,5})/i.exec(url)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : null;
}

function readArea(candidate: TImageCandidate): number {
  let { width, height } = candidate;
  if (!width || !height) {
    const fromUrl = readSizeFromUrl(candidate.url);
    width = width || (fromUrl?.width ?? null);
    height = height || (fromUrl?.height ?? null);
  }
  if (width && height) return width * height;
  const side = width || height;
  return side ? side * side : 0;
}

/**
 * The largest of the pictures a page offers for its recipe (the Recipe's own, its share pictures), the
 * way recipe-scrapers' BestImagePlugin chooses: by area from the stated or address-borne size, then https,
 * then the earlier one. The same address offered twice keeps the larger stated size.
 */
export function chooseLargestImage(candidates: TImageCandidate[]): string | undefined {
  const merged = new Map<string, TImageCandidate>();
  for (const candidate of candidates) {
    const existing = merged.get(candidate.url);
    if (!existing) {
      merged.set(candidate.url, { ...candidate });
      continue;
    }
    if (candidate.width !== null) existing.width = Math.max(existing.width ?? 0, candidate.width);
    if (candidate.height !== null) existing.height = Math.max(existing.height ?? 0, candidate.height);
  }
  let best: { url: string; area: number; isSecure: boolean } | undefined;
  for (const candidate of merged.values()) {
    const area = readArea(candidate);
    const isSecure = candidate.url.startsWith('https://');
    if (!best || area > best.area || (area === best.area && isSecure && !best.isSecure)) best = { url: candidate.url, area, isSecure };
  }
  return best?.url;
}
