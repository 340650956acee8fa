/** The Polish texts of a generated store. */
import type { MarketTexts } from './types';

export const pl: MarketTexts = {
  language: 'pl',
  moreThan: 'ponad {count}',
  choiceCard: 'Wielomarkowa karta podarunkowa',
  // With the preposition: Polish says „we Włoszech”, „we Francji”, so every sentence writes {country} without its own „w”.
  countries: {
    AT: 'w Austrii', AU: 'w Australii', BE: 'w Belgii', BR: 'w Brazylii', CA: 'w Kanadzie', CH: 'w Szwajcarii', DE: 'w Niemczech',
    DK: 'w Danii', ES: 'w Hiszpanii', FR: 'we Francji', GB: 'w Wielkiej Brytanii', IE: 'w Irlandii', IT: 'we Włoszech',
    MX: 'w Meksyku', NL: 'w Holandii', NO: 'w Norwegii', NZ: 'w Nowej Zelandii', PL: 'w Polsce', PT: 'w Portugalii',
    SE: 'w Szwecji', US: 'w Stanach Zjednoczonych', AE: 'w Zjednoczonych Emiratach Arabskich',
  },
  menus: {
    footerTitle: 'Stopka',
    businessTitle: 'Dla firm',
    customerService: 'Obsługa klienta',
    helpdesk: 'Centrum pomocy',
    contactUs: 'Kontakt',
    checkBalance: 'Sprawdź saldo',
    delivery: 'Dostawa',
    cancellationPolicy: 'Odstąpienie od umowy',
    giftCards: 'Karty podarunkowe',
    allGiftCards: 'Wszystkie karty podarunkowe',
    restaurants: 'Restauracje',
    spaAndWellness: 'Spa i wellness',
    experiences: 'Przeżycia',
    occasions: 'Okazje',
    aboutUs: 'O nas',
    generalTerms: 'Regulamin',
    privacy: 'Polityka prywatności',
    cookieStatement: 'Polityka cookies',
    business: 'Dla firm',
    businessGiftCards: 'Karty podarunkowe dla firm',
    requestQuote: 'Poproś o wycenę',
    businessGifts: 'Prezenty firmowe',
  },
  homeBlocks: {
    hero: { title: 'Karta podarunkowa na każdą okazję', description: 'Wybierz spośród {more} kart podarunkowych albo zostaw wybór obdarowanym dzięki Wielomarkowej karcie podarunkowej.' },
    businessHero: { title: 'Prezenty firmowe załatwione w kilka minut', description: 'Zapłać na fakturę, wyślij karty całemu zespołowi i otrzymaj wycenę w ciągu jednego dnia roboczego.' },
    choiceDescription: 'Nie możesz się zdecydować? Niech sami wybiorą spośród {more} marek.',
    business: { title: 'Dla firm', description: 'Nagradzaj pracowników i dziękuj klientom jednym zamówieniem.' },
    occasions: { title: 'Znajdź odpowiednią okazję', description: 'Urodziny, śluby, podziękowania i nie tylko: pomysły na prezent na każdą chwilę.' },
    spotlightDescription: 'Jedna z najczęściej wybieranych kart podarunkowych w tym miesiącu.',
    delivery: { title: 'E-karta w ciągu godziny', description: 'Karty elektroniczne docierają e-mailem w ciągu godziny, a karty fizyczne wysyłamy pocztą.' },
    businessGift: { title: 'Zawsze trafiony prezent firmowy', description: 'Jedna karta dla każdego pracownika, klienta i kontrahenta – z płatnością na fakturę.' },
    personalTouch: { title: 'Dodaj coś od siebie', description: 'Do każdej karty możesz dodać ozdobne opakowanie i osobistą wiadomość.' },
    searchHighlight: { title: 'Niech sami wybiorą', description: 'Wielomarkowa karta podarunkowa: {more} marek na jednej karcie.' },
  },
  searchTerms: {
    restaurants: 'Restauracja',
    spa: { title: 'Dzień w spa', query: 'spa' },
    hotel: { title: 'Hotel', query: 'hotel' },
    books: { title: 'Książki', query: 'książki' },
    experiences: 'Przeżycia',
    choiceQuery: 'wielomarkowa',
  },
  redeemPages: {
    choiceCard: {
      title: 'Jak wykorzystać Wielomarkową kartę podarunkową',
      intro: 'Jedna karta, wiele kart podarunkowych do wyboru: tak zamienisz saldo na kartę, której naprawdę chcesz.',
      body: [
        'Sprawdź saldo, podając 19-cyfrowy numer karty i 6-cyfrowy PIN, które znajdziesz na karcie lub w e-mailu.',
        'Wybierz jedną lub kilka kart podarunkowych albo darowiznę. Saldo możesz wykorzystać od razu w całości lub zostawić część na później.',
        'Za mało środków na karcie? Dodaj kolejną kartę albo dopłać resztę online przy kasie.',
        'Nowe karty podarunkowe otrzymasz e-mailem w ciągu kilku minut lub pocztą w ciągu kilku dni roboczych.',
      ],
    },
    teamThankYou: {
      title: '{business}: dziękujemy',
      intro: 'Podziękowanie od firmy {business}: wymień swoją kartę na jedną z kart podarunkowych wybranych przez Twój zespół.',
      body: [
        'Firma {business} wybrała te karty podarunkowe dla swoich pracowników. Sprawdź saldo, wybierz kartę i wskaż, dokąd mamy ją wysłać.',
        'Zamówienia z tego sklepu są składane w imieniu firmy {business}: przy kasie podaj dane firmy.',
      ],
    },
    businessName: '{surname} Logistyka',
  },
  testimonials: [
    [5, 'Karta na urodziny siostry zamówiona w przerwie na obiad, a po kilku minutach była już w jej skrzynce. Super sprawa!'],
    [5, 'Zapomniana karta odnaleziona w szufladzie: sprawdzenie salda i wymiana na kartę do restauracji zajęły dosłownie dwie minuty.'],
    [4, 'Karta przyszła pocztą dwa dni po zamówieniu, ładnie zapakowana. Przydałoby się tylko więcej wzorów etui do wyboru.'],
    [5, 'Pięć kart dla pięciu osób z pracy, każda na inny adres e-mail – wszystko w jednym zamówieniu, bez kombinowania.'],
    [5, 'Rodzice dostali od nas Wielomarkową kartę podarunkową i wybrali pobyt w hotelu. Dużo lepsze niż zgadywanie, co im kupić.'],
    [3, 'Duży wybór sklepów, ale na kartę fizyczną trzeba było czekać dzień dłużej, niż się zapowiadało.'],
    [5, 'E-mail z kartą ustawiony na rano w dniu naszej rocznicy – dotarł co do minuty.'],
    [4, 'Obsługa klienta odpowiedziała na pytanie o adres dostawy jeszcze tego samego dnia.'],
    [5, 'Dzięki osobistej wiadomości wydrukowanej do karty wyszedł z tego prawdziwy prezent, a nie tylko bon.'],
    [4, 'Karty dla pracowników opłacone na fakturę, a cały zespół miał je już następnego dnia.'],
    [5, 'Resztę salda wydaję na drugą, mniejszą kartę – nic się nie marnuje.'],
  ],
  extras: {
    classicWallet: { title: 'Klasyczne etui na kartę', description: 'Solidne, składane etui w kolorze głębokiego granatu ze złotą obwódką. Karta podarunkowa idealnie mieści się w środku.' },
    celebrationWallet: { title: 'Etui okolicznościowe', description: 'Radosne etui z nadrukiem konfetti i serpentyn – idealne na urodziny i gratulacje.' },
    luxuryWallet: { title: 'Luksusowe etui na pamiątkę', description: 'Etui z fakturowanego kartonu z recyklingu, wiązane wstążką – do zachowania na długo po wykorzystaniu karty.' },
    confettiDesign: { title: 'Motyw e-maila: konfetti', description: 'Karta elektroniczna przychodzi w e-mailu z sypiącym się konfetti.' },
    balloonsDesign: { title: 'Motyw e-maila: balony', description: 'Karta elektroniczna przychodzi w e-mailu z kolorowymi balonami.' },
    giftBox: { title: 'Pudełko prezentowe', description: 'Karta razem z etui w sztywnym pudełku prezentowym z bibułą.' },
    personalMessage: { title: 'Osobista wiadomość', description: 'Twoje własne słowa wydrukowane na bileciku, który trafia do obdarowanego razem z kartą podarunkową.' },
  },
  pages: {
    home: {
      title: 'Karty podarunkowe na każdą okazję',
      metaDescription: 'Kupuj karty podarunkowe do {more} sklepów, restauracji i atrakcji {country} albo zostaw wybór obdarowanym dzięki Wielomarkowej karcie podarunkowej.',
      keywords: ['karty podarunkowe', 'bony podarunkowe', 'karta wielomarkowa', 'e-karty podarunkowe', 'prezenty firmowe'],
      body: `# Karty podarunkowe na każdą okazję

Wybierz spośród {more} kart podarunkowych do restauracji, spa, sklepów i na atrakcje {country} albo podaruj Wielomarkową kartę podarunkową i pozwól obdarowanym wybrać samodzielnie. Karty elektroniczne docierają e-mailem w ciągu godziny, a karty fizyczne wysyłamy pocztą.`,
    },
    terms: {
      title: 'Regulamin sklepu',
      metaDescription: 'Zasady obowiązujące przy każdym zamówieniu kart podarunkowych, kart darowizn i dodatków w sklepie {name}.',
      keywords: ['regulamin', 'warunki', 'regulamin sklepu'],
      body: `# Regulamin sklepu

Niniejszy regulamin dotyczy każdej oferty i każdego zamówienia złożonego w sklepie {name} („my”, „nas”). Przeczytaj go przed złożeniem zamówienia – składając zamówienie, akceptujesz jego postanowienia.

## 1. Karty podarunkowe
1. Karta podarunkowa to karta elektroniczna lub fizyczna o określonej wartości pieniężnej, którą można zrealizować u wskazanej na niej marki, a w przypadku Wielomarkowej karty podarunkowej – wymienić na jedną lub kilka innych kart podarunkowych z naszej oferty.
2. Karty podarunkowe są dostępne w nominałach od {minAmount} do {maxAmount}. Wartości dostępne dla danej karty podajemy na jej stronie.
3. Na każdej karcie podany jest termin jej ważności; saldo możesz w każdej chwili sprawdzić na stronie sprawdzania salda.

## 2. Zamówienia i płatności
1. Zamówienie staje się wiążące z chwilą jego opłacenia. Otrzymasz e-mailem potwierdzenie z numerem zamówienia.
2. Możemy odmówić realizacji zamówienia lub je anulować w razie podejrzenia oszustwa; wpłacona kwota zostanie wówczas zwrócona w całości.
3. Klienci biznesowi mogą po weryfikacji płacić na fakturę.

## 3. Dostawa
1. Elektroniczne karty podarunkowe wysyłamy e-mailem, zwykle w ciągu godziny od zaksięgowania płatności.
2. Fizyczne karty podarunkowe wysyłamy pocztą na adres podany przy składaniu zamówienia.

## 4. Odpowiedzialność
Kart podarunkowych nie można wymienić na gotówkę, chyba że wymagają tego przepisy prawa. Nie odpowiadamy za kartę, która po dostarczeniu zostanie zgubiona lub udostępniona innym osobom.`,
    },
    privacy: {
      title: 'Polityka prywatności',
      metaDescription: 'Jak {name} zbiera, wykorzystuje i chroni Twoje dane osobowe, gdy zamawiasz i realizujesz karty podarunkowe.',
      keywords: ['polityka prywatności', 'dane osobowe', 'ochrona danych'],
      body: `# Polityka prywatności

{name} dba o Twoje dane osobowe. W tej polityce wyjaśniamy, jakie dane przetwarzamy, w jakim celu i jak długo je przechowujemy.

## Jakie dane przetwarzamy
- Twoje imię i nazwisko, adres e-mail oraz – w przypadku kart fizycznych – adres dostawy.
- Imię i nazwisko oraz adres e-mail obdarowanego, abyśmy mogli dostarczyć kartę.
- Dane zamówienia i płatności, które przechowujemy tak długo, jak wymagają tego przepisy prawa.

## W jakim celu
Wykorzystujemy te dane, aby zrealizować Twoje zamówienie, odpowiadać na Twoje pytania oraz – wyłącznie za Twoją zgodą – wysyłać Ci nasz newsletter.

## Twoje prawa
W każdej chwili możesz zażądać dostępu do swoich danych, ich sprostowania lub usunięcia, pisząc na adres {serviceEmail}.`,
    },
    cancellation: {
      title: 'Odstąpienie od umowy',
      metaDescription: 'Kiedy i jak możesz odstąpić od zamówienia karty podarunkowej oraz jak zwracamy pieniądze.',
      keywords: ['odstąpienie od umowy', 'zwrot pieniędzy', 'anulowanie zamówienia'],
      body: `# Odstąpienie od umowy

Możesz odstąpić od zamówienia w ciągu 14 dni od jego otrzymania, o ile karta podarunkowa nie została wykorzystana.

## Jak odstąpić od umowy
Wyślij numer zamówienia i numer karty na adres {serviceEmail}. Zablokujemy kartę i w ciągu 14 dni zwrócimy zapłaconą kwotę tą samą metodą płatności, której użyto przy zamówieniu.

## Wyjątki
Kart aktywowanych lub częściowo wykorzystanych nie można zwrócić. Darowizny przekazujemy organizacjom charytatywnym, dlatego nie podlegają zwrotowi.`,
    },
    delivery: {
      title: 'Dostawa',
      metaDescription: 'Jak i kiedy dostarczamy elektroniczne i fizyczne karty podarunkowe.',
      keywords: ['dostawa', 'wysyłka', 'poczta', 'e-mail'],
      body: `# Dostawa

## Elektroniczne karty podarunkowe
Karty elektroniczne wysyłamy e-mailem, zwykle w ciągu godziny od zaksięgowania płatności. Możesz też wybrać datę doręczenia – nawet do trzech miesięcy naprzód.

## Fizyczne karty podarunkowe
Karty fizyczne wysyłamy pocztą w kopercie prezentowej, razem z wybranym opakowaniem i dodatkami. Zamówienia opłacone w dzień roboczy do godz. 17:00 wysyłamy tego samego dnia; zwykle docierają w ciągu dwóch–trzech dni roboczych do każdego miejsca {country}.`,
    },
    cookies: {
      title: 'Polityka cookies',
      metaDescription: 'Jakich plików cookies używa {name}, w jakim celu i jak zmienić swój wybór.',
      keywords: ['pliki cookies', 'polityka cookies'],
      body: `# Polityka cookies

Używamy funkcjonalnych plików cookies, aby zapamiętać zawartość Twojego koszyka i Twoje ustawienia, a – wyłącznie za Twoją zgodą – także analitycznych plików cookies, które pokazują nam, jak korzystasz ze sklepu.

Swój wybór możesz w każdej chwili zmienić za pomocą linku do ustawień cookies na dole każdej strony.`,
    },
    about: {
      title: 'O sklepie {name}',
      metaDescription: '{name} to {more} kart podarunkowych i Wielomarkowa karta podarunkowa w jednym miejscu.',
      keywords: ['o nas', 'sklep z kartami podarunkowymi'],
      body: `# O sklepie {name}

{name} to sklep z kartami podarunkowymi {country}: {more} kart do restauracji, sklepów, spa i na atrakcje, a także Wielomarkowa karta podarunkowa dla wszystkich, którzy wolą wybrać sami. Karty elektroniczne dostarczamy e-mailem, a karty fizyczne pocztą – zarówno klientom indywidualnym, jak i firmom.`,
    },
    helpdesk: {
      title: 'Centrum pomocy: najczęściej zadawane pytania',
      metaDescription: 'Odpowiedzi na najczęstsze pytania o zamawianie, dostawę, sprawdzanie salda i realizację kart podarunkowych w sklepie {name}.',
      keywords: ['pomoc', 'faq', 'centrum pomocy', 'obsługa klienta'],
      body: `# Centrum pomocy

Nie możesz znaleźć tego, czego szukasz? Nasz [zespół obsługi klienta]({contactPath}) chętnie pomoże Ci w dni robocze.

## Jak zamówić kartę podarunkową?
Wybierz kartę podarunkową, zdecyduj, czy ma być elektroniczna, czy fizyczna, ustal kwotę i dodaj kartę do koszyka. W koszyku, zanim przejdziesz do kasy, możesz dodać ozdobne opakowanie i osobistą wiadomość.

## Jak sprawdzić saldo?
Wpisz numer karty i PIN na stronie [sprawdzania salda]({balancePath}).

## Czy mogę wymienić Wielomarkową kartę podarunkową?
Tak: sprawdź saldo i wybierz jedną lub kilka kart podarunkowych w sklepie wymiany kart.`,
    },
    contact: {
      title: 'Kontakt',
      metaDescription: 'Skontaktuj się z obsługą klienta sklepu {name} e-mailem lub przez formularz kontaktowy.',
      keywords: ['kontakt', 'obsługa klienta', 'e-mail'],
      body: `# Kontakt

Masz pytanie dotyczące zamówienia, karty lub dostawy? Skorzystaj z formularza na tej stronie albo napisz na adres {serviceEmail} – odpowiadamy w ciągu jednego dnia roboczego. Przygotuj numer zamówienia.`,
    },
    business: {
      title: 'Karty podarunkowe dla firm',
      metaDescription: 'Karty podarunkowe dla pracowników i klientów: płatność na fakturę, dostawa do całego zespołu i wycena w ciągu jednego dnia roboczego.',
      keywords: ['karty podarunkowe dla firm', 'prezenty firmowe', 'prezenty dla pracowników'],
      body: `# Karty podarunkowe dla firm

Podziękuj zespołowi, nagródź klientów albo zorganizuj program motywacyjny z kartami podarunkowymi {more} marek lub z Wielomarkową kartą podarunkową, dzięki której każdy wybierze coś dla siebie.

## Dlaczego firmy wybierają {name}
- Jedno zamówienie dla wielu odbiorców – każdy dostaje kartę e-mailem lub pocztą.
- Płatność na fakturę po weryfikacji.
- Osobisty opiekun przy większych zamówieniach.

[Poproś o wycenę]({quotePath}), a odezwiemy się w ciągu jednego dnia roboczego.`,
    },
    businessQuote: {
      title: 'Poproś o wycenę',
      metaDescription: 'Napisz, czego potrzebujesz, a w ciągu jednego dnia roboczego otrzymasz wycenę kart podarunkowych dla firm.',
      keywords: ['wycena', 'zamówienie firmowe'],
      body: `# Poproś o wycenę

Napisz, ile kart potrzebujesz, o jakich nominałach i na kiedy mają dotrzeć. Wycenę prześlemy w ciągu jednego dnia roboczego, a karty możemy dostarczyć do każdego odbiorcy osobno.`,
    },
  },
  house: {
    choiceDescription: 'Nie możesz się zdecydować? Z Wielomarkową kartą podarunkową obdarowany sam wybiera spośród {more} kart podarunkowych – od restauracji i spa po modę, książki i przeżycia. Saldo może nawet podzielić na kilka kart. Dostępna jako karta elektroniczna dostarczana w ciągu godziny lub jako karta fizyczna w kopercie prezentowej.',
    choiceKeywords: ['karta wielomarkowa', 'wielomarkowa karta podarunkowa', 'karta podarunkowa do wielu sklepów', 'prezent firmowy'],
    greenCorridors: {
      name: 'Fundacja Zielone Korytarze',
      about: 'O Fundacji Zielone Korytarze',
      title: 'Darowizna na rzecz Fundacji Zielone Korytarze',
      description: 'Fundacja Zielone Korytarze sadzi żywopłoty i drzewa, które łączą parki i rezerwaty przyrody, dzięki czemu ptaki, pszczoły i drobne ssaki mogą swobodnie przemieszczać się między nimi. Obdarowany otrzymuje kartę, która wyjaśnia, co udało się osiągnąć dzięki darowiźnie.',
      keywords: ['darowizna', 'prezent charytatywny', 'przyroda', 'środowisko'],
    },
    warmMeals: {
      name: 'Fundacja Ciepły Posiłek',
      about: 'O Fundacji Ciepły Posiłek',
      title: 'Darowizna na rzecz Fundacji Ciepły Posiłek',
      description: 'Fundacja Ciepły Posiłek wydaje gorące dania i paczki z jedzeniem osobom, których na nie nie stać, za pośrednictwem lokalnych kuchni prowadzonych przez wolontariuszy. Twoja darowizna trafia do potrzebujących w całości.',
      keywords: ['darowizna', 'prezent charytatywny', 'bank żywności', 'świąteczna pomoc'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        '{name} ({city}) serwuje sezonowe dania w samym sercu miasta, a kartę win układają sami właściciele.',
        '{city}: {name} to ulubiony lokal mieszkańców, znany z hojnych porcji, miłej obsługi i tarasu, na którym w słoneczne wieczory trudno o wolny stolik.',
        '{name} gotuje z produktów od okolicznych rolników – w dni powszednie serwuje zestawy lunchowe, a wieczorem pełną kartę.',
      ],
      'spa-and-wellness': [
        '{name} ({city}) oferuje masaże, zabiegi na twarz i saunę z cichą strefą relaksu.',
        'Karnety jednodniowe, zabiegi i pakiety dla dwojga: {name} to spokojna oaza zaledwie kilka minut od centrum. Lokalizacja: {city}.',
        '{name} ma czas dla każdego gościa – od pojedynczego zabiegu po cały dzień odpoczynku.',
      ],
      fashion: [
        '{name} co sezon prezentuje nowe kolekcje, a doradzają tu osoby, które znają każdą rzecz w sklepie.',
        'Niezależne marki i ponadczasowa klasyka: {name} ma salon stacjonarny ({city}) i sklep internetowy, który wysyła zamówienia do klientów {country}.',
        '{name} to rodzinna firma ({city}) znana z porządnie uszytych ubrań, butów i dodatków.',
      ],
      'home-and-garden': [
        '{name} ma wszystko dla domu i ogrodu – w sklepie stacjonarnym ({city}) i online.',
        'Od pojedynczej rośliny po nowy stół do jadalni: {name} pomaga klientom urządzić dom, w którym dobrze się mieszka.',
        '{name} oferuje przedmioty od niezależnych twórców, a obok nich codzienne rzeczy, których potrzebuje każdy dom.',
      ],
      experiences: [
        '{city} i okolice: {name} organizuje atrakcje dla grup, par i wszystkich, którzy szukają czegoś nowego.',
        'Popołudnie, które zapamiętasz: {name} oferuje zajęcia z rezerwacją online w wybranym przez Ciebie terminie.',
        '{name} zaprasza zarówno początkujących, jak i zapaleńców – wszystko, czego potrzeba na miejscu, jest w cenie.',
      ],
      'books-and-music': [
        '{name} to niezależny sklep ({city}), w którym obsługa chętnie poleca swoje ulubione tytuły.',
        '{name} od lat przyciąga czytelników i melomanów – nowościami, dawnymi ulubieńcami i wieczornymi spotkaniami.',
        '{name} ma starannie dobrany asortyment i sprowadza na zamówienie wszystko, czego nie ma na półkach.',
      ],
      beauty: [
        '{name} ({city}) oferuje zabiegi i kosmetyki w salonie o swobodnej atmosferze.',
        'Pielęgnacja skóry, włosy i paznokcie: {name} to zespół, który przed każdym zabiegiem znajduje czas na konsultację.',
        '{name} pracuje z uznanymi markami i małymi producentami – w salonie i online.',
      ],
      'sport-and-outdoors': [
        '{name} wyposaża biegaczy, rowerzystów, turystów i wspinaczy w sprzęt na lata – i pomaga z niego korzystać.',
        'Kursy, karnety jednodniowe i sprzęt: {name} ({city}) to dobre miejsce, by spróbować czegoś nowego.',
        '{name} zatrudnia ludzi, którzy sami uprawiają sporty, do których sprzedają sprzęt – i doradzają z doświadczeniem.',
      ],
      'cinema-and-entertainment': [
        '{name} ({city}) to ulubione miejsce na wieczorne wyjścia – prawie każdego wieczoru coś się tu dzieje.',
        'Duży ekran, tory do kręgli albo scena: {name} to miejsce na wieczór z przyjaciółmi i rodziną.',
        '{name} ma bar z przekąskami i napojami, więc wieczór może zacząć się wcześnie i skończyć późno.',
      ],
      'travel-and-hotels': [
        '{name} oferuje wygodne pokoje, restaurację z kuchnią regionalną i szlaki spacerowe zaczynające się tuż za progiem.',
        '{name} to idealne miejsce na krótki wypad: pokoje z widokiem, obfite śniadania i pakiety z kolacją w cenie.',
        '{name} przyjmuje gości przez cały rok – od pobytów weekendowych po dłuższe rodzinne wakacje.',
      ],
      'food-and-drink': [
        '{name} ({city}) to sklep z wyselekcjonowanymi specjałami, prowadzony przez ludzi, którzy znają każdy produkt na półkach.',
        'Od codziennych przyjemności po prezenty dla smakoszy: {name} komponuje kosze prezentowe z produktami od małych producentów.',
        '{name} od lat jest stałym punktem na mapie okolicy ({city}), z degustacjami i sezonowymi przysmakami.',
      ],
      'kids-and-toys': [
        '{name} ma coś dla dzieci w każdym wieku, a także kącik, w którym mogą wszystko wypróbować.',
        'Zabawki, gry i przyjęcia: {name} ({city}) zapewnia maluchom zajęcie w deszczowe dni.',
        '{name} wybiera trwałe zabawki, zestawy kreatywne i gry na świeżym powietrzu.',
      ],
      gaming: [
        '{name} sprzedaje gry i akcesoria, nowe i używane, a co tydzień organizuje turnieje.',
        'Konsole, klasyki i VR: {name} ({city}) to miejsce, w którym można spędzić na graniu całe popołudnie.',
        '{name} ma stoły do gry na miejscu i obsługę, która zna każdą premierę.',
      ],
      tech: [
        '{name} sprzedaje telefony, laptopy, sprzęt audio i urządzenia smart home, a naprawia je we własnym serwisie.',
        'Aparaty, słuchawki i akcesoria ze szczerym doradztwem: {name} ma sklep stacjonarny ({city}) i wysyła zamówienia do klientów {country}.',
        '{name} pomaga klientom skonfigurować nowe urządzenia i przyjmuje stare w rozliczeniu.',
      ],
    },
    keywords: {
      restaurants: ['restauracja', 'kolacja', 'obiad'],
      'spa-and-wellness': ['spa', 'masaż', 'sauna'],
      fashion: ['odzież', 'buty', 'moda'],
      'home-and-garden': ['wnętrza', 'ogród', 'wyposażenie domu'],
      experiences: ['prezent przeżycie', 'wypad', 'atrakcje'],
      'books-and-music': ['książki', 'muzyka', 'płyty'],
      beauty: ['fryzjer', 'pielęgnacja', 'salon kosmetyczny'],
      'sport-and-outdoors': ['sport', 'outdoor', 'rower'],
      'cinema-and-entertainment': ['kino', 'kręgle', 'teatr'],
      'travel-and-hotels': ['hotel', 'krótki wypad', 'weekend za miastem'],
      'food-and-drink': ['piekarnia', 'wino', 'delikatesy'],
      'kids-and-toys': ['zabawki', 'dzieci', 'gry'],
      gaming: ['gry', 'konsola', 'gaming'],
      tech: ['elektronika', 'telefon', 'słuchawki'],
    },
  },
  categories: {
    restaurants: {
      title: 'Restauracje',
      description: 'Od kameralnych bistro po grill i sushi: karty podarunkowe do restauracji na prawdziwe wyjście na kolację, honorowane w setkach lokali {country}.',
    },
    'spa-and-wellness': {
      title: 'Spa i wellness',
      description: 'Dni w spa, masaże, sauny i zajęcia jogi. Podaruj coś, o co dziś najtrudniej: kilka godzin spokoju i ciszy.',
    },
    fashion: {
      title: 'Moda',
      description: 'Karty podarunkowe na ubrania, buty, biżuterię i dodatki – od niezależnych butików po popularne marki sieciowe.',
    },
    'home-and-garden': {
      title: 'Dom i ogród',
      description: 'Wnętrza, naczynia kuchenne, rośliny i centra ogrodnicze. Idealne dla świeżo upieczonych właścicieli mieszkań, zapalonych ogrodników i wszystkich, którzy kochają przytulne wnętrza.',
    },
    experiences: {
      title: 'Przeżycia',
      description: 'Loty balonem, warsztaty kulinarne, escape roomy i jednodniowe wypady. Karty podarunkowe na wspomnienia zamiast rzeczy.',
    },
    'books-and-music': {
      title: 'Książki i muzyka',
      description: 'Księgarnie, sklepy płytowe, audiobooki i lekcje muzyki: karty podarunkowe dla czytelników, słuchaczy i muzyków w każdym wieku.',
    },
    beauty: {
      title: 'Uroda',
      description: 'Pielęgnacja, perfumy, salony kosmetyczne i barberzy. Niech sami wybiorą swoją przyjemność – od nowego zapachu po świeżą fryzurę.',
    },
    'sport-and-outdoors': {
      title: 'Sport i outdoor',
      description: 'Sprzęt outdoorowy, rowery, ścianki wspinaczkowe i golf. Karty podarunkowe dla biegaczy, piechurów, rowerzystów i weekendowych poszukiwaczy przygód.',
    },
    'cinema-and-entertainment': {
      title: 'Kino i rozrywka',
      description: 'Bilety do kina, spektakle teatralne, stand-up, kręgle i koncerty. Wieczór na mieście zamknięty w jednej karcie.',
    },
    'travel-and-hotels': {
      title: 'Podróże i hotele',
      description: 'Pobyty w hotelach, domki, glamping i krótkie wypady do miast {country}. Podaruj chwilę oddechu od codzienności.',
    },
    'food-and-drink': {
      title: 'Jedzenie i napoje',
      description: 'Serowarnie, palarnie kawy, manufaktury czekolady, sklepy z winem i sklepy z lokalnymi produktami. Karty podarunkowe dla tych, którzy kochają dobre jedzenie.',
    },
    'kids-and-toys': {
      title: 'Dzieci i zabawki',
      description: 'Sklepy z zabawkami, książki dla dzieci, ubranka niemowlęce, sale zabaw i parki trampolin. Karty podarunkowe, dzięki którym wybór należy do najmłodszych.',
    },
    gaming: {
      title: 'Gry',
      description: 'Sklepy z grami, doładowania, kawiarnie z planszówkami i salony VR – dla graczy konsolowych, pecetowych i planszowych.',
    },
    tech: {
      title: 'Elektronika',
      description: 'Telefony, aparaty, sprzęt hi-fi, urządzenia smart home i doładowania do aplikacji. Karty podarunkowe dla miłośników gadżetów i technologicznych nowinek.',
    },
    'business-gifts': {
      title: 'Prezenty firmowe',
      description: 'Karty podarunkowe, które sprawdzą się u każdego pracownika, klienta i kontrahenta – w tym Wielomarkowa karta podarunkowa i pakiety kart bez nominału.',
    },
    charity: {
      title: 'Cele charytatywne i darowizny',
      description: 'Podaruj darowiznę zamiast prezentu: obdarowany sam zdecyduje, który szczytny cel otrzyma pieniądze.',
    },
  },
  occasions: {
    birthday: {
      title: 'Urodziny',
      heroTitle: 'Karty podarunkowe na urodziny, które naprawdę się przydadzą',
      description: 'Niezależnie od tego, czy kończą 8, czy 80 lat, karta podarunkowa na urodziny pozwala wybrać dokładnie to, czego chcą. Wybierz ulubioną restaurację, dzień w spa albo Wielomarkową kartę podarunkową i dodaj osobistą wiadomość.',
    },
    'thank-you': {
      title: 'Podziękowanie',
      heroTitle: 'Podziękuj kartą podarunkową',
      description: 'Dla sąsiada, który karmił kota, kolegi, który wziął za Ciebie zmianę, czy nauczycielki, która zrobiła więcej, niż musiała. Mała karta podarunkowa to wielkie „dziękuję”.',
    },
    wedding: {
      title: 'Ślub',
      heroTitle: 'Karty podarunkowe na ślub dla szczęśliwej pary',
      description: 'Daruj sobie kolejny toster. Pomóż nowożeńcom urządzić dom, zaplanować podróż poślubną albo zjeść pierwszą kolację na mieście jako małżeństwo.',
    },
    christmas: {
      title: 'Boże Narodzenie',
      heroTitle: 'Świąteczne karty podarunkowe dla wszystkich z Twojej listy',
      description: 'Drobiazgi pod choinkę, prezenty na firmowe losowanie i upominki dla pracowników załatwione w kilka minut. Zamów karty fizyczne przed ostatnim terminem wysyłki albo wyślij kartę elektroniczną nawet w Wigilię.',
    },
    anniversary: {
      title: 'Rocznica',
      heroTitle: 'Prezenty na rocznicę dla Was dwojga',
      description: 'Uczcijcie kolejny wspólny rok romantyczną kolacją, nocą poza domem albo zabiegiem w spa dla par.',
    },
    'new-baby': {
      title: 'Narodziny dziecka',
      heroTitle: 'Powitaj maluszka na świecie',
      description: 'Świeżo upieczeni rodzice dobrze wiedzą, czego jeszcze potrzebują. Karta podarunkowa na ubranka, zabawki albo zasłużony posiłek na mieście zawsze się przyda.',
    },
    'get-well-soon': {
      title: 'Powrót do zdrowia',
      heroTitle: 'Prezenty na powrót do zdrowia, które poprawią humor',
      description: 'Książki na kanapę, wieczór z serialem albo masaż, gdy już staną na nogi. Wyślij kartę elektroniczną jeszcze dziś – dotrze w ciągu godziny.',
    },
    retirement: {
      title: 'Emerytura',
      heroTitle: 'Prezenty na emeryturę – na nowy rozdział',
      description: 'Golf, ogród, podróże albo wymarzony domek na wakacje: pomóż koledze lub koleżance z pracy rozpocząć emeryturę w wielkim stylu. Zrzućcie się całym zespołem na jedną kartę.',
    },
    'mothers-day': {
      title: 'Dzień Matki',
      heroTitle: 'Karty podarunkowe na Dzień Matki, które pokocha',
      description: 'Kawa i ciasto w ulubionej kawiarni, dzień w spa, świeże kwiaty albo jej ulubiona księgarnia. Spraw, by Dzień Matki był wyjątkowy, nawet jeśli nie możesz być przy niej osobiście.',
    },
    'fathers-day': {
      title: 'Dzień Ojca',
      heroTitle: 'Prezenty na Dzień Ojca – coś więcej niż skarpetki',
      description: 'Kolacja ze stekiem, degustacja whisky, jazda po torze i nowy sprzęt do warsztatu. Znajdź kartę, która pasuje do każdego taty.',
    },
    graduation: {
      title: 'Zakończenie studiów',
      heroTitle: 'Gratulacje dla absolwentów',
      description: 'Lata ciężkiej pracy zasługują na porządne świętowanie. Daj im dobry start: sprzęt do nowej pracy, podróż albo uroczysty obiad.',
    },
    congratulations: {
      title: 'Gratulacje',
      heroTitle: 'Karty podarunkowe na każdy sukces',
      description: 'Nowa praca, nowe mieszkanie, zdane prawo jazdy albo ukończony maraton? Uczcij tę chwilę kartą podarunkową, którą wydadzą na coś, co kochają.',
    },
    'valentines-day': {
      title: 'Walentynki',
      heroTitle: 'Prezenty na Walentynki z osobistym akcentem',
      description: 'Kolacja przy świecach, wieczór w teatrze albo weekend we dwoje. Dodaj osobistą wiadomość i pudełko prezentowe, a będzie to prezent nie do zapomnienia.',
    },
  },
  catalogue: {
    productTitle: 'Karta podarunkowa {name}',
    productSlugSuffix: '-karta-podarunkowa',
    visitLabel: '{name} – przejdź na stronę',
    closers: {
      restaurants: [
        'Kartę podarunkową można wykorzystać we wszystkich lokalach {name} na jedzenie i napoje, a niewykorzystane saldo zostaje na karcie na kolejną wizytę.',
        'Do zrealizowania w każdym lokalu {name} – od szybkiego lunchu po długą kolację.',
        'Wystarczy pokazać kartę przy płaceniu rachunku; obejmuje jedzenie, napoje i obsługę.',
        'Wykorzystaj ją za jednym razem lub podczas kilku wizyt, aż do wyczerpania salda.',
      ],
      'spa-and-wellness': [
        'Zarezerwuj termin online lub telefonicznie i zapłać, podając numer karty.',
        'Kartą zapłacisz w {name} za zabiegi, sesje i pakiety jednodniowe.',
        'Wykorzystaj ją podczas jednej wizyty albo zachowaj na cały dzień relaksu.',
      ],
      fashion: [
        'Kartę wykorzystasz w sklepie stacjonarnym lub online w {name} – na wszystko, od nowej kolekcji po wyprzedaż.',
        'Ważna w sklepie stacjonarnym i na stronie internetowej {name}; saldo można rozłożyć na kilka zakupów.',
        'Saldo można wykorzystać podczas kilku zakupów, więc nic się nie zmarnuje.',
      ],
      'home-and-garden': [
        'Kartę można wykorzystać w sklepie stacjonarnym i online w {name}, także na opłacenie dostawy.',
        'Wydaj ją na dowolne produkty z oferty {name} – za jednym razem lub podczas kilku wizyt.',
        'Przemyślany prezent na nowe mieszkanie, na ślub albo tak po prostu.',
      ],
      experiences: [
        'Obdarowany sam rezerwuje dogodny termin; popularne weekendy szybko się zapełniają, dlatego warto zarezerwować z wyprzedzeniem.',
        'Kartę można wykorzystać na całe przeżycie albo dopłacić nią do wersji rozszerzonej, prezentu dla znajomego czy pamiątki.',
        'Prezent, który tworzy wspomnienia, a nie zagraca półek.',
      ],
      'books-and-music': [
        'Kartę można wykorzystać w {name} za jednym razem lub podczas kilku wizyt.',
        'Niech sami wybiorą swoją kolejną ulubioną pozycję.',
        'Idealna dla czytelników, słuchaczy i muzyków w każdym wieku.',
      ],
      beauty: [
        'Wykorzystaj kartę na zabiegi lub kosmetyki w {name}.',
        'Saldo można wykorzystać podczas kilku wizyt, więc łatwo sprawić sobie przyjemność więcej niż raz.',
        'Niech sami wybiorą swoją ulubioną przyjemność – od drobnego luksusu po pełną metamorfozę.',
      ],
      'sport-and-outdoors': [
        'Kartę można wykorzystać w {name} zarówno na sprzęt, jak i na treningi, usługi i lekcje.',
        'Bez względu na to, czy to początkujący, czy doświadczony zawodnik – wybierze dokładnie to, czego potrzebuje.',
        'Wykorzystaj ją za jednym razem lub podczas kilku wizyt.',
      ],
      'cinema-and-entertainment': [
        'Kartą zapłacisz za bilety, a także za jedzenie i napoje.',
        'Niech sami wybiorą wieczór, który im pasuje.',
        'Wieczór na mieście załatwiony – wtedy, kiedy im pasuje.',
      ],
      'travel-and-hotels': [
        'Kartą można opłacić dowolną rezerwację w {name}, w tym zaliczki i dodatkowe usługi.',
        'Przy większej rezerwacji można połączyć kilka kart, a saldo wykorzystać na więcej niż jeden wyjazd.',
        'Zarezerwuj online lub telefonicznie i podaj numer karty przy płatności.',
      ],
      'food-and-drink': [
        'Wykorzystaj kartę w {name} – na codzienne przyjemności i na wyjątkowe okazje.',
        'Saldo można wykorzystywać podczas kolejnych wizyt, aż do jego wyczerpania.',
        'Prezent dla każdego, kto kocha dobre jedzenie i napoje.',
      ],
      'kids-and-toys': [
        'Kartę można wykorzystać w {name}, więc maluchy same wybiorą, na co mają ochotę.',
        'Niech same wybiorą swoją przyjemność, a dorośli będą pilnować salda.',
        'Prezent, który cieszy rodziców tak samo jak dzieci.',
      ],
      gaming: [
        'Wykorzystaj kartę w {name} za jednym razem lub podczas kilku wizyt.',
        'Prezent dla graczy w każdym wieku.',
        'Niech sami wybiorą kolejną rzecz z listy życzeń.',
      ],
      tech: [
        'Kartę można wykorzystać w {name} za jednym razem lub przy kilku zakupach.',
        'Przy większych zakupach kartę można połączyć z inną metodą płatności.',
        'Niech sami wybiorą gadżet, którego naprawdę chcą.',
      ],
    },
    defaultClosers: [
      'Kartę można wykorzystać za jednym razem lub przy kilku zakupach.',
    ],
    platformClosers: [
      'To karta platformy partnerskiej, więc obdarowany realizuje kod online na platformie partnera; karty platform zewnętrznych mają limit kwoty na jedno zamówienie.',
      'Karta jest dostarczana w postaci kodu, który realizuje się w aplikacji lub na stronie partnera – tam też znajdziesz pełną listę partnerów biorących udział w programie.',
      'Kod jest aktywowany w chwili dostarczenia i realizowany na platformie partnera; lista partnerów biorących udział w programie może się z czasem zmieniać.',
    ],
    wineClosers: [
      'Ten prezent zawiera wino, dlatego wysyłamy go przesyłką poleconą, a zamówić go mogą wyłącznie osoby pełnoletnie (18+).',
      'W zestawie jest butelka wina, dlatego wysyłamy go przesyłką poleconą, a odbiór musi pokwitować osoba, która ukończyła 18 lat.',
    ],
    digitalOnlyNote: 'Dostępna wyłącznie jako elektroniczna karta podarunkowa, dostarczana e-mailem w ciągu godziny.',
    physicalOnlyNote: 'Dostępna wyłącznie jako karta fizyczna, wysyłana pocztą w kopercie prezentowej.',
    categoryKeywords: {
      restaurants: 'karta podarunkowa do restauracji',
      'spa-and-wellness': 'karta podarunkowa do spa',
      fashion: 'karta podarunkowa na ubrania',
      'home-and-garden': 'karta podarunkowa do domu',
      experiences: 'voucher na przeżycie',
      'books-and-music': 'bon na książki',
      beauty: 'karta podarunkowa do salonu urody',
      'sport-and-outdoors': 'karta podarunkowa do sklepu sportowego',
      'cinema-and-entertainment': 'karta podarunkowa na rozrywkę',
      'travel-and-hotels': 'voucher na podróż',
      'food-and-drink': 'karta podarunkowa do delikatesów',
      'kids-and-toys': 'karta podarunkowa dla dziecka',
      gaming: 'karta podarunkowa na gry',
      tech: 'karta podarunkowa na elektronikę',
    },
    variationTitles: { DIGITAL: 'wysyłka e-mailem', PHYSICAL: 'wysyłka pocztą' },
  },
};
