/**
 * Turns joined sentences into clean text: one space between words, none
 * before a comma or full stop, capitals at sentence starts. Dialogue keeps its
 * lower case after «— Ура! — закричала…» and «Viens ! » dit…: a sentence start
 * is only one that is not preceded by a dash or a closing quote, or the start
 * of a slot (`capitalizeStart`), even right after a quote.
 */
import type { Locale } from '@skazka/contract';

// Non-breaking spaces are meant (French « … », 10 000): only ordinary whitespace collapses.
const SPACES = /[ \t\r\n]+/g;
const OPENERS = '«"“„‚‘¡¿(';

const TEXT_START = new RegExp(`^([—–\\- ${OPENERS}]*)(\\p{Ll})`, 'u');
// Never after «…»: every slot already starts with a capital (`capitalizeStart`), so a lower-case word right after
// an ellipsis was written so in one template, where the sentence trails on («За горами… а впрочем»,
// “Ding-dong… ding-dong…”), an exclamation or a question included: Spanish writes «se sentó y… ¡zuuum, abajo!».
const SENTENCE_START = new RegExp(`([.!?]) ([${OPENERS}]*)(\\p{Ll})`, 'gu');

// French elides before a vowel or a mute h, names too: «de {hero}» reads «d’Emma», «que {hero}» «qu’Hugo».
// The pack's own words carry their elided forms (l’écureuil); a name arrives only when the tale is told.
const FRENCH_ELISION_BEFORE_NAME =
  /(?<!\p{L})([Dd]e|[Qq]ue|[Ll]orsque|[Pp]uisque|[Jj]usque) (?=[AEIOUYÀÂÉÈÊËÎÏÔÛÙŒH]\p{Ll})/gu;

// French sets « ! ? ; : » apart from their words, and a line must not break there: a reader's page or
// the book would otherwise start a line with «!» or «»». Authors type a plain space or a non-breaking
// one; every one becomes non-breaking.
const FRENCH_SPACE_BEFORE = / (?=[!?;:»])/g;
const FRENCH_SPACE_AFTER = /« /g;

// Russian says «со» before a word that opens with с, з, ш or ж and a consonant, or with щ: «со Светой»,
// «со Стёпой». Templates write «с {hero.ins}» for any name; the name arrives only when the tale is told.
const RUSSIAN_SO = /(?<!\p{L})([Сс]) (?=[СсЗзШшЖж][бвгджзйклмнпрстфхцчшщ]|[Щщ])/gu;

/** The first letter upper case, after any dash or opening quote: a slot starts a sentence. */
export function capitalizeStart(sentence: string): string {
  return sentence.replace(TEXT_START, (_, lead: string, letter: string) => lead + letter.toLocaleUpperCase());
}

export function tidyText(text: string, language: Locale): string {
  let out = text.replace(SPACES, ' ').trim();
  out = out.replace(/ +([,.…])/g, '$1');
  if (language === 'fr')
    out = out
      .replace(FRENCH_ELISION_BEFORE_NAME, (_, word: string) => `${word.slice(0, -1)}’`)
      .replace(FRENCH_SPACE_BEFORE, '\u00a0')
      .replace(FRENCH_SPACE_AFTER, '«\u00a0');
  else out = out.replace(/ +([!?;:])/g, '$1');
  if (language === 'ru') out = out.replace(RUSSIAN_SO, '$1о ');
  out = capitalizeStart(out);
  return out.replace(SENTENCE_START, (match, end: string, open: string, letter: string, at: number, whole: string) =>
    language === 'fr' && end !== '.' && !open && insideGuillemets(whole, at)
      ? match
      : `${end} ${open}${letter.toLocaleUpperCase()}`,
  );
}

/**
 * A French quotation's speech tag stands inside its guillemets, after the question or exclamation
 * mark: « Tu fais un trou ? a demandé la tortue. » keeps its lower case, as a dash or a closing quote
 * keeps it elsewhere. A new sentence inside the quotation is written with its capital.
 */
function insideGuillemets(text: string, at: number): boolean {
  const before = text.slice(0, at);
  return before.lastIndexOf('«') > before.lastIndexOf('»');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * The sentences of a text. A French closing « … » stands after a space (« Viens. » Puis…): it ends
 * the sentence it closes instead of making a sentence of its own, which every retelling would share.
 */
export function splitSentences(text: string): string[] {
  return (
    text
      // Not before a dash and a lowercase word: «— Ура! — закричала Маша.» is one sentence, its speech tag included.
      .split(/(?<=[.!?…](?:\s+»)?)\s+(?=[^\p{Ll}»])(?![—–]\s*\p{Ll})/u)
      .map((s) => s.trim())
      .filter(Boolean)
  );
}
