import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { zhTW } from '../../i18n/zh-TW.ts';
import { AREAS } from '../../resources/define.ts';
import { reports, resources } from '../../resources/index.ts';
import { resourceLabels } from '../../resources/labels.ts';
import { gadgetsLabels } from '../fixtures/gadgets/i18n.ts';
import { gadgets } from '../fixtures/gadgets/schema.ts';
import { gadgetsLaunchedLabels } from '../fixtures/gadgets_launched/i18n.ts';
import { gadgetsLaunched } from '../fixtures/gadgets_launched/schema.ts';
import { permissionCatalogue } from '../../resources/permissions.ts';

const flatten = (node: unknown, prefix = ''): Record<string, string> =>
  typeof node === 'string'
    ? { [prefix]: node }
    : Object.assign({}, ...Object.entries(node as object).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));

const catalogues = { en: flatten(en), 'zh-TW': flatten(zhTW), 'zh-CN': flatten(zhCN) };

describe('the three catalogues', () => {
  it('have exactly the same keys', () => {
    const keys = Object.keys(catalogues.en).sort();
    expect(Object.keys(catalogues['zh-TW']).sort()).toEqual(keys);
    expect(Object.keys(catalogues['zh-CN']).sort()).toEqual(keys);
  });

  it('keep every placeholder of the English text', () => {
    for (const [key, text] of Object.entries(catalogues.en)) {
      for (const placeholder of text.match(/%\{\w+\}/g) ?? []) {
        if (placeholder === '%{recordRepresentation}' || placeholder === '%{field_lower_first}') continue;
        expect(catalogues['zh-TW'][key], `${key} in zh-TW`).toContain(placeholder);
        expect(catalogues['zh-CN'][key], `${key} in zh-CN`).toContain(placeholder);
      }
    }
  });

  it('label every resource, each of its fields and enum values, and every menu area', () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      for (const area of AREAS) expect(messages[`menu.${area}`], `${locale} menu.${area}`).toBeTruthy();
      for (const resource of resources) {
        expect(messages[`resources.${resource.name}.name`], `${locale} ${resource.name}`).toBeTruthy();
        for (const [field, declaration] of Object.entries(resource.fields)) {
          expect(messages[`resources.${resource.name}.fields.${field}`], `${locale} ${resource.name}.${field}`).toBeTruthy();
          for (const value of declaration.values ?? []) {
            expect(messages[`resources.${resource.name}.values.${field}.${value}`], `${locale} ${resource.name}.${field}=${value}`).toBeTruthy();
          }
        }
      }
    }
  });

  it('hold every registry entity’s labels in its folder, in the three languages with the same keys', () => {
    const entities = [
      ...[...resources, ...reports].map((r) => [r, resourceLabels[r.name]] as const),
      [gadgets, gadgetsLabels] as const,
      [gadgetsLaunched, gadgetsLaunchedLabels] as const,
    ];
    for (const [resource, labels] of entities) {
      expect(labels, resource.name).toBeDefined();
      const keys = Object.keys(flatten(labels!.en)).sort();
      expect(Object.keys(flatten(labels!['zh-TW'])).sort(), `${resource.name} zh-TW`).toEqual(keys);
      expect(Object.keys(flatten(labels!['zh-CN'])).sort(), `${resource.name} zh-CN`).toEqual(keys);
    }
  });

  it('label every report’s name, columns and parameters, the fixture’s included', () => {
    for (const [report, labels] of [...reports.map((r) => [r, resourceLabels[r.name]!] as const), [gadgetsLaunched, gadgetsLaunchedLabels] as const]) {
      for (const locale of ['en', 'zh-TW', 'zh-CN'] as const) {
        const words = labels[locale];
        expect(words.name, `${locale} ${report.name}`).toBeTruthy();
        for (const column of report.columns) expect(words.fields[column.name], `${locale} ${report.name}.${column.name}`).toBeTruthy();
        for (const parameter of Object.keys(report.parameters ?? {})) {
          expect((words.parameters as Record<string, string> | undefined)?.[parameter], `${locale} ${report.name} ${parameter}`).toBeTruthy();
        }
      }
    }
  });

  it('label every declared action’s button, confirmation and notification', () => {
    for (const resource of resources) {
      for (const [action, declaration] of Object.entries(resource.actions ?? {})) {
        for (const [locale, messages] of Object.entries(catalogues)) {
          const base = `resources.${resource.name}`;
          expect(messages[`${base}.actions.${action}.label`], `${locale} ${base} ${action}`).toBeTruthy();
          if (declaration.confirm) expect(messages[`${base}.actions.${action}.confirm_title`], `${locale} ${base} ${action} confirm`).toBeTruthy();
          const notifications = Object.keys(messages).filter((key) => key.startsWith(`${base}.notifications.${action}.`));
          expect(notifications, `${locale} ${base} ${action} notification`).not.toEqual([]);
        }
      }
    }
  });

  it('label every permission of the catalogue for the role editor', () => {
    const crud = ['list', 'create', 'edit', 'delete', 'batch-action'];
    const isResource = new Set(resources.map((r) => r.name));
    for (const { name, resource } of permissionCatalogue(resources)) {
      const verb = name.slice(0, -(resource.length + 1));
      for (const [locale, messages] of Object.entries(catalogues)) {
        if (!crud.includes(verb)) expect(messages[`resources.roles.permissions.actions.${verb}`], `${locale} action ${verb}`).toBeTruthy();
        if (!isResource.has(resource)) expect(messages[`resources.roles.permissions.pages.${resource}`], `${locale} page ${resource}`).toBeTruthy();
      }
    }
  });

  it('translate the spec’s fixed messages with the glossary’s words', () => {
    expect(catalogues['zh-TW']['validation.password_required']).toBe('請輸入密碼。');
    expect(catalogues['zh-CN']['validation.password_number']).toBe('密码必须包含至少一个数字。');
    expect(catalogues.en['validation.password_letter']).toBe('Your password does not contain any letter.');
  });
});
