/**
 * The per-language word lists the natural-text check (`natural-text.ts`)
 * listens with. They are small on purpose: a word here hides a problem in
 * every tale, so add one only when a native reader would not notice it said
 * often (an article, a pronoun, "said"), or when a place's form holds a word
 * that only says where («junto al río», «au bord de la rivière», «am Fluss
 * entlang»): otherwise that word, not the river, is taken for the place's noun.
 */
import type { Locale, MoralSlug } from '@skazka/contract';

export interface NaturalWords {
  /** Words too common to count: articles, pronouns, prepositions, conjunctions, auxiliaries, "said". */
  stop: string[];
  /** Where the noun sits in a multi-word form: 'the snowy field' (last), 'el campo nevado' (first). */
  head: 'first' | 'last';
  /** Words between two world words that make "the X of the Y"; `null`: the second word's genitive form does it (ru). */
  genitiveLink: { of: string[]; articles: string[] } | null;
  /** Words a storyteller never says inside a tale: the names of its craft. */
  craftLabels: RegExp;
  /** Grown-ups who must not say the moral. */
  adults: RegExp;
  /** Verbs of saying: the moral is said by whoever stands next to one. */
  speech: RegExp;
  /** The moral said in words (never a deed: "she shared the pie" shows, "sharing makes joy" says). */
  moral: Record<MoralSlug, RegExp>;
}

const EN_STOP =
  'a an the and or but so if then than that this these those there here it its it’s he she him her his hers they them their we us our you your i me my mine of to in on at by for from with without into onto over under up down out off about after before again all any as be been being was were is are am do did does done had has have not no yes very too just what when where who whom which while how why would could should will can said says say asked one two oh went got back little s t don didn ' +
  'like once now more much some each every other own away still only even also around through across';
const RU_STOP =
  'и а но или да же ли бы не ни то это этот эта эти того тот та те там тут здесь так как что чтобы когда где куда откуда кто чем уже ещё еще вот вон в во на с со к ко у о об от до из за по под над при про для без через после перед между я ты он она оно мы вы они меня мне мной тебя тебе тобой его него ему нему им ним её ее неё нее ей ней ею нами вам вас вами их них ими ними свой своя своё свои своего своей своему своих своим своими свою себя себе собой мой моя моё мои твой твоя твоё твои наш наша наше наши был была было были быть есть всё все весь вся всех всем очень только тоже также даже сказал сказала сказали спросил спросила ну ой ах';
const FR_STOP =
  'le la les l un une des du de d à au aux et ou mais donc car si ne n pas plus que qu qui quoi dont où ce c cet cette ces se s sa son ses leur leurs il elle ils elles on je j me m te t tu nous vous lui y en est était sont a avait ont été être avoir fait dans sur sous avec sans pour par chez vers tout tous toute toutes très bien aussi comme quand puis alors dit demanda mon ma mes ton ta tes notre votre nos vos bord';
const DE_STOP =
  'der die das den dem des ein eine einen einem einer eines und oder aber doch wenn dann als wie so da dort hier es er sie ihn ihm ihr ihre ihren ihrem ihrer sein seine seinen seinem seiner wir uns du dich dir ich mich mir man nicht kein keine ist war waren sind hat hatte haben wird wurde zu zum zur in im ins an am auf aus bei mit nach von vom vor für über unter um durch bis noch schon auch nur sehr ganz alle alles sagte fragte was wer wo ja nein sich dass entlang hinauf';
const ES_STOP =
  'el la los las lo un una unos unas y o pero si no ni que qué de del a al en con sin por para sobre entre hasta desde se su sus le les me te nos os mi mis tu tus él ella ellos ellas yo tú usted es era eran fue estaba estaban está están ha había han ser estar muy más ya también como cuando donde dónde quién todo toda todos todas este esta esto ese esa eso aquí allí allá dijo preguntó junto';

const ADULTS_EN =
  /\b(grandma|grandpa|granny|mum|mom|mummy|mother|dad|daddy|father|teacher|aunt|uncle|the old \w+|the grown-ups?)\b/i;

