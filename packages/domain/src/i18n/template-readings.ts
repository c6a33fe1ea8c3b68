// How a sentence with placeholders reads in English, for the localizer (localizer.ts) to match a
// filled one against: one reading per choice of its plural branches, each a pattern that captures
// the values. The server makes them from its catalogues when it starts; an Odia page gets them made
// already, in its share (decision 320), so the browser carries none of this.

import type { Messages } from '@lingui/core';

/** A compiled message's token: text, or a placeholder `[name, type?, branches?]`. */
type Token = string | readonly [string, string?, Record<string, unknown>?];
type CompiledMessage = readonly Token[];
type Part = string | { capture: string } | { number: string };

/**
 * One way a template can read: its plural branches chosen, `#` a number to capture. `pattern` is a
 * regular expression's source, so a reading can be written into a page's share.
 */
export interface Reading {
  id: string;
  pattern: string;
  names: string[];
  fixed: Record<string, number>;
}

/** Every reading of `tokens`, each as parts and the plural values its branch choice implies. */
function expand(
  tokens: readonly Token[],
  pluralOf?: string,
): { parts: Part[]; fixed: Record<string, number> }[] {
  let readings: { parts: Part[]; fixed: Record<string, number> }[] = [{ parts: [], fixed: {} }];
  for (const token of tokens) {
    if (typeof token === 'string') {
      const part: Part = token === '#' && pluralOf ? { number: pluralOf } : token;
      for (const reading of readings) reading.parts.push(part);
      continue;
    }
    const [name, type, format] = token;
    if (type === 'plural' && format && typeof format === 'object') {
      const next: typeof readings = [];
      for (const [key, branch] of Object.entries(format)) {
        if (key === 'offset' || !Array.isArray(branch)) continue;
        const exact = key.startsWith('=') ? Number(key.slice(1)) : key === 'one' ? 1 : undefined;
        for (const inner of expand(branch as Token[], name)) {
          for (const reading of readings) {
            const fixed = { ...reading.fixed, ...inner.fixed };
            if (exact !== undefined) fixed[name] = exact;
            next.push({ parts: [...reading.parts, ...inner.parts], fixed });
          }
        }
      }
      readings = next;
    } else {
      for (const reading of readings) reading.parts.push({ capture: name });
    }
  }
  return readings;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function readingsOfOne(id: string, compiled: CompiledMessage): Reading[] {
  return expand(compiled).map(({ parts, fixed }) => {
    const names: string[] = [];
    let source = '';
    for (const part of parts) {
      if (typeof part === 'string') source += escapeRegExp(part);
      else if ('number' in part) {
        names.push(part.number);
        source += '(\\d+)';
      } else {
        names.push(part.capture);
        source += '([\\s\\S]+?)';
      }
    }
    return { id, pattern: `^${source}$`, names, fixed };
  });
}

/**
 * The readings of `englishTemplates` (compiled English, by key) whose sentence `odia` holds, longer
 * patterns first, so a sentence matches its most specific reading.
 */
export function readingsOf(odia: Messages, englishTemplates: Messages): Reading[] {
  return Object.entries(englishTemplates)
    .filter(([key]) => odia[key] !== undefined)
    .flatMap(([key, compiled]) => readingsOfOne(key, compiled as unknown as CompiledMessage))
    .sort((a, b) => b.pattern.length - a.pattern.length);
}
