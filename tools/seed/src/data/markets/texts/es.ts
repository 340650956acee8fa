/** The Spanish texts of a generated store (neutral Spanish for Spain and Mexico). */
import type { MarketTexts } from './types';

export const es: MarketTexts = {
  language: 'es',
  moreThan: 'más de {count}',
  choiceCard: 'Tarjeta Regalo Choice',
  countries: {
    AT: 'Austria', AU: 'Australia', BE: 'Bélgica', BR: 'Brasil', CA: 'Canadá', CH: 'Suiza', DE: 'Alemania', DK: 'Dinamarca',
    ES: 'España', FR: 'Francia', GB: 'el Reino Unido', IE: 'Irlanda', IT: 'Italia', MX: 'México', NL: 'los Países Bajos', NO: 'Noruega',
    NZ: 'Nueva Zelanda', PL: 'Polonia', PT: 'Portugal', SE: 'Suecia', US: 'Estados Unidos', AE: 'los Emiratos Árabes Unidos',
  },
  menus: {
    footerTitle: 'Pie de página',
    businessTitle: 'Empresas',
    customerService: 'Atención al cliente',
    helpdesk: 'Centro de ayuda',
    contactUs: 'Contacto',
    checkBalance: 'Consultar saldo',
    delivery: 'Envío',
    cancellationPolicy: 'Política de cancelación',
    giftCards: 'Tarjetas regalo',
    allGiftCards: 'Todas las tarjetas regalo',
    restaurants: 'Restaurantes',
    spaAndWellness: 'Spa y bienestar',
    experiences: 'Experiencias',
    occasions: 'Ocasiones',
    aboutUs: 'Quiénes somos',
    generalTerms: 'Condiciones generales',
    privacy: 'Privacidad',
    cookieStatement: 'Política de cookies',
    business: 'Empresas',
    businessGiftCards: 'Tarjetas regalo para empresas',
    requestQuote: 'Solicitar un presupuesto',
    businessGifts: 'Regalos de empresa',
  },
  homeBlocks: {
    hero: { title: 'La tarjeta regalo para cada ocasión', description: 'Elige entre {more} tarjetas regalo o deja que elijan ellos con la Tarjeta Regalo Choice.' },
    businessHero: { title: 'Regalos de empresa, listos en minutos', description: 'Paga con factura, envía a todo tu equipo y recibe un presupuesto en un día laborable.' },
    choiceDescription: '¿No sabes qué regalar? Que elijan entre {more} marcas.',
    business: { title: 'Para empresas', description: 'Premia a tu equipo y da las gracias a tus clientes con un solo pedido.' },
    occasions: { title: 'Encuentra la ocasión perfecta', description: 'Cumpleaños, bodas, agradecimientos y mucho más: ideas de regalo para cada momento.' },
    spotlightDescription: 'Una de las tarjetas regalo más elegidas este mes.',
    delivery: { title: 'Digital en menos de una hora', description: 'Las tarjetas digitales llegan por correo electrónico en menos de una hora; las físicas se envían por correo postal.' },
    businessGift: { title: 'Siempre un regalo de empresa acertado', description: 'Una tarjeta para cada empleado, cliente y proveedor, con pago mediante factura.' },
    personalTouch: { title: 'Dale un toque personal', description: 'Añade un envoltorio y un mensaje personal a cada tarjeta.' },
    searchHighlight: { title: 'Deja que elijan ellos', description: 'La Tarjeta Regalo Choice: {more} marcas en una sola tarjeta.' },
  },
  searchTerms: {
    restaurants: 'Restaurantes',
    spa: { title: 'Día de spa', query: 'spa' },
    hotel: { title: 'Hotel', query: 'hotel' },
    books: { title: 'Libros', query: 'libros' },
    experiences: 'Experiencias',
    choiceQuery: 'choice',
  },
  redeemPages: {
    choiceCard: {
      title: 'Cómo canjear tu Tarjeta Regalo Choice',
      intro: 'Una tarjeta y muchas tarjetas regalo para elegir: así conviertes tu saldo en la tarjeta regalo que tú quieras.',
      body: [
        'Consulta tu saldo con el número de tarjeta de 19 dígitos y el PIN de 6 dígitos que aparecen en tu tarjeta o en tu correo electrónico.',
        'Elige una o varias tarjetas regalo, o haz un donativo. Puedes gastar todo el saldo de una vez o guardar una parte para más adelante.',
        '¿No tienes saldo suficiente? Añade otra tarjeta o paga la diferencia online al finalizar la compra.',
        'Tus nuevas tarjetas regalo llegan por correo electrónico en pocos minutos, o por correo postal en unos pocos días laborables.',
      ],
    },
    teamThankYou: {
      title: '{business}: gracias',
      intro: 'Un agradecimiento de {business}: canjea tu tarjeta por una de las tarjetas regalo que ha elegido tu equipo.',
      body: [
        '{business} ha elegido estas tarjetas regalo para su equipo. Consulta tu saldo, elige una tarjeta e indícanos adónde debemos enviarla.',
        'Los pedidos de esta tienda se hacen a nombre de {business}: indica los datos de la empresa al finalizar la compra.',
      ],
    },
    businessName: 'Logística {surname}',
  },
  testimonials: [
    [5, 'Pedí una tarjeta regalo por correo para el cumpleaños de mi hermana a la hora de comer y a los pocos minutos ya la tenía en su bandeja de entrada.'],
    [5, 'Tenía una tarjeta olvidada en un cajón, consulté el saldo y lo cambié por una tarjeta de restaurante en la tienda de canje. Dos minutos, ni más ni menos.'],
    [4, 'La tarjeta llegó por correo dos días después del pedido y muy bien presentada. Eso sí, me habría gustado tener más diseños de funda para elegir.'],
    [5, 'Mandé una tarjeta a cinco compañeros de trabajo, cada una a su propio correo, y todo en un solo pedido. Facilísimo.'],
    [5, 'Les regalamos a mis papás la Tarjeta Regalo Choice y eligieron una tarjeta de hotel. Mucho mejor que intentar adivinar.'],
    [3, 'Buena variedad de tiendas, pero la tarjeta física tardó un día más de lo que esperaba.'],
    [5, 'Programé el correo para la mañana de nuestro aniversario y llegó justo a la hora.'],
    [4, 'Atención al cliente me resolvió la duda sobre la dirección de entrega el mismo día.'],
    [5, 'El mensaje personal impreso con la tarjeta hizo que pareciera un regalo de verdad, no un simple código.'],
    [4, 'Pagamos con factura las tarjetas regalo de la plantilla y al día siguiente todo el equipo tenía la suya.'],
    [5, 'Usé lo que me quedaba de saldo en una segunda tarjeta más pequeña. No se desperdició ni un céntimo.'],
  ],
  extras: {
    classicWallet: { title: 'Funda clásica para tarjeta', description: 'Una funda plegada y resistente en azul marino con un ribete dorado metalizado. La tarjeta regalo encaja perfectamente en su interior.' },
    celebrationWallet: { title: 'Funda de celebración', description: 'Una funda llena de color con confeti y serpentinas, perfecta para cumpleaños y felicitaciones.' },
    luxuryWallet: { title: 'Funda de lujo para conservar', description: 'Una funda texturizada de cartón reciclado con lazo, pensada para conservarla mucho después de gastar la tarjeta.' },
    confettiDesign: { title: 'Diseño de correo con confeti', description: 'La tarjeta digital llega en un correo electrónico con una lluvia de confeti.' },
    balloonsDesign: { title: 'Diseño de correo con globos', description: 'La tarjeta digital llega en un correo electrónico con globos de colores.' },
    giftBox: { title: 'Caja regalo', description: 'La tarjeta y su funda en una caja regalo rígida con papel de seda.' },
    personalMessage: { title: 'Mensaje personal', description: 'Tus propias palabras, impresas en una tarjeta que acompaña a la tarjeta regalo.' },
  },
  pages: {
    home: {
      title: 'Tarjetas regalo para cada ocasión',
      metaDescription: 'Compra tarjetas regalo de {more} tiendas, restaurantes y experiencias en {country}, o deja que elijan ellos con la Tarjeta Regalo Choice.',
      keywords: ['tarjetas regalo', 'vales regalo', 'tarjeta regalo choice', 'tarjetas regalo digitales', 'regalos de empresa'],
      body: `# Tarjetas regalo para cada ocasión

Elige entre {more} tarjetas regalo para restaurantes, días de spa, tiendas y experiencias en {country}, o regala la Tarjeta Regalo Choice y deja que elijan ellos. Las tarjetas digitales llegan por correo electrónico en menos de una hora; las físicas se envían por correo postal.`,
    },
    terms: {
      title: 'Condiciones generales',
      metaDescription: 'Las condiciones que se aplican a todos los pedidos de tarjetas regalo, tarjetas de donativo y extras en {name}.',
      keywords: ['condiciones', 'términos y condiciones', 'condiciones generales'],
      body: `# Condiciones generales

Estas condiciones se aplican a todas las ofertas de {name} («nosotros») y a todos los pedidos que se realicen en nuestra tienda. Léelas antes de hacer tu pedido; al realizarlo, las aceptas.

## 1. Tarjetas regalo
1. Una tarjeta regalo es una tarjeta digital o física con un valor monetario que puede gastarse en la marca que figura en ella o, en el caso de la Tarjeta Regalo Choice, canjearse por una o varias tarjetas regalo de nuestro catálogo.
2. Las tarjetas regalo están disponibles con valores de entre {minAmount} y {maxAmount}. Los importes que ofrece cada tarjeta se indican en su página.
3. Cada tarjeta indica su periodo de validez; el saldo puede consultarse en cualquier momento en la página de consulta de saldo.

## 2. Pedidos y pago
1. Un pedido es vinculante en cuanto se ha pagado. Recibirás una confirmación por correo electrónico con el número de pedido.
2. Podemos rechazar o cancelar un pedido si sospechamos que existe fraude; en ese caso, reembolsaremos íntegramente el importe pagado.
3. Los clientes empresa pueden pagar con factura, previa aprobación.

## 3. Envío
1. Las tarjetas regalo digitales se envían por correo electrónico, normalmente en la hora siguiente al pago.
2. Las tarjetas regalo físicas se envían por correo postal a la dirección indicada al finalizar la compra.

## 4. Responsabilidad
Las tarjetas regalo no pueden canjearse por dinero en efectivo, salvo que la ley lo exija. No nos hacemos responsables de una tarjeta que se pierda o se comparta después de su entrega.`,
    },
    privacy: {
      title: 'Política de privacidad',
      metaDescription: 'Cómo recoge, utiliza y protege {name} tus datos personales cuando pides y canjeas tarjetas regalo.',
      keywords: ['privacidad', 'datos personales', 'protección de datos'],
      body: `# Política de privacidad

En {name} tratamos tus datos personales con cuidado. En esta política te explicamos qué datos tratamos, con qué fin y durante cuánto tiempo los conservamos.

## Qué datos tratamos
- Tu nombre, tu dirección de correo electrónico y, en el caso de las tarjetas físicas, la dirección de entrega.
- El nombre y la dirección de correo electrónico del destinatario, para poder entregarle la tarjeta.
- Los datos del pedido y del pago, que conservamos durante el tiempo que exija la ley.

## Con qué fin
Utilizamos estos datos para entregar tu pedido, responder a tus preguntas y, solo si nos das tu consentimiento, enviarte nuestro boletín.

## Tus derechos
Puedes solicitar en cualquier momento el acceso, la rectificación o la supresión de tus datos escribiendo a {serviceEmail}.`,
    },
    cancellation: {
      title: 'Política de cancelación',
      metaDescription: 'Cuándo y cómo puedes cancelar un pedido de tarjetas regalo y cómo se realizan los reembolsos.',
      keywords: ['cancelación', 'reembolso', 'desistimiento'],
      body: `# Política de cancelación

Puedes cancelar un pedido en un plazo de 14 días desde su recepción, siempre que la tarjeta regalo no se haya utilizado.

## Cómo cancelar
Envía el número de pedido y el número de tarjeta a {serviceEmail}. Bloquearemos la tarjeta y te reembolsaremos el importe pagado en un plazo de 14 días, con el mismo método de pago que usaste en el pedido.

## Excepciones
Las tarjetas que ya se han activado o se han gastado en parte no pueden cancelarse. Los donativos se transfieren a la organización benéfica y no pueden reembolsarse.`,
    },
    delivery: {
      title: 'Envío',
      metaDescription: 'Cómo y cuándo se entregan las tarjetas regalo digitales y físicas.',
      keywords: ['envío', 'entrega', 'correo postal', 'correo electrónico'],
      body: `# Envío

## Tarjetas regalo digitales
Las tarjetas digitales se envían por correo electrónico, normalmente en la hora siguiente al pago. Puedes elegir una fecha de entrega con hasta tres meses de antelación.

## Tarjetas regalo físicas
Las tarjetas físicas se envían por correo postal en un sobre de regalo, con el envoltorio y los extras que hayas elegido. Los pedidos pagados en día laborable antes de las 17:00 se envían el mismo día y suelen llegar en un plazo de dos a tres días laborables a cualquier dirección en {country}.`,
    },
    cookies: {
      title: 'Política de cookies',
      metaDescription: 'Qué cookies utiliza {name}, con qué fin y cómo puedes cambiar tu elección.',
      keywords: ['cookies', 'política de cookies'],
      body: `# Política de cookies

Utilizamos cookies funcionales para guardar tu carrito y tus preferencias y, solo con tu consentimiento, cookies analíticas para saber cómo se usa la tienda.

Puedes cambiar tu elección en cualquier momento con el enlace de configuración de cookies que encontrarás al pie de cada página.`,
    },
    about: {
      title: 'Sobre {name}',
      metaDescription: '{name} reúne {more} tarjetas regalo y la Tarjeta Regalo Choice en un solo lugar.',
      keywords: ['quiénes somos', 'tienda de tarjetas regalo'],
      body: `# Sobre {name}

{name} es la tienda de tarjetas regalo de referencia en {country}: {more} tarjetas para restaurantes, tiendas, días de spa y experiencias, y la Tarjeta Regalo Choice para quien prefiere elegir por su cuenta. Enviamos las tarjetas digitales por correo electrónico y las físicas por correo postal, tanto a particulares como a empresas.`,
    },
    helpdesk: {
      title: 'Centro de ayuda: preguntas frecuentes',
      metaDescription: 'Respuestas a las preguntas más habituales sobre cómo pedir, enviar, consultar y canjear tarjetas regalo en {name}.',
      keywords: ['ayuda', 'preguntas frecuentes', 'centro de ayuda', 'atención al cliente'],
      body: `# Centro de ayuda

¿No encuentras lo que buscas? Nuestro [equipo de atención al cliente]({contactPath}) te ayudará encantado en días laborables.

## ¿Cómo pido una tarjeta regalo?
Elige una tarjeta regalo, selecciona el envío digital o físico y el importe, y añádela al carrito. En el carrito puedes añadir un envoltorio y un mensaje personal antes de finalizar la compra.

## ¿Cómo consulto mi saldo?
Introduce el número de tarjeta y el PIN en la página de [consulta de saldo]({balancePath}).

## ¿Puedo canjear mi Tarjeta Regalo Choice?
Sí: consulta tu saldo y elige una o varias tarjetas regalo en la tienda de canje.`,
    },
    contact: {
      title: 'Contacto',
      metaDescription: 'Ponte en contacto con el servicio de atención al cliente de {name} por correo electrónico o mediante el formulario de contacto.',
      keywords: ['contacto', 'atención al cliente', 'correo electrónico'],
      body: `# Contacto

¿Tienes alguna pregunta sobre un pedido, una tarjeta o un envío? Usa el formulario de esta página o escribe a {serviceEmail}; te responderemos en un día laborable. Ten a mano tu número de pedido.`,
    },
    business: {
      title: 'Tarjetas regalo para empresas',
      metaDescription: 'Tarjetas regalo para empleados y clientes: paga con factura, envía a todo tu equipo y recibe un presupuesto en un día laborable.',
      keywords: ['tarjetas regalo para empresas', 'regalos corporativos', 'regalos para empleados'],
      body: `# Tarjetas regalo para empresas

Da las gracias a tu equipo, premia a tus clientes o pon en marcha un programa de incentivos con tarjetas regalo de {more} marcas, o con la Tarjeta Regalo Choice, con la que cada persona elige lo que quiere.

## Por qué las empresas eligen {name}
- Un solo pedido para muchos destinatarios, cada uno por correo electrónico o por correo postal.
- Pago con factura, previa aprobación.
- Un gestor de cuenta personal para los pedidos grandes.

[Solicita un presupuesto]({quotePath}) y te responderemos en un día laborable.`,
    },
    businessQuote: {
      title: 'Solicitar un presupuesto',
      metaDescription: 'Cuéntanos lo que necesitas y recibe un presupuesto de tarjetas regalo para empresas en un día laborable.',
      keywords: ['presupuesto', 'pedido de empresa'],
      body: `# Solicitar un presupuesto

Indícanos cuántas tarjetas necesitas, de qué importes y cuándo deben llegar. Te enviaremos un presupuesto en un día laborable y podemos hacer la entrega a cada destinatario por separado.`,
    },
  },
  house: {
    choiceDescription: '¿No sabes qué regalar? Con la Tarjeta Regalo Choice, quien la recibe elige entre {more} tarjetas regalo: desde restaurantes y días de spa hasta moda, libros y experiencias. Incluso puede repartir el saldo entre varias tarjetas. Disponible como tarjeta digital, que se entrega en menos de una hora, o como tarjeta física en un sobre de regalo.',
    choiceKeywords: ['tarjeta regalo choice', 'tarjeta choice', 'tarjeta regalo multimarca', 'regalo de empresa'],
    greenCorridors: {
      name: 'Fundación Corredores Verdes',
      about: 'Sobre la Fundación Corredores Verdes',
      title: 'Donativo a la Fundación Corredores Verdes',
      description: 'La Fundación Corredores Verdes planta setos y árboles que conectan parques y reservas naturales, para que aves, abejas y pequeños mamíferos puedan desplazarse entre ellos. Quien lo recibe obtiene una tarjeta que explica lo que se consigue con el donativo.',
      keywords: ['donativo', 'regalo solidario', 'naturaleza', 'medio ambiente'],
    },
    warmMeals: {
      name: 'Asociación Plato Caliente',
      about: 'Sobre la Asociación Plato Caliente',
      title: 'Donativo a la Asociación Plato Caliente',
      description: 'La Asociación Plato Caliente ofrece comidas calientes y almuerzos para llevar a personas que no pueden permitírselas, a través de cocinas locales gestionadas por voluntarios. Tu donativo se destina íntegramente a la causa.',
      keywords: ['donativo', 'regalo solidario', 'banco de alimentos', 'navidad solidaria'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        '{name} sirve platos de temporada en pleno centro de {city}, con una carta de vinos elegida por los propios dueños.',
        'Un clásico del barrio en {city}: {name} es conocido por sus platos generosos, su trato cercano y una terraza que se llena las tardes de sol.',
        '{name} cocina con productos de granjas de la zona, con menú del día entre semana y una carta más amplia por la noche.',
      ],
      'spa-and-wellness': [
        '{name}, en {city}, ofrece masajes, tratamientos faciales y sauna, con una tranquila zona de relajación.',
        'Pases de día, tratamientos y paquetes para dos: {name} es un remanso de paz a pocos minutos del centro de {city}.',
        '{name} dedica tiempo a cada cliente, desde un solo tratamiento hasta un día entero de descanso.',
      ],
      fashion: [
        '{name} presenta nuevas colecciones cada temporada, con el asesoramiento de un equipo que conoce cada prenda de la tienda.',
        'Marcas independientes y básicos atemporales: {name} tiene tienda en {city} y una tienda online con envíos en {country}.',
        '{name} es un negocio familiar de {city} conocido por su ropa, su calzado y sus complementos de calidad.',
      ],
      'home-and-garden': [
        '{name} tiene todo lo necesario para la casa y el jardín, en su tienda de {city} y online.',
        'De una sola planta a una mesa de comedor nueva: {name} ayuda a sus clientes a convertir una casa en un hogar.',
        '{name} ofrece piezas de artesanos independientes junto a todo lo que un hogar necesita en el día a día.',
      ],
      experiences: [
        '{name} organiza actividades en {city} y alrededores, para grupos, parejas y cualquiera que busque algo nuevo.',
        'Una tarde para recordar: {name} ofrece sesiones que puedes reservar online en la fecha que prefieras.',
        '{name} recibe tanto a principiantes como a aficionados, con todo lo necesario para la jornada incluido.',
      ],
      'books-and-music': [
        '{name} es una tienda independiente de {city} con un equipo encantado de recomendar sus favoritos.',
        'Lectores y melómanos se reúnen desde hace años en {name} para descubrir novedades, reencontrarse con clásicos y asistir a eventos por la tarde.',
        '{name} tiene un catálogo muy cuidado y pide por encargo todo lo que no está en las estanterías.',
      ],
      beauty: [
        '{name} ofrece tratamientos y productos en un salón acogedor de {city}.',
        'Cuidado de la piel, peluquería y uñas: en {name} el equipo se toma su tiempo para asesorarte antes de cada tratamiento.',
        '{name} trabaja con marcas reconocidas y pequeños productores, en tienda y online.',
      ],
      'sport-and-outdoors': [
        '{name} equipa a corredores, ciclistas, senderistas y escaladores con material duradero, y les ayuda a sacarle partido.',
        'Cursos, pases de día y equipamiento: {name} es el lugar de {city} para probar algo nuevo.',
        'En {name} el equipo practica los deportes que vende, y eso se nota en sus consejos.',
      ],
      'cinema-and-entertainment': [
        '{name} es uno de los planes favoritos para salir en {city}, con algo en cartel casi todas las noches.',
        'Pantallas gigantes, pistas de bolos o un escenario: {name} está pensado para salir con amigos y en familia.',
        '{name} tiene un bar con algo para picar y bebidas, para que la noche empiece pronto y termine tarde.',
      ],
      'travel-and-hotels': [
        '{name} ofrece habitaciones cómodas, un restaurante de cocina regional y rutas a pie que empiezan en la misma puerta.',
        'Una escapada a {name}: habitaciones con vistas, un desayuno abundante y paquetes con cena incluida.',
        '{name} recibe huéspedes todo el año, desde estancias de fin de semana hasta vacaciones más largas en familia.',
      ],
      'food-and-drink': [
        '{name} es una tienda gourmet de {city}, atendida por personas que conocen cada producto de sus estanterías.',
        'Desde caprichos del día a día hasta regalos para amantes de la buena mesa: {name} prepara cajas regalo con productos de pequeños productores.',
        '{name} forma parte del barrio en {city} desde hace años, con catas y especialidades de temporada.',
      ],
      'kids-and-toys': [
        '{name} tiene algo para niños de todas las edades, con un rincón donde pueden probarlo todo.',
        'Juguetes, juegos y fiestas: {name}, en {city}, mantiene ocupados a los más pequeños los días de lluvia.',
        '{name} selecciona juguetes resistentes, kits de manualidades y juegos para el aire libre.',
      ],
      gaming: [
        '{name} vende videojuegos y accesorios, nuevos y de segunda mano, y organiza torneos todas las semanas.',
        'Consolas, clásicos y realidad virtual: {name}, en {city}, es el sitio ideal para pasar una tarde jugando.',
        '{name} tiene mesas para jugar en la tienda y un equipo que conoce cada lanzamiento.',
      ],
      tech: [
        '{name} vende smartphones, portátiles, equipos de audio y dispositivos para el hogar inteligente, y los repara en su propio servicio técnico.',
        'Cámaras, auriculares y accesorios con un asesoramiento honesto: {name} tiene tienda en {city} y hace envíos en {country}.',
        '{name} ayuda a sus clientes a configurar sus nuevos dispositivos y acepta los antiguos como parte del pago.',
      ],
    },
    keywords: {
      restaurants: ['restaurante', 'cena', 'comida'],
      'spa-and-wellness': ['spa', 'masaje', 'sauna'],
      fashion: ['ropa', 'zapatos', 'moda'],
      'home-and-garden': ['decoración', 'jardín', 'hogar'],
      experiences: ['experiencia', 'excursión', 'actividad'],
      'books-and-music': ['libros', 'música', 'vinilos'],
      beauty: ['peluquería', 'cuidado de la piel', 'salón de belleza'],
      'sport-and-outdoors': ['deporte', 'aire libre', 'ciclismo'],
      'cinema-and-entertainment': ['cine', 'bolos', 'teatro'],
      'travel-and-hotels': ['hotel', 'escapada', 'fin de semana'],
      'food-and-drink': ['panadería', 'vino', 'gourmet'],
      'kids-and-toys': ['juguetes', 'niños', 'juegos'],
      gaming: ['videojuegos', 'consola', 'gaming'],
      tech: ['electrónica', 'móvil', 'celular', 'auriculares'],
    },
  },
  categories: {
    restaurants: {
      title: 'Restaurantes',
      description: 'Desde bistrós de barrio hasta asadores y barras de sushi: tarjetas regalo de restaurante para disfrutar de una buena comida fuera, aceptadas en cientos de locales en {country}.',
    },
    'spa-and-wellness': {
      title: 'Spa y bienestar',
      description: 'Días de spa, masajes, saunas y clases de yoga. Regala lo más difícil de encontrar: unas horas de paz y tranquilidad.',
    },
    fashion: {
      title: 'Moda',
      description: 'Tarjetas regalo de ropa, calzado, joyería y complementos, de boutiques independientes y de las marcas favoritas de siempre.',
    },
    'home-and-garden': {
      title: 'Hogar y jardín',
      description: 'Decoración, menaje de cocina, plantas y centros de jardinería. Perfectas para quien estrena casa, para los amantes de la jardinería y para cualquiera que adore un salón acogedor.',
    },
    experiences: {
      title: 'Experiencias',
      description: 'Vuelos en globo, clases de cocina, escape rooms y excursiones. Tarjetas regalo para crear recuerdos, no para acumular cosas.',
    },
    'books-and-music': {
      title: 'Libros y música',
      description: 'Librerías, tiendas de discos, audiolibros y clases de música: tarjetas regalo para lectores, melómanos y músicos de todas las edades.',
    },
    beauty: {
      title: 'Belleza',
      description: 'Cuidado de la piel, perfumes, salones de belleza y barberías. Deja que elijan su propio capricho, desde un perfume nuevo hasta un buen corte de pelo.',
    },
    'sport-and-outdoors': {
      title: 'Deporte y aire libre',
      description: 'Material de montaña, bicicletas, muros de escalada y golf. Tarjetas regalo para corredores, senderistas, ciclistas y aventureros de fin de semana.',
    },
    'cinema-and-entertainment': {
      title: 'Cine y ocio',
      description: 'Entradas de cine, obras de teatro, noches de comedia, bolos y música en directo. Una noche de ocio en una sola tarjeta.',
    },
    'travel-and-hotels': {
      title: 'Viajes y hoteles',
      description: 'Estancias en hoteles, casas rurales y cabañas, glamping y escapadas urbanas en {country}. El regalo de desconectar de todo.',
    },
    'food-and-drink': {
      title: 'Gastronomía y bebidas',
      description: 'Queserías, tostadores de café, chocolaterías, vinotecas y tiendas de productos de la tierra. Tarjetas regalo para los amantes de la buena mesa.',
    },
    'kids-and-toys': {
      title: 'Niños y juguetes',
      description: 'Jugueterías, libros infantiles, ropa de bebé, parques de bolas y de trampolines. Tarjetas regalo que dejan la elección en manos de los más pequeños.',
    },
    gaming: {
      title: 'Videojuegos',
      description: 'Tiendas de videojuegos, saldo para tiendas digitales, cafés de juegos de mesa y salas de realidad virtual para jugadores de consola, PC y mesa.',
    },
    tech: {
      title: 'Tecnología',
      description: 'Smartphones, cámaras, equipos de sonido, hogar inteligente y saldo para apps. Tarjetas regalo para amantes de los gadgets y de las últimas novedades.',
    },
    'business-gifts': {
      title: 'Regalos de empresa',
      description: 'Tarjetas regalo que encajan con cada empleado, cliente y proveedor, incluidas la Tarjeta Regalo Choice y los paquetes de tarjetas sin personalizar.',
    },
    charity: {
      title: 'Solidarias y donativos',
      description: 'Regala un donativo en lugar de un regalo: quien lo recibe elige a qué causa solidaria va el dinero.',
    },
  },
  occasions: {
    birthday: {
      title: 'Cumpleaños',
      heroTitle: 'Tarjetas regalo de cumpleaños que sí van a usar',
      description: 'Tanto si cumple 8 como 80, una tarjeta regalo de cumpleaños le permite elegir justo lo que quiere. Elige su restaurante favorito, un día de spa o la Tarjeta Regalo Choice y añade un mensaje personal.',
    },
    'thank-you': {
      title: 'Agradecimiento',
      heroTitle: 'Da las gracias con una tarjeta regalo',
      description: 'Para la vecina que dio de comer al gato, el compañero que te cubrió el turno o la profesora que hizo más de lo que le tocaba. Una pequeña tarjeta regalo dice un gran gracias.',
    },
    wedding: {
      title: 'Boda',
      heroTitle: 'Tarjetas regalo de boda para los recién casados',
      description: 'Olvídate de la tostadora repetida. Ayuda a los novios a amueblar su casa, a planear la luna de miel o a disfrutar de su primera cena fuera como matrimonio.',
    },
    christmas: {
      title: 'Navidad',
      heroTitle: 'Tarjetas regalo de Navidad para todos los de tu lista',
      description: 'Detalles navideños, amigo invisible y regalos para el equipo, resueltos en minutos. Pide las tarjetas físicas antes de nuestras últimas fechas de envío o manda una tarjeta digital hasta el mismo día de Nochebuena.',
    },
    anniversary: {
      title: 'Aniversario',
      heroTitle: 'Regalos de aniversario para los dos',
      description: 'Celebra un año más juntos con una cena romántica, una noche fuera o un tratamiento de spa en pareja.',
    },
    'new-baby': {
      title: 'Nacimiento',
      heroTitle: 'Dale la bienvenida al recién llegado',
      description: 'Los nuevos padres saben perfectamente lo que aún les falta. Una tarjeta regalo de ropa de bebé, juguetes o una merecida cena fuera siempre es bienvenida.',
    },
    'get-well-soon': {
      title: 'Recupérate pronto',
      heroTitle: 'Regalos para levantar el ánimo y que se recupere pronto',
      description: 'Libros para el sofá, una noche de series en casa o un masaje para cuando vuelva a estar en pie. Envía hoy una tarjeta digital y llegará en menos de una hora.',
    },
    retirement: {
      title: 'Jubilación',
      heroTitle: 'Regalos de jubilación para una nueva etapa',
      description: 'Golf, jardinería, viajes o esa casa de vacaciones tan esperada: ayuda a un compañero a empezar su jubilación a lo grande. Reúne la aportación de todo el equipo en una sola tarjeta.',
    },
    'mothers-day': {
      title: 'Día de la Madre',
      heroTitle: 'Tarjetas regalo para el Día de la Madre que le encantarán',
      description: 'Una merienda especial, un día de spa, flores frescas o su librería favorita. Haz que el Día de la Madre sea especial, aunque no puedas estar con ella en persona.',
    },
    'fathers-day': {
      title: 'Día del Padre',
      heroTitle: 'Regalos para el Día del Padre más allá de los calcetines',
      description: 'Cenas de carne a la parrilla, catas de whisky, experiencias de conducción y herramientas nuevas para el taller. Encuentra una tarjeta para cada tipo de padre.',
    },
    graduation: {
      title: 'Graduación',
      heroTitle: '¡Felicidades por tu graduación!',
      description: 'Años de esfuerzo merecen una buena celebración. Dale un empujón con tecnología para su nuevo trabajo, un viaje o una comida de celebración.',
    },
    congratulations: {
      title: 'Felicitaciones',
      heroTitle: 'Tarjetas regalo para cada logro',
      description: '¿Trabajo nuevo, casa nueva, ha aprobado el examen de conducir o ha terminado un maratón? Celebra el momento con una tarjeta regalo para gastar en algo que le encante.',
    },
    'valentines-day': {
      title: 'San Valentín',
      heroTitle: 'Regalos de San Valentín con un toque personal',
      description: 'Una cena a la luz de las velas, una noche de teatro o un fin de semana para dos. Añade un mensaje personal y una caja regalo para hacerlo inolvidable.',
    },
  },
  catalogue: {
    productTitle: 'Tarjeta regalo {name}',
    productSlugSuffix: '-tarjeta-regalo',
    visitLabel: 'Visita {name}',
    closers: {
      restaurants: [
        'La tarjeta regalo puede usarse en todos los locales de {name} para comida y bebida, y el saldo restante se queda en la tarjeta para la próxima vez.',
        'Canjeable en todos los locales de {name}, desde una comida rápida hasta una larga cena.',
        'Basta con presentar la tarjeta al pedir la cuenta; cubre comida, bebida y servicio.',
        'Úsala de una vez o en varias visitas hasta agotar el saldo.',
      ],
      'spa-and-wellness': [
        'Reserva online o por teléfono e indica el número de tarjeta para pagar.',
        'La tarjeta sirve para tratamientos, sesiones y paquetes de día en {name}.',
        'Gástala en una sola visita o guárdala para un día completo de mimos.',
      ],
      fashion: [
        'Usa la tarjeta en tienda o en la web de {name}, en cualquier artículo, desde la nueva colección hasta las rebajas.',
        'Válida en tienda y en la web de {name}; el saldo puede repartirse entre varias compras.',
        'El saldo puede usarse en varias compras, así que no se desperdicia nada.',
      ],
      'home-and-garden': [
        'La tarjeta puede usarse en tienda y online en {name}, también para pagar el envío.',
        'Gástala en cualquier artículo de {name}, de una vez o en varias visitas.',
        'Un regalo muy acertado para una casa nueva, una boda o simplemente porque sí.',
      ],
      experiences: [
        'Quien la recibe reserva la fecha que mejor le venga; los fines de semana más solicitados se llenan rápido, así que conviene reservar con antelación.',
        'Usa la tarjeta para la experiencia completa o destínala a una mejora, a un regalo para un amigo o a un recuerdo.',
        'Un regalo que crea recuerdos en lugar de acumular cosas.',
      ],
      'books-and-music': [
        'La tarjeta puede gastarse en {name}, de una vez o en varias visitas.',
        'Deja que elijan ellos su próximo favorito.',
        'Perfecta para lectores, melómanos y músicos de todas las edades.',
      ],
      beauty: [
        'Gasta la tarjeta en tratamientos o productos de {name}.',
        'El saldo puede usarse en varias visitas, así que es fácil darse un capricho más de una vez.',
        'Deja que elijan su favorito, desde un pequeño lujo hasta un cambio de look completo.',
      ],
      'sport-and-outdoors': [
        'La tarjeta puede usarse en {name} tanto para material como para sesiones, servicios y clases.',
        'Tanto si es principiante como si es un experto, podrá elegir justo lo que necesita.',
        'Úsala de una vez o en varias visitas.',
      ],
      'cinema-and-entertainment': [
        'La tarjeta sirve tanto para entradas como para comida y bebida.',
        'Deja que elijan la noche que mejor les venga.',
        'Un plan de noche resuelto, cuando mejor les venga.',
      ],
      'travel-and-hotels': [
        'La tarjeta puede usarse para cualquier reserva en {name}, incluidos depósitos y extras.',
        'Pueden combinarse varias tarjetas para una reserva mayor, o repartir el saldo entre varios viajes.',
        'Reserva online o por teléfono e indica el número de tarjeta al pagar.',
      ],
      'food-and-drink': [
        'Gasta la tarjeta en {name}, en cualquier cosa, desde caprichos del día a día hasta ocasiones especiales.',
        'El saldo puede usarse en varias visitas hasta que se agote.',
        'Un regalo para cualquiera que disfrute de la buena mesa.',
      ],
      'kids-and-toys': [
        'La tarjeta puede gastarse en {name}, para que los más pequeños elijan por sí mismos.',
        'Deja que elijan su propio capricho, mientras los mayores controlan el saldo.',
        'Un regalo que hace tan felices a los padres como a los niños.',
      ],
      gaming: [
        'Gasta la tarjeta en {name}, de una vez o en varias visitas.',
        'Un regalo para jugadores de todas las edades.',
        'Deja que elijan lo siguiente de su lista de deseos.',
      ],
      tech: [
        'La tarjeta puede gastarse en {name}, de una vez o en varias compras.',
        'Para compras más grandes, la tarjeta puede combinarse con otro método de pago.',
        'Deja que elijan el gadget que de verdad quieren.',
      ],
    },
    defaultClosers: [
      'La tarjeta puede usarse de una vez o en varias compras.',
    ],
    platformClosers: [
      'Como se trata de una tarjeta de plataforma, quien la recibe canjea el código online en la plataforma del socio; las tarjetas de plataformas de terceros tienen un importe máximo por pedido.',
      'La tarjeta se entrega como un código que se canjea en la app o en la web del socio, donde aparece la lista completa de socios participantes.',
      'El código se activa en el momento de la entrega y se canjea en la plataforma del socio; la lista de socios participantes puede cambiar con el tiempo.',
    ],
    wineClosers: [
      'Como este regalo contiene vino, se envía por correo certificado y solo pueden pedirlo clientes mayores de 18 años.',
      'Este regalo incluye una botella de vino, por lo que se envía por correo certificado y debe firmar la entrega una persona mayor de 18 años.',
    ],
    digitalOnlyNote: 'Disponible solo como tarjeta regalo digital, que se entrega por correo electrónico en menos de una hora.',
    physicalOnlyNote: 'Disponible solo como tarjeta física, que se envía por correo postal en un sobre de regalo.',
    categoryKeywords: {
      restaurants: 'tarjeta regalo restaurante',
      'spa-and-wellness': 'tarjeta regalo spa',
      fashion: 'tarjeta regalo moda',
      'home-and-garden': 'tarjeta regalo hogar',
      experiences: 'regalo experiencia',
      'books-and-music': 'tarjeta regalo libros',
      beauty: 'tarjeta regalo belleza',
      'sport-and-outdoors': 'tarjeta regalo deporte',
      'cinema-and-entertainment': 'tarjeta regalo ocio',
      'travel-and-hotels': 'tarjeta regalo viajes',
      'food-and-drink': 'tarjeta regalo gastronomía',
      'kids-and-toys': 'tarjeta regalo niños',
      gaming: 'tarjeta regalo videojuegos',
      tech: 'tarjeta regalo tecnología',
    },
    variationTitles: { DIGITAL: 'Por correo electrónico', PHYSICAL: 'Por correo postal' },
  },
};
