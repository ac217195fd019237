import { describe, expect, it } from 'vitest';
import { sourceMessages } from '../messages/source.ts';
import {
  AVAILABILITY_STATES,
  availabilityMessage,
  isAvailable,
  isOnOffer,
  ON_OFFER,
  NOT_FOUND_MESSAGE,
  requestRefusal,
  toAvailabilityState,
  unavailableMessage,
} from './availability.ts';

describe('availability', () => {
  it.each([
    ['available', 'state.available', null, true],
    ['rented', 'state.rented', 'error.propertyRented', false],
    ['sold', 'state.sold', 'error.propertySold', false],
    ['sold_out', 'state.soldOut', 'error.projectSoldOut', false],
  ])('%s shows %s; a detail page says %j; available: %j', (state, message, unavailable, available) => {
    expect(availabilityMessage(state)).toBe(message);
    expect(unavailableMessage(state)).toBe(unavailable);
    expect(isAvailable(state)).toBe(available);
  });

  it('uses the spec texts for rented and sold', () => {
    expect(sourceMessages[availabilityMessage('rented')]).toBe('The requested property is rented.');
    expect(sourceMessages[availabilityMessage('sold')]).toBe('Property sold');
  });

  it('every message id exists in the catalogue', () => {
    for (const state of AVAILABILITY_STATES) {
      expect(sourceMessages[availabilityMessage(state)]).toBeTypeOf('string');
      const unavailable = unavailableMessage(state);
      if (unavailable) expect(sourceMessages[unavailable]).toBeTypeOf('string');
    }
    expect(sourceMessages[NOT_FOUND_MESSAGE]).toBe('Property not found.');
  });

  it.each([
    ['SOLD', 'sold'],
    [' Rented ', 'rented'],
    ['sold-out', 'sold_out'],
    ['Sold out', 'sold_out'],
    ['gone', null],
    ['', null],
    [null, null],
    [3, null],
  ])('toAvailabilityState(%j) → %j', (value, state) => {
    expect(toAvailabilityState(value)).toBe(state);
  });

  it('an unknown state reads as not found', () => {
    expect(availabilityMessage('gone')).toBe(NOT_FOUND_MESSAGE);
    expect(unavailableMessage(undefined)).toBe('error.propertyNotFound');
    expect(isAvailable(undefined)).toBe(false);
  });

  describe('requestRefusal: what may be asked about a property that is gone', () => {
    it.each([
      ['visit', 'available', null],
      ['visit', 'sold', 'property_sold'],
      ['visit', 'rented', 'property_rented'],
      ['visit', 'sold_out', 'property_sold'],
      ['visit', 'unknown', 'property_sold'],
      ['appointment', 'rented', 'property_rented'],
      ['offer', 'sold', 'property_sold'],
      ['offer', 'available', null],
      ['rental', 'rented', 'property_rented'],
      ['info', 'sold', null],
      ['documents', 'rented', null],
      ['friend', 'sold', null],
      ['contact', 'sold', null],
    ])('%s of a property %s → %j', (kind, state, refusal) => {
      expect(requestRefusal(kind, state)).toBe(refusal);
    });
  });
});

describe('what a search shows and counts', () => {
  it.each([
    ['available', true],
    ['AVAILABLE', true],
    ['sold', false],
    ['rented', false],
    ['sold_out', false],
    ['sold out', false],
    [undefined, false],
    ['', false],
  ])('%s: %s', (state, counted) => {
    expect(isOnOffer(state)).toBe(counted);
  });

  it('is what can still be bought or rented, nothing else', () => {
    expect(ON_OFFER).toEqual(['available']);
  });
});
