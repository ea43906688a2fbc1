/** The role form's payload (name, description, permissions: nothing else) and its checks from the API's contract. */
import { translateMessage } from '../../src/generic/formValues.ts';
import { ZRoleCreate } from './schema.ts';

type TValues = Record<string, unknown>;
type TTranslate = (key: string, options?: Record<string, unknown>) => string;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const rolePayload = (values: TValues): TValues => ({
  name: text(values.name),
  description: text(values.description) || null,
  channelScoped: Boolean(values.channelScoped),
  // The super-admin role's set is fixed: not sent, so that it stays "every permission, new ones included".
  ...(values.isSuper ? {} : { permissions: Array.isArray(values.permissions) ? values.permissions : [] }),
});

export const roleValidator =
  (translate: TTranslate) =>
  (values: TValues): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const issue of ZRoleCreate.safeParse(rolePayload(values)).error?.issues ?? []) {
      const name = issue.path[0];
      if (typeof name === 'string' && !(name in errors)) errors[name] = translateMessage(translate, issue.message);
    }
    return errors;
  };
