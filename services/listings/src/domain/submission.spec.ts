import { describe, expect, it } from 'vitest';
import { submissionOwner } from './submission.ts';

describe('whom a submission makes the owner', () => {
  it('a signed-in submitter owns it themselves', () => {
    expect(
      submissionOwner(
        { profile: { name: 'Ana', email: 'ana@example.com' } },
        { signedIn: true, locale: 'ES' },
      ),
    ).toEqual({ ok: true, value: null });
  });

  it('staff name an owner by email; the name defaults to the email’s local part', () => {
    expect(submissionOwner({}, { ownerEmail: ' Dueno@Example.com ', signedIn: true, locale: 'EN' })).toEqual({
      ok: true,
      value: { email: 'dueno@example.com', name: 'dueno', phoneNumber: null, locale: 'EN' },
    });
  });

  it('an anonymous submitter must give a name and an email', () => {
    expect(submissionOwner({ profile: { name: ' ' } }, { signedIn: false, locale: 'ES' })).toEqual({
      ok: false,
      issues: [
        { path: '/profile/name', key: 'validation.required' },
        { path: '/profile/email', key: 'validation.required' },
      ],
    });
    expect(
      submissionOwner(
        { profile: { name: ' Ana ', email: 'Ana@Example.com', phone_number: '+52 33 1234 5678' } },
        { signedIn: false, locale: 'ES' },
      ),
    ).toEqual({
      ok: true,
      value: { email: 'ana@example.com', name: 'Ana', phoneNumber: '+52 33 1234 5678', locale: 'ES' },
    });
  });
});
