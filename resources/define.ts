/**
 * The resource kernel shared by the app and the API: one declaration per entity, from which
 * the server derives its table, routes and permissions, and the app its views and menu.
 * Imports zod only, so that both halves can load it.
 */
import { z } from 'zod';
import { BASIS_POINTS, isCurrency, MAX_MINOR } from './money.ts';

export const AREAS = ['content', 'customers', 'commerce', 'marketing', 'analytics', 'administration'] as const;
export type TArea = (typeof AREAS)[number];

export type TFieldType =
  | 'string'
  | 'text'
  | 'richtext'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'url'
  | 'email'
  | 'reference'
  /** Many-to-many: an ordered list of target ids, kept in a join table derived from the declaration. */
  | 'references'
  /** An uploaded image (a /media/ path) or an http(s) address. */
  | 'image'
  /** An uploaded video file (a /media/ path) or an http(s) address. */
  | 'video'
  /** An uploaded attachment of any accepted type (an image, a video, PDF or ZIP): a /media/ path or an http(s) address. */
  | 'file'
  /** Ordered photos from the media library; read as photos, written as their ids. */
  | 'gallery'
  /** A structured value stored as JSON and validated by the field's own `schema`. */
  | 'json'
  /**
   * An amount of money: an integer of minor units (cents) of the field's `currency`, or of the
   * currency held by its record's `currencyField`. Never negative unless `min` says so.
   */
  | 'money'
  /** An ISO 4217 currency code (`USD`), the currency of the record's money fields. */
  | 'currency'
  /** A rate in basis points (250 = 2.5 %), shown as a percentage: fees, reserves, shares. */
  | 'basisPoints'
  /**
   * A write-only secret (a payment provider's postback secret): written by create and update,
   * never read back. Every read, list, export and audit row carries `SECRET_MASK` when one is set;
   * an update that sends the mask back, or leaves the field out, keeps the secret as it is.
   */
  | 'secret';

export type TTone = 'default' | 'info' | 'success' | 'warning' | 'error';

export type TField = {
  type: TFieldType;
  required?: boolean;
  /**
   * A database unique constraint; a clash answers 409 with this field's message.
   * `caseInsensitive`: `Ann@x.com` and `ann@x.com` are the same value (a unique index on lower()).
   */
  unique?: boolean | 'caseInsensitive';
  /**
   * Personal data (an e-mail, a phone): answered masked (`j***@example.com`) in records, lists and
   * exports to whoever lacks `<unmaskedBy>-<resource>`, a permission of the resource's own.
   */
  personal?: { unmaskedBy: string };
  /** Length for text types, value for integers. */
  min?: number;
  max?: number;
  /** The allowed values of an enum. */
  values?: readonly string[];
  /** The target resource of a reference. */
  reference?: string;
  /**
   * An id of a record nested under another reference of the same record, which has no route of
   * its own (a campaign lives under its channel: `/channels/{channel}/campaigns`): shown by the
   * name its parent's nested list gives it, and filtered by picking one of the chosen parent's.
   * `field` is that reference field, `path` the nested list's under its target.
   */
  nestedIn?: { field: string; path: string };
  /**
   * A reference kept by a foreign key: a row cannot name a missing target (422 on the field), and a
   * target still named is either kept (`restrict`: deleting it answers 409) or takes its rows along.
   */
  foreignKey?: 'restrict' | 'cascade';
  default?: string | number | boolean;
  /** Shown but never written by create or update (a status that only actions change). */
  readOnly?: boolean;
  /**
   * Written by the create only, then fixed: an update that sends it is refused as an unknown field
   * (a payout report's setting and period, from which its figures were computed).
   */
  createOnly?: true;
  /** Computed by the server from other tables (a count); no column, never written. */
  computed?: boolean;
  /**
   * The list filters and sorts by this field at scale: the table gets an index on (field, id);
   * `search`: the `q` filter looks for parts of it, through a trigram index; `sorted`: lists filtered
   * by one value of it are read in each sort's order, through (field, sort, id) indexes (a payment
   * setting's orders by payment date), as an enumeration filter's are; and a range of it, when it
   * holds few values (an amount: a handful of prices), is read value by value in that order and
   * merged (listSql's `spread`).
   */
  indexed?: boolean | 'search' | 'sorted';
  /**
   * A reference to a table of few rows (plans, sites, payment settings), counted per value
   * (server/db/rowCounts.ts): a list filtered by it alone knows its exact total and reads a deep
   * page from the nearer end, as a filter by an enumeration does. Never for a reference to many
   * rows (customers): each value keeps its own counts.
   */
  counted?: true;
  /** The validation of a `json` field. */
  schema?: z.ZodType;
  /**
   * A string that is an identifier with words per value in the entity's labels
   * (`values.<field>.<value>`, a recurring job's name): shown as those words above the identifier.
   */
  hasValueLabels?: boolean;
  /** The colour of each enum value's chip. */
  tones?: Record<string, TTone>;
  /** An amount that should be zero (a reconciliation's difference): shown as a chip of this colour when it is not. */
  flagsNonZero?: TTone;
  /** A person's picture (a customer's, a model's): a round avatar in lists, the initial of the record's title where there is none. */
  isAvatar?: boolean;
  /** An integer of seconds shown as h:mm:ss (a video's length). */
  isDuration?: boolean;
  /** A computed text that only names the record (its `title`: a payout report's period): its page's title, not one of its values there. */
  namesRecord?: boolean;
  /** An integer of seconds that is a period (how often a job runs), shown in its largest whole unit: `15 seconds`, `1 hour`. */
  isInterval?: boolean;
  /** The fixed currency of a `money` field (a plan price in the site's currency). */
  currency?: string;
  /** The `currency` field of the same record that a `money` field is in (an order's amount). */
  currencyField?: string;
};

