/**
 * European Portuguese: the texts of a store in Portugal where they differ from the Brazilian ones of `pt` (docs/i18n.md:
 * formal address without "você", cartão-oferta, encomenda, morada, equipa, desporto, por correio).
 */
import type { RegionalTexts } from './types';

export const ptPT: RegionalTexts = {
  choiceCard: 'Cartão-Oferta Choice',
  countries: { ES: 'em Espanha', FR: 'em França', IT: 'em Itália', PL: 'na Polónia' },
  menus: {
    customerService: 'Apoio ao cliente',
    helpdesk: 'Centro de ajuda',
    contactUs: 'Contacte-nos',
    giftCards: 'Cartões-oferta',
    allGiftCards: 'Todos os cartões-oferta',
    businessGiftCards: 'Cartões-oferta para empresas',
    requestQuote: 'Pedir orçamento',
  },
  homeBlocks: {
    hero: { title: 'O cartão-oferta para todas as ocasiões', description: 'Escolha entre {more} cartões-oferta ou deixe a pessoa escolher com o Cartão-Oferta Choice.' },
    businessHero: { description: 'Pague por fatura, envie para toda a equipa e receba um orçamento no prazo de um dia útil.' },
    business: { description: 'Recompense colaboradores e agradeça a clientes com uma única encomenda.' },
    occasions: { description: 'Aniversários, casamentos, agradecimentos e muito mais: ideias de presentes para cada momento.' },
    spotlightDescription: 'Um dos cartões-oferta mais escolhidos deste mês.',
    delivery: { title: 'Digital no prazo de uma hora', description: 'Os cartões digitais chegam por e-mail no prazo de uma hora; os cartões físicos são enviados por correio.' },
    searchHighlight: { description: 'O Cartão-Oferta Choice: {more} marcas num só cartão.' },
  },
  redeemPages: {
    choiceCard: {
      title: 'Como usar o seu Cartão-Oferta Choice',
      intro: 'Um cartão, muitos cartões-oferta à escolha: veja como transformar o seu saldo no cartão-oferta que quer.',
      body: [
        'Consulte o seu saldo com o número de 19 dígitos e o PIN de 6 dígitos que estão no cartão ou no seu e-mail.',
        'Escolha um ou mais cartões-oferta ou uma doação. Pode usar todo o saldo de uma vez ou guardar uma parte para mais tarde.',
        'O saldo não chega? Adicione outro cartão ou pague a diferença online ao finalizar a compra.',
        'Os seus novos cartões-oferta chegam por e-mail em poucos minutos ou por correio em alguns dias úteis.',
      ],
    },
    teamThankYou: {
      intro: 'Um agradecimento da {business}: use o seu cartão num dos cartões-oferta escolhidos pela sua equipa.',
      body: [
        'A {business} escolheu estes cartões-oferta para os seus colaboradores. Consulte o seu saldo, escolha um cartão e diga-nos para onde o devemos enviar.',
        'As encomendas feitas nesta loja são em nome da {business}: indique os dados da empresa ao finalizar a compra.',
      ],
    },
  },
  testimonials: [
    [5, 'Comprei um cartão-oferta por e-mail à hora de almoço para o aniversário da minha irmã e em poucos minutos já estava na caixa de entrada dela.'],
    [5, 'Descobri que ainda tinha saldo num cartão de que me tinha esquecido e troquei-o por um cartão de restaurante. Demorou dois minutos.'],
    [4, 'O cartão chegou por correio dois dias depois da encomenda, muito bem embalado. Só senti falta de mais opções de envelope.'],
    [5, 'Mandei um cartão a cada um de cinco colegas, cada um para o seu próprio e-mail. Tudo numa única encomenda, super fácil.'],
    [5, 'Oferecemos o Cartão-Oferta Choice aos meus pais e eles escolheram um hotel. Muito melhor do que tentar adivinhar.'],
    [3, 'Boa variedade de lojas, mas o cartão físico demorou mais um dia do que eu esperava.'],
    [5, 'Agendei o e-mail para a manhã do nosso aniversário de casamento e chegou mesmo à hora certa.'],
    [4, 'O apoio ao cliente respondeu no próprio dia à minha dúvida sobre a morada de entrega.'],
    [5, 'A mensagem personalizada impressa junto com o cartão fez toda a diferença. Pareceu mesmo um presente a sério.'],
    [4, 'Pagámos os cartões-oferta da equipa por fatura e no dia seguinte já todos tinham o seu.'],
    [5, 'Usei o saldo que sobrou do meu cartão num segundo cartão, de valor mais baixo. Não se perdeu nada.'],
  ],
  extras: {
    classicWallet: { description: 'Um envelope dobrado e resistente, azul-marinho com rebordo dourado metalizado. O cartão-oferta encaixa na perfeição lá dentro.' },
    confettiDesign: { description: 'O cartão digital chega num e-mail com confetes a cair.' },
    giftBox: { title: 'Caixa de oferta', description: 'O cartão e o envelope numa caixa de oferta rígida, com papel de seda.' },
    personalMessage: { description: 'As suas próprias palavras, impressas num cartão que acompanha o cartão-oferta.' },
  },
  pages: {
    home: {
      title: 'Cartões-oferta para todas as ocasiões',
      metaDescription: 'Compre cartões-oferta de {more} lojas, restaurantes e experiências {country} ou deixe a pessoa escolher com o Cartão-Oferta Choice.',
      keywords: ['cartões-oferta', 'vale de oferta', 'cartão-oferta choice', 'cartões-oferta digitais', 'presentes corporativos'],
      body: `# Cartões-oferta para todas as ocasiões

Escolha entre {more} cartões-oferta de restaurantes, spas, lojas e experiências {country} ou ofereça o Cartão-Oferta Choice e deixe a pessoa escolher. Os cartões digitais chegam por e-mail no prazo de uma hora; os cartões físicos são enviados por correio.`,
    },
    terms: {
      metaDescription: 'Os termos que se aplicam a todas as encomendas de cartões-oferta, cartões de doação e extras na {name}.',
      body: `# Termos e condições gerais

Estes termos aplicam-se a todas as ofertas e a todas as encomendas feitas na {name} ("nós"). Leia-os antes de fazer a sua encomenda; ao concluir uma encomenda, aceita-os.

## 1. Cartões-oferta
1. Um cartão-oferta é um cartão digital ou físico com um valor monetário que pode ser usado na marca nele indicada ou, no caso do Cartão-Oferta Choice, trocado por um ou mais cartões-oferta do nosso catálogo.
2. Os cartões-oferta estão disponíveis com valores entre {minAmount} e {maxAmount}. Os valores de cada cartão aparecem na respetiva página.
3. Cada cartão indica a sua validade; o saldo pode ser consultado a qualquer momento na página de consulta de saldo.

## 2. Encomendas e pagamento
1. A encomenda torna-se vinculativa assim que é paga. Recebe uma confirmação por e-mail com o número da encomenda.
2. Podemos recusar ou cancelar uma encomenda em caso de suspeita de fraude; nesse caso, o valor pago é reembolsado na totalidade.
3. Os clientes empresariais podem pagar por fatura, mediante aprovação.

## 3. Entrega
1. Os cartões-oferta digitais são enviados por e-mail, normalmente no prazo de uma hora após o pagamento.
2. Os cartões-oferta físicos são enviados por correio para a morada indicada ao finalizar a compra.

## 4. Responsabilidade
Os cartões-oferta não podem ser trocados por dinheiro, salvo quando a lei assim o exigir. Não nos responsabilizamos por cartões perdidos ou partilhados após a entrega.`,
    },
    privacy: {
      metaDescription: 'Como a {name} recolhe, usa e protege os seus dados pessoais quando compra e usa cartões-oferta.',
      body: `# Política de privacidade

A {name} trata os seus dados pessoais com cuidado. Esta política explica que dados tratamos, com que finalidade e durante quanto tempo os guardamos.

## O que tratamos
- O seu nome, endereço de e-mail e, no caso de cartões físicos, a morada de entrega.
- O nome e o endereço de e-mail do destinatário, para que possamos entregar o cartão.
- Os dados da encomenda e do pagamento, que guardamos durante o prazo exigido por lei.

## Para quê
Usamos estes dados para entregar a sua encomenda, responder às suas dúvidas e, apenas se concordar, enviar a nossa newsletter.

## Os seus direitos
Pode pedir a qualquer momento para consultar, corrigir ou eliminar os seus dados, escrevendo para {serviceEmail}.`,
    },
    cancellation: {
      metaDescription: 'Quando e como pode cancelar uma encomenda de cartões-oferta e como funciona o reembolso.',
      keywords: ['cancelamento', 'reembolso', 'direito de livre resolução'],
      body: `# Política de cancelamento

Pode cancelar uma encomenda no prazo de 14 dias após a receber, desde que o cartão-oferta não tenha sido usado.

## Como cancelar
Envie o número da encomenda e o número do cartão para {serviceEmail}. Bloqueamos o cartão e reembolsamos o valor pago no prazo de 14 dias, pelo mesmo meio de pagamento usado na encomenda.

## Exceções
Os cartões que já foram ativados ou parcialmente usados não podem ser cancelados. As doações são entregues à instituição de solidariedade e não podem ser reembolsadas.`,
    },
    delivery: {
      metaDescription: 'Como e quando são entregues os cartões-oferta digitais e físicos.',
      body: `# Entrega

## Cartões-oferta digitais
Os cartões digitais são enviados por e-mail, normalmente no prazo de uma hora após o pagamento. Pode escolher uma data de entrega com até três meses de antecedência.

## Cartões-oferta físicos
Os cartões físicos são enviados por correio num envelope de oferta, com a embalagem e os extras que escolheu. As encomendas pagas num dia útil até às 17h são expedidas no próprio dia e costumam chegar em dois a três dias úteis a qualquer morada {country}.`,
    },
    cookies: {
      metaDescription: 'Que cookies a {name} usa, para quê e como alterar a sua escolha.',
      body: `# Política de cookies

Usamos cookies funcionais para guardar o seu carrinho e as suas preferências e, apenas com o seu consentimento, cookies analíticos para perceber como a loja é usada.

Pode alterar a sua escolha a qualquer momento através do link de definições de cookies, no rodapé de todas as páginas.`,
    },
    about: {
      metaDescription: 'A {name} reúne {more} cartões-oferta e o Cartão-Oferta Choice num só lugar.',
      keywords: ['sobre nós', 'loja de cartões-oferta'],
      body: `# Sobre a {name}

A {name} é a sua loja de cartões-oferta {country}: {more} cartões de restaurantes, lojas, spas e experiências, além do Cartão-Oferta Choice para quem prefere escolher por si. Entregamos cartões digitais por e-mail e cartões físicos por correio, tanto a particulares como a empresas.`,
    },
    helpdesk: {
      title: 'Centro de ajuda: perguntas frequentes',
      metaDescription: 'Respostas às dúvidas mais comuns sobre como comprar, enviar, consultar e usar cartões-oferta na {name}.',
      keywords: ['ajuda', 'perguntas frequentes', 'centro de ajuda', 'apoio ao cliente'],
      body: `# Centro de ajuda

Não encontrou o que procurava? A nossa [equipa de apoio ao cliente]({contactPath}) terá todo o gosto em ajudar nos dias úteis.

## Como compro um cartão-oferta?
Escolha um cartão-oferta, selecione a entrega digital ou física e o valor, e adicione-o ao carrinho. No carrinho, pode incluir uma embalagem e uma mensagem personalizada antes de finalizar a compra.

## Como consulto o meu saldo?
Introduza o número do cartão e o PIN na página de [consulta de saldo]({balancePath}).

## Posso trocar o meu Cartão-Oferta Choice?
Sim: consulte o seu saldo e escolha um ou mais cartões-oferta na loja de trocas.`,
    },
    contact: {
      title: 'Contacte-nos',
      metaDescription: 'Contacte o apoio ao cliente da {name} por e-mail ou através do formulário de contacto.',
      keywords: ['contacto', 'apoio ao cliente', 'e-mail'],
      body: `# Contacte-nos

Tem alguma dúvida sobre uma encomenda, um cartão ou uma entrega? Use o formulário desta página ou escreva para {serviceEmail}; respondemos no prazo de um dia útil. Tenha à mão o número da sua encomenda.`,
    },
    business: {
      title: 'Cartões-oferta para empresas',
      metaDescription: 'Cartões-oferta para colaboradores e clientes: pagamento por fatura, envio para toda a equipa e orçamento no prazo de um dia útil.',
      keywords: ['cartões-oferta para empresas', 'presentes corporativos', 'presentes para colaboradores'],
      body: `# Cartões-oferta para empresas

Agradeça à sua equipa, recompense clientes ou crie uma campanha de incentivos com cartões-oferta de {more} marcas, ou com o Cartão-Oferta Choice, que deixa cada pessoa escolher.

## Porque é que as empresas escolhem a {name}
- Uma única encomenda para muitos destinatários, cada um por e-mail ou por correio.
- Pagamento por fatura, mediante aprovação.
- Um gestor de conta dedicado para encomendas maiores.

[Peça um orçamento]({quotePath}) e respondemos no prazo de um dia útil.`,
    },
    businessQuote: {
      title: 'Pedir orçamento',
      metaDescription: 'Diga-nos do que precisa e receba um orçamento de cartões-oferta para empresas no prazo de um dia útil.',
      keywords: ['orçamento', 'encomenda para empresas'],
      body: `# Pedir orçamento

Diga-nos de quantos cartões precisa, de que valores e quando devem chegar. Enviamos um orçamento no prazo de um dia útil e podemos entregar a cada destinatário separadamente.`,
    },
  },
  house: {
    choiceDescription: 'Na dúvida? Com o Cartão-Oferta Choice, quem recebe escolhe entre {more} cartões-oferta, de restaurantes e spas a moda, livros e experiências. Até dá para dividir o saldo por vários cartões. Disponível como cartão digital, entregue no prazo de uma hora, ou como cartão físico num envelope de oferta.',
    choiceKeywords: ['cartão-oferta choice', 'cartão choice', 'cartão-oferta multimarca', 'presente corporativo'],
    warmMeals: {
      description: 'A Associação Prato Quente serve refeições quentes e refeições para levar a pessoas que não as podem pagar, através de cozinhas comunitárias mantidas por voluntários. A sua doação é entregue na totalidade.',
      keywords: ['doação', 'presente solidário', 'banco alimentar', 'natal solidário'],
    },
  },
  blurbs: {
    descriptions: {
      restaurants: [
        'O {name} serve pratos da época no coração de {city}, com uma carta de vinhos escolhida pelos donos.',
        'Um favorito do bairro em {city}: o {name} é conhecido pelos pratos bem servidos, pelo atendimento simpático e por uma esplanada que enche nas noites de sol.',
        'O {name} cozinha com produtos de produtores locais, com menu do dia ao almoço durante a semana e um menu mais completo ao jantar.',
      ],
      'spa-and-wellness': [
        'O {name}, em {city}, oferece massagens, tratamentos de rosto e sauna, com uma zona de descanso tranquila.',
        'Entradas diárias, tratamentos e pacotes para dois: o {name} é um refúgio tranquilo a poucos minutos do centro de {city}.',
        'O {name} dedica tempo a cada cliente, de um único tratamento a um dia inteiro de descanso.',
      ],
      fashion: [
        'A {name} traz novas coleções a cada estação, com o atendimento de uma equipa que conhece cada peça da loja.',
        'Marcas independentes e básicos intemporais: a {name} tem uma loja em {city} e uma loja online com entregas {country}.',
        'A {name} é uma empresa familiar de {city} conhecida por roupa, calçado e acessórios de qualidade.',
      ],
      'home-and-garden': [
        'A {name} tem tudo para a casa e o jardim, na loja em {city} e online.',
        'De uma simples planta a uma nova mesa de jantar: a {name} ajuda os clientes a transformar uma casa num lar.',
        'A {name} reúne peças de criadores independentes e os artigos do dia a dia de que todas as casas precisam.',
      ],
      experiences: [
        'A {name} organiza atividades em {city} e arredores, para grupos, casais e qualquer pessoa à procura de algo novo.',
        'Uma tarde para recordar: a {name} oferece sessões que podem ser reservadas online na data da sua escolha.',
        'A {name} recebe principiantes e entusiastas, com tudo o que é preciso no dia já incluído.',
      ],
      'books-and-music': [
        'A {name} é uma livraria independente em {city}, com uma equipa que adora recomendar os seus favoritos.',
        'Há anos que leitores e amantes de música se encontram na {name}, para lançamentos, velhos favoritos e eventos à noite.',
        'A {name} tem um acervo bem escolhido e encomenda tudo o que não estiver nas prateleiras.',
      ],
      beauty: [
        'A {name} oferece tratamentos e produtos num salão descontraído em {city}.',
        'Cuidados de pele, cabelo e unhas: na {name}, a equipa dedica tempo a aconselhar cada cliente antes do tratamento.',
        'A {name} trabalha com marcas consagradas e pequenos produtores, na loja e online.',
      ],
      'sport-and-outdoors': [
        'A {name} equipa corredores, ciclistas, caminhantes e escaladores com equipamento que dura, e ensina a usá-lo.',
        'Cursos, entradas diárias e equipamento: a {name} é o sítio em {city} para experimentar algo novo.',
        'Na {name}, a equipa pratica os desportos dos produtos que vende e dá conselhos à altura.',
      ],
      'cinema-and-entertainment': [
        'O {name} é um dos preferidos para sair à noite em {city}, com programação em quase todas as noites.',
        'Ecrãs gigantes, pistas de bowling ou um palco: o {name} foi feito para noites com amigos e família.',
        'O {name} tem um bar com petiscos e bebidas, para a noite começar cedo e acabar tarde.',
      ],
      'travel-and-hotels': [
        'O {name} tem quartos confortáveis, um restaurante de cozinha regional e trilhos que começam logo à porta.',
        'Uma escapadinha ao {name}: quartos com vista, um pequeno-almoço generoso e pacotes com jantar incluído.',
        'O {name} recebe hóspedes durante todo o ano, de fins de semana a férias mais longas em família.',
      ],
      'food-and-drink': [
        'A {name} é uma loja gourmet em {city}, gerida por pessoas que conhecem cada produto das prateleiras.',
        'Dos pequenos mimos do dia a dia a presentes para quem gosta de comer bem: a {name} monta cabazes com produtos de pequenos produtores.',
        'Há anos que a {name} faz parte do bairro em {city}, com provas e especialidades da época.',
      ],
      'kids-and-toys': [
        'A {name} tem algo para crianças de todas as idades, com um cantinho onde podem experimentar os brinquedos.',
        'Brinquedos, jogos e festas: a {name}, em {city}, garante a diversão dos mais pequenos nos dias de chuva.',
        'A {name} escolhe brinquedos duráveis, kits de trabalhos manuais e jogos para brincar ao ar livre.',
      ],
      gaming: [
        'A {name} vende jogos e acessórios, novos e usados, e organiza torneios todas as semanas.',
        'Consolas, clássicos e realidade virtual: a {name}, em {city}, é o sítio ideal para passar uma tarde a jogar.',
        'A {name} tem mesas para jogar na própria loja e uma equipa que conhece todas as novidades.',
      ],
      tech: [
        'A {name} vende smartphones, portáteis, áudio e dispositivos de casa inteligente, e faz a assistência técnica na sua própria oficina.',
        'Câmaras, auscultadores e acessórios com aconselhamento honesto: a {name} tem loja em {city} e entrega {country}.',
        'A {name} ajuda os clientes a configurar os seus novos aparelhos e aceita os antigos como parte do pagamento.',
      ],
    },
    keywords: {
      fashion: ['roupa', 'sapatos', 'moda'],
      'home-and-garden': ['decoração', 'jardim', 'artigos para o lar'],
      beauty: ['cabeleireiro', 'cuidados de pele', 'salão de beleza'],
      'sport-and-outdoors': ['desporto', 'ar livre', 'ciclismo'],
      'cinema-and-entertainment': ['cinema', 'bowling', 'teatro'],
      'travel-and-hotels': ['hotel', 'escapadinha', 'fim de semana fora'],
      gaming: ['jogos', 'consola', 'videojogos'],
      tech: ['eletrónica', 'smartphone', 'auscultadores'],
    },
  },
  categories: {
    restaurants: {
      description: 'Das tascas de bairro às churrascarias e aos restaurantes de sushi: cartões-oferta de restaurante para uma boa refeição fora de casa, aceites em centenas de estabelecimentos {country}.',
    },
    fashion: { description: 'Cartões-oferta para roupa, calçado, joias e acessórios de boutiques independentes e das marcas preferidas do grande público.' },
    'home-and-garden': {
      description: 'Decoração, utensílios de cozinha, plantas e centros de jardinagem. Perfeito para quem acabou de mudar de casa, para quem adora jardinagem e para quem gosta de uma sala acolhedora.',
    },
    experiences: { description: 'Passeios de balão, aulas de culinária, escape rooms e passeios de um dia. Cartões-oferta para criar memórias, não para acumular coisas.' },
    'books-and-music': { description: 'Livrarias, lojas de discos, audiolivros e aulas de música: cartões-oferta para leitores, ouvintes e músicos de todas as idades.' },
    beauty: { description: 'Cuidados de pele, perfumes, salões e barbearias. Deixe a pessoa escolher o seu próprio mimo, de um perfume novo a um corte de cabelo.' },
    'sport-and-outdoors': {
      title: 'Desporto e ar livre',
      description: 'Equipamento outdoor, bicicletas, paredes de escalada e golfe. Cartões-oferta para corredores, caminhantes, ciclistas e aventureiros de fim de semana.',
    },
    'cinema-and-entertainment': { description: 'Bilhetes de cinema, peças de teatro, noites de stand-up, bowling e música ao vivo. Uma noite fora, embrulhada num único cartão.' },
    'travel-and-hotels': { description: 'Estadias em hotéis, casas de campo, glamping e escapadinhas urbanas {country}. O presente de fugir à rotina.' },
    'food-and-drink': { description: 'Queijarias, torrefações de café, chocolatarias, garrafeiras e produtos do campo. Cartões-oferta para quem adora comer bem.' },
    'kids-and-toys': {
      description: 'Lojas de brinquedos, livros infantis, roupa de bebé, espaços de brincadeira e parques de trampolins. Cartões-oferta que põem a escolha nas mãos dos mais pequenos.',
    },
    gaming: {
      title: 'Videojogos',
      description: 'Lojas de videojogos, créditos para lojas digitais, cafés de jogos de tabuleiro e salas de realidade virtual, para quem joga na consola, no PC ou à mesa.',
    },
    tech: { description: 'Smartphones, câmaras, som, casa inteligente e créditos para aplicações. Cartões-oferta para quem adora gadgets e novidades.' },
    'business-gifts': {
      description: 'Cartões-oferta que agradam a qualquer colaborador, cliente ou fornecedor, incluindo o Cartão-Oferta Choice e pacotes de cartões sem personalização.',
    },
    charity: { description: 'Ofereça uma doação em vez de um presente: quem recebe escolhe a causa que vai receber o dinheiro.' },
  },
  occasions: {
    birthday: {
      heroTitle: 'Cartões-oferta de aniversário que vão mesmo ser usados',
      description: 'Seja para quem faz 8 ou 80 anos, um cartão-oferta de aniversário permite escolher exatamente o que se quer. Escolha um restaurante preferido, um dia de spa ou o Cartão-Oferta Choice e acrescente uma mensagem personalizada.',
    },
    'thank-you': {
      heroTitle: 'Agradeça com um cartão-oferta',
      description: 'Para o vizinho que deu de comer ao gato, o colega que ficou com o seu turno ou a professora que foi além do esperado. Um pequeno cartão-oferta diz um grande obrigado.',
    },
    wedding: {
      heroTitle: 'Cartões-oferta de casamento para os noivos',
      description: 'Chega de torradeiras repetidas. Ajude os recém-casados a mobilar a casa, planear a lua de mel ou aproveitar o primeiro jantar fora como casal.',
    },
    christmas: {
      heroTitle: 'Cartões-oferta de Natal para todos os da sua lista',
      description: 'Lembranças, amigo secreto e presentes para a equipa resolvidos em minutos. Encomende cartões físicos antes das últimas datas de envio ou mande um cartão digital até à véspera de Natal.',
    },
    'new-baby': {
      heroTitle: 'Boas-vindas ao bebé',
      description: 'Quem acabou de ser pai ou mãe sabe exatamente do que ainda precisa. Um cartão-oferta para roupa de bebé, brinquedos ou um merecido jantar fora é sempre bem-vindo.',
    },
    'get-well-soon': {
      description: 'Livros para ler no sofá, uma noite de streaming ou uma massagem para quando já estiver recuperado. Envie hoje um cartão digital e chega no prazo de uma hora.',
    },
    retirement: {
      title: 'Reforma',
      heroTitle: 'Presentes de reforma para um novo capítulo',
      description: 'Golfe, jardinagem, viagens ou aquela tão esperada casa de campo: ajude um colega a começar a reforma em grande estilo. Junte a contribuição de toda a equipa num único cartão.',
    },
    'mothers-day': {
      title: 'Dia da Mãe',
      heroTitle: 'Cartões-oferta de Dia da Mãe que ela vai adorar',
      description: 'Um chá da tarde, um dia de spa, flores frescas ou a livraria preferida dela. Torne o Dia da Mãe especial, mesmo que não possa estar presente.',
    },
    'fathers-day': {
      title: 'Dia do Pai',
      heroTitle: 'Presentes de Dia do Pai para além das meias',
      description: 'Jantar numa churrascaria, provas de whisky, dias de condução em pista e ferramentas novas para a garagem. Encontre um cartão para cada tipo de pai.',
    },
    graduation: {
      title: 'Fim de curso',
      heroTitle: 'Parabéns pelo fim do curso',
      description: 'Anos de dedicação merecem uma bela comemoração. Dê um empurrão com tecnologia para o novo emprego, uma viagem ou um jantar de celebração.',
    },
    congratulations: {
      heroTitle: 'Cartões-oferta para cada conquista',
      description: 'Emprego novo, casa nova, carta de condução ou uma maratona concluída? Celebre o momento com um cartão-oferta para gastar em algo de que a pessoa gosta muito.',
    },
    'valentines-day': {
      description: 'Um jantar à luz das velas, uma noite no teatro ou um fim de semana a dois. Acrescente uma mensagem personalizada e uma caixa de oferta para o tornar inesquecível.',
    },
  },
  catalogue: {
    productTitle: 'Cartão-oferta {name}',
    productSlugSuffix: '-cartao-oferta',
    closers: {
      restaurants: [
        'O cartão-oferta pode ser usado em todos os espaços {name} em comida e bebida, e o saldo restante fica no cartão para a próxima vez.',
        'Válido em todos os espaços {name}, de um almoço rápido a um longo jantar.',
        'Basta apresentar o cartão na hora de pagar a conta; cobre comida, bebida e serviço.',
        'Use tudo de uma vez ou em várias visitas, até acabar o saldo.',
      ],
      'spa-and-wellness': [
        'Reserve online ou por telefone e indique o número do cartão para pagar.',
        'O cartão é válido para tratamentos, sessões e pacotes de um dia no {name}.',
        'Use numa única visita ou guarde para um dia inteiro de mimos.',
      ],
      fashion: [
        'Use o cartão na loja ou no site {name}, em tudo, da nova coleção às peças em saldo.',
        'Válido na loja física e no site {name}, e o saldo pode ser dividido por várias compras.',
        'O saldo pode ser usado em várias compras, para que nada se desperdice.',
      ],
      experiences: [
        'Quem recebe reserva a data que preferir; os fins de semana mais procurados esgotam depressa, por isso convém reservar com antecedência.',
        'Use o cartão para a experiência completa ou como parte de um upgrade, de um presente para um amigo ou de uma lembrança.',
        'Um presente que cria memórias, e não acumula coisas.',
      ],
      beauty: [
        'Use o cartão em tratamentos ou produtos na {name}.',
        'O saldo pode ser usado em várias visitas, por isso dá para se mimar mais do que uma vez.',
        'Deixe a pessoa escolher o seu favorito, de um pequeno luxo a uma transformação completa.',
      ],
      'sport-and-outdoors': [
        'O cartão pode ser usado na {name} tanto em equipamento como em sessões, serviços e aulas.',
        'Seja principiante ou atleta experiente, a pessoa escolhe exatamente aquilo de que precisa.',
        'Use tudo de uma vez ou em várias visitas.',
      ],
      'cinema-and-entertainment': [
        'O cartão pode ser usado em bilhetes e também em comida e bebida.',
        'Deixe a pessoa escolher a noite que preferir.',
        'Uma noite fora garantida, quando for melhor para quem recebe.',
      ],
      'travel-and-hotels': [
        'O cartão pode ser usado em qualquer reserva no {name}, inclusive em sinais e extras.',
        'É possível juntar vários cartões numa reserva maior ou usar o saldo em mais do que uma viagem.',
        'Reserve online ou por telefone e indique o número do cartão no pagamento.',
      ],
      'kids-and-toys': [
        'O cartão pode ser usado na {name}, para que os mais pequenos escolham sozinhos.',
        'Deixe a criança escolher o seu próprio presente, com os adultos atentos ao saldo.',
        'Um presente que alegra tanto os pais como as crianças.',
      ],
      gaming: [
        'Use o cartão na {name}, de uma só vez ou em várias visitas.',
        'Um presente para gamers de todas as idades.',
        'Deixe a pessoa escolher o próximo artigo da sua lista de desejos.',
      ],
      tech: [
        'O cartão pode ser usado na {name}, de uma só vez ou em várias compras.',
        'Em compras maiores, o cartão pode ser combinado com outra forma de pagamento.',
        'Deixe a pessoa escolher o gadget que realmente quer.',
      ],
    },
    platformClosers: [
      'Como este é um cartão de plataforma, quem recebe introduz o código online na plataforma parceira; os cartões de plataformas de terceiros têm um valor máximo por encomenda.',
      'O cartão é entregue como um código a introduzir na aplicação ou no site do parceiro, onde está a lista completa de parceiros aderentes.',
      'O código é ativado na entrega e utilizado na plataforma parceira; a lista de parceiros aderentes pode mudar ao longo do tempo.',
    ],
    wineClosers: [
      'Como este presente contém vinho, é enviado por correio com entrega contra assinatura e só pode ser comprado por maiores de 18 anos.',
      'Este presente inclui uma garrafa de vinho, por isso é enviado por correio com entrega contra assinatura de uma pessoa maior de 18 anos.',
    ],
    digitalOnlyNote: 'Disponível apenas como cartão-oferta digital, entregue por e-mail no prazo de uma hora.',
    physicalOnlyNote: 'Disponível apenas como cartão físico, enviado por correio num envelope de oferta.',
    categoryKeywords: {
      restaurants: 'cartão-oferta restaurante',
      'spa-and-wellness': 'cartão-oferta spa',
      fashion: 'cartão-oferta moda',
      'home-and-garden': 'cartão-oferta casa',
      'books-and-music': 'cheque-livro',
      beauty: 'cartão-oferta beleza',
      'sport-and-outdoors': 'cartão-oferta desporto',
      'cinema-and-entertainment': 'cartão-oferta entretenimento',
      'travel-and-hotels': 'cartão-oferta viagem',
      'food-and-drink': 'cartão-oferta gastronomia',
      'kids-and-toys': 'cartão-oferta infantil',
      gaming: 'cartão-oferta videojogos',
      tech: 'cartão-oferta tecnologia',
    },
    variationTitles: { PHYSICAL: 'Por correio' },
  },
};
