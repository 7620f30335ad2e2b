import { createHash, randomBytes } from 'node:crypto';

/** A new invitation link token: 32 random bytes (base64url, 43 characters), and the SHA-256 we keep of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: invitationTokenHash(token) };
}

export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
