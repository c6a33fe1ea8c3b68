// The prerender renders Odia pages synchronously, so on the server the Odia runtime and the Odia
// content of every page are simply there. The browser build swaps this module for
// odia-on-server.client.ts (vite.config.ts), which holds nothing: the browser fetches the runtime
// only on `/or/` pages (messages.ts, loadOdia), and each page's content with it (odia-twin.ts).

import * as calendar from '@fitthali/domain/i18n/month-names';
import * as runtime from './odia-runtime';

runtime.holdTwins(
  import.meta.glob(['../content/or/**/*.ts', '!**/_*.ts'], { import: 'default', eager: true }),
);

runtime.holdPageAreas(
  import.meta.glob(
    [
      './catalogues/home.or.ts',
      './catalogues/plan-cards.or.ts',
      './catalogues/plans.or.ts',
      './catalogues/meal-plan.or.ts',
      './catalogues/menus.or.ts',
      './catalogues/location.or.ts',
      './catalogues/notfound.or.ts',
    ],
    {
      import: 'messages',
      eager: true,
    },
  ),
);
runtime.holdCalendar(calendar);

export const odiaAtHand: typeof runtime | undefined = runtime;
