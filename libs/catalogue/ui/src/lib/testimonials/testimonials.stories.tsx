import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TestimonialsSection } from './testimonials';
import { TestimonialsModal } from './testimonials-modal';
import { sampleTestimonials } from './testimonials.samples';

const meta = {
  title: 'Catalogue/Testimonials',
  component: TestimonialsSection,
  args: { testimonials: sampleTestimonials, count: sampleTestimonials.length, headingId: 'testimonials-heading' },
} satisfies Meta<typeof TestimonialsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three cards from 768 px; one card and "Read all 4 reviews" below. */
export const Section: Story = {};

/** The testimonials mobile modal, open. */
export const MobileModal: Story = {
  render: () => <TestimonialsModal open onClose={fn()} testimonials={sampleTestimonials} />,
};
