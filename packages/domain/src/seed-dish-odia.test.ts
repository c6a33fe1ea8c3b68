import { describe, expect, it } from 'vitest';
import { DISH_ODIA_DESCRIPTION_MAX } from './dish-messages.ts';
import { hasOdiaScript } from './dish-words.ts';
import {
  SEED_DISH_ODIA,
  SEED_DISH_ODIA_DESCRIPTIONS,
  seedDishOdiaDescription,
  seedDishOdiaName,
  seededMealNames,
} from './seed-dish-odia.ts';

describe('the seeded dishes’ Odia names (issue 27)', () => {
  it('names every meal of the old menus in Odia script, and nothing else', () => {
    const meals = seededMealNames();
    expect(Object.keys(SEED_DISH_ODIA).sort()).toEqual([...meals].sort());
    for (const odia of Object.values(SEED_DISH_ODIA)) {
      expect(hasOdiaScript(odia), odia).toBe(true);
      expect(odia, odia).not.toMatch(/[a-z]{3,}(?![^(]*\))/i);
    }
  });

  it('says the everyday names', () => {
    expect(SEED_DISH_ODIA['Paneer tikka, brown rice, dal tadka']).toBe('ପନିର ଟିକ୍କା, ବ୍ରାଉନ୍ ରାଇସ୍, ଡାଲି ତଡ଼କା');
    expect(SEED_DISH_ODIA['Dalma, rice']).toBe('ଡାଲମା ଭାତ');
    expect(SEED_DISH_ODIA['Chicken curry, rice, salad']).toBe('ଚିକେନ୍ କରି, ଭାତ, ସାଲାଡ୍');
  });

  it('names a second portion with its figure, and knows no other key', () => {
    expect(seedDishOdiaName('Palak paneer, 2 rotis · 500 kcal')).toBe(
      'ପାଳଙ୍ଗ ପନିର, 2ଟି ରୁଟି · 500 କ୍ୟାଲୋରି',
    );
    expect(seedDishOdiaName('Palak paneer, 2 rotis')).toBe('ପାଳଙ୍ଗ ପନିର, 2ଟି ରୁଟି');
    expect(seedDishOdiaName('Chhena poda')).toBeUndefined();
  });

  it('describes every meal in Odia script, within what the admin form allows (decision 292)', () => {
    expect(Object.keys(SEED_DISH_ODIA_DESCRIPTIONS).sort()).toEqual(seededMealNames().sort());
    for (const odia of Object.values(SEED_DISH_ODIA_DESCRIPTIONS)) {
      expect(hasOdiaScript(odia), odia).toBe(true);
      expect(odia, odia).not.toMatch(/[a-z]{3,}/i);
      expect(odia.length, odia).toBeLessThanOrEqual(DISH_ODIA_DESCRIPTION_MAX);
      expect(odia.endsWith('।'), odia).toBe(true);
    }
    expect(seedDishOdiaDescription('Odia fish curry, rice, santula')).toBe(
      'ଓଡ଼ିଆ ଘରର ମାଛ ଝୋଳ, ଭାତ ଓ ସନ୍ତୁଳା।',
    );
    expect(seedDishOdiaDescription('Palak paneer, 2 rotis · 500 kcal')).toBe(
      seedDishOdiaDescription('Palak paneer, 2 rotis'),
    );
    expect(seedDishOdiaDescription('Chhena poda')).toBeUndefined();
  });
});
