import { describe, expect, it } from 'vitest';
import { readSignInOptions } from './use-sign-in-options.ts';

describe('readSignInOptions', () => {
  it('reads what GET /api/sign-in-options answers, and nothing else', () => {
    expect(readSignInOptions({ isPasswordLoginOn: true, sso: null })).toEqual({ isPasswordLoginOn: true, sso: null });
    expect(readSignInOptions({ isPasswordLoginOn: false, sso: { name: 'Authentik' } })).toEqual({ isPasswordLoginOn: false, sso: { name: 'Authentik' } });
    expect(readSignInOptions({ isPasswordLoginOn: 'false', sso: null })).toBeNull();
    expect(readSignInOptions({ isPasswordLoginOn: true, sso: { name: 3 } })).toBeNull();
    expect(readSignInOptions({ isPasswordLoginOn: true })).toBeNull();
    expect(readSignInOptions(null)).toBeNull();
  });
});
