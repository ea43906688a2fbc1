/**
 * Money and rates on screen: amounts shown with Intl in the admin's language and the amount's
 * currency, typed in major units and sent as exact minor units (the typed text is parsed, never
 * multiplied as a float); basis points shown and typed as percentages.
 */
import { Chip, InputAdornment, TextField as MuiTextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useRecordContext, useResourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { TField } from '../../resources/define.ts';
import { formatBasisPoints, formatMoney, isCurrency, minorDigits, parseDecimal, toDecimal } from '../../resources/money.ts';

type TFieldProps = { source: string; field: TField };

/** The currency of a money field: its fixed one, or the record's. */
const currencyOf = (field: TField, record: Record<string, unknown> | undefined): string | undefined => {
  const code = field.currency ?? (field.currencyField ? record?.[field.currencyField] : undefined);
  return isCurrency(code) ? code : undefined;
};

export const MoneyField = ({ source, field }: TFieldProps & { label?: string }) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source];
  const currency = currencyOf(field, record);
  if (typeof value !== 'number') return null;
  const shown = currency ? formatMoney(value, currency, locale) : value;
  // An amount that should be zero stands out when it is not (a payout that differs from its statement).
  if (field.flagsNonZero && value !== 0) return <Chip size="small" color={field.flagsNonZero} label={shown} />;
  return <span>{shown}</span>;
};

export const BasisPointsField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source];
  return typeof value === 'number' ? <span>{formatBasisPoints(value, locale)}</span> : null;
};

/**
 * An input whose form value is an integer, typed as a decimal with `digits` decimals. The text
 * stays as typed ("19.9", "19."), so that typing is never rewritten; text that is no exact amount
 * stays text in the form, so that validation says so and nothing is sent.
 */
const DecimalInput = ({ source, label, digits, isRequired, message, adornment }: {
  source: string;
  label?: ReactNode;
  digits: number;
  isRequired?: boolean;
  message: string;
  adornment: string;
}) => {
  const resource = useResourceContext();
  const { field: input, fieldState, id } = useInput({
    source,
    isRequired,
    validate: (value: unknown) => (typeof value === 'string' ? { message, args: { digits } } : undefined),
  });
  const shown = (value: unknown) => (typeof value === 'number' ? toDecimal(value, digits) : typeof value === 'string' ? value : '');
  const [text, setText] = useState(() => shown(input.value));
  // A value set from outside (the record loaded, the form reset, the currency changed) replaces the text.
  const [seen, setSeen] = useState({ value: input.value as unknown, digits });
  if (seen.value !== input.value || seen.digits !== digits) {
    setSeen({ value: input.value, digits });
    if (typeof input.value !== 'string' && parseDecimal(text, digits) !== (input.value ?? undefined)) setText(shown(input.value));
  }
  const change = (typed: string) => {
    setText(typed);
    input.onChange(typed.trim() === '' ? null : (parseDecimal(typed, digits) ?? typed));
  };
  return (
    <MuiTextField
      id={id}
      name={input.name}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={input.onBlur}
      label={label ?? <FieldTitle source={source} resource={resource} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} />}
      size="small"
      margin="dense"
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> },
      }}
    />
  );
};

export const MoneyInput = ({ source, field, isRequired, label }: TFieldProps & { isRequired?: boolean; label?: ReactNode }) => {
  const record = useRecordContext();
  // The record's currency as the form holds it now, so that a change of currency re-reads the amount.
  const typedCurrency = useWatch({ name: field.currencyField ?? '', disabled: !field.currencyField });
  const currency = currencyOf(field, field.currencyField ? { [field.currencyField]: typedCurrency ?? record?.[field.currencyField] } : record);
  const digits = currency ? minorDigits(currency) : 2;
  return <DecimalInput source={source} label={label} digits={digits} isRequired={isRequired} message="validation.money" adornment={currency ?? ''} />;
};

export const BasisPointsInput = ({ source, isRequired, label }: { source: string; isRequired?: boolean; label?: ReactNode }) => (
  <DecimalInput source={source} label={label} digits={2} isRequired={isRequired} message="validation.percent" adornment="%" />
);
