/** A length in seconds, typed and shown as h:mm:ss (or m:ss, or plain seconds). */
import { TextInput } from 'react-admin';
import { formatDuration } from './transfer.ts';

/** "1:02:03" → 3723; text that is no duration stays text, so that validation says so. */
export const parseDuration = (text: string): number | string | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Minutes and seconds after the first part are two digits below 60: "1:99" is no duration.
  if (!/^\d+(:[0-5]?\d){0,2}$/.test(trimmed)) return trimmed;
  return trimmed.split(':').reduce((total, part) => total * 60 + Number(part), 0);
};

export const DurationInput = ({ source, isRequired }: { source: string; isRequired?: boolean }) => (
  <TextInput
    source={source}
    isRequired={isRequired}
    format={(value: unknown) => (typeof value === 'number' ? formatDuration(value) : ((value as string | null) ?? ''))}
    parse={parseDuration}
    helperText="h:mm:ss"
  />
);
