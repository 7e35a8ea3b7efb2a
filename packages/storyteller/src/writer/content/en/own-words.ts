/**
 * Words this pack writes on purpose that hunspell's en_GB dictionary does not know
 * (src/writer/checks/spelling.ts): sounds (whumpf, plip, ribbit), sleepy and nursery words (zzz, wellies, grumbly) and a few coinages (sorrys, sledger).
 * Add a word here only when a native reader would write it so; any other word hunspell rejects is a
 * mistake to fix in the text.
 */
export const ownWords: readonly string[] = [
  'atchoo',
  'bomf',
  'eek',
  'fes',
  'grumbly',
  'hiccupping',
  'hmmm',
  'homemade',
  'hoo',
  'laaa',
  'mmm',
  'muddly',
  'pitter',
  'plip',
  'rumbly',
  'shhh',
  'sledger',
  'sorrys',
  'wellies',
  'whoooo',
  'whoooosh',
  'whump',
  'whumpf',
  'wibble',
  'yous',
  'zzz',
  'zzzz',
];
