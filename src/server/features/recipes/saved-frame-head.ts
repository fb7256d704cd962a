import type { FastifyRequest } from 'fastify';
import { SAVED_FRAME_FIRST_CARD_CLASS, SAVED_FRAME_FIRST_PICTURE_CLASS } from '../../../domain/saved-frame.ts';
import type { TDatabase } from '../../db/client.ts';
import { listRecipes } from './list-recipes.ts';

// Only characters that need no escaping in an HTML attribute or a CSS url("…"): an app upload or a bucket's
// https address. Anything else (never written by the app) leaves the frame without a picture.
const SAFE_IMAGE_URL = /^(?:\/uploads\/|https:\/\/)[A-Za-z0-9._~/%:-]+$/;

/**
 * The head markup of /saved's signed-in frame for the cook asking: their newest recipe's picture (the page
 * opens newest first, and its first card's picture is the page's largest paint), asked for with the HTML
 * and shown in the frame's place for that card (domain/saved-frame.ts). One indexed query, the page's own
 * first one with a limit of 1; '' for another page, a visitor, or no picture.
 */
export async function readSavedFrameHead(db: TDatabase, request: FastifyRequest, pagePath: string): Promise<string> {
  if (pagePath !== '/saved') return '';
  const caller = await request.getSessionUser();
  if (!caller || caller.banned || !caller.emailVerified) return '';
  const { recipes } = await listRecipes(db, caller.id, { sort: 'newest', limit: 1, offset: 0 });
  const imageUrl = recipes[0]?.imageUrl ?? '';
  if (!SAFE_IMAGE_URL.test(imageUrl)) return '';
  return (
    `<link rel="preload" as="image" href="${imageUrl}" fetchpriority="high">` +
    // Two classes each: this comes first in the head, before the page's own rules that hide the place.
    `<style>ul>.${SAVED_FRAME_FIRST_CARD_CLASS}{display:block}.${SAVED_FRAME_FIRST_CARD_CLASS}>.${SAVED_FRAME_FIRST_PICTURE_CLASS}{background-image:url("${imageUrl}")}</style>`
  );
}
