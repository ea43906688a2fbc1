/** argon2id with OWASP's parameters (19 MiB, t=2, p=1), and the spec's password rule. */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { isGuessablePassword } from '../../resources/passwordStrength.ts';

const OPTIONS = { algorithm: 2 /* argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verified for unknown usernames so that they take as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
};

/**
 * The spec's rule (§5), a length of 8 to 128, and a refusal of passwords that are easy to guess
 * (common ones, and those built from the username or name). Returns message keys.
 */
export const passwordProblems = async (password: string | undefined | null, userInputs: readonly (string | null | undefined)[] = []): Promise<string[]> => {
  if (!password) return ['validation.password_required'];
  const hasLetter = /[a-z]/i.test(password);
  const hasDigit = /\d/.test(password);
  if (!hasLetter && !hasDigit) return ['validation.password_letter_number'];
  if (!hasLetter) return ['validation.password_letter'];
  if (!hasDigit) return ['validation.password_number'];
  if (password.length < 8) return ['validation.min_length|8'];
  if (password.length > 128) return ['validation.max_length|128'];
  if (await isGuessablePassword(password, userInputs)) return ['validation.password_common'];
  return [];
};

export const generatePassword = (): string => {
  // Base64url of 18 random bytes: 24 characters; a letter and a digit are guaranteed by the prefix.
  return `a1${randomBytes(18).toString('base64url')}`;
};
