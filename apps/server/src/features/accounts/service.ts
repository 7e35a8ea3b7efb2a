import { LIMITS, type Locale, type LoginRequest, message, PAGES, type signupSchema } from '@skazka/contract';
import type { z } from 'zod';
import { AppError, invalidField } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { Mailer } from '../../plugins/mail.js';
import { hashPassword, passwordWeakness, verifyPassword } from './password-policy.js';
import { normalizeMobile } from './phone.js';
import { type AccountsRepository, type UserRow, uniqueViolation } from './repository.js';

type Signup = z.output<typeof signupSchema>;
const HOUR_MS = 60 * 60 * 1000;

export interface AccountsDeps {
  repo: AccountsRepository;
  mailer: Mailer;
  publicUrl: string;
}

export const loginOf = (user: Pick<UserRow, 'email' | 'phoneNumber'>) => user.email ?? user.phoneNumber ?? '';

function assertStrong(field: string, password: string, inputs: (string | null)[]) {
  const weakness = passwordWeakness(password, inputs);
  if (weakness) throw invalidField(field, weakness);
}

export function accountsService({ repo, mailer, publicUrl }: AccountsDeps) {
  return {
    /** With a phone number the email is dropped (SPEC §7); one of the two is needed. */
    async signup(input: Signup) {
      const phoneNumber = input.phone_number ? normalizeMobile(input.phone_number) : null;
      if (input.phone_number && !phoneNumber) throw invalidField('phone_number', 'invalidPhone');
      const email = phoneNumber ? null : (input.email ?? null);
      if (!email && !phoneNumber) throw invalidField('non_field_errors', 'emailOrPhoneRequired');
      assertStrong('password', input.password, [email, phoneNumber]);
      const accepted = [
        ...(input.privacy_accepted ? (['privacy'] as const) : []),
        ...(input.personal_data_consent ? (['personal_data'] as const) : []),
      ];
      try {
        return await repo.createUser({ email, phoneNumber, passwordHash: await hashPassword(input.password) }, accepted);
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        throw phoneNumber ? invalidField('phone_number', 'phoneExists') : invalidField('email', 'emailExists');
      }
    },

    async login(input: LoginRequest): Promise<string> {
      const failed = invalidField('non_field_errors', 'loginFailed');
      const email = input.email?.trim().toLowerCase();
      const phoneNumber = !email && input.phone_number ? normalizeMobile(input.phone_number) : undefined;
      const user = email || phoneNumber ? await repo.findByLogin({ email, phoneNumber: phoneNumber ?? undefined }) : undefined;
      if (!(await verifyPassword(user?.passwordHash ?? null, input.password))) throw failed;
      const token = newToken();
      await repo.addAuthToken(user!.id, hashToken(token));
      return token;
    },

    logout: (tokenHash: string) => repo.deleteAuthToken(tokenHash),

    async profile(userId: number) {
      const user = await repo.findById(userId);
      if (!user) throw new AppError('notAuthenticated', 401);
      return user;
    },

    /** Keeps the session that changed the password; every other one is signed out. */
    async setPassword(userId: number, tokenHash: string, current: string, next: string) {
      const user = await this.profile(userId);
      if (!(await verifyPassword(user.passwordHash, current))) throw invalidField('current_password', 'invalidPassword');
      assertStrong('new_password', next, [user.email, user.phoneNumber]);
      await repo.setPassword(userId, await hashPassword(next), tokenHash);
    },

    /** Mails a recovery link to a known email; says nothing about unknown ones. */
    async requestReset(email: string, locale: Locale) {
      const user = await repo.findByLogin({ email });
      if (!user?.email) return;
      const token = newToken();
      await repo.addResetToken(user.id, hashToken(token), new Date(Date.now() + LIMITS.resetTokenHours * HOUR_MS));
      const link = `${publicUrl}${PAGES.passwordReset(token)}`;
      const text = [message('passwordResetMailIntro', locale), '', link, '', message('passwordResetMailOutro', locale)].join('\n');
      await mailer.send({ to: user.email, subject: message('passwordResetMailSubject', locale), text, link });
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
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
