import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcUsedNonces } from '../../db/schema/oidc-nonces';
import { AppError } from '../../graphql/errors';
import { hashToken } from './token';

/**
 * Records an id token's nonce as used, or throws OIDC_NONCE_USED when it already was: each token is
 * exchanged for a session once. The nonce is kept until the token expires (after that the token
 * itself is refused); expired ones are cleared on the way. Run inside the sign-in's transaction so a
 * refused sign-in leaves its nonce unused, and a concurrent replay waits for it and is refused.
 */
export async function useNonceOnce(db: Db, nonce: string, tokenExpiresAt: Date): Promise<void> {
  await db.delete(oidcUsedNonces).where(lt(oidcUsedNonces.expiresAt, new Date()));
  const [stored] = await db
    .insert(oidcUsedNonces)
    .values({ nonceHash: hashToken(nonce), expiresAt: tokenExpiresAt })
    .onConflictDoNothing()
    .returning({ nonceHash: oidcUsedNonces.nonceHash });
  if (!stored) throw new AppError('OIDC_NONCE_USED');
}
