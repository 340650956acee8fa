/** Spec §5/§9: a personal message holds 1 to 150 characters. */
export const PERSONAL_MESSAGE_MAX = 150;

export type PersonalMessageProblem = 'empty' | 'emoji' | 'tooLong';

/** Pictographs shown as emoji, flags (regional indicators) and the emoji variation selector. */
const EMOJI = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\uFE0F/u;

export const containsEmoji = (text: string): boolean => EMOJI.test(text);

/** Characters as people count them: code points, so an accented letter is one. */
export const characterCount = (text: string): number => [...text.normalize('NFC')].length;

/** What is wrong with a personal message, or null when it may be sent. Surrounding spaces do not count. */
export function personalMessageProblem(text: string): PersonalMessageProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (containsEmoji(trimmed)) return 'emoji';
  if (characterCount(trimmed) > PERSONAL_MESSAGE_MAX) return 'tooLong';
  return null;
}
