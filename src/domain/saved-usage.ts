// Its own module, apart from saved-frame.ts's class names: those are in every page's shell (the /saved frame), and
// the wording is only for the /saved page's chunk and the server.

/** A Free cook's usage line in its parts; a full library adds the way to Pro, whose middle words are a link on the page. */
export type TSavedUsage = { count: string; upgrade: { before: string; link: string; after: string } | null };

/**
 * The one wording of the usage line: saved-page.tsx renders these parts (the link a <Link>), and the server's
 * frame writes the same line as text (formatSavedUsage), so the two cannot drift apart.
 */
export function describeSavedUsage(savedCount: number, limit: number): TSavedUsage {
  return {
    count: `${savedCount} of ${limit} saved`,
    upgrade: savedCount >= limit ? { before: ' · ', link: 'Upgrade to Pro', after: ' for unlimited saves' } : null,
  };
}

/** The page's usage line as text. */
export function formatSavedUsage(savedCount: number, limit: number): string {
  const { count, upgrade } = describeSavedUsage(savedCount, limit);
  return upgrade ? `${count}${upgrade.before}${upgrade.link}${upgrade.after}` : count;
}
