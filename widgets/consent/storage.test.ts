import { beforeEach, describe, expect, it } from 'vitest';
import { cookieNames, deleteCookies, deleteStorageEntries, readStoredConsent, writeStoredConsent } from './storage.ts';

const record = {
  id: '1b4e28ba-2fa1-4d2e-8c3f-0123456789ab',
  revision: 4,
  choices: { analytics: false, marketing: true, social: true, unclassified: false },
  time: Date.now(),
};

beforeEach(() => {
  for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; Path=/`;
  localStorage.clear();
  sessionStorage.clear();
});

describe('the consent cookie', () => {
  it('is written first-party and read back', () => {
    expect(readStoredConsent()).toBeUndefined();
    writeStoredConsent(record, 182);
    expect(cookieNames()).toEqual(['agency_consent']);
    expect(readStoredConsent()).toEqual(record);
  });

  it('is ignored when it was tampered with', () => {
    document.cookie = 'agency_consent=1.4.11x1.0.nope; Path=/';
    expect(readStoredConsent()).toBeUndefined();
  });
});

describe('deleting what a category left', () => {
  it('deletes the matching cookies and never the consent cookie', () => {
    writeStoredConsent(record, 182);
    document.cookie = '_ga=1; Path=/';
    document.cookie = '_ga_X=1; Path=/';
    document.cookie = 'session=1; Path=/';
    expect(deleteCookies(['_ga', '_ga_*', 'agency_consent']).sort()).toEqual(['_ga', '_ga_X']);
    expect(cookieNames().sort()).toEqual(['agency_consent', 'session']);
  });

  it('deletes the matching local and session storage entries', () => {
    localStorage.setItem('_hjSession_1', 'x');
    localStorage.setItem('i18nextLng', 'nl');
    sessionStorage.setItem('_hjSessionUser_1', 'x');
    expect(deleteStorageEntries(['_hj*']).sort()).toEqual(['_hjSessionUser_1', '_hjSession_1']);
    expect(Object.keys(localStorage)).toEqual(['i18nextLng']);
    expect(sessionStorage.length).toBe(0);
  });
});
