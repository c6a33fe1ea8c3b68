// Compiled from blog.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "{count} posts shown": [
    [
      "count"
    ],
    " posts shown"
  ],
  "{minutes} min read": [
    [
      "minutes"
    ],
    " min read"
  ]
};
