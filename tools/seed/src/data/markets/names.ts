/**
 * Word pools for merchant names per name group: surnames ({S}), place and nature words ({P}), street names, first
 * names for testimonials, and name patterns: shop signs as the country writes them. Every group but English and the
 * UAE's (whose store is in English) has its own for every kind of shop; a kind without them uses the shared English.
 */
import type { NameGroup } from './countries';

/** The kinds of shop the generated catalogues sell; the stores' category slugs map onto these. */
export const kinds = [
  'restaurants', 'spa-and-wellness', 'fashion', 'home-and-garden', 'experiences', 'books-and-music', 'beauty',
  'sport-and-outdoors', 'cinema-and-entertainment', 'travel-and-hotels', 'food-and-drink', 'kids-and-toys', 'gaming', 'tech',
] as const;
export type Kind = (typeof kinds)[number];

type Patterns = Partial<Record<Kind, string[]>>;

export interface NamePool {
  surnames: string[];
  places: string[];
  streets: string[];
  firstNames: string[];
  patterns: Patterns;
}

const shared: Record<Kind, string[]> = {
  restaurants: ['{P} Kitchen', '{S}’s Grill', 'Bistro {P}'],
  'spa-and-wellness': ['{P} Spa', '{P} Wellness', '{P} Day Spa'],
  fashion: ['{S} & Co.', '{P} Clothing', '{S} Boutique'],
  'home-and-garden': ['{P} Home', '{S} Interiors', '{P} Garden Centre'],
  experiences: ['{P} Adventures', '{P} Escape Rooms', '{S} Cookery School'],
  'books-and-music': ['{S} Books', '{P} Records', '{S} Music'],
  beauty: ['{P} Beauty', '{S} Hair & Beauty', '{P} Skincare'],
  'sport-and-outdoors': ['{P} Outdoor', '{S} Sports', '{P} Climbing'],
  'cinema-and-entertainment': ['{P} Cinemas', '{P} Bowling', '{P} Theatre'],
  'travel-and-hotels': ['Hotel {P}', '{P} Lodge', '{P} Resorts'],
  'food-and-drink': ['{S} Bakery', '{P} Wine Shop', '{P} Deli'],
  'kids-and-toys': ['{P} Toys', '{S} Toy Shop', '{P} Playland'],
  gaming: ['{P} Games', '{S} Gaming', '{P} Arcade'],
  tech: ['{P} Electronics', '{S} Tech', '{P} Digital'],
};

