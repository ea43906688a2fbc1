/**
 * Client-side checks with the spec's messages (§5), the same rule the server applies in
 * server/auth/passwords.ts, so that a form refuses what the API would refuse before sending it.
 */
import type { Validator } from 'react-admin';
import { isGuessablePassword } from '../../resources/passwordStrength.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The username is trimmed before login, so spaces alone are no username. */
export const validateUsername: Validator = (value) => (text(value).trim() ? undefined : 'ra.validation.required');

/** Required, then a letter, then a digit; both missing gives the spec's combined message. */
const passwordProblem = (value: unknown): string | undefined => {
  const password = text(value);
  if (!password) return 'validation.password_required';
  const hasLetter = /[a-z]/i.test(password);
  const hasDigit = /\d/.test(password);
  if (!hasLetter && !hasDigit) return 'validation.password_letter_number';
  if (!hasLetter) return 'validation.password_letter';
  if (!hasDigit) return 'validation.password_number';
  return undefined;
};
export const validatePassword: Validator = (value) => passwordProblem(value);

/** The current password is only required: it may predate the rule. */
export const validateCurrentPassword: Validator = (value) => (text(value) ? undefined : 'validation.password_required');

/**
 * A new password also needs the server's length (8 to 128) and must not be easy to guess; the
 * username and name, when the form has them, count as guessable words as they do on the server.
 */
export const validateNewPassword: Validator = async (value, values) => {
  const problem = passwordProblem(value);
  if (problem) return problem;
  const { length } = text(value);
  if (length < 8) return { message: 'validation.min_length', args: { min: 8 } };
  if (length > 128) return { message: 'validation.max_length', args: { max: 128 } };
  if (await isGuessablePassword(text(value), [text(values?.username), text(values?.name)])) return 'validation.password_common';
  return undefined;
};

export const validateConfirmation: Validator = (value, values) =>
  !text(value) ? 'validation.password_required' : value === values?.password ? undefined : 'pages.profile.password_mismatch';

/** An avatar is an http(s) address or a path on this site (uploads are served under /media). */
export const validateAvatar: Validator = (value) =>
  !text(value) || /^(https?:\/\/\S+|\/(?![/\\])\S*)$/i.test(text(value).trim()) ? undefined : 'pages.profile.avatar_invalid';