export type TOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
 * The names of the icons a declaration may use; the app maps each to its icon, so that a
 * declaration stays free of any UI library.
 */
export const ICON_NAMES = [
  'video', 'face', 'tag', 'director', 'post', 'question', 'blocks', 'banner', 'campaign', 'article',
  'admin', 'role', 'network', 'site', 'history', 'publish', 'hide', 'undo', 'enable', 'disable', 'qrCode', 'run', 'schedule', 'unlock', 'chart', 'people', 'mail',
  'plan', 'promotion', 'deal', 'payment', 'order', 'subscription',
] as const;
export type TIconName = (typeof ICON_NAMES)[number];

/**
 * A custom action. Its words live with the entity's labels: `resources.<name>.actions.<action>`
 * (`label`, and `confirm_title`/`confirm_content` when it asks first) and
 * `resources.<name>.notifications.<action>` (`done`, `many` for the bulk form, or one message per
 * value of the `result` field of the record it answers; the record's fields fill its placeholders).
 */
export type TAction = {
  /** Also offered as a bulk action on the list (grants `batch-action-<resource>`). */
  bulk?: boolean;
  /** Asks the admin to confirm before it runs. */
  confirm?: boolean;
  icon?: TIconName;
  /** The field of the answered record whose value picks the notification (a publish that was scheduled). */
  result?: string;
  /** A field of the answer that holds a secret issued by the action (a new key): shown once, with a copy button. */
  reveals?: string;
  /**
   * The values of the record's fields it starts from (`{ status: ['open'] }`): from any other, the
   * app offers no button and the server refuses it (409, see server/crud/transitions.ts).
   */
  when?: Record<string, readonly string[]>;
  /** false: the action takes input and has its own route and form (a reply), so no generic button is offered. */
  hasButton?: false;
  /** The admin gives a reason (`{reason}`, 1 to 500 characters), handed to the handler and kept in the audit row. */
  asksReason?: boolean;
};

/**
 * A decision the moderation inbox offers on a record awaiting one: a declared action of the
 * resource, or `delete`, with the key that takes it there. One whose action asks to confirm (and
 * delete) asks first; the others are sent after a few seconds in which the admin may undo them.
 */
export type TInboxDecision = { action: string; key: string };

/**
 * Records of the resource that await a staff decision (reported comments, open tickets), shown in
 * the one moderation inbox to whoever may list the resource, oldest first.
 */
export type TInbox = {
  /** The values that make a record await a decision (`{ status: ['open'] }`). */
  when: Record<string, readonly string[]>;
  /** The datetime field it has waited since: `createdAt` unless said (a comment's first report). */
  since?: string;
  /** A text field shown under the record's title. */
  summary?: string;
  decisions: readonly TInboxDecision[];
};

/** A screen of the entity's own besides the generated ones (a comment's reports), opened with the list permission. */
export type TExtraScreen = {
  /** Relative to the resource's base path. */
  path: string;
  /** Its place in the area's menu; without it, the screen has no menu entry. */
  menuOrder?: number;
  icon?: TIconName;
};

