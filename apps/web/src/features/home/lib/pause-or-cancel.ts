import { SITE_CONFIG } from '../../../content/contact-details';

/** `pauseOrCancelSentence` at the default 24 hours (a unit test holds them equal). */
export const BUILT_PAUSE_OR_CANCEL = 'Pause or cancel with 24 hours notice.';

/**
 * The home page's promise with the operator's cut-off hours: the sentence the server built with
 * `pauseOrCancelSentence` and wrote both into the page and into its site-config block, so
 * hydration and a later client-side visit render the very words served. The default sentence
 * stands when there is none: the prerender, `npm run dev`, a server at the defaults. Read as a
 * ready sentence because the home page's JavaScript is at its budget (decision 80).
 */
export function pauseOrCancel(config: { pauseOrCancel?: unknown } = SITE_CONFIG): string {
  return typeof config.pauseOrCancel === 'string' ? config.pauseOrCancel : BUILT_PAUSE_OR_CANCEL;
}
