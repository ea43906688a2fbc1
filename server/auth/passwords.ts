/** argon2id with OWASP's parameters (19 MiB, t=2, p=1), and the spec's password rule. */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

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

const COMMON = new Set(
  'password1 password12 password123 password1234 passw0rd 1qaz2wsx qwerty123 qwerty1234 abc12345 abcd1234 admin123 admin1234 letmein1 welcome1 iloveyou1 monkey123 dragon123 football1 baseball1 sunshine1 princess1 trustno1 superman1 qwe123456 a1234567 a12345678 1q2w3e4r 1q2w3e4r5t zaq12wsx changeme1 test1234 master123 p@ssw0rd p@ssword1'.split(' '),
);

/** The spec's rule (§5) plus a length of 8 to 128 and a refusal of common passwords. Returns message keys. */
export const passwordProblems = (password: string | undefined | null): string[] => {
  if (!password) return ['validation.password_required'];
  const hasLetter = /[a-z]/i.test(password);
  const hasDigit = /\d/.test(password);
  if (!hasLetter && !hasDigit) return ['validation.password_letter_number'];
  if (!hasLetter) return ['validation.password_letter'];
  if (!hasDigit) return ['validation.password_number'];
  if (password.length < 8) return ['validation.min_length|8'];
  if (password.length > 128) return ['validation.max_length|128'];
  if (COMMON.has(password.toLowerCase())) return ['validation.password_common'];
  return [];
};

export const generatePassword = (): string => {
  // Base64url of 18 random bytes: 24 characters; a letter and a digit are guaranteed by the prefix.
  return `a1${randomBytes(18).toString('base64url')}`;
};
