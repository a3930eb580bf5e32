import { LOGIN_RULES } from '@rentals/domain/auth/attempt-rules';
import type { Db } from '../../db/client';
import { forgetAttempts, giveBackAttempt, takeAttempts, type Limit } from './rate-limit.service';

/*
 * Password checks (log-in, confirming the password) under LOGIN_RULES: per client address and per
 * account. An account is its e-mail as typed, in lower case, known or not, so an unknown e-mail and
 * a wrong password are counted and answered alike.
 */
const ipLimit = (ip: string): Limit => [`login-ip:${ip}`, LOGIN_RULES.ip];
const accountLimit = (email: string): Limit => [
  `login-account:${email.trim().toLowerCase()}`,
  LOGIN_RULES.account,
];

/**
 * Takes a password check from the address's and the account's counts before the password is
 * looked at; throws TOO_MANY_ATTEMPTS (with the seconds to wait) while either is waiting.
 */
export async function takePasswordAttempt(db: Db, email: string, ip: string): Promise<void> {
  await takeAttempts(db, [ipLimit(ip), accountLimit(email)]);
}

/**
 * The password was right: the account starts over, and the address gets its attempt back (it
 * counts wrong passwords only, so an office behind one address is not slowed by its log-ins).
 */
export async function passwordAccepted(db: Db, email: string, ip: string): Promise<void> {
  await forgetAttempts(db, accountLimit(email)[0]);
  await giveBackAttempt(db, ipLimit(ip));
}

/**
 * The password was right but a code step follows: the address gets its attempt back (a right
 * password is not a guess), the account keeps its count until the code is given too, so asking
 * for new challenges does not reset code guessing. Without this, each two-factor sign-in left one
 * attempt on the address, and an office's staff locked their own address out after 20 sign-ins.
 */
export async function passwordRightCodeNext(db: Db, ip: string): Promise<void> {
  await giveBackAttempt(db, ipLimit(ip));
}
