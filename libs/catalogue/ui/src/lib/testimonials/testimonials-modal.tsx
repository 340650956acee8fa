import { Button, Modal } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { catalogueUiMessages } from '../messages';
import { TestimonialCard, type TestimonialData } from './testimonials';
import styles from './testimonials.module.css';

export interface TestimonialsModalProps {
  open: boolean;
  onClose: () => void;
  testimonials: TestimonialData[];
}

/** Testimonials mobile (spec §2.6): every testimonial of the store in one scrolling list. */
export function TestimonialsModal({ open, onClose, testimonials }: TestimonialsModalProps) {
  const messages = useMessages(catalogueUiMessages).testimonials;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={messages.modalTitle}
      size="medium"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.close}
        </Button>
      }
    >
      <ul className={styles.modalList}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