const pools: Record<NameGroup, NamePool> = {
  en: {
    surnames: ['Baker', 'Mitchell', 'Walsh', 'Carter', 'Bennett', 'Harper', 'Sullivan', 'Morgan', 'Fletcher', 'Hayes', 'Brennan', 'Parker'],
    places: ['Harbour', 'Maple', 'Riverside', 'Oakwood', 'Bluebird', 'Summit', 'Willow', 'Cedar', 'Lakeside', 'Northgate', 'Kingfisher', 'Ironbark'],
    streets: ['Main Street', 'King Street', 'Queen Street', 'Park Avenue', 'Church Street', 'Market Square', 'Harbour Road', 'Station Street'],
    firstNames: ['Emma', 'Liam', 'Olivia', 'Noah', 'Chloe', 'Jack', 'Grace', 'Ethan', 'Sophie', 'Lucas'],
    patterns: {},
  },
  de: {
    surnames: ['Bergmann', 'Hofmann', 'Krüger', 'Lehmann', 'Schubert', 'Weber', 'Vogel', 'Brandt', 'Keller', 'Wagner', 'Fischer', 'Hartmann'],
    places: ['Lindenhof', 'Eichwald', 'Sonnenberg', 'Rheinblick', 'Alpenrose', 'Mühlbach', 'Seeblick', 'Tannenhof', 'Bergquell', 'Nordstern', 'Kastanienhof', 'Elbufer'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Marktplatz', 'Schillerstraße', 'Gartenstraße', 'Lindenallee', 'Kirchgasse', 'Goethestraße'],
    firstNames: ['Anna', 'Lukas', 'Lena', 'Felix', 'Marie', 'Jonas', 'Sophie', 'Paul', 'Laura', 'Maximilian'],
    patterns: {
      restaurants: ['Gasthaus {P}', 'Brauhaus {S}', 'Weinstube {S}'],
      'food-and-drink': ['Bäckerei {S}', 'Feinkost {S}', '{P} Rösterei'],
      fashion: ['Modehaus {S}', '{S} Mode', '{P} Schuhe'],
      'books-and-music': ['Buchhandlung {S}', 'Musikhaus {S}', 'Plattenladen {P}'],
      'home-and-garden': ['{S} Wohnen', '{P} Gartencenter', 'Einrichtungshaus {S}'],
      'travel-and-hotels': ['Hotel {P}', 'Landhotel {S}', '{P} Resort'],
      'spa-and-wellness': ['{P} Spa', 'Therme {P}', 'Wellnessoase {P}'],
      experiences: ['Kochschule {S}', 'Escape Room {P}', 'Ballonfahrten {P}'],
      beauty: ['Friseur {S}', 'Kosmetikstudio {P}', 'Parfümerie {S}'],
      'sport-and-outdoors': ['Sport {S}', 'Bergsport {S}', 'Kletterhalle {P}'],
      'cinema-and-entertainment': ['{P} Kino', 'Filmtheater {P}', 'Bowlingcenter {P}'],
      'kids-and-toys': ['Spielwaren {S}', 'Spielzeugladen {P}', 'Kinderwelt {P}'],
      gaming: ['{P} Games', 'Gaming-Lounge {P}', 'Spielwelt {P}'],
      tech: ['{S} Elektronik', 'Elektro {S}', '{P} Computer'],
    },
  },
  fr: {
    surnames: ['Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Fontaine', 'Rousseau', 'Marchand', 'Chevalier', 'Lambert', 'Bonnet', 'Mercier', 'Renaud'],
    places: ['Belle Rive', 'Clairefontaine', 'Les Tilleuls', 'Mont Joli', 'Beauséjour', 'Bel Air', 'La Garenne', 'Saint-Clair', 'Les Lilas', 'Vieux Port', 'Boisjoli', 'Champfleuri'],
    streets: ['Rue de la République', 'Rue Victor Hugo', 'Avenue Jean Jaurès', 'Place du Marché', 'Rue de la Paix', 'Boulevard Gambetta', 'Rue Nationale', 'Quai des Arts'],
    firstNames: ['Camille', 'Louis', 'Léa', 'Hugo', 'Chloé', 'Jules', 'Manon', 'Arthur', 'Inès', 'Théo'],
    patterns: {
      restaurants: ['Brasserie {P}', 'Bistrot {S}', 'Le Comptoir {S}'],
      'food-and-drink': ['Boulangerie {S}', 'Fromagerie {P}', 'Cave {S}'],
      fashion: ['Maison {S}', 'Atelier {P}', '{S} Chaussures'],
      'books-and-music': ['Librairie {S}', 'Disquaire {P}'],
      'home-and-garden': ['Maison {P}', 'Jardinerie {S}'],
      'travel-and-hotels': ['Hôtel {P}', 'Domaine {P}', 'Auberge {S}'],
      experiences: ['Escape Game {P}', 'Atelier culinaire {S}', 'Montgolfières {P}'],
      beauty: ['Coiffure {S}', 'Institut de beauté {P}', 'Parfumerie {S}'],
      'sport-and-outdoors': ['Cycles {S}', 'Escalade {P}', 'Plein Air {P}'],
      'cinema-and-entertainment': ['Cinéma {P}', 'Bowling {P}', 'Théâtre {P}'],
      'kids-and-toys': ['Jouets {S}', 'Jeux et Jouets {P}', 'Parc de jeux {P}'],
      gaming: ['Jeux vidéo {P}', 'Espace Gaming {P}', 'Arcade {P}'],
      tech: ['{S} Informatique', 'Électronique {P}', 'Hi-Fi {S}'],
      'spa-and-wellness': ['Spa {P}', 'Institut {P}'],
    },
  },
  es: {
    surnames: ['García', 'Martínez', 'Navarro', 'Romero', 'Ortega', 'Delgado', 'Castro', 'Molina', 'Vidal', 'Serrano', 'Ramos', 'Herrera'],
    places: ['Sol y Mar', 'Alameda', 'La Ribera', 'Mirador', 'El Olivar', 'Los Pinos', 'Brisa', 'Buenavista', 'La Dehesa', 'Azahar', 'El Castillo', 'Las Palmas'],
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza Mayor', 'Calle del Sol', 'Paseo de la Reforma', 'Calle Hidalgo', 'Avenida Juárez'],
    firstNames: ['Lucía', 'Mateo', 'Sofía', 'Diego', 'Valeria', 'Pablo', 'Martina', 'Javier', 'Elena', 'Santiago'],
    patterns: {
      restaurants: ['Casa {S}', 'Taberna {P}', 'La Cocina de {S}'],
      'food-and-drink': ['Panadería {S}', 'Bodega {P}', 'Ultramarinos {S}'],
      fashion: ['{S} Moda', 'Boutique {P}', 'Zapatería {S}'],
      'books-and-music': ['Librería {S}', 'Discos {P}'],
      'home-and-garden': ['Hogar {P}', 'Vivero {S}'],
      'travel-and-hotels': ['Hotel {P}', 'Hacienda {P}', 'Posada {P}'],
      'spa-and-wellness': ['Spa {P}', 'Centro de Bienestar {P}', 'Masajes {S}'],
      experiences: ['Escape Room {P}', 'Escuela de Cocina {S}', 'Vuelos en Globo {P}'],
      beauty: ['Peluquería {S}', 'Salón de Belleza {P}', 'Perfumería {S}'],
      'sport-and-outdoors': ['Deportes {S}', 'Bicicletas {S}', 'Escalada {P}'],
      'cinema-and-entertainment': ['Cines {P}', 'Teatro {P}'],
      'kids-and-toys': ['Juguetería {S}', 'Mundo Infantil {P}'],
      gaming: ['Videojuegos {P}', 'Zona Gamer {P}'],
      tech: ['Electrónica {S}', 'Informática {P}'],
    },
  },
  it: {
    surnames: ['Rossi', 'Bianchi', 'Ricci', 'Romano', 'Colombo', 'Marino', 'Greco', 'Conti', 'Galli', 'Moretti', 'Bruno', 'Costa'],
    places: ['Belvedere', 'Aurora', 'Colle Verde', 'San Marco', 'Villa Rosa', 'Borgo Antico', 'Lago Blu', 'Monteverde', 'Gelsomino', 'Fontana', 'Ulivo', 'Girasole'],
    streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Piazza del Duomo', 'Via Dante', 'Via Mazzini', 'Corso Vittorio Emanuele', 'Via Verdi'],
    firstNames: ['Giulia', 'Leonardo', 'Sofia', 'Francesco', 'Aurora', 'Alessandro', 'Chiara', 'Lorenzo', 'Martina', 'Matteo'],
    patterns: {
      restaurants: ['Trattoria {P}', 'Osteria {S}', 'Pizzeria {P}'],
      'food-and-drink': ['Pasticceria {S}', 'Enoteca {P}', 'Salumeria {S}'],
      fashion: ['{S} Moda', 'Sartoria {S}', 'Boutique {P}'],
      'books-and-music': ['Libreria {S}', 'Dischi {P}'],
      'home-and-garden': ['Casa {P}', 'Vivaio {S}'],
      'travel-and-hotels': ['Hotel {P}', 'Agriturismo {P}', 'Albergo {S}'],
      'spa-and-wellness': ['Terme {P}', 'Centro Benessere {P}', 'Spa {P}'],
      experiences: ['Escape Room {P}', 'Scuola di Cucina {S}', 'Voli in Mongolfiera {P}'],
      beauty: ['Acconciature {S}', 'Centro Estetico {P}', 'Profumeria {S}'],
      'sport-and-outdoors': ['{S} Sport', 'Cicli {S}', 'Arrampicata {P}'],
      'cinema-and-entertainment': ['Cinema {P}', 'Teatro {P}', 'Bowling {P}'],
      'kids-and-toys': ['Giocattoli {S}', 'Ludoteca {P}'],
      gaming: ['Videogiochi {P}', 'Sala Giochi {P}'],
      tech: ['Elettronica {S}', 'Informatica {P}'],
    },
  },
  pt: {
    surnames: ['Silva', 'Santos', 'Oliveira', 'Costa', 'Ferreira', 'Almeida', 'Carvalho', 'Sousa', 'Ribeiro', 'Gomes', 'Martins', 'Lopes'],
    places: ['Bela Vista', 'Jardim', 'Alvorada', 'Ribeira', 'Mar Azul', 'Sol Nascente', 'Palmeiras', 'Boa Esperança', 'Serra Verde', 'Miradouro', 'Laranjeiras', 'Vila Nova'],
    streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua das Flores', 'Praça da República', 'Rua Direita', 'Avenida Paulista', 'Rua do Comércio', 'Largo do Carmo'],
    firstNames: ['Beatriz', 'João', 'Mariana', 'Pedro', 'Ana', 'Rafael', 'Inês', 'Gabriel', 'Carolina', 'Tiago'],
    patterns: {
      restaurants: ['Churrascaria {P}', 'Tasca do {S}', 'Cantina {P}'],
      'food-and-drink': ['Padaria {S}', 'Empório {P}', 'Adega {S}'],
      fashion: ['{S} Moda', 'Boutique {P}', 'Atelier {S}'],
      'books-and-music': ['Livraria {S}', 'Discos {P}'],
      'home-and-garden': ['Casa {P}', 'Viveiro {S}'],
      'travel-and-hotels': ['Hotel {P}', 'Pousada {P}', 'Quinta {P}'],
      'spa-and-wellness': ['Spa {P}', 'Termas {P}', 'Centro de Bem-Estar {P}'],
      experiences: ['Escape Room {P}', 'Escola de Culinária {S}', 'Passeios de Balão {P}'],
      beauty: ['Cabeleireiro {S}', 'Salão de Beleza {P}', 'Perfumaria {S}'],
      'sport-and-outdoors': ['Bicicletas {S}', 'Escalada {P}'],
      'cinema-and-entertainment': ['Cinema {P}', 'Teatro {P}'],
      'kids-and-toys': ['Brinquedos {S}', 'Mundo Infantil {P}'],
      gaming: ['Loja de Jogos {P}', 'Zona Gamer {P}'],
      tech: ['{S} Informática', 'Tecnologia {P}'],
    },
  },
  da: {
    surnames: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Larsen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Poulsen', 'Rasmussen'],
    places: ['Søhøj', 'Bøgely', 'Havbakken', 'Engly', 'Skovly', 'Strandlyst', 'Nordlys', 'Egely', 'Fjordblik', 'Lyngbakken', 'Solbakken', 'Kildevang'],
    streets: ['Strøget', 'Østergade', 'Vestergade', 'Torvet', 'Algade', 'Nørregade', 'Havnegade', 'Bredgade'],
    firstNames: ['Freja', 'William', 'Ida', 'Noah', 'Clara', 'Oscar', 'Emma', 'Magnus', 'Alma', 'Victor'],
    patterns: {
      restaurants: ['{P} Kro', 'Restaurant {P}', '{S}s Køkken'],
      'food-and-drink': ['Bageri {S}', '{P} Vinhandel', '{S}s Delikatesser'],
      fashion: ['{S} Mode', '{P} Design', '{S} & Co.'],
      'books-and-music': ['{S}s Boghandel', '{P} Musik'],
      'home-and-garden': ['{P} Bolig', '{S} Planteskole'],
      'travel-and-hotels': ['Hotel {P}', '{P} Badehotel', '{P} Feriecenter'],
      'spa-and-wellness': ['{P} Spa', 'Wellness {P}', 'Massageklinik {S}'],
      experiences: ['Escape Room {P}', 'Kokkeskolen {P}', 'Ballonflyvning {P}'],
      beauty: ['Frisør {S}', '{P} Skønhedsklinik', '{S}s Parfumeri'],
      'sport-and-outdoors': ['{S}s Sport', '{P} Cykler', 'Klatrehal {P}'],
      'cinema-and-entertainment': ['{P} Bio', '{P} Bowlingcenter', '{P} Teater'],
      'kids-and-toys': ['{S}s Legetøj', '{P} Legeland'],
      gaming: ['{P} Spil', '{S}s Spilbutik'],
      tech: ['{S} Elektronik', '{S}s Radio og TV'],
    },
  },
  nb: {
    surnames: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Berg', 'Haugen', 'Bakken', 'Lie', 'Dahl', 'Moen', 'Strand', 'Lunde'],
    places: ['Fjellheim', 'Solstad', 'Havblikk', 'Bjørkly', 'Furuly', 'Nordlys', 'Lyngheim', 'Sjøstjerna', 'Granli', 'Fjordglimt', 'Vinterly', 'Elvebakken'],
    streets: ['Karl Johans gate', 'Storgata', 'Kirkegata', 'Torggata', 'Strandgata', 'Kongens gate', 'Dronningens gate', 'Bryggen'],
    firstNames: ['Nora', 'Jakob', 'Ingrid', 'Emil', 'Sofie', 'Henrik', 'Maja', 'Sander', 'Thea', 'Mathias'],
    patterns: {
      restaurants: ['{P} Spiseri', 'Restaurant {P}', '{S}s Kjøkken'],
      'food-and-drink': ['{S} Bakeri', '{P} Delikatesse', '{S}s Kaffebrenneri'],
      fashion: ['{S} Mote', '{P} Design', '{S} & Co.'],
      'books-and-music': ['{S} Bokhandel', '{P} Musikk'],
      'home-and-garden': ['{P} Interiør', '{S} Hagesenter'],
      'travel-and-hotels': ['{P} Hotell', '{P} Fjellstue', '{P} Gjestegård'],
      'spa-and-wellness': ['{P} Spa', '{P} Velvære'],
      experiences: ['Escape Room {P}', '{P} Kokkeskole', '{P} Opplevelser'],
      beauty: ['Frisør {S}', '{P} Hudpleie', '{S}s Parfymeri'],
      'sport-and-outdoors': ['{S} Sport', '{P} Sykkel', '{P} Klatresenter'],
      'cinema-and-entertainment': ['{P} Kino', '{P} Bowlingsenter', '{P} Teater'],
      'kids-and-toys': ['{P} Leker', '{S}s Lekeland'],
      gaming: ['{P} Spill', '{S}s Spillbutikk'],
      tech: ['{S} Elektro', '{P} Data'],
    },
  },
  sv: {
    surnames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Lindqvist', 'Berg', 'Lundgren', 'Holm', 'Sandberg'],
    places: ['Sjöudden', 'Björkhagen', 'Solvik', 'Granlunda', 'Ekbacken', 'Havsbris', 'Lindgården', 'Fjällsippan', 'Strandvik', 'Vinterviken', 'Ängsbacka', 'Norrsken'],
    streets: ['Drottninggatan', 'Storgatan', 'Kungsgatan', 'Stora Torget', 'Kyrkogatan', 'Hamngatan', 'Sveavägen', 'Västerlånggatan'],
    firstNames: ['Ebba', 'Elias', 'Alice', 'Hugo', 'Maja', 'Oliver', 'Wilma', 'Axel', 'Saga', 'Ludvig'],
    patterns: {
      restaurants: ['Restaurang {P}', '{S}s Kök', '{P} Krog'],
      'food-and-drink': ['{S}s Bageri', '{P} Delikatess', '{S}s Kafferosteri'],
      fashion: ['{S} Mode', '{P} Design', '{S} & Co.'],
      'books-and-music': ['{S}s Bokhandel', '{P} Musik'],
      'home-and-garden': ['{P} Inredning', '{S}s Trädgård'],
      'travel-and-hotels': ['Hotell {P}', '{P} Wärdshus', '{P} Fjällstation'],
      'spa-and-wellness': ['{P} Spa', '{P} Brunn'],
      experiences: ['Escape Room {P}', '{P} Kockskola', '{P} Upplevelser'],
      beauty: ['Salong {P}', '{P} Hudvård', '{S}s Parfymeri'],
      'sport-and-outdoors': ['{S}s Sport', '{P} Cykel', '{P} Klätterhall'],
      'cinema-and-entertainment': ['Bio {P}', '{P} Bowlinghall', '{P} Teater'],
      'kids-and-toys': ['{S}s Leksaker', '{P} Lekland'],
      gaming: ['{P} Spel', '{S}s Spelbutik'],
      tech: ['{S}s Elektronik', '{P} Data'],
    },
  },
  pl: {
    surnames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Dąbrowski', 'Kozłowski', 'Mazur', 'Krawczyk'],
    places: ['Pod Lipami', 'Zielony Dwór', 'Stare Miasto', 'Złoty Róg', 'Na Wzgórzu', 'Leśna Polana', 'Srebrny Staw', 'Biały Dom', 'Różany Ogród', 'Pod Dębem', 'Mazurski Brzeg', 'Dolina'],
    streets: ['ul. Marszałkowska', 'ul. Floriańska', 'ul. Długa', 'Rynek Główny', 'ul. Piotrkowska', 'ul. Świętojańska', 'ul. Mickiewicza', 'ul. Kościuszki'],
    firstNames: ['Zuzanna', 'Jakub', 'Julia', 'Antoni', 'Maja', 'Jan', 'Hanna', 'Szymon', 'Oliwia', 'Filip'],
    patterns: {
      restaurants: ['Restauracja {P}', 'Gospoda {P}', 'Bistro {S}'],
      'food-and-drink': ['Piekarnia {S}', 'Delikatesy {P}', 'Winiarnia {S}'],
      fashion: ['{S} Moda', 'Butik {P}', 'Pracownia {S}'],
      'books-and-music': ['Księgarnia {S}', 'Salon Muzyczny {S}'],
      'home-and-garden': ['Dom {P}', 'Ogrody {S}'],
      'travel-and-hotels': ['Hotel {P}', 'Dworek {P}', 'Pensjonat {P}'],
      'spa-and-wellness': ['Spa {P}', 'Strefa Relaksu {P}'],
      experiences: ['Escape Room {P}', 'Szkoła Gotowania {S}', 'Loty Balonem {P}'],
      beauty: ['Salon Urody {P}', 'Fryzjer {S}', 'Perfumeria {S}'],
      'sport-and-outdoors': ['Sklep Sportowy {S}', 'Rowery {S}', 'Ścianka Wspinaczkowa {P}'],
      'cinema-and-entertainment': ['Kino {P}', 'Kręgielnia {P}', 'Teatr {P}'],
      'kids-and-toys': ['Zabawki {S}', 'Sala Zabaw {P}'],
      gaming: ['Świat Gier {P}', 'Strefa Gracza {P}'],
      tech: ['Elektronika {S}', 'RTV {S}', 'Sklep Komputerowy {P}'],
    },
  },
  ar: {
    surnames: ['Al Mansoori', 'Al Hashimi', 'Haddad', 'Al Zarooni', 'Khoury', 'Al Suwaidi', 'Nasser', 'Al Qasimi', 'Farah', 'Saleh', 'Al Amiri', 'Karam'],
    places: ['Al Waha', 'Al Noor', 'Marina', 'Palm', 'Desert Rose', 'Al Bahar', 'Creekside', 'Al Safa', 'Oasis', 'Al Reem', 'Falcon', 'Saffron'],
    streets: ['Sheikh Zayed Road', 'Al Wasl Road', 'Corniche Road', 'Al Maktoum Street', 'Hamdan Street', 'Jumeirah Beach Road', 'Al Khaleej Street', 'Airport Road'],
    firstNames: ['Fatima', 'Omar', 'Aisha', 'Khalid', 'Mariam', 'Yousef', 'Layla', 'Hamdan', 'Noura', 'Rashid'],
    patterns: {
      restaurants: ['{P} Grill', '{P} Mandi House', 'Dar {S}'],
      'food-and-drink': ['{P} Dates', '{S} Sweets', '{P} Coffee Roasters'],
      fashion: ['{P} Abayas', '{S} Couture', '{P} Boutique'],
      'travel-and-hotels': ['{P} Hotel', '{P} Desert Resort', '{P} Beach Resort'],
    },
  },
  nl: {
    surnames: ['De Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'De Boer', 'Peeters', 'Claes', 'Maes', 'Willems'],
    places: ['Zonnehoek', 'Lindenhof', 'De Molen', 'Duinzicht', 'Het Anker', 'Vijverhof', 'De Linde', 'Zeezicht', 'Rozenhof', 'De Kroon', 'Het Veer', 'Heidezicht'],
    streets: ['Kerkstraat', 'Dorpsstraat', 'Markt', 'Stationsstraat', 'Molenweg', 'Nieuwstraat', 'Grote Markt', 'Kouter'],
    firstNames: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Eva', 'Thomas', 'Fleur', 'Ruben', 'Noor', 'Jens'],
    patterns: {
      restaurants: ['Brasserie {P}', 'Eetcafé {P}', 'Bistro {S}'],
      'spa-and-wellness': ['Wellness {P}', 'Sauna {P}'],
      fashion: ['{S} Mode', 'Boetiek {P}', 'Schoenen {S}'],
      'home-and-garden': ['{P} Wonen', 'Tuincentrum {P}', '{S} Interieur'],
      experiences: ['Escaperoom {P}', 'Kookstudio {S}', 'Ballonvaart {P}'],
      'books-and-music': ['Boekhandel {S}', 'Platenzaak {P}'],
      beauty: ['Schoonheidssalon {P}', 'Kapsalon {S}'],
      'sport-and-outdoors': ['{P} Sport', 'Klimhal {P}', 'Fietsen {S}'],
      'cinema-and-entertainment': ['Filmtheater {P}', 'Bowling {P}'],
      'travel-and-hotels': ['Hotel {P}', 'Landgoed {P}', 'Bungalowpark {P}'],
      'food-and-drink': ['Bakkerij {S}', 'Wijnhandel {P}', 'Kaashandel {S}'],
      'kids-and-toys': ['Speelgoed {S}', 'Speelparadijs {P}'],
      gaming: ['{P} Games', 'Gamewinkel {S}'],
      tech: ['{S} Elektro', '{P} Digitaal'],
    },
  },
};

export function namePool(group: NameGroup): NamePool {
  return pools[group];
}

/** The name patterns of a kind of shop in a name group. */
export function patternsOf(group: NameGroup, kind: Kind): string[] {
  return pools[group].patterns[kind] ?? shared[kind];
}
