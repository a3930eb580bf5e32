import { z } from 'zod';

/** An id token is a compact JWS; providers' tokens stay far below this. */
export const ID_TOKEN_MAX_LENGTH = 16_000;

/** `authenticate(idToken)`: the id token a client obtained from the configured OpenID provider. */
export const authenticateSchema = z.object({
  idToken: z.string().trim().min(1, 'required').max(ID_TOKEN_MAX_LENGTH, 'tooLong'),
});