/** App paths relative to the resource's base path; `:id` is the record id. */
export type TRoutes = { list: string; create?: string; batchCreate?: string; edit?: string; show?: string };

/** A CSV export of the filtered list: `GET /<name>/exportCsv`, permission `export-<name>`. */
export type TExport = { filename: string; columns: readonly string[] };

/** A field of the row itself holding its scope, or a reference to the scoped record that owns the row. */
export type TScopedBy<F extends Record<string, TField> = Record<string, TField>> = keyof F | 'id' | { readonly through: keyof F };

export type TResourceDef<F extends Record<string, TField> = Record<string, TField>> = {
  name: string;
  area: TArea;
  /** The base path in the app, as the spec's route table gives it (`/blocks/informations`). */
  path: string;
  routes: TRoutes;
  /** Order of the entry in its area's menu group. */
  menuOrder?: number;
  /** No menu entry: its screens are reached by their path and links (spec §2: subscriptions are hidden). */
  hiddenInMenu?: true;
  /** The icon of its menu entry. */
  icon?: TIconName;
  fields: F;
  operations: readonly TOperation[];
  /** Columns of the list, in order; `id` may be named. */
  list: readonly (keyof F | 'id' | 'createdAt' | 'updatedAt')[];
  /** Fields offered as list filters (equality, lists, ranges for integers and dates); `createdAt` as a date range. */
  filters?: readonly (keyof F | 'createdAt')[];
  /** Text fields searched by the `q` filter. */
  search?: readonly (keyof F)[];
  /**
   * The search's text and the sort fields kept, by triggers, in a narrow table of their own
   * (`<name>_search`: server/db/searchCopies.ts), where a list searched by text alone reads and
   * sorts its matches without reading the resource's wide rows: for a large table searched often
   * (the videos, the customers). It needs a search of two fields or more.
   */
  searchKept?: true;
  /**
   * Positions kept for each sort of its list (server/db/positions.ts): a jump to any page of the
   * unfiltered list walks one block of rows, not every row before it. For tables of many rows;
   * each write pays a little for it.
   */
  positionsKept?: true;
  /** Fields the list may be sorted by (`id`, `createdAt` and `updatedAt` always may). */
  sortable?: readonly (keyof F)[];
  sort: { field: keyof F | 'id' | 'createdAt' | 'updatedAt'; order: 'ASC' | 'DESC' };
  actions?: Record<string, TAction>;
  /** The field that names a record in titles, breadcrumbs and references. */
  title: keyof F | 'id';
  /** An i18n key that titles the menu entry instead of the resource name (spec: FAQ is 'custom'). */
  menuLabel?: string;
  /** A boolean field whose true rows always come first, whatever the sort (sticky posts). */
  pinned?: keyof F;
  /**
   * What ties a row to a scope: a field holding the channel (`id` for the channels themselves), or
   * `{ through }`, a reference to a scoped resource whose record owns the row (a comment belongs to
   * its user's channel; a row whose reference is empty belongs to none). A caller bound to scopes
   * sees only its rows, in lists, records, counts, exports, actions and the inbox; another scope's
   * record answers 404, so that its id is not confirmed.
   */
  scopedBy?: TScopedBy<F>;
  /** Filter values a list applies unless the query names the field (archived channels stay out until asked for). */
  listDefaults?: Partial<Record<keyof F, string | number | boolean>>;
  /**
   * A unique field that also addresses a record in `GET /<name>/<key>` and in the app's edit and
   * show paths (spec §2: video paths accept non-digit ids). A value of digits only is an id.
   */
  alternateKey?: keyof F;
  export?: TExport;
  /** A field the create answers once beside the record (a key issued with it): shown once, with a copy button. */
  createReveals?: string;
  /** Its records that await a decision, for the moderation inbox. */
  inbox?: TInbox;
  /** Screens of its own by name (`reports`); the views come from its folder's index.tsx, the labels from `resources.<name>.screens.<screen>`. */
  screens?: Record<string, TExtraScreen>;
  /**
   * Saves carry the version they were based on (SECURITY 41): the table gets an integer `version`,
   * raised by every write; records answer it (and `ETag` on `GET /<name>/<id>`), and `PUT` must send
   * it back as `If-Match` or as `version` in the body (428 without it, 409 when someone saved since).
   * The app's edit form sends it and saves pessimistically.
   */
  versioned?: true;
  /**
   * Its create and update accept an `Idempotency-Key` header (SECURITY 42): the first answer is kept
   * for 24 hours per admin and key, a replay with the same body gets it again without a second write,
   * the same key with another body answers 422, and while the first still runs, 409.
   */
  idempotent?: true;
};

