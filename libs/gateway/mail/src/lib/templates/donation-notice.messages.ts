/** The donation receiver's e-mail copy, en and nl. */
const en = {
  subject: '{sender} made a donation in your name',
  subjectNoSender: 'A donation was made in your name',
  greeting: 'Hello {name},',
  greetingNoName: 'Hello,',
  intro: '{sender} has given {value} to {title} in your name.',
  introNoSender: 'A gift of {value} has been made to {title} in your name.',
  personalMessage: 'Personal message',
  nothingToDo: 'There is nothing you need to do: the whole amount goes to the good cause.',
  signOff: 'Kind regards,',
  footer: 'This e-mail was sent by {store} because a donation was made in your name.',
};

export type DonationNoticeMessages = typeof en;

const nl: DonationNoticeMessages = {
  subject: '{sender} heeft een donatie gedaan op jouw naam',
  subjectNoSender: 'Er is een donatie gedaan op jouw naam',
  greeting: 'Hallo {name},',
  greetingNoName: 'Hallo,',
  intro: '{sender} heeft {value} gegeven aan {title}, op jouw naam.',
  introNoSender: 'Er is {value} gegeven aan {title}, op jouw naam.',
  personalMessage: 'Persoonlijk bericht',
  nothingToDo: 'Je hoeft niets te doen: het hele bedrag gaat naar het goede doel.',
  signOff: 'Met vriendelijke groet,',
  footer: 'Deze e-mail is verstuurd door {store} omdat er een donatie op jouw naam is gedaan.',
};

const catalogues: Record<string, DonationNoticeMessages> = { en, nl };

/** Messages of a language (English when it has none), with {name} placeholders filled. */
export function donationNoticeTranslator(language: string) {
  const catalogue = catalogues[language] ?? en;
  return (key: keyof DonationNoticeMessages, params: Record<string, string> = {}) =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
