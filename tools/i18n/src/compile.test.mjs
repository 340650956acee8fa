import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileMessage, generateModule } from './compile.mjs';
import { problemsOf } from './completeness.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain Node (type stripping) reads the source of util-i18n
import { format, formatParts } from '../../../libs/shared/util-i18n/src/lib/message-format.ts';

const say = (source, values, language = 'en') => format(compileMessage(source, language).compiled, values);

describe('compiled messages', () => {
  it('fill arguments and keep text without them as text', () => {
    assert.equal(compileMessage('Close', 'en').compiled, 'Close');
    assert.equal(say('{count} × {title}, {price} each', { count: 2, title: 'Choice Gift Card', price: '£25' }), '2 × Choice Gift Card, £25 each');
    assert.deepEqual(compileMessage('{count} × {title}', 'en').names, ['count', 'title']);
  });

  it('pick the CLDR plural form of the catalogue language, Polish included', () => {
    const cards = '{count, plural, one {# karta} few {# karty} many {# kart} other {# karty}}';
    assert.deepEqual(
      [1, 2, 5, 22, 25, 1.5].map((count) => say(cards, { count }, 'pl')),
      ['1 karta', '2 karty', '5 kart', '22 karty', '25 kart', '1,5 karty'],
    );
    assert.equal(say('{count, plural, =0 {No cards} one {# card} other {# cards}}', { count: 0 }), 'No cards');
    assert.equal(say('{count, plural, one {# carte} many {# de cartes} other {# cartes}}', { count: 1000000 }, 'fr'), '1\u202f000\u202f000 de cartes');
  });

  it('choose by value, with "other" for the rest', () => {
    const country = '{code, select, GB {the United Kingdom} other {{name}}}';
    assert.equal(say(country, { code: 'GB', name: 'United Kingdom' }), 'the United Kingdom');
    assert.equal(say(country, { code: 'FR', name: 'France' }), 'France');
  });

  it("read apostrophes as ICU does: text, except '' and quoted braces", () => {
    assert.equal(say("Don't lose {name}'s card", { name: 'Sam' }), "Don't lose Sam's card");
    assert.equal(say("Write '{name}' as it is, ''{name}''", { name: 'Sam' }), "Write {name} as it is, 'Sam'");
  });

  it('keep what is not text in parts, for messages with an element in them', () => {
    const link = { element: 'terms link' };
    assert.deepEqual(formatParts(compileMessage('I accept the {terms}.', 'en').compiled, { terms: link }), ['I accept the ', link, '.']);
  });

  it('refuse formats in messages and choices without "other"', () => {
    assert.throws(() => compileMessage('{n, number}', 'en'), /not supported/);
    assert.throws(() => compileMessage('{n, plural, one {card}}', 'en'), /other/);
    assert.throws(() => compileMessage('Unclosed {name', 'en'));
  });

  it('generate a typed module whose argument names come from English', () => {
    const code = generateModule({
      name: 'sampleMessages',
      type: 'SampleMessages',
      catalogues: { en: { title: 'Basket', line: '{count} × {title}', facts: ['Sent by post'] }, nl: { title: 'Winkelmand', line: '{count} × {title}', facts: ['Per post'] } },
    });
    assert.match(code, /line: Message<"count" \| "title">;/);
    assert.match(code, /facts: readonly string\[\];/);
    assert.match(code, /export const sampleMessages: Catalogue<SampleMessages> = \{\n {2}en: \{/);
  });

  it('keep a translation that leaves out every argument as parts, so it has the type of the English message', () => {
    const code = generateModule({ name: 'm', type: 'M', catalogues: { en: { limit: 'Exceeding of {product} limit' }, it: { limit: 'Limite superato' } } });
    assert.match(code, /limit: Message<"product">;/);
    assert.match(code, /it: \{\n {4}limit: \["Limite superato"\],/);
  });

  it('write a regional variant where it differs: Swiss German with ss, European Portuguese from its own file', () => {
    const code = generateModule({
      name: 'm',
      type: 'M',
      catalogues: {
        en: { send: 'Send', street: 'Street', bus: 'Bus' },
        de: { send: 'Senden', street: 'Straße', bus: 'Bus' },
        pt: { send: 'Enviar', street: 'Rua', bus: 'Ônibus' },
        'pt-PT': { bus: 'Autocarro' },
      },
    });
    assert.match(code, /"de-CH": \{\n {4}send: "Senden",\n {4}street: "Strasse",/);
    assert.match(code, /"pt-PT": \{\n {4}send: "Enviar",\n {4}street: "Rua",\n {4}bus: "Autocarro",/);
    const same = generateModule({ name: 'm', type: 'M', catalogues: { en: { send: 'Send' }, de: { send: 'Senden' }, pt: { send: 'Enviar' } } });
    assert.doesNotMatch(same, /de-CH|pt-PT/);
  });
});

describe('completeness', () => {
  it('lets a regional variant hold only the messages that differ, each known to English', () => {
    const english = { send: 'Send', bus: 'Bus', line: '{count} × {title}' };
    const check = (translated) => problemsOf({ dir: 'x', english, translated, language: 'pt-PT', partial: true });
    assert.deepEqual(check({ bus: 'Autocarro' }), []);
    assert.deepEqual(check({ train: 'Comboio', line: '{count} × {name}' }), ['x/pt-PT.json: train: not in en.json', 'x/pt-PT.json: line: arguments English does not have: name']);
  });

  const english = { title: 'Basket', cards: '{count, plural, one {# card} other {# cards}}', brand: 'ALTCHA', line: '{count} × {title}' };
  const check = (translated, sameAsEnglish = new Set()) => problemsOf({ dir: 'x', english, translated, language: 'pl', sameAsEnglish });

  it('passes a whole translation', () => {
    assert.deepEqual(check({ title: 'Koszyk', cards: '{count, plural, one {# karta} few {# karty} many {# kart} other {# karty}}', brand: 'ALTCHA', line: '{count} × {title}' }, new Set(['ALTCHA'])), []);
  });

  it('names missing keys, missing plural forms, unknown arguments and English left in', () => {
    assert.deepEqual(check({ title: 'Basket', cards: '{count, plural, one {# karta} other {# kart}}', line: '{count} × {name}' }), [
      'x/pl.json: brand: missing',
      'x/pl.json: title: left in English: "Basket"',
      'x/pl.json: cards: {count, plural} lacks few, many',
      'x/pl.json: line: arguments English does not have: name',
    ]);
  });
});
