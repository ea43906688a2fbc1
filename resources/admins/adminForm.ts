/**
 * The admin form's payload and checks: exactly the fields the API takes (never status, hashes or
 * timestamps), checked with the same contract, plus the spec's password rule with its messages.
 */
import { validateNewPassword } from '../../src/pages/passwordRules.ts';
import { translateMessage } from '../../src/generic/formValues.ts';
import { ZAdminCreate, ZAdminUpdate } from './schema.ts';

type TValues = Record<string, unknown>;
type TTranslate = (key: string, options?: Record<string, unknown>) => string;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An edit with an empty password keeps the current one, so it is left out. */
export const adminPayload = (values: TValues, isCreate: boolean): TValues => ({
  username: text(values.username),
  ...(isCreate || text(values.password) ? { password: String(values.password ?? '') } : {}),
  name: text(values.name) || null,
  phone: text(values.phone) || null,
  twoFactorEnabled: Boolean(values.twoFactorEnabled),
  // A disabled input (one's own roles) submits nothing: the roles then stay as they are.
  ...(Array.isArray(values.roles) ? { roles: values.roles.map(Number) } : {}),
});

export const adminValidator =
  (isCreate: boolean, translate: TTranslate) =>
  async (values: TValues): Promise<Record<string, string>> => {
    const payload = adminPayload(values, isCreate);
    const errors: Record<string, string> = {};
    if (payload.password !== undefined) {
      const problem = await validateNewPassword(payload.password, values, {});
      if (typeof problem === 'string') errors.password = translate(problem);
      else if (problem && typeof problem === 'object' && 'message' in problem) errors.password = translate(problem.message, problem.args);
    }
    const schema = isCreate ? ZAdminCreate : ZAdminUpdate;
    for (const issue of schema.safeParse(payload).error?.issues ?? []) {
      const name = issue.path[0];
      if (typeof name === 'string' && !(name in errors)) errors[name] = translateMessage(translate, issue.message);
    }
    return errors;
  };
