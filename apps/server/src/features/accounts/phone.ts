import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A mobile number in E.164 (`+79161234567`), or null when it is not one. Numbers start with `+`. */
export function normalizeMobile(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim());
  if (!phone?.isValid()) return null;
  const type = phone.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? phone.number : null;
}
