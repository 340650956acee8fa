import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestModeNotice } from './test-mode-notice';

const meta = { title: 'Shell/TestModeNotice', component: TestModeNotice } satisfies Meta<typeof TestModeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page of a store whose payments go to the sandbox. */
export const PaymentsInTestMode: Story = {};
