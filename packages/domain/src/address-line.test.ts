import { describe, expect, it } from 'vitest';
import { addressOneLine, namesHouseOrStreet } from './address-line.ts';

const PLACES = ['Bhubaneswar', 'Khordha'];

describe('an address first line names a house or street (issue 11 point 1)', () => {
  it('refuses the neighbourhood a detected location gives, alone or with the city', () => {
    expect(namesHouseOrStreet('Kharavela Nagar', PLACES)).toBe(false);
    expect(namesHouseOrStreet('  kharavela   nagar ', PLACES)).toBe(false);
    expect(namesHouseOrStreet('Kharavela Nagar, Bhubaneswar', PLACES)).toBe(false);
    expect(namesHouseOrStreet('Bhubaneswar', PLACES)).toBe(false);
    expect(namesHouseOrStreet('Khordha, Bhubaneswar', PLACES)).toBe(false);
  });

  it('accepts a house, plot or flat number, in any script', () => {
    expect(namesHouseOrStreet('Plot 42, Kharavela Nagar', PLACES)).toBe(true);
    expect(namesHouseOrStreet('Flat 3B', PLACES)).toBe(true);
    expect(namesHouseOrStreet('ପ୍ଲଟ ୪୨, ଖାରବେଳ ନଗର', PLACES)).toBe(true);
  });

  it('accepts a landmark or street beside the locality', () => {
    expect(namesHouseOrStreet('Near Ram Mandir, Kharavela Nagar', PLACES)).toBe(true);
    expect(namesHouseOrStreet('Rose Villa, Janpath Road', PLACES)).toBe(true);
  });
});

describe('addressOneLine', () => {
  it('writes an address the way the kitchen and the screens read it', () => {
    expect(
      addressOneLine({ at: 'Plot 12', po: 'Saheed Nagar', dist: 'Khordha', pin: '751007' }),
    ).toBe('Plot 12, Saheed Nagar, Khordha - 751007');
  });

  it('leaves out what is missing', () => {
    expect(addressOneLine({ at: ' Plot 12 ', po: '', dist: 'Khordha', pin: '751007' })).toBe(
      'Plot 12, Khordha - 751007',
    );
    expect(addressOneLine({ at: 'Plot 12', po: 'Saheed Nagar' })).toBe('Plot 12, Saheed Nagar');
    expect(addressOneLine({ pin: '751007' })).toBe('751007');
    expect(addressOneLine(null)).toBe('');
  });
});
