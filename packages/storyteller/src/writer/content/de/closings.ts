import type { Slot } from '../format.js';

/** One ends every tale and winds the listener down towards sleep. */
export const closings: Slot[] = [
  'Und als der Mond über {place.dat} aufging, schlief {hero} schon tief und fest. Gute Nacht, {hero}, und süße Träume.',
  'So endet unsere Geschichte {place.of}. Die Sterne blinzeln, der Wind {place.in} wird still, und auch du darfst jetzt die Augen zumachen.',
  'An diesem Abend kuschelte sich {hero} in die warme Decke und träumte {place.of}, von {c:dem kleinen|der kleinen|dem kleinen} {creature.obl} und von allem, was noch kommen wird. Schlaf gut.',
  'Draußen {place.in} wurde es dunkel und leise. Nur ein Stern schaute noch durchs Fenster und flüsterte: Gute Nacht, {hero}.',
  'Und wenn du jetzt ganz still bist, hörst du vielleicht, wie {creature} draußen leise gähnt. Gähn! Zeit zum Schlafen, mein Schatz.',
  'Die Lampe ging aus, die Decke war warm, und {hero} lächelte im Schlaf. Und nun, mein kleiner Schatz, schlaf auch du so schön wie {creature} {place.in}.',
  'Der Tag war zu Ende, und der Himmel über {place.dat} zog sich seinen Sternenmantel an. Gute Nacht, ihr zwei Augen, gute Nacht, du kleines Herz.',
  'Und das war die Geschichte von {hero} und {creature.dat}. Morgen gibt es eine neue, aber jetzt wird geschlafen, und du träumst was Schönes.',
  'Leise, leise rauschte der Wind {place.in}, und {hero} schlief ein, so ruhig wie ein Kätzchen in der Sonne.',
  'Bevor {hero} einschlief, sagte {h:er|sie} noch einmal leise: „Was für ein Tag {place.in}!“ Dann fielen {h:ihm|ihr} die Augen zu, und es wurde Nacht.',
  'Und damit ist unsere Geschichte zu Ende. Die Sterne leuchten, das Haus ist still, und jetzt ist es Zeit, die Augen zuzumachen. Gute Nacht.',
  'Draußen hat sich {creature} schon zusammengerollt und schläft. Mach es genauso, mein Schatz.',
  'Der Mond hat seine Schlafmütze aufgesetzt, und die ganze Welt fängt an zu gähnen. Gähn ruhig mit und schlaf ein.',
  'Ein Stern, zwei Sterne, drei Sterne … Zähl sie ganz leise, und bevor du bei zehn bist, schläfst du schon.',
  'So ging der Tag zu Ende. Morgen wartet ein neuer Tag auf dich, aber jetzt ist Kuschelzeit. Gute Nacht.',
  'Schlaf, Kindlein, schlaf … {hero} schläft schon, ganz tief und fest. Jetzt bist du dran. Gute Nacht.',
  'Bevor {hero} einschlief, kuschelte {h:er|sie} sich noch einmal tief ins Kissen und lächelte. Dann war alles still. Süße Träume.',
  'Decke hoch, Licht aus, noch ein Küsschen auf die Nase. Die Geschichte ist aus, und der Schlaf kommt auf leisen Sohlen.',
  'Irgendwo da draußen war die Nacht weich und tief, und {creature} träumte schon vom nächsten Morgen. Lass uns auch träumen. Ende.',
  'Gute Nacht, Mond. Gute Nacht, ihr Sterne. Gute Nacht, {hero}. Und gute Nacht auch dir.',
  'Und so schlief {hero} ein, müde und froh und leicht wie eine Feder im Wind. Schlaf gut bis morgen früh.',
  'Der Wind sang draußen ein leises Lied, und alles, was den ganzen Tag herumgelaufen war, ruhte sich endlich aus. Ruh dich auch aus.',
];
