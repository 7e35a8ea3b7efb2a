import { z } from 'zod';
import { emailSchema, msg, passwordSchema } from './common.js';
import { subscriptionSchema } from './subscription.js';

export const phoneInputSchema = z.string(msg('invalidPhone')).trim().min(1, msg('required')).max(32, msg('invalidPhone'));

/** POST /api/user/: email or phone; with a phone the email is dropped (SPEC §7). */
export const signupSchema = z
  .object({
    email: emailSchema.optional(),
    phone_number: phoneInputSchema.optional(),
    password: passwordSchema,
    privacy_accepted: z.boolean().optional(),
    personal_data_consent: z.boolean().optional(),
  })
  .describe('Signup by email or phone');
export type SignupRequest = z.input<typeof signupSchema>;

export const userCreatedSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
});

export const loginSchema = z.object({
  email: z.string().optional(),
  phone_number: z.string().optional(),
  password: z.string(msg('required')).min(1, msg('required')),
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
  current_password: z.string(msg('required')).min(1, msg('required')),
  new_password: passwordSchema,
});

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const resetTokenSchema = z.object({ token: z.string(msg('required')).min(1, msg('required')).max(200) });
export const passwordResetConfirmSchema = resetTokenSchema.extend({ password: passwordSchema });
