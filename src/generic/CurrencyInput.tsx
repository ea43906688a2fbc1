/**
 * A currency, picked by its code or its name in the admin's language ("USD — US Dollar",
 * "TWD — 新台幣") among the ISO 4217 codes the server accepts, instead of three letters typed
 * blind and refused on save.
 */
import { useMemo } from 'react';
import { AutocompleteInput, useLocaleState } from 'react-admin';
import { CURRENCY_CODES } from '../../resources/money.ts';

type TProps = { source: string; isRequired?: boolean; label?: string };

/** Every currency with its name in `locale`; the code alone where the runtime has no name for it. */
export const currencyChoices = (locale: string): { id: string; name: string }[] => {
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
  return CURRENCY_CODES.map((code) => {
    const name = names.of(code);
    return { id: code, name: name && name !== code ? `${code} — ${name}` : code };
  });
};

export const CurrencyInput = ({ source, isRequired, label }: TProps) => {
  const [locale = 'en'] = useLocaleState();
  const choices = useMemo(() => currencyChoices(locale), [locale]);
  return <AutocompleteInput source={source} label={label} isRequired={isRequired} choices={choices} sx={{ minWidth: 220 }} />;
};
