/** The French texts of a generated store (France, Belgium, Switzerland, Canada). */
import type { MarketTexts } from './types';

export const fr: MarketTexts = {
  language: 'fr',
  moreThan: 'plus de {count}',
  choiceCard: 'Carte Cadeau Choice',
  // With their preposition: French writes 'en France' but 'au Canada' and 'aux Pays-Bas'; the sentences put {country}
  // where English has 'in/across/around the country'.
  countries: {
    AT: 'en Autriche', AU: 'en Australie', BE: 'en Belgique', BR: 'au Brésil', CA: 'au Canada', CH: 'en Suisse', DE: 'en Allemagne',
    DK: 'au Danemark', ES: 'en Espagne', FR: 'en France', GB: 'au Royaume-Uni', IE: 'en Irlande', IT: 'en Italie', MX: 'au Mexique',
    NL: 'aux Pays-Bas', NO: 'en Norvège', NZ: 'en Nouvelle-Zélande', PL: 'en Pologne', PT: 'au Portugal', SE: 'en Suède',
    US: 'aux États-Unis', AE: 'aux Émirats arabes unis',
  },
  menus: {
    footerTitle: 'Pied de page',
    businessTitle: 'Entreprises',
    customerService: 'Service client',
    helpdesk: 'Centre d’aide',
    contactUs: 'Nous contacter',
    checkBalance: 'Consulter le solde',
    delivery: 'Livraison',
    cancellationPolicy: 'Conditions d’annulation',
    giftCards: 'Cartes cadeaux',
    allGiftCards: 'Toutes les cartes cadeaux',
    restaurants: 'Restaurants',
    spaAndWellness: 'Spa & Bien-être',
    experiences: 'Expériences',
    occasions: 'Occasions',
    aboutUs: 'Qui sommes-nous ?',
    generalTerms: 'Conditions générales',
    privacy: 'Confidentialité',
    cookieStatement: 'Politique relative aux cookies',
    business: 'Entreprises',
    businessGiftCards: 'Cartes cadeaux entreprises',
    requestQuote: 'Demander un devis',
    businessGifts: 'Cadeaux d’entreprise',
  },
  homeBlocks: {
    hero: { title: 'La carte cadeau pour toutes les occasions', description: 'Choisissez parmi {more} cartes cadeaux, ou laissez-leur le choix avec la Carte Cadeau Choice.' },
    businessHero: { title: 'Vos cadeaux d’entreprise réglés en quelques minutes', description: 'Paiement sur facture, livraison à toute l’équipe et devis sous un jour ouvré.' },
    choiceDescription: 'Vous hésitez ? Laissez-les choisir parmi {more} marques.',
    business: { title: 'Pour les entreprises', description: 'Récompensez vos collaborateurs et remerciez vos clients en une seule commande.' },
    occasions: { title: 'Trouvez l’occasion idéale', description: 'Anniversaires, mariages, remerciements et bien plus : des idées cadeaux pour chaque moment.' },
    spotlightDescription: 'L’une des cartes cadeaux les plus choisies ce mois-ci.',
    delivery: { title: 'En numérique, en moins d’une heure', description: 'Les cartes numériques arrivent par e-mail en moins d’une heure ; les cartes physiques sont envoyées par courrier.' },
    businessGift: { title: 'Le cadeau d’entreprise qui plaît à tous', description: 'Une carte pour chaque collaborateur, client et fournisseur, avec paiement sur facture.' },
    personalTouch: { title: 'Ajoutez une touche personnelle', description: 'Ajoutez une pochette et un message personnel à chaque carte.' },
    searchHighlight: { title: 'Laissez-leur le choix', description: 'La Carte Cadeau Choice : {more} marques sur une seule carte.' },
  },
  searchTerms: {
    restaurants: 'Restaurant',
    spa: { title: 'Journée spa', query: 'spa' },
    hotel: { title: 'Hôtel', query: 'hôtel' },
    books: { title: 'Livres', query: 'livres' },
    experiences: 'Expériences',
    choiceQuery: 'choice',
  },
  redeemPages: {
    choiceCard: {
      title: 'Utiliser votre Carte Cadeau Choice',
      intro: 'Une seule carte, un large choix de cartes cadeaux : voici comment transformer votre solde en la carte cadeau de votre choix.',
      body: [
        'Consultez votre solde avec le numéro de carte à 19 chiffres et le code PIN à 6 chiffres indiqués sur votre carte ou dans votre e-mail.',
        'Choisissez une ou plusieurs cartes cadeaux, ou faites un don. Vous pouvez utiliser tout votre solde en une fois ou en garder une partie pour plus tard.',
        'Votre solde ne suffit pas ? Ajoutez une autre carte, ou réglez la différence en ligne au moment du paiement.',
        'Vos nouvelles cartes cadeaux arrivent par e-mail en quelques minutes, ou par courrier sous quelques jours ouvrés.',
      ],
    },
    teamThankYou: {
      title: '{business} vous dit merci',
      intro: 'Un grand merci de la part de {business} : utilisez votre carte pour l’une des cartes cadeaux sélectionnées pour votre équipe.',
      body: [
        '{business} a sélectionné ces cartes cadeaux pour ses collaborateurs. Consultez votre solde, choisissez une carte et indiquez-nous où l’envoyer.',
        'Les commandes passées dans cette boutique le sont au nom de {business} : renseignez les coordonnées de l’entreprise au moment du paiement.',
      ],
    },
    businessName: 'Transports {surname}',
  },
  testimonials: [
    [5, 'Commandée à midi pour l’anniversaire de ma sœur, la carte cadeau par e-mail était dans sa boîte de réception quelques minutes plus tard. Parfait !'],
    [5, 'J’avais complètement oublié une carte au fond d’un tiroir. J’ai vérifié le solde et je l’ai échangée contre une carte restaurant. Deux minutes chrono.'],
    [4, 'Carte reçue par courrier deux jours après la commande, joliment emballée. J’aurais juste aimé un peu plus de choix de pochettes.'],
    [5, 'J’ai envoyé une carte à cinq collègues, chacun à sa propre adresse e-mail, le tout en une seule commande. Vraiment simple.'],
    [5, 'Avec la Carte Cadeau Choice qu’on leur a offerte, mes parents se sont choisi une nuit à l’hôtel. Bien mieux que d’essayer de deviner ce qui leur ferait plaisir !'],
    [3, 'Beau choix d’enseignes, mais la carte physique est arrivée un jour plus tard que prévu.'],
    [5, 'J’avais programmé l’e-mail pour le matin de notre anniversaire de mariage : arrivé pile à l’heure.'],
    [4, 'Le service client a répondu le jour même à ma question sur l’adresse de livraison. Efficace.'],
    [5, 'Le message personnel imprimé avec la carte, ça change tout : on a vraiment l’impression d’offrir un cadeau.'],
    [4, 'Nous avons réglé les cartes cadeaux de nos salariés sur facture ; toute l’équipe les avait dès le lendemain.'],
    [5, 'J’ai utilisé le reste de ma carte pour en prendre une deuxième, plus petite. Rien n’a été perdu.'],
  ],
  extras: {
    classicWallet: { title: 'Pochette classique', description: 'Une pochette pliée et rigide, bleu nuit, bordée d’une dorure à chaud. La carte cadeau s’y glisse parfaitement.' },
    celebrationWallet: { title: 'Pochette festive', description: 'Une pochette aux couleurs vives, imprimée de confettis et de serpentins, idéale pour un anniversaire ou des félicitations.' },
    luxuryWallet: { title: 'Pochette souvenir de luxe', description: 'Une pochette texturée en carton recyclé, fermée par un ruban, pensée pour être conservée bien après l’utilisation de la carte.' },
    confettiDesign: { title: 'E-mail « Confettis »', description: 'La carte numérique arrive dans un e-mail animé d’une pluie de confettis.' },
    balloonsDesign: { title: 'E-mail « Ballons »', description: 'La carte numérique arrive dans un e-mail orné de ballons colorés.' },
    giftBox: { title: 'Coffret cadeau', description: 'La carte et sa pochette dans un coffret rigide, avec du papier de soie.' },
    personalMessage: { title: 'Message personnel', description: 'Vos propres mots, imprimés sur une carte qui accompagne la carte cadeau.' },
  },
  pages: {
    home: {
      title: 'Cartes cadeaux pour toutes les occasions',
      metaDescription: 'Achetez des cartes cadeaux de {more} boutiques, restaurants et expériences {country}, ou laissez-leur le choix avec la Carte Cadeau Choice.',
      keywords: ['cartes cadeaux', 'bons cadeaux', 'carte cadeau choice', 'cartes cadeaux numériques', 'cadeaux d’entreprise'],
      body: `# Cartes cadeaux pour toutes les occasions

Choisissez parmi {more} cartes cadeaux pour des restaurants, des journées spa, des boutiques et des expériences {country}, ou offrez la Carte Cadeau Choice et laissez-leur le choix. Les cartes numériques arrivent par e-mail en moins d’une heure ; les cartes physiques sont envoyées par courrier.`,
    },
    terms: {
      title: 'Conditions générales de vente',
      metaDescription: 'Les conditions applicables à toute commande de cartes cadeaux, de cartes de don et d’options chez {name}.',
      keywords: ['conditions', 'cgv', 'conditions générales'],
      body: `# Conditions générales de vente

Les présentes conditions s’appliquent à toute offre de {name} (« nous ») et à toute commande passée auprès de {name}. Nous vous invitons à les lire avant de commander : en passant commande, vous les acceptez.

## 1. Cartes cadeaux
1. Une carte cadeau est une carte numérique ou physique dotée d’une valeur monétaire, utilisable auprès de l’enseigne qui y figure ou, pour la Carte Cadeau Choice, échangeable contre une ou plusieurs autres cartes cadeaux de notre gamme.
2. Les cartes cadeaux sont disponibles avec une valeur faciale comprise entre {minAmount} et {maxAmount}. Les montants proposés pour chaque carte sont indiqués sur sa page.
3. La durée de validité est indiquée sur chaque carte ; le solde peut être consulté à tout moment sur la page de consultation du solde.

## 2. Commandes et paiement
1. Une commande devient ferme dès son paiement. Vous recevez une confirmation par e-mail indiquant le numéro de commande.
2. Nous pouvons refuser ou annuler une commande en cas de suspicion de fraude ; tout paiement est alors intégralement remboursé.
3. Les clients professionnels peuvent payer sur facture, après validation de leur compte.

## 3. Livraison
1. Les cartes cadeaux numériques sont envoyées par e-mail, généralement dans l’heure qui suit le paiement.
2. Les cartes cadeaux physiques sont envoyées par courrier à l’adresse indiquée lors de la commande.

## 4. Responsabilité
Les cartes cadeaux ne peuvent pas être échangées contre des espèces, sauf si la loi l’impose. Nous ne sommes pas responsables d’une carte perdue ou communiquée à un tiers après sa livraison.`,
    },
    privacy: {
      title: 'Politique de confidentialité',
      metaDescription: 'Comment {name} collecte, utilise et protège vos données personnelles lorsque vous commandez et utilisez des cartes cadeaux.',
      keywords: ['confidentialité', 'données personnelles', 'protection des données'],
      body: `# Politique de confidentialité

{name} traite vos données personnelles avec soin. Cette politique explique quelles données nous traitons, pourquoi, et combien de temps nous les conservons.

## Les données que nous traitons
- Vos nom, adresse e-mail et, pour les cartes physiques, adresse de livraison.
- Le nom et l’adresse e-mail du destinataire, afin de pouvoir lui remettre la carte.
- Les informations de commande et de paiement, que nous conservons aussi longtemps que la loi l’exige.

## Pourquoi
Nous utilisons ces données pour livrer votre commande, répondre à vos questions et, uniquement avec votre accord, vous envoyer notre newsletter.

## Vos droits
Vous pouvez à tout moment demander à consulter, rectifier ou supprimer vos données en écrivant à {serviceEmail}.`,
    },
    cancellation: {
      title: 'Conditions d’annulation',
      metaDescription: 'Quand et comment annuler une commande de cartes cadeaux, et comment se déroule le remboursement.',
      keywords: ['annulation', 'remboursement', 'rétractation'],
      body: `# Conditions d’annulation

Vous pouvez annuler une commande dans les 14 jours suivant sa réception, à condition que la carte cadeau n’ait pas été utilisée.

## Comment annuler
Envoyez le numéro de commande et le numéro de carte à {serviceEmail}. Nous bloquons la carte et remboursons le montant payé sous 14 jours, avec le moyen de paiement utilisé pour la commande.

## Exceptions
Les cartes activées ou partiellement utilisées ne peuvent pas être annulées. Les dons sont reversés à l’association et ne peuvent pas être remboursés.`,
    },
    delivery: {
      title: 'Livraison',
      metaDescription: 'Comment et quand les cartes cadeaux numériques et physiques sont livrées.',
      keywords: ['livraison', 'expédition', 'courrier', 'e-mail'],
      body: `# Livraison

## Cartes cadeaux numériques
Les cartes numériques sont envoyées par e-mail, généralement dans l’heure qui suit le paiement. Vous pouvez aussi choisir une date d’envoi, jusqu’à trois mois à l’avance.

## Cartes cadeaux physiques
Les cartes physiques sont envoyées par courrier dans une enveloppe cadeau, avec la pochette et les options choisies. Les commandes payées un jour ouvré avant 17 h sont expédiées le jour même et arrivent généralement sous deux à trois jours ouvrés, partout {country}.`,
    },
    cookies: {
      title: 'Politique relative aux cookies',
      metaDescription: 'Les cookies utilisés par {name}, à quoi ils servent et comment modifier votre choix.',
      keywords: ['cookies', 'politique cookies'],
      body: `# Politique relative aux cookies

Nous utilisons des cookies fonctionnels pour conserver votre panier et vos préférences et, uniquement avec votre consentement, des cookies de mesure d’audience pour comprendre comment la boutique est utilisée.

Vous pouvez modifier votre choix à tout moment grâce au lien « Paramètres des cookies » en bas de chaque page.`,
    },
    about: {
      title: 'À propos de {name}',
      metaDescription: '{name} réunit {more} cartes cadeaux et la Carte Cadeau Choice en un seul endroit.',
      keywords: ['qui sommes-nous', 'boutique de cartes cadeaux'],
      body: `# À propos de {name}

{name} est la boutique de cartes cadeaux de référence {country} : {more} cartes pour des restaurants, des boutiques, des journées spa et des expériences, et la Carte Cadeau Choice pour tous ceux qui préfèrent choisir eux-mêmes. Nous livrons les cartes numériques par e-mail et les cartes physiques par courrier, aux particuliers comme aux entreprises.`,
    },
    helpdesk: {
      title: 'Centre d’aide : questions fréquentes',
      metaDescription: 'Les réponses aux questions les plus fréquentes sur la commande, la livraison, le solde et l’utilisation des cartes cadeaux chez {name}.',
      keywords: ['aide', 'faq', 'centre d’aide', 'service client'],
      body: `# Centre d’aide

Vous ne trouvez pas ce que vous cherchez ? Notre [service client]({contactPath}) se fera un plaisir de vous aider, du lundi au vendredi.

## Comment commander une carte cadeau ?
Choisissez une carte cadeau, sélectionnez la livraison numérique ou physique ainsi que le montant, puis ajoutez-la à votre panier. Dans le panier, vous pouvez ajouter une pochette et un message personnel avant de passer commande.

## Comment consulter mon solde ?
Saisissez le numéro de carte et le code PIN sur la page [Consulter le solde]({balancePath}).

## Puis-je échanger ma Carte Cadeau Choice ?
Oui : consultez votre solde, puis choisissez une ou plusieurs cartes cadeaux dans la boutique d’échange.`,
    },
    contact: {
      title: 'Nous contacter',
      metaDescription: 'Contactez le service client de {name} par e-mail ou via le formulaire de contact.',
      keywords: ['contact', 'service client', 'e-mail'],
      body: `# Nous contacter

Une question sur une commande, une carte ou une livraison ? Utilisez le formulaire de cette page ou écrivez-nous à {serviceEmail} ; nous vous répondons sous un jour ouvré. Pensez à garder votre numéro de commande à portée de main.`,
    },
    business: {
      title: 'Cartes cadeaux pour les entreprises',
      metaDescription: 'Des cartes cadeaux pour vos collaborateurs et vos clients : paiement sur facture, livraison à toute l’équipe et devis sous un jour ouvré.',
      keywords: ['cartes cadeaux entreprise', 'cadeaux d’entreprise', 'cadeaux salariés'],
      body: `# Cartes cadeaux pour les entreprises

Remerciez votre équipe, récompensez vos clients ou organisez une opération de motivation avec des cartes cadeaux de {more} marques, ou avec la Carte Cadeau Choice qui laisse chacun choisir.

## Pourquoi les entreprises choisissent {name}
- Une seule commande pour de nombreux destinataires, chacun par e-mail ou par courrier.
- Le paiement sur facture, après validation de votre compte.
- Un chargé de compte dédié pour les commandes importantes.

[Demandez un devis]({quotePath}) : nous vous répondons sous un jour ouvré.`,
    },
    businessQuote: {
      title: 'Demander un devis',
      metaDescription: 'Dites-nous ce dont vous avez besoin et recevez un devis pour vos cartes cadeaux d’entreprise sous un jour ouvré.',
      keywords: ['devis', 'commande entreprise'],
      body: `# Demander un devis

Indiquez-nous le nombre de cartes souhaitées, leurs montants et la date à laquelle elles doivent arriver. Nous vous envoyons un devis sous un jour ouvré et pouvons livrer chaque destinataire séparément.`,
    },
  },
  house: {
    choiceDescription: 'Vous hésitez ? Avec la Carte Cadeau Choice, c’est le destinataire qui choisit parmi {more} cartes cadeaux, des restaurants et journées spa à la mode, aux livres et aux expériences. Il peut même répartir son solde sur plusieurs cartes. Disponible en carte numérique livrée en moins d’une heure ou en carte physique dans une enveloppe cadeau.',
    choiceKeywords: ['carte cadeau choice', 'carte choice', 'carte cadeau multi-enseignes', 'cadeau d’entreprise'],
    greenCorridors: {
      name: 'Fondation Corridors Verts',
      about: 'À propos de la Fondation Corridors Verts',
      title: 'Don à la Fondation Corridors Verts',
      description: 'La Fondation Corridors Verts plante des haies et des arbres qui relient parcs et réserves naturelles, pour que les oiseaux, les abeilles et les petits mammifères puissent circuler de l’un à l’autre. Le destinataire reçoit une carte qui explique à quoi sert le don.',
      keywords: ['don', 'cadeau solidaire', 'nature', 'environnement'],
    },
    warmMeals: {
      name: 'Association Repas Chauds',
      about: 'À propos de l’Association Repas Chauds',
      title: 'Don à l’Association Repas Chauds',
      description: 'L’Association Repas Chauds sert des plats chauds et des paniers-repas aux personnes qui n’ont pas les moyens de se nourrir, grâce à des cuisines de quartier tenues par des bénévoles. Votre don est reversé intégralement.',
      keywords: ['don', 'cadeau solidaire', 'banque alimentaire', 'don de noël'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        '{name} sert une cuisine de saison au cœur de {city}, avec une carte des vins sélectionnée par les propriétaires.',
        'Une adresse de quartier très appréciée à {city} : chez {name}, on vient pour les assiettes généreuses, le service chaleureux et la terrasse prise d’assaut les soirs d’été.',
        '{name} cuisine les produits des fermes alentour, avec une formule déjeuner en semaine et une carte plus étoffée le soir.',
      ],
      'spa-and-wellness': [
        '{name} à {city} propose massages, soins du visage et sauna, avec un espace de détente au calme.',
        'Entrées à la journée, soins et formules duo : {name} est un havre de paix à quelques minutes du centre de {city}.',
        '{name} accorde toute son attention à chaque client, le temps d’un soin ou d’une journée entière de détente.',
      ],
      fashion: [
        '{name} présente de nouvelles collections à chaque saison, avec les conseils d’une équipe qui connaît chaque pièce de la boutique.',
        'Créateurs indépendants et basiques intemporels : {name} a une boutique à {city} et un site en ligne qui livre partout {country}.',
        '{name} est une entreprise familiale de {city}, connue pour ses vêtements, chaussures et accessoires de qualité.',
      ],
      'home-and-garden': [
        '{name} propose tout pour la maison et le jardin, en magasin à {city} et en ligne.',
        'D’une simple plante à une nouvelle table de salle à manger : {name} aide ses clients à se sentir vraiment chez eux.',
        '{name} mêle les pièces de créateurs indépendants aux indispensables du quotidien dont toute maison a besoin.',
      ],
      experiences: [
        '{name} organise des activités à {city} et dans les environs, pour les groupes, les couples et tous ceux qui ont envie de nouveauté.',
        'Un après-midi inoubliable : {name} propose des sessions à réserver en ligne, à la date de votre choix.',
        '{name} accueille aussi bien les débutants que les passionnés, avec tout le matériel nécessaire fourni sur place.',
      ],
      'books-and-music': [
        '{name} est une boutique indépendante de {city}, dont l’équipe adore partager ses coups de cœur.',
        'Depuis des années, lecteurs et mélomanes se retrouvent chez {name} pour les nouveautés, les grands classiques et les soirées rencontres.',
        '{name} propose une sélection soignée et commande tout ce qui n’est pas en rayon.',
      ],
      beauty: [
        '{name} propose soins et produits de beauté dans un salon chaleureux à {city}.',
        'Soins de la peau, coiffure et ongles : chez {name}, l’équipe prend le temps de vous conseiller avant chaque prestation.',
        '{name} travaille avec des marques reconnues et de petits producteurs, en boutique comme en ligne.',
      ],
      'sport-and-outdoors': [
        '{name} équipe coureurs, cyclistes, randonneurs et grimpeurs avec du matériel qui dure, et les aide à bien s’en servir.',
        'Cours, entrées à la journée et équipement : {name} est l’adresse de {city} pour s’essayer à quelque chose de nouveau.',
        'Chez {name}, les vendeurs pratiquent les sports dont ils vendent le matériel, et leurs conseils s’en ressentent.',
      ],
      'cinema-and-entertainment': [
        '{name} est une adresse incontournable pour sortir à {city}, avec une programmation presque tous les soirs.',
        'Grand écran, pistes ou scène : chez {name}, tout est pensé pour les soirées entre amis ou en famille.',
        '{name} dispose d’un bar avec boissons et de quoi grignoter, pour que la soirée commence tôt et se termine tard.',
      ],
      'travel-and-hotels': [
        '{name} propose des chambres confortables, un restaurant de cuisine régionale et des balades qui partent de la porte.',
        'Une escapade chez {name} : chambres avec vue, petit-déjeuner copieux et formules avec dîner compris.',
        '{name} accueille ses hôtes toute l’année, le temps d’un week-end ou pour de plus longues vacances en famille.',
      ],
      'food-and-drink': [
        '{name} est une épicerie fine à {city}, tenue par des passionnés qui connaissent chaque produit en rayon.',
        'Des petits plaisirs du quotidien aux cadeaux pour gourmets : {name} compose des coffrets garnis de produits de petits producteurs.',
        'Depuis des années, {name} fait partie de la vie du quartier à {city}, avec des dégustations et des spécialités de saison.',
      ],
      'kids-and-toys': [
        '{name} a de quoi ravir les enfants de tout âge, avec un coin où ils peuvent essayer les jouets.',
        'Jouets, jeux et fêtes : {name} à {city} occupe les petits les jours de pluie.',
        '{name} sélectionne des jouets durables, des kits de loisirs créatifs et des jeux d’extérieur.',
      ],
      gaming: [
        '{name} vend des jeux et des accessoires, neufs et d’occasion, et organise des tournois chaque semaine.',
        'Consoles, grands classiques et réalité virtuelle : {name} à {city} est l’endroit idéal pour jouer tout un après-midi.',
        '{name} met des tables de jeu à disposition en boutique, avec une équipe qui connaît toutes les sorties.',
      ],
      tech: [
        '{name} vend smartphones, ordinateurs portables, matériel audio et objets connectés, et les répare dans son propre atelier.',
        'Appareils photo, casques et accessoires, avec des conseils honnêtes : {name} a un magasin à {city} et livre partout {country}.',
        '{name} aide ses clients à configurer leurs nouveaux appareils et reprend les anciens.',
      ],
    },
    keywords: {
      restaurants: ['restaurant', 'dîner', 'déjeuner'],
      'spa-and-wellness': ['spa', 'massage', 'sauna'],
      fashion: ['vêtements', 'chaussures', 'mode'],
      'home-and-garden': ['déco', 'jardin', 'maison'],
      experiences: ['expérience', 'sortie', 'activité'],
      'books-and-music': ['livres', 'musique', 'vinyles'],
      beauty: ['coiffeur', 'soins de la peau', 'institut de beauté'],
      'sport-and-outdoors': ['sport', 'plein air', 'vélo'],
      'cinema-and-entertainment': ['cinéma', 'bowling', 'théâtre'],
      'travel-and-hotels': ['hôtel', 'court séjour', 'week-end'],
      'food-and-drink': ['boulangerie', 'vin', 'épicerie fine'],
      'kids-and-toys': ['jouets', 'enfants', 'jeux'],
      gaming: ['jeux vidéo', 'console', 'gaming'],
      tech: ['électronique', 'smartphone', 'casque audio'],
    },
  },
  categories: {
    restaurants: {
      title: 'Restaurants',
      description: 'Du bistrot de quartier au bar à sushis en passant par les rôtisseries : des cartes cadeaux restaurant pour un vrai bon repas, acceptées dans des centaines d’établissements partout {country}.',
    },
    'spa-and-wellness': {
      title: 'Spa & Bien-être',
      description: 'Journées spa, massages, saunas et cours de yoga. Offrez le plus rare des cadeaux : quelques heures de calme et de sérénité.',
    },
    fashion: {
      title: 'Mode',
      description: 'Des cartes cadeaux pour les vêtements, les chaussures, les bijoux et les accessoires, des boutiques indépendantes aux grandes enseignes que tout le monde adore.',
    },
    'home-and-garden': {
      title: 'Maison & Jardin',
      description: 'Décoration, ustensiles de cuisine, plantes et jardineries. Idéal pour les nouveaux propriétaires, les jardiniers passionnés et tous les amoureux d’un salon cosy.',
    },
    experiences: {
      title: 'Expériences',
      description: 'Vols en montgolfière, cours de cuisine, escape games et sorties à la journée. Des cartes cadeaux pour offrir des souvenirs plutôt que des objets.',
    },
    'books-and-music': {
      title: 'Livres & Musique',
      description: 'Librairies, disquaires, livres audio et cours de musique : des cartes cadeaux pour les lecteurs, les mélomanes et les musiciens de tout âge.',
    },
    beauty: {
      title: 'Beauté',
      description: 'Soins de la peau, parfums, instituts et barbiers. Laissez-les choisir leur moment de plaisir, d’un nouveau parfum à une nouvelle coupe.',
    },
    'sport-and-outdoors': {
      title: 'Sport & Plein air',
      description: 'Équipement outdoor, vélos, salles d’escalade et golf. Des cartes cadeaux pour les coureurs, les randonneurs, les cyclistes et les aventuriers du week-end.',
    },
    'cinema-and-entertainment': {
      title: 'Cinéma & Sorties',
      description: 'Places de cinéma, pièces de théâtre, soirées humour, bowling et concerts. Une soirée complète, réunie sur une seule carte.',
    },
    'travel-and-hotels': {
      title: 'Voyages & Hôtels',
      description: 'Nuits d’hôtel, gîtes, glamping et escapades urbaines {country}. Le cadeau idéal pour s’évader.',
    },
    'food-and-drink': {
      title: 'Gastronomie',
      description: 'Fromagers, torréfacteurs, chocolatiers, cavistes et magasins de producteurs. Des cartes cadeaux pour les amateurs de bonne chère.',
    },
    'kids-and-toys': {
      title: 'Enfants & Jouets',
      description: 'Magasins de jouets, livres pour enfants, vêtements bébé, aires de jeux et parcs de trampolines. Des cartes cadeaux qui laissent le choix aux plus petits.',
    },
    gaming: {
      title: 'Jeux vidéo',
      description: 'Boutiques de jeux, crédit de jeu, bars à jeux de société et salles de réalité virtuelle, pour les joueurs sur console, sur PC ou autour d’un plateau.',
    },
    tech: {
      title: 'High-tech',
      description: 'Smartphones, appareils photo, hi-fi, maison connectée et crédit pour applications. Des cartes cadeaux pour les fans de gadgets et les technophiles.',
    },
    'business-gifts': {
      title: 'Cadeaux d’entreprise',
      description: 'Des cartes cadeaux qui conviennent à chaque collaborateur, client et fournisseur, dont la Carte Cadeau Choice et des lots de cartes vierges.',
    },
    charity: {
      title: 'Dons & Solidarité',
      description: 'Offrez un don plutôt qu’un cadeau : le destinataire choisit la bonne cause qui recevra l’argent.',
    },
  },
  occasions: {
    birthday: {
      title: 'Anniversaire',
      heroTitle: 'Des cartes cadeaux d’anniversaire qui font vraiment plaisir',
      description: 'Qu’ils fêtent leurs 8 ans ou leurs 80 ans, une carte cadeau d’anniversaire leur permet de choisir exactement ce qui leur fait envie. Optez pour leur restaurant préféré, une journée spa ou la Carte Cadeau Choice, et ajoutez un message personnel.',
    },
    'thank-you': {
      title: 'Merci',
      heroTitle: 'Dites merci avec une carte cadeau',
      description: 'Pour le voisin qui a nourri le chat, la collègue qui vous a remplacé au pied levé ou l’enseignant qui s’est donné sans compter. Une petite carte cadeau pour un grand merci.',
    },
    wedding: {
      title: 'Mariage',
      heroTitle: 'Des cartes cadeaux de mariage pour les jeunes mariés',
      description: 'Fini le grille-pain en double ! Aidez les jeunes mariés à aménager leur nid, à préparer leur lune de miel ou à savourer leur premier dîner en amoureux après le « oui ».',
    },
    christmas: {
      title: 'Noël',
      heroTitle: 'Des cartes cadeaux de Noël pour tous ceux qui comptent',
      description: 'Petits cadeaux au pied du sapin, échanges entre collègues et cadeaux pour vos équipes : tout est réglé en quelques minutes. Commandez vos cartes physiques avant nos dernières dates d’envoi, ou envoyez une carte numérique jusqu’au soir du réveillon.',
    },
    anniversary: {
      title: 'Anniversaire de mariage',
      heroTitle: 'Des cadeaux d’anniversaire pour vous deux',
      description: 'Fêtez une année de plus ensemble avec un dîner romantique, une nuit en escapade ou un soin spa en duo.',
    },
    'new-baby': {
      title: 'Naissance',
      heroTitle: 'Célébrez l’arrivée de bébé',
      description: 'Les jeunes parents savent exactement ce dont ils ont encore besoin. Une carte cadeau pour des vêtements de bébé, des jouets ou un repas au restaurant bien mérité est toujours la bienvenue.',
    },
    'get-well-soon': {
      title: 'Bon rétablissement',
      heroTitle: 'Des cadeaux pour remonter le moral',
      description: 'Des livres à lire sur le canapé, une soirée streaming ou un massage pour quand ils seront remis sur pied. Envoyez une carte numérique aujourd’hui : elle arrive en moins d’une heure.',
    },
    retirement: {
      title: 'Départ à la retraite',
      heroTitle: 'Des cadeaux de départ à la retraite pour un nouveau chapitre',
      description: 'Golf, jardinage, voyages ou ce gîte tant attendu : aidez un collègue à bien commencer sa retraite. Toute l’équipe peut se cotiser pour une seule carte.',
    },
    'mothers-day': {
      title: 'Fête des mères',
      heroTitle: 'Fête des mères : des cartes cadeaux qu’elle va adorer',
      description: 'Un goûter gourmand, une journée spa, des fleurs fraîches ou sa librairie préférée. Rendez la fête des mères inoubliable, même si vous ne pouvez pas être là en personne.',
    },
    'fathers-day': {
      title: 'Fête des pères',
      heroTitle: 'Fête des pères : bien mieux qu’une paire de chaussettes',
      description: 'Dîners autour d’une belle pièce de viande, dégustations de whisky, stages de pilotage et nouveau matériel pour l’atelier. Trouvez la carte qui convient à chaque papa.',
    },
    graduation: {
      title: 'Remise de diplôme',
      heroTitle: 'Bravo pour ce diplôme !',
      description: 'Des années d’efforts méritent une vraie fête. Donnez-leur un coup de pouce avec du high-tech pour le nouveau job, un voyage ou un repas de fête.',
    },
    congratulations: {
      title: 'Félicitations',
      heroTitle: 'Des cartes cadeaux pour chaque réussite',
      description: 'Nouveau poste, nouveau logement, permis en poche ou marathon bouclé ? Marquez le coup avec une carte cadeau à dépenser pour ce qu’ils aiment.',
    },
    'valentines-day': {
      title: 'Saint-Valentin',
      heroTitle: 'Des cadeaux de Saint-Valentin avec une touche personnelle',
      description: 'Un dîner aux chandelles, une soirée au théâtre ou un week-end en amoureux. Ajoutez un message personnel et un coffret cadeau pour un moment inoubliable.',
    },
  },
  catalogue: {
    productTitle: 'Carte cadeau {name}',
    productSlugSuffix: '-carte-cadeau',
    visitLabel: 'Découvrir {name}',
    closers: {
      restaurants: [
        'La carte cadeau est valable dans tous les établissements {name} pour les plats et les boissons, et le solde non utilisé reste sur la carte pour une prochaine fois.',
        'Utilisable dans tous les établissements {name}, du déjeuner sur le pouce au long dîner.',
        'Il suffit de présenter la carte au moment de l’addition ; elle couvre les plats, les boissons et le service.',
        'À utiliser en une seule fois ou en plusieurs visites, jusqu’à épuisement du solde.',
      ],
      'spa-and-wellness': [
        'Réservez en ligne ou par téléphone et indiquez le numéro de la carte pour régler.',
        'La carte couvre les soins, les séances et les formules à la journée chez {name}.',
        'À utiliser en une seule visite ou à garder pour une journée entière de détente.',
      ],
      fashion: [
        'La carte s’utilise en magasin ou en ligne chez {name}, de la nouvelle collection aux articles soldés.',
        'Valable en magasin et sur le site {name}, avec un solde utilisable en plusieurs achats.',
        'Le solde peut être utilisé en plusieurs achats : rien n’est perdu.',
      ],
      'home-and-garden': [
        'La carte s’utilise en magasin et en ligne chez {name}, y compris pour la livraison.',
        'À dépenser sur tout l’assortiment {name}, en une fois ou en plusieurs visites.',
        'Une attention délicate pour une crémaillère, un mariage ou simplement pour le plaisir.',
      ],
      experiences: [
        'Le destinataire réserve la date qui lui convient ; les week-ends les plus demandés partent vite, mieux vaut donc réserver tôt.',
        'La carte couvre l’expérience complète ou peut servir pour une formule supérieure, un cadeau pour un proche ou un souvenir.',
        'Un cadeau qui crée des souvenirs plutôt que d’encombrer les placards.',
      ],
      'books-and-music': [
        'La carte s’utilise chez {name}, en une fois ou en plusieurs visites.',
        'Laissez-les choisir eux-mêmes leur prochain coup de cœur.',
        'Un cadeau idéal pour les lecteurs, les mélomanes et les musiciens de tout âge.',
      ],
      beauty: [
        'La carte s’utilise pour des soins ou des produits chez {name}.',
        'Le solde peut être utilisé en plusieurs visites : de quoi se faire plaisir plus d’une fois.',
        'Laissez-les choisir leur coup de cœur, du petit luxe à la transformation complète.',
      ],
      'sport-and-outdoors': [
        'La carte est valable chez {name} pour l’équipement comme pour les séances, les services et les cours.',
        'Débutant ou sportif confirmé, chacun peut choisir exactement ce dont il a besoin.',
        'À utiliser en une fois ou en plusieurs visites.',
      ],
      'cinema-and-entertainment': [
        'La carte est valable pour les billets comme pour les boissons et les en-cas.',
        'Laissez-les choisir la soirée qui leur convient.',
        'Une sortie toute trouvée, quand ils le souhaitent.',
      ],
      'travel-and-hotels': [
        'La carte peut être utilisée pour toute réservation chez {name}, y compris les acomptes et les suppléments.',
        'Plusieurs cartes peuvent être combinées pour une réservation plus importante, ou le solde peut être réparti sur plusieurs séjours.',
        'Réservez en ligne ou par téléphone et indiquez le numéro de la carte au moment du paiement.',
      ],
      'food-and-drink': [
        'La carte s’utilise chez {name}, des petits plaisirs du quotidien aux grandes occasions.',
        'Le solde peut être utilisé en plusieurs visites, jusqu’à épuisement.',
        'Un cadeau pour tous ceux qui aiment bien manger et bien boire.',
      ],
      'kids-and-toys': [
        'La carte s’utilise chez {name} : les enfants peuvent choisir eux-mêmes.',
        'Les petits choisissent leur cadeau, les grands gardent un œil sur le solde.',
        'Un cadeau qui fait autant plaisir aux parents qu’aux enfants.',
      ],
      gaming: [
        'La carte s’utilise chez {name}, en une fois ou en plusieurs visites.',
        'Un cadeau pour les joueurs de tout âge.',
        'Laissez-les choisir le prochain jeu de leur liste d’envies.',
      ],
      tech: [
        'La carte s’utilise chez {name}, en une fois ou en plusieurs achats.',
        'Pour les achats plus importants, la carte peut être combinée avec un autre moyen de paiement.',
        'Laissez-les choisir l’appareil qui leur fait vraiment envie.',
      ],
    },
    defaultClosers: [
      'La carte peut être utilisée en une fois ou en plusieurs achats.',
    ],
    platformClosers: [
      'S’agissant d’une carte de plateforme, le destinataire utilise le code en ligne sur la plateforme partenaire ; les cartes de plateformes tierces sont soumises à un montant maximal par commande.',
      'La carte est livrée sous forme de code à utiliser dans l’application ou sur le site du partenaire, où figure la liste complète des enseignes participantes.',
      'Le code est activé à la livraison et s’utilise sur la plateforme partenaire ; la liste des enseignes participantes peut évoluer.',
    ],
    wineClosers: [
      'Ce cadeau contenant du vin, il est envoyé en recommandé et ne peut être commandé que par des clients âgés de 18 ans ou plus.',
      'Ce cadeau comprend une bouteille de vin : il est envoyé en recommandé et doit être remis contre signature à une personne de 18 ans ou plus.',
    ],
    digitalOnlyNote: 'Disponible uniquement en carte cadeau numérique, envoyée par e-mail en moins d’une heure.',
    physicalOnlyNote: 'Disponible uniquement en carte physique, envoyée par courrier dans une enveloppe cadeau.',
    categoryKeywords: {
      restaurants: 'carte cadeau restaurant',
      'spa-and-wellness': 'carte cadeau spa',
      fashion: 'carte cadeau mode',
      'home-and-garden': 'carte cadeau maison',
      experiences: 'cadeau expérience',
      'books-and-music': 'carte cadeau livres',
      beauty: 'carte cadeau beauté',
      'sport-and-outdoors': 'carte cadeau sport',
      'cinema-and-entertainment': 'carte cadeau sorties',
      'travel-and-hotels': 'carte cadeau voyage',
      'food-and-drink': 'carte cadeau gastronomie',
      'kids-and-toys': 'carte cadeau enfant',
      gaming: 'carte cadeau jeux vidéo',
      tech: 'carte cadeau high-tech',
    },
    variationTitles: { DIGITAL: 'Par e-mail', PHYSICAL: 'Par courrier' },
  },
};
