/** The doubler winner's e-mail copy, en and nl; {product} is the brand's word for a gift card. */
const en = {
  product: 'gift card',
  subject: 'You won the doubler: we doubled the balance of your {product}',
  greeting: 'Hello {name},',
  intro: 'Congratulations! Your {product} was drawn in the doubler draw of {date}, and we have doubled its balance.',
  cardNumber: 'Card number',
  before: 'Balance before the draw',
  added: 'Added by the doubler',
  after: 'New balance',
  checkBalance: 'Check your balance',
  spend: 'You can spend the new balance right away, with the card number and PIN you already have.',
  signOff: 'Kind regards,',
  footer: 'This e-mail was sent by {store} because you entered the doubler draw.',
};

export type DoublerWinnerMessages = typeof en;

const nl: DoublerWinnerMessages = {
  product: 'cadeaubon',
  subject: 'Je hebt de verdubbelaar gewonnen: we hebben het saldo van je {product} verdubbeld',
  greeting: 'Hallo {name},',
  intro: 'Gefeliciteerd! Je {product} is getrokken in de verdubbelaar van {date} en we hebben het saldo verdubbeld.',
  cardNumber: 'Kaartnummer',
  before: 'Saldo voor de trekking',
  added: 'Bijgeschreven door de verdubbelaar',
  after: 'Nieuw saldo',
  checkBalance: 'Bekijk je saldo',
  spend: 'Je kunt het nieuwe saldo meteen besteden, met het kaartnummer en de pincode die je al hebt.',
  signOff: 'Met vriendelijke groet,',
  footer: 'Deze e-mail is verstuurd door {store} omdat je hebt meegedaan aan de verdubbelaar.',
};

const catalogues: Record<string, DoublerWinnerMessages> = { en, nl };

/** Messages of a language (English when it has none), with {name} placeholders filled; {product} is built in. */
export function doublerWinnerTranslator(language: string) {
  const catalogue = catalogues[language] ?? en;
  return (key: keyof DoublerWinnerMessages, params: Record<string, string> = {}) => {
    const values: Record<string, string> = {
      product: catalogue.product,
      ...params,
    };
    return catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}