export type TResource<F extends Record<string, TField> = Record<string, TField>> = TResourceDef<F> & {
  /** What a record looks like on the wire (camelCase here, converted at the boundary). */
  ZRecord: z.ZodObject;
  ZCreate: z.ZodObject;
  ZUpdate: z.ZodObject;
  permissions: string[];
  hasBulk: boolean;
};

/** One language's words for a resource; `id`, `createdAt` and `updatedAt` are labelled for every resource unless it says otherwise. */
export type TResourceLabels = {
  name: string;
  empty?: string;
  fields: Record<string, string>;
  values?: Record<string, Record<string, string>>;
  actions?: Record<string, { label: string; confirm_title?: string; confirm_content?: string }>;
  /** An action's messages by action; `created` and `updated` are what a save says (given for every resource). */
  notifications?: Record<string, Record<string, string> | string>;
} & {
  /** Words only this entity's screens and messages use (`resources.<name>.measures.age`), nested freely. */
  [group: string]: TMessages | string | undefined;
};

/** A tree of messages: each leaf is a text of the catalogue. */
export type TMessages = { [key: string]: string | TMessages | undefined };

/** An entity's `i18n.ts`: its words in every language the app speaks. */
export type TLabels = Record<'en' | 'zh-TW' | 'zh-CN', TResourceLabels>;
export const defineLabels = (labels: TLabels): TLabels => labels;

/** A URL that is http(s), mailto or tel, as spec §5 allows. */
export const ZLink = z
  .string()
  .trim()
  .max(2048, { message: 'validation.max_length|2048' })
  .refine((value) => /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()-]{3,})$/i.test(value), {
    message: 'validation.link',
  });

/**
 * Dates and instants the database and every client hold alike: years 1000 to 9999 once in UTC
 * (`9999-12-31T23:59:59-14:00` is in the year 10000, which PostgreSQL's driver cannot write).
 */
const inYearRange = (iso: string): boolean => {
  const time = Date.parse(iso);
  return Number.isFinite(time) && time >= Date.UTC(1000, 0, 1) && time < Date.UTC(10000, 0, 1);
};
export const ZDate = z.iso.date({ message: 'validation.date' }).refine(inYearRange, { message: 'validation.date' });
export const ZDateTime = z.iso.datetime({ offset: true, message: 'validation.datetime' }).refine(inYearRange, { message: 'validation.datetime' });

/**
 * What each field type is on the wire, written and read: the one place of the shared side that
 * knows a type (the server's is `server/db/fieldTypes.ts`).
 * Messages are i18n keys (`validation.*`), translated by the app and sent as keys by the API.
 */
type TFieldTypeDef = {
  write: (field: TField) => z.ZodType;
  /** When a read differs from a write (a gallery reads as photos). */
  read?: (field: TField) => z.ZodType;
};

const text = (field: TField): z.ZodType => {
  let s = z.string({ error: 'validation.string' }).trim();
  const max = field.max ?? (field.type === 'string' ? 255 : 65535);
  s = s.max(max, { message: `validation.max_length|${max}` });
  if (field.required) s = s.min(Math.max(1, field.min ?? 1), { message: 'validation.required' });
  else if (field.min) s = s.min(field.min, { message: `validation.min_length|${field.min}` });
  return s;
};

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(min, { message: `validation.min_value|${min}` })
    .max(max, { message: `validation.max_value|${max}` });

/** A length in seconds; one message that says the form and the range, whatever is wrong with it. */
const duration = (field: TField) => {
  const min = field.min ?? 0;
  const max = field.max ?? 2147483647;
  const message = `validation.duration|${min}|${max}`;
  return z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message });
};

const ids = (field: TField): z.ZodType =>
  z
    .array(ZRecordId, { error: 'validation.references' })
    .max(field.max ?? 500, { message: `validation.max_items|${field.max ?? 500}` })
    .refine((list) => new Set(list).size === list.length, { message: 'validation.duplicate' });

