import type { Slot } from '../format.js';

/** One opens every tale; each stands before any plot, so none promises what happens next. */
export const openings: Slot[] = [
  'Es war einmal {h:ein kleiner Junge|ein kleines Mädchen}, {h:der|das} hieß {hero}. {h:Er|Sie} hatte ein fröhliches Herz und zwei neugierige Augen, die jeden Tag etwas Neues entdecken wollten.',
  'Vor langer, langer Zeit, als die Sterne noch ein kleines bisschen tiefer hingen als heute, lebte {h:ein Junge|ein Mädchen} mit Namen {hero}.',
  'Hinter den sieben Bergen, gar nicht weit von hier, wohnte einmal {hero}. Dort duftete es morgens nach warmem Brot und abends nach Heu und Regen.',
  'In einem kleinen Haus mit blauen Fensterläden und einem krummen Schornstein wohnte einmal {hero}.',
  'Es war einmal, und es ist noch gar nicht so lange her, da lebte nicht weit von hier {h:ein Junge|ein Mädchen}, {h:der|das} {hero} hieß. {h:Er|Sie} lachte gern, sang gern und stellte jeden Tag mindestens hundert Fragen.',
  'Weit, weit weg von hier, wo der Wind leise Lieder summt und die Wolken wie Schäfchen über den Himmel ziehen, lebte einmal {hero}.',
  'Kuschel dich ein und hör gut zu, denn heute erzähle ich dir von {hero}. Bei {h:ihm|ihr} geschah eines Tages nämlich etwas ganz Besonderes.',
  'Einst, als {creature.pl} noch mit den Kindern sprachen, wenn niemand Großes zuhörte, lebte {h:ein Junge|ein Mädchen} namens {hero}.',
  'Vor gar nicht langer Zeit und gar nicht weit von hier, dort, wo der Weg in die weite Welt beginnt, wohnte {hero} mit einer Katze auf dem Fensterbrett und einer Mütze voller Träume.',
  'Es war einmal an einem Tag, an dem die Sonne besonders früh aufgestanden war. An diesem Tag fängt unsere Geschichte an, und sie handelt von {hero} und {creature.einem}.',
];
