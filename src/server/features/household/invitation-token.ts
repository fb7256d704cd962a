import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: the link's token cannot be guessed, and only its hash is stored. */
export function createInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
