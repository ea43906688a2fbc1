/**
 * The catalogue message of a validation issue, on both sides (the API's answers, the form's own
 * check). A rule declared with a message keeps it (`validation.link`, `validation.max_length|50`);
 * one declared without would show zod's English ("Too big: expected string to have <=2048
 * characters"), so it is named by its kind and bound instead.
 */
type TIssue = { code: string; message: string; origin?: string; maximum?: number | bigint; minimum?: number | bigint };

const KEY = /^[a-z_]+(\.[A-Za-z0-9_-]+)+$/;

export const issueMessage = ({ code, message, origin, maximum, minimum }: TIssue): string => {
  if (KEY.test(message.split('|')[0]!)) return message;
  const isList = origin === 'array' || origin === 'set';
  switch (code) {
    case 'invalid_type':
      return 'validation.required';
    case 'too_big':
      if (maximum === undefined) break;
      return origin === 'string' ? `validation.max_length|${maximum}` : isList ? `validation.max_items|${maximum}` : `validation.max_value|${maximum}`;
    case 'too_small':
      if (minimum === undefined) break;
      if (origin === 'string') return Number(minimum) <= 1 ? 'validation.required' : `validation.min_length|${minimum}`;
      return isList ? 'validation.required' : `validation.min_value|${minimum}`;
    case 'invalid_value':
      return 'validation.enum';
  }
  return 'validation.invalid';
};
