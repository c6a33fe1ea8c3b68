import { describe, expect, it } from 'vitest';
import { API_MSG } from '../api-messages.ts';
import {
  DISH_MSG,
  dishUnusableMessage,
  retireRefusedMessage,
  unknownAllergenMessage,
  unknownTagMessage,
} from '../dish-messages.ts';
import { MSG } from '../messages.ts';
import { dishChangeBody, dishParams, newDishBody } from './admin-dishes.ts';

const DISH = {
  name: 'Chhena poda cheesecake',
  description: 'Baked chhena, jaggery, cardamom.',
  diet: 'veg',
  calories: 320,
  protein: 12,
  carbs: 40,
  fat: 11,
  fibre: 2,
  allergens: ['milk'],
  tags: ['odia'],
};

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a new dish (POST /api/admin/dishes)', () => {
  it('takes the contract’s body, with the description and availability defaulted', () => {
    expect(newDishBody.parse(DISH)).toEqual({
      ...DISH,
      nameOr: null,
      descriptionOr: null,
      available: true,
    });
    const { description: _, ...bare } = DISH;
    expect(newDishBody.parse({ ...bare, available: false })).toMatchObject({
      description: '',
      available: false,
    });
  });

  it('keeps a name of 2 to 80 characters, with its spaces tidied', () => {
    expect(newDishBody.parse({ ...DISH, name: '  Dal   tadka ' }).name).toBe('Dal tadka');
    expect(newDishBody.parse({ ...DISH, name: 'Ab' }).name).toBe('Ab');
    expect(newDishBody.parse({ ...DISH, name: 'x'.repeat(80) }).name).toHaveLength(80);
    for (const name of ['', ' a ', 'x'.repeat(81), 'y'.repeat(10_000), 42, null, undefined]) {
      expect(messageOf(newDishBody.safeParse({ ...DISH, name })), String(name)).toBe(
        DISH_MSG.nameRequired,
      );
    }
    expect(messageOf(newDishBody.safeParse({ ...DISH, name: 'Dal\u0000' }))).toBe(
      MSG.controlCharacters,
    );
  });

  it('keeps a description of at most 280 characters', () => {
    expect(newDishBody.parse({ ...DISH, description: 'd'.repeat(280) }).description).toHaveLength(
      280,
    );
    expect(messageOf(newDishBody.safeParse({ ...DISH, description: 'd'.repeat(281) }))).toBe(
      DISH_MSG.descriptionTooLong,
    );
  });

  it('knows the three diets and nothing else', () => {
    for (const diet of ['veg', 'egg', 'non-veg']) {
      expect(newDishBody.parse({ ...DISH, diet }).diet).toBe(diet);
    }
    for (const diet of ['Veg', 'vegan', '', undefined]) {
      expect(messageOf(newDishBody.safeParse({ ...DISH, diet }))).toBe(DISH_MSG.invalidDiet);
    }
  });

  it('takes whole-number nutrition: 0–3000 kcal, 0–500 g, each refused in its own words', () => {
    expect(newDishBody.parse({ ...DISH, calories: 3000, protein: 0, fibre: 500 })).toMatchObject({
      calories: 3000,
      protein: 0,
      fibre: 500,
    });
    const cases: [string, unknown, string][] = [
      ['calories', 3001, DISH_MSG.invalidCalories],
      ['calories', -1, DISH_MSG.invalidCalories],
      ['calories', '320', DISH_MSG.invalidCalories],
      ['protein', 12.5, DISH_MSG.invalidProtein],
      ['carbs', 501, DISH_MSG.invalidCarbs],
      ['fat', null, DISH_MSG.invalidFat],
      ['fibre', undefined, DISH_MSG.invalidFibre],
      ['fibre', Number.NaN, DISH_MSG.invalidFibre],
    ];
    for (const [field, value, message] of cases) {
      expect(messageOf(newDishBody.safeParse({ ...DISH, [field]: value })), field).toBe(message);
    }
  });

  it('takes allergens from the FSSAI list and tags from ours, once each, in the list’s order', () => {
    expect(
      newDishBody.parse({
        ...DISH,
        allergens: ['soy', 'gluten', 'soy'],
        tags: ['spicy', 'jain'],
      }),
    ).toMatchObject({ allergens: ['gluten', 'soy'], tags: ['jain', 'spicy'] });
    expect(newDishBody.parse({ ...DISH, allergens: [], tags: [] })).toMatchObject({
      allergens: [],
      tags: [],
    });
  });

  it('names an unknown allergen or tag in the refusal', () => {
    const nuts = messageOf(newDishBody.safeParse({ ...DISH, allergens: ['milk', 'nuts'] }));
    expect(nuts).toBe(unknownAllergenMessage('nuts'));
    expect(nuts).toBe(
      '“nuts” is not an allergen on the FSSAI list: choose from cereals containing gluten, ' +
        'crustaceans, milk, eggs, fish, peanuts, tree nuts, soy and sulphites.',
    );
    expect(messageOf(newDishBody.safeParse({ ...DISH, tags: ['keto'] }))).toBe(
      unknownTagMessage('keto'),
    );
    expect(messageOf(newDishBody.safeParse({ ...DISH, tags: [7] }))).toBe(unknownTagMessage(7));
  });

  it('requires the allergen list: a dish is never assumed free of allergens', () => {
    const { allergens: _, ...withoutAllergens } = DISH;
    expect(messageOf(newDishBody.safeParse(withoutAllergens))).toBe(DISH_MSG.allergensRequired);
    expect(messageOf(newDishBody.safeParse({ ...DISH, allergens: 'milk' }))).toBe(
      DISH_MSG.allergensRequired,
    );
    const { tags: __, ...withoutTags } = DISH;
    expect(messageOf(newDishBody.safeParse(withoutTags))).toBe(DISH_MSG.tagsRequired);
  });

  it('reads a body that is not an object as one with no fields', () => {
    expect(messageOf(newDishBody.safeParse('text'))).toBe(DISH_MSG.nameRequired);
  });
});

