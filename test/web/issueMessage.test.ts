/** A rule declared without a catalogue message still reads in the admin's language in the form, never in zod's English. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zhTW } from '../../i18n/zh-TW.ts';
import { issueMessage } from '../../resources/issueMessage.ts';
import { tags } from '../../resources/tags/schema.ts';
import { formValidator } from '../../src/generic/formValues.ts';


describe('validation messages of undeclared rules', () => {
  it('name the rule by its kind and bound', () => {
    const issues = z
      .object({ name: z.string().max(5), code: z.string().min(3), sizes: z.array(z.string()).max(2), count: z.number().max(9), kind: z.enum(['a']), hex: z.string().regex(/^[0-9a-f]+$/) })
      .safeParse({ name: 'toolong', code: 'x', sizes: ['a', 'b', 'c'], count: 10, kind: 'b', hex: 'zz' }).error!.issues;
    expect(issues.map((issue) => issueMessage(issue as never))).toEqual([
      'validation.max_length|5',
      'validation.min_length|3',
      'validation.max_items|2',
      'validation.max_value|9',
      'validation.enum',
      'validation.invalid',
    ]);
    expect(issueMessage({ code: 'custom', message: 'validation.link' })).toBe('validation.link');
  });

  it('read in Traditional Chinese under the field', () => {
    const i18n = polyglotI18nProvider(() => zhTW, 'zh-TW');
    const short = formValidator(tags, z.object({ name: z.string().max(5) }), i18n.translate);
    expect(short({ name: 'much too long', sort: 1 })).toEqual({ name: '最多 5 個字元' });
    const digits = formValidator(tags, z.object({ name: z.string().regex(/^\d+$/) }), i18n.translate);
    expect(digits({ name: 'abc', sort: 1 })).toEqual({ name: '格式不正確' });
  });
});
