/**
 * Words that say what happens on a page, per language, for the scene checker
 * (scene-check.ts). Each cue is matched against one sentence of a template in
 * which the tale's words are replaced by markers: `@hero`, `@friend`,
 * `@creature`, `@object`, `@place`, `@other` (`@other-creature` for
 * `{other.creature…}`), and every `{x:…|…}` choice by its
 * first form followed by `#h`, `#f`, `#c`, `#o` or `#p` (so `уронил{o:|а}`
 * reads `уронил#o`: the object fell). Cues about the object count only in a
 * sentence that names it (`@object` or `#o`).
 *
 * A cue list is a claim about the language, not a way to make a pack pass:
 * keep each entry a word a storyteller uses for that happening, and when a
 * page trips over a cue wrongly, narrow the cue (a longer stem, a phrase),
 * never drop the page.
 */
import type { Locale } from '@skazka/contract';

export interface SceneCues {
  /** Whether a sleeper is named before the verb (English, French, German, Spanish) or either side of it (Russian). */
  subjectFirst: boolean;
  /** Ending the text before a name, these make it no subject: "of Tom", "on Lily's bed". */
  notSubject: RegExp;
  /** The object handed over: a give/receive pose, or the object somewhere else than the hero's hands. */
  give: RegExp;
  /** The object dropped, lost, blown or carried away: not in the hero's hands. */
  lose: RegExp;
  /** The object caught or hung up a tree: `up-tree`, unless the hero climbs or reaches up for it. */
  tree: RegExp;
  /** The object fallen in or floating on water: `water`, unless the hero splashes after it. */
  water: RegExp;
  broken: RegExp;
  mended: RegExp;
  lit: RegExp;
  unlit: RegExp;
  /** Someone asleep (not someone who cannot sleep or is told to): that member `sleep`s. */
  sleep: RegExp;
  /** Someone who tripped and fell down, or tumbled over (not the object falling): that member `fall`s. */
  fall: RegExp;
  /** Someone sitting down on a stump, a stone, a bench or the ground: that member `sit`s. */
  sit: RegExp;
  /** The creature under a bush, on a rock or stone (in the water), in the key object: its `creatureAt`. */
  underBush: RegExp;
  onRock: RegExp;
  inObject: RegExp;
  /** Words of a bed: a last page with them is drawn in bed. */
  bed: RegExp;
  /** Words for everyone at once, right next to a sleep cue in a sentence naming nobody: everyone sleeps… */
  all: RegExp;
  /** …and a name after one of these is never a sleeper: "everyone slept, only Masha sat up". */
  except: RegExp;
  /** Looked for just before a cue (within a few words), it cancels the cue: "could not sleep", "almost dropped". */
  negation: RegExp;
}

/** Letters-only word boundaries: `\b` knows only ASCII letters. */
const word = (alternatives: string) => `(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`;
const cue = (source: string) => new RegExp(source, 'iu');

