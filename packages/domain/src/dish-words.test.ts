import { describe, expect, it } from 'vitest';
import { dishNameIn, dishWords, hasOdiaScript } from './dish-words.ts';

const DAL = {
  name: 'Dal, rice',
  description: 'Yellow dal with steamed rice.',
  nameOr: 'ଡାଲି ଭାତ',
  descriptionOr: 'ହଳଦିଆ ଡାଲି ସହ ଗରମ ଭାତ।',
};

describe('a dish’s words in the reader’s language (issue 27)', () => {
  it('says the English to an English reader, whatever Odia is written', () => {
    expect(dishWords(DAL, 'en')).toEqual({ name: DAL.name, description: DAL.description });
    expect(dishNameIn(DAL, 'en')).toBe('Dal, rice');
  });

  it('says the Odia to an Odia reader', () => {
    expect(dishWords(DAL, 'or')).toEqual({ name: 'ଡାଲି ଭାତ', description: 'ହଳଦିଆ ଡାଲି ସହ ଗରମ ଭାତ।' });
    expect(dishNameIn(DAL, 'or')).toBe('ଡାଲି ଭାତ');
  });

  it('falls back to the English field by field where the Odia is empty', () => {
    expect(dishWords({ ...DAL, descriptionOr: null }, 'or')).toEqual({
      name: 'ଡାଲି ଭାତ',
      description: DAL.description,
    });
    expect(dishWords({ ...DAL, nameOr: '  ' }, 'or')).toEqual({
      name: DAL.name,
      description: 'ହଳଦିଆ ଡାଲି ସହ ଗରମ ଭାତ।',
    });
    expect(dishNameIn({ name: 'Dal, rice', nameOr: null }, 'or')).toBe('Dal, rice');
    expect(dishNameIn({ name: 'Dal, rice', nameOr: '' }, 'or')).toBe('Dal, rice');
  });

  it('knows Odia script from Latin', () => {
    expect(hasOdiaScript('ପନିର ଟିକ୍କା')).toBe(true);
    expect(hasOdiaScript('୨ଟି ରୁଟି')).toBe(true);
    expect(hasOdiaScript('Paneer tikka')).toBe(false);
    expect(hasOdiaScript('पनीर')).toBe(false);
  });
});
