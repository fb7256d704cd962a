import { createHmac } from 'node:crypto';

/**
 * A keyed hash of an e-mail address: HMAC-SHA256 with the server's AUTH_SECRET of the trimmed,
 * NFC-normalised, lower-cased address. It recognises the address again without storing it, and
 * without the secret a list of likely addresses cannot be checked against it.
 */
export function toAddressHash(email: string, secret: string): string {
  const normalised = email.trim().normalize('NFC').toLowerCase();
  return createHmac('sha256', secret).update(normalised).digest('hex');
}
