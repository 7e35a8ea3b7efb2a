import type { LegalDoc } from '@skazka/contract';
import type { LegalText } from '../document.js';
import { type LegalFacts, formatPrice } from '../facts.js';

export function de(f: LegalFacts): Record<LegalDoc, LegalText> {
  const operator = [
    `Verantwortlich: ${f.operator.name}`,
    ...(f.operator.address ? [`Anschrift: ${f.operator.address}`] : []),
    ...(f.operator.email ? [`Kontakt: ${f.operator.email}`] : []),
    `Website: ${f.site}`,
  ];
  const stored = f.storageHost
    ? `Die Daten liegen in der Datenbank des Betreibers, Bilder, Fotos und Audio in einem Objektspeicher bei ${f.storageHost}.`
    : 'Die Daten liegen in der Datenbank des Betreibers und auf der Festplatte seines Servers.';
  const providers = [
    f.writer
      ? `Schreiben des Märchens (${f.writer}): Vorname, Geschlecht und Alter der Hauptfigur, der Name des Freundes, die Moral und die Sprache. ${f.sendPhotos ? 'Das Foto wird hierhin nicht gesendet.' : 'Niemals ein Foto.'}`
      : 'Das Märchen wird auf unserem eigenen Server geschrieben; nichts verlässt ihn.',
    f.illustrator
      ? `Illustrationen (${f.illustrator}): eine Beschreibung der Szenen und Figuren${f.sendPhotos ? ' sowie das Foto des Kindes, falls Sie eines hochgeladen haben, damit die Hauptfigur ihm ähnelt' : '; das Foto wird nie gesendet (stattdessen ein gezeichneter Avatar oder eine schriftliche Beschreibung)'}.`
      : 'Die Illustrationen entstehen auf unserem eigenen Server; nichts verlässt ihn.',
    f.narrator
      ? `Vorlesen (${f.narrator}): nur der Text des Märchens.`
      : 'Die Vorlesestimme entsteht auf unserem eigenen Server; nichts verlässt ihn.',
    'Zahlung (Stripe oder T-Bank, je nachdem, womit Sie zahlen): Ihre E-Mail-Adresse oder Telefonnummer und der Betrag. Ihre Kartendaten geben Sie direkt dort ein; wir sehen sie nie.',
    ...(f.analyticsHost
      ? [
          `Nutzungsstatistik (${f.analyticsHost}): welche Seiten geöffnet werden und eine Kontonummer, nie Namen, Geburtstage oder Märchen.`,
        ]
      : []),
  ];
  const collected = [
    'Ihr Konto: E-Mail-Adresse oder Telefonnummer, Passwort (nur als nicht umkehrbarer Hash gespeichert) und welche Fassungen dieser Texte Sie wann akzeptiert haben.',
    'Ihre Kinder: Vorname, Geschlecht, Geburtsdatum und ein Foto, falls Sie eines hochladen (Standort- und Kameradaten werden daraus entfernt).',
    'Freunde in den Märchen: ihre Namen und welche Art Figur sie sind.',
    'Die Märchen: Text, Bilder, Vorlesestimme, Fragen und Buch zum Drucken, dazu eine Kopie der Hauptfigur, wie sie bei der Bestellung war.',
    'Ihr Abo: Tarif, Daten und die Referenznummern des Zahlungsdienstes; Zahlungen mit Betrag und Status.',
    'Technische Protokolle: Zeit, Adresse und Pfad der Anfragen. Passwörter, Anmelde- und Rücksetzlinks, Namen und Geburtstage stehen nie darin.',
  ];
  const keep = [
    'Konto, Kinder, Freunde und Märchen: bis Sie sie löschen oder das ganze Konto löschen.',
    `Ein Link zum Zurücksetzen des Passworts funktioniert einmal und läuft nach ${f.resetTokenHours} Stunden ab.`,
    'Links zu Bildern und Audio sind signiert und laufen spätestens nach zwei Stunden ab; gelöschte Dateien sind sofort nicht mehr abrufbar.',
    'Zahlungsbelege: so lange, wie Steuer- und Handelsrecht es verlangen. Nach dem Löschen des Kontos bleiben sie ohne jede Verbindung zu Ihnen oder Ihren Kindern.',
    'Technische Protokolle: höchstens 30 Tage.',
  ];
  const rights = [
    'Alles herunterladen: Profil → „Meine Daten herunterladen“ liefert ein ZIP mit Konto, Einwilligungen, Kindern und ihren Fotos, Freunden, jedem Märchen mit Bildern und Audio sowie dem Verlauf von Abo und Zahlungen.',
    'Ein Märchen im Lesemodus oder in der Sammlung löschen; ein Kind auf seiner Seite löschen (seine Märchen werden mitgelöscht).',
    'Konto löschen: Profil → „Konto löschen“, bestätigt mit Ihrem Passwort. Ein laufendes Abo wird zuerst gekündigt; dann werden Konto, Kinder, Fotos, Freunde, Märchen und alle Dateien gelöscht und alle Ihre Sitzungen beendet.',
    f.operator.email
      ? `Für alles Weitere oder um Ihre Einwilligung zu widerrufen, schreiben Sie an ${f.operator.email}. Sie können sich auch bei einer Datenschutz-Aufsichtsbehörde beschweren.`
      : 'Für alles Weitere oder um Ihre Einwilligung zu widerrufen, wenden Sie sich an den oben genannten Betreiber. Sie können sich auch bei einer Datenschutz-Aufsichtsbehörde beschweren.',
  ];
  const prices = f.offers.map(
    (o) =>
      `${o.plan === 'yearly' ? 'Jahresabo' : 'Monatsabo'}${o.provider === 'sandbox' ? ' (Testmodus, es fließt kein Geld)' : ''}: ${formatPrice('de', o.amount, o.currency)} pro ${o.interval === 'year' ? 'Jahr' : 'Monat'}.`,
  );

  return {
    privacy: {
      title: 'Datenschutzerklärung',
      sections: [
        {
          heading: 'Wer wir sind',
          body: [
            `${f.operator.name} betreibt Skazka, einen Dienst, der auf Wunsch der Eltern persönliche Gutenachtmärchen für ihre Kinder schreibt. Hier steht, was wir über Ihre Familie speichern, wozu und wie Sie die Kontrolle behalten.`,
            operator,
          ],
        },
        { heading: 'Welche Daten wir erheben', body: [collected] },
        {
          heading: 'Wozu',
          body: [
            'Um Märchen über Ihr Kind zu schreiben, zu bebildern und vorzulesen, sie für Sie aufzubewahren, Ihr Abo zu führen und den Dienst zu schützen (Vertragserfüllung und Einwilligung). Wir verkaufen keine Daten, zeigen keine Werbung und trainieren mit Ihren Märchen nichts.',
          ],
        },
        { heading: 'Wo die Daten liegen', body: [stored] },
        { heading: 'Wer was erhält', body: [providers] },
        { heading: 'Wie lange', body: [keep] },
        { heading: 'Ihre Rechte', body: [rights] },
      ],
    },
    offer: {
      title: 'Öffentliches Angebot: Abo-Bedingungen',
      sections: [
        {
          heading: 'Die Parteien',
          body: [
            `Dieses Angebot richtet ${f.operator.name} an alle, die ein Konto anlegen. Mit der Zahlung eines Abos nehmen Sie es an.`,
            operator,
          ],
        },
        {
          heading: 'Was enthalten ist',
          body: [
            'Persönliche Märchen für Ihre Kinder mit Bildern, Vorlesestimme, Verständnisfragen und Buch zum Drucken, solange das Abo läuft. Erstellte Märchen behalten Sie auch danach.',
          ],
        },
        {
          heading: 'Preise',
          body: [
            prices,
            'Die Preise enthalten die anfallenden Steuern. Abgebucht wird der beim Bezahlen angezeigte Betrag.',
          ],
        },
        {
          heading: 'Testzeitraum',
          body: [
            `Ihr erstes Abo beginnt mit ${f.trialDays} kostenlosen Testtagen, sobald die Zahlungsart bestätigt ist. Kündigen Sie im Testzeitraum, zahlen Sie nichts. Den Test gibt es einmal pro Konto.`,
          ],
        },
        {
          heading: 'Verlängerung',
          body: [
            'Nach dem Test und am Ende jedes bezahlten Zeitraums verlängert sich das Abo automatisch, und dieselbe Zahlungsart wird für den nächsten Zeitraum belastet, bis Sie kündigen.',
          ],
        },
        {
          heading: 'Kündigung',
          body: [
            'Sie können jederzeit auf der Abo-Seite kündigen. Es wird nichts mehr abgebucht, und der Zugang bleibt bis zum Ende des bereits bezahlten Zeitraums. Das Löschen des Kontos kündigt das Abo sofort.',
          ],
        },
        {
          heading: 'Erstattung',
          body: [
            `War eine Abbuchung ein Fehler, oder kündigen Sie innerhalb von 14 Tagen nach einer Abbuchung, ohne in diesem Zeitraum ein Märchen erstellt zu haben, schreiben Sie an ${f.operator.email ?? 'den Betreiber'}: Wir erstatten den vollen Betrag auf dieselbe Karte. Ihre gesetzlichen Verbraucherrechte bleiben unberührt.`,
          ],
        },
        {
          heading: 'Personenbezogene Daten',
          body: [
            'Wie sie verarbeitet werden, steht in der Datenschutzerklärung und in der Einwilligung in die Verarbeitung personenbezogener Daten.',
          ],
        },
      ],
    },
    'personal-data': {
      title: 'Einwilligung in die Verarbeitung personenbezogener Daten',
      sections: [
        {
          heading: 'Einwilligung',
          body: [
            `Mit dem Anlegen eines Kontos willige ich als Elternteil oder gesetzlicher Vertreter ein, dass ${f.operator.name} meine personenbezogenen Daten und die unten beschriebenen Daten meiner Kinder verarbeitet, um persönliche Märchen zu erstellen und aufzubewahren und mein Abo zu führen.`,
            operator,
          ],
        },
        { heading: 'Welche Daten', body: [collected] },
        {
          heading: 'Welche Verarbeitung',
          body: [
            'Erheben, Erfassen, Speichern, Ändern, Verwenden, Übermitteln an die unten genannten Dienste für diese Zwecke, Löschen und Vernichten.',
            stored,
          ],
        },
        { heading: 'Empfänger', body: [providers] },
        { heading: 'Dauer', body: [keep] },
        {
          heading: 'Widerruf',
          body: [
            'Diese Einwilligung gilt, bis ich sie widerrufe. Das Löschen des Kontos widerruft sie und löscht die Daten; nur die gesetzlich vorgeschriebenen Zahlungsbelege bleiben.',
            rights,
          ],
        },
      ],
    },
  };
}