export const FIELD_TYPES: Record<TFieldType, TFieldTypeDef> = {
  string: { write: text },
  text: { write: text },
  richtext: { write: text },
  integer: { write: (field) => (field.isDuration ? duration(field) : wholeNumber(field.min ?? -2147483648, field.max ?? 2147483647)) },
  boolean: { write: () => z.boolean({ error: 'validation.boolean' }) },
  date: { write: () => ZDate },
  datetime: { write: () => ZDateTime },
  enum: { write: (field) => z.enum(field.values as [string, ...string[]], { message: 'validation.enum' }) },
  url: { write: () => ZLink },
  email: { write: () => z.email({ message: 'validation.email' }).max(255, { message: 'validation.max_length|255' }) },
  reference: { write: () => ZRecordId },
  references: { write: ids },
  gallery: { write: ids, read: () => z.array(ZPhoto) },
  image: { write: () => ZMediaUrl },
  video: { write: () => ZMediaUrl },
  file: { write: () => ZMediaUrl },
  json: { write: (field) => field.schema ?? z.unknown() },
  // Minor units, so a fraction of a cent is refused as not whole; the bound keeps every cent exact in JavaScript.
  money: {
    write: (field) =>
      wholeNumber(field.min ?? 0, Math.min(field.max ?? MAX_MINOR, MAX_MINOR)).meta({
        description: `Minor units (cents) of ${field.currency ?? `the currency in \`${field.currencyField}\``}`,
      }),
  },
  currency: {
    write: () =>
      z
        .string({ error: 'validation.currency' })
        .refine(isCurrency, { message: 'validation.currency' })
        .meta({ description: 'ISO 4217 currency code', example: 'USD' }),
  },
  // Said in percent, as staff type it: 10001 basis points is "from 0 % to 100 %", not "10000 or less",
  // and a fraction of a basis point is a percentage with more than 2 decimals, as the form says.
  basisPoints: {
    write: (field) => {
      const [min, max] = [field.min ?? 0, field.max ?? BASIS_POINTS];
      const range = `validation.percent_range|${min / 100}|${max / 100}`;
      return z
        .number({ error: 'validation.percent' })
        .int({ message: 'validation.percent' })
        .min(min, { message: range })
        .max(max, { message: range })
        .meta({ description: 'Basis points: 250 is 2.5 %' });
    },
  },
  // Long enough to resist guessing; printable, without spaces, so that it survives being pasted.
  secret: {
    write: (field) =>
      z
        .string({ error: 'validation.string' })
        .min(field.min ?? 16, { message: `validation.min_length|${field.min ?? 16}` })
        .max(field.max ?? 200, { message: `validation.max_length|${field.max ?? 200}` })
        .regex(/^[\x21-\x7e]*$/, { message: 'validation.secret' })
        .meta({ description: 'Write-only: never answered; reads as `********` once set' }),
    read: () => z.string().meta({ description: 'Reads as `********` when set, whatever it is' }),
  },
};

const fieldSchema = (field: TField): z.ZodType => FIELD_TYPES[field.type].write(field);

/** What a set secret reads as, everywhere. */
export const SECRET_MASK = '********';

const ZRecordId = z.number({ error: 'validation.reference' }).int().positive({ message: 'validation.reference' }).max(2147483647, { message: 'validation.reference' });

/** The version of a versioned record: 1 when created, one more on every write. */
export const ZVersion = z
  .number({ error: 'validation.integer' })
  .int({ message: 'validation.integer' })
  .min(1, { message: 'validation.min_value|1' })
  .max(2147483647, { message: 'validation.max_value|2147483647' })
  .meta({ description: 'The version the record had when read; a save sends it back (or `If-Match`)' });

/** A file uploaded here (`/media/...`) or an http(s) address; nothing a browser would run. */
export const ZMediaUrl = z
  .string({ error: 'validation.string' })
  .trim()
  .max(2048, { message: 'validation.max_length|2048' })
  .refine((value) => /^(\/media\/[a-z0-9][a-z0-9/._-]*|https?:\/\/[^\s/$.?#][^\s]*)$/i.test(value) && !value.includes('..'), {
    message: 'validation.media_url',
  });

/** A photo as records carry it in a gallery. */
export const ZPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TPhoto = z.infer<typeof ZPhoto>;

/** What a field is on the wire when read: galleries are photos, everything else its written form. */
const readSchema = (field: TField): z.ZodType => (FIELD_TYPES[field.type].read ?? FIELD_TYPES[field.type].write)(field);

/** The characters an alternate key may hold (a serial number such as `SR-2024-001`). */
export const ALTERNATE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;

/** Fields that a client may write: not read-only, not computed; on an update, not written once by the create. */
export const isWritable = (field: TField, operation: 'create' | 'update' = 'create'): boolean =>
  !field.readOnly && !field.computed && !(operation === 'update' && field.createOnly);

const requiredOnCreate = (field: TField) => field.required && field.default === undefined;

/** A money field names its currency, fixed or in a currency field of the same record. */
const checkMoney = (name: string, entries: [string, TField][]) => {
  for (const [field, declared] of entries) {
    if (declared.type !== 'money') continue;
    const holder = declared.currencyField === undefined ? undefined : entries.find(([n]) => n === declared.currencyField)?.[1];
    const fixed = declared.currency !== undefined && isCurrency(declared.currency);
    if (fixed === (holder?.type === 'currency')) {
      throw new Error(`${name}.${field}: a money field takes either a known \`currency\` or a \`currencyField\` of type currency`);
    }
  }
};

