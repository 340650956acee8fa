/** The Danish texts of a generated store. */
import type { MarketTexts } from './types';

export const da: MarketTexts = {
  language: 'da',
  moreThan: 'over {count}',
  choiceCard: 'Choice-gavekort',
  countries: {
    AT: 'Østrig', AU: 'Australien', BE: 'Belgien', BR: 'Brasilien', CA: 'Canada', CH: 'Schweiz', DE: 'Tyskland', DK: 'Danmark',
    ES: 'Spanien', FR: 'Frankrig', GB: 'Storbritannien', IE: 'Irland', IT: 'Italien', MX: 'Mexico', NL: 'Nederlandene', NO: 'Norge',
    NZ: 'New Zealand', PL: 'Polen', PT: 'Portugal', SE: 'Sverige', US: 'USA', AE: 'De Forenede Arabiske Emirater',
  },
  menus: {
    footerTitle: 'Sidefod',
    businessTitle: 'Erhverv',
    customerService: 'Kundeservice',
    helpdesk: 'Hjælpecenter',
    contactUs: 'Kontakt os',
    checkBalance: 'Tjek saldo',
    delivery: 'Levering',
    cancellationPolicy: 'Fortrydelsesret',
    giftCards: 'Gavekort',
    allGiftCards: 'Alle gavekort',
    restaurants: 'Restauranter',
    spaAndWellness: 'Spa & wellness',
    experiences: 'Oplevelser',
    occasions: 'Anledninger',
    aboutUs: 'Om os',
    generalTerms: 'Handelsbetingelser',
    privacy: 'Privatlivspolitik',
    cookieStatement: 'Cookiepolitik',
    business: 'Erhverv',
    businessGiftCards: 'Gavekort til virksomheder',
    requestQuote: 'Få et tilbud',
    businessGifts: 'Firmagaver',
  },
  homeBlocks: {
    hero: { title: 'Gavekortet til enhver anledning', description: 'Vælg mellem {more} gavekort, eller lad modtageren selv vælge med Choice-gavekortet.' },
    businessHero: { title: 'Firmagaver klaret på få minutter', description: 'Betal med faktura, send til hele teamet, og få et tilbud inden for én hverdag.' },
    choiceDescription: 'Svært at vælge? Så vælger de selv blandt {more} butikker og oplevelser.',
    business: { title: 'Til virksomheder', description: 'Beløn medarbejderne og sig tak til kunderne med én samlet bestilling.' },
    occasions: { title: 'Find den rette anledning', description: 'Fødselsdage, bryllupper, en tak for hjælpen og meget mere: gaveidéer til ethvert øjeblik.' },
    spotlightDescription: 'Et af månedens mest valgte gavekort.',
    delivery: { title: 'Digitalt inden for en time', description: 'Digitale gavekort kommer med e-mail inden for en time, og fysiske gavekort sendes med posten.' },
    businessGift: { title: 'Altid en passende firmagave', description: 'Ét kort til alle medarbejdere, kunder og leverandører – og du kan betale med faktura.' },
    personalTouch: { title: 'Giv gaven et personligt præg', description: 'Tilføj en kortholder og en personlig hilsen til hvert eneste kort.' },
    searchHighlight: { title: 'Lad dem selv vælge', description: 'Choice-gavekortet: {more} butikker og oplevelser på ét kort.' },
  },
  searchTerms: {
    restaurants: 'Restaurant',
    spa: { title: 'Spadag', query: 'spa' },
    hotel: { title: 'Hotel', query: 'hotel' },
    books: { title: 'Bøger', query: 'bøger' },
    experiences: 'Oplevelser',
    choiceQuery: 'choice',
  },
  redeemPages: {
    choiceCard: {
      title: 'Sådan bruger du dit Choice-gavekort',
      intro: 'Ét kort, mange gavekort at vælge imellem: Sådan gør du din saldo til præcis det gavekort, du ønsker dig.',
      body: [
        'Tjek din saldo med det 19-cifrede kortnummer og den 6-cifrede pinkode, som står på dit kort eller i din e-mail.',
        'Vælg ét eller flere gavekort eller en donation. Du kan bruge hele saldoen på én gang eller gemme noget til senere.',
        'Er der ikke nok på kortet? Tilføj et kort mere, eller betal resten online, når du går til kassen.',
        'Dine nye gavekort kommer med e-mail i løbet af få minutter eller med posten inden for et par hverdage.',
      ],
    },
    teamThankYou: {
      title: '{business} siger tak',
      intro: 'En tak fra {business}: Brug dit kort på et af de gavekort, dit team har valgt.',
      body: [
        '{business} har valgt disse gavekort til sine medarbejdere. Tjek din saldo, vælg et kort, og fortæl os, hvor det skal sendes hen.',
        'Bestillinger i denne shop afgives på vegne af {business}, så angiv virksomhedens oplysninger, når du går til kassen.',
      ],
    },
    businessName: '{surname} Logistik',
  },
  testimonials: [
    [5, 'Bestilte et e-gavekort til min søsters fødselsdag i frokostpausen, og få minutter efter lå det i hendes indbakke.'],
    [5, 'Fandt et gavekort, jeg helt havde glemt, tjekkede saldoen og byttede det til et restaurantgavekort. Tog to minutter.'],
    [4, 'Kortet kom med posten to dage efter bestillingen og var pænt pakket. Havde gerne set lidt flere kortholdere at vælge imellem.'],
    [5, 'Sendte et gavekort til fem kolleger, hver til deres egen mail. Nemt at sætte op i én bestilling.'],
    [5, 'Mine forældre valgte et hotelophold for det Choice-gavekort, vi gav dem. Meget bedre end at gætte.'],
    [3, 'Godt udvalg af butikker, men det fysiske kort var en dag længere om at komme, end jeg havde regnet med.'],
    [5, 'Satte mailen til at blive sendt om morgenen på vores bryllupsdag, og den kom præcis til tiden.'],
    [4, 'Kundeservice svarede allerede samme dag på mit spørgsmål om leveringsadressen.'],
    [5, 'Den personlige hilsen, der var trykt på kortet, gjorde det til en rigtig gave.'],
    [4, 'Betalte medarbejdernes gavekort med faktura, og hele holdet havde deres kort dagen efter.'],
    [5, 'Brugte restbeløbet på mit kort til et mindre gavekort. Intet gik til spilde.'],
  ],
  extras: {
    classicWallet: { title: 'Klassisk kortholder', description: 'En solid, foldet kortholder i dyb marineblå med kant i guldfolie. Gavekortet sidder pænt inde i den.' },
    celebrationWallet: { title: 'Festlig kortholder', description: 'En farverig kortholder med konfetti og serpentiner – perfekt til fødselsdage og lykønskninger.' },
    luxuryWallet: { title: 'Luksuskortholder til at gemme', description: 'En kortholder i struktureret genbrugskarton, lukket med et bånd og lavet til at blive gemt, længe efter at kortet er brugt.' },
    confettiDesign: { title: 'E-maildesign med konfetti', description: 'Det digitale gavekort kommer i en e-mail med konfetti, der drysser ned over skærmen.' },
    balloonsDesign: { title: 'E-maildesign med balloner', description: 'Det digitale gavekort kommer i en e-mail med farverige balloner.' },
    giftBox: { title: 'Gaveæske', description: 'Kortet og kortholderen i en solid gaveæske med silkepapir.' },
    personalMessage: { title: 'Personlig hilsen', description: 'Dine egne ord, trykt på et kort, der følger med gavekortet.' },
  },
  pages: {
    home: {
      title: 'Gavekort til enhver anledning',
      metaDescription: 'Køb gavekort til {more} butikker, restauranter og oplevelser i {country}, eller lad modtageren selv vælge med Choice-gavekortet.',
      keywords: ['gavekort', 'gavebevis', 'choice-gavekort', 'digitale gavekort', 'firmagaver'],
      body: `# Gavekort til enhver anledning

Vælg mellem {more} gavekort til restauranter, spaophold, butikker og oplevelser i {country}, eller giv Choice-gavekortet, og lad modtageren selv vælge. Digitale gavekort kommer med e-mail inden for en time, og fysiske gavekort sendes med posten.`,
    },
    terms: {
      title: 'Generelle handelsbetingelser',
      metaDescription: 'De betingelser, der gælder for alle bestillinger af gavekort, donationskort og tilvalg hos {name}.',
      keywords: ['handelsbetingelser', 'betingelser', 'vilkår'],
      body: `# Generelle handelsbetingelser

Disse betingelser gælder for alle tilbud fra og alle bestillinger hos {name} (»vi«, »os«). Læs dem, før du bestiller – når du afgiver en bestilling, accepterer du dem.

## 1. Gavekort
1. Et gavekort er et digitalt eller fysisk kort med en pengeværdi, som kan bruges hos det mærke, der står på kortet, eller – for Choice-gavekortets vedkommende – byttes til ét eller flere andre gavekort fra vores sortiment.
2. Gavekort fås med en værdi mellem {minAmount} og {maxAmount}. De beløb, det enkelte kort fås i, fremgår af kortets side.
3. Kortets gyldighed fremgår af kortet, og saldoen kan til enhver tid tjekkes på siden Tjek saldo.

## 2. Bestilling og betaling
1. En bestilling er bindende, når den er betalt. Du modtager en bekræftelse med ordrenummeret på e-mail.
2. Vi kan afvise eller annullere en bestilling, hvis vi har mistanke om svindel. En eventuel betaling bliver i så fald refunderet fuldt ud.
3. Erhvervskunder kan betale med faktura efter godkendelse.

## 3. Levering
1. Digitale gavekort sendes med e-mail, normalt inden for en time efter betalingen.
2. Fysiske gavekort sendes med posten til den adresse, du har angivet ved bestillingen.

## 4. Ansvar
Gavekort kan ikke ombyttes til kontanter, medmindre loven kræver det. Vi hæfter ikke for et kort, der bliver væk eller deles med andre efter leveringen.`,
    },
    privacy: {
      title: 'Privatlivspolitik',
      metaDescription: 'Sådan indsamler, bruger og beskytter {name} dine personoplysninger, når du bestiller og indløser gavekort.',
      keywords: ['privatlivspolitik', 'personoplysninger', 'databeskyttelse'],
      body: `# Privatlivspolitik

{name} behandler dine personoplysninger med omhu. Her kan du læse, hvilke oplysninger vi behandler, hvorfor, og hvor længe vi opbevarer dem.

## Hvad vi behandler
- Dit navn, din e-mailadresse og, ved fysiske kort, leveringsadressen.
- Modtagerens navn og e-mailadresse, så vi kan levere kortet.
- Ordre- og betalingsoplysninger, som vi opbevarer, så længe loven kræver det.

## Hvorfor
Vi bruger oplysningerne til at levere din bestilling, besvare dine spørgsmål og – kun hvis du har givet samtykke – sende dig vores nyhedsbrev.

## Dine rettigheder
Du kan til enhver tid få indsigt i dine oplysninger eller bede om at få dem rettet eller slettet ved at skrive til {serviceEmail}.`,
    },
    cancellation: {
      title: 'Fortrydelsesret',
      metaDescription: 'Hvornår og hvordan du kan fortryde en bestilling af gavekort, og hvordan du får pengene tilbage.',
      keywords: ['fortrydelsesret', 'refusion', 'fortryde køb'],
      body: `# Fortrydelsesret

Du kan fortryde en bestilling inden for 14 dage efter, at du har modtaget den, så længe gavekortet ikke er brugt.

## Sådan fortryder du
Send ordrenummeret og kortnummeret til {serviceEmail}. Vi spærrer kortet og tilbagebetaler det betalte beløb inden for 14 dage via den betalingsmetode, du brugte ved bestillingen.

## Undtagelser
Kort, der er aktiveret eller delvist brugt, kan ikke fortrydes. Donationer bliver givet videre til den velgørende organisation og kan ikke refunderes.`,
    },
    delivery: {
      title: 'Levering',
      metaDescription: 'Sådan og hvornår digitale og fysiske gavekort bliver leveret.',
      keywords: ['levering', 'forsendelse', 'post', 'e-mail'],
      body: `# Levering

## Digitale gavekort
Digitale gavekort sendes med e-mail, normalt inden for en time efter betalingen. Du kan vælge en leveringsdato op til tre måneder frem.

## Fysiske gavekort
Fysiske gavekort sendes med posten i en gavekuvert sammen med den kortholder og de tilvalg, du har valgt. Bestillinger, der er betalt på en hverdag inden kl. 17.00, afsendes samme dag og er som regel fremme inden for to til tre hverdage overalt i {country}.`,
    },
    cookies: {
      title: 'Cookiepolitik',
      metaDescription: 'Hvilke cookies {name} bruger, hvorfor, og hvordan du ændrer dit valg.',
      keywords: ['cookies', 'cookiepolitik'],
      body: `# Cookiepolitik

Vi bruger funktionelle cookies til at huske din kurv og dine indstillinger og – kun med dit samtykke – statistikcookies til at se, hvordan shoppen bliver brugt.

Du kan til enhver tid ændre dit valg via linket til cookieindstillinger nederst på hver side.`,
    },
    about: {
      title: 'Om {name}',
      metaDescription: '{name} samler {more} gavekort og Choice-gavekortet ét sted.',
      keywords: ['om os', 'gavekortbutik'],
      body: `# Om {name}

{name} er gavekortbutikken for hele {country}: {more} gavekort til restauranter, butikker, spaophold og oplevelser – og Choice-gavekortet til alle, der hellere vil vælge selv. Vi leverer digitale gavekort med e-mail og fysiske gavekort med posten, til både privatkunder og virksomheder.`,
    },
    helpdesk: {
      title: 'Hjælpecenter: ofte stillede spørgsmål',
      metaDescription: 'Svar på de mest almindelige spørgsmål om at bestille, levere, tjekke og indløse gavekort hos {name}.',
      keywords: ['hjælp', 'faq', 'ofte stillede spørgsmål', 'kundeservice'],
      body: `# Hjælpecenter

Kan du ikke finde det, du leder efter? Vores [kundeservice]({contactPath}) hjælper dig gerne på hverdage.

## Hvordan bestiller jeg et gavekort?
Vælg et gavekort, vælg digital eller fysisk levering og beløbet, og læg det i kurven. I kurven kan du tilføje en kortholder og en personlig hilsen, inden du går til kassen.

## Hvordan tjekker jeg min saldo?
Indtast kortnummeret og pinkoden på siden [Tjek saldo]({balancePath}).

## Kan jeg bytte mit Choice-gavekort?
Ja. Tjek din saldo, og vælg ét eller flere gavekort i indløsningsshoppen.`,
    },
    contact: {
      title: 'Kontakt os',
      metaDescription: 'Kontakt kundeservice hos {name} på e-mail eller via kontaktformularen.',
      keywords: ['kontakt', 'kundeservice', 'e-mail'],
      body: `# Kontakt os

Har du spørgsmål til en bestilling, et kort eller en levering? Brug formularen på denne side, eller skriv til {serviceEmail} – vi svarer inden for én hverdag. Hav gerne dit ordrenummer klar.`,
    },
    business: {
      title: 'Gavekort til virksomheder',
      metaDescription: 'Gavekort til medarbejdere og kunder: Betal med faktura, send til hele teamet, og få et tilbud inden for én hverdag.',
      keywords: ['gavekort til virksomheder', 'firmagaver', 'medarbejdergaver'],
      body: `# Gavekort til virksomheder

Sig tak til dit team, beløn kunderne, eller lav en incitamentskampagne med gavekort til {more} butikker og oplevelser – eller med Choice-gavekortet, hvor alle selv kan vælge.

## Derfor vælger virksomheder {name}
- Én bestilling til mange modtagere, hver især med e-mail eller med posten.
- Betaling med faktura efter godkendelse.
- En fast kontaktperson ved større bestillinger.

[Få et tilbud]({quotePath}), så vender vi tilbage inden for én hverdag.`,
    },
    businessQuote: {
      title: 'Få et tilbud',
      metaDescription: 'Fortæl os, hvad du har brug for, og få et tilbud på gavekort til virksomheder inden for én hverdag.',
      keywords: ['tilbud', 'erhvervsbestilling'],
      body: `# Få et tilbud

Fortæl os, hvor mange kort du skal bruge, med hvilke beløb, og hvornår de skal være fremme. Vi sender et tilbud inden for én hverdag og kan levere direkte til hver enkelt modtager.`,
    },
  },
  house: {
    choiceDescription: 'Svært at vælge? Med Choice-gavekortet vælger modtageren selv blandt {more} gavekort – fra restauranter og spaophold til mode, bøger og oplevelser. Saldoen kan endda fordeles på flere kort. Fås som digitalt gavekort, der leveres inden for en time, eller som fysisk kort i en gavekuvert.',
    choiceKeywords: ['choice-gavekort', 'choice kort', 'gavekort til alt', 'firmagave'],
    greenCorridors: {
      name: 'Fonden Grønne Korridorer',
      about: 'Om Fonden Grønne Korridorer',
      title: 'Donation til Fonden Grønne Korridorer',
      description: 'Fonden Grønne Korridorer planter hække og træer, der forbinder parker og naturområder, så fugle, bier og små pattedyr kan bevæge sig imellem dem. Modtageren får et kort, der fortæller, hvad donationen gør gavn for.',
      keywords: ['donation', 'velgørende gave', 'natur', 'miljø'],
    },
    warmMeals: {
      name: 'Foreningen Varm Mad',
      about: 'Om Foreningen Varm Mad',
      title: 'Donation til Foreningen Varm Mad',
      description: 'Foreningen Varm Mad serverer varme måltider og madpakker til mennesker, der ikke har råd, i lokale køkkener drevet af frivillige. Hele din donation går ubeskåret videre.',
      keywords: ['donation', 'velgørende gave', 'madhjælp', 'julehjælp'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        '{name} serverer sæsonens retter midt i {city} og har et vinkort, som ejerne selv har sammensat.',
        'En kvarterfavorit i {city}: {name} er kendt for generøse portioner, venlig betjening og en terrasse, der bliver fyldt op på solrige aftener.',
        '{name} laver mad med råvarer fra lokale gårde, med frokostmenu på hverdage og et større kort om aftenen.',
      ],
      'spa-and-wellness': [
        '{name} i {city} tilbyder massage, ansigtsbehandlinger og sauna med et roligt afslapningsrum.',
        'Dagspas, behandlinger og pakker for to: {name} er et stille fristed få minutter fra centrum af {city}.',
        '{name} tager sig tid til hver eneste gæst, fra en enkelt behandling til en hel dag i ro og mag.',
      ],
      fashion: [
        '{name} har nye kollektioner hver sæson og personale, der kender hvert eneste stykke i butikken og giver gode råd.',
        'Uafhængige mærker og tidløse basisvarer: {name} har en butik i {city} og en webshop, der leverer i hele {country}.',
        '{name} er en familievirksomhed i {city}, kendt for tøj, sko og accessories i god kvalitet.',
      ],
      'home-and-garden': [
        '{name} har alt til hjemmet og haven – i butikken i {city} og online.',
        'Fra en enkelt potteplante til et nyt spisebord: {name} hjælper kunderne med at gøre et hus til et hjem.',
        '{name} fører ting fra uafhængige designere og håndværkere side om side med de hverdagsting, som ethvert hjem har brug for.',
      ],
      experiences: [
        '{name} arrangerer aktiviteter i og omkring {city} for grupper, par og alle, der har lyst til at prøve noget nyt.',
        'En eftermiddag, man husker: {name} tilbyder oplevelser, der kan bookes online på en dato efter eget valg.',
        '{name} byder både begyndere og entusiaster velkommen, og alt, hvad du skal bruge på dagen, er inkluderet.',
      ],
      'books-and-music': [
        '{name} er en uafhængig butik i {city} med personale, der gerne anbefaler deres egne favoritter.',
        'Læsere og musikelskere har i årevis mødtes hos {name} – til nyheder, gamle favoritter og arrangementer om aftenen.',
        '{name} har et nøje udvalgt sortiment og bestiller gerne det hjem, der ikke står på hylderne.',
      ],
      beauty: [
        '{name} tilbyder behandlinger og produkter i en afslappet salon i {city}.',
        'Hudpleje, hår og negle: Hos {name} tager teamet sig tid til rådgivning før hver behandling.',
        '{name} arbejder med velkendte mærker og små producenter, både i butikken og online.',
      ],
      'sport-and-outdoors': [
        '{name} sælger holdbart grej til løbere, cyklister, vandrere og klatrere – og hjælper dem med at bruge det.',
        'Kurser, dagspas og udstyr: {name} er stedet i {city}, hvis du vil prøve noget nyt.',
        'Hos {name} dyrker personalet selv de sportsgrene, de sælger udstyr til, og rådgivningen er derefter.',
      ],
      'cinema-and-entertainment': [
        '{name} er et populært sted for en aften i byen i {city}, med noget på programmet næsten hver aften.',
        'Store lærreder, bowlingbaner eller en scene: {name} er skabt til aftener i byen med venner og familie.',
        '{name} har en bar med snacks og drinks, så aftenen kan starte tidligt og slutte sent.',
      ],
      'travel-and-hotels': [
        '{name} har komfortable værelser, en restaurant med egnsretter og vandreture, der starter lige uden for døren.',
        'En miniferie på {name}: værelser med udsigt, en solid morgenmad og pakker med middag inkluderet.',
        '{name} tager imod gæster hele året, fra weekendophold til længere ferier med familien.',
      ],
      'food-and-drink': [
        '{name} er en specialbutik for mad i {city}, drevet af folk, der kender hvert eneste produkt på hylderne.',
        'Fra hverdagens lækkerier til gaver til madelskere: {name} sammensætter gavekurve med produkter fra små producenter.',
        '{name} har i mange år været en fast del af kvarteret i {city}, med smagninger og sæsonens specialiteter.',
      ],
      'kids-and-toys': [
        '{name} har noget til børn i alle aldre og et hjørne, hvor de selv kan prøve tingene.',
        'Legetøj, spil og fester: {name} i {city} holder de små beskæftiget på regnvejrsdage.',
        '{name} udvælger holdbart legetøj, kreasæt og udendørsspil.',
      ],
      gaming: [
        '{name} sælger spil og tilbehør, både nyt og brugt, og holder turneringer hver uge.',
        'Konsoller, klassikere og VR: {name} i {city} er stedet, hvor man kan spille en hel eftermiddag væk.',
        '{name} har borde, hvor man kan spille i butikken, og personale, der kender hver eneste udgivelse.',
      ],
      tech: [
        '{name} sælger telefoner, bærbare computere, lyd og smart home-produkter og reparerer dem på sit eget værksted.',
        'Kameraer, hovedtelefoner og tilbehør med ærlig rådgivning: {name} har en butik i {city} og leverer i hele {country}.',
        '{name} hjælper kunderne med at sætte nye enheder op og tager gamle i bytte.',
      ],
    },
    keywords: {
      restaurants: ['restaurant', 'middag', 'frokost'],
      'spa-and-wellness': ['spa', 'massage', 'sauna'],
      fashion: ['tøj', 'sko', 'mode'],
      'home-and-garden': ['indretning', 'have', 'boligudstyr'],
      experiences: ['oplevelse', 'udflugt', 'aktivitet'],
      'books-and-music': ['bøger', 'musik', 'vinyl'],
      beauty: ['frisør', 'hudpleje', 'skønhedssalon'],
      'sport-and-outdoors': ['sport', 'friluftsliv', 'cykling'],
      'cinema-and-entertainment': ['biograf', 'bowling', 'teater'],
      'travel-and-hotels': ['hotel', 'miniferie', 'weekendtur'],
      'food-and-drink': ['bager', 'vin', 'delikatesser'],
      'kids-and-toys': ['legetøj', 'børn', 'spil'],
      gaming: ['spil', 'konsol', 'gaming'],
      tech: ['elektronik', 'mobil', 'hovedtelefoner'],
    },
  },
  categories: {
    restaurants: {
      title: 'Restauranter',
      description: 'Fra kvarterets bistroer til grillhuse og sushibarer: restaurantgavekort til et rigtig godt måltid ude, som kan bruges på hundredvis af steder i hele {country}.',
    },
    'spa-and-wellness': {
      title: 'Spa & wellness',
      description: 'Spaophold, massage, sauna og yogahold. Giv den sjældneste gave af alle: et par timer i fred og ro.',
    },
    fashion: {
      title: 'Mode',
      description: 'Gavekort til tøj, sko, smykker og accessories fra uafhængige butikker og populære kæder.',
    },
    'home-and-garden': {
      title: 'Bolig & have',
      description: 'Indretning, køkkenudstyr, planter og havecentre. Perfekt til nye boligejere, haveentusiaster og alle, der elsker en hyggelig stue.',
    },
    experiences: {
      title: 'Oplevelser',
      description: 'Ballonture, madlavningskurser, escape rooms og udflugter. Gavekort til minder frem for ting.',
    },
    'books-and-music': {
      title: 'Bøger & musik',
      description: 'Boghandlere, pladebutikker, lydbøger og musikundervisning: gavekort til læsere, lyttere og musikere i alle aldre.',
    },
    beauty: {
      title: 'Skønhed',
      description: 'Hudpleje, parfume, saloner og barberer. Lad dem selv vælge deres forkælelse, fra en ny duft til en frisk klipning.',
    },
    'sport-and-outdoors': {
      title: 'Sport & friluftsliv',
      description: 'Friluftsudstyr, cykler, klatrevægge og golf. Gavekort til løbere, vandrere, cyklister og weekendeventyrere.',
    },
    'cinema-and-entertainment': {
      title: 'Biograf & underholdning',
      description: 'Biografbilletter, teaterforestillinger, standup, bowling og livemusik. En aften i byen samlet i ét kort.',
    },
    'travel-and-hotels': {
      title: 'Rejser & hoteller',
      description: 'Hotelophold, sommerhuse, glamping og storbyferier rundt i {country}. Gaven, der giver en pause fra hverdagen.',
    },
    'food-and-drink': {
      title: 'Mad & drikke',
      description: 'Osteforretninger, kafferisterier, chokolademagere, vinhandlere og gårdbutikker. Gavekort til alle, der elsker god mad.',
    },
    'kids-and-toys': {
      title: 'Børn & legetøj',
      description: 'Legetøjsbutikker, børnebøger, babytøj, legelande og trampolinparker. Gavekort, der lægger valget i små hænder.',
    },
    gaming: {
      title: 'Gaming',
      description: 'Spilbutikker, tilgodebeviser, brætspilscaféer og VR-arkader for både konsol-, pc- og brætspillere.',
    },
    tech: {
      title: 'Elektronik',
      description: 'Telefoner, kameraer, hi-fi, smart home-udstyr og app-kredit. Gavekort til gadgetelskere og dem, der altid vil have det nyeste først.',
    },
    'business-gifts': {
      title: 'Firmagaver',
      description: 'Gavekort, der passer til alle medarbejdere, kunder og leverandører – herunder Choice-gavekortet og pakker med neutrale kort.',
    },
    charity: {
      title: 'Velgørenhed & donationer',
      description: 'Giv en donation i stedet for en gave: Modtageren vælger selv, hvilket godt formål pengene skal gå til.',
    },
  },
  occasions: {
    birthday: {
      title: 'Fødselsdag',
      heroTitle: 'Fødselsdagsgavekort, der rent faktisk bliver brugt',
      description: 'Uanset om de fylder 8 eller 80, kan de med et gavekort selv vælge præcis det, de ønsker sig. Vælg en yndlingsrestaurant, en spadag eller Choice-gavekortet, og tilføj en personlig hilsen.',
    },
    'thank-you': {
      title: 'Tak',
      heroTitle: 'Sig tak med et gavekort',
      description: 'Til naboen, der fodrede katten, kollegaen, der tog din vagt, eller læreren, der gjorde det lille ekstra. Et lille gavekort siger et stort tak.',
    },
    wedding: {
      title: 'Bryllup',
      heroTitle: 'Bryllupsgavekort til det lykkelige par',
      description: 'Spring brødrister nummer to over. Hjælp de nygifte med at indrette hjemmet, planlægge bryllupsrejsen eller nyde deres første middag ude som ægtepar.',
    },
    christmas: {
      title: 'Jul',
      heroTitle: 'Julegavekort til alle på gavelisten',
      description: 'Pakkekalendergaver, pakkeleg og julegaver til medarbejderne klaret på få minutter. Bestil fysiske kort inden vores sidste afsendelsesdato, eller send et digitalt kort helt frem til juleaften.',
    },
    anniversary: {
      title: 'Bryllupsdag',
      heroTitle: 'Gaver til jer to på bryllupsdagen',
      description: 'Fejr endnu et år sammen med en romantisk middag, en nat væk fra hverdagen eller en spabehandling for to.',
    },
    'new-baby': {
      title: 'Barsel',
      heroTitle: 'Sig velkommen til den lille ny',
      description: 'Nybagte forældre ved præcis, hvad de mangler. Et gavekort til babytøj, legetøj eller en velfortjent middag ude er altid velkomment.',
    },
    'get-well-soon': {
      title: 'God bedring',
      heroTitle: 'God bedring-gaver, der løfter humøret',
      description: 'Bøger til sofaen, en aften med streaming eller en massage, når de er på benene igen. Send et digitalt kort i dag – det er fremme inden for en time.',
    },
    retirement: {
      title: 'Pensionering',
      heroTitle: 'Gaver til et nyt kapitel i livet',
      description: 'Golf, havearbejde, rejser eller det sommerhusophold, der er blevet ventet længe på: Giv en kollega en flot start på pensionisttilværelsen. Saml ind fra hele afdelingen til ét kort.',
    },
    'mothers-day': {
      title: 'Mors dag',
      heroTitle: 'Gavekort til mors dag, som hun vil elske',
      description: 'Eftermiddagste, en spadag, friske blomster eller hendes yndlingsboghandel. Gør mors dag til noget særligt – også selvom du ikke selv kan være der.',
    },
    'fathers-day': {
      title: 'Fars dag',
      heroTitle: 'Fars dag-gaver, der slår et par sokker',
      description: 'Bøfmiddage, whiskysmagninger, køreoplevelser på bane og nyt grej til haveskuret. Find et kort, der passer til enhver slags far.',
    },
    graduation: {
      title: 'Student & dimission',
      heroTitle: 'Tillykke med eksamen',
      description: 'Mange års hårdt arbejde fortjener en ordentlig fejring. Giv dem et forspring med elektronik til det nye job, en rejse eller en festmiddag.',
    },
    congratulations: {
      title: 'Tillykke',
      heroTitle: 'Gavekort til alle store og små sejre',
      description: 'Nyt job, nyt hjem, bestået køreprøve eller gennemført maraton? Fejr øjeblikket med et gavekort, de kan bruge på noget, de elsker.',
    },
    'valentines-day': {
      title: 'Valentinsdag',
      heroTitle: 'Valentinsgaver med et personligt præg',
      description: 'En middag i levende lys, en aften i teatret eller en weekend for to. Tilføj en personlig hilsen og en gaveæske, så bliver gaven uforglemmelig.',
    },
  },
  catalogue: {
    productTitle: 'Gavekort til {name}',
    productSlugSuffix: '-gavekort',
    visitLabel: 'Besøg {name}',
    closers: {
      restaurants: [
        'Gavekortet kan bruges til mad og drikke på alle adresser hos {name}, og et eventuelt restbeløb bliver stående på kortet til næste gang.',
        'Kan indløses overalt hos {name}, fra en hurtig frokost til en lang middag.',
        'Vis blot kortet, når regningen kommer – det dækker mad, drikke og service.',
        'Brug det på én gang eller over flere besøg, indtil saldoen er brugt.',
      ],
      'spa-and-wellness': [
        'Book online eller pr. telefon, og oplys kortnummeret ved betalingen.',
        'Kortet dækker behandlinger, forløb og dagspakker hos {name}.',
        'Brug det på et enkelt besøg, eller spar op til en hel dag med forkælelse.',
      ],
      fashion: [
        'Brug kortet i butikken eller online hos {name} – på alt fra den nye kollektion til udsalgsstativet.',
        'Gælder i butikken og i webshoppen hos {name}, og saldoen kan fordeles på flere køb.',
        'Saldoen kan bruges over flere køb, så intet går til spilde.',
      ],
      'home-and-garden': [
        'Kortet kan bruges i butikken og online hos {name}, også til levering.',
        'Brug det på hele sortimentet hos {name}, på én gang eller over flere besøg.',
        'En betænksom gave til et nyt hjem, et bryllup eller bare fordi.',
      ],
      experiences: [
        'Modtageren booker selv en dato, der passer; populære weekender bliver hurtigt booket op, så book gerne i god tid.',
        'Brug kortet til hele oplevelsen, eller brug det til en opgradering, en gave til en ven eller en souvenir.',
        'En gave, der skaber minder i stedet for rod.',
      ],
      'books-and-music': [
        'Kortet kan bruges hos {name}, på én gang eller over flere besøg.',
        'Lad dem selv vælge deres næste favorit.',
        'Perfekt til læsere, lyttere og musikere i alle aldre.',
      ],
      beauty: [
        'Brug kortet på behandlinger eller produkter hos {name}.',
        'Saldoen kan bruges over flere besøg, så man kan forkæle sig selv mere end én gang.',
        'Lad dem selv vælge deres favorit, fra en lille luksus til en komplet makeover.',
      ],
      'sport-and-outdoors': [
        'Kortet kan bruges hos {name} til både udstyr, træning, service og undervisning.',
        'Uanset om de er nybegyndere eller garvede udøvere, kan de vælge præcis det, de har brug for.',
        'Brug det på én gang eller over flere besøg.',
      ],
      'cinema-and-entertainment': [
        'Kortet kan bruges til både billetter og mad og drikke.',
        'Lad dem selv vælge den aften, der passer dem.',
        'Aftenen i byen er klaret – når det passer dem.',
      ],
      'travel-and-hotels': [
        'Kortet kan bruges til enhver booking hos {name}, også til depositum og tilkøb.',
        'Flere kort kan kombineres til en større booking, eller saldoen kan fordeles på flere rejser.',
        'Book online eller pr. telefon, og oplys kortnummeret ved betalingen.',
      ],
      'food-and-drink': [
        'Brug kortet hos {name} på alt fra hverdagens lækkerier til særlige lejligheder.',
        'Saldoen kan bruges over flere besøg, indtil den er brugt op.',
        'En gave til alle, der elsker god mad og drikke.',
      ],
      'kids-and-toys': [
        'Kortet kan bruges hos {name}, så de små selv får lov at vælge.',
        'Lad dem selv vælge, mens de voksne holder øje med saldoen.',
        'En gave, der glæder forældrene lige så meget som børnene.',
      ],
      gaming: [
        'Brug kortet hos {name}, på én gang eller over flere besøg.',
        'En gave til gamere i alle aldre.',
        'Lad dem vælge det næste på ønskesedlen.',
      ],
      tech: [
        'Kortet kan bruges hos {name}, på én gang eller over flere køb.',
        'Ved større køb kan kortet kombineres med en anden betalingsmetode.',
        'Lad dem selv vælge den gadget, de rent faktisk ønsker sig.',
      ],
    },
    defaultClosers: [
      'Kortet kan bruges på én gang eller over flere køb.',
    ],
    platformClosers: [
      'Da der er tale om et platformskort, indløser modtageren koden online på partnerplatformen; gavekort til tredjepartsplatforme har et maksimalt beløb pr. bestilling.',
      'Kortet leveres som en kode, der indløses i partnerens app eller på partnerens hjemmeside, hvor du kan se alle deltagende partnere.',
      'Koden aktiveres ved levering og indløses på partnerplatformen; udvalget af deltagende partnere kan ændre sig over tid.',
    ],
    wineClosers: [
      'Da gaven indeholder vin, sendes den som anbefalet forsendelse og kan kun bestilles af kunder, der er fyldt 18 år.',
      'Gaven indeholder en flaske vin, så den sendes som anbefalet forsendelse, og modtagelsen skal kvitteres af en person, der er fyldt 18 år.',
    ],
    digitalOnlyNote: 'Fås kun som digitalt gavekort, der leveres med e-mail inden for en time.',
    physicalOnlyNote: 'Fås kun som fysisk kort, der sendes med posten i en gavekuvert.',
    categoryKeywords: {
      restaurants: 'restaurantgavekort',
      'spa-and-wellness': 'spagavekort',
      fashion: 'gavekort til tøj',
      'home-and-garden': 'gavekort til bolig',
      experiences: 'oplevelsesgave',
      'books-and-music': 'boggavekort',
      beauty: 'skønhedsgavekort',
      'sport-and-outdoors': 'sportsgavekort',
      'cinema-and-entertainment': 'gavekort til underholdning',
      'travel-and-hotels': 'rejsegavekort',
      'food-and-drink': 'gavekort til mad',
      'kids-and-toys': 'gavekort til børn',
      gaming: 'gaming-gavekort',
      tech: 'elektronikgavekort',
    },
    variationTitles: { DIGITAL: 'Med e-mail', PHYSICAL: 'Med posten' },
  },
};