export const NATURAL_WORDS: Record<Locale, NaturalWords> = {
  en: {
    stop: EN_STOP.split(' '),
    head: 'last',
    genitiveLink: { of: ['of'], articles: ['the', 'a', 'an'] },
    // The noun ("the twist", "a twist"), not the verb of a winding path ("twist and turn").
    craftLabels: /\b((?:the|a|plot) twist|the moral|moral of|climax|the lesson of)\b/i,
    adults: ADULTS_EN,
    speech: /\b(said|says|told|tells|explained|whispered|answered)\b/,
    moral: {
      kindness: /\bkindness\b|\bbeing kind\b|\bbe kind\b/i,
      honesty: /\bhonesty\b|\btruth is (always )?better\b|\btelling the truth is\b/i,
      courage: /\bcourage\b|\bbeing brave (is|means)\b|\bbrave means\b/i,
      patience: /\bpatience\b|\bbeing patient\b|\bgood things take time\b/i,
      gratitude: /\bgratitude\b|\bbeing grateful\b|\bsaying thank you (is|matters)\b/i,
      friendship: /\bfriendship\b|\bwhat friends are for\b|\bfriends help each other\b/i,
      respect: /\brespect\b/i,
      responsibility: /\bresponsib(le|ility)\b/i,
      curiosity: /\bcuriosity\b/i,
      perseverance: /\bperseverance\b|\bnever give up\b|\bkeep(ing)? trying\b|\bdon[’']t give up\b/i,
      sharing: /\bsharing (is|makes|made)\b|\bshared (joy|fun)\b|\bbetter when (it is|it['’]s) shared\b/i,
      helping: /\bhelping (is|others|each other)\b|\bhelp each other\b/i,
    },
  },
  ru: {
    stop: RU_STOP.split(' '),
    head: 'last',
    genitiveLink: null,
    craftLabels: /(?<!\p{L})(мораль|сюжет|поворот сюжета|неожиданный поворот|кульминаци)/iu,
    adults:
      /(?<!\p{L})(мам[аыеуой]|пап[аыеуой]|бабушк|дедушк|бабул|дедул|учительниц|воспитательниц|тёт[яиеюей]|дяд[яиеюей]|взрослы)/iu,
    speech: /(?<!\p{L})(сказал|сказала|говорил|говорила|говорит|ответил|ответила|объяснил|объяснила|шепнул|шепнула)/u,
    moral: {
      kindness: /(?<!\p{L})доброт/iu,
      honesty: /(?<!\p{L})(честност|правда лучше|говорить правду)/iu,
      courage: /(?<!\p{L})(смелост|храброст|смелым быть|быть смелым|быть смелой)/iu,
      patience: /(?<!\p{L})(терпени|терпеливым|терпеливой)/iu,
      gratitude: /(?<!\p{L}|знак )(благодарност|благодарным быть|быть благодарн)/iu,
      friendship: /(?<!\p{L})(дружб|для того и друзья|на то и друзья|друзья помогают)/iu,
      respect: /(?<!\p{L})(уважени|уважать)/iu,
      responsibility: /(?<!\p{L})ответственн/iu,
      curiosity: /(?<!\p{L})(любопытств|любознательн)/iu,
      perseverance: /(?<!\p{L})(упорств|не сдаваться|никогда не сдавайся|терпение и труд)/iu,
      sharing: /(?<!\p{L})(делиться — это|надо делиться|делиться приятно|делиться веселее|общая радость)/iu,
      helping: /(?<!\p{L})(помогать друг другу|помогать другим|помощь нужна всем)/iu,
    },
  },
  fr: {
    stop: FR_STOP.split(' '),
    head: 'first',
    genitiveLink: { of: ['de', 'du', 'des', 'd'], articles: ['la', 'l', 'le', 'les'] },
    craftLabels: /(?<!\p{L})(rebondissement|coup de théâtre|la morale|morale de|intrigue)/iu,
    adults:
      /(?<!\p{L})(maman|papa|mamie|papi|grand-mère|grand-père|mère|père|maîtresse|maître|tante|oncle|les grands)/iu,
    speech: /(?<!\p{L})(dit|disait|répondit|a répondu|expliqua|a expliqué|murmura|a murmuré)(?!\p{L})/u,
    moral: {
      kindness: /(?<!\p{L})(gentillesse|bonté|être gentil)/iu,
      honesty: /(?<!\p{L})(honnêteté|la vérité vaut mieux|dire la vérité, c)/iu,
      courage: /(?<!\p{L})(courage|bravoure|être courageu)/iu,
      patience: /(?<!\p{L})(patience|être patient)/iu,
      gratitude: /(?<!\p{L})(gratitude|reconnaissance|dire merci, c)/iu,
      friendship: /(?<!\p{L})(amitié|c’est à ça que servent les amis|les amis s’entraident)/iu,
      respect: /(?<!\p{L})respect(?!\p{L})|(?<!\p{L})respecter/iu,
      responsibility: /(?<!\p{L})responsab/iu,
      curiosity: /(?<!\p{L})curiosité/iu,
      perseverance: /(?<!\p{L})(persévéra|ne jamais abandonner|n’abandonne jamais)/iu,
      sharing: /(?<!\p{L})(partager, c|le partage)/iu,
      helping: /(?<!\p{L})(s’entraider|l’entraide|aider les autres)/iu,
    },
  },
  de: {
    stop: DE_STOP.split(' '),
    head: 'last',
    genitiveLink: { of: ['des', 'von', 'vom'], articles: ['der', 'dem', 'den'] },
    craftLabels: /(?<!\p{L})(Wendung|die Moral|Moral von|Pointe|Höhepunkt)/iu,
    adults: /(?<!\p{L})(Mama|Papa|Oma|Opa|Mutter|Vater|Lehrer(in)?|Tante|Onkel|die Großen|Erwachsene)/u,
    speech: /(?<!\p{L})(sagte|sagt|erklärte|antwortete|flüsterte|meinte)(?!\p{L})/u,
    moral: {
      kindness: /(?<!\p{L})(Freundlichkeit|Güte|freundlich sein)/iu,
      honesty: /(?<!\p{L})(Ehrlichkeit|ehrlich sein|die Wahrheit ist besser)/iu,
      courage: /(?<!\p{L})(Mut(?!\p{L})|Tapferkeit|mutig sein|tapfer sein)/iu,
      patience: /(?<!\p{L})(Geduld(?!\p{L}|ig)|geduldig sein)/iu,
      gratitude: /(?<!\p{L})(Dankbarkeit|dankbar sein)/iu,
      friendship: /(?<!\p{L})(Freundschaft|dafür sind Freunde da)/iu,
      respect: /(?<!\p{L})(Respekt|respektieren)/iu,
      responsibility: /(?<!\p{L})(Verantwortung|verantwortlich)/iu,
      curiosity: /(?<!\p{L})Neugier(?!ig)/iu,
      perseverance: /(?<!\p{L})(Ausdauer|nie aufgeben|niemals aufgeben|gib nie auf|dranbleiben)/iu,
      sharing: /(?<!\p{L})(Teilen macht|geteilte Freude|teilen ist)/iu,
      helping: /(?<!\p{L})(einander helfen|Hilfsbereitschaft|anderen helfen ist)/iu,
    },
  },
  es: {
    stop: ES_STOP.split(' '),
    head: 'first',
    genitiveLink: { of: ['de', 'del'], articles: ['la', 'el', 'los', 'las'] },
    craftLabels: /(?<!\p{L})(giro inesperado|giro de la historia|moraleja|la moral|trama|clímax)/iu,
    adults: /(?<!\p{L})(mamá|papá|abuela|abuelo|madre|padre|maestr[ao]|tía|tío|los mayores)/iu,
    speech: /(?<!\p{L})(dijo|decía|explicó|respondió|susurró|contestó)(?!\p{L})/u,
    moral: {
      kindness: /(?<!\p{L})(bondad|amabilidad|ser amable)/iu,
      honesty: /(?<!\p{L})(honestidad|sinceridad|la verdad es mejor|decir la verdad es)/iu,
      courage: /(?<!\p{L})(valentía|coraje|ser valiente)/iu,
      patience: /(?<!\p{L})(paciencia|ser paciente)/iu,
      gratitude: /(?<!\p{L})(gratitud|agradecimiento|ser agradecid)/iu,
      friendship: /(?<!\p{L})(amistad|para eso están los amigos)/iu,
      respect: /(?<!\p{L})(respeto|respetar)/iu,
      responsibility: /(?<!\p{L})responsab/iu,
      curiosity: /(?<!\p{L})curiosidad/iu,
      perseverance: /(?<!\p{L})(perseverancia|constancia|nunca te rindas|no rendirse)/iu,
      sharing: /(?<!\p{L})(compartir es|compartir hace)/iu,
      helping: /(?<!\p{L})(ayudarse|ayudar a los demás es|ayudar a otros es)/iu,
    },
  },
};
