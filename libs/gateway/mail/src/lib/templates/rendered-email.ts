/** What a template produces: the parts of one e-mail, ready for the outbox. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
