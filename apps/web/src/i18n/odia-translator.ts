// `t(englishSentence, values)` over the web's compiled Odia, which is keyed by `messageKey`
// (decision 315). A sentence a catalogue lacks goes to Lingui as it is, as before the keys.

import { createTranslator, type Translate } from '@fitthali/domain/i18n/translator';
import type { Messages } from '@lingui/core';
import { messageKey } from './message-key';

/** Whether `messages` (a web catalogue) holds the Odia of `english`. */
export function holds(messages: Messages, english: string): boolean {
  return Object.hasOwn(messages, messageKey(english));
}

/** The translator of one or more web catalogues merged. */
export function webOdiaTranslator(messages: Messages): Translate {
  const translate = createTranslator('or', messages);
  return (id, values) => {
    const key = messageKey(id);
    return translate(Object.hasOwn(messages, key) ? key : id, values);
  };
}
