/** Whole years between a YYYY-MM-DD birthday and today. */
export function ageInYears(birthday: string, today: Date = new Date()): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return Math.max(0, age);
}
