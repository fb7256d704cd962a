/**
 * Set on the answer that ends a disabled account's session (`GET /api/auth/get-session` answers null
 * then), and on a 401 to a cookie whose session an admin's Disable ended, so the browser can say why
 * on the login page instead of saying nothing.
 */
export const SIGNED_OUT_HEADER = 'x-forkcast-signed-out';
export const SIGNED_OUT_DISABLED = 'disabled';
