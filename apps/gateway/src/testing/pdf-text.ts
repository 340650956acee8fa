/** Each font's codes to text: the ToUnicode map of an embedded font, absent for a standard (Latin-1) font. */
function fontMaps(source: string): Map<string, Map<number, string>> {
  const objects = new Map<string, string>();
  for (const m of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(m[1] as string, m[2] as string);
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  const maps = new Map<string, Map<number, string>>();
  for (const resources of source.matchAll(/\/Font <<([^>]*)>>/g)) {
    for (const [, name, id] of (resources[1] as string).matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id as string) ?? '')?.[1];
      if (!toUnicode || maps.has(name as string)) continue;
      const cmap = objects.get(toUnicode) ?? '';
      const codes = new Map<number, string>();
      for (const [, from, to, target] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
        const first = Number.parseInt(from as string, 16);
        const last = Number.parseInt(to as string, 16);
        const list = [...(target as string).matchAll(/<([0-9a-f]+)>/gi)].map((h) => h[1] as string);
        for (let code = first; code <= last; code++) {
          const text = (target as string).startsWith('[') ? list[code - first] : String.fromCharCode(Number.parseInt(list[0] as string, 16) + code - first);
          if (text !== undefined) codes.set(code, text.length === 4 && /^[0-9a-f]+$/i.test(text) ? utf16(text) : text);
        }
      }
      maps.set(name as string, codes);
    }
  }
  return maps;
}

/**
 * The text a PDF shows: the hex strings of its uncompressed text operators, decoded with the font they are set in
 * (its ToUnicode map for an embedded font, Latin-1 for a standard one) and joined per operator.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const maps = fontMaps(source);
  let font: Map<number, string> | undefined;
  const lines: string[] = [];
  for (const m of source.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (m[1] !== undefined) {
      font = maps.get(m[1]);
      continue;
    }
    const strings = [...(m[2] as string).matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1] as string);
    lines.push(
      strings
        .map((hex) =>
          font ? (hex.match(/.{4}/g) ?? []).map((code) => font?.get(Number.parseInt(code, 16)) ?? '').join('') : Buffer.from(hex, 'hex').toString('latin1'),
        )
        .join(''),
    );
  }
  return lines.join('\n');
}
