/** Letters NFKD does not take apart, spelled as a slug spells them. */
const spelled: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', æ: 'ae', Æ: 'Ae', ß: 'ss', đ: 'd' };

export function slugify(text: string): string {
  return text
    .replace(/[łŁøØæÆßđ]/g, (c) => spelled[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