export const SCENE_CUES: Record<Locale, SceneCues> = {
  ru: {
    subjectFirst: false,
    notSubject: /$^/,
    give: cue(
      '(?<!\\p{L})(отдал|отдаёт|отдава|отдам|подарил(?!и так)|подарит|протянул|протягива|вручил|угостил|поделил|одолжил|вернул(?!ся|ась|ись)|возвраща|передал)',
    ),
    lose: cue(
      '(?<!\\p{L})(уронил|выронил|потерял(?!\\p{L}*(?:#o)? и нашёл)|пропал|укатил|унесл|унёс|упал|свалил|улетел|выскользнул|исчез|сдуло|сорвал)',
    ),
    tree: cue('(на (дерев|ветк|ветв|верхушк|макушк|сосн|ёлк|берёз|дуб|яблон)|застрял|зацепил|повис\\p{L}* на)'),
    water: cue('(в вод|в реку|в пруд|в ручей|по вод|на вод|уплыл|поплыл|плывёт|в озер|в лужу|в речк|течени)'),
    broken: cue(
      '(?<!\\p{L})(сломал|сломан|разбил|разбит|треснул|трещин|порвал|порван|дыряв|оторвал|поломал|раскололся|помял)',
    ),
    mended: cue('(?<!\\p{L})(починил|починен|склеил|зашил|залатал|приклеил|подклеил|починк)'),
    lit: cue('(?<!\\p{L})(зажг|зажёг|зажечь|засветил|светил|светит|горел|горит|мерцал)'),
    unlit: cue('(?<!\\p{L})(погас|потух)'),
    sleep: cue(
      '(?<!\\p{L})(уснул|уснёт|заснул|заснёт|засыпал\\p{L}*(?:#[hfc])?,? (?:и (?:думал|слышал|улыбал|вспоминал)|глядя|думая|улыбаясь)|засыпает|засыпают|засыпая,|спит|спал|спят|дремал|дремлет|задремал|сопит|сопел|посапыв|спящ|свернул[а-я#cfh]* клубочком)',
    ),
    // Only a verb that agrees with one of the cast: a branch, a drop or a hut falls too («упала капля»).
    fall: cue('(?<!\\p{L})(?:упал|споткнул|шлёпнул|растянул)(?=\\p{L}*#[hfc])'),
    sit: cue('(?<!\\p{L})(?:сел|присел|уселся|уселась)(?=\\p{L}*#[hfc])'),
    underBush: cue('(?<!из-)под куст'),
    onRock: cue('(?<!\\p{L})на (камн|камушк|камешк|валун)'),
    inObject: cue('(?<!\\p{L})(в|во) (@object|корзин|лодку|лодочку|гнезд)'),
    bed: cue('(?<!\\p{L})(кроват|постел|подушк|одеял|колыбел)'),
    all: cue(word('все|оба|обе|всем')),
    except: cue(word('только|кроме|лишь')),
    negation: cue(`${word('не|нельзя|пора|хотел|хочет|хотелось|можно|чтобы|пока')}[^.!?]{0,12}$`),
  },
  en: {
    subjectFirst: true,
    notSubject: cue(`${word('of|to|for|with|at|on|beside|by|from|about|near')}\\s*$`),
    give: cue(
      word(
        '(?:gave|give|gives|giving)(?! up)|handed|hand(?:s|ed)? (?:it|the|over)|held out|holds out|passed|lent|shared|returned|brought back|offered|tucked .{0,20} into',
      ),
    ),
    lose: cue(
      word(
        'dropped|drops|lost (?:the|his|her|its|my|your|their|@object)|(?:@object|it) (?:was|got) lost|fell(?! asleep)|falls(?! asleep)|rolled away|slipped (?:out|away|from)|blew away|blown away|flew away|carried off|vanished|tumbled',
      ),
    ),
    tree: cue(
      word(
        'up (?:in )?the tree|up a tree|in the branches|on a branch|on the branch|treetop|top of the tree|tree ?top|(?:stuck|caught|tangled) (?:up|high|at the top|in the (?:tree|branches))|hung (?:in|on|from) the (?:tree|branch)',
      ),
    ),
    water: cue(
      word(
        'into the (?:water|river|pond|stream|sea|waves)|in the water|on the water|floated|floating|drifted|drifting|splashed into|bobbing',
      ),
    ),
    broken: cue(word('broke|broken|cracked|torn|tore|ripped|snapped|split|dented|bent')),
    mended: cue(word('mended|mend|fixed|glued|sewed|sewn|patched|repaired|stitched')),
    lit: cue(word('lit|lights up|lit up|glowed|glowing|glows|shone|shining|shines|switched on|twinkled|twinkling')),
    unlit: cue(word('blew out|blown out|flickered out|went dark|@object went out')),
    sleep: cue(word('asleep|sleeping(?! over)|slept(?! over)|sleeps|dozed|dozing|snoring|snored|snoozing|curled up')),
    fall: cue(word('tripped|stumbled and fell|fell down|fallen down|fell over|fallen over|took a tumble|tumbled over')),
    sit: cue(
      word('sat down|sat on(?! (?:his|her|their) (?:feet|lap|knees?))|sits on|sitting on|sat under|sat by|sat beside'),
    ),
    underBush: cue(word('under (?:a|the) (?:bush|bushes|shrub)')),
    onRock: cue(word('(?<!tripped |stumbled )on (?:a|the) (?:rock|stone)')),
    inObject: cue(word('in(?:to)? (?:the |a |his |her |its )?(?:@object|basket|boat|nest)')),
    bed: cue(word('bed|pillow|blanket|tucked|duvet|covers')),
    all: cue(word('everyone|everybody|all|both')),
    except: cue(word('only|except|but')),
    negation: cue(
      `${word("not|never|to|could|couldn't|can't|won't|wouldn't|didn't|wasn't|isn't|wanted|want|time for|ready for|nearly|almost|even")}[^.!?]{0,14}$`,
    ),
  },
  fr: {
    subjectFirst: true,
    notSubject: cue(`${word('de|à|pour|avec|chez|sur|près de')}\\s*$`),
    // "prête à" is "ready to", not "lends".
    give: cue('(?<!\\p{L})(donn|offr|tendit|tend |rendit|rend |prêt(?!\\p{L}* à)|partag)'),
    // Only a disappearance that happened ("a disparu"), not what used to vanish ("disparaissaient").
    // Flying away is left out: birds and a drum's last note fly away too.
    lose: cue(
      "(?<!\\p{L})(laiss\\p{L}* tomber|tomb|perdu|perdit|roul[aé](?!\\p{L})|a roulé|emport|dispar(?:u|ut)(?!\\p{L})|glissa|s['’]échapp)",
    ),
    tree: cue(
      "(dans l['’]arbre|dans les branches|sur une branche|sur la branche|en haut (?:de l['’]|d['’]un (?:\\p{L}+ )?)arbre|au sommet de l['’]arbre|(?:coincé|accroché)\\p{L}* (?:dans|à|sur) (?:l['’]arbre|une branche|la branche|les branches))",
    ),
    // "en courant" is running, not a current.
    // Said of the object in its own clause: "sans la lanterne, tout se ressemble sur l'eau" is not it in the water.
    water: cue(
      "(?<=(?:@object|#o)[^,.;:!?]{0,40})(dans l['’]eau|à l['’]eau|sur l['’]eau|dans la rivière|dans l['’]étang|flott|dériv|(?<!en )courant)",
    ),
    // Not "casserole"; "tordu" is crooked, as a home-made lantern is.
    broken: cue('(?<!\\p{L})(cass(?!erol)|bris|déchir|fendu|fêl|troué)'),
    // Word-initial, a verb: "préparé" is not "réparé", and a "réparation" told of is not one done.
    mended: cue('(?<!\\p{L})(répar(?!ation)|recoll|recous|raccommod|rafistol)'),
    // Shining said of the object itself, not of the pebbles beside it; "brillant" is shiny, not lit.
    lit: cue('(?<!\\p{L})(allum|illumin|scintill)|(?<=(?:@object|#o)(?: \\p{L}+){0,2} )brill(?!ant)'),
    unlit: cue("(s['’]éteign|éteint|s['’]éteint)"),
    // "dormait à la maison" is a sleepover; "dort le jour" a habit; "tout endormi" drowsy.
    sleep: cue(
      "(s['’]endor|(?<!tout )endormi|dort(?!\\p{L})(?! l['’]après-midi| le jour)|dormai(?!\\p{L}* (?:à la maison|chez))|dorment|sommeill|ronfl|roulé\\p{L}* en boule)",
    ),
    fall: cue("(?<!\\p{L})(est tombée?(?!\\p{L})|était tombée?(?!\\p{L})|trébuch|s['’]étal)"),
    sit: cue("(?<!\\p{L})(s['’]assi|assise? sur|assis(?:e|es)? (?:au|sous|près))"),
    underBush: cue(word('sous (?:un|le|les) (?:buisson|buissons|arbuste)')),
    onRock: cue(word('(?<!tête )sur (?:un|le|une|la) (?:rocher|caillou|pierre)')),
    inObject: cue(word('(?<!trou )dans (?:@object|le panier|un panier|la barque|le bateau|le nid)')),
    bed: cue(word('lit|oreiller|couverture|couette|bordé\\p{L}*|borda')),
    all: cue(word('tous|toutes|tout le monde|les deux')),
    except: cue(word('sauf|seul|seule|seulement|mais')),
    // Intentions, near misses, backstory and maxims ("qu'on prête") do not happen on the page.
    negation: cue(
      `(?:${word('ne|pas|pour|voulait|veut|vais|va|allait|essay\\p{L}*|idée|avait|failli|faillit|presque|prêt\\p{L}*')}|n'|l'heure de|qu['’]on)[^.!?]{0,14}$`,
    ),
  },
  de: {
    subjectFirst: true,
    notSubject: cue(`${word('von|zu|für|mit|bei|auf|neben|an')}\\s*$`),
    // Word-initial: not "Aufgabe", "Geburtstag", "gebaut" or a "Geschenk" someone has.
    give: cue(
      '(?<!\\p{L})(gab|gaben|gibt|geben|gegeben|zurückgegeben|schenk|geschenkt|reichte|überreich|lieh|leiht|teilt|geteilt|zurückgab|zurückbrachte)',
    ),
    // A glance or a hug that "fell" is not the object falling; "gefallen" is "liked".
    lose: cue(
      '(?<!\\p{L})(fallen(?! ein)|fiel(?! der Blick)(?!\\s+(?:\\p{L}+\\s+)?um den Hals)(?!\\s+(?:\\p{L}+\\s+){0,2}ein(?!\\p{L}))|verlor|rollte|weggeweht|verschwand|rutscht|davongetragen|weggetragen)|(?:@object|#o) flog (?:\\p{L}+ ){0,2}davon|flog (?:\\p{L}+ )?@object (?:\\p{L}+ )?davon',
    ),
    // Hanging counts up a tree, not on a jetty or a handlebar ("hingelaufen" is not "hing").
    tree: cue(
      '(im Baum|in den Ästen|auf einem Ast|auf dem Ast|Baumkrone|Wipfel|feststeck|steckte fest|verfangen|(?<!\\p{L})(?:hing|hängt|hängen|hängte)\\p{L}*(?: @object)? (?:im|in den|an einen|an einem|am|in einem) (?:Baum|Ast|Ästen|Zweig))',
    ),
    water: cue('(ins Wasser|im Wasser|auf dem Wasser|in den Fluss|im Fluss|in den Teich|im Teich|trieb|schwamm davon)'),
    // Not "brachte" or "mitgebracht", nor a cheer or a storm that broke out ("brach Jubel los").
    broken: cue(
      '(?<!\\p{L})(zerbr|kaputt|gebrochen|zerriss|gerissen|brach(?!te)(?!\\s+(?:\\p{L}+\\s+){0,2}los(?!\\p{L}))|Riss|verbogen)',
    ),
    // "klebte und klebte" is trying; "geklebt", "geflickt" is done.
    mended: cue('(?<!\\p{L})(repar|geflickt|flickt|geklebt|genäht|nähte|heil gemacht)'),
    // Light said of the object itself, not of the stars or eyes beside it.
    lit: cue(
      '(?<!\\p{L})(angezündet|zündet|brannte|brennt)|(?<=(?:@object|#o)(?: \\p{L}+){0,2} )(?:leucht|Leucht|strahlt|glüh|funkel)',
    ),
    unlit: cue('(erlosch|ging aus|ausgegangen|ausgeblasen)'),
    // "war (sofort) eingeschlafen" tells what had happened before the page.
    sleep: cue(
      '(?<!\\p{L})(schlief|schläft|(?<!war (?:\\p{L}+ )?)eingeschlafen|schlummer|schnarch|döst|schlafend|zusammengerollt)',
    ),
    fall: cue('(?<!\\p{L})(hingefallen|hinfiel|fiel (?:\\p{L}+ )?hin(?!\\p{L})|stolperte|gestolpert|umgefallen)'),
    sit: cue('(?<!\\p{L})(setzte (?:\\p{L}+ )?sich|saß (?:auf|unter|am|an)|hingesetzt)'),
    underBush: cue(word('unter (?:einem|dem|den) (?:Busch|Strauch|Büschen|Sträuchern)')),
    onRock: cue(word('auf (?:einem|dem) (?:Stein|Felsen)')),
    inObject: cue(
      word('(?:in (?:@object|den Korb|dem Korb|das Boot|dem Boot|das Nest|dem Nest)|im (?:Korb|Boot|Nest))'),
    ),
    bed: cue('(Bett|Kissen|Bettdecke|zugedeckt|kuschelte sich unter die Decke)'),
    all: cue(word('alle|beide')),
    except: cue(word('nur|außer|bis auf|aber')),
    negation: cue(`${word('nicht|kein|keine|zu|wollte|will|Zeit zum|fast|beinahe|wenn')}[^.!?]{0,14}$`),
  },
  es: {
    subjectFirst: true,
    notSubject: cue(`${word('de|a|para|con|sobre|junto a|cerca de')}\\s*$`),
    // "se dio cuenta", "dio un salto", "le dio las gracias" give nothing.
    give: cue(
      '(?<!\\p{L})(?:(?:dio|dió|dar|da)(?! (?:cuenta|un salto|saltos|un paso|vueltas|una vuelta|la vuelta|un brinco|las gracias|un abrazo|un beso|un codazo|miedo|pena|risa|igual))|regaló|regala|entregó|entrega|ofreció|ofrece|prestó|compartió|devolvió|devuelve|tendió)(?!\\p{L})',
    ),
    lose: cue('(?<!\\p{L})(se cay|cayó|perdi|perdid|rodó|se llevó|voló|desapareci|resbal|se escap)'),
    tree: cue(
      '(en el árbol|en lo alto del árbol|en las ramas|en una rama|en la rama|copa del árbol|atascad|enganch|colgad)',
    ),
    water: cue('(al agua|en el agua|sobre el agua|al río|en el río|al estanque|flot|a la deriva|corriente)'),
    // Word-initial: not "alborotado".
    broken: cue('(?<!\\p{L})(romp|rot[oa]s?(?!\\p{L})|quebr|rasg|agujere|abollad)'),
    // Word-initial: not "preparado" or "repartir"; gluing ("pegó") is trying, and fingers get "pegados" too.
    mended: cue('(?<!\\p{L})(arregl|repar(?!t)|cosió|cosid|remend)'),
    // Shining said of the object itself, not "brillante" (shiny); a face that lights up is joy.
    lit: cue(
      '(?<!\\p{L})(encend|ilumin(?!ó la cara|aba la cara)|centell)|(?<=(?:@object|#o)(?: \\p{L}+){0,2} )brill(?!ante)',
    ),
    unlit: cue('(se apag|apagad|apagó)'),
    // Word-initial: a "tronco" does not snore.
    sleep: cue('(?<!\\p{L})(se durmi|dormid|duerme|duermen|dormía|ronc|acurrucad)'),
    fall: cue('(?<!\\p{L})(se cay[óo]|tropez[óo]|se tropez)'),
    sit: cue('(?<!\\p{L})(se sent[óo]|sentad[oa]s? (?:en|sobre|bajo))'),
    underBush: cue(word('(?:debajo de|bajo) (?:un|el|los) arbustos?')),
    onRock: cue(word('(?:sobre|en) (?:una|la) (?:piedra|roca)')),
    inObject: cue(word('(?:en|dentro de) (?:@object|la cesta|el cesto|la barca|el barco|el nido)')),
    bed: cue(word('cama|camita|almohada|manta|arrop\\p{L}*')),
    all: cue(word('todos|todas|los dos|las dos|ambos|ambas')),
    except: cue(word('solo|sólo|salvo|menos|pero')),
    // Wishes, tries, seemings, backstory and conditions do not happen on the page.
    negation: cue(
      `${word('no|sin|para|quería|quiere|hora de|quiso|intentó|intenta|parecía|parece|había|una vez|si|cuando')}[^.!?]{0,14}$`,
    ),
  },
};
