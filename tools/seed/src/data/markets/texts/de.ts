/** The German texts of a generated store. */
import type { MarketTexts } from './types';

export const de: MarketTexts = {
  language: 'de',
  moreThan: 'mehr als {count}',
  choiceCard: 'Choice-Gutschein',
  countries: {
    AT: 'Österreich', AU: 'Australien', BE: 'Belgien', BR: 'Brasilien', CA: 'Kanada', CH: 'der Schweiz', DE: 'Deutschland',
    DK: 'Dänemark', ES: 'Spanien', FR: 'Frankreich', GB: 'Großbritannien', IE: 'Irland', IT: 'Italien', MX: 'Mexiko',
    NL: 'den Niederlanden', NO: 'Norwegen', NZ: 'Neuseeland', PL: 'Polen', PT: 'Portugal', SE: 'Schweden', US: 'den USA',
    AE: 'den Vereinigten Arabischen Emiraten',
  },
  menus: {
    footerTitle: 'Fußzeile',
    businessTitle: 'Firmenkunden',
    customerService: 'Kundenservice',
    helpdesk: 'Hilfe & FAQ',
    contactUs: 'Kontakt',
    checkBalance: 'Guthaben abfragen',
    delivery: 'Versand',
    cancellationPolicy: 'Widerrufsrecht',
    giftCards: 'Gutscheine',
    allGiftCards: 'Alle Gutscheine',
    restaurants: 'Restaurants',
    spaAndWellness: 'Wellness & Spa',
    experiences: 'Erlebnisse',
    occasions: 'Anlässe',
    aboutUs: 'Über uns',
    generalTerms: 'AGB',
    privacy: 'Datenschutz',
    cookieStatement: 'Cookie-Richtlinie',
    business: 'Firmenkunden',
    businessGiftCards: 'Gutscheine für Firmen',
    requestQuote: 'Angebot anfordern',
    businessGifts: 'Firmengeschenke',
  },
  homeBlocks: {
    hero: { title: 'Der Gutschein für jeden Anlass', description: 'Wähle aus {more} Gutscheinen – oder lass die Beschenkten mit dem Choice-Gutschein selbst aussuchen.' },
    businessHero: { title: 'Firmengeschenke in wenigen Minuten erledigt', description: 'Bezahl bequem auf Rechnung, beschenk das ganze Team und erhalte innerhalb eines Werktags ein Angebot.' },
    choiceDescription: 'Keine Idee? Die Beschenkten wählen selbst aus {more} Marken.',
    business: { title: 'Für Firmen', description: 'Mitarbeitende belohnen und Kunden Danke sagen – mit nur einer Bestellung.' },
    occasions: { title: 'Finde den passenden Anlass', description: 'Geburtstag, Hochzeit, Dankeschön und mehr: Geschenkideen für jeden Moment.' },
    spotlightDescription: 'Einer der beliebtesten Gutscheine des Monats.',
    delivery: { title: 'Digital innerhalb einer Stunde', description: 'Digitale Gutscheine kommen innerhalb einer Stunde per E-Mail an, Gutscheinkarten verschicken wir per Post.' },
    businessGift: { title: 'Immer das passende Firmengeschenk', description: 'Ein Gutschein für alle Mitarbeitenden, Kunden und Lieferanten – bequem auf Rechnung.' },
    personalTouch: { title: 'Mach es persönlich', description: 'Gib jedem Gutschein eine schöne Hülle und eine persönliche Nachricht mit.' },
    searchHighlight: { title: 'Lass sie selbst wählen', description: 'Der Choice-Gutschein: {more} Marken auf einer Karte.' },
  },
  searchTerms: {
    restaurants: 'Restaurant',
    spa: { title: 'Wellnesstag', query: 'wellness' },
    hotel: { title: 'Hotel', query: 'hotel' },
    books: { title: 'Bücher', query: 'buch' },
    experiences: 'Erlebnisse',
    choiceQuery: 'choice',
  },
  redeemPages: {
    choiceCard: {
      title: 'So löst du deinen Choice-Gutschein ein',
      intro: 'Eine Karte, viele Gutscheine zur Auswahl: So machst du aus deinem Guthaben genau den Gutschein, den du dir wünschst.',
      body: [
        'Frag dein Guthaben mit der 19-stelligen Kartennummer und der 6-stelligen PIN ab – beides findest du auf deiner Karte oder in deiner E-Mail.',
        'Wähle einen oder mehrere Gutscheine oder eine Spende. Du kannst dein Guthaben auf einmal einlösen oder einen Teil für später aufheben.',
        'Reicht das Guthaben nicht? Füge eine weitere Karte hinzu oder bezahl den Rest einfach online an der Kasse.',
        'Deine neuen Gutscheine kommen innerhalb weniger Minuten per E-Mail oder innerhalb weniger Werktage per Post bei dir an.',
      ],
    },
    teamThankYou: {
      title: '{business} sagt Danke',
      intro: 'Ein Dankeschön von {business}: Löse deine Karte für einen der Gutscheine ein, die für dein Team ausgewählt wurden.',
      body: [
        '{business} hat diese Gutscheine für das eigene Team ausgesucht. Frag dein Guthaben ab, wähle einen Gutschein und sag uns, wohin er gehen soll.',
        'Bestellungen in diesem Shop laufen über {business}: Gib an der Kasse bitte die Firmendaten an.',
      ],
    },
    businessName: '{surname} Logistik',
  },
  testimonials: [
    [5, 'Mittags noch schnell einen Gutschein per E-Mail zum Geburtstag meiner Schwester bestellt – ein paar Minuten später war er schon bei ihr im Postfach.'],
    [5, 'Hatte noch einen vergessenen Gutschein in der Schublade. Guthaben abgefragt und im Einlöse-Shop direkt gegen einen Restaurantgutschein getauscht. Keine zwei Minuten!'],
    [4, 'Die Karte kam zwei Tage nach der Bestellung, schön verpackt. Ein paar mehr Motive für die Hülle hätte ich mir aber gewünscht.'],
    [5, 'Fünf Kolleginnen je einen Gutschein an ihre eigene E-Mail-Adresse geschickt, alles in einer Bestellung. Total unkompliziert.'],
    [5, 'Meine Eltern haben sich mit dem Choice-Gutschein ein Hotelwochenende ausgesucht. Viel besser, als irgendwas zu raten.'],
    [3, 'Gute Auswahl an Shops, aber die Karte per Post war einen Tag später da als erwartet.'],
    [5, 'Die E-Mail auf den Morgen unseres Jahrestags terminiert – kam pünktlich auf die Minute.'],
    [4, 'Hatte eine Frage zur Lieferadresse, der Kundenservice hat noch am selben Tag geantwortet.'],
    [5, 'Mit dem persönlichen Gruß auf der Karte war der Gutschein ein richtiges Geschenk und nicht nur ein Code.'],
    [4, 'Die Gutscheine für unser Team auf Rechnung bezahlt – am nächsten Tag hatten alle ihre Karten.'],
    [5, 'Das Restguthaben meiner Karte in einen zweiten, kleineren Gutschein gesteckt. So verfällt nichts.'],
  ],
  extras: {
    classicWallet: { title: 'Klassische Kartenhülle', description: 'Eine stabile Klappkarte in tiefem Marineblau mit goldenem Folienrand. Der Gutschein sitzt sicher darin.' },
    celebrationWallet: { title: 'Festliche Kartenhülle', description: 'Eine fröhlich bunte Hülle mit Konfetti und Luftschlangen – perfekt zum Geburtstag und für alle Glückwünsche.' },
    luxuryWallet: { title: 'Edle Erinnerungshülle', description: 'Eine Hülle aus strukturiertem Recyclingkarton mit Schleifenband – zum Aufbewahren, auch lange nachdem der Gutschein eingelöst ist.' },
    confettiDesign: { title: 'E-Mail-Design Konfetti', description: 'Der digitale Gutschein kommt in einer E-Mail mit herabrieselndem Konfetti an.' },
    balloonsDesign: { title: 'E-Mail-Design Luftballons', description: 'Der digitale Gutschein kommt in einer E-Mail mit bunten Luftballons an.' },
    giftBox: { title: 'Geschenkbox', description: 'Gutschein und Kartenhülle in einer festen Geschenkbox mit Seidenpapier.' },
    personalMessage: { title: 'Persönliche Nachricht', description: 'Deine eigenen Worte, gedruckt auf eine Karte, die dem Gutschein beiliegt.' },
  },
  pages: {
    home: {
      title: 'Gutscheine für jeden Anlass',
      metaDescription: 'Kaufe Gutscheine von {more} Shops, Restaurants und Erlebnisanbietern in {country} – oder lass die Beschenkten mit dem Choice-Gutschein selbst wählen.',
      keywords: ['gutscheine', 'geschenkgutscheine', 'choice-gutschein', 'digitale gutscheine', 'firmengeschenke'],
      body: `# Gutscheine für jeden Anlass

Wähle aus {more} Gutscheinen für Restaurants, Wellnesstage, Shops und Erlebnisse in {country} – oder verschenke den Choice-Gutschein und lass die Beschenkten selbst aussuchen. Digitale Gutscheine kommen innerhalb einer Stunde per E-Mail an, Gutscheinkarten verschicken wir per Post.`,
    },
    terms: {
      title: 'Allgemeine Geschäftsbedingungen',
      metaDescription: 'Die Bedingungen, die für jede Bestellung von Gutscheinen, Spendenkarten und Extras bei {name} gelten.',
      keywords: ['agb', 'geschäftsbedingungen', 'allgemeine geschäftsbedingungen'],
      body: `# Allgemeine Geschäftsbedingungen

Diese Bedingungen gelten für alle Angebote von {name} („wir“, „uns“) und für jede Bestellung bei uns. Bitte lies sie vor deiner Bestellung durch; mit deiner Bestellung erkennst du sie an.

## 1. Gutscheine
1. Ein Gutschein ist eine digitale oder physische Karte mit einem Geldwert, die bei der darauf genannten Marke eingelöst werden kann – oder, beim Choice-Gutschein, gegen einen oder mehrere andere Gutscheine aus unserem Sortiment eingetauscht werden kann.
2. Gutscheine gibt es mit Werten zwischen {minAmount} und {maxAmount}. Welche Werte ein Gutschein bietet, steht auf seiner Produktseite.
3. Die Gültigkeitsdauer ist bei jedem Gutschein angegeben; das Guthaben kannst du jederzeit auf der Seite „Guthaben abfragen“ prüfen.

## 2. Bestellung und Bezahlung
1. Eine Bestellung ist verbindlich, sobald sie bezahlt ist. Du erhältst eine Bestätigung mit deiner Bestellnummer per E-Mail.
2. Bei Verdacht auf Betrug können wir eine Bestellung ablehnen oder stornieren; bereits gezahlte Beträge erstatten wir dann vollständig.
3. Firmenkunden können nach Freigabe auf Rechnung bezahlen.

## 3. Versand
1. Digitale Gutscheine verschicken wir per E-Mail, in der Regel innerhalb einer Stunde nach Zahlungseingang.
2. Gutscheinkarten verschicken wir per Post an die Adresse, die du bei der Bestellung angibst.

## 4. Haftung
Eine Barauszahlung von Gutscheinen ist ausgeschlossen, soweit das Gesetz nichts anderes vorschreibt. Für Gutscheine, die nach der Zustellung verloren gehen oder an andere weitergegeben werden, übernehmen wir keine Haftung.`,
    },
    privacy: {
      title: 'Datenschutzerklärung',
      metaDescription: 'Wie {name} deine personenbezogenen Daten erhebt, nutzt und schützt, wenn du Gutscheine bestellst und einlöst.',
      keywords: ['datenschutz', 'personenbezogene daten', 'datenschutzerklärung'],
      body: `# Datenschutzerklärung

{name} geht sorgsam mit deinen personenbezogenen Daten um. Hier erfährst du, welche Daten wir verarbeiten, wofür und wie lange wir sie speichern.

## Welche Daten wir verarbeiten
- Deinen Namen, deine E-Mail-Adresse und bei Gutscheinkarten die Lieferadresse.
- Name und E-Mail-Adresse der beschenkten Person, damit wir den Gutschein zustellen können.
- Bestell- und Zahlungsdaten, die wir so lange aufbewahren, wie es gesetzlich vorgeschrieben ist.

## Wofür
Wir nutzen diese Daten, um deine Bestellung zuzustellen, deine Fragen zu beantworten und – nur mit deiner Einwilligung – dir unseren Newsletter zu schicken.

## Deine Rechte
Du kannst jederzeit Auskunft über deine Daten verlangen und sie berichtigen oder löschen lassen. Schreib uns dazu einfach an {serviceEmail}.`,
    },
    cancellation: {
      title: 'Widerrufsrecht',
      metaDescription: 'Wann und wie du eine Gutscheinbestellung widerrufen kannst und wie wir dir den Betrag erstatten.',
      keywords: ['widerruf', 'rückerstattung', 'stornierung'],
      body: `# Widerrufsrecht

Du kannst eine Bestellung innerhalb von 14 Tagen nach Erhalt widerrufen, solange der Gutschein noch nicht eingelöst wurde.

## So widerrufst du
Schick uns die Bestellnummer und die Kartennummer an {serviceEmail}. Wir sperren den Gutschein und erstatten dir den gezahlten Betrag innerhalb von 14 Tagen über die Zahlungsart deiner Bestellung.

## Ausnahmen
Gutscheine, die bereits aktiviert oder teilweise eingelöst wurden, können nicht widerrufen werden. Spenden leiten wir an die jeweilige Organisation weiter; sie können nicht erstattet werden.`,
    },
    delivery: {
      title: 'Versand',
      metaDescription: 'Wie und wann wir digitale Gutscheine und Gutscheinkarten zustellen.',
      keywords: ['versand', 'lieferung', 'post', 'e-mail'],
      body: `# Versand

## Digitale Gutscheine
Digitale Gutscheine verschicken wir per E-Mail, in der Regel innerhalb einer Stunde nach Zahlungseingang. Du kannst ein Versanddatum bis zu drei Monate im Voraus wählen.

## Gutscheinkarten
Gutscheinkarten verschicken wir per Post in einem Geschenkumschlag – mit der Hülle und den Extras, die du ausgewählt hast. Bestellungen, die an einem Werktag vor 17 Uhr bezahlt werden, verschicken wir noch am selben Tag. Sie sind in der Regel innerhalb von zwei bis drei Werktagen überall in {country} da.`,
    },
    cookies: {
      title: 'Cookie-Richtlinie',
      metaDescription: 'Welche Cookies {name} verwendet, wofür und wie du deine Auswahl ändern kannst.',
      keywords: ['cookies', 'cookie-richtlinie'],
      body: `# Cookie-Richtlinie

Wir verwenden funktionale Cookies, damit dein Warenkorb und deine Einstellungen erhalten bleiben, und – nur mit deiner Einwilligung – Analyse-Cookies, um zu sehen, wie unser Shop genutzt wird.

Du kannst deine Auswahl jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern.`,
    },
    about: {
      title: 'Über {name}',
      metaDescription: '{name} vereint {more} Gutscheine und den Choice-Gutschein an einem Ort.',
      keywords: ['über uns', 'gutschein-shop'],
      body: `# Über {name}

{name} ist dein Gutschein-Shop in {country}: {more} Gutscheine für Restaurants, Shops, Wellnesstage und Erlebnisse – und der Choice-Gutschein für alle, die lieber selbst wählen. Digitale Gutscheine stellen wir per E-Mail zu, Gutscheinkarten per Post – für Privat- und Firmenkunden gleichermaßen.`,
    },
    helpdesk: {
      title: 'Hilfe: häufige Fragen',
      metaDescription: 'Antworten auf die häufigsten Fragen rund um Bestellung, Versand, Guthabenabfrage und Einlösen von Gutscheinen bei {name}.',
      keywords: ['hilfe', 'faq', 'häufige fragen', 'kundenservice'],
      body: `# Hilfe & FAQ

Du findest nicht, was du suchst? Unser [Kundenservice]({contactPath}) hilft dir an Werktagen gern weiter.

## Wie bestelle ich einen Gutschein?
Wähle einen Gutschein aus, entscheide dich für den Versand per E-Mail oder per Post sowie für den Betrag und leg ihn in den Warenkorb. Im Warenkorb kannst du vor dem Bezahlen noch eine Hülle und eine persönliche Nachricht hinzufügen.

## Wie frage ich mein Guthaben ab?
Gib auf der Seite [Guthaben abfragen]({balancePath}) die Kartennummer und die PIN ein.

## Kann ich meinen Choice-Gutschein eintauschen?
Ja: Frag dein Guthaben ab und wähle im Einlöse-Shop einen oder mehrere Gutscheine aus.`,
    },
    contact: {
      title: 'Kontakt',
      metaDescription: 'So erreichst du den Kundenservice von {name}: per E-Mail oder über das Kontaktformular.',
      keywords: ['kontakt', 'kundenservice', 'e-mail'],
      body: `# Kontakt

Du hast eine Frage zu einer Bestellung, einem Gutschein oder zum Versand? Nutze das Formular auf dieser Seite oder schreib uns an {serviceEmail} – wir antworten innerhalb eines Werktags. Halte bitte deine Bestellnummer bereit.`,
    },
    business: {
      title: 'Gutscheine für Firmen',
      metaDescription: 'Gutscheine für Mitarbeitende und Kunden: Zahlung auf Rechnung, Versand an das ganze Team und ein Angebot innerhalb eines Werktags.',
      keywords: ['firmengutscheine', 'firmengeschenke', 'mitarbeitergeschenke'],
      body: `# Gutscheine für Firmen

Bedank dich bei deinem Team, belohne Kunden oder starte eine Incentive-Aktion – mit Gutscheinen von {more} Marken oder mit dem Choice-Gutschein, bei dem sich alle selbst etwas aussuchen.

## Warum Unternehmen {name} wählen
- Eine Bestellung für viele Empfänger, jeweils per E-Mail oder per Post.
- Zahlung auf Rechnung nach Freigabe.
- Eine persönliche Ansprechperson für größere Bestellungen.

[Fordere ein Angebot an]({quotePath}) – wir melden uns innerhalb eines Werktags bei dir.`,
    },
    businessQuote: {
      title: 'Angebot anfordern',
      metaDescription: 'Sag uns, was du brauchst, und erhalte innerhalb eines Werktags ein Angebot für Firmengutscheine.',
      keywords: ['angebot', 'firmenbestellung'],
      body: `# Angebot anfordern

Sag uns, wie viele Gutscheine du brauchst, mit welchen Werten und bis wann sie ankommen sollen. Wir schicken dir innerhalb eines Werktags ein Angebot und können an jede Empfängerin und jeden Empfänger einzeln liefern.`,
    },
  },
  house: {
    choiceDescription: 'Die Qual der Wahl? Mit dem Choice-Gutschein suchen sich die Beschenkten aus {more} Gutscheinen selbst ihren Favoriten aus – vom Restaurant und Wellnesstag bis zu Mode, Büchern und Erlebnissen. Das Guthaben lässt sich sogar auf mehrere Gutscheine aufteilen. Erhältlich als digitaler Gutschein, der innerhalb einer Stunde ankommt, oder als Gutscheinkarte im Geschenkumschlag.',
    choiceKeywords: ['choice-gutschein', 'choice gutschein', 'universalgutschein', 'firmengeschenk'],
    greenCorridors: {
      name: 'Stiftung Grüne Wege',
      about: 'Über die Stiftung Grüne Wege',
      title: 'Spende an die Stiftung Grüne Wege',
      description: 'Die Stiftung Grüne Wege pflanzt Hecken und Bäume, die Parks und Naturschutzgebiete miteinander verbinden – so können Vögel, Bienen und kleine Säugetiere zwischen ihnen wandern. Die beschenkte Person erhält eine Karte, die erklärt, was die Spende bewirkt.',
      keywords: ['spende', 'spende verschenken', 'natur', 'umwelt'],
    },
    warmMeals: {
      name: 'Warme Mahlzeit e.V.',
      about: 'Über Warme Mahlzeit e.V.',
      title: 'Spende an Warme Mahlzeit e.V.',
      description: 'Warme Mahlzeit e.V. versorgt Menschen, die sich kein Essen leisten können, mit warmen Gerichten und Lunchpaketen – über lokale Küchen, die von Ehrenamtlichen betrieben werden. Deine Spende wird vollständig weitergegeben.',
      keywords: ['spende', 'spende verschenken', 'tafel', 'weihnachtsspende'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        '{name} serviert saisonale Gerichte mitten in {city}, dazu eine Weinkarte, die die Inhaber selbst zusammengestellt haben.',
        'Ein Lieblingslokal in {city}: {name} ist bekannt für großzügige Portionen, freundlichen Service und eine Terrasse, die an sonnigen Abenden schnell voll ist.',
        '{name} kocht mit Zutaten von Höfen aus der Region – unter der Woche mit Mittagsmenü, abends mit größerer Karte.',
      ],
      'spa-and-wellness': [
        '{name} in {city} bietet Massagen, Gesichtsbehandlungen und eine Sauna mit gemütlichem Ruheraum.',
        'Tageskarten, Behandlungen und Arrangements für zwei: {name} ist eine Oase der Ruhe, nur wenige Minuten vom Zentrum von {city} entfernt.',
        '{name} nimmt sich Zeit für jeden Gast – von der einzelnen Behandlung bis zum ganzen Tag voller Entspannung.',
      ],
      fashion: [
        '{name} zeigt jede Saison neue Kollektionen, mit Beratung von einem Team, das jedes Teil im Laden kennt.',
        'Unabhängige Labels und zeitlose Basics: {name} hat ein Geschäft in {city} und einen Onlineshop, der überall in {country} liefert.',
        '{name} ist ein Familienbetrieb in {city}, bekannt für gut verarbeitete Kleidung, Schuhe und Accessoires.',
      ],
      'home-and-garden': [
        '{name} hat alles für Haus und Garten – im Laden in {city} und online.',
        'Von der einzelnen Zimmerpflanze bis zum neuen Esstisch: {name} hilft dabei, aus vier Wänden ein Zuhause zu machen.',
        '{name} führt Stücke kleiner Manufakturen und dazu alles, was man im Alltag zu Hause braucht.',
      ],
      experiences: [
        '{name} bietet Aktivitäten in und um {city} – für Gruppen, Paare und alle, die etwas Neues erleben wollen.',
        'Ein Nachmittag, der in Erinnerung bleibt: Bei {name} buchst du deinen Termin ganz einfach online zum Wunschdatum.',
        '{name} heißt Neulinge und alte Hasen gleichermaßen willkommen – alles, was du vor Ort brauchst, ist inklusive.',
      ],
      'books-and-music': [
        '{name} ist ein unabhängiger Laden in {city}, dessen Team gern seine Lieblingstitel empfiehlt.',
        'Seit Jahren treffen sich Lese- und Musikbegeisterte bei {name} – für Neuerscheinungen, alte Lieblinge und Abendveranstaltungen.',
        '{name} hat ein sorgfältig ausgewähltes Sortiment und bestellt alles, was nicht im Regal steht.',
      ],
      beauty: [
        '{name} bietet Behandlungen und Produkte in einem entspannten Salon in {city}.',
        'Hautpflege, Haare und Nägel: Bei {name} nimmt sich das Team vor jeder Behandlung Zeit für eine Beratung.',
        '{name} arbeitet mit bekannten Marken und kleinen Herstellern – im Salon und online.',
      ],
      'sport-and-outdoors': [
        '{name} stattet Laufbegeisterte, Radfahrer, Wanderer und Kletterer mit langlebiger Ausrüstung aus und zeigt, wie man sie richtig nutzt.',
        'Kurse, Tageskarten und Ausrüstung: {name} ist in {city} die Adresse, um etwas Neues auszuprobieren.',
        'Bei {name} arbeiten Leute, die ihren Sport selbst betreiben – und entsprechend gut beraten.',
      ],
      'cinema-and-entertainment': [
        '{name} ist in {city} eine beliebte Adresse zum Ausgehen – fast jeden Abend ist hier etwas los.',
        'Große Leinwand, Bowlingbahn oder Bühne: {name} ist wie gemacht für Abende mit Freunden und Familie.',
        '{name} hat eine Bar mit Snacks und Drinks – so kann der Abend früh beginnen und spät enden.',
      ],
      'travel-and-hotels': [
        '{name} bietet komfortable Zimmer, ein Restaurant mit regionaler Küche und Wanderwege direkt vor der Tür.',
        'Kurzurlaub bei {name}: Zimmer mit Aussicht, ein reichhaltiges Frühstück und Arrangements mit Abendessen.',
        '{name} empfängt das ganze Jahr über Gäste – vom Wochenendtrip bis zum längeren Familienurlaub.',
      ],
      'food-and-drink': [
        '{name} ist ein Feinkostgeschäft in {city}, geführt von Leuten, die jedes Produkt im Regal kennen.',
        'Von kleinen Genüssen für jeden Tag bis zu Geschenken für Feinschmecker: {name} stellt Präsentkörbe mit Produkten kleiner Erzeuger zusammen.',
        '{name} gehört seit Jahren fest zum Viertel in {city} – mit Verkostungen und saisonalen Spezialitäten.',
      ],
      'kids-and-toys': [
        '{name} hat etwas für Kinder jeden Alters – und eine Spielecke, in der sie alles ausprobieren können.',
        'Spielzeug, Spiele und Kindergeburtstage: {name} in {city} sorgt an Regentagen für Beschäftigung.',
        '{name} setzt auf langlebiges Spielzeug, Bastelsets und Spiele für draußen.',
      ],
      gaming: [
        '{name} verkauft neue und gebrauchte Spiele samt Zubehör und veranstaltet jede Woche Turniere.',
        'Konsolen, Klassiker und VR: Bei {name} in {city} lässt sich ein ganzer Nachmittag verzocken.',
        '{name} hat Tische zum Spielen vor Ort und ein Team, das jede Neuerscheinung kennt.',
      ],
      tech: [
        '{name} verkauft Smartphones, Laptops, Audio- und Smart-Home-Geräte und repariert sie im eigenen Servicecenter.',
        'Kameras, Kopfhörer und Zubehör mit ehrlicher Beratung: {name} hat ein Geschäft in {city} und liefert überall in {country}.',
        '{name} hilft beim Einrichten neuer Geräte und nimmt alte in Zahlung.',
      ],
    },
    keywords: {
      restaurants: ['restaurant', 'abendessen', 'mittagessen'],
      'spa-and-wellness': ['wellness', 'massage', 'sauna'],
      fashion: ['kleidung', 'schuhe', 'mode'],
      'home-and-garden': ['einrichtung', 'garten', 'wohnaccessoires'],
      experiences: ['erlebnis', 'ausflug', 'freizeit'],
      'books-and-music': ['bücher', 'musik', 'schallplatten'],
      beauty: ['friseur', 'hautpflege', 'kosmetikstudio'],
      'sport-and-outdoors': ['sport', 'outdoor', 'fahrrad'],
      'cinema-and-entertainment': ['kino', 'bowling', 'theater'],
      'travel-and-hotels': ['hotel', 'kurzurlaub', 'wochenendtrip'],
      'food-and-drink': ['bäckerei', 'wein', 'feinkost'],
      'kids-and-toys': ['spielzeug', 'kinder', 'spiele'],
      gaming: ['games', 'konsole', 'gaming'],
      tech: ['elektronik', 'handy', 'kopfhörer'],
    },
  },
  categories: {
    restaurants: {
      title: 'Restaurants',
      description: 'Vom Bistro um die Ecke bis zum Steakhouse und zur Sushi-Bar: Restaurantgutscheine für ein richtig gutes Essen, einlösbar in Hunderten Lokalen überall in {country}.',
    },
    'spa-and-wellness': {
      title: 'Wellness & Spa',
      description: 'Wellnesstage, Massagen, Sauna und Yogakurse. Verschenke das Seltenste überhaupt: ein paar Stunden Ruhe.',
    },
    fashion: {
      title: 'Mode',
      description: 'Gutscheine für Kleidung, Schuhe, Schmuck und Accessoires – von unabhängigen Boutiquen und beliebten Modeketten.',
    },
    'home-and-garden': {
      title: 'Wohnen & Garten',
      description: 'Einrichtung, Kochgeschirr, Pflanzen und Gartencenter. Perfekt für alle, die gerade eingezogen sind, für Hobbygärtner und alle, die es zu Hause gemütlich mögen.',
    },
    experiences: {
      title: 'Erlebnisse',
      description: 'Ballonfahrten, Kochkurse, Escape Rooms und Tagesausflüge. Gutscheine für Erinnerungen statt Dinge.',
    },
    'books-and-music': {
      title: 'Bücher & Musik',
      description: 'Buchhandlungen, Plattenläden, Hörbücher und Musikunterricht: Gutscheine für Leseratten, Musikfans und Musizierende jeden Alters.',
    },
    beauty: {
      title: 'Beauty',
      description: 'Hautpflege, Düfte, Kosmetikstudios und Barbershops. Lass sie sich selbst verwöhnen – vom neuen Duft bis zum frischen Haarschnitt.',
    },
    'sport-and-outdoors': {
      title: 'Sport & Outdoor',
      description: 'Outdoor-Ausrüstung, Fahrräder, Kletterhallen und Golf. Gutscheine für Läufer, Wanderer, Radfahrer und Wochenendabenteurer.',
    },
    'cinema-and-entertainment': {
      title: 'Kino & Unterhaltung',
      description: 'Kinotickets, Theater, Comedy-Abende, Bowling und Livemusik. Ein ganzer Abend, verpackt in einem einzigen Gutschein.',
    },
    'travel-and-hotels': {
      title: 'Reisen & Hotels',
      description: 'Hotelaufenthalte, Ferienhäuser, Glamping und Städtetrips in {country}. Das Geschenk, einfach mal rauszukommen.',
    },
    'food-and-drink': {
      title: 'Essen & Trinken',
      description: 'Käsefachgeschäfte, Kaffeeröstereien, Chocolatiers, Weinhandlungen und Hofläden. Gutscheine für alle, die gutes Essen lieben.',
    },
    'kids-and-toys': {
      title: 'Kinder & Spielzeug',
      description: 'Spielwarenläden, Kinderbücher, Babykleidung, Indoor-Spielplätze und Trampolinparks. Gutscheine, die die Wahl in kleine Hände legen.',
    },
    gaming: {
      title: 'Gaming',
      description: 'Gameshops, Store-Guthaben, Brettspielcafés und VR-Arcades – für Konsolen-, PC- und Brettspielfans gleichermaßen.',
    },
    tech: {
      title: 'Technik',
      description: 'Smartphones, Kameras, HiFi, Smart-Home-Geräte und App-Guthaben. Gutscheine für Technikfans und Early Adopter.',
    },
    'business-gifts': {
      title: 'Firmengeschenke',
      description: 'Gutscheine, die bei allen Mitarbeitenden, Kunden und Lieferanten gut ankommen – inklusive Choice-Gutschein und Blanko-Kartensets.',
    },
    charity: {
      title: 'Spenden & Gutes tun',
      description: 'Verschenke eine Spende statt eines Geschenks: Die beschenkte Person entscheidet, welcher gute Zweck das Geld erhält.',
    },
  },
  occasions: {
    birthday: {
      title: 'Geburtstag',
      heroTitle: 'Geburtstagsgutscheine, die wirklich eingelöst werden',
      description: 'Ob 8 oder 80: Mit einem Geburtstagsgutschein sucht sich das Geburtstagskind genau das aus, was es sich wünscht. Wähle das Lieblingsrestaurant, einen Wellnesstag oder den Choice-Gutschein und füge eine persönliche Nachricht hinzu.',
    },
    'thank-you': {
      title: 'Danke',
      heroTitle: 'Sag Danke mit einem Gutschein',
      description: 'Für die Nachbarin, die die Katze gefüttert hat, den Kollegen, der deine Schicht übernommen hat, oder die Lehrerin, die mehr getan hat als nötig. Ein kleiner Gutschein sagt ein großes Dankeschön.',
    },
    wedding: {
      title: 'Hochzeit',
      heroTitle: 'Hochzeitsgutscheine für das glückliche Paar',
      description: 'Lieber kein zweiter Toaster: Hilf dem Brautpaar beim Einrichten, bei den Flitterwochen oder beim ersten Restaurantbesuch als Ehepaar.',
    },
    christmas: {
      title: 'Weihnachten',
      heroTitle: 'Weihnachtsgutscheine für alle auf deiner Liste',
      description: 'Kleine Aufmerksamkeiten, Wichtelgeschenke und Präsente fürs Team – in wenigen Minuten erledigt. Bestell Gutscheinkarten vor unserem letzten Versandtermin oder verschick einen digitalen Gutschein noch bis Heiligabend.',
    },
    anniversary: {
      title: 'Jahrestag',
      heroTitle: 'Geschenke zum Jahrestag für euch zwei',
      description: 'Feiert ein weiteres gemeinsames Jahr mit einem romantischen Dinner, einer Nacht auswärts oder einer Wellnessbehandlung für zwei.',
    },
    'new-baby': {
      title: 'Geburt',
      heroTitle: 'Herzlich willkommen, kleiner Mensch',
      description: 'Frischgebackene Eltern wissen genau, was ihnen noch fehlt. Ein Gutschein für Babykleidung, Spielzeug oder ein wohlverdientes Essen im Restaurant ist immer willkommen.',
    },
    'get-well-soon': {
      title: 'Gute Besserung',
      heroTitle: 'Gute-Besserung-Geschenke, die aufmuntern',
      description: 'Bücher fürs Sofa, ein gemütlicher Filmabend oder eine Massage, sobald es wieder bergauf geht. Verschick heute einen digitalen Gutschein – er kommt innerhalb einer Stunde an.',
    },
    retirement: {
      title: 'Ruhestand',
      heroTitle: 'Geschenke zum Ruhestand für den neuen Lebensabschnitt',
      description: 'Golf, Garten, Reisen oder das lang ersehnte Ferienhaus: Schenk einer Kollegin oder einem Kollegen einen stilvollen Start in den Ruhestand. Das ganze Team legt für einen Gutschein zusammen.',
    },
    'mothers-day': {
      title: 'Muttertag',
      heroTitle: 'Muttertagsgutscheine, über die sie sich freut',
      description: 'Kaffee und Kuchen, ein Wellnesstag, frische Blumen oder ihre Lieblingsbuchhandlung. Mach den Muttertag zu etwas Besonderem – auch wenn du nicht persönlich da sein kannst.',
    },
    'fathers-day': {
      title: 'Vatertag',
      heroTitle: 'Vatertagsgeschenke jenseits von Socken',
      description: 'Steak-Dinner, Whisky-Tastings, Fahrerlebnisse und neues Werkzeug für den Schuppen. Hier findest du für jeden Papa den passenden Gutschein.',
    },
    graduation: {
      title: 'Abschluss',
      heroTitle: 'Herzlichen Glückwunsch zum Abschluss',
      description: 'Jahre harter Arbeit verdienen eine richtige Feier. Verschaff ihnen einen guten Start – mit Technik für den neuen Job, einer Reise oder einem festlichen Essen.',
    },
    congratulations: {
      title: 'Glückwunsch',
      heroTitle: 'Gutscheine für jeden Erfolg',
      description: 'Neuer Job, neue Wohnung, Führerschein bestanden oder den ersten Marathon gelaufen? Feier den Moment mit einem Gutschein für etwas, das richtig Freude macht.',
    },
    'valentines-day': {
      title: 'Valentinstag',
      heroTitle: 'Valentinsgeschenke mit persönlicher Note',
      description: 'Ein Dinner bei Kerzenschein, ein Abend im Theater oder ein Wochenende zu zweit. Mit einer persönlichen Nachricht und einer Geschenkbox wird es unvergesslich.',
    },
  },
  catalogue: {
    productTitle: '{name} Gutschein',
    productSlugSuffix: '-gutschein',
    visitLabel: '{name} besuchen',
    closers: {
      restaurants: [
        'Der Gutschein gilt an allen Standorten von {name} für Speisen und Getränke, und ein Restguthaben bleibt für den nächsten Besuch auf der Karte.',
        'Einlösbar an jedem Standort von {name} – vom schnellen Mittagessen bis zum ausgedehnten Dinner.',
        'Einfach beim Bezahlen vorzeigen: Der Gutschein gilt für Speisen, Getränke und Trinkgeld.',
        'Auf einmal oder bei mehreren Besuchen einlösbar, bis das Guthaben aufgebraucht ist.',
      ],
      'spa-and-wellness': [
        'Online oder telefonisch buchen und zum Bezahlen einfach die Kartennummer angeben.',
        'Der Gutschein gilt für Behandlungen, Anwendungen und Tagesarrangements bei {name}.',
        'Für einen einzelnen Besuch einlösen oder für einen ganzen Verwöhntag aufsparen.',
      ],
      fashion: [
        'Der Gutschein kann im Geschäft oder online bei {name} eingelöst werden – für alles von der neuen Kollektion bis zum Sale.',
        'Gültig im Geschäft und im Onlineshop von {name}; das Guthaben lässt sich auf mehrere Einkäufe verteilen.',
        'Das Guthaben kann auf mehrere Einkäufe verteilt werden, so geht nichts verloren.',
      ],
      'home-and-garden': [
        'Der Gutschein kann im Geschäft und online bei {name} eingelöst werden, auch für die Lieferung.',
        'Für das ganze Sortiment von {name} einlösbar – auf einmal oder bei mehreren Besuchen.',
        'Ein liebevolles Geschenk zum Einzug, zur Hochzeit oder einfach so.',
      ],
      experiences: [
        'Die beschenkte Person bucht einen Termin, der ihr passt; beliebte Wochenenden sind schnell ausgebucht, frühes Buchen lohnt sich also.',
        'Der Gutschein kann für das komplette Erlebnis eingesetzt werden oder für ein Upgrade, ein Geschenk für Freunde oder ein Souvenir.',
        'Ein Geschenk, das Erinnerungen schafft statt Krimskrams.',
      ],
      'books-and-music': [
        'Der Gutschein kann bei {name} eingelöst werden – auf einmal oder bei mehreren Besuchen.',
        'So finden sie ihren nächsten Liebling ganz selbst.',
        'Perfekt für Leseratten, Musikfans und Musizierende jeden Alters.',
      ],
      beauty: [
        'Der Gutschein gilt für Behandlungen und Produkte bei {name}.',
        'Das Guthaben lässt sich auf mehrere Besuche verteilen – so kann man sich gleich mehrmals etwas gönnen.',
        'Vom kleinen Luxus bis zum kompletten Umstyling: Hier suchen sie sich ihren Favoriten selbst aus.',
      ],
      'sport-and-outdoors': [
        'Der Gutschein kann bei {name} für Ausrüstung, Kurse, Service und Trainingsstunden eingelöst werden.',
        'Ob Einsteiger oder Profi: So findet jeder genau das, was er braucht.',
        'Auf einmal oder bei mehreren Besuchen einlösbar.',
      ],
      'cinema-and-entertainment': [
        'Der Gutschein gilt für Tickets ebenso wie für Snacks und Getränke.',
        'So suchen sie sich den Abend aus, der ihnen passt.',
        'Der nächste Abend ist gerettet – wann immer es passt.',
      ],
      'travel-and-hotels': [
        'Der Gutschein kann für jede Buchung bei {name} eingesetzt werden, auch für Anzahlungen und Extras.',
        'Mehrere Gutscheine lassen sich für eine größere Buchung kombinieren, oder das Guthaben wird auf mehrere Reisen verteilt.',
        'Online oder telefonisch buchen und beim Bezahlen die Kartennummer angeben.',
      ],
      'food-and-drink': [
        'Der Gutschein kann bei {name} eingelöst werden – für kleine Genüsse im Alltag ebenso wie für besondere Anlässe.',
        'Das Guthaben kann bei mehreren Besuchen eingelöst werden, bis es aufgebraucht ist.',
        'Ein Geschenk für alle, die gutes Essen und Trinken lieben.',
      ],
      'kids-and-toys': [
        'Der Gutschein kann bei {name} eingelöst werden – so dürfen die Kleinen selbst aussuchen.',
        'Die Kinder suchen sich ihr Geschenk selbst aus, die Großen behalten das Guthaben im Blick.',
        'Ein Geschenk, das den Eltern genauso viel Freude macht wie den Kindern.',
      ],
      gaming: [
        'Der Gutschein kann bei {name} eingelöst werden – auf einmal oder bei mehreren Besuchen.',
        'Ein Geschenk für Gamer jeden Alters.',
        'So holen sie sich das Nächste von ihrer Wunschliste.',
      ],
      tech: [
        'Der Gutschein kann bei {name} eingelöst werden – auf einmal oder für mehrere Einkäufe.',
        'Bei größeren Anschaffungen lässt sich der Gutschein mit einer anderen Zahlungsart kombinieren.',
        'So suchen sie sich das Gadget aus, das sie wirklich haben wollen.',
      ],
    },
    defaultClosers: [
      'Der Gutschein kann auf einmal oder für mehrere Einkäufe eingelöst werden.',
    ],
    platformClosers: [
      'Da es sich um einen Plattform-Gutschein handelt, löst die beschenkte Person den Code online auf der Partnerplattform ein; Gutscheine von Drittanbieter-Plattformen sind auf einen Höchstbetrag pro Bestellung begrenzt.',
      'Der Gutschein wird als Code geliefert und in der App oder auf der Website des Partners eingelöst, wo auch alle teilnehmenden Partner aufgeführt sind.',
      'Der Code wird bei der Zustellung aktiviert und auf der Partnerplattform eingelöst; die teilnehmenden Partner können sich mit der Zeit ändern.',
    ],
    wineClosers: [
      'Da dieses Geschenk Wein enthält, verschicken wir es per Einschreiben; bestellen können es nur Kundinnen und Kunden ab 18 Jahren.',
      'Zu diesem Geschenk gehört eine Flasche Wein. Es wird deshalb per Einschreiben verschickt, und bei der Zustellung muss eine Person ab 18 Jahren unterschreiben.',
    ],
    digitalOnlyNote: 'Nur als digitaler Gutschein erhältlich, per E-Mail innerhalb einer Stunde.',
    physicalOnlyNote: 'Nur als Gutscheinkarte erhältlich, per Post im Geschenkumschlag.',
    categoryKeywords: {
      restaurants: 'restaurantgutschein',
      'spa-and-wellness': 'wellnessgutschein',
      fashion: 'modegutschein',
      'home-and-garden': 'einrichtungsgutschein',
      experiences: 'erlebnisgutschein',
      'books-and-music': 'buchgutschein',
      beauty: 'beautygutschein',
      'sport-and-outdoors': 'sportgutschein',
      'cinema-and-entertainment': 'kinogutschein',
      'travel-and-hotels': 'reisegutschein',
      'food-and-drink': 'genussgutschein',
      'kids-and-toys': 'spielzeuggutschein',
      gaming: 'gaming-gutschein',
      tech: 'technikgutschein',
    },
    variationTitles: { DIGITAL: 'Per E-Mail', PHYSICAL: 'Per Post' },
  },
};
