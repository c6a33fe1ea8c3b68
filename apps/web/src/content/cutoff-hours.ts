import {
  type CutoffHours,
  DEFAULT_CUTOFF_HOURS_BY_SLOT,
  readCutoffHours,
} from '@fitthali/domain/cutoff-notice';
import { SITE_CONFIG } from './contact-details';

/**
 * The operator's cut-off hours, which the home page and the policy pages quote. The server writes
 * them into the page's site-config block and rewrites the prerendered sentences with the same
 * domain functions, so hydration renders exactly the served words and no other figure ever shows;
 * the block stays in the document across client-side navigation. The prerender, `npm run dev` and
 * a server at the defaults have none: the defaults apply (decision 80).
 */
export const CUTOFF_HOURS: CutoffHours =
  readCutoffHours(SITE_CONFIG) ?? DEFAULT_CUTOFF_HOURS_BY_SLOT;
