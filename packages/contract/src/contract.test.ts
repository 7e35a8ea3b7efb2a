import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  LOCALES,
  MESSAGES,
  childCreateSchema,
  feedbackSchema,
  idSchema,
  isoDateSchema,
  parseIsoDate,
  subscriptionStatus,
  type Subscription,
} from './index.js';

describe('messages', () => {
  it('has a non-empty text in every locale for every key', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      for (const locale of LOCALES) expect(texts[locale]?.trim(), `${key}.${locale}`).toBeTruthy();
    }
  });
});

describe('dates', () => {
  it.each(['2023-02-30', '1899-12-31', '10000-01-01', '2023-13-01', '2023-1-1', ''])('refuses %s', (value) => {
    expect(isoDateSchema.safeParse(value).success).toBe(false);
  });
  it.each(['1900-01-01', '2024-02-29', '9999-12-31'])('accepts %s', (value) => {
    expect(isoDateSchema.safeParse(value).success).toBe(true);
    expect(parseIsoDate(value)?.toISOString().slice(0, 10)).toBe(value);
  });
  it('names the year rule when the year is out of range', () => {
    const result = isoDateSchema.safeParse('1899-05-01');
    expect(result.error?.issues.map((i) => i.message)).toContain('invalidYear');
  });
});

describe('child', () => {
  it('requires a name and a known sex', () => {
    const result = childCreateSchema.safeParse({ name: ' ', sex: 'boy', date_of_birth: '2020-01-01' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ name: 'childNameRequired', sex: 'invalidChoice' });
  });

  it('says "required" for an empty sex and birthday, as forms send them', () => {
    for (const empty of [{ sex: null, date_of_birth: '' }, {}]) {
      const result = childCreateSchema.safeParse({ name: 'Masha', ...empty });
      const messages = result.error!.issues.map((i) => [i.path[0], i.message]);
      expect(messages).toEqual([
        ['sex', 'required'],
        ['date_of_birth', 'required'],
      ]);
    }
  });
});

describe('subscription status', () => {
  const base: Subscription = {
    active: false,
    subscription_type: null,
    start_date: null,
    end_date: null,
    next_billing_date: null,
    trial_used: false,
    cancelled: false,
    provider: null,
  };
  it('derives trial, nonRenewal, active and inactive', () => {
    expect(subscriptionStatus({ ...base, active: true, subscription_type: 'trial' }, '2026-01-10')).toBe('trial');
    expect(
      subscriptionStatus(
        { ...base, active: true, subscription_type: 'trial', cancelled: true, end_date: '2026-01-12' },
        '2026-01-10',
      ),
    ).toBe('nonRenewal');
    expect(
      subscriptionStatus(
        { ...base, active: true, subscription_type: 'monthly', cancelled: true, end_date: '2026-01-10' },
        '2026-01-10',
      ),
    ).toBe('nonRenewal');
    expect(subscriptionStatus({ ...base, active: true, subscription_type: 'yearly' }, '2026-01-10')).toBe('active');
    expect(subscriptionStatus({ ...base, cancelled: true, end_date: '2026-01-09' }, '2026-01-10')).toBe('inactive');
  });
});

describe('bad input the database cannot hold', () => {
  it('bounds ids to the integer range of the database', () => {
    expect(idSchema.safeParse(LIMITS.idMax).success).toBe(true);
    expect(idSchema.safeParse(String(LIMITS.idMax + 1)).success).toBe(false);
    expect(idSchema.safeParse('99999999999999999999').success).toBe(false);
  });
  it.each(['Ma\u0000sha', 'Ma\u0007sha', 'Ma\nsha', 'Ma\u009bsha'])(
    'refuses control characters in a name (%j)',
    (name) => {
      const result = childCreateSchema.safeParse({ name, sex: 'Девочка', date_of_birth: '2020-01-01' });
      expect(result.error?.issues.map((i) => i.message)).toEqual(['controlCharacters']);
    },
  );
  it('keeps line breaks in feedback but not NUL', () => {
    expect(feedbackSchema.safeParse({ rating: 5, text: 'Thank you!\r\n\tBye' }).success).toBe(true);
    expect(feedbackSchema.safeParse({ rating: 5, text: 'Thank\u0000you' }).error?.issues[0]?.message).toBe(
      'controlCharacters',
    );
  });
});
