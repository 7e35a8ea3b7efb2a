import {
  LEGAL_VERSIONS,
  LIMITS,
  type Locale,
  type LoginRequest,
  message,
  PAGES,
  type signupSchema,
} from '@skazka/contract';
import type { z } from 'zod';
import { AppError, invalidField } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { Mailer } from '../../plugins/mail.js';
import { hashPassword, passwordWeakness, verifyPassword } from './password-policy.js';
import { normalizeMobile } from './phone.js';
import { type AccountsRepository, type UserRow, uniqueViolation } from './repository.js';

type Signup = z.output<typeof signupSchema>;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface AccountsDeps {
  repo: AccountsRepository;
  mailer: Mailer;
  publicUrl: string;
  /** AUTH_TOKEN_IDLE_DAYS: a login drops the account's tokens idle for longer. */
  tokenIdleDays: number;
  /** Tells every API process that tokens were revoked (they cache them). */
  tokensRevoked(): Promise<void>;
}

export const loginOf = (user: Pick<UserRow, 'email' | 'phoneNumber'>) => user.email ?? user.phoneNumber ?? '';

/** The email (trimmed, lower-cased) or else the phone (E.164, null when not a mobile number) a login names. */
function namedLogin(input: Pick<LoginRequest, 'email' | 'phone_number'>): {
  email?: string;
  phoneNumber?: string | null;
} {
  const email = input.email?.trim().toLowerCase();
  if (email) return { email };
  return input.phone_number ? { phoneNumber: normalizeMobile(input.phone_number) } : {};
}

/**
 * The account a login names, spelled as it is stored, so every spelling of one account
 * (`+7 916…`, `+7 (916)…`, upper-case email) counts against the same limit.
 */
export function accountOfLogin(input: Pick<LoginRequest, 'email' | 'phone_number'>): string | null {
  const { email, phoneNumber } = namedLogin(input);
  return email ?? phoneNumber ?? input.phone_number?.trim() ?? null;
}

/** The account a sign-up names: with a phone number the email is dropped (docs/PRODUCT.md §7). */
export function accountOfSignup(input: Signup): string | null {
  if (input.phone_number) return normalizeMobile(input.phone_number) ?? input.phone_number.trim();
  return input.email ?? null;
}

function assertStrong(field: string, password: string, inputs: (string | null)[]) {
  const weakness = passwordWeakness(password, inputs);
  if (weakness) throw invalidField(field, weakness);
}

export function accountsService({ repo, mailer, publicUrl, tokenIdleDays, tokensRevoked }: AccountsDeps) {
  return {
    /** With a phone number the email is dropped (docs/PRODUCT.md §7); one of the two is needed. */
    async signup(input: Signup) {
      const phoneNumber = input.phone_number ? normalizeMobile(input.phone_number) : null;
      if (input.phone_number && !phoneNumber) throw invalidField('phone_number', 'invalidPhone');
      const email = phoneNumber ? null : (input.email ?? null);
      if (!email && !phoneNumber) throw invalidField('non_field_errors', 'emailOrPhoneRequired');
      assertStrong('password', input.password, [email, phoneNumber]);
      // The schema requires both ticks; the privacy tick accepts the policy and the offer together.
      const accepted = [
        { kind: 'privacy' as const, version: LEGAL_VERSIONS.privacy },
        { kind: 'offer' as const, version: LEGAL_VERSIONS.offer },
        { kind: 'personal_data' as const, version: LEGAL_VERSIONS['personal-data'] },
      ];
      try {
        return await repo.createUser(
          { email, phoneNumber, passwordHash: await hashPassword(input.password) },
          accepted,
        );
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        throw phoneNumber ? invalidField('phone_number', 'phoneExists') : invalidField('email', 'emailExists');
      }
    },

    async login(input: LoginRequest): Promise<string> {
      const failed = invalidField('non_field_errors', 'loginFailed');
      const { email, phoneNumber } = namedLogin(input);
      const user =
        email || phoneNumber ? await repo.findByLogin({ email, phoneNumber: phoneNumber ?? undefined }) : undefined;
      if (!(await verifyPassword(user?.passwordHash ?? null, input.password))) throw failed;
      const token = newToken();
      await repo.addAuthToken(user!.id, hashToken(token), new Date(Date.now() - tokenIdleDays * DAY_MS));
      return token;
    },

    async logout(tokenHash: string) {
      await repo.deleteAuthToken(tokenHash);
      await tokensRevoked();
    },

    async profile(userId: number) {
      const user = await repo.findById(userId);
      if (!user) throw new AppError('notAuthenticated', 401);
      return user;
    },

    /** Keeps the session that changed the password; every other one is signed out. */
    async setPassword(userId: number, tokenHash: string, current: string, next: string) {
      const user = await this.profile(userId);
      if (!(await verifyPassword(user.passwordHash, current)))
        throw invalidField('current_password', 'invalidPassword');
      assertStrong('new_password', next, [user.email, user.phoneNumber]);
      await repo.setPassword(userId, await hashPassword(next), tokenHash);
      await tokensRevoked();
    },

    /** Mails a recovery link to a known email; says nothing about unknown ones. */
    async requestReset(email: string, locale: Locale) {
      const user = await repo.findByLogin({ email });
      if (!user?.email) return;
      const token = newToken();
      await repo.addResetToken(user.id, hashToken(token), new Date(Date.now() + LIMITS.resetTokenHours * HOUR_MS));
      const link = `${publicUrl}${PAGES.passwordReset(token)}`;
      const text = [
        message('passwordResetMailIntro', locale),
        '',
        link,
        '',
        message('passwordResetMailOutro', locale),
      ].join('\n');
      await mailer.send({ to: user.email, subject: message('passwordResetMailSubject', locale), text });
    },

    async validateResetToken(token: string) {
      const row = await repo.liveResetToken(hashToken(token));
      if (!row) throw new AppError('resetTokenInvalid', 404);
      return row;
    },

    async confirmReset(token: string, password: string) {
      const { userId } = await this.validateResetToken(token);
      const user = await this.profile(userId);
      assertStrong('password', password, [user.email, user.phoneNumber]);
      const done = await repo.resetPassword(hashToken(token), userId, await hashPassword(password));
      if (!done) throw new AppError('resetTokenInvalid', 404);
      await tokensRevoked();
    },
  };
}
