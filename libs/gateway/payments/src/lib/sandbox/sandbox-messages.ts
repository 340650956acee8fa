import { pickMessages } from '@giftshop/util-i18n/core';
import { sandboxCatalogue, type SandboxMessages } from './i18n';

export type { SandboxMessages };

export const sandboxMessages = (language: string): SandboxMessages => pickMessages(sandboxCatalogue, language);
