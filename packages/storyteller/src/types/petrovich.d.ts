// petrovich 0.2 ships no types; this covers the chained API the writer uses.
declare module 'petrovich' {
  namespace petrovich {
    type Gender = 'male' | 'female' | 'androgynous';
    type Case = 'nominative' | 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'prepositional';
    type Inflect = Record<Case, (name: string) => string>;
  }
  const petrovich: Record<petrovich.Gender, Record<'first' | 'middle' | 'last', petrovich.Inflect>> & {
    detect_gender(middle: string): petrovich.Gender;
  };
  export default petrovich;
}
