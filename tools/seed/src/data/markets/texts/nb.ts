/** The Norwegian Bokmål texts of a generated store. */
import type { MarketTexts } from './types';

export const nb: MarketTexts = {
  language: 'nb',
  moreThan: 'over {count}',
  choiceCard: 'Fritt valg-gavekort',
  countries: {
    AT: 'Østerrike', AU: 'Australia', BE: 'Belgia', BR: 'Brasil', CA: 'Canada', CH: 'Sveits', DE: 'Tyskland', DK: 'Danmark',
    ES: 'Spania', FR: 'Frankrike', GB: 'Storbritannia', IE: 'Irland', IT: 'Italia', MX: 'Mexico', NL: 'Nederland', NO: 'Norge',
    NZ: 'New Zealand', PL: 'Polen', PT: 'Portugal', SE: 'Sverige', US: 'USA', AE: 'De forente arabiske emirater',
  },
  menus: {
    footerTitle: 'Bunntekst',
    businessTitle: 'Bedrift',
    customerService: 'Kundeservice',
    helpdesk: 'Hjelpesenter',
    contactUs: 'Kontakt oss',
    checkBalance: 'Sjekk saldo',
    delivery: 'Levering',
    cancellationPolicy: 'Angrerett',
    giftCards: 'Gavekort',
    allGiftCards: 'Alle gavekort',
    restaurants: 'Restauranter',
    spaAndWellness: 'Spa og velvære',
    experiences: 'Opplevelser',
    occasions: 'Anledninger',
    aboutUs: 'Om oss',
    generalTerms: 'Kjøpsvilkår',
    privacy: 'Personvern',
    cookieStatement: 'Informasjonskapsler',
    business: 'Bedrift',
    businessGiftCards: 'Gavekort til bedrifter',
    requestQuote: 'Be om tilbud',
    businessGifts: 'Bedriftsgaver',
  },
  homeBlocks: {
    hero: { title: 'Gavekort til alle anledninger', description: 'Velg blant {more} gavekort, eller la mottakeren velge selv med Fritt valg-gavekortet.' },
    businessHero: { title: 'Bedriftsgaver ordnet på få minutter', description: 'Betal med faktura, send til hele teamet og få et tilbud innen én virkedag.' },
    choiceDescription: 'Vanskelig å bestemme seg? Da velger de selv blant {more} merker.',
    business: { title: 'For bedrifter', description: 'Belønn de ansatte og takk kundene med én og samme bestilling.' },
    occasions: { title: 'Finn riktig anledning', description: 'Bursdag, bryllup, en liten takk og mye mer: gaveideer til alle store og små øyeblikk.' },
    spotlightDescription: 'Et av månedens mest populære gavekort.',
    delivery: { title: 'Digitalt innen en time', description: 'Digitale gavekort kommer på e-post innen en time, og fysiske kort sendes med posten.' },
    businessGift: { title: 'Alltid en passende bedriftsgave', description: 'Ett kort til alle ansatte, kunder og leverandører, med betaling på faktura.' },
    personalTouch: { title: 'Gi gaven et personlig preg', description: 'Legg til et omslag og en personlig hilsen på hvert kort.' },
    searchHighlight: { title: 'La dem velge selv', description: 'Fritt valg-gavekortet: {more} merker på ett kort.' },
  },
  searchTerms: {
    restaurants: 'Restaurant',
    spa: { title: 'Spadag', query: 'spa' },
    hotel: { title: 'Hotell', query: 'hotell' },
    books: { title: 'Bøker', query: 'bøker' },
    experiences: 'Opplevelser',
    choiceQuery: 'fritt valg',
  },
  redeemPages: {
    choiceCard: {
      title: 'Slik bruker du Fritt valg-gavekortet',
      intro: 'Ett kort, mange gavekort å velge mellom: slik gjør du saldoen om til akkurat det gavekortet du vil ha.',
      body: [
        'Sjekk saldoen med det 19-sifrede kortnummeret og den 6-sifrede PIN-koden som står på kortet eller i e-posten din.',
        'Velg ett eller flere gavekort eller en donasjon. Du kan bruke hele saldoen på én gang eller spare litt til senere.',
        'Står det ikke nok på kortet? Legg til et kort til, eller betal resten på nett i kassen.',
        'De nye gavekortene dine kommer på e-post i løpet av noen minutter, eller med posten innen noen få virkedager.',
      ],
    },
    teamThankYou: {
      title: 'Takk fra {business}',
      intro: 'En takk fra {business}: bruk kortet ditt på et av gavekortene teamet ditt har valgt ut.',
      body: [
        '{business} har valgt ut disse gavekortene til sine ansatte. Sjekk saldoen, velg et kort og fortell oss hvor det skal sendes.',
        'Bestillinger i denne butikken gjøres for {business}: oppgi bedriftsopplysningene i kassen.',
      ],
    },
    businessName: '{surname} Logistikk AS',
  },
  testimonials: [
    [5, 'Bestilte et gavekort på e-post til søsteren min i lunsjpausen, og det lå i innboksen hennes etter noen få minutter. Genialt!'],
    [5, 'Fant et gavekort jeg hadde glemt i en skuff, sjekket saldoen og byttet det mot et restaurantgavekort. Tok to minutter.'],
    [4, 'Kortet kom i posten to dager etter at jeg bestilte, fint pakket. Skulle gjerne hatt litt flere omslag å velge mellom.'],
    [5, 'Sendte gavekort til fem kolleger, hver til sin egen e-postadresse. Enkelt å ordne i én bestilling.'],
    [5, 'Foreldrene mine fikk Fritt valg-gavekortet av oss og valgte et hotellopphold. Mye bedre enn å gjette.'],
    [3, 'Bra utvalg av butikker, men det fysiske kortet brukte en dag lenger enn jeg hadde regnet med.'],
    [5, 'Stilte inn e-posten til morgenen på bryllupsdagen vår, og den kom helt presis.'],
    [4, 'Kundeservice svarte på spørsmålet mitt om leveringsadressen samme dag.'],
    [5, 'Den personlige hilsenen som var trykt på kortet, gjorde at det føltes som en ordentlig gave.'],
    [4, 'Betalte gavekortene til de ansatte med faktura, og hele gjengen hadde kortene sine dagen etter.'],
    [5, 'Brukte restsaldoen på kortet mitt på et nytt, mindre gavekort. Ingenting gikk til spille.'],
  ],
  extras: {
    classicWallet: { title: 'Klassisk omslag', description: 'Et solid, brettet omslag i dyp marineblå med kant i gullfolie. Gavekortet ligger pent på plass inni.' },
    celebrationWallet: { title: 'Festomslag', description: 'Et fargerikt omslag med konfetti og serpentiner, perfekt til bursdager og gratulasjoner.' },
    luxuryWallet: { title: 'Eksklusivt minneomslag', description: 'Et omslag i resirkulert kartong med struktur og sløyfebånd, laget for å tas vare på lenge etter at kortet er brukt opp.' },
    confettiDesign: { title: 'E-postdesign med konfetti', description: 'Det digitale gavekortet kommer i en e-post med konfettiregn.' },
    balloonsDesign: { title: 'E-postdesign med ballonger', description: 'Det digitale gavekortet kommer i en e-post med fargerike ballonger.' },
    giftBox: { title: 'Gaveeske', description: 'Kortet og omslaget i en solid gaveeske med silkepapir.' },
    personalMessage: { title: 'Personlig hilsen', description: 'Dine egne ord, trykt på et kort som følger med gavekortet.' },
  },
  pages: {
    home: {
      title: 'Gavekort til alle anledninger',
      metaDescription: 'Kjøp gavekort fra {more} butikker, restauranter og opplevelser i {country}, eller la mottakeren velge selv med Fritt valg-gavekortet.',
      keywords: ['gavekort', 'gavekort på nett', 'fritt valg-gavekort', 'digitalt gavekort', 'bedriftsgaver'],
      body: `# Gavekort til alle anledninger

Velg blant {more} gavekort til restauranter, spadager, butikker og opplevelser i {country}, eller gi bort Fritt valg-gavekortet og la mottakeren velge selv. Digitale gavekort kommer på e-post innen en time, og fysiske kort sendes med posten.`,
    },
    terms: {
      title: 'Generelle kjøpsvilkår',
      metaDescription: 'Vilkårene som gjelder for alle bestillinger av gavekort, donasjonskort og tilleggsprodukter hos {name}.',
      keywords: ['kjøpsvilkår', 'vilkår', 'salgsbetingelser'],
      body: `# Generelle kjøpsvilkår

Disse vilkårene gjelder for alle tilbud fra og alle bestillinger hos {name} («vi», «oss»). Les dem før du bestiller. Når du legger inn en bestilling, godtar du vilkårene.

## 1. Gavekort
1. Et gavekort er et digitalt eller fysisk kort med en pengeverdi som kan brukes hos merket som står på kortet, eller, for Fritt valg-gavekortet, byttes mot ett eller flere andre gavekort fra utvalget vårt.
2. Gavekortene fås med verdier fra {minAmount} til {maxAmount}. Hvilke verdier det enkelte kortet har, står på produktsiden.
3. Gyldighetstiden står på hvert kort. Du kan når som helst sjekke saldoen på siden for saldosjekk.

## 2. Bestilling og betaling
1. En bestilling er bindende når den er betalt. Du får en bekreftelse på e-post med ordrenummeret.
2. Vi kan avvise eller kansellere en bestilling ved mistanke om svindel. Et eventuelt beløp du har betalt, refunderes da i sin helhet.
3. Bedriftskunder kan betale med faktura etter godkjenning.

## 3. Levering
1. Digitale gavekort sendes på e-post, vanligvis innen én time etter betaling.
2. Fysiske gavekort sendes med posten til adressen du oppgir i kassen.

## 4. Ansvar
Gavekort kan ikke byttes inn i kontanter, med mindre loven krever det. Vi er ikke ansvarlige for kort som blir borte eller delt med andre etter levering.`,
    },
    privacy: {
      title: 'Personvernerklæring',
      metaDescription: 'Slik samler {name} inn, bruker og beskytter personopplysningene dine når du bestiller og løser inn gavekort.',
      keywords: ['personvern', 'personopplysninger', 'databeskyttelse'],
      body: `# Personvernerklæring

{name} behandler personopplysningene dine med omhu. Her forklarer vi hvilke opplysninger vi behandler, hvorfor, og hvor lenge vi tar vare på dem.

## Hva vi behandler
- Navnet ditt, e-postadressen din og, for fysiske kort, leveringsadressen.
- Mottakerens navn og e-postadresse, slik at vi kan levere kortet.
- Opplysninger om bestilling og betaling, som vi oppbevarer så lenge loven krever.

## Hvorfor
Vi bruker opplysningene til å levere bestillingen din, svare på spørsmålene dine og, bare hvis du samtykker, sende deg nyhetsbrevet vårt.

## Dine rettigheter
Du kan når som helst be om innsyn i, retting av eller sletting av opplysningene dine ved å skrive til {serviceEmail}.`,
    },
    cancellation: {
      title: 'Angrerett',
      metaDescription: 'Når og hvordan du kan angre en bestilling av gavekort, og hvordan du får pengene tilbake.',
      keywords: ['angrerett', 'refusjon', 'avbestilling'],
      body: `# Angrerett

Du kan angre en bestilling innen 14 dager etter at du har mottatt den, så lenge gavekortet ikke er brukt.

## Slik angrer du
Send ordrenummeret og kortnummeret til {serviceEmail}. Vi sperrer kortet og betaler tilbake beløpet innen 14 dager, med samme betalingsmåte som du brukte ved bestillingen.

## Unntak
Kort som er aktivert eller delvis brukt, kan ikke returneres. Donasjoner går videre til den veldedige organisasjonen og kan ikke refunderes.`,
    },
    delivery: {
      title: 'Levering',
      metaDescription: 'Hvordan og når digitale og fysiske gavekort blir levert.',
      keywords: ['levering', 'frakt', 'post', 'e-post'],
      body: `# Levering

## Digitale gavekort
Digitale gavekort sendes på e-post, vanligvis innen én time etter betaling. Du kan velge en leveringsdato inntil tre måneder frem i tid.

## Fysiske gavekort
Fysiske kort sendes med posten i en gavekonvolutt, sammen med omslaget og tilleggene du har valgt. Bestillinger som er betalt på en virkedag før kl. 17.00, sendes samme dag og kommer vanligvis frem i løpet av to til tre virkedager, uansett hvor du bor i {country}.`,
    },
    cookies: {
      title: 'Erklæring om informasjonskapsler',
      metaDescription: 'Hvilke informasjonskapsler {name} bruker, hvorfor, og hvordan du endrer valget ditt.',
      keywords: ['informasjonskapsler', 'cookies'],
      body: `# Erklæring om informasjonskapsler

Vi bruker funksjonelle informasjonskapsler for å ta vare på handlekurven og innstillingene dine, og, bare hvis du samtykker, analysekapsler for å se hvordan nettbutikken blir brukt.

Du kan når som helst endre valget ditt med lenken til innstillinger for informasjonskapsler nederst på hver side.`,
    },
    about: {
      title: 'Om {name}',
      metaDescription: '{name} samler {more} gavekort og Fritt valg-gavekortet på ett sted.',
      keywords: ['om oss', 'gavekortbutikk'],
      body: `# Om {name}

{name} er gavekortbutikken for deg som bor i {country}: {more} gavekort til restauranter, butikker, spadager og opplevelser, og Fritt valg-gavekortet for alle som heller vil velge selv. Vi sender digitale gavekort på e-post og fysiske kort med posten, både til privatpersoner og bedrifter.`,
    },
    helpdesk: {
      title: 'Hjelpesenter: ofte stilte spørsmål',
      metaDescription: 'Svar på de vanligste spørsmålene om å bestille, levere, sjekke og løse inn gavekort hos {name}.',
      keywords: ['hjelp', 'ofte stilte spørsmål', 'hjelpesenter', 'kundeservice'],
      body: `# Hjelpesenter

Finner du ikke det du leter etter? [Kundeservice]({contactPath}) hjelper deg gjerne på virkedager.

## Hvordan bestiller jeg et gavekort?
Velg et gavekort, velg digital eller fysisk levering og beløpet, og legg det i handlekurven. I handlekurven kan du legge til et omslag og en personlig hilsen før du går til kassen.

## Hvordan sjekker jeg saldoen?
Skriv inn kortnummeret og PIN-koden på siden for [saldosjekk]({balancePath}).

## Kan jeg bytte Fritt valg-gavekortet mitt?
Ja: sjekk saldoen og velg ett eller flere gavekort i innløsningsbutikken.`,
    },
    contact: {
      title: 'Kontakt oss',
      metaDescription: 'Kontakt kundeservice hos {name} på e-post eller via kontaktskjemaet.',
      keywords: ['kontakt', 'kundeservice', 'e-post'],
      body: `# Kontakt oss

Har du spørsmål om en bestilling, et kort eller en levering? Bruk skjemaet på denne siden, eller skriv til {serviceEmail}. Vi svarer innen én virkedag. Ha gjerne ordrenummeret ditt klart.`,
    },
    business: {
      title: 'Gavekort til bedrifter',
      metaDescription: 'Gavekort til ansatte og kunder: betal med faktura, send til hele teamet og få et tilbud innen én virkedag.',
      keywords: ['gavekort til bedrifter', 'firmagaver', 'gave til ansatte'],
      body: `# Gavekort til bedrifter

Takk teamet ditt, belønn kundene eller sett i gang en kampanje med gavekort fra {more} merker, eller med Fritt valg-gavekortet, der alle velger selv.

## Derfor velger bedrifter {name}
- Én bestilling til mange mottakere, på e-post eller med posten.
- Betaling med faktura etter godkjenning.
- Egen kontaktperson ved større bestillinger.

[Be om tilbud]({quotePath}), så tar vi kontakt innen én virkedag.`,
    },
    businessQuote: {
      title: 'Be om tilbud',
      metaDescription: 'Fortell oss hva du trenger, så får du et tilbud på gavekort til bedriften innen én virkedag.',
      keywords: ['tilbud', 'bedriftsbestilling'],
      body: `# Be om tilbud

Fortell oss hvor mange kort du trenger, hvilke verdier og når de skal være fremme. Vi sender deg et tilbud innen én virkedag og kan levere til hver mottaker for seg.`,
    },
  },
  house: {
    choiceDescription: 'Vanskelig å bestemme seg? Med Fritt valg-gavekortet velger mottakeren selv blant {more} gavekort, fra restauranter og spadager til klær, bøker og opplevelser. Saldoen kan til og med fordeles på flere kort. Fås som digitalt gavekort levert innen en time, eller som fysisk kort i en gavekonvolutt.',
    choiceKeywords: ['fritt valg-gavekort', 'fritt valg', 'universalgavekort', 'bedriftsgave'],
    greenCorridors: {
      name: 'Stiftelsen Grønne Korridorer',
      about: 'Om Stiftelsen Grønne Korridorer',
      title: 'Donasjon til Stiftelsen Grønne Korridorer',
      description: 'Stiftelsen Grønne Korridorer planter hekker og trær som binder sammen parker og naturreservater, slik at fugler, bier og små pattedyr kan bevege seg mellom dem. Mottakeren får et kort som forteller hva donasjonen bidrar til.',
      keywords: ['donasjon', 'veldedig gave', 'natur', 'miljø'],
    },
    warmMeals: {
      name: 'Foreningen Varm Mat',
      about: 'Om Foreningen Varm Mat',
      title: 'Donasjon til Foreningen Varm Mat',
      description: 'Foreningen Varm Mat deler ut varme måltider og matpakker til mennesker som ikke har råd, gjennom lokale kjøkken drevet av frivillige. Hele donasjonen din går uavkortet videre.',
      keywords: ['donasjon', 'veldedig gave', 'matutdeling', 'julegave til veldedighet'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        '{name} serverer sesongens retter midt i {city}, med en vinliste satt sammen av eierne selv.',
        'En lokal favoritt i {city}: {name} er kjent for rause porsjoner, hyggelig service og en uteservering som fylles opp på solrike kvelder.',
        '{name} lager mat av råvarer fra lokale gårder, med dagens lunsj på hverdager og en større meny til middag.',
      ],
      'spa-and-wellness': [
        '{name} i {city} tilbyr massasje, ansiktsbehandlinger og badstue med et rolig hvilerom.',
        'Dagspass, behandlinger og pakker for to: {name} er et fredelig fristed noen minutter fra sentrum av {city}.',
        '{name} tar seg god tid til hver gjest, enten det gjelder én behandling eller en hel dag med avslapning.',
      ],
      fashion: [
        '{name} får inn nye kolleksjoner hver sesong, med råd fra ansatte som kjenner hvert plagg i butikken.',
        'Uavhengige merker og tidløse basisplagg: {name} har butikk i {city} og en nettbutikk som leverer i hele {country}.',
        '{name} er en familiebedrift i {city}, kjent for klær, sko og tilbehør av god kvalitet.',
      ],
      'home-and-garden': [
        '{name} har alt til hjemmet og hagen, i butikken i {city} og på nett.',
        'Fra en enkelt plante til et nytt spisebord: {name} hjelper kundene med å gjøre huset til et hjem.',
        '{name} fører produkter fra uavhengige designere og håndverkere, sammen med alt det hvert hjem trenger i hverdagen.',
      ],
      experiences: [
        '{name} arrangerer aktiviteter i og rundt {city}, for grupper, par og alle som har lyst til å prøve noe nytt.',
        'En ettermiddag å huske: hos {name} bestiller du aktiviteter på nett på en dato som passer deg.',
        '{name} tar imot både nybegynnere og entusiaster, og alt du trenger på dagen er inkludert.',
      ],
      'books-and-music': [
        '{name} er en uavhengig butikk i {city} med ansatte som gjerne anbefaler favorittene sine.',
        'Lesere og musikkelskere har møttes hos {name} i mange år, for nyheter, gamle favoritter og arrangementer på kveldstid.',
        '{name} har et godt utvalgt sortiment og bestiller inn det som ikke står i hyllene.',
      ],
      beauty: [
        '{name} tilbyr behandlinger og produkter i en avslappet salong i {city}.',
        'Hudpleie, hår og negler: hos {name} tar teamet seg tid til å gi råd før hver behandling.',
        '{name} samarbeider med etablerte merker og små produsenter, i butikken og på nett.',
      ],
      'sport-and-outdoors': [
        '{name} utstyrer løpere, syklister, turgåere og klatrere med utstyr som varer, og hjelper dem med å bruke det.',
        'Kurs, dagspass og utstyr: {name} er stedet i {city} for å prøve noe nytt.',
        'Hos {name} driver de ansatte selv med sportene de selger, og rådene er deretter.',
      ],
      'cinema-and-entertainment': [
        '{name} er en favoritt for en kveld ute i {city}, med noe på programmet nesten hver kveld.',
        'Store lerreter, bowlingbaner eller en scene: {name} er laget for kvelder ute med venner og familie.',
        '{name} har bar med snacks og drikke, så kvelden kan starte tidlig og vare lenge.',
      ],
      'travel-and-hotels': [
        '{name} har komfortable rom, en restaurant med lokal mat og turstier som starter rett utenfor døren.',
        'En miniferie på {name}: rom med utsikt, en rikholdig frokost og pakker med middag inkludert.',
        '{name} tar imot gjester hele året, fra helgeopphold til lengre ferier med familien.',
      ],
      'food-and-drink': [
        '{name} er en spesialbutikk for mat i {city}, drevet av folk som kjenner hvert eneste produkt i hyllene.',
        'Fra hverdagsluksus til gaver for matelskere: {name} setter sammen gaveesker med produkter fra små produsenter.',
        '{name} har vært en del av nabolaget i {city} i mange år, med smaksprøver og sesongens spesialiteter.',
      ],
      'kids-and-toys': [
        '{name} har noe for barn i alle aldre, med en egen krok der de kan prøve ting selv.',
        'Leker, spill og bursdagsfeiringer: {name} i {city} holder de minste opptatt på regnværsdager.',
        '{name} velger ut solide leker, hobbysett og utespill.',
      ],
      gaming: [
        '{name} selger spill og tilbehør, både nytt og brukt, og arrangerer turneringer hver uke.',
        'Konsoller, klassikere og VR: {name} i {city} er stedet for en hel ettermiddag med spilling.',
        '{name} har bord der du kan spille i butikken, og ansatte som kjenner hver eneste lansering.',
      ],
      tech: [
        '{name} selger mobiler, bærbare PC-er, lyd og smarthjemprodukter, og reparerer dem på sitt eget serviceverksted.',
        'Kameraer, hodetelefoner og tilbehør med ærlige råd: {name} har butikk i {city} og leverer i hele {country}.',
        '{name} hjelper kundene med å sette opp nye enheter og tar imot gamle i innbytte.',
      ],
    },
    keywords: {
      restaurants: ['restaurant', 'middag', 'lunsj'],
      'spa-and-wellness': ['spa', 'massasje', 'badstue'],
      fashion: ['klær', 'sko', 'mote'],
      'home-and-garden': ['interiør', 'hage', 'kjøkkenutstyr'],
      experiences: ['opplevelse', 'utflukt', 'aktivitet'],
      'books-and-music': ['bøker', 'musikk', 'vinylplater'],
      beauty: ['frisør', 'hudpleie', 'skjønnhetssalong'],
      'sport-and-outdoors': ['sport', 'friluftsliv', 'sykkel'],
      'cinema-and-entertainment': ['kino', 'bowling', 'teater'],
      'travel-and-hotels': ['hotell', 'miniferie', 'helgetur'],
      'food-and-drink': ['bakeri', 'vin', 'delikatesser'],
      'kids-and-toys': ['leker', 'barn', 'spill'],
      gaming: ['spill', 'konsoll', 'gaming'],
      tech: ['elektronikk', 'mobil', 'hodetelefoner'],
    },
  },
  categories: {
    restaurants: {
      title: 'Restauranter',
      description: 'Fra nabolagsbistroer til grillrestauranter og sushibarer: restaurantgavekort til et ordentlig måltid ute, som tas imot på hundrevis av steder i hele {country}.',
    },
    'spa-and-wellness': {
      title: 'Spa og velvære',
      description: 'Spadager, massasje, badstue og yogatimer. Gi bort den sjeldneste gaven av alle: noen timer med ro og fred.',
    },
    fashion: {
      title: 'Klær og mote',
      description: 'Gavekort til klær, sko, smykker og tilbehør fra uavhengige butikker og populære kjeder.',
    },
    'home-and-garden': {
      title: 'Hjem og hage',
      description: 'Interiør, kjøkkenutstyr, planter og hagesentre. Perfekt for nye boligeiere, ivrige hageentusiaster og alle som elsker en koselig stue.',
    },
    experiences: {
      title: 'Opplevelser',
      description: 'Ballongferder, matlagingskurs, escape rooms og utflukter. Gavekort til minner i stedet for ting.',
    },
    'books-and-music': {
      title: 'Bøker og musikk',
      description: 'Bokhandlere, platebutikker, lydbøker og musikktimer: gavekort til lesere, lyttere og musikere i alle aldre.',
    },
    beauty: {
      title: 'Skjønnhet',
      description: 'Hudpleie, parfyme, salonger og barberere. La dem velge sin egen lille luksus, fra en ny duft til en fersk klipp.',
    },
    'sport-and-outdoors': {
      title: 'Sport og friluftsliv',
      description: 'Friluftsutstyr, sykler, klatrevegger og golf. Gavekort til løpere, turgåere, syklister og helgeeventyrere.',
    },
    'cinema-and-entertainment': {
      title: 'Kino og underholdning',
      description: 'Kinobilletter, teaterforestillinger, standup, bowling og livemusikk. En kveld ute, samlet på ett enkelt kort.',
    },
    'travel-and-hotels': {
      title: 'Reise og hotell',
      description: 'Hotellopphold, hytter, glamping og byferier rundt om i {country}. Gaven som lar dem komme seg vekk fra hverdagen.',
    },
    'food-and-drink': {
      title: 'Mat og drikke',
      description: 'Ostebutikker, kaffebrennerier, sjokolademakere, vinhandlere og gårdsbutikker. Gavekort til alle som elsker god mat.',
    },
    'kids-and-toys': {
      title: 'Barn og leker',
      description: 'Lekebutikker, barnebøker, babyklær, lekeland og trampolineparker. Gavekort som legger valget i små hender.',
    },
    gaming: {
      title: 'Gaming',
      description: 'Spillbutikker, butikkreditt, brettspillkafeer og VR-arkader for både konsoll-, PC- og brettspillere.',
    },
    tech: {
      title: 'Teknologi',
      description: 'Mobiler, kameraer, hi-fi, smarthjemutstyr og appkreditt. Gavekort til dem som elsker dingser og alltid er først ute.',
    },
    'business-gifts': {
      title: 'Bedriftsgaver',
      description: 'Gavekort som passer til alle ansatte, kunder og leverandører, inkludert Fritt valg-gavekortet og pakker med blanke kort.',
    },
    charity: {
      title: 'Veldedighet og donasjoner',
      description: 'Gi en donasjon i stedet for en gave: mottakeren velger selv hvilket godt formål som skal få pengene.',
    },
  },
  occasions: {
    birthday: {
      title: 'Bursdag',
      heroTitle: 'Bursdagsgavekort de faktisk får bruk for',
      description: 'Enten de fyller 8 eller 80, lar et gavekort i bursdagsgave dem velge akkurat det de ønsker seg. Velg en favorittrestaurant, en spadag eller Fritt valg-gavekortet, og legg til en personlig hilsen.',
    },
    'thank-you': {
      title: 'Takk',
      heroTitle: 'Si takk med et gavekort',
      description: 'Til naboen som passet katten, kollegaen som tok vakten din, eller læreren som gjorde det lille ekstra. Et lite gavekort sier stor takk.',
    },
    wedding: {
      title: 'Bryllup',
      heroTitle: 'Bryllupsgavekort til det lykkelige brudeparet',
      description: 'Dropp brødristeren nummer to. Hjelp de nygifte med å innrede hjemmet, planlegge bryllupsreisen eller nyte sin første middag ute som ektepar.',
    },
    christmas: {
      title: 'Jul',
      heroTitle: 'Julegavekort til alle på listen',
      description: 'Småpakker, pakkelek og julegaver til de ansatte, ordnet på få minutter. Bestill fysiske kort før siste frist for sending, eller send et digitalt kort helt frem til julaften.',
    },
    anniversary: {
      title: 'Bryllupsdag',
      heroTitle: 'Gaver til dere to på den store dagen',
      description: 'Feir enda et år sammen med en romantisk middag, en natt borte eller en spabehandling for to.',
    },
    'new-baby': {
      title: 'Ny baby',
      heroTitle: 'Velkommen til verden, lille venn',
      description: 'Nybakte foreldre vet nøyaktig hva de fortsatt trenger. Et gavekort til babyklær, leker eller en velfortjent middag ute er alltid velkomment.',
    },
    'get-well-soon': {
      title: 'God bedring',
      heroTitle: 'God bedring-gaver som løfter humøret',
      description: 'Bøker til sofaen, en kveld med strømming eller en massasje når de er på beina igjen. Send et digitalt kort i dag, så kommer det innen en time.',
    },
    retirement: {
      title: 'Pensjonering',
      heroTitle: 'Pensjonistgaver til et nytt kapittel',
      description: 'Golf, hagearbeid, reiser eller den hytteturen de har ventet så lenge på: hjelp en kollega med å starte pensjonisttilværelsen med stil. Samle inn fra hele teamet på ett kort.',
    },
    'mothers-day': {
      title: 'Morsdag',
      heroTitle: 'Morsdagsgavekort hun kommer til å elske',
      description: 'Brunsj, en spadag, friske blomster eller favorittbokhandelen hennes. Gjør morsdagen litt ekstra fin, selv om du ikke kan være der selv.',
    },
    'fathers-day': {
      title: 'Farsdag',
      heroTitle: 'Farsdagsgaver som slår sokker',
      description: 'Biffmiddag, whiskysmaking, kjøreopplevelser og nytt utstyr til boden. Finn et kort som passer alle slags fedre.',
    },
    graduation: {
      title: 'Studieavslutning',
      heroTitle: 'Gratulerer med vel overstått eksamen',
      description: 'Mange års hard innsats fortjener en ordentlig feiring. Gi dem en god start med teknologi til den nye jobben, en reise eller en festmiddag.',
    },
    congratulations: {
      title: 'Gratulerer',
      heroTitle: 'Gavekort til alle store og små seire',
      description: 'Ny jobb, nytt hjem, bestått førerprøve eller fullført maraton? Marker øyeblikket med et gavekort de kan bruke på noe de elsker.',
    },
    'valentines-day': {
      title: 'Valentinsdag',
      heroTitle: 'Valentinsgaver med et personlig preg',
      description: 'En middag i levende lys, en kveld i teatret eller en helgetur for to. Legg til en personlig hilsen og en gaveeske for å gjøre den uforglemmelig.',
    },
  },
  catalogue: {
    productTitle: 'Gavekort til {name}',
    productSlugSuffix: '-gavekort',
    visitLabel: 'Besøk {name}',
    closers: {
      restaurants: [
        'Gavekortet kan brukes på alle spisestedene til {name}, både til mat og drikke, og det som er igjen av saldoen, blir stående på kortet til neste gang.',
        'Kan brukes på alle stedene til {name}, fra en rask lunsj til en lang middag.',
        'Bare vis frem kortet når regningen kommer; det dekker mat, drikke og service.',
        'Bruk det på én gang eller over flere besøk, til saldoen er brukt opp.',
      ],
      'spa-and-wellness': [
        'Bestill time på nett eller på telefon, og oppgi kortnummeret for å betale.',
        'Kortet dekker behandlinger, timer og dagspakker hos {name}.',
        'Bruk det på ett besøk, eller spar det til en hel dag med velvære.',
      ],
      fashion: [
        'Bruk kortet i butikken eller på nett hos {name}, på alt fra den nye kolleksjonen til salgsstativet.',
        'Gjelder i butikken og på nettsiden til {name}, og saldoen kan fordeles på flere kjøp.',
        'Saldoen kan brukes over flere kjøp, så ingenting går til spille.',
      ],
      'home-and-garden': [
        'Kortet kan brukes i butikken og på nett hos {name}, også til levering.',
        'Bruk det på hva som helst fra {name}, på én gang eller over flere besøk.',
        'En omtenksom gave til et nytt hjem, et bryllup eller bare fordi.',
      ],
      experiences: [
        'Mottakeren bestiller en dato som passer; populære helger blir fort fullbooket, så det lønner seg å være tidlig ute.',
        'Bruk kortet på hele opplevelsen, eller som delbetaling for en oppgradering, en gave til en venn eller en suvenir.',
        'En gave som skaper minner i stedet for rot.',
      ],
      'books-and-music': [
        'Kortet kan brukes hos {name}, på én gang eller over flere besøk.',
        'La dem finne sin neste favoritt selv.',
        'Perfekt for lesere, lyttere og musikere i alle aldre.',
      ],
      beauty: [
        'Bruk kortet på behandlinger eller produkter hos {name}.',
        'Saldoen kan brukes over flere besøk, så det er lett å unne seg noe mer enn én gang.',
        'La dem velge sin egen favoritt, fra litt hverdagsluksus til en hel forvandling.',
      ],
      'sport-and-outdoors': [
        'Kortet kan brukes hos {name} til utstyr, timer, tjenester og kurs.',
        'Enten de er nybegynnere eller erfarne, kan de velge akkurat det de trenger.',
        'Bruk det på én gang eller over flere besøk.',
      ],
      'cinema-and-entertainment': [
        'Kortet kan brukes både til billetter og til mat og drikke.',
        'La dem velge kvelden som passer dem best.',
        'En kveld ute er ordnet, når det måtte passe.',
      ],
      'travel-and-hotels': [
        'Kortet kan brukes på alle bestillinger hos {name}, også til depositum og tillegg.',
        'Flere kort kan kombineres til en større bestilling, eller saldoen kan fordeles på flere reiser.',
        'Bestill på nett eller på telefon, og oppgi kortnummeret når du betaler.',
      ],
      'food-and-drink': [
        'Bruk kortet hos {name}, på alt fra hverdagsluksus til spesielle anledninger.',
        'Saldoen kan brukes over flere besøk, til den er brukt opp.',
        'En gave til alle som elsker god mat og drikke.',
      ],
      'kids-and-toys': [
        'Kortet kan brukes hos {name}, så de minste får velge selv.',
        'La dem velge sin egen skatt, mens de voksne holder øye med saldoen.',
        'En gave som gleder foreldrene like mye som barna.',
      ],
      gaming: [
        'Bruk kortet hos {name}, på én gang eller over flere besøk.',
        'En gave til gamere i alle aldre.',
        'La dem velge det neste på ønskelisten.',
      ],
      tech: [
        'Kortet kan brukes hos {name}, på én gang eller over flere kjøp.',
        'Ved større kjøp kan kortet kombineres med en annen betalingsmåte.',
        'La dem velge den dingsen de faktisk vil ha.',
      ],
    },
    defaultClosers: [
      'Kortet kan brukes på én gang eller over flere kjøp.',
    ],
    platformClosers: [
      'Fordi dette er et plattformkort, løser mottakeren inn koden på nett hos partnerplattformen; for gavekort fra tredjepartsplattformer gjelder et maksimalt beløp per bestilling.',
      'Kortet leveres som en kode som løses inn i partnerens app eller på nettsiden deres, der du finner en oversikt over alle deltakende partnere.',
      'Koden aktiveres ved levering og løses inn på partnerplattformen; hvilke partnere som er med, kan endre seg over tid.',
    ],
    wineClosers: [
      'Fordi denne gaven inneholder vin, sendes den rekommandert og kan bare bestilles av kunder som har fylt 18 år.',
      'Denne gaven inneholder en flaske vin, så den sendes rekommandert, og en person som har fylt 18 år, må kvittere for den.',
    ],
    digitalOnlyNote: 'Fås bare som digitalt gavekort, levert på e-post innen én time.',
    physicalOnlyNote: 'Fås bare som fysisk kort, sendt med posten i en gavekonvolutt.',
    categoryKeywords: {
      restaurants: 'restaurantgavekort',
      'spa-and-wellness': 'spagavekort',
      fashion: 'gavekort klær',
      'home-and-garden': 'gavekort interiør',
      experiences: 'opplevelsesgave',
      'books-and-music': 'gavekort bøker',
      beauty: 'gavekort skjønnhet',
      'sport-and-outdoors': 'gavekort sport',
      'cinema-and-entertainment': 'gavekort underholdning',
      'travel-and-hotels': 'reisegavekort',
      'food-and-drink': 'gavekort mat',
      'kids-and-toys': 'gavekort barn',
      gaming: 'gavekort gaming',
      tech: 'gavekort elektronikk',
    },
    variationTitles: { DIGITAL: 'På e-post', PHYSICAL: 'Med posten' },
  },
};
