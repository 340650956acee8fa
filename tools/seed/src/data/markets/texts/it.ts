/** The Italian texts of a generated store. */
import type { MarketTexts } from './types';

export const it: MarketTexts = {
  language: 'it',
  moreThan: 'oltre {count}',
  choiceCard: 'Carta Regalo Choice',
  // With the preposition, as the sentences use them: 'ristoranti ed esperienze {country}' → '… in Italia', '… nel Regno Unito'.
  countries: {
    AT: 'in Austria', AU: 'in Australia', BE: 'in Belgio', BR: 'in Brasile', CA: 'in Canada', CH: 'in Svizzera', DE: 'in Germania',
    DK: 'in Danimarca', ES: 'in Spagna', FR: 'in Francia', GB: 'nel Regno Unito', IE: 'in Irlanda', IT: 'in Italia', MX: 'in Messico',
    NL: 'nei Paesi Bassi', NO: 'in Norvegia', NZ: 'in Nuova Zelanda', PL: 'in Polonia', PT: 'in Portogallo', SE: 'in Svezia',
    US: 'negli Stati Uniti', AE: 'negli Emirati Arabi Uniti',
  },
  menus: {
    footerTitle: 'Piè di pagina',
    businessTitle: 'Aziende',
    customerService: 'Servizio clienti',
    helpdesk: 'Centro assistenza',
    contactUs: 'Contattaci',
    checkBalance: 'Verifica saldo',
    delivery: 'Spedizione e consegna',
    cancellationPolicy: 'Diritto di recesso',
    giftCards: 'Carte regalo',
    allGiftCards: 'Tutte le carte regalo',
    restaurants: 'Ristoranti',
    spaAndWellness: 'Spa & Benessere',
    experiences: 'Esperienze',
    occasions: 'Occasioni',
    aboutUs: 'Chi siamo',
    generalTerms: 'Condizioni generali',
    privacy: 'Privacy',
    cookieStatement: 'Informativa sui cookie',
    business: 'Aziende',
    businessGiftCards: 'Carte regalo aziendali',
    requestQuote: 'Richiedi un preventivo',
    businessGifts: 'Regali aziendali',
  },
  homeBlocks: {
    hero: { title: 'La carta regalo per ogni occasione', description: 'Scegli tra {more} carte regalo, oppure lascia la scelta a chi la riceve con la Carta Regalo Choice.' },
    businessHero: { title: 'Regali aziendali, pronti in pochi minuti', description: 'Paghi con fattura, consegni a tutto il team e ricevi un preventivo entro un giorno lavorativo.' },
    choiceDescription: 'Non sai cosa scegliere? Sceglie chi la riceve, tra {more} marchi.',
    business: { title: 'Per le aziende', description: 'Premia i dipendenti e ringrazia i clienti con un solo ordine.' },
    occasions: { title: 'Trova l’occasione giusta', description: 'Compleanni, matrimoni, ringraziamenti e molto altro: idee regalo per ogni momento.' },
    spotlightDescription: 'Una delle carte regalo più scelte del mese.',
    delivery: { title: 'In digitale entro un’ora', description: 'Le carte digitali arrivano via e-mail entro un’ora; quelle fisiche vengono spedite per posta.' },
    businessGift: { title: 'Il regalo aziendale sempre azzeccato', description: 'Una carta per ogni dipendente, cliente e fornitore, con pagamento tramite fattura.' },
    personalTouch: { title: 'Aggiungi un tocco personale', description: 'Completa ogni carta con una confezione e un messaggio personalizzato.' },
    searchHighlight: { title: 'Lascia scegliere a loro', description: 'La Carta Regalo Choice: {more} marchi in un’unica carta.' },
  },
  searchTerms: {
    restaurants: 'Ristoranti',
    spa: { title: 'Giornata in spa', query: 'spa' },
    hotel: { title: 'Hotel', query: 'hotel' },
    books: { title: 'Libri', query: 'libri' },
    experiences: 'Esperienze',
    choiceQuery: 'choice',
  },
  redeemPages: {
    choiceCard: {
      title: 'Come usare la tua Carta Regalo Choice',
      intro: 'Una sola carta, tante carte regalo tra cui scegliere: ecco come trasformare il tuo saldo nella carta regalo che desideri.',
      body: [
        'Verifica il saldo con il numero di carta di 19 cifre e il PIN di 6 cifre che trovi sulla carta o nell’e-mail.',
        'Scegli una o più carte regalo oppure una donazione. Puoi usare tutto il saldo in una volta o tenerne una parte per dopo.',
        'Il saldo non basta? Aggiungi un’altra carta oppure paga la differenza online al momento del pagamento.',
        'Le nuove carte regalo arrivano via e-mail in pochi minuti, oppure per posta in pochi giorni lavorativi.',
      ],
    },
    teamThankYou: {
      title: '{business}: grazie di cuore',
      intro: 'Un ringraziamento da {business}: usa la tua carta per una delle carte regalo scelte per il tuo team.',
      body: [
        '{business} ha selezionato queste carte regalo per i suoi collaboratori. Verifica il saldo, scegli una carta e indicaci dove inviarla.',
        'Gli ordini effettuati in questo shop sono intestati a {business}: al momento del pagamento inserisci i dati dell’azienda.',
      ],
    },
    businessName: '{surname} Logistica',
  },
  testimonials: [
    [5, 'Ho ordinato a pranzo una carta regalo via e-mail per il compleanno di mia sorella e dopo pochi minuti era già nella sua casella di posta.'],
    [5, 'Avevo una carta dimenticata in un cassetto: ho controllato il saldo e l’ho usata per una carta di un ristorante. Due minuti in tutto.'],
    [4, 'La carta è arrivata per posta due giorni dopo l’ordine, confezionata molto bene. Mi sarebbe piaciuta qualche busta regalo in più tra cui scegliere.'],
    [5, 'Ho mandato una carta a cinque colleghi, ognuno al proprio indirizzo e-mail, con un solo ordine. Semplicissimo.'],
    [5, 'Ai miei genitori abbiamo regalato la Carta Regalo Choice e loro ci hanno preso un soggiorno in hotel. Molto meglio che tirare a indovinare!'],
    [3, 'Bella scelta di negozi, però la carta fisica è arrivata con un giorno di ritardo rispetto a quanto mi aspettavo.'],
    [5, 'Ho programmato l’e-mail per la mattina del nostro anniversario ed è arrivata puntualissima.'],
    [4, 'Il servizio clienti ha risposto in giornata alla mia domanda sull’indirizzo di consegna. Gentili e veloci.'],
    [5, 'Il messaggio personalizzato stampato sul biglietto l’ha resa un vero regalo, non solo una carta.'],
    [4, 'Abbiamo pagato le carte regalo per i dipendenti con fattura: il giorno dopo tutto il team le aveva già ricevute.'],
    [5, 'Con il saldo rimasto sulla mia carta ne ho presa una seconda più piccola. Non è andato sprecato niente.'],
  ],
  extras: {
    classicWallet: { title: 'Busta porta carta classica', description: 'Una busta pieghevole robusta, blu notte con bordo in lamina dorata. La carta regalo si inserisce perfettamente all’interno.' },
    celebrationWallet: { title: 'Busta porta carta festa', description: 'Una busta allegra con stampa di coriandoli e stelle filanti, perfetta per compleanni e congratulazioni.' },
    luxuryWallet: { title: 'Busta porta carta deluxe', description: 'Una busta in cartoncino riciclato goffrato con chiusura a nastro, pensata per essere conservata anche dopo aver usato la carta.' },
    confettiDesign: { title: 'E-mail con coriandoli', description: 'La carta digitale arriva in un’e-mail con una pioggia di coriandoli.' },
    balloonsDesign: { title: 'E-mail con palloncini', description: 'La carta digitale arriva in un’e-mail con palloncini colorati.' },
    giftBox: { title: 'Scatola regalo', description: 'La carta e la sua busta in una scatola regalo rigida con carta velina.' },
    personalMessage: { title: 'Messaggio personalizzato', description: 'Le tue parole, stampate su un biglietto che accompagna la carta regalo.' },
  },
  pages: {
    home: {
      title: 'Carte regalo per ogni occasione',
      metaDescription: 'Acquista carte regalo di {more} negozi, ristoranti ed esperienze {country}, oppure lascia scegliere a chi le riceve con la Carta Regalo Choice.',
      keywords: ['carte regalo', 'buoni regalo', 'carta regalo choice', 'carte regalo digitali', 'regali aziendali'],
      body: `# Carte regalo per ogni occasione

Scegli tra {more} carte regalo per ristoranti, giornate in spa, negozi ed esperienze {country}, oppure regala la Carta Regalo Choice e lascia che sia chi la riceve a scegliere. Le carte digitali arrivano via e-mail entro un’ora; quelle fisiche vengono spedite per posta.`,
    },
    terms: {
      title: 'Condizioni generali di vendita',
      metaDescription: 'Le condizioni che si applicano a ogni ordine di carte regalo, carte donazione ed extra su {name}.',
      keywords: ['condizioni', 'termini e condizioni', 'condizioni generali di vendita'],
      body: `# Condizioni generali di vendita

Le presenti condizioni si applicano a ogni offerta di {name} ("noi") e a ogni ordine effettuato presso di noi. Ti invitiamo a leggerle prima di ordinare: effettuando un ordine le accetti.

## 1. Carte regalo
1. Una carta regalo è una carta digitale o fisica con un valore monetario che può essere spesa presso il marchio indicato sulla carta oppure, nel caso della Carta Regalo Choice, convertita in una o più altre carte regalo del nostro assortimento.
2. Le carte regalo sono disponibili con valori nominali compresi tra {minAmount} e {maxAmount}. I valori disponibili per ciascuna carta sono indicati nella relativa pagina.
3. Ogni carta riporta la propria validità; il saldo può essere verificato in qualsiasi momento nella pagina di verifica del saldo.

## 2. Ordini e pagamento
1. L’ordine diventa vincolante al momento del pagamento. Riceverai una conferma via e-mail con il numero d’ordine.
2. Possiamo rifiutare o annullare un ordine in caso di sospetta frode; l’eventuale importo pagato viene in tal caso rimborsato integralmente.
3. I clienti aziendali possono pagare con fattura, previa approvazione.

## 3. Consegna
1. Le carte regalo digitali vengono inviate via e-mail, di norma entro un’ora dal pagamento.
2. Le carte regalo fisiche vengono spedite per posta all’indirizzo indicato al momento dell’ordine.

## 4. Responsabilità
Le carte regalo non sono convertibili in denaro, salvo nei casi previsti dalla legge. Non siamo responsabili di una carta smarrita o condivisa con altri dopo la consegna.`,
    },
    privacy: {
      title: 'Informativa sulla privacy',
      metaDescription: 'Come {name} raccoglie, utilizza e protegge i tuoi dati personali quando ordini e utilizzi carte regalo.',
      keywords: ['privacy', 'dati personali', 'protezione dei dati'],
      body: `# Informativa sulla privacy

{name} tratta i tuoi dati personali con la massima cura. Questa informativa spiega quali dati trattiamo, per quali finalità e per quanto tempo li conserviamo.

## Quali dati trattiamo
- Il tuo nome, il tuo indirizzo e-mail e, per le carte fisiche, l’indirizzo di consegna.
- Il nome e l’indirizzo e-mail del destinatario, per potergli consegnare la carta.
- I dati dell’ordine e del pagamento, che conserviamo per il periodo previsto dalla legge.

## Perché
Utilizziamo questi dati per evadere il tuo ordine, rispondere alle tue domande e, solo se ci dai il consenso, inviarti la nostra newsletter.

## I tuoi diritti
Puoi chiedere in qualsiasi momento di accedere ai tuoi dati, di rettificarli o di cancellarli scrivendo a {serviceEmail}.`,
    },
    cancellation: {
      title: 'Diritto di recesso',
      metaDescription: 'Quando e come puoi annullare un ordine di carte regalo e come avviene il rimborso.',
      keywords: ['recesso', 'rimborso', 'annullamento ordine'],
      body: `# Diritto di recesso

Puoi recedere da un ordine entro 14 giorni dal ricevimento, a condizione che la carta regalo non sia stata utilizzata.

## Come esercitare il recesso
Invia il numero d’ordine e il numero della carta a {serviceEmail}. Bloccheremo la carta e ti rimborseremo l’importo pagato entro 14 giorni, con lo stesso metodo di pagamento usato per l’ordine.

## Eccezioni
Le carte già attivate o utilizzate in parte non possono essere annullate. Le donazioni vengono devolute all’ente benefico e non sono rimborsabili.`,
    },
    delivery: {
      title: 'Spedizione e consegna',
      metaDescription: 'Come e quando vengono consegnate le carte regalo digitali e fisiche.',
      keywords: ['consegna', 'spedizione', 'posta', 'e-mail'],
      body: `# Spedizione e consegna

## Carte regalo digitali
Le carte digitali vengono inviate via e-mail, di norma entro un’ora dal pagamento. Puoi scegliere una data di consegna fino a tre mesi in anticipo.

## Carte regalo fisiche
Le carte fisiche vengono spedite per posta in una busta regalo, con la confezione e gli extra che hai scelto. Gli ordini pagati in un giorno lavorativo entro le 17:00 partono il giorno stesso e di solito arrivano in due o tre giorni lavorativi, ovunque {country}.`,
    },
    cookies: {
      title: 'Informativa sui cookie',
      metaDescription: 'Quali cookie utilizza {name}, per quale motivo e come modificare le tue preferenze.',
      keywords: ['cookie', 'informativa sui cookie'],
      body: `# Informativa sui cookie

Utilizziamo cookie tecnici per ricordare il contenuto del tuo carrello e le tue impostazioni e, solo con il tuo consenso, cookie analitici per capire come viene utilizzato lo shop.

Puoi modificare le tue preferenze in qualsiasi momento tramite il link alle impostazioni dei cookie in fondo a ogni pagina.`,
    },
    about: {
      title: 'Chi è {name}',
      metaDescription: '{name} riunisce {more} carte regalo e la Carta Regalo Choice in un unico posto.',
      keywords: ['chi siamo', 'negozio di carte regalo'],
      body: `# Chi è {name}

{name} è il negozio di carte regalo di riferimento {country}: {more} carte per ristoranti, negozi, giornate in spa ed esperienze, più la Carta Regalo Choice per chi preferisce scegliere da sé. Consegniamo le carte digitali via e-mail e quelle fisiche per posta, sia ai privati sia alle aziende.`,
    },
    helpdesk: {
      title: 'Centro assistenza: domande frequenti',
      metaDescription: 'Le risposte alle domande più frequenti su come ordinare, ricevere, verificare e utilizzare le carte regalo di {name}.',
      keywords: ['aiuto', 'domande frequenti', 'assistenza', 'servizio clienti'],
      body: `# Centro assistenza

Non trovi quello che cerchi? Il nostro [servizio clienti]({contactPath}) è a tua disposizione nei giorni lavorativi.

## Come ordino una carta regalo?
Scegli una carta regalo, seleziona la consegna digitale o fisica e l’importo, poi aggiungila al carrello. Nel carrello puoi aggiungere una confezione e un messaggio personalizzato prima di procedere al pagamento.

## Come verifico il saldo?
Inserisci il numero della carta e il PIN nella pagina [verifica saldo]({balancePath}).

## Posso convertire la mia Carta Regalo Choice?
Sì: verifica il saldo e scegli una o più carte regalo nella sezione dedicata al riscatto.`,
    },
    contact: {
      title: 'Contattaci',
      metaDescription: 'Contatta il servizio clienti di {name} via e-mail o tramite il modulo di contatto.',
      keywords: ['contatti', 'servizio clienti', 'e-mail'],
      body: `# Contattaci

Hai domande su un ordine, una carta o una consegna? Usa il modulo in questa pagina oppure scrivi a {serviceEmail}: ti rispondiamo entro un giorno lavorativo. Tieni a portata di mano il numero d’ordine.`,
    },
    business: {
      title: 'Carte regalo per le aziende',
      metaDescription: 'Carte regalo per dipendenti e clienti: pagamento con fattura, consegna a tutto il team e preventivo entro un giorno lavorativo.',
      keywords: ['carte regalo aziendali', 'regali aziendali', 'regali per dipendenti'],
      body: `# Carte regalo per le aziende

Ringrazia il tuo team, premia i clienti o organizza un programma incentive con le carte regalo di {more} marchi, oppure con la Carta Regalo Choice, che lascia a ciascuno la libertà di scegliere.

## Perché le aziende scelgono {name}
- Un solo ordine per tanti destinatari, ognuno via e-mail o per posta.
- Pagamento con fattura, previa approvazione.
- Un account manager dedicato per gli ordini più consistenti.

[Richiedi un preventivo]({quotePath}) e ti ricontatteremo entro un giorno lavorativo.`,
    },
    businessQuote: {
      title: 'Richiedi un preventivo',
      metaDescription: 'Raccontaci di cosa hai bisogno e ricevi un preventivo per carte regalo aziendali entro un giorno lavorativo.',
      keywords: ['preventivo', 'ordine aziendale'],
      body: `# Richiedi un preventivo

Indicaci quante carte ti servono, di quale valore e quando devono arrivare. Ti inviamo un preventivo entro un giorno lavorativo e possiamo consegnare separatamente a ogni destinatario.`,
    },
  },
  house: {
    choiceDescription: 'Non sai cosa scegliere? Con la Carta Regalo Choice è chi la riceve a scegliere tra {more} carte regalo: dai ristoranti alle giornate in spa, dalla moda ai libri, fino alle esperienze. Il saldo si può anche suddividere su più carte. Disponibile come carta digitale, consegnata entro un’ora, oppure come carta fisica in una busta regalo.',
    choiceKeywords: ['carta regalo choice', 'carta choice', 'carta regalo multimarca', 'regalo aziendale'],
    greenCorridors: {
      name: 'Fondazione Corridoi Verdi',
      about: 'Informazioni sulla Fondazione Corridoi Verdi',
      title: 'Donazione alla Fondazione Corridoi Verdi',
      description: 'La Fondazione Corridoi Verdi pianta siepi e alberi che collegano parchi e riserve naturali, così che uccelli, api e piccoli mammiferi possano spostarsi dall’uno all’altro. Chi riceve il regalo ottiene un biglietto che spiega a cosa serve la donazione.',
      keywords: ['donazione', 'regalo solidale', 'natura', 'ambiente'],
    },
    warmMeals: {
      name: 'Associazione Pasto Caldo',
      about: 'Informazioni sull’Associazione Pasto Caldo',
      title: 'Donazione all’Associazione Pasto Caldo',
      description: 'L’Associazione Pasto Caldo offre piatti caldi e pranzi al sacco a chi non può permetterseli, attraverso cucine di quartiere gestite da volontari. La tua donazione viene devoluta per intero.',
      keywords: ['donazione', 'regalo solidale', 'banco alimentare', 'natale solidale'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        '{name} propone piatti di stagione nel cuore di {city}, con una carta dei vini scelta personalmente dai titolari.',
        'Un punto di riferimento del quartiere a {city}: {name} è noto per i piatti abbondanti, il servizio cordiale e una terrazza che si riempie nelle sere d’estate.',
        '{name} cucina con i prodotti delle aziende agricole della zona, con un menù pranzo a prezzo fisso nei giorni feriali e una carta più ampia a cena.',
      ],
      'spa-and-wellness': [
        '{name} a {city} offre massaggi, trattamenti viso e una sauna con un’area relax tranquilla.',
        'Ingressi giornalieri, trattamenti e pacchetti di coppia: {name} è un’oasi di pace a pochi minuti dal centro di {city}.',
        '{name} dedica tempo a ogni ospite, dal singolo trattamento a un’intera giornata di relax.',
      ],
      fashion: [
        '{name} presenta nuove collezioni ogni stagione, con i consigli di uno staff che conosce ogni capo del negozio.',
        'Marchi indipendenti e capi senza tempo: {name} ha un negozio a {city} e uno shop online che consegna ovunque {country}.',
        '{name} è un’attività di famiglia a {city}, conosciuta per abbigliamento, scarpe e accessori di qualità.',
      ],
      'home-and-garden': [
        '{name} ha tutto per la casa e il giardino, in negozio a {city} e online.',
        'Da una semplice pianta a un nuovo tavolo da pranzo: {name} aiuta i clienti a rendere la casa davvero propria.',
        '{name} propone creazioni di artigiani indipendenti accanto agli oggetti di tutti i giorni che non possono mancare in casa.',
      ],
      experiences: [
        '{name} organizza attività a {city} e dintorni, per gruppi, coppie e chiunque abbia voglia di provare qualcosa di nuovo.',
        'Un pomeriggio da ricordare: {name} propone attività prenotabili online nella data che preferisci.',
        '{name} accoglie principianti e appassionati, con tutto il necessario per la giornata già incluso.',
      ],
      'books-and-music': [
        '{name} è una libreria indipendente a {city}, con librai sempre felici di consigliare i loro titoli preferiti.',
        'Da anni lettori e appassionati di musica si incontrano da {name}, tra novità, grandi classici e serate a tema.',
        '{name} offre un assortimento curato e ordina qualsiasi titolo non disponibile sugli scaffali.',
      ],
      beauty: [
        '{name} offre trattamenti e prodotti in un salone accogliente a {city}.',
        'Cura della pelle, capelli e unghie: da {name} il team si prende il tempo di consigliarti prima di ogni trattamento.',
        '{name} lavora con marchi affermati e piccoli produttori, in negozio e online.',
      ],
      'sport-and-outdoors': [
        '{name} equipaggia runner, ciclisti, escursionisti e arrampicatori con attrezzatura che dura nel tempo, e insegna loro a usarla.',
        'Corsi, ingressi giornalieri e attrezzatura: {name} è il posto giusto a {city} per provare qualcosa di nuovo.',
        'Da {name} lo staff pratica gli sport di cui vende l’attrezzatura, e i consigli sono all’altezza.',
      ],
      'cinema-and-entertainment': [
        '{name} è una meta amata per le serate a {city}, con un programma quasi ogni sera.',
        'Grande schermo, piste da bowling o palcoscenico: {name} è fatto per le serate con amici e famiglia.',
        '{name} ha un bar con snack e bevande, così la serata può iniziare presto e finire tardi.',
      ],
      'travel-and-hotels': [
        '{name} offre camere confortevoli, un ristorante di cucina regionale e passeggiate che partono direttamente dalla porta.',
        'Una breve fuga da {name}: camere con vista, una colazione abbondante e pacchetti con cena inclusa.',
        '{name} accoglie ospiti tutto l’anno, dai weekend fuori porta alle vacanze più lunghe in famiglia.',
      ],
      'food-and-drink': [
        '{name} è una bottega gastronomica a {city}, gestita da persone che conoscono ogni prodotto sugli scaffali.',
        'Dalle golosità di tutti i giorni ai regali per buongustai: {name} prepara confezioni regalo con prodotti di piccoli produttori.',
        '{name} fa parte del quartiere di {city} da anni, con degustazioni e specialità di stagione.',
      ],
      'kids-and-toys': [
        '{name} ha qualcosa per bambini di tutte le età, con un angolo dove provare i giochi.',
        'Giocattoli, giochi e feste: {name} a {city} tiene occupati i più piccoli nelle giornate di pioggia.',
        '{name} seleziona giocattoli resistenti, kit creativi e giochi all’aperto.',
      ],
      gaming: [
        '{name} vende videogiochi e accessori, nuovi e usati, e organizza tornei ogni settimana.',
        'Console, grandi classici e realtà virtuale: {name} a {city} è il posto ideale per passare un pomeriggio a giocare.',
        '{name} ha postazioni per giocare in negozio e uno staff che conosce ogni nuova uscita.',
      ],
      tech: [
        '{name} vende smartphone, computer portatili, audio e dispositivi smart home, e li ripara nel proprio centro assistenza.',
        'Fotocamere, cuffie e accessori con consigli sinceri: {name} ha un negozio a {city} e consegna ovunque {country}.',
        '{name} aiuta i clienti a configurare i nuovi dispositivi e ritira quelli vecchi in permuta.',
      ],
    },
    keywords: {
      restaurants: ['ristorante', 'cena', 'pranzo'],
      'spa-and-wellness': ['spa', 'massaggio', 'sauna'],
      fashion: ['abbigliamento', 'scarpe', 'moda'],
      'home-and-garden': ['arredamento', 'giardino', 'casa'],
      experiences: ['esperienza', 'gita', 'attività'],
      'books-and-music': ['libri', 'musica', 'vinili'],
      beauty: ['parrucchiere', 'cura della pelle', 'centro estetico'],
      'sport-and-outdoors': ['sport', 'outdoor', 'ciclismo'],
      'cinema-and-entertainment': ['cinema', 'bowling', 'teatro'],
      'travel-and-hotels': ['hotel', 'weekend', 'fuga romantica'],
      'food-and-drink': ['panetteria', 'vino', 'gastronomia'],
      'kids-and-toys': ['giocattoli', 'bambini', 'giochi'],
      gaming: ['videogiochi', 'console', 'gaming'],
      tech: ['elettronica', 'smartphone', 'cuffie'],
    },
  },
  categories: {
    restaurants: {
      title: 'Ristoranti',
      description: 'Dalle trattorie di quartiere alle bracerie e ai sushi bar: carte regalo per una cena come si deve, accettate in centinaia di locali {country}.',
    },
    'spa-and-wellness': {
      title: 'Spa & Benessere',
      description: 'Giornate in spa, massaggi, saune e lezioni di yoga. Regala il lusso più raro di tutti: qualche ora di pace e tranquillità.',
    },
    fashion: {
      title: 'Moda',
      description: 'Carte regalo per abbigliamento, scarpe, gioielli e accessori, dalle boutique indipendenti ai marchi più amati.',
    },
    'home-and-garden': {
      title: 'Casa & Giardino',
      description: 'Arredamento, articoli da cucina, piante e garden center. Perfette per chi ha appena traslocato, per gli appassionati di giardinaggio e per chi ama un salotto accogliente.',
    },
    experiences: {
      title: 'Esperienze',
      description: 'Voli in mongolfiera, corsi di cucina, escape room e gite fuori porta. Carte regalo per collezionare ricordi, non oggetti.',
    },
    'books-and-music': {
      title: 'Libri & Musica',
      description: 'Librerie, negozi di dischi, audiolibri e lezioni di musica: carte regalo per lettori, ascoltatori e musicisti di tutte le età.',
    },
    beauty: {
      title: 'Bellezza',
      description: 'Cura della pelle, profumi, saloni e barbieri. Lascia che si coccolino come preferiscono, da una nuova fragranza a un taglio nuovo.',
    },
    'sport-and-outdoors': {
      title: 'Sport & Outdoor',
      description: 'Attrezzatura outdoor, biciclette, palestre di arrampicata e golf. Carte regalo per runner, escursionisti, ciclisti e avventurieri del weekend.',
    },
    'cinema-and-entertainment': {
      title: 'Cinema & Intrattenimento',
      description: 'Biglietti del cinema, spettacoli teatrali, serate di cabaret, bowling e musica dal vivo. Una serata fuori, racchiusa in un’unica carta.',
    },
    'travel-and-hotels': {
      title: 'Viaggi & Hotel',
      description: 'Soggiorni in hotel, case vacanza, glamping e weekend nelle città d’arte {country}. Il regalo di staccare la spina.',
    },
    'food-and-drink': {
      title: 'Enogastronomia',
      description: 'Formaggerie, torrefazioni, cioccolaterie, enoteche e spacci agricoli. Carte regalo per chi ama la buona tavola.',
    },
    'kids-and-toys': {
      title: 'Bambini & Giocattoli',
      description: 'Negozi di giocattoli, libri per bambini, abbigliamento per neonati, aree gioco e trampoline park. Carte regalo che mettono la scelta nelle mani dei più piccoli.',
    },
    gaming: {
      title: 'Videogiochi',
      description: 'Negozi di videogiochi, credito per store digitali, ludocaffè e sale VR, per chi gioca su console, PC o da tavolo.',
    },
    tech: {
      title: 'Tecnologia',
      description: 'Smartphone, fotocamere, hi-fi, dispositivi smart home e credito per app. Carte regalo per gli amanti della tecnologia e delle ultime novità.',
    },
    'business-gifts': {
      title: 'Regali aziendali',
      description: 'Carte regalo adatte a ogni dipendente, cliente e fornitore, compresa la Carta Regalo Choice e confezioni di carte neutre.',
    },
    charity: {
      title: 'Beneficenza & Donazioni',
      description: 'Regala una donazione invece di un oggetto: è chi la riceve a scegliere quale causa sostenere.',
    },
  },
  occasions: {
    birthday: {
      title: 'Compleanno',
      heroTitle: 'Carte regalo di compleanno che verranno davvero usate',
      description: 'Che compia 8 o 80 anni, con una carta regalo di compleanno sceglierà esattamente ciò che desidera. Scegli il suo ristorante preferito, una giornata in spa o la Carta Regalo Choice e aggiungi un messaggio personalizzato.',
    },
    'thank-you': {
      title: 'Grazie',
      heroTitle: 'Di’ grazie con una carta regalo',
      description: 'Per il vicino che ha dato da mangiare al gatto, il collega che ti ha coperto il turno o l’insegnante che ha fatto più del dovuto. Una piccola carta regalo dice un grande grazie.',
    },
    wedding: {
      title: 'Matrimonio',
      heroTitle: 'Carte regalo di nozze per gli sposi',
      description: 'Basta con il doppio tostapane. Aiuta gli sposi ad arredare casa, a organizzare il viaggio di nozze o a godersi la prima cena fuori da marito e moglie.',
    },
    christmas: {
      title: 'Natale',
      heroTitle: 'Carte regalo di Natale per tutti quelli della tua lista',
      description: 'Pensierini, Babbo Natale segreto e regali per i dipendenti, risolti in pochi minuti. Ordina le carte fisiche entro le ultime date di spedizione oppure invia una carta digitale fino alla Vigilia di Natale.',
    },
    anniversary: {
      title: 'Anniversario',
      heroTitle: 'Regali di anniversario per voi due',
      description: 'Festeggia un altro anno insieme con una cena romantica, una notte fuori o un trattamento spa di coppia.',
    },
    'new-baby': {
      title: 'Nascita',
      heroTitle: 'Dai il benvenuto al nuovo arrivato',
      description: 'I neogenitori sanno esattamente cosa manca ancora. Una carta regalo per abbigliamento per neonati, giocattoli o una meritata cena fuori è sempre gradita.',
    },
    'get-well-soon': {
      title: 'Pronta guarigione',
      heroTitle: 'Regali di pronta guarigione per tirare su il morale',
      description: 'Libri da leggere sul divano, una serata in streaming o un massaggio per quando sarà di nuovo in piedi. Invia oggi una carta digitale: arriva entro un’ora.',
    },
    retirement: {
      title: 'Pensione',
      heroTitle: 'Regali di pensionamento per il nuovo capitolo',
      description: 'Golf, giardinaggio, viaggi o la casa vacanza tanto attesa: aiuta un collega a iniziare la pensione con stile. Fate una colletta con tutto il team per un’unica carta.',
    },
    'mothers-day': {
      title: 'Festa della Mamma',
      heroTitle: 'Carte regalo per la Festa della Mamma che adorerà',
      description: 'Un tè pomeridiano, una giornata in spa, fiori freschi o la sua libreria preferita. Rendi speciale la Festa della Mamma, anche se non puoi esserci di persona.',
    },
    'fathers-day': {
      title: 'Festa del Papà',
      heroTitle: 'Regali per la Festa del Papà, altro che calzini',
      description: 'Cene a base di carne, degustazioni di whisky, giri in pista e nuovi attrezzi per il fai da te. Trova la carta giusta per ogni tipo di papà.',
    },
    graduation: {
      title: 'Laurea',
      heroTitle: 'Complimenti per la laurea!',
      description: 'Anni di impegno meritano una vera festa. Dagli una spinta con la tecnologia per il nuovo lavoro, un viaggio o una cena per festeggiare.',
    },
    congratulations: {
      title: 'Congratulazioni',
      heroTitle: 'Carte regalo per ogni traguardo',
      description: 'Nuovo lavoro, casa nuova, patente appena presa o maratona conclusa? Celebra il momento con una carta regalo da spendere in qualcosa che ama.',
    },
    'valentines-day': {
      title: 'San Valentino',
      heroTitle: 'Regali di San Valentino con un tocco personale',
      description: 'Una cena a lume di candela, una serata a teatro o un weekend per due. Aggiungi un messaggio personalizzato e una scatola regalo per renderlo indimenticabile.',
    },
  },
  catalogue: {
    productTitle: 'Carta Regalo {name}',
    productSlugSuffix: '-carta-regalo',
    visitLabel: 'Visita {name}',
    closers: {
      restaurants: [
        'La carta regalo è valida in tutti i locali {name} per cibo e bevande, e l’eventuale saldo residuo resta sulla carta per la prossima volta.',
        'Utilizzabile in tutti i locali {name}, da un pranzo veloce a una lunga cena.',
        'Basta mostrare la carta al momento del conto: copre cibo, bevande e servizio.',
        'Puoi usarla tutta in una volta o in più visite, fino a esaurimento del saldo.',
      ],
      'spa-and-wellness': [
        'Prenota online o per telefono e indica il numero della carta per pagare.',
        'La carta è valida per trattamenti, sessioni e pacchetti giornalieri da {name}.',
        'Puoi usarla per una singola visita o conservarla per un’intera giornata di coccole.',
      ],
      fashion: [
        'La carta si può usare in negozio o online da {name}, per qualsiasi articolo, dalla nuova collezione ai saldi.',
        'Valida in negozio e sul sito di {name}, con la possibilità di suddividere il saldo su più acquisti.',
        'Il saldo si può usare in più acquisti, così non si spreca nulla.',
      ],
      'home-and-garden': [
        'La carta si può usare in negozio e online da {name}, anche per le spese di consegna.',
        'Puoi spenderla per qualsiasi articolo di {name}, in una volta sola o in più visite.',
        'Un regalo pensato per una casa nuova, un matrimonio o semplicemente per fare un pensiero.',
      ],
      experiences: [
        'Chi la riceve prenota la data che preferisce; i weekend più richiesti si riempiono in fretta, quindi conviene prenotare in anticipo.',
        'La carta si può usare per l’intera esperienza oppure per un upgrade, un regalo per un amico o un souvenir.',
        'Un regalo che crea ricordi, non ingombro.',
      ],
      'books-and-music': [
        'La carta si può spendere da {name}, in una volta sola o in più visite.',
        'Lascia che scelga da sé il suo prossimo preferito.',
        'Perfetta per lettori, ascoltatori e musicisti di tutte le età.',
      ],
      beauty: [
        'La carta si può usare per trattamenti o prodotti da {name}.',
        'Il saldo si può usare in più visite, così è facile concedersi più di una coccola.',
        'Lascia che scelga il suo preferito, da un piccolo lusso a un cambio di look completo.',
      ],
      'sport-and-outdoors': [
        'La carta si può usare da {name} per attrezzatura, sessioni, servizi e lezioni.',
        'Che sia alle prime armi o un veterano, potrà scegliere esattamente ciò che gli serve.',
        'Puoi usarla tutta in una volta o in più visite.',
      ],
      'cinema-and-entertainment': [
        'La carta vale sia per i biglietti sia per cibo e bevande.',
        'Lascia che scelga la serata che preferisce.',
        'Una serata fuori già organizzata, quando fa più comodo.',
      ],
      'travel-and-hotels': [
        'La carta si può usare per qualsiasi prenotazione presso {name}, compresi acconti ed extra.',
        'Si possono combinare più carte per una prenotazione più grande, oppure usare il saldo per più di un viaggio.',
        'Prenota online o per telefono e indica il numero della carta al momento del pagamento.',
      ],
      'food-and-drink': [
        'La carta si può spendere da {name}, dalle golosità di tutti i giorni alle occasioni speciali.',
        'Il saldo si può usare in più visite, fino a esaurimento.',
        'Un regalo per chi ama mangiare e bere bene.',
      ],
      'kids-and-toys': [
        'La carta si può spendere da {name}, così sono i più piccoli a scegliere.',
        'Lascia che scelgano da soli il loro regalo, con i grandi a tenere d’occhio il saldo.',
        'Un regalo che rende felici i genitori quanto i bambini.',
      ],
      gaming: [
        'La carta si può spendere da {name}, in una volta sola o in più visite.',
        'Un regalo per gamer di tutte le età.',
        'Lascia che scelga la prossima cosa sulla sua lista dei desideri.',
      ],
      tech: [
        'La carta si può spendere da {name}, in una volta sola o in più acquisti.',
        'Per gli acquisti più importanti la carta si può combinare con un altro metodo di pagamento.',
        'Lascia che scelga il gadget che desidera davvero.',
      ],
    },
    defaultClosers: [
      'La carta si può usare in una volta sola o in più acquisti.',
    ],
    platformClosers: [
      'Trattandosi di una carta piattaforma, chi la riceve riscatta il codice online sulla piattaforma del partner; per le carte di piattaforme terze è previsto un importo massimo per ordine.',
      'La carta viene consegnata come codice da riscattare nell’app o sul sito del partner, dove trovi l’elenco completo dei partner aderenti.',
      'Il codice viene attivato alla consegna e si riscatta sulla piattaforma del partner; l’elenco dei partner aderenti può cambiare nel tempo.',
    ],
    wineClosers: [
      'Poiché questo regalo contiene vino, viene spedito con consegna a firma e può essere ordinato solo da clienti maggiorenni.',
      'Questo regalo include una bottiglia di vino: viene quindi spedito con consegna a firma e la consegna deve essere firmata da una persona maggiorenne.',
    ],
    digitalOnlyNote: 'Disponibile solo come carta regalo digitale, consegnata via e-mail entro un’ora.',
    physicalOnlyNote: 'Disponibile solo come carta fisica, spedita per posta in una busta regalo.',
    categoryKeywords: {
      restaurants: 'carta regalo ristorante',
      'spa-and-wellness': 'buono spa',
      fashion: 'carta regalo moda',
      'home-and-garden': 'carta regalo casa',
      experiences: 'regalo esperienza',
      'books-and-music': 'buono libri',
      beauty: 'carta regalo bellezza',
      'sport-and-outdoors': 'carta regalo sport',
      'cinema-and-entertainment': 'carta regalo intrattenimento',
      'travel-and-hotels': 'buono viaggio',
      'food-and-drink': 'carta regalo enogastronomia',
      'kids-and-toys': 'carta regalo bambini',
      gaming: 'carta regalo videogiochi',
      tech: 'carta regalo tecnologia',
    },
    variationTitles: { DIGITAL: 'Via e-mail', PHYSICAL: 'Per posta' },
  },
};
