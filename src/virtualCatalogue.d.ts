/** One language's catalogue, from i18n/vitePlugin.ts. */
declare module 'virtual:catalogue/*' {
  import type { TranslationMessages } from 'react-admin';

  const messages: TranslationMessages;
  export default messages;
}
