import { z } from 'zod';
import { emailSchema, msg, passwordSchema, withoutControlCharacters } from './common.js';
import { LIMITS } from './limits.js';
import { subscriptionSchema } from './subscription.js';

export const phoneInputSchema = withoutControlCharacters(
  z.string(msg('invalidPhone')).trim().min(1, msg('required')).max(32, msg('invalidPhone')),
);
/** A password typed at login or to confirm: any length the policy allows, checked only against the stored hash. */
const typedPasswordSchema = withoutControlCharacters(
  z.string(msg('required')).min(1, msg('required')).max(LIMITS.passwordMax, msg('passwordTooLong')),
);

/** POST /api/user/: email or phone; with a phone the email is dropped (docs/PRODUCT.md §7). */
export const signupSchema = z
  .object({
    email: emailSchema.optional(),
    phone_number: phoneInputSchema.optional(),
    password: passwordSchema,
    // Both are required (docs/PRODUCT.md §5): the privacy policy with the offer, and the personal-data consent.
    privacy_accepted: z.literal(true, msg('consentRequired')),
    personal_data_consent: z.literal(true, msg('consentRequired')),
  })
  .describe('Signup by email or phone');
export type SignupRequest = z.input<typeof signupSchema>;

export const userCreatedSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
});

export const loginSchema = z.object({
  email: withoutControlCharacters(z.string(msg('invalidEmail')).max(LIMITS.emailMax, msg('emailTooLong'))).optional(),
  phone_number: phoneInputSchema.optional(),
  password: typedPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginSchema>;
export const loginResponseSchema = z.object({ auth_token: z.string() });

export const profileSchema = z.object({
  user_id: z.number().int(),
  user: z.string().describe('Email or phone'),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  subscription: subscriptionSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const setPasswordSchema = z.object({
  current_password: typedPasswordSchema,
  new_password: passwordSchema,
});

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const resetTokenSchema = z.object({
  token: withoutControlCharacters(z.string(msg('required')).min(1, msg('required')).max(200, msg('resetTokenInvalid'))),
});
export const passwordResetConfirmSchema = resetTokenSchema.extend({ password: passwordSchema });