/** The permissions that show a resource's personal fields unmasked (`view-contact-users`). */
export const unmaskPermissions = (def: Pick<TResourceDef, 'name' | 'fields'>): string[] => [
  ...new Set(Object.values(def.fields).flatMap((field) => (field.personal ? [`${field.personal.unmaskedBy}-${def.name}`] : []))),
];

/** A personal field as read masked (`j***@example.com`, `***78`): never a value of its own. */
export const isMaskedValue = (value: unknown): boolean => typeof value === 'string' && value.includes('***');

/**
 * An update may send a personal field back as it was read, masked: accepted, and left unchanged by
 * the server, so that an editor who sees it masked can save the rest of the form.
 */
export const withMaskedEcho = (field: TField, schema: z.ZodType): z.ZodType =>
  field.personal ? z.union([z.string().refine(isMaskedValue), schema]) : field.type === 'secret' ? z.union([z.literal(SECRET_MASK), schema]) : schema;

/** A secret is never listed, filtered, sorted, searched, exported or a title: declaring it so is a mistake found at start. */
const checkSecrets = (def: Pick<TResourceDef, 'name' | 'fields' | 'list' | 'filters' | 'search' | 'sortable' | 'export' | 'title'>) => {
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.type !== 'secret') continue;
    const uses = [def.list, def.filters ?? [], def.search ?? [], def.sortable ?? [], def.export?.columns ?? [], [def.title]];
    if (uses.some((list) => (list as readonly unknown[]).includes(name))) throw new Error(`${def.name}.${name}: a secret is never listed, filtered, sorted, searched, exported or a title`);
  }
};

/** Every record's timestamps, as fields: `createdAt` may be a filter (a sign-up date range). */
const TIMESTAMP_FIELD: TField = { type: 'datetime' };

/** A declared field, or a record's timestamp read as a datetime field. */
export const fieldOf = (resource: Pick<TResourceDef, 'fields'>, name: string): TField | undefined =>
  resource.fields[name] ?? (name === 'createdAt' || name === 'updatedAt' ? TIMESTAMP_FIELD : undefined);

/** The inbox's keys that are not decisions: moving and opening. */
export const INBOX_RESERVED_KEYS = ['j', 'k'];

/** A row is scoped through a reference, to a resource other than its own (the registry checks that one is scoped). */
const checkScope = (def: Pick<TResourceDef, 'name' | 'fields' | 'scopedBy'>) => {
  const { scopedBy } = def;
  if (typeof scopedBy !== 'object') return;
  const field = def.fields[String(scopedBy.through)];
  if (field?.type !== 'reference' || !field.reference) throw new Error(`${def.name}: scopedBy.through names ${String(scopedBy.through)}, which is no reference field`);
  if (field.reference === def.name) throw new Error(`${def.name}: scopedBy.through refers to ${def.name} itself`);
};

/** `counted` is for references (enumerations and yes/no fields are counted without it). */
const checkCounted = (name: string, entries: [string, TField][]) => {
  for (const [field, declared] of entries) if (declared.counted && declared.type !== 'reference') throw new Error(`${name}.${field}: only a reference is declared counted (an enumeration or a yes/no is counted when it is a filter)`);
};