describe('a change to a dish (PUT /api/admin/dishes/{id})', () => {
  it('changes only what is sent, checked by the same rules', () => {
    expect(dishChangeBody.parse({ available: false })).toEqual({ available: false });
    expect(dishChangeBody.parse({ name: ' Dalma ', allergens: [] })).toEqual({
      name: 'Dalma',
      allergens: [],
    });
    expect(messageOf(dishChangeBody.safeParse({ calories: 4000 }))).toBe(DISH_MSG.invalidCalories);
    expect(messageOf(dishChangeBody.safeParse({ tags: ['nope'] }))).toBe(unknownTagMessage('nope'));
  });

  it('refuses a change that changes nothing', () => {
    expect(messageOf(dishChangeBody.safeParse({}))).toBe(API_MSG.nothingToChange);
    expect(messageOf(dishChangeBody.safeParse(null))).toBe(API_MSG.nothingToChange);
  });

  it('answers a malformed id as not found', () => {
    expect(messageOf(dishParams.safeParse({ id: 'x' }))).toBe(DISH_MSG.dishNotFound);
  });
});

describe('retiring a dish a menu still serves', () => {
  it('names up to three places and counts the rest', () => {
    expect(retireRefusedMessage('Dalma', ['High Protein Veg lunch from Mon, 14 Dec'])).toBe(
      'Dalma cannot be retired while a menu still serves it: High Protein Veg lunch from Mon, 14 Dec. ' +
        'Take it off those menus first, or mark it unavailable to keep it off new menus.',
    );
    expect(retireRefusedMessage('Dalma', ['a', 'b', 'c', 'd', 'e'])).toContain(
      'a; b; c; and 2 more.',
    );
  });
});

describe('a dish on a new menu', () => {
  it('is refused when retired or unavailable, with the reason', () => {
    expect(dishUnusableMessage({ name: 'Dalma', available: true, retired: false })).toBeUndefined();
    expect(dishUnusableMessage({ name: 'Dalma', available: true, retired: true })).toBe(
      'Dalma is retired, so it cannot be put on a menu.',
    );
    expect(dishUnusableMessage({ name: 'Dalma', available: false, retired: false })).toBe(
      'Dalma is marked unavailable, so it cannot be put on a menu: make it available in Dishes first.',
    );
  });
});

describe('the Odia name and description (issue 27)', () => {
  it('keeps Odia text, tidied, and reads empty, spaces or null as none', () => {
    const parsed = newDishBody.parse({
      ...DISH,
      nameOr: '  ଛେନା   ପୋଡ଼ ',
      descriptionOr: 'ଗୁଡ଼ ଓ ଅଳେଇଚ ସହ ସେକା ଛେନା।',
    });
    expect(parsed.nameOr).toBe('ଛେନା ପୋଡ଼');
    expect(parsed.descriptionOr).toBe('ଗୁଡ଼ ଓ ଅଳେଇଚ ସହ ସେକା ଛେନା।');
    for (const none of ['', '   ', null]) {
      expect(newDishBody.parse({ ...DISH, nameOr: none, descriptionOr: none })).toMatchObject({
        nameOr: null,
        descriptionOr: null,
      });
    }
  });

  it('allows an English word in brackets beside the Odia, as the glossary writes terms', () => {
    expect(newDishBody.parse({ ...DISH, nameOr: 'ଓଟ୍ସ ଖେଚୁଡ଼ି (Oats)' }).nameOr).toBe(
      'ଓଟ୍ସ ଖେଚୁଡ଼ି (Oats)',
    );
  });

  it('refuses English pasted into the Odia boxes, with a sentence for each', () => {
    expect(messageOf(newDishBody.safeParse({ ...DISH, nameOr: 'Chhena poda' }))).toBe(
      DISH_MSG.nameOrNotOdia,
    );
    expect(messageOf(newDishBody.safeParse({ ...DISH, descriptionOr: 'Baked chhena' }))).toBe(
      DISH_MSG.descriptionOrNotOdia,
    );
  });

  it('limits their length and type', () => {
    expect(messageOf(newDishBody.safeParse({ ...DISH, nameOr: 'ଡାଲି'.repeat(31) }))).toBe(
      DISH_MSG.nameOrTooLong,
    );
    expect(newDishBody.safeParse({ ...DISH, nameOr: 'ଡାଲି'.repeat(30) }).success).toBe(true);
    expect(messageOf(newDishBody.safeParse({ ...DISH, descriptionOr: 'ଭାତ '.repeat(106) }))).toBe(
      DISH_MSG.descriptionOrTooLong,
    );
    expect(messageOf(newDishBody.safeParse({ ...DISH, nameOr: 12 }))).toBe(DISH_MSG.invalidNameOr);
    expect(messageOf(newDishBody.safeParse({ ...DISH, descriptionOr: ['ଭାତ'] }))).toBe(
      DISH_MSG.invalidDescriptionOr,
    );
  });

  it('an edit may set or clear the Odia alone, and leaves it alone when not sent', () => {
    expect(dishChangeBody.parse({ nameOr: 'ଡାଲି ଭାତ' })).toEqual({ nameOr: 'ଡାଲି ଭାତ' });
    expect(dishChangeBody.parse({ nameOr: '' })).toEqual({ nameOr: null });
    expect(dishChangeBody.parse({ descriptionOr: null })).toEqual({ descriptionOr: null });
    expect(dishChangeBody.parse({ name: 'Dal rice' })).not.toHaveProperty('nameOr');
  });
});
