import type { SeedBlogPost } from '../types';

export const cbBlogPosts: SeedBlogPost[] = [
  {
    slug: 'sinterklaas-cadeautips',
    title: 'Sinterklaas: 7 cadeautips voor in de schoen en de surprise',
    excerpt: 'Lootje getrokken en geen idee? Met deze tips ben je in een handomdraai klaar voor pakjesavond.',
    author: 'Sanne de Vries',
    publishedAt: '2025-11-11',
    tags: ['sinterklaas', 'cadeautips', 'surprise'],
    body: `Het is weer die tijd van het jaar: de lootjes zijn getrokken, de pepernoten liggen in de winkel en de eerste schoenen staan bij de kachel. Maar wat geef je als je eigenlijk geen idee hebt?

## 1. Een boekenbon in een boek-surprise
Knutsel een enorm boek van karton en verstop de bon tussen de pagina’s. Schrijf er een gedicht bij over de leesgewoontes van de ontvanger.

## 2. Een bioscoopbon met popcorn
Combineer een bioscoopbon met een zak zelfgemaakte popcorn. Simpel, maar altijd raak.

## 3. Chocoladeletter plus bon
Een chocoladeletter met een bon van de chocolaterie: dubbel genieten.

## 4. Een uitje voor twee
Een escaperoom of kookworkshop is een cadeau waar je samen van geniet.

## 5. Voor de sportieveling
Een bon voor de klimhal of het trampolinepark, verstopt in een zelfgemaakte sportschoen.

## 6. Voor de twijfelaar
De Keuze Cadeaukaart laat de ontvanger zelf kiezen uit de hele collectie.

## 7. Last minute
Vergeten? Een digitale cadeaubon zit binnen een uur in de mailbox, ook op 5 december zelf. Kies het Sinterklaas-e-maildesign voor de juiste sfeer.`,
  },
  {
    slug: 'relatiegeschenk-kiezen',
    title: 'Zo kies je het perfecte relatiegeschenk',
    excerpt: 'Budget, btw, bezorging en de persoonlijke touch: een praktische gids voor zakelijke cadeaus.',
    author: 'Bram Hendriks',
    publishedAt: '2025-09-23',
    tags: ['zakelijk', 'relatiegeschenk', 'personeel'],
    body: `Medewerkers en relaties bedanken is een van de leukste onderdelen van ondernemen, maar ook een van de lastigste. Hoe kies je iets dat iedereen waardeert?

## Begin bij de aanleiding
Een kerstgeschenk voor het hele bedrijf vraagt om iets breeds, zoals de Keuze Cadeaukaart. Een beloning na een geslaagd project kan juist een restaurantbon zijn, zodat het team samen kan vieren.

## Bepaal een budget
Cadeaubonnen zijn btw-vrij, dus de waarde die je betaalt is precies wat je collega’s ontvangen. Eén bon heeft een maximale waarde van € 150; hogere bedragen verdelen we automatisch over meerdere bonnen.

## Digitaal of fysiek?
Digitale bonnen zijn ideaal voor hybride teams: binnen een uur bezorgd en in te plannen op een vaste datum. Fysieke bonnen kun je persoonlijk uitreiken. Op werkdagen vóór 17:00 besteld, dezelfde dag verstuurd.

## Houd rekening met iedereen
Niet iedereen drinkt alcohol, eet vlees of heeft dezelfde hobby’s. Een bon met veel keuze voorkomt ongemakkelijke momenten.

## Maak het persoonlijk
Een korte boodschap van de directie en een feestelijke hoes maken van een cadeaubon een echt bedankje.

## Houd de administratie simpel
Met een zakelijk account betaal je op factuur met je eigen referentie. Voor grote bestellingen ontvang je binnen een uur een offerte.`,
  },
  {
    slug: 'cadeau-voor-de-juf',
    title: 'Een cadeau voor de juf of meester aan het eind van het schooljaar',
    excerpt: 'Geen mok of kaars, maar een cadeau waar de juf of meester echt iets aan heeft.',
    author: 'Sanne de Vries',
    publishedAt: '2026-06-16',
    tags: ['bedankt', 'juf', 'schooljaar'],
    body: `Aan het eind van het schooljaar willen veel ouders de juf of meester bedanken. Maar vraag het een leerkracht en je hoort vaak: nog een mok hoeft echt niet.

## Samen met de klas
Veel klassenouders zamelen een klein bedrag per gezin in en kopen één grotere bon. Kies een eigen bedrag en voeg een boodschap toe namens alle kinderen.

## Kleine verwenmomentjes
Een bon voor de koffiebranderij of de bakker is perfect voor een traktatie op weg naar school. Een boekenbon is altijd populair, en wordt vaak besteed aan de klassenbibliotheek.

## Iets voor de zomervakantie
Een wellnessbon geeft de leerkracht de kans om echt te ontspannen in de vakantie. Een tuincentrumbon is ideaal voor de groene vingers in de lerarenkamer.

## Vergeet de onderwijsassistenten niet
Ook een kleine bon van € 10 is een mooie manier om hen te bedanken.

## Op tijd
Fysieke bonnen die op werkdagen vóór 17:00 uur zijn besteld, versturen we dezelfde dag. Laat? Kies dan een digitale bon, binnen een uur bezorgd.`,
  },
  {
    slug: 'digitale-of-fysieke-cadeaubon',
    title: 'Digitale of fysieke cadeaubon: wat kies je?',
    excerpt: 'Beide hebben voordelen. We vergelijken bezorging, presentatie en veiligheid.',
    author: 'Bram Hendriks',
    publishedAt: '2025-08-19',
    tags: ['digitale cadeaubon', 'bezorging', 'hoe werkt het'],
    body: `Bijna elke bon in ons assortiment is verkrijgbaar als digitale bon, als fysieke bon of allebei. Wat past het beste bij jouw cadeau?

## Digitale cadeaubonnen
- **Snel**: binnen een uur per e-mail bezorgd.
- **In te plannen**: kies zelf datum en tijdstip.
- **Overal ter wereld**: ideaal voor familie en vrienden in het buitenland.

## Fysieke cadeaubonnen
- **Iets om uit te pakken**: een bon in een hoes of cadeaudoos voelt als een echt cadeau.
- **Dezelfde dag verstuurd**: op werkdagen vóór 17:00 uur besteld.
- **Volgende dag bezorgd**: brievenbuspost van dinsdag tot en met zaterdag.
- **Veilig**: bestellingen boven € 300 gaan aangetekend.

## En de veiligheid?
Beide varianten hebben een uniek kaartnummer en een pincode. Behandel ze als contant geld: wie nummer en pincode heeft, kan het saldo besteden.

## Ons advies
Telt het moment meer dan de presentatie, kies dan digitaal. Wil je iets om uit te pakken, kies dan fysiek en voeg een hoes of cadeaudoos toe.`,
  },
  {
    slug: 'moederdag-cadeau-ideeen',
    title: 'Moederdag: cadeau-ideeën voor elke moeder',
    excerpt: 'Moederdag valt op zondag 10 mei 2026. Van high tea tot een dagje sauna: onze favoriete ideeën.',
    author: 'Lotte Bakker',
    publishedAt: '2026-04-21',
    tags: ['moederdag', 'cadeautips'],
    body: `Moederdag valt dit jaar op zondag 10 mei 2026. Tijd om iets te vinden waar zij echt blij van wordt.

## Voor de moeder die nooit stilzit
Geef haar een dag rust met een bon voor de thermen of een massage.

## Voor de gezelligheidsmens
Een high tea of lunch voor twee, zodat jullie samen tijd doorbrengen.

## Voor de tuinliefhebber
Een bon voor het tuincentrum of de bloemist, precies op tijd voor het nieuwe tuinseizoen.

## Voor de lezer
Een boekenbon met een briefje over jouw favoriete roman.

## Op tijd bezorgd
Bestel fysieke bonnen uiterlijk vrijdag vóór 17:00 uur voor bezorging op zaterdag. Een digitale bon kun je op zondagochtend zelf laten aankomen, precies bij het ontbijt op bed.`,
  },
];