/** A nested id names a reference field of the same record, its parent (a campaign's channel), and only the server writes it (it has no input). */
const checkNested = (name: string, fields: Record<string, TField>) => {
  for (const [field, declared] of Object.entries(fields)) {
    if (!declared.nestedIn) continue;
    const parent = fields[declared.nestedIn.field];
    if (declared.type !== 'integer' || !declared.readOnly || parent?.type !== 'reference' || !parent.reference) {
      throw new Error(`${name}.${field}: a nested id is a read-only integer under a reference field of the same record (${declared.nestedIn.field})`);
    }
  }
};

/** An inbox decision is an action the resource has (or its delete), on a key of its own. */
const checkInbox = (def: Pick<TResourceDef, 'name' | 'inbox' | 'actions' | 'operations'>) => {
  const keys = new Set<string>();
  for (const { action, key } of def.inbox?.decisions ?? []) {
    const known = action === 'delete' ? def.operations.includes('delete') : def.actions?.[action] !== undefined;
    if (!known) throw new Error(`${def.name}: the inbox decision ${action} is no action of it`);
    if (!/^[a-z]$/.test(key) || INBOX_RESERVED_KEYS.includes(key) || keys.has(key)) throw new Error(`${def.name}: the inbox key ${key} must be one letter, not j or k, once`);
    keys.add(key);
  }
};

export const defineResource = <const F extends Record<string, TField>>(def: TResourceDef<F>): TResource<F> => {
  const entries = Object.entries(def.fields) as [string, TField][];
  checkMoney(def.name, entries);
  checkCounted(def.name, entries);
  checkNested(def.name, def.fields);
  checkInbox(def);
  checkScope(def as unknown as TResourceDef);
  checkSecrets(def as unknown as TResourceDef);
  const writable = Object.fromEntries(
    entries.filter(([, field]) => isWritable(field)).map(([name, field]) => {
      // The alternate key is an id in URLs: its characters are checked wherever it is written.
      const schema =
        name === def.alternateKey
          ? (fieldSchema(field) as z.ZodString).regex(ALTERNATE_KEY, { message: 'validation.alternate_key' })
          : fieldSchema(field);
      return [name, requiredOnCreate(field) ? schema : schema.nullable().optional()];
    }),
  );
  const record = Object.fromEntries(entries.map(([name, field]) => [name, readSchema(field).nullable()]));
  const actions = Object.keys(def.actions ?? {});
  const hasBulk = def.operations.includes('delete') || Object.values(def.actions ?? {}).some((a) => a.bulk);
  // The version a save was based on, when the client sends it in the body rather than as If-Match.
  const version = def.versioned ? { version: ZVersion.optional() } : {};
  const crud = (['list', 'create', 'edit', 'delete'] as const).filter((p) =>
    def.operations.includes(p === 'edit' ? 'update' : p),
  );
  return {
    ...def,
    // Unknown keys are refused (422), so that a client cannot write what the form does not show.
    ZCreate: z.strictObject(writable),
    ZUpdate: z.strictObject({
      ...Object.fromEntries(Object.entries(writable).filter(([name]) => isWritable(def.fields[name]!, 'update')).map(([name, schema]) => [name, withMaskedEcho(def.fields[name]!, schema).optional()])),
      ...version,
    }),
    ZRecord: z.object({
      id: z.number().int(),
      ...record,
      ...(def.versioned ? { version: ZVersion } : {}),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    hasBulk,
    permissions: [
      ...crud.map((p) => `${p}-${def.name}`),
      ...actions.map((a) => `${a}-${def.name}`),
      ...unmaskPermissions(def),
      ...(def.export ? [`export-${def.name}`] : []),
      ...(hasBulk ? [`batch-action-${def.name}`] : []),
    ],
  };
};

/** The path of a screen of a resource in the app, or undefined when it has no such screen. */
export const resourcePath = (
  resource: Pick<TResourceDef, 'path' | 'routes'>,
  screen: keyof TRoutes,
  id?: number | string,
): string | undefined => {
  const route = resource.routes[screen];
  if (route === undefined) return undefined;
  const path = route === '' ? resource.path : `${resource.path}/${route}`;
  return id === undefined ? path : path.replace(':id', encodeURIComponent(String(id)));
};

/** What an id parameter may be: digits, or for a resource with an alternate key, that key's value too. */
export const isIdParam = (resource: Pick<TResourceDef, 'alternateKey'>, id: string): boolean =>
  /^\d{1,10}$/.test(id) || (resource.alternateKey !== undefined && ALTERNATE_KEY.test(id));

