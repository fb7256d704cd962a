import type { FastifyRequest } from 'fastify';
import { FREE_SAVED_RECIPES } from '../../../domain/limits.ts';
import { hasProAccess } from '../../../domain/plan.ts';
import { SAVED_FRAME_FIRST_CARD_CLASS, SAVED_FRAME_FIRST_PICTURE_CLASS, SAVED_FRAME_USAGE_PROPERTY } from '../../../domain/saved-frame.ts';
import { formatSavedUsage } from '../../../domain/saved-usage.ts';
import type { TDatabase } from '../../db/client.ts';
import { getOrCreateProfileRow } from '../../db/profile-row.ts';
import { listRecipes } from './list-recipes.ts';

// Only characters that need no escaping in an HTML attribute or a CSS url("…"): an app upload or a bucket's
// https address. Anything else (never written by the app) leaves the frame without a picture.
const SAFE_IMAGE_URL = /^(?:\/uploads\/|https:\/\/)[A-Za-z0-9._~/%:-]+$/;

/**
 * The head markup of /saved's signed-in frame for the cook asking: their newest recipe's picture (the page
 * opens newest first, and its first card's picture is the page's largest paint), asked for with the HTML
 * and shown in the frame's place for that card, and a Free cook's "N of 10 saved" line, which moves the
 * cards down once the page shows it (domain/saved-frame.ts). Two indexed reads side by side: the page's own
 * first query with a limit of 1, and the profile row the page's counter reads; '' for another page.
 *
 * Null when the request names no cook who may see the page (a session cookie whose session ended or expired, an
 * unverified or disabled account): the server then answers as it does a visitor, so the browser neither draws the
 * signed-in frame nor asks for the page's data (two 401s) before the app sends it to /login. The session look-up
 * is the request's own, kept a few seconds for the API calls that follow.
 */
export async function readSavedFrameHead(db: TDatabase, request: FastifyRequest, pagePath: string): Promise<string | null> {
  const caller = await request.getSessionUser();
  if (!caller || caller.banned || !caller.emailVerified) return null;
  if (pagePath !== '/saved') return '';
  const [{ recipes }, profileRow] = await Promise.all([
    listRecipes(db, caller.id, { sort: 'newest', limit: 1, offset: 0 }),
    getOrCreateProfileRow(db, caller.id),
  ]);
  const imageUrl = recipes[0]?.imageUrl ?? '';
  const hasPicture = SAFE_IMAGE_URL.test(imageUrl);
  // Digits and fixed words only: nothing in it needs escaping in a CSS string.
  const usage = hasProAccess(profileRow) ? '' : formatSavedUsage(profileRow.savedRecipeCount, FREE_SAVED_RECIPES);
  const rules = [
    // Two classes each: this comes first in the head, before the page's own rules that hide the place.
    hasPicture
      ? `ul>.${SAVED_FRAME_FIRST_CARD_CLASS}{display:block}.${SAVED_FRAME_FIRST_CARD_CLASS}>.${SAVED_FRAME_FIRST_PICTURE_CLASS}{background-image:url("${imageUrl}")}`
      : '',
    usage ? `.saved-page{${SAVED_FRAME_USAGE_PROPERTY}:"${usage}"}` : '',
  ].join('');
  const preload = hasPicture ? `<link rel="preload" as="image" href="${imageUrl}" fetchpriority="high">` : '';
  return rules ? `${preload}<style>${rules}</style>` : '';
}
