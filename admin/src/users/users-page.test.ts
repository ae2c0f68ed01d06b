import { describe, expect, it } from 'vitest';
import { focusAfterRemoval, inviteFieldOf, type ListedUser } from './UsersPage.js';

const person = (email: string): ListedUser => ({ email, role: 'staff', sites: ['test'] });

describe('the Users page', () => {
  it.each([
    [{ code: 'STAFF_USER_EXISTS', message: '', path: '/email' }, 'email'],
    [{ code: 'INVALID_FIELD', message: '', path: '/email' }, 'email'],
    [{ code: 'SITES_REQUIRED', message: '', path: '/sites' }, 'sites'],
    [{ code: 'UNKNOWN_SITE', message: '', path: '/sites/1' }, 'sites'],
    [{ code: 'NETWORK', message: '' }, null],
    [{ code: 'INVALID_FIELD', message: '', path: '/role' }, null],
  ])('a refusal at %j is about the %s field', (error, field) => {
    expect(inviteFieldOf(error)).toBe(field);
  });

  describe('after a removal the focus goes to', () => {
    const users = ['a@x.example', 'me@x.example', 'b@x.example', 'c@x.example'].map(person);
    it.each([
      ['the next person', 'b@x.example', 'c@x.example'],
      ['past oneself to the next person', 'a@x.example', 'b@x.example'],
      ['the one before, for the last person', 'c@x.example', 'b@x.example'],
    ])('%s', (_what, removed, next) => {
      expect(focusAfterRemoval(users, removed, 'me@x.example')).toBe(next);
    });
    it('nobody (the list) when only oneself is left', () => {
      expect(focusAfterRemoval(['me@x.example', 'a@x.example'].map(person), 'a@x.example', 'me@x.example')).toBeNull();
    });
  });
});
