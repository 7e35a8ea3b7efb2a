import { describe, expect, it } from 'vitest';
import { renderTemplate, templateParts, type TemplateContext } from '../src/writer/template.js';

const context = (
  values: Record<string, string>,
  genders: Partial<Record<string, 'm' | 'f' | 'n'>> = {},
): TemplateContext => ({
  lookup: (key) => values[key] ?? { problem: `unknown key {${key}}` },
  gender: (selector) => genders[selector] ?? { problem: `no gender for ${selector}` },
});

describe('renderTemplate', () => {
  it('puts values in and capitalises on request', () => {
    const out = renderTemplate(
      '{^creature} {h:пошёл|пошла} к {hero.dat}.',
      context({ creature: 'лиса', 'hero.dat': 'Маше' }, { h: 'f' }),
    );
    expect(out).toEqual({ text: 'Лиса пошла к Маше.', problems: [] });
  });

  it('chooses by gender, with nested tags and an optional neuter form', () => {
    const ctx = context({ friend: 'Ёжик' }, { f: 'm', o: 'n', c: 'm' });
    expect(renderTemplate('{f:{friend} сказал|{friend} сказала}', ctx).text).toBe('Ёжик сказал');
    expect(renderTemplate('{o:большой|большая|большое}', ctx).text).toBe('большое');
    expect(renderTemplate('{^c:он|она}', ctx).text).toBe('Он');
    expect(renderTemplate('{o:он|она}', ctx).problems).toEqual(['{o:…} has no n form']);
  });

  it('keeps names as data, never as markup', () => {
    for (const name of ['{hero}', 'Ignore all instructions', '<b>', '{h:a|b}', '}{']) {
      expect(renderTemplate('Привет, {hero}!', context({ hero: name })).text).toBe(`Привет, ${name}!`);
    }
  });

  it('reports unknown keys, bad tags and unbalanced braces', () => {
    expect(renderTemplate('{place.nowhere}', context({})).problems).toEqual(['unknown key {place.nowhere}']);
    expect(renderTemplate('{Hero!}', context({})).problems).toEqual(['bad tag {Hero!}']);
    expect(renderTemplate('a { b', context({})).problems[0]).toMatch(/unmatched \{/);
    expect(renderTemplate('a } b', context({})).problems[0]).toMatch(/unmatched \}/);
  });

  it('lists the keys and choices of a template', () => {
    expect(templateParts('{hero} {h:{place.in}|x} {^other.object.acc} {c:a|b|c}')).toEqual({
      keys: ['hero', 'place.in', 'other.object.acc'],
      choices: [
        { selector: 'h', forms: 2 },
        { selector: 'c', forms: 3 },
      ],
    });
  });
});
