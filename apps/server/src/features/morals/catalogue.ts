import type { Localized, MoralSlug } from '@skazka/contract';

/** The seeded morals (docs/API.md): a name and a one-line description in every language. */
export const MORALS: Record<MoralSlug, { name: Localized; description: Localized }> = {
  friendship: {
    name: { ru: 'Дружба', en: 'Friendship', fr: 'L’amitié', es: 'La amistad', de: 'Freundschaft' },
    description: {
      ru: 'Настоящие друзья поддерживают друг друга.',
      en: 'True friends stand by each other.',
      fr: 'Les vrais amis se soutiennent.',
      es: 'Los verdaderos amigos se apoyan.',
      de: 'Echte Freunde halten zusammen.',
    },
  },
  kindness: {
    name: { ru: 'Доброта', en: 'Kindness', fr: 'La gentillesse', es: 'La bondad', de: 'Freundlichkeit' },
    description: {
      ru: 'Доброе слово и доброе дело делают мир теплее.',
      en: 'A kind word and a kind deed make the world warmer.',
      fr: 'Un mot gentil et un geste aimable rendent le monde plus doux.',
      es: 'Una palabra amable y un buen gesto hacen el mundo más cálido.',
      de: 'Ein freundliches Wort und eine gute Tat machen die Welt wärmer.',
    },
  },
  honesty: {
    name: { ru: 'Честность', en: 'Honesty', fr: 'L’honnêteté', es: 'La honestidad', de: 'Ehrlichkeit' },
    description: {
      ru: 'Говорить правду важно, даже когда это трудно.',
      en: 'Telling the truth matters, even when it is hard.',
      fr: 'Dire la vérité compte, même quand c’est difficile.',
      es: 'Decir la verdad importa, aunque sea difícil.',
      de: 'Die Wahrheit zu sagen ist wichtig, auch wenn es schwerfällt.',
    },
  },
  courage: {
    name: { ru: 'Смелость', en: 'Courage', fr: 'Le courage', es: 'La valentía', de: 'Mut' },
    description: {
      ru: 'Смелый не тот, кто не боится, а тот, кто справляется со страхом.',
      en: 'Being brave means facing your fears, not having none.',
      fr: 'Être courageux, c’est affronter ses peurs.',
      es: 'Ser valiente es enfrentarse a los miedos.',
      de: 'Mutig ist, wer sich seiner Angst stellt.',
    },
  },
  sharing: {
    name: { ru: 'Умение делиться', en: 'Sharing', fr: 'Le partage', es: 'Compartir', de: 'Teilen' },
    description: {
      ru: 'Радость, которой поделились, становится больше.',
      en: 'Joy that is shared grows bigger.',
      fr: 'Une joie partagée grandit.',
      es: 'La alegría compartida se hace más grande.',
      de: 'Geteilte Freude wird größer.',
    },
  },
  patience: {
    name: { ru: 'Терпение', en: 'Patience', fr: 'La patience', es: 'La paciencia', de: 'Geduld' },
    description: {
      ru: 'Всё хорошее приходит к тому, кто умеет ждать.',
      en: 'Good things come to those who can wait.',
      fr: 'Les bonnes choses arrivent à qui sait attendre.',
      es: 'Las cosas buenas llegan a quien sabe esperar.',
      de: 'Gute Dinge kommen zu dem, der warten kann.',
    },
  },
  gratitude: {
    name: { ru: 'Благодарность', en: 'Gratitude', fr: 'La gratitude', es: 'La gratitud', de: 'Dankbarkeit' },
    description: {
      ru: 'Спасибо — маленькое слово с большой силой.',
      en: '“Thank you” is a small word with great power.',
      fr: '« Merci » est un petit mot plein de force.',
      es: '«Gracias» es una palabra pequeña con mucha fuerza.',
      de: '„Danke“ ist ein kleines Wort mit großer Kraft.',
    },
  },
  responsibility: {
    name: {
      ru: 'Ответственность',
      en: 'Responsibility',
      fr: 'La responsabilité',
      es: 'La responsabilidad',
      de: 'Verantwortung',
    },
    description: {
      ru: 'Если пообещал — сделай, и отвечай за свои поступки.',
      en: 'Keep your promises and own what you do.',
      fr: 'Tenir ses promesses et assumer ses actes.',
      es: 'Cumplir lo prometido y responder de lo que haces.',
      de: 'Versprechen halten und für das eigene Tun einstehen.',
    },
  },
  perseverance: {
    name: { ru: 'Упорство', en: 'Perseverance', fr: 'La persévérance', es: 'La perseverancia', de: 'Ausdauer' },
    description: {
      ru: 'Кто не сдаётся, тот добивается своего.',
      en: 'Those who keep trying get there in the end.',
      fr: 'Qui n’abandonne pas finit par réussir.',
      es: 'Quien no se rinde, al final lo consigue.',
      de: 'Wer nicht aufgibt, kommt ans Ziel.',
    },
  },
  respect: {
    name: { ru: 'Уважение', en: 'Respect', fr: 'Le respect', es: 'El respeto', de: 'Respekt' },
    description: {
      ru: 'Все разные, и каждый достоин уважения.',
      en: 'Everyone is different, and everyone deserves respect.',
      fr: 'Chacun est différent et chacun mérite le respect.',
      es: 'Todos somos distintos y todos merecemos respeto.',
      de: 'Alle sind verschieden, und alle verdienen Respekt.',
    },
  },
  helping: {
    name: {
      ru: 'Взаимопомощь',
      en: 'Helping others',
      fr: 'L’entraide',
      es: 'Ayudar a los demás',
      de: 'Hilfsbereitschaft',
    },
    description: {
      ru: 'Вместе и помогая друг другу, можно справиться с чем угодно.',
      en: 'Helping each other, we can manage anything.',
      fr: 'En s’entraidant, on peut tout surmonter.',
      es: 'Ayudándonos, podemos con todo.',
      de: 'Wenn wir einander helfen, schaffen wir alles.',
    },
  },
  curiosity: {
    name: { ru: 'Любознательность', en: 'Curiosity', fr: 'La curiosité', es: 'La curiosidad', de: 'Neugier' },
    description: {
      ru: 'Вопросы открывают двери в удивительный мир.',
      en: 'Questions open doors to a wonderful world.',
      fr: 'Les questions ouvrent les portes d’un monde merveilleux.',
      es: 'Las preguntas abren puertas a un mundo maravilloso.',
      de: 'Fragen öffnen Türen zu einer wunderbaren Welt.',
    },
  },
};
