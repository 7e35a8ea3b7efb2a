// @vitest-environment node
import { expect, it } from 'vitest';
import { ageInYears } from './age';

it('counts whole years to the birthday', () => {
  expect(ageInYears('2019-05-01', new Date(2026, 3, 30))).toBe(6);
  expect(ageInYears('2019-05-01', new Date(2026, 4, 1))).toBe(7);
});
