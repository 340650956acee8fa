import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { sampleCountries } from '../story-data';
import { languageFormSchema } from './language-form';
import { valuesForCountry } from './languages';
import { shellUiMessages } from '../messages';
import * as stories from './language-form.stories';

const { CurrentStore, CountryWithTwoLanguages, NothingChosen } = composeStories(stories);
const country = () => screen.getByRole('combobox', { name: /Select your country/ });
const language = () => screen.getByRole('combobox', { name: /Select your language/ });
const currency = () => screen.getByRole('textbox', { name: /Currency/ });
const apply = () => screen.getByRole('button', { name: 'To apply' });

async function chooseCountry(name: string) {
  await userEvent.clear(country());
  await userEvent.type(country(), name);
  await userEvent.click(screen.getByRole('option', { name }));
}

describe('valuesForCountry', () => {
  it('preselects the default language and its currency', () => {
    expect(valuesForCountry(sampleCountries, 'BE')).toEqual({ country: 'BE', language: 'nl', currency: 'EUR' });
    expect(valuesForCountry(sampleCountries, 'CH')).toEqual({ country: 'CH', language: 'fr', currency: 'CHF' });
  });

  it('falls back to the first language when none is the default', () => {
    const noDefault = [{ ...sampleCountries[3], languagesCombinations: sampleCountries[3].languagesCombinations.map((l) => ({ ...l, isDefault: false })) }];
    expect(valuesForCountry(noDefault, 'CH').language).toBe('de');
  });
});

describe('languageFormSchema', () => {
  it('requires country, language and currency with the spec messages', async () => {
    const schema = languageFormSchema(shellUiMessages.en);
    await expect(schema.validate({ country: '', language: 'en', currency: 'GBP' })).rejects.toThrow('Country is a required field');
    await expect(schema.validate({ country: 'GB', language: '', currency: 'GBP' })).rejects.toThrow('Language is a required field');
    await expect(schema.validate({ country: 'GB', language: 'en', currency: '' })).rejects.toThrow('Currency is a required field');
  });
});

describe('LanguageForm', () => {
  it('starts on the current store with the single language disabled and the currency read-only', async () => {
    render(<CurrentStore />);
    expect(country()).toHaveValue('United Kingdom');
    expect(language()).toBeDisabled();
    expect(currency()).toHaveValue('GBP');
    expect(currency()).toHaveAttribute('readonly');
    await waitFor(() => expect(apply()).toBeEnabled());
  });

  it('preselects the default language of a chosen country and its currency', async () => {
    render(<CurrentStore />);
    await chooseCountry('Switzerland');
    expect(language()).toBeEnabled();
    expect(language()).toHaveValue('fr');
    expect(currency()).toHaveValue('CHF');
  });

  it('names each language in itself, marked with its language for screen readers', async () => {
    render(<CurrentStore />);
    await chooseCountry('Switzerland');
    const names = Array.from(language().querySelectorAll('option'), (option) => [option.textContent, option.getAttribute('lang')]);
    expect(names).toEqual([
      ['Deutsch', 'de'],
      ['Français', 'fr'],
    ]);
  });

  it('applies the chosen store and language', async () => {
    const onApply = fn();
    render(<CountryWithTwoLanguages onApply={onApply} />);
    await userEvent.selectOptions(language(), 'nl');
    await waitFor(() => expect(apply()).toBeEnabled());
    await userEvent.click(apply());
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(onApply.mock.calls[0][0]).toMatchObject({ country: { country: 'BE', storeID: 4 }, language: { languageCode: 'nl', isDefault: true } });
  });

  it('keeps To apply disabled until the form is valid', async () => {
    render(<NothingChosen />);
    await waitFor(() => expect(apply()).toBeDisabled());
    await chooseCountry('Netherlands');
    await waitFor(() => expect(apply()).toBeEnabled());
  });

  it('says a country is required once the field was left empty', async () => {
    render(<NothingChosen />);
    await userEvent.click(country());
    await userEvent.tab();
    expect(await screen.findByText('Country is a required field')).toBeInTheDocument();
  });

  it('cancels', async () => {
    const onCancel = fn();
    render(<CurrentStore onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
