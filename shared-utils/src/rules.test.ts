import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as rules from './rules';

/** Every module the rules entry reaches through relative imports. */
function importGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  // type-only imports and exports are erased at run time
  const source = readFileSync(entry, 'utf8').replace(/^(?:import|export) type [\s\S]*?from '[^']+';?$/gm, '');
  for (const [, spec] of source.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
    if (spec?.startsWith('.')) importGraph(`${path.resolve(path.dirname(entry), spec)}.ts`, seen);
    else seen.add(`package:${spec}`);
  }
  return seen;
}

describe('the server-safe rules entry', () => {
  const graph = [...importGraph(path.join(__dirname, 'rules.ts'))];

  it('follows the whole graph', () => {
    expect(graph).toEqual(expect.arrayContaining([path.join(__dirname, 'validation/phone.ts'), path.join(__dirname, 'constants.ts')]));
  });

  it('imports no package at all (no React, rxjs, axios, cookies or UI library)', () => {
    expect(graph.filter((m) => m.startsWith('package:'))).toEqual([]);
  });

  it('touches no browser global', () => {
    for (const file of graph) {
      const code = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      expect({ file, dom: /\b(window|document|localStorage|sessionStorage|navigator|location)\b/.test(code) }).toEqual({ file, dom: false });
    }
  });

  it('exports the validation rules, texts, codes and constants', () => {
    expect(rules.checkEmployerPhone('')).toBe('phoneRequired');
    expect(rules.MSG.loginSuccess).toBe('登录成功');
    expect(rules.CODE.NOT_LOGGED_IN).toBe(20011);
    expect(rules.MAINLAND_PHONE_PATTERN.test('13800138000')).toBe(true);
    expect(rules.PASSWORD_PATTERN.source).toBe('^[A-Za-z0-9!@#$%]{6,16}$');
    expect(rules.SMS_COUNTDOWN_S.student).toBe(60);
    expect(typeof rules.validateSchoolLogin).toBe('function');
  });
});
