import type { PartialAddress } from './address.ts';

// A delivery address's first line has to lead a rider to a door. A detected location only knows
// the neighbourhood ('Kharavela Nagar'), and an order placed to that reached the kitchen sheet as
// if it were an address (issue 11 point 1), so a line that is only a place name is refused.

function normalised(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Whether the first line names a house, flat or street, not just a locality: it carries a number
 * (house, plot, flat, floor: any script's digits), or at least two parts besides the post office
 * and district ('Near Ram Mandir, Kharavela Nagar').
 */
export function namesHouseOrStreet(at: string, placeNames: readonly string[] = []): boolean {
  const line = normalised(at);
  if (/\p{Nd}/u.test(line)) return true;
  const places = new Set(placeNames.map(normalised));
  const parts = line
    .split(/[,;/]/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !places.has(part));
  return parts.length >= 2;
}

function clean(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * An address on one line, as every screen, the kitchen sheet and a maps search write it:
 * 'Plot 12, Saheed Nagar, Khordha - 751007'. Empty parts are left out; nothing at all gives ''.
 */
export function addressOneLine(address: PartialAddress | null | undefined): string {
  if (!address) return '';
  const text = [clean(address.at), clean(address.po), clean(address.dist)]
    .filter(Boolean)
    .join(', ');
  const pin = clean(address.pin);
  if (!pin) return text;
  return text ? `${text} - ${pin}` : pin;
}
