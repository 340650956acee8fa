import { useMessages } from '@giftshop/util-i18n';
import { ContentPage } from '../content-page';
import { ContactForm } from './contact-form';
import { enquiryPageMessages } from './enquiry-messages';
import styles from './enquiry-form.module.css';

/** The support address, telephone and hours: the brand's organisation data, the same its JSON-LD carries. */
export interface ContactDetails {
  email: string;
  telephone?: string;
  openingHours: string[];
}

/** `/support/contact-us/`: the page's text, the brand's contact details and the contact form. */
export function ContactPage({ details }: { details: ContactDetails }) {
  const m = useMessages(enquiryPageMessages).contact;
  return (
    <ContentPage>
      <section aria-labelledby="contact-details">
        <h2 id="contact-details">{m.detailsHeading}</h2>
        <dl className={styles.details}>
          <dt>{m.emailLabel}</dt>
          <dd>
            <a href={`mailto:${details.email}`}>{details.email}</a>
          </dd>
          {details.telephone && (
            <>
              <dt>{m.phoneLabel}</dt>
              <dd>
                <a href={`tel:${details.telephone.replace(/\s/g, '')}`}>{details.telephone}</a>
              </dd>
            </>
          )}
          {details.openingHours.length > 0 && (
            <>
              <dt>{m.hoursLabel}</dt>
              <dd>{details.openingHours.join(', ')}</dd>
            </>
          )}
        </dl>
      </section>
      <ContactForm />
    </ContentPage>
  );
}
