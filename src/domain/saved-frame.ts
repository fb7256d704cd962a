/**
 * The signed-in /saved frame in the HTML (saved-page-skeleton.tsx) keeps a place for the first card, hidden.
 * The server, answering a signed-in cook, shows it with that cook's newest picture through a <style> it writes
 * into the head (static-plugin.ts), so the page's largest paint comes with the HTML instead of after the app,
 * the session and the list. The two sides meet on these class names.
 */
export const SAVED_FRAME_FIRST_CARD_CLASS = 'saved-frame__first-card';
export const SAVED_FRAME_FIRST_PICTURE_CLASS = 'saved-frame__first-picture';
/**
 * A Free cook's "N of 10 saved" line, which the page shows beside its heading once the profile answers: the
 * server writes that line's text into this custom property on the frame (a CSS string), and saved.css draws
 * it where the page's line will be, so the frame's first card sits exactly where the page's will (390 px:
 * a full cook's line wraps under the heading). Unset, nothing is drawn.
 */
export const SAVED_FRAME_USAGE_PROPERTY = '--saved-frame-usage';
