import { z } from 'zod';
import { defineResource } from '../define.ts';

/** new: awaits staff; solved: answered; archived: put away. Only the actions change it. */
export const COOPERATION_STATUSES = ['new', 'solved', 'archived'] as const;

export const COOPERATION_MESSAGE_MAX = 5000;

/** Business proposals (studios, agencies, advertisers) sent from the sites' contact forms through the public intake. */
export const cooperations = defineResource({
  name: 'cooperations',
  area: 'customers',
  path: '/videos/cooperations',
  icon: 'campaign',
  routes: { list: '', show: ':id' },
  menuOrder: 30,
  fields: {
    subject: { type: 'string', required: true, max: 200, readOnly: true },
    name: { type: 'string', required: true, max: 100, readOnly: true },
    email: { type: 'email', required: true, readOnly: true },
    phone: { type: 'string', max: 50, readOnly: true },
    message: { type: 'text', required: true, max: COOPERATION_MESSAGE_MAX, readOnly: true },
    attachment: { type: 'file', readOnly: true },
    status: {
      type: 'enum',
      values: COOPERATION_STATUSES,
      required: true,
      default: 'new',
      readOnly: true,
      max: 20,
      tones: { new: 'warning', solved: 'success', archived: 'default' },
    },
    site: { type: 'reference', reference: 'sites', readOnly: true },
  },
  operations: ['list', 'get', 'delete'],
  list: ['id', 'subject', 'name', 'email', 'phone', 'status', 'site', 'createdAt'],
  filters: ['status', 'site'],
  search: ['subject', 'name', 'email', 'phone', 'message'],
  sortable: ['subject', 'name', 'status'],
  sort: { field: 'createdAt', order: 'DESC' },
  actions: {
    solve: { bulk: true, icon: 'enable', when: { status: ['new'] } },
    archive: { bulk: true, icon: 'hide', when: { status: ['new', 'solved'] } },
  },
  title: 'subject',
  inbox: { when: { status: ['new'] }, summary: 'message', decisions: [{ action: 'solve', key: 's' }, { action: 'archive', key: 'a' }] },
});

const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(max, { message: `validation.max_length|${max}` });

/** What a site sends for a cooperation request (the public intake); unknown fields are refused. */
export const ZCooperationIntake = z.strictObject({
  subject: text(200),
  name: text(100),
  email: z.email({ message: 'validation.email' }).max(255, { message: 'validation.max_length|255' }),
  phone: z
    .string({ error: 'validation.string' })
    .trim()
    .max(50, { message: 'validation.max_length|50' })
    .regex(/^$|^\+?[0-9 ()-]{5,}$/, { message: 'resources.cooperations.validation.phone' })
    .optional(),
  message: text(COOPERATION_MESSAGE_MAX),
});
