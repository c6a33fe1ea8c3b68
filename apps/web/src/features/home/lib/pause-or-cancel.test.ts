import {
  DEFAULT_CUTOFF_HOURS_BY_SLOT,
  pauseOrCancelSentence,
  siteNotice,
} from '@fitthali/domain/cutoff-notice';
import { PLACEHOLDER_CONTACT, serializeSiteConfig } from '@fitthali/domain/site-contact';
import { describe, expect, it } from 'vitest';
import { BUILT_PAUSE_OR_CANCEL, pauseOrCancel } from './pause-or-cancel';

const block = (text: string) => JSON.parse(text) as { pauseOrCancel?: unknown };

describe('the home page’s pause-or-cancel sentence', () => {
  it('is the domain’s sentence at the default 24 hours when the page has no figures', () => {
    expect(BUILT_PAUSE_OR_CANCEL).toBe(pauseOrCancelSentence(DEFAULT_CUTOFF_HOURS_BY_SLOT));
    expect(pauseOrCancel()).toBe(BUILT_PAUSE_OR_CANCEL);
    expect(pauseOrCancel(block(serializeSiteConfig(PLACEHOLDER_CONTACT)))).toBe(
      BUILT_PAUSE_OR_CANCEL,
    );
    expect(pauseOrCancel({ pauseOrCancel: 12 })).toBe(BUILT_PAUSE_OR_CANCEL);
  });

  it('is the sentence the server wrote into the page', () => {
    const notice = siteNotice({ Lunch: 24, Dinner: 12 });
    expect(pauseOrCancel(block(serializeSiteConfig(PLACEHOLDER_CONTACT, notice)))).toBe(
      'Pause or cancel up to 24 hours before a lunch, 12 hours before a dinner.',
    );
  });
});
