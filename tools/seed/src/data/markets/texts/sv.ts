/** The Swedish texts of a generated store. */
import type { MarketTexts } from './types';

export const sv: MarketTexts = {
  language: 'sv',
  moreThan: 'fler än {count}',
  choiceCard: 'Valfrihetskort',
  countries: {
    AT: 'Österrike', AU: 'Australien', BE: 'Belgien', BR: 'Brasilien', CA: 'Kanada', CH: 'Schweiz', DE: 'Tyskland', DK: 'Danmark',
    ES: 'Spanien', FR: 'Frankrike', GB: 'Storbritannien', IE: 'Irland', IT: 'Italien', MX: 'Mexiko', NL: 'Nederländerna', NO: 'Norge',
    NZ: 'Nya Zeeland', PL: 'Polen', PT: 'Portugal', SE: 'Sverige', US: 'USA', AE: 'Förenade Arabemiraten',
  },
  menus: {
    footerTitle: 'Sidfot',
    businessTitle: 'Företag',
    customerService: 'Kundtjänst',
    helpdesk: 'Hjälpcenter',
    contactUs: 'Kontakta oss',
    checkBalance: 'Kontrollera saldo',
    delivery: 'Leverans',
    cancellationPolicy: 'Ångerrätt',
    giftCards: 'Presentkort',
    allGiftCards: 'Alla presentkort',
    restaurants: 'Restauranger',
    spaAndWellness: 'Spa & hälsa',
    experiences: 'Upplevelser',
    occasions: 'Tillfällen',
    aboutUs: 'Om oss',
    generalTerms: 'Allmänna villkor',
    privacy: 'Integritet',
    cookieStatement: 'Cookiepolicy',
    business: 'Företag',
    businessGiftCards: 'Presentkort för företag',
    requestQuote: 'Begär offert',
    businessGifts: 'Företagsgåvor',
  },
  homeBlocks: {
    hero: { title: 'Presentkortet för alla tillfällen', description: 'Välj bland {more} presentkort – eller låt mottagaren välja själv med valfrihetskortet.' },
    businessHero: { title: 'Företagsgåvor fixade på några minuter', description: 'Betala mot faktura, leverera till hela teamet och få en offert inom en arbetsdag.' },
    choiceDescription: 'Svårt att bestämma dig? Låt mottagaren välja bland {more} varumärken.',
    business: { title: 'För företag', description: 'Belöna medarbetare och tacka kunder – allt i en och samma beställning.' },
    occasions: { title: 'Hitta rätt tillfälle', description: 'Födelsedagar, bröllop, tack och mycket mer: presentidéer för varje tillfälle.' },
    spotlightDescription: 'Ett av månadens mest valda presentkort.',
    delivery: { title: 'Digitalt inom en timme', description: 'Digitala presentkort kommer via e-post inom en timme, fysiska kort skickas med posten.' },
    businessGift: { title: 'Alltid en passande företagsgåva', description: 'Ett kort för varje medarbetare, kund och leverantör – och du betalar smidigt mot faktura.' },
    personalTouch: { title: 'Gör presenten personlig', description: 'Lägg till ett fint fodral och en personlig hälsning till varje kort.' },
    searchHighlight: { title: 'Låt dem välja själva', description: 'Valfrihetskortet: {more} varumärken på ett och samma kort.' },
  },
  searchTerms: {
    restaurants: 'Restaurang',
    spa: { title: 'Spadag', query: 'spa' },
    hotel: { title: 'Hotell', query: 'hotell' },
    books: { title: 'Böcker', query: 'böcker' },
    experiences: 'Upplevelser',
    choiceQuery: 'valfrihetskort',
  },
  redeemPages: {
    choiceCard: {
      title: 'Så använder du ditt valfrihetskort',
      intro: 'Ett kort, massor av presentkort att välja bland: så byter du ditt saldo mot precis det presentkort du vill ha.',
      body: [
        'Kontrollera ditt saldo med det 19-siffriga kortnumret och den 6-siffriga PIN-koden som står på kortet eller i ditt mejl.',
        'Välj ett eller flera presentkort eller en donation. Du kan använda hela saldot på en gång eller spara en del till senare.',
        'Räcker inte saldot? Lägg till ett kort till eller betala resten online i kassan.',
        'Dina nya presentkort kommer via e-post inom några minuter, eller med posten inom några arbetsdagar.',
      ],
    },
    teamThankYou: {
      title: '{business} säger tack',
      intro: 'Ett tack från {business}: använd ditt kort på ett av presentkorten som har valts ut till dig och dina kollegor.',
      body: [
        '{business} har valt ut de här presentkorten till sina medarbetare. Kontrollera ditt saldo, välj ett kort och berätta vart det ska skickas.',
        'Beställningar i den här butiken görs för {business}: ange företagets uppgifter i kassan.',
      ],
    },
    businessName: '{surname} Logistik AB',
  },
  testimonials: [
    [5, 'Beställde ett presentkort via mejl till min systers födelsedag på lunchen, och några minuter senare låg det i hennes inkorg.'],
    [5, 'Hittade ett presentkort som jag helt hade glömt bort, kollade saldot och bytte det mot ett restaurangkort. Tog typ två minuter.'],
    [4, 'Kortet kom med posten två dagar efter att jag beställt, fint förpackat. Hade gärna sett fler fodral att välja mellan.'],
    [5, 'Skickade ett kort var till fem kollegor, till deras egna mejladresser. Smidigt att fixa i en enda beställning.'],
    [5, 'Mamma och pappa valde ett hotellkort för valfrihetskortet vi gav dem. Mycket bättre än att gissa!'],
    [3, 'Bra utbud av butiker, men det fysiska kortet tog en dag längre än jag hade räknat med.'],
    [5, 'Ställde in mejlet så att det skickades på morgonen på vår bröllopsdag, och det kom precis i tid.'],
    [4, 'Kundtjänst svarade på min fråga om leveransadressen samma dag.'],
    [5, 'Den personliga hälsningen som var tryckt på kortet gjorde att det kändes som en riktig present.'],
    [4, 'Betalade personalens presentkort mot faktura och hela gänget hade sina kort dagen efter.'],
    [5, 'Använde det som var kvar på mitt kort till ett nytt, mindre kort. Inget gick till spillo.'],
  ],
  extras: {
    classicWallet: { title: 'Klassiskt kortfodral', description: 'Ett stadigt, vikt fodral i mörkblått med kant i guldfolie. Presentkortet sitter snyggt på plats inuti.' },
    celebrationWallet: { title: 'Festfodral', description: 'Ett färgglatt fodral med tryck av konfetti och serpentiner – perfekt till födelsedagar och gratulationer.' },
    luxuryWallet: { title: 'Exklusivt minnesfodral', description: 'Ett fodral i strukturerad, återvunnen kartong som knyts med ett band, gjort för att sparas långt efter att kortet har använts.' },
    confettiDesign: { title: 'Mejldesign med konfetti', description: 'Det digitala presentkortet kommer i ett mejl med fallande konfetti.' },
    balloonsDesign: { title: 'Mejldesign med ballonger', description: 'Det digitala presentkortet kommer i ett mejl med färgglada ballonger.' },
    giftBox: { title: 'Presentask', description: 'Kortet och fodralet i en stadig presentask med silkespapper.' },
    personalMessage: { title: 'Personlig hälsning', description: 'Dina egna ord, tryckta på ett kort som följer med presentkortet.' },
  },
  pages: {
    home: {
      title: 'Presentkort för alla tillfällen',
      metaDescription: 'Köp presentkort till {more} butiker, restauranger och upplevelser i {country}, eller låt mottagaren välja själv med valfrihetskortet.',
      keywords: ['presentkort', 'present', 'valfrihetskort', 'digitala presentkort', 'företagsgåvor'],
      body: `# Presentkort för alla tillfällen

Välj bland {more} presentkort till restauranger, spa, butiker och upplevelser i {country}, eller ge bort valfrihetskortet och låt mottagaren välja själv. Digitala presentkort kommer via e-post inom en timme, fysiska kort skickas med posten.`,
    },
    terms: {
      title: 'Allmänna villkor',
      metaDescription: 'Villkoren som gäller för alla beställningar av presentkort, donationskort och tillval hos {name}.',
      keywords: ['villkor', 'köpvillkor', 'allmänna villkor'],
      body: `# Allmänna villkor

De här villkoren gäller för alla erbjudanden från och alla beställningar hos {name} (”vi”, ”oss”). Läs dem innan du beställer – när du lägger en beställning godkänner du villkoren.

## 1. Presentkort
1. Ett presentkort är ett digitalt eller fysiskt kort med ett penningvärde som kan användas hos det varumärke som anges på kortet, eller – när det gäller valfrihetskortet – bytas mot ett eller flera andra presentkort i vårt sortiment.
2. Presentkorten finns med valörer från {minAmount} till {maxAmount}. Vilka belopp som finns för varje kort framgår av kortets sida.
3. Giltighetstiden anges för varje kort. Saldot kan när som helst kontrolleras på sidan för saldokontroll.

## 2. Beställning och betalning
1. En beställning är bindande när den har betalats. Du får en bekräftelse via e-post med ditt ordernummer.
2. Vi kan neka eller makulera en beställning om vi misstänker bedrägeri. Eventuell betalning återbetalas då i sin helhet.
3. Företagskunder kan efter godkännande betala mot faktura.

## 3. Leverans
1. Digitala presentkort skickas via e-post, normalt inom en timme efter betalning.
2. Fysiska presentkort skickas med posten till den adress som angavs i kassan.

## 4. Ansvar
Presentkort kan inte växlas in mot kontanter, om inte lagen kräver det. Vi ansvarar inte för kort som tappas bort eller delas med andra efter leverans.`,
    },
    privacy: {
      title: 'Integritetspolicy',
      metaDescription: 'Så samlar {name} in, använder och skyddar dina personuppgifter när du beställer och löser in presentkort.',
      keywords: ['integritet', 'personuppgifter', 'dataskydd'],
      body: `# Integritetspolicy

{name} hanterar dina personuppgifter varsamt. Här förklarar vi vilka uppgifter vi behandlar, varför vi gör det och hur länge vi sparar dem.

## Vilka uppgifter vi behandlar
- Ditt namn, din e-postadress och, för fysiska kort, leveransadressen.
- Mottagarens namn och e-postadress, så att vi kan leverera kortet.
- Order- och betalningsuppgifter, som vi sparar så länge lagen kräver.

## Varför
Vi använder uppgifterna för att leverera din beställning, svara på dina frågor och – bara om du har samtyckt till det – skicka vårt nyhetsbrev till dig.

## Dina rättigheter
Du kan när som helst begära att få ta del av, rätta eller radera dina uppgifter genom att skriva till {serviceEmail}.`,
    },
    cancellation: {
      title: 'Ångerrätt',
      metaDescription: 'När och hur du kan ångra en beställning av presentkort, och hur återbetalningen går till.',
      keywords: ['ångerrätt', 'återbetalning', 'ångra köp'],
      body: `# Ångerrätt

Du kan ångra en beställning inom 14 dagar från att du tagit emot den, så länge presentkortet inte har använts.

## Så ångrar du ditt köp
Skicka ordernumret och kortnumret till {serviceEmail}. Vi spärrar kortet och betalar tillbaka beloppet inom 14 dagar, med samma betalsätt som du använde vid beställningen.

## Undantag
Kort som har aktiverats eller delvis använts kan inte returneras. Donationer förs vidare till organisationen och kan inte återbetalas.`,
    },
    delivery: {
      title: 'Leverans',
      metaDescription: 'Så levereras digitala och fysiska presentkort – och när de kommer fram.',
      keywords: ['leverans', 'frakt', 'post', 'e-post'],
      body: `# Leverans

## Digitala presentkort
Digitala presentkort skickas via e-post, normalt inom en timme efter betalning. Du kan välja ett leveransdatum upp till tre månader framåt.

## Fysiska presentkort
Fysiska presentkort skickas med posten i ett presentkuvert, tillsammans med det fodral och de tillval du har valt. Beställningar som betalas en vardag före kl. 17.00 skickas samma dag och kommer normalt fram inom två till tre arbetsdagar, var du än bor i {country}.`,
    },
    cookies: {
      title: 'Cookiepolicy',
      metaDescription: 'Vilka cookies {name} använder, varför, och hur du ändrar ditt val.',
      keywords: ['cookies', 'cookiepolicy'],
      body: `# Cookiepolicy

Vi använder nödvändiga cookies för att komma ihåg din varukorg och dina inställningar, och – bara om du samtycker – analyscookies för att se hur butiken används.

Du kan när som helst ändra ditt val via länken till cookieinställningarna längst ned på varje sida.`,
    },
    about: {
      title: 'Om {name}',
      metaDescription: '{name} samlar {more} presentkort och valfrihetskortet på ett och samma ställe.',
      keywords: ['om oss', 'presentkortsbutik'],
      body: `# Om {name}

{name} är presentkortsbutiken för hela {country}: {more} presentkort till restauranger, butiker, spa och upplevelser, och valfrihetskortet för den som hellre väljer själv. Vi levererar digitala presentkort via e-post och fysiska kort med posten – till privatpersoner såväl som företag.`,
    },
    helpdesk: {
      title: 'Hjälpcenter: vanliga frågor',
      metaDescription: 'Svar på de vanligaste frågorna om att beställa, leverera, kontrollera och lösa in presentkort hos {name}.',
      keywords: ['hjälp', 'vanliga frågor', 'hjälpcenter', 'kundtjänst'],
      body: `# Hjälpcenter

Hittar du inte det du letar efter? Vår [kundtjänst]({contactPath}) hjälper dig gärna på vardagar.

## Hur beställer jag ett presentkort?
Välj ett presentkort, välj digital eller fysisk leverans och belopp, och lägg kortet i varukorgen. I varukorgen kan du lägga till ett fodral och en personlig hälsning innan du går till kassan.

## Hur kontrollerar jag mitt saldo?
Ange kortnumret och PIN-koden på sidan för [saldokontroll]({balancePath}).

## Kan jag byta mitt valfrihetskort?
Ja! Kontrollera ditt saldo och välj ett eller flera presentkort i inlösningsbutiken.`,
    },
    contact: {
      title: 'Kontakta oss',
      metaDescription: 'Kontakta kundtjänst hos {name} via e-post eller kontaktformuläret.',
      keywords: ['kontakt', 'kundtjänst', 'e-post'],
      body: `# Kontakta oss

Har du frågor om en beställning, ett kort eller en leverans? Använd formuläret på den här sidan eller skriv till {serviceEmail}, så svarar vi inom en arbetsdag. Ha gärna ditt ordernummer till hands.`,
    },
    business: {
      title: 'Presentkort för företag',
      metaDescription: 'Presentkort till medarbetare och kunder: betala mot faktura, leverera till hela teamet och få en offert inom en arbetsdag.',
      keywords: ['presentkort företag', 'företagsgåvor', 'personalgåvor'],
      body: `# Presentkort för företag

Tacka ditt team, belöna kunder eller kör en säljtävling med presentkort från {more} varumärken – eller med valfrihetskortet, där alla får välja själva.

## Därför väljer företag {name}
- En beställning till många mottagare, var och en via e-post eller med posten.
- Betalning mot faktura efter godkännande.
- En personlig kontaktperson för större beställningar.

[Begär en offert]({quotePath}) så återkommer vi inom en arbetsdag.`,
    },
    businessQuote: {
      title: 'Begär offert',
      metaDescription: 'Berätta vad du behöver och få en offert på presentkort för företag inom en arbetsdag.',
      keywords: ['offert', 'företagsbeställning'],
      body: `# Begär offert

Berätta hur många kort du behöver, vilka belopp och när de ska vara framme. Vi skickar en offert inom en arbetsdag och kan leverera till varje mottagare för sig.`,
    },
  },
  house: {
    choiceDescription: 'Svårt att bestämma dig? Med valfrihetskortet väljer mottagaren själv bland {more} presentkort – från restauranger och spa till mode, böcker och upplevelser. Saldot kan till och med delas upp på flera kort. Finns som digitalt presentkort som levereras inom en timme eller som fysiskt kort i ett presentkuvert.',
    choiceKeywords: ['valfrihetskort', 'valfritt presentkort', 'presentkort för alla butiker', 'företagsgåva'],
    greenCorridors: {
      name: 'Stiftelsen Gröna Stråk',
      about: 'Om Stiftelsen Gröna Stråk',
      title: 'Donation till Stiftelsen Gröna Stråk',
      description: 'Stiftelsen Gröna Stråk planterar häckar och träd som binder samman parker och naturreservat, så att fåglar, bin och små däggdjur kan röra sig mellan dem. Mottagaren får ett kort som berättar vad gåvan gör för skillnad.',
      keywords: ['donation', 'välgörenhet', 'natur', 'miljö'],
    },
    warmMeals: {
      name: 'Föreningen Varm Mat',
      about: 'Om Föreningen Varm Mat',
      title: 'Donation till Föreningen Varm Mat',
      description: 'Föreningen Varm Mat serverar varma måltider och matlådor till människor som inte har råd, genom lokala kök som drivs av volontärer. Hela din donation förs vidare oavkortat.',
      keywords: ['donation', 'gåva till välgörenhet', 'matbank', 'julgåva välgörenhet'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        '{name} serverar säsongens råvaror mitt i {city}, med en vinlista som ägarna själva har valt ut.',
        'En kvarterskrog i {city} som alla älskar: {name} är känd för generösa portioner, trevlig service och en uteservering som fylls snabbt sköna sommarkvällar.',
        '{name} lagar mat på råvaror från närliggande gårdar, med dagens lunch på vardagar och en längre meny till middag.',
      ],
      'spa-and-wellness': [
        '{name} i {city} erbjuder massage, ansiktsbehandlingar, bastu och ett lugnt vilorum.',
        'Dagspass, behandlingar och paket för två: {name} är en lugn oas bara några minuter från centrala {city}.',
        '{name} tar sig tid för varje gäst, från en enskild behandling till en hel dag av vila.',
      ],
      fashion: [
        '{name} har nya kollektioner varje säsong och personal som kan varje plagg i butiken.',
        'Oberoende märken och tidlösa basplagg: {name} har en butik i {city} och en webbshop som levererar i hela {country}.',
        '{name} är ett familjeföretag i {city}, känt för välgjorda kläder, skor och accessoarer.',
      ],
      'home-and-garden': [
        '{name} har allt för hemmet och trädgården, i butiken i {city} och på nätet.',
        'Från en enda krukväxt till ett nytt matbord: {name} hjälper kunderna att göra huset till ett hem.',
        '{name} säljer produkter från små, oberoende formgivare sida vid sida med vardagssakerna som varje hem behöver.',
      ],
      experiences: [
        '{name} arrangerar aktiviteter i och runt {city}, för grupper, par och alla som vill testa något nytt.',
        'En eftermiddag att minnas: hos {name} bokar du aktiviteter online på den dag som passar dig.',
        '{name} välkomnar både nybörjare och entusiaster, och allt du behöver under dagen ingår.',
      ],
      'books-and-music': [
        '{name} är en oberoende butik i {city} med personal som gärna tipsar om sina favoriter.',
        'Läsare och musikälskare har träffats hos {name} i många år, för nyheter, gamla favoriter och kvällsevenemang.',
        '{name} har ett välvalt sortiment och beställer gärna hem det som inte finns på hyllorna.',
      ],
      beauty: [
        '{name} erbjuder behandlingar och produkter i en avslappnad salong i {city}.',
        'Hudvård, hår och naglar: hos {name} tar teamet sig tid att ge råd före varje behandling.',
        '{name} arbetar med etablerade varumärken och små producenter, i salongen och på nätet.',
      ],
      'sport-and-outdoors': [
        '{name} utrustar löpare, cyklister, vandrare och klättrare med utrustning som håller – och hjälper dem att använda den.',
        'Kurser, dagspass och utrustning: {name} är stället i {city} för dig som vill testa något nytt.',
        'Personalen på {name} utövar själva sporterna de säljer – och ger råd därefter.',
      ],
      'cinema-and-entertainment': [
        '{name} är ett självklart val för en kväll ute i {city}, med något på gång nästan varje kväll.',
        'Stora dukar, bowlingbanor eller en scen: {name} är stället för kvällar ute med vänner och familj.',
        '{name} har en bar med snacks och dryck, så kvällen kan börja tidigt och sluta sent.',
      ],
      'travel-and-hotels': [
        '{name} har bekväma rum, en restaurang med regional mat och promenadstråk som börjar precis utanför dörren.',
        'En miniresa till {name}: rum med utsikt, en generös frukost och paket med middag.',
        '{name} tar emot gäster året runt, från weekendvistelser till längre semestrar med familjen.',
      ],
      'food-and-drink': [
        '{name} är en specialbutik för mat i {city}, som drivs av folk som kan varje produkt på hyllorna.',
        'Från vardagslyx till presenter för matälskare: {name} sätter ihop presentkorgar med produkter från små producenter.',
        '{name} har varit en del av kvarteret i {city} i många år, med provsmakningar och säsongens specialiteter.',
      ],
      'kids-and-toys': [
        '{name} har något för barn i alla åldrar, med en hörna där de kan prova själva.',
        'Leksaker, spel och kalas: {name} i {city} håller de små sysselsatta även regniga dagar.',
        '{name} väljer hållbara leksaker, pysselsatser och utespel.',
      ],
      gaming: [
        '{name} säljer spel och tillbehör, både nya och begagnade, och ordnar turneringar varje vecka.',
        'Konsoler, klassiker och VR: {name} i {city} är stället att spela en hel eftermiddag.',
        '{name} har bord där du kan spela i butiken och personal som har koll på varje nytt spelsläpp.',
      ],
      tech: [
        '{name} säljer mobiler, datorer, ljud och smarta hem-produkter, och reparerar dem på sin egen serviceverkstad.',
        'Kameror, hörlurar och tillbehör med ärliga råd: {name} har en butik i {city} och levererar i hela {country}.',
        '{name} hjälper kunderna att komma igång med nya prylar och tar emot gamla i inbyte.',
      ],
    },
    keywords: {
      restaurants: ['restaurang', 'middag', 'lunch'],
      'spa-and-wellness': ['spa', 'massage', 'bastu'],
      fashion: ['kläder', 'skor', 'mode'],
      'home-and-garden': ['inredning', 'trädgård', 'heminredning'],
      experiences: ['upplevelse', 'utflykt', 'aktivitet'],
      'books-and-music': ['böcker', 'musik', 'vinyl'],
      beauty: ['frisör', 'hudvård', 'skönhetssalong'],
      'sport-and-outdoors': ['sport', 'friluftsliv', 'cykel'],
      'cinema-and-entertainment': ['bio', 'bowling', 'teater'],
      'travel-and-hotels': ['hotell', 'miniresa', 'weekendresa'],
      'food-and-drink': ['bageri', 'vin', 'delikatesser'],
      'kids-and-toys': ['leksaker', 'barn', 'spel'],
      gaming: ['spel', 'konsol', 'tv-spel'],
      tech: ['elektronik', 'mobil', 'hörlurar'],
    },
  },
  categories: {
    restaurants: {
      title: 'Restauranger',
      description: 'Från kvarterskrogar till grillrestauranger och sushibarer: presentkort för en riktig middag ute, som gäller på hundratals ställen i hela {country}.',
    },
    'spa-and-wellness': {
      title: 'Spa & hälsa',
      description: 'Spadagar, massage, bastu och yogaklasser. Ge bort den mest sällsynta presenten av alla: några timmars lugn och ro.',
    },
    fashion: {
      title: 'Mode',
      description: 'Presentkort på kläder, skor, smycken och accessoarer från små boutiquer och välkända kedjor.',
    },
    'home-and-garden': {
      title: 'Hem & trädgård',
      description: 'Inredning, köksprylar, växter och handelsträdgårdar. Perfekt för den som precis flyttat, trädgårdsentusiasten och alla som älskar ett mysigt vardagsrum.',
    },
    experiences: {
      title: 'Upplevelser',
      description: 'Ballongfärder, matlagningskurser, escape rooms och utflykter. Presentkort för minnen i stället för prylar.',
    },
    'books-and-music': {
      title: 'Böcker & musik',
      description: 'Bokhandlar, skivbutiker, ljudböcker och musiklektioner: presentkort för läsare, lyssnare och musiker i alla åldrar.',
    },
    beauty: {
      title: 'Skönhet',
      description: 'Hudvård, parfym, salonger och barberare. Låt mottagaren unna sig det hen vill, från en ny doft till en ny frisyr.',
    },
    'sport-and-outdoors': {
      title: 'Sport & friluftsliv',
      description: 'Friluftsutrustning, cyklar, klätterhallar och golf. Presentkort för löpare, vandrare, cyklister och helgäventyrare.',
    },
    'cinema-and-entertainment': {
      title: 'Bio & nöje',
      description: 'Biobiljetter, teaterföreställningar, ståuppkvällar, bowling och livemusik. En kväll ute, samlad på ett enda kort.',
    },
    'travel-and-hotels': {
      title: 'Resor & hotell',
      description: 'Hotellnätter, stugor, glamping och storstadsweekends runt om i {country}. Presenten att få komma bort en stund.',
    },
    'food-and-drink': {
      title: 'Mat & dryck',
      description: 'Ostbutiker, kafferosterier, chokladmakare, vinhandlare och gårdsbutiker. Presentkort för alla som älskar god mat.',
    },
    'kids-and-toys': {
      title: 'Barn & leksaker',
      description: 'Leksaksbutiker, barnböcker, babykläder, lekland och trampolinparker. Presentkort som låter de små bestämma själva.',
    },
    gaming: {
      title: 'Spel',
      description: 'Spelbutiker, spelkrediter, brädspelscaféer och VR-hallar för alla som spelar på konsol, dator eller vid bordet.',
    },
    tech: {
      title: 'Teknik',
      description: 'Mobiler, kameror, hifi, smarta hem-prylar och appkrediter. Presentkort för teknikälskare och alla som vill ha det senaste.',
    },
    'business-gifts': {
      title: 'Företagsgåvor',
      description: 'Presentkort som passar varje medarbetare, kund och leverantör, bland annat valfrihetskortet och paket med oladdade kort.',
    },
    charity: {
      title: 'Välgörenhet & donationer',
      description: 'Ge en donation i stället för en present: mottagaren väljer själv vilket gott ändamål som får pengarna.',
    },
  },
  occasions: {
    birthday: {
      title: 'Födelsedag',
      heroTitle: 'Presentkort till födelsedagen som verkligen blir använda',
      description: 'Oavsett om de fyller 8 eller 80 låter ett presentkort dem välja precis vad de vill ha. Välj en favoritrestaurang, en spadag eller valfrihetskortet och lägg till en personlig hälsning.',
    },
    'thank-you': {
      title: 'Tack',
      heroTitle: 'Säg tack med ett presentkort',
      description: 'Till grannen som matade katten, kollegan som tog ditt pass eller läraren som gjorde det lilla extra. Ett litet presentkort säger ett stort tack.',
    },
    wedding: {
      title: 'Bröllop',
      heroTitle: 'Bröllopspresentkort till det lyckliga paret',
      description: 'Hoppa över brödrost nummer två. Hjälp de nygifta att inreda hemmet, planera smekmånaden eller njuta av sin första middag ute som gifta.',
    },
    christmas: {
      title: 'Jul',
      heroTitle: 'Julklappar i form av presentkort till alla på listan',
      description: 'Små klappar, julklappsleken och personalens julgåvor fixade på några minuter. Beställ fysiska kort före sista postdag eller skicka ett digitalt kort ända fram till julafton.',
    },
    anniversary: {
      title: 'Årsdag',
      heroTitle: 'Presenter till er två på årsdagen',
      description: 'Fira ännu ett år tillsammans med en romantisk middag, en natt borta eller en spabehandling för två.',
    },
    'new-baby': {
      title: 'Nyfödd',
      heroTitle: 'Välkommen till världen',
      description: 'Nyblivna föräldrar vet precis vad de fortfarande behöver. Ett presentkort på babykläder, leksaker eller en välförtjänt middag ute är alltid välkommet.',
    },
    'get-well-soon': {
      title: 'Krya på dig',
      heroTitle: 'Krya på dig-presenter som piggar upp',
      description: 'Böcker för soffan, en mysig filmkväll hemma eller en massage när de är på benen igen. Skicka ett digitalt kort i dag så kommer det fram inom en timme.',
    },
    retirement: {
      title: 'Pension',
      heroTitle: 'Pensionspresenter inför nästa kapitel',
      description: 'Golf, trädgård, resor eller den där efterlängtade stugsemestern: hjälp en kollega att gå i pension med stil. Samla ihop från hela teamet till ett enda kort.',
    },
    'mothers-day': {
      title: 'Mors dag',
      heroTitle: 'Presentkort till mors dag som hon kommer att älska',
      description: 'En fika, en spadag, färska blommor eller hennes favoritbokhandel. Gör mors dag extra fin – även om du inte kan vara där själv.',
    },
    'fathers-day': {
      title: 'Fars dag',
      heroTitle: 'Farsdagspresenter som slår ett par strumpor',
      description: 'Köttmiddagar, whiskyprovningar, körupplevelser och nya prylar till verktygsboden. Hitta ett kort som passar alla sorters pappor.',
    },
    graduation: {
      title: 'Examen',
      heroTitle: 'Grattis till examen!',
      description: 'Flera års hårt arbete förtjänar ett ordentligt firande. Ge dem en flygande start med teknik till nya jobbet, en resa eller en festmiddag.',
    },
    congratulations: {
      title: 'Grattis',
      heroTitle: 'Presentkort för varje framgång',
      description: 'Nytt jobb, nytt hem, klarat körkortet eller sprungit ett maraton? Uppmärksamma stunden med ett presentkort som de kan lägga på något de älskar.',
    },
    'valentines-day': {
      title: 'Alla hjärtans dag',
      heroTitle: 'Alla hjärtans dag-presenter med personlig touch',
      description: 'En middag i levande ljus, en kväll på teatern eller en weekend bort för två. Lägg till en personlig hälsning och en presentask så blir det oförglömligt.',
    },
  },
  catalogue: {
    productTitle: '{name} presentkort',
    productSlugSuffix: '-presentkort',
    visitLabel: 'Besök {name}',
    closers: {
      restaurants: [
        'Presentkortet gäller för mat och dryck på alla restauranger hos {name}, och det som blir kvar på kortet sparas till nästa gång.',
        'Kan användas på alla restauranger hos {name}, från en snabb lunch till en lång middag.',
        'Visa bara kortet när notan kommer – det gäller för mat, dryck och service.',
        'Använd det på en gång eller vid flera besök tills saldot är slut.',
      ],
      'spa-and-wellness': [
        'Boka online eller per telefon och uppge kortnumret för att betala.',
        'Kortet gäller för behandlingar, pass och dagspaket hos {name}.',
        'Använd det vid ett enda besök eller spara ihop till en hel dag av ompyssling.',
      ],
      fashion: [
        'Använd kortet i butiken eller på nätet hos {name}, på allt från nya kollektionen till reahyllan.',
        'Gäller i butik och på webben hos {name}, och saldot kan delas upp på flera köp.',
        'Saldot kan användas vid flera köp, så inget går till spillo.',
      ],
      'home-and-garden': [
        'Kortet kan användas i butik och på nätet hos {name}, även till frakten.',
        'Använd det på vad som helst hos {name}, på en gång eller vid flera besök.',
        'En omtänksam present till ett nytt hem, ett bröllop eller bara för att.',
      ],
      experiences: [
        'Mottagaren bokar själv ett datum som passar. Populära helger blir snabbt fullbokade, så boka gärna i god tid.',
        'Använd kortet till hela upplevelsen eller till en uppgradering, en present till en vän eller ett minne att ta med hem.',
        'En present som skapar minnen i stället för saker.',
      ],
      'books-and-music': [
        'Kortet kan användas hos {name}, på en gång eller vid flera besök.',
        'Låt mottagaren själv hitta sin nästa favorit.',
        'Perfekt för läsare, lyssnare och musiker i alla åldrar.',
      ],
      beauty: [
        'Använd kortet till behandlingar eller produkter hos {name}.',
        'Saldot kan användas vid flera besök, så det är lätt att unna sig mer än en gång.',
        'Låt mottagaren välja sin egen favorit, från lite vardagslyx till en hel makeover.',
      ],
      'sport-and-outdoors': [
        'Kortet kan användas hos {name} till utrustning, pass, service och lektioner.',
        'Oavsett om mottagaren är nybörjare eller rutinerad kan hen välja precis det som behövs.',
        'Använd det på en gång eller vid flera besök.',
      ],
      'cinema-and-entertainment': [
        'Kortet kan användas till biljetter men också till mat och dryck.',
        'Låt mottagaren välja den kväll som passar bäst.',
        'En kväll ute på stan – när det passar mottagaren.',
      ],
      'travel-and-hotels': [
        'Kortet kan användas till alla bokningar hos {name}, även till handpenning och tillval.',
        'Flera kort kan kombineras till en större bokning, och saldot kan användas till mer än en resa.',
        'Boka online eller per telefon och uppge kortnumret när du betalar.',
      ],
      'food-and-drink': [
        'Använd kortet hos {name}, på allt från vardagslyx till högtider.',
        'Saldot kan användas vid flera besök tills det är slut.',
        'En present till alla som älskar god mat och dryck.',
      ],
      'kids-and-toys': [
        'Kortet kan användas hos {name}, så att de små får välja själva.',
        'Låt dem välja något de själva vill ha, medan de vuxna håller koll på saldot.',
        'En present som gör föräldrarna lika glada som barnen.',
      ],
      gaming: [
        'Använd kortet hos {name}, på en gång eller vid flera besök.',
        'En present till spelare i alla åldrar.',
        'Låt mottagaren välja nästa sak på önskelistan.',
      ],
      tech: [
        'Kortet kan användas hos {name}, på en gång eller vid flera köp.',
        'Vid större köp kan kortet kombineras med ett annat betalsätt.',
        'Låt mottagaren välja den pryl hen faktiskt vill ha.',
      ],
    },
    defaultClosers: [
      'Kortet kan användas på en gång eller vid flera köp.',
    ],
    platformClosers: [
      'Eftersom det här är ett plattformskort löser mottagaren in koden online hos partnerns plattform. För presentkort från tredjepartsplattformar gäller ett maxbelopp per beställning.',
      'Kortet levereras som en kod som löses in i partnerns app eller på partnerns webbplats, där alla anslutna partner finns listade.',
      'Koden aktiveras vid leverans och löses in på partnerns plattform. Vilka partner som är anslutna kan ändras över tid.',
    ],
    wineClosers: [
      'Eftersom presenten innehåller vin skickas den som rekommenderat brev och kan bara beställas av kunder som har uppnått den lagstadgade åldersgränsen för alkohol.',
      'Presenten innehåller en flaska vin och skickas därför som rekommenderat brev. Mottagaren måste ha uppnått den lagstadgade åldersgränsen för alkohol och kvittera ut försändelsen.',
    ],
    digitalOnlyNote: 'Finns endast som digitalt presentkort, som levereras via e-post inom en timme.',
    physicalOnlyNote: 'Finns endast som fysiskt kort, som skickas med posten i ett presentkuvert.',
    categoryKeywords: {
      restaurants: 'presentkort restaurang',
      'spa-and-wellness': 'presentkort spa',
      fashion: 'presentkort kläder',
      'home-and-garden': 'presentkort inredning',
      experiences: 'upplevelsepresent',
      'books-and-music': 'presentkort bokhandel',
      beauty: 'presentkort skönhet',
      'sport-and-outdoors': 'presentkort sport',
      'cinema-and-entertainment': 'presentkort nöje',
      'travel-and-hotels': 'presentkort resa',
      'food-and-drink': 'presentkort mat',
      'kids-and-toys': 'presentkort barn',
      gaming: 'presentkort spel',
      tech: 'presentkort teknik',
    },
    variationTitles: { DIGITAL: 'Via e-post', PHYSICAL: 'Med posten' },
  },
};
