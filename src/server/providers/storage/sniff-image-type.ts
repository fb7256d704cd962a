export type TImageType = { extension: 'jpg' | 'png' | 'webp' | 'avif'; contentType: string };

function hasBytes(body: Buffer, offset: number, bytes: number[] | string): boolean {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return body.length >= offset + expected.length && body.subarray(offset, offset + expected.length).equals(expected);
}

/**
 * The picture's type read from its first bytes (JPEG, PNG, WebP or AVIF), whatever the server's
 * header said; null for anything else (HTML error pages, SVG with scripts, GIF, truncated files).
 */
export function sniffImageType(body: Buffer): TImageType | null {
  if (hasBytes(body, 0, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (hasBytes(body, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', contentType: 'image/png' };
  if (hasBytes(body, 0, 'RIFF') && hasBytes(body, 8, 'WEBP')) return { extension: 'webp', contentType: 'image/webp' };
  if (hasBytes(body, 4, 'ftyp')) {
    // An ISO-BMFF 'ftyp' box: the major brand, then compatible brands, four bytes each.
    const boxSize = body.readUInt32BE(0);
    const end = Math.min(body.length, boxSize >= 16 ? boxSize : 16);
    for (let offset = 8; offset + 4 <= end; offset += 4) {
      if (offset === 12) continue; // the minor version, not a brand
      const brand = body.subarray(offset, offset + 4).toString('latin1');
      if (brand === 'avif' || brand === 'avis') return { extension: 'avif', contentType: 'image/avif' };
    }
  }
  return null;
}
