import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createLocalizer } from './localizer.ts';
import { readingsOf } from './template-readings.ts';

const TEMPLATE = '{count, plural, one {# meal} other {# meals}} skipped on {day}';
const english: Messages = { [TEMPLATE]: compileMessage(TEMPLATE) as Messages[string] };
const odia: Messages = {
  [TEMPLATE]: compileMessage('{day}ରେ {count} ଖାଦ୍ୟ ବାଦ୍ ପଡ଼ିଲା') as Messages[string],
};

describe('a template’s readings', () => {
  it('reads each plural branch, the one branch with its number fixed', () => {
    const readings = readingsOf(odia, english);
    expect(readings).toHaveLength(2);
    const one = readings.find((reading) => reading.fixed.count === 1);
    expect(one?.pattern).toBe('^(\\d+) meal skipped on ([\\s\\S]+?)$');
    const other = readings.find((reading) => reading.fixed.count === undefined);
    expect(other?.names).toEqual(['count', 'day']);
  });

  it('leaves out a template the Odia lacks', () => {
    expect(readingsOf({}, english)).toEqual([]);
  });

  it('are what the localizer matches a filled sentence against, written out and read back', () => {
    const readings = JSON.parse(JSON.stringify(readingsOf(odia, english)));
    const say = createLocalizer(odia, readings);
    expect(say('3 meals skipped on Tue, 21 Jan')).toBe('ମଙ୍ଗଳ, 21 ଜାନୁଆରୀରେ 3 ଖାଦ୍ୟ ବାଦ୍ ପଡ଼ିଲା');
    expect(say('1 meal skipped on Tue, 21 Jan')).toMatch(/ରେ 1 ଖାଦ୍ୟ/);
  });
});
