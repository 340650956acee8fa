/** The Portuguese texts of a generated store, in Brazilian Portuguese; Portugal's differ where `pt-PT.ts` says. */
import type { MarketTexts } from './types';

export const pt: MarketTexts = {
  language: 'pt',
  moreThan: 'mais de {count}',
  choiceCard: 'Cartão-Presente Choice',
  countries: {
    AT: 'na Áustria', AU: 'na Austrália', BE: 'na Bélgica', BR: 'no Brasil', CA: 'no Canadá', CH: 'na Suíça', DE: 'na Alemanha',
    DK: 'na Dinamarca', ES: 'na Espanha', FR: 'na França', GB: 'no Reino Unido', IE: 'na Irlanda', IT: 'na Itália', MX: 'no México',
    NL: 'nos Países Baixos', NO: 'na Noruega', NZ: 'na Nova Zelândia', PL: 'na Polônia', PT: 'em Portugal', SE: 'na Suécia',
    US: 'nos Estados Unidos', AE: 'nos Emirados Árabes Unidos',
  },
  menus: {
    footerTitle: 'Rodapé',
    businessTitle: 'Empresas',
    customerService: 'Atendimento ao cliente',
    helpdesk: 'Central de ajuda',
    contactUs: 'Fale conosco',
    checkBalance: 'Consultar saldo',
    delivery: 'Entrega',
    cancellationPolicy: 'Política de cancelamento',
    giftCards: 'Cartões-presente',
    allGiftCards: 'Todos os cartões-presente',
    restaurants: 'Restaurantes',
    spaAndWellness: 'Spa e bem-estar',
    experiences: 'Experiências',
    occasions: 'Ocasiões',
    aboutUs: 'Sobre nós',
    generalTerms: 'Termos e condições',
    privacy: 'Privacidade',
    cookieStatement: 'Política de cookies',
    business: 'Empresas',
    businessGiftCards: 'Cartões-presente para empresas',
    requestQuote: 'Solicitar orçamento',
    businessGifts: 'Presentes corporativos',
  },
  homeBlocks: {
    hero: { title: 'O cartão-presente para todas as ocasiões', description: 'Escolha entre {more} cartões-presente ou deixe a pessoa escolher com o Cartão-Presente Choice.' },
    businessHero: { title: 'Presentes corporativos resolvidos em minutos', description: 'Pague por fatura, envie para toda a equipe e receba um orçamento em até um dia útil.' },
    choiceDescription: 'Na dúvida? A pessoa escolhe entre {more} marcas.',
    business: { title: 'Para empresas', description: 'Recompense colaboradores e agradeça clientes com um único pedido.' },
    occasions: { title: 'Encontre a ocasião certa', description: 'Aniversários, casamentos, agradecimentos e muito mais: ideias de presente para cada momento.' },
    spotlightDescription: 'Um dos cartões-presente mais escolhidos deste mês.',
    delivery: { title: 'Digital em até uma hora', description: 'Os cartões digitais chegam por e-mail em até uma hora; os cartões físicos são enviados pelo correio.' },
    businessGift: { title: 'Sempre um presente corporativo certeiro', description: 'Um cartão para cada colaborador, cliente e fornecedor, com pagamento por fatura.' },
    personalTouch: { title: 'Dê um toque pessoal', description: 'Acrescente uma embalagem e uma mensagem personalizada a cada cartão.' },
    searchHighlight: { title: 'Deixe a pessoa escolher', description: 'O Cartão-Presente Choice: {more} marcas num só cartão.' },
  },
  searchTerms: {
    restaurants: 'Restaurante',
    spa: { title: 'Dia de spa', query: 'spa' },
    hotel: { title: 'Hotel', query: 'hotel' },
    books: { title: 'Livros', query: 'livros' },
    experiences: 'Experiências',
    choiceQuery: 'choice',
  },
  redeemPages: {
    choiceCard: {
      title: 'Como usar o seu Cartão-Presente Choice',
      intro: 'Um cartão, muitos cartões-presente para escolher: veja como transformar o seu saldo no cartão-presente que você quer.',
      body: [
        'Consulte o seu saldo com o número de 19 dígitos e o PIN de 6 dígitos que estão no cartão ou no seu e-mail.',
        'Escolha um ou mais cartões-presente ou uma doação. Você pode usar todo o saldo de uma vez ou guardar uma parte para depois.',
        'O saldo não é suficiente? Adicione outro cartão ou pague a diferença online na finalização da compra.',
        'Os seus novos cartões-presente chegam por e-mail em poucos minutos ou pelo correio em alguns dias úteis.',
      ],
    },
    teamThankYou: {
      title: '{business}: muito obrigado',
      intro: 'Um agradecimento da {business}: use o seu cartão em um dos cartões-presente escolhidos pela sua equipe.',
      body: [
        'A {business} escolheu estes cartões-presente para os seus colaboradores. Consulte o seu saldo, escolha um cartão e diga para onde devemos enviá-lo.',
        'Os pedidos feitos nesta loja são em nome da {business}: informe os dados da empresa na finalização da compra.',
      ],
    },
    businessName: '{surname} Logística',
  },
  testimonials: [
    [5, 'Comprei um cartão-presente por e-mail na hora do almoço para o aniversário da minha irmã e em poucos minutos já estava na caixa de entrada dela.'],
    [5, 'Descobri que ainda tinha saldo num cartão que tinha esquecido e troquei por um cartão de restaurante. Levou dois minutos.'],
    [4, 'O cartão chegou pelo correio dois dias depois do pedido, muito bem embalado. Só senti falta de mais opções de envelope.'],
    [5, 'Mandei um cartão para cada um de cinco colegas, cada um no seu próprio e-mail. Tudo num único pedido, super fácil.'],
    [5, 'Demos o Cartão-Presente Choice aos meus pais e eles escolheram um hotel. Bem melhor do que tentar adivinhar.'],
    [3, 'Boa variedade de lojas, mas o cartão físico demorou um dia a mais do que eu esperava.'],
    [5, 'Programei o e-mail para a manhã do nosso aniversário de casamento e chegou na hora certinha.'],
    [4, 'O atendimento respondeu no mesmo dia à minha dúvida sobre o endereço de entrega.'],
    [5, 'A mensagem personalizada impressa junto com o cartão fez toda a diferença. Pareceu um presente de verdade.'],
    [4, 'Pagamos os cartões-presente da equipe por fatura e no dia seguinte todo mundo já tinha o seu.'],
    [5, 'Usei o saldo que sobrou do meu cartão num segundo cartão, de valor menor. Não se perdeu nada.'],
  ],
  extras: {
    classicWallet: { title: 'Envelope clássico', description: 'Um envelope dobrado e resistente, azul-marinho com borda dourada metalizada. O cartão-presente encaixa perfeitamente lá dentro.' },
    celebrationWallet: { title: 'Envelope festivo', description: 'Um envelope alegre estampado com confetes e serpentinas, perfeito para aniversários e felicitações.' },
    luxuryWallet: { title: 'Envelope de luxo para guardar', description: 'Um envelope texturizado de papel reciclado com fecho de fita, feito para ser guardado muito depois de o cartão ser usado.' },
    confettiDesign: { title: 'E-mail com confetes', description: 'O cartão digital chega num e-mail com confetes caindo.' },
    balloonsDesign: { title: 'E-mail com balões', description: 'O cartão digital chega num e-mail com balões coloridos.' },
    giftBox: { title: 'Caixa de presente', description: 'O cartão e o envelope numa caixa de presente rígida, com papel de seda.' },
    personalMessage: { title: 'Mensagem personalizada', description: 'As suas próprias palavras, impressas num cartão que acompanha o cartão-presente.' },
  },
  pages: {
    home: {
      title: 'Cartões-presente para todas as ocasiões',
      metaDescription: 'Compre cartões-presente de {more} lojas, restaurantes e experiências {country} ou deixe a pessoa escolher com o Cartão-Presente Choice.',
      keywords: ['cartões-presente', 'vale-presente', 'cartão-presente choice', 'cartões-presente digitais', 'presentes corporativos'],
      body: `# Cartões-presente para todas as ocasiões

Escolha entre {more} cartões-presente de restaurantes, spas, lojas e experiências {country} ou ofereça o Cartão-Presente Choice e deixe a pessoa escolher. Os cartões digitais chegam por e-mail em até uma hora; os cartões físicos são enviados pelo correio.`,
    },
    terms: {
      title: 'Termos e condições gerais',
      metaDescription: 'Os termos que se aplicam a todos os pedidos de cartões-presente, cartões de doação e extras na {name}.',
      keywords: ['termos', 'condições', 'termos e condições'],
      body: `# Termos e condições gerais

Estes termos se aplicam a todas as ofertas e a todos os pedidos feitos na {name} ("nós"). Leia-os antes de fazer o seu pedido; ao concluir um pedido, você os aceita.

## 1. Cartões-presente
1. Um cartão-presente é um cartão digital ou físico com um valor monetário que pode ser usado na marca indicada nele ou, no caso do Cartão-Presente Choice, trocado por um ou mais cartões-presente do nosso catálogo.
2. Os cartões-presente estão disponíveis com valores entre {minAmount} e {maxAmount}. Os valores de cada cartão aparecem na respectiva página.
3. Cada cartão indica a sua validade; o saldo pode ser consultado a qualquer momento na página de consulta de saldo.

## 2. Pedidos e pagamento
1. O pedido se torna vinculativo assim que é pago. Você recebe uma confirmação por e-mail com o número do pedido.
2. Podemos recusar ou cancelar um pedido em caso de suspeita de fraude; nesse caso, o valor pago é reembolsado integralmente.
3. Clientes empresariais podem pagar por fatura, mediante aprovação.

## 3. Entrega
1. Os cartões-presente digitais são enviados por e-mail, normalmente em até uma hora após o pagamento.
2. Os cartões-presente físicos são enviados pelo correio para o endereço informado na finalização da compra.

## 4. Responsabilidade
Os cartões-presente não podem ser trocados por dinheiro, salvo quando a lei assim o exigir. Não nos responsabilizamos por cartões perdidos ou compartilhados após a entrega.`,
    },
    privacy: {
      title: 'Política de privacidade',
      metaDescription: 'Como a {name} coleta, usa e protege os seus dados pessoais quando você compra e usa cartões-presente.',
      keywords: ['privacidade', 'dados pessoais', 'proteção de dados'],
      body: `# Política de privacidade

A {name} trata os seus dados pessoais com cuidado. Esta política explica quais dados tratamos, por que motivo e por quanto tempo os guardamos.

## O que tratamos
- O seu nome, endereço de e-mail e, no caso de cartões físicos, o endereço de entrega.
- O nome e o endereço de e-mail do destinatário, para que possamos entregar o cartão.
- Os dados do pedido e do pagamento, que guardamos pelo prazo exigido por lei.

## Para quê
Usamos estes dados para entregar o seu pedido, responder às suas dúvidas e, apenas se você concordar, enviar a nossa newsletter.

## Os seus direitos
Você pode pedir a qualquer momento para consultar, corrigir ou excluir os seus dados escrevendo para {serviceEmail}.`,
    },
    cancellation: {
      title: 'Política de cancelamento',
      metaDescription: 'Quando e como você pode cancelar um pedido de cartão-presente e como funciona o reembolso.',
      keywords: ['cancelamento', 'reembolso', 'direito de arrependimento'],
      body: `# Política de cancelamento

Você pode cancelar um pedido em até 14 dias após recebê-lo, desde que o cartão-presente não tenha sido usado.

## Como cancelar
Envie o número do pedido e o número do cartão para {serviceEmail}. Bloqueamos o cartão e reembolsamos o valor pago em até 14 dias, pelo mesmo meio de pagamento usado no pedido.

## Exceções
Cartões que já foram ativados ou parcialmente usados não podem ser cancelados. As doações são repassadas à instituição beneficente e não podem ser reembolsadas.`,
    },
    delivery: {
      title: 'Entrega',
      metaDescription: 'Como e quando são entregues os cartões-presente digitais e físicos.',
      keywords: ['entrega', 'envio', 'correio', 'e-mail'],
      body: `# Entrega

## Cartões-presente digitais
Os cartões digitais são enviados por e-mail, normalmente em até uma hora após o pagamento. Você pode escolher uma data de entrega com até três meses de antecedência.

## Cartões-presente físicos
Os cartões físicos são enviados pelo correio num envelope de presente, com a embalagem e os extras que você escolheu. Os pedidos pagos em dia útil até às 17h são despachados no mesmo dia e costumam chegar em dois a três dias úteis a qualquer endereço {country}.`,
    },
    cookies: {
      title: 'Política de cookies',
      metaDescription: 'Quais cookies a {name} usa, para quê e como alterar a sua escolha.',
      keywords: ['cookies', 'política de cookies'],
      body: `# Política de cookies

Usamos cookies funcionais para guardar o seu carrinho e as suas preferências e, apenas com o seu consentimento, cookies analíticos para entender como a loja é usada.

Você pode alterar a sua escolha a qualquer momento pelo link de configurações de cookies, no rodapé de todas as páginas.`,
    },
    about: {
      title: 'Sobre a {name}',
      metaDescription: 'A {name} reúne {more} cartões-presente e o Cartão-Presente Choice num só lugar.',
      keywords: ['sobre nós', 'loja de cartões-presente'],
      body: `# Sobre a {name}

A {name} é a sua loja de cartões-presente {country}: {more} cartões de restaurantes, lojas, spas e experiências, além do Cartão-Presente Choice para quem prefere escolher por conta própria. Entregamos cartões digitais por e-mail e cartões físicos pelo correio, tanto para clientes particulares como para empresas.`,
    },
    helpdesk: {
      title: 'Central de ajuda: perguntas frequentes',
      metaDescription: 'Respostas às dúvidas mais comuns sobre como comprar, enviar, consultar e usar cartões-presente na {name}.',
      keywords: ['ajuda', 'perguntas frequentes', 'central de ajuda', 'atendimento ao cliente'],
      body: `# Central de ajuda

Não encontrou o que procurava? A nossa [equipe de atendimento]({contactPath}) terá prazer em ajudar nos dias úteis.

## Como faço para comprar um cartão-presente?
Escolha um cartão-presente, selecione a entrega digital ou física e o valor, e adicione-o ao carrinho. No carrinho, você pode incluir uma embalagem e uma mensagem personalizada antes de finalizar a compra.

## Como consulto o meu saldo?
Digite o número do cartão e o PIN na página de [consulta de saldo]({balancePath}).

## Posso trocar o meu Cartão-Presente Choice?
Sim: consulte o seu saldo e escolha um ou mais cartões-presente na loja de resgate.`,
    },
    contact: {
      title: 'Fale conosco',
      metaDescription: 'Entre em contato com o atendimento ao cliente da {name} por e-mail ou pelo formulário de contato.',
      keywords: ['contato', 'atendimento ao cliente', 'e-mail'],
      body: `# Fale conosco

Tem alguma dúvida sobre um pedido, um cartão ou uma entrega? Use o formulário desta página ou escreva para {serviceEmail}; respondemos em até um dia útil. Tenha o número do seu pedido em mãos.`,
    },
    business: {
      title: 'Cartões-presente para empresas',
      metaDescription: 'Cartões-presente para colaboradores e clientes: pagamento por fatura, envio para toda a equipe e orçamento em até um dia útil.',
      keywords: ['cartões-presente corporativos', 'presentes corporativos', 'presentes para colaboradores'],
      body: `# Cartões-presente para empresas

Agradeça à sua equipe, recompense clientes ou crie uma campanha de incentivo com cartões-presente de {more} marcas, ou com o Cartão-Presente Choice, que deixa cada pessoa escolher.

## Por que as empresas escolhem a {name}
- Um único pedido para muitos destinatários, cada um por e-mail ou pelo correio.
- Pagamento por fatura, mediante aprovação.
- Um gerente de conta dedicado para pedidos maiores.

[Solicite um orçamento]({quotePath}) e responderemos em até um dia útil.`,
    },
    businessQuote: {
      title: 'Solicitar orçamento',
      metaDescription: 'Diga do que você precisa e receba um orçamento de cartões-presente corporativos em até um dia útil.',
      keywords: ['orçamento', 'pedido corporativo'],
      body: `# Solicitar orçamento

Diga quantos cartões você precisa, de que valores e quando devem chegar. Enviamos um orçamento em até um dia útil e podemos entregar a cada destinatário separadamente.`,
    },
  },
  house: {
    choiceDescription: 'Na dúvida? Com o Cartão-Presente Choice, quem recebe escolhe entre {more} cartões-presente, de restaurantes e spas a moda, livros e experiências. Dá até para dividir o saldo entre vários cartões. Disponível como cartão digital, entregue em até uma hora, ou como cartão físico num envelope de presente.',
    choiceKeywords: ['cartão-presente choice', 'cartão choice', 'cartão-presente multimarcas', 'presente corporativo'],
    greenCorridors: {
      name: 'Fundação Corredores Verdes',
      about: 'Sobre a Fundação Corredores Verdes',
      title: 'Doação para a Fundação Corredores Verdes',
      description: 'A Fundação Corredores Verdes planta sebes e árvores que ligam parques e reservas naturais, para que aves, abelhas e pequenos mamíferos possam circular entre eles. Quem recebe ganha um cartão que explica o que a doação torna possível.',
      keywords: ['doação', 'presente solidário', 'natureza', 'meio ambiente'],
    },
    warmMeals: {
      name: 'Associação Prato Quente',
      about: 'Sobre a Associação Prato Quente',
      title: 'Doação para a Associação Prato Quente',
      description: 'A Associação Prato Quente serve refeições quentes e marmitas a pessoas que não têm condições de pagar por elas, por meio de cozinhas comunitárias mantidas por voluntários. A sua doação é repassada integralmente.',
      keywords: ['doação', 'presente solidário', 'banco de alimentos', 'natal solidário'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        'O {name} serve pratos da estação no coração de {city}, com uma carta de vinhos escolhida pelos donos.',
        'Um favorito do bairro em {city}: o {name} é conhecido pelos pratos bem servidos, pelo atendimento simpático e por um terraço que lota nas noites de sol.',
        'O {name} cozinha com produtos de produtores locais, com menu executivo no almoço durante a semana e um menu mais completo no jantar.',
      ],
      'spa-and-wellness': [
        'O {name}, em {city}, oferece massagens, tratamentos faciais e sauna, com uma área de descanso tranquila.',
        'Passes diários, tratamentos e pacotes para dois: o {name} é um refúgio tranquilo a poucos minutos do centro de {city}.',
        'O {name} dedica tempo a cada cliente, de um único tratamento a um dia inteiro de descanso.',
      ],
      fashion: [
        'A {name} traz novas coleções a cada estação, com o atendimento de uma equipe que conhece cada peça da loja.',
        'Marcas independentes e básicos atemporais: a {name} tem uma loja em {city} e uma loja online com entregas {country}.',
        'A {name} é uma empresa familiar de {city} conhecida por roupas, calçados e acessórios de qualidade.',
      ],
      'home-and-garden': [
        'A {name} tem tudo para a casa e o jardim, na loja em {city} e online.',
        'De uma simples planta a uma nova mesa de jantar: a {name} ajuda os clientes a transformar uma casa num lar.',
        'A {name} reúne peças de criadores independentes e os itens do dia a dia de que toda casa precisa.',
      ],
      experiences: [
        'A {name} organiza atividades em {city} e arredores, para grupos, casais e qualquer pessoa em busca de algo novo.',
        'Uma tarde para recordar: a {name} oferece sessões que podem ser reservadas online na data da sua escolha.',
        'A {name} recebe iniciantes e entusiastas, com tudo o que é preciso no dia já incluído.',
      ],
      'books-and-music': [
        'A {name} é uma loja independente em {city}, com uma equipe que adora recomendar os seus favoritos.',
        'Há anos que leitores e amantes de música se encontram na {name}, para lançamentos, velhos favoritos e eventos à noite.',
        'A {name} tem um acervo bem escolhido e encomenda tudo o que não estiver nas prateleiras.',
      ],
      beauty: [
        'A {name} oferece tratamentos e produtos num salão descontraído em {city}.',
        'Cuidados com a pele, cabelo e unhas: na {name}, a equipe reserva um tempo para orientar você antes de cada tratamento.',
        'A {name} trabalha com marcas consagradas e pequenos produtores, na loja e online.',
      ],
      'sport-and-outdoors': [
        'A {name} equipa corredores, ciclistas, caminhantes e escaladores com equipamentos que duram, e ensina a usá-los.',
        'Cursos, passes diários e equipamentos: a {name} é o lugar em {city} para experimentar algo novo.',
        'Na {name}, a equipe pratica os esportes dos produtos que vende e dá conselhos à altura.',
      ],
      'cinema-and-entertainment': [
        'O {name} é um dos preferidos para sair à noite em {city}, com programação em quase todas as noites.',
        'Telas gigantes, pistas de boliche ou um palco: o {name} foi feito para noites com amigos e família.',
        'O {name} tem um bar com petiscos e bebidas, para a noite começar cedo e terminar tarde.',
      ],
      'travel-and-hotels': [
        'O {name} tem quartos confortáveis, um restaurante de cozinha regional e trilhas que começam logo na porta.',
        'Uma escapada ao {name}: quartos com vista, um café da manhã generoso e pacotes com jantar incluído.',
        'O {name} recebe hóspedes o ano inteiro, de fins de semana a férias mais longas em família.',
      ],
      'food-and-drink': [
        'A {name} é uma loja gourmet em {city}, gerida por pessoas que conhecem cada produto das prateleiras.',
        'Dos pequenos mimos do dia a dia a presentes para quem ama comer bem: a {name} monta cestas com produtos de pequenos produtores.',
        'Há anos que a {name} faz parte do bairro em {city}, com degustações e especialidades da estação.',
      ],
      'kids-and-toys': [
        'A {name} tem algo para crianças de todas as idades, com um cantinho onde elas podem experimentar os brinquedos.',
        'Brinquedos, jogos e festas: a {name}, em {city}, garante a diversão dos pequenos nos dias de chuva.',
        'A {name} escolhe brinquedos duráveis, kits de artesanato e jogos para brincar ao ar livre.',
      ],
      gaming: [
        'A {name} vende jogos e acessórios, novos e seminovos, e organiza torneios toda semana.',
        'Consoles, clássicos e realidade virtual: a {name}, em {city}, é o lugar para passar uma tarde jogando.',
        'A {name} tem mesas para jogar na própria loja e uma equipe que conhece todos os lançamentos.',
      ],
      tech: [
        'A {name} vende smartphones, notebooks, áudio e dispositivos de casa inteligente, e faz a assistência técnica na sua própria oficina.',
        'Câmeras, fones de ouvido e acessórios com orientação honesta: a {name} tem loja em {city} e entrega {country}.',
        'A {name} ajuda os clientes a configurar os seus novos aparelhos e aceita os antigos como parte do pagamento.',
      ],
    },
    keywords: {
      restaurants: ['restaurante', 'jantar', 'almoço'],
      'spa-and-wellness': ['spa', 'massagem', 'sauna'],
      fashion: ['roupas', 'sapatos', 'moda'],
      'home-and-garden': ['decoração', 'jardim', 'utilidades domésticas'],
      experiences: ['experiência', 'passeio', 'atividade'],
      'books-and-music': ['livros', 'música', 'discos'],
      beauty: ['cabeleireiro', 'cuidados com a pele', 'salão de beleza'],
      'sport-and-outdoors': ['esporte', 'ar livre', 'ciclismo'],
      'cinema-and-entertainment': ['cinema', 'boliche', 'teatro'],
      'travel-and-hotels': ['hotel', 'escapada', 'fim de semana fora'],
      'food-and-drink': ['padaria', 'vinho', 'delicatessen'],
      'kids-and-toys': ['brinquedos', 'crianças', 'jogos'],
      gaming: ['games', 'console', 'videogame'],
      tech: ['eletrônicos', 'smartphone', 'fones de ouvido'],
    },
  },
  categories: {
    restaurants: {
      title: 'Restaurantes',
      description: 'Dos bistrôs de bairro às churrascarias e aos bares de sushi: cartões-presente de restaurante para uma boa refeição fora de casa, aceitos em centenas de estabelecimentos {country}.',
    },
    'spa-and-wellness': {
      title: 'Spa e bem-estar',
      description: 'Dias de spa, massagens, saunas e aulas de ioga. Ofereça o presente mais raro de todos: algumas horas de paz e sossego.',
    },
    fashion: {
      title: 'Moda',
      description: 'Cartões-presente para roupas, calçados, joias e acessórios de butiques independentes e das marcas favoritas do grande público.',
    },
    'home-and-garden': {
      title: 'Casa e jardim',
      description: 'Decoração, utensílios de cozinha, plantas e centros de jardinagem. Perfeito para quem acabou de mudar de casa, para quem adora jardinagem e para quem ama uma sala aconchegante.',
    },
    experiences: {
      title: 'Experiências',
      description: 'Passeios de balão, aulas de culinária, escape rooms e passeios de um dia. Cartões-presente para criar memórias, não para acumular coisas.',
    },
    'books-and-music': {
      title: 'Livros e música',
      description: 'Livrarias, lojas de discos, audiolivros e aulas de música: cartões-presente para leitores, ouvintes e músicos de todas as idades.',
    },
    beauty: {
      title: 'Beleza',
      description: 'Cuidados com a pele, perfumes, salões e barbearias. Deixe a pessoa escolher o seu próprio mimo, de um perfume novo a um corte de cabelo.',
    },
    'sport-and-outdoors': {
      title: 'Esporte e ar livre',
      description: 'Equipamento outdoor, bicicletas, paredes de escalada e golfe. Cartões-presente para corredores, caminhantes, ciclistas e aventureiros de fim de semana.',
    },
    'cinema-and-entertainment': {
      title: 'Cinema e entretenimento',
      description: 'Ingressos de cinema, peças de teatro, noites de stand-up, boliche e música ao vivo. Uma noite fora, embrulhada num único cartão.',
    },
    'travel-and-hotels': {
      title: 'Viagens e hotéis',
      description: 'Estadias em hotéis, casas de campo, glamping e escapadas urbanas {country}. O presente de fugir da rotina.',
    },
    'food-and-drink': {
      title: 'Comida e bebida',
      description: 'Queijarias, torrefações de café, chocolatarias, lojas de vinhos e produtos do campo. Cartões-presente para quem adora comer bem.',
    },
    'kids-and-toys': {
      title: 'Crianças e brinquedos',
      description: 'Lojas de brinquedos, livros infantis, roupas de bebê, espaços de recreação e parques de trampolim. Cartões-presente que colocam a escolha nas mãos dos pequenos.',
    },
    gaming: {
      title: 'Games',
      description: 'Lojas de games, créditos para lojas digitais, cafés de jogos de tabuleiro e arcades de realidade virtual, para quem joga no console, no PC ou na mesa.',
    },
    tech: {
      title: 'Tecnologia',
      description: 'Smartphones, câmeras, som, casa inteligente e créditos para apps. Cartões-presente para quem ama gadgets e novidades.',
    },
    'business-gifts': {
      title: 'Presentes corporativos',
      description: 'Cartões-presente que agradam a qualquer colaborador, cliente ou fornecedor, incluindo o Cartão-Presente Choice e pacotes de cartões sem personalização.',
    },
    charity: {
      title: 'Solidariedade e doações',
      description: 'Dê uma doação em vez de um presente: quem recebe escolhe a causa que vai receber o dinheiro.',
    },
  },
  occasions: {
    birthday: {
      title: 'Aniversário',
      heroTitle: 'Cartões-presente de aniversário que vão ser usados de verdade',
      description: 'Seja para quem faz 8 ou 80 anos, um cartão-presente de aniversário permite escolher exatamente o que se quer. Escolha um restaurante favorito, um dia de spa ou o Cartão-Presente Choice e acrescente uma mensagem personalizada.',
    },
    'thank-you': {
      title: 'Agradecimento',
      heroTitle: 'Agradeça com um cartão-presente',
      description: 'Para o vizinho que alimentou o gato, o colega que cobriu o seu turno ou a professora que foi além do esperado. Um pequeno cartão-presente diz um grande obrigado.',
    },
    wedding: {
      title: 'Casamento',
      heroTitle: 'Cartões-presente de casamento para os noivos',
      description: 'Chega de torradeira repetida. Ajude os recém-casados a mobiliar a casa, planejar a lua de mel ou aproveitar o primeiro jantar fora como casal.',
    },
    christmas: {
      title: 'Natal',
      heroTitle: 'Cartões-presente de Natal para todos da sua lista',
      description: 'Lembrancinhas, amigo secreto e presentes para a equipe resolvidos em minutos. Encomende cartões físicos antes das últimas datas de envio ou mande um cartão digital até a véspera de Natal.',
    },
    anniversary: {
      title: 'Aniversário de casamento',
      heroTitle: 'Presentes de aniversário para vocês dois',
      description: 'Comemore mais um ano juntos com um jantar romântico, uma noite fora ou um tratamento de spa para casais.',
    },
    'new-baby': {
      title: 'Nascimento',
      heroTitle: 'Boas-vindas ao bebê',
      description: 'Os pais de primeira viagem sabem exatamente do que ainda precisam. Um cartão-presente para roupas de bebê, brinquedos ou um merecido jantar fora é sempre bem-vindo.',
    },
    'get-well-soon': {
      title: 'Melhoras',
      heroTitle: 'Presentes de melhoras para levantar o ânimo',
      description: 'Livros para ler no sofá, uma noite de streaming ou uma massagem para quando estiver de pé de novo. Envie hoje um cartão digital e ele chega em até uma hora.',
    },
    retirement: {
      title: 'Aposentadoria',
      heroTitle: 'Presentes de aposentadoria para um novo capítulo',
      description: 'Golfe, jardinagem, viagens ou aquela tão esperada casa de campo: ajude um colega a começar a aposentadoria em grande estilo. Junte a contribuição de toda a equipe num único cartão.',
    },
    'mothers-day': {
      title: 'Dia das Mães',
      heroTitle: 'Cartões-presente de Dia das Mães que ela vai adorar',
      description: 'Um chá da tarde, um dia de spa, flores frescas ou a livraria favorita dela. Torne o Dia das Mães especial, mesmo que você não possa estar presente.',
    },
    'fathers-day': {
      title: 'Dia dos Pais',
      heroTitle: 'Presentes de Dia dos Pais além das meias',
      description: 'Jantar numa churrascaria, degustações de uísque, dias de pilotagem e ferramentas novas para a garagem. Encontre um cartão para cada tipo de pai.',
    },
    graduation: {
      title: 'Formatura',
      heroTitle: 'Parabéns pela formatura',
      description: 'Anos de dedicação merecem uma bela comemoração. Dê um empurrão com tecnologia para o novo emprego, uma viagem ou um jantar de comemoração.',
    },
    congratulations: {
      title: 'Parabéns',
      heroTitle: 'Cartões-presente para cada conquista',
      description: 'Emprego novo, casa nova, carteira de motorista ou uma maratona concluída? Celebre o momento com um cartão-presente para gastar em algo que a pessoa adora.',
    },
    'valentines-day': {
      title: 'Dia dos Namorados',
      heroTitle: 'Presentes de Dia dos Namorados com um toque pessoal',
      description: 'Um jantar à luz de velas, uma noite no teatro ou um fim de semana a dois. Acrescente uma mensagem personalizada e uma caixa de presente para torná-lo inesquecível.',
    },
  },
  catalogue: {
    productTitle: 'Cartão-presente {name}',
    productSlugSuffix: '-cartao-presente',
    visitLabel: 'Visitar {name}',
    closers: {
      restaurants: [
        'O cartão-presente pode ser usado em todas as unidades {name} para comida e bebida, e o saldo restante fica no cartão para a próxima vez.',
        'Válido em todas as unidades {name}, de um almoço rápido a um longo jantar.',
        'Basta apresentar o cartão na hora da conta; ele cobre comida, bebida e serviço.',
        'Use tudo de uma vez ou em várias visitas, até acabar o saldo.',
      ],
      'spa-and-wellness': [
        'Reserve online ou por telefone e informe o número do cartão para pagar.',
        'O cartão vale para tratamentos, sessões e pacotes de um dia no {name}.',
        'Use numa única visita ou guarde para um dia inteiro de mimos.',
      ],
      fashion: [
        'Use o cartão na loja ou no site {name}, em tudo, da nova coleção às peças em promoção.',
        'Válido na loja física e no site {name}, e o saldo pode ser dividido entre várias compras.',
        'O saldo pode ser usado em várias compras, para nada ser desperdiçado.',
      ],
      'home-and-garden': [
        'O cartão pode ser usado na loja e online na {name}, inclusive para pagar a entrega.',
        'Use em qualquer produto da {name}, de uma só vez ou em várias visitas.',
        'Um presente atencioso para uma casa nova, um casamento ou simplesmente porque sim.',
      ],
      experiences: [
        'Quem recebe reserva a data que preferir; os fins de semana mais procurados esgotam rápido, por isso é bom reservar com antecedência.',
        'Use o cartão para a experiência completa ou como parte de um upgrade, de um presente para um amigo ou de uma lembrança.',
        'Um presente que cria memórias, e não acumula coisas.',
      ],
      'books-and-music': [
        'O cartão pode ser usado na {name}, de uma só vez ou em várias visitas.',
        'Deixe a pessoa escolher o seu próximo favorito.',
        'Perfeito para leitores, ouvintes e músicos de todas as idades.',
      ],
      beauty: [
        'Use o cartão em tratamentos ou produtos na {name}.',
        'O saldo pode ser usado em várias visitas, então dá para se mimar mais de uma vez.',
        'Deixe a pessoa escolher o seu favorito, de um pequeno luxo a uma transformação completa.',
      ],
      'sport-and-outdoors': [
        'O cartão pode ser usado na {name} tanto em equipamentos como em sessões, serviços e aulas.',
        'Seja iniciante ou atleta experiente, a pessoa escolhe exatamente o que precisa.',
        'Use tudo de uma vez ou em várias visitas.',
      ],
      'cinema-and-entertainment': [
        'O cartão pode ser usado em ingressos e também em comida e bebida.',
        'Deixe a pessoa escolher a noite que preferir.',
        'Uma noite fora garantida, quando for melhor para quem recebe.',
      ],
      'travel-and-hotels': [
        'O cartão pode ser usado em qualquer reserva no {name}, inclusive em sinais e extras.',
        'É possível juntar vários cartões numa reserva maior ou usar o saldo em mais de uma viagem.',
        'Reserve online ou por telefone e informe o número do cartão no pagamento.',
      ],
      'food-and-drink': [
        'Use o cartão na {name}, dos mimos do dia a dia às ocasiões especiais.',
        'O saldo pode ser usado em várias visitas, até acabar.',
        'Um presente para quem adora comer e beber bem.',
      ],
      'kids-and-toys': [
        'O cartão pode ser usado na {name}, para que os pequenos escolham sozinhos.',
        'Deixe a criança escolher o seu próprio presente, com os adultos de olho no saldo.',
        'Um presente que alegra tanto os pais quanto as crianças.',
      ],
      gaming: [
        'Use o cartão na {name}, de uma só vez ou em várias visitas.',
        'Um presente para gamers de todas as idades.',
        'Deixe a pessoa escolher o próximo item da sua lista de desejos.',
      ],
      tech: [
        'O cartão pode ser usado na {name}, de uma só vez ou em várias compras.',
        'Em compras maiores, o cartão pode ser combinado com outra forma de pagamento.',
        'Deixe a pessoa escolher o gadget que ela realmente quer.',
      ],
    },
    defaultClosers: [
      'O cartão pode ser usado de uma só vez ou em várias compras.',
    ],
    platformClosers: [
      'Como este é um cartão de plataforma, quem recebe resgata o código online na plataforma parceira; os cartões de plataformas de terceiros têm um valor máximo por pedido.',
      'O cartão é entregue como um código a ser resgatado no app ou no site do parceiro, onde está a lista completa de parceiros participantes.',
      'O código é ativado na entrega e resgatado na plataforma parceira; a lista de parceiros participantes pode mudar com o tempo.',
    ],
    wineClosers: [
      'Como este presente contém vinho, é enviado por correio com entrega mediante assinatura e só pode ser comprado por maiores de 18 anos.',
      'Este presente inclui uma garrafa de vinho, por isso é enviado por correio com entrega mediante assinatura de uma pessoa maior de 18 anos.',
    ],
    digitalOnlyNote: 'Disponível apenas como cartão-presente digital, entregue por e-mail em até uma hora.',
    physicalOnlyNote: 'Disponível apenas como cartão físico, enviado pelo correio num envelope de presente.',
    categoryKeywords: {
      restaurants: 'cartão-presente restaurante',
      'spa-and-wellness': 'cartão-presente spa',
      fashion: 'cartão-presente moda',
      'home-and-garden': 'cartão-presente casa',
      experiences: 'presente de experiência',
      'books-and-music': 'vale-livro',
      beauty: 'cartão-presente beleza',
      'sport-and-outdoors': 'cartão-presente esporte',
      'cinema-and-entertainment': 'cartão-presente entretenimento',
      'travel-and-hotels': 'cartão-presente viagem',
      'food-and-drink': 'cartão-presente gastronomia',
      'kids-and-toys': 'cartão-presente infantil',
      gaming: 'cartão-presente games',
      tech: 'cartão-presente tecnologia',
    },
    variationTitles: { DIGITAL: 'Por e-mail', PHYSICAL: 'Pelo correio' },
  },
};
