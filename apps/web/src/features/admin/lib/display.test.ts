import { describe, expect, it } from 'vitest';
import {
  hasCoordinates,
  mapsLink,
  pauseNote,
  selectedDaysText,
  statusLabel,
  subscriberName,
  subscriberPhone,
} from './display';

describe('admin display helpers', () => {
  it("falls back to 'User Deleted', 'No Name' and 'No Phone' (SPEC §2.15)", () => {
    expect(subscriberName(null)).toBe('User Deleted');
    expect(subscriberPhone(null)).toBeNull();
    const nameless = { _id: 'u1', name: '  ', phone: null, email: null };
    expect(subscriberName(nameless)).toBe('No Name');
    expect(subscriberPhone(nameless)).toBe('No Phone');
    expect(subscriberName({ ...nameless, name: 'Asha' })).toBe('Asha');
  });

  it('shows anything that is not active as Cancelled, except the pending and expired states', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('ACTIVE')).toBe('Active');
    expect(statusLabel('cancelled')).toBe('Cancelled');
    expect(statusLabel('Canceled')).toBe('Cancelled');
    expect(statusLabel(undefined)).toBe('Cancelled');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('expired')).toBe('Expired');
    // Decision 76: the two-state rule gives way to paused and completed.
    expect(statusLabel('paused')).toBe('Paused');
    expect(statusLabel('Completed')).toBe('Completed');
  });

  it('says a pause beside the status: until when, until resumed, or from when', () => {
    const pause = { from: '2026-03-10', until: '2026-03-14', openEnded: false };
    expect(pauseNote(pause, '2026-03-11')).toBe('Until Sat, 14 Mar');
    expect(pauseNote({ ...pause, openEnded: true }, '2026-03-11')).toBe('Until resumed');
    expect(pauseNote(pause, '2026-03-09')).toBe('Pause from Tue, 10 Mar');
    expect(pauseNote(null, '2026-03-09')).toBeNull();
  });

  it('names the chosen weekdays briefly, Monday first', () => {
    expect(selectedDaysText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe(
      'Mon–Fri',
    );
    expect(selectedDaysText('sun, mon,tue,wed,thu,fri,sat')).toBe('Every day');
    expect(selectedDaysText(['Friday', 'monday', 'Wed'])).toBe('Mon, Wed, Fri');
    expect(selectedDaysText(['Sat', 'Sun', 'Mon'])).toBe('Mon, Sat, Sun');
    expect(selectedDaysText(['Thu', 'Fri', 'Sat', 'Sun'])).toBe('Thu–Sun');
    expect(selectedDaysText(null)).toBe('');
  });

  it('links to the map by coordinates when stored, else by the address text', () => {
    const address = { at: 'Plot 42', po: 'Unit 3', dist: 'Khordha', pin: '751001' };
    expect(hasCoordinates(address)).toBe(false);
    expect(mapsLink(address)).toContain(encodeURIComponent('Plot 42, Unit 3, Khordha - 751001'));
    const located = { ...address, lat: 20.2961, lng: 85.8245 };
    expect(hasCoordinates(located)).toBe(true);
    expect(mapsLink(located)).toContain(encodeURIComponent('20.2961,85.8245'));
  });
});
