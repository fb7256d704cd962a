import { useEffect, useState } from 'react';
import type { TSignInOptions } from '../../domain/sign-in-options.ts';
import { createLoadOnce } from './load-once.ts';

/**
 * GET /api/sign-in-options read by hand: the landing page's first JavaScript stays without zod (the
 * bundle budget); the type still comes from the server's schema (ZSignInOptionsSchema).
 */
export function readSignInOptions(json: unknown): TSignInOptions | null {
  if (typeof json !== 'object' || json === null || !('isPasswordLoginOn' in json) || !('sso' in json)) return null;
  const { isPasswordLoginOn, sso } = json;
  if (typeof isPasswordLoginOn !== 'boolean') return null;
  if (sso === null) return { isPasswordLoginOn, sso: null };
  if (typeof sso !== 'object' || !('name' in sso) || typeof sso.name !== 'string') return null;
  return { isPasswordLoginOn, sso: { name: sso.name } };
}

const loadSignInOptions = createLoadOnce(async () => {
  const response = await fetch('/api/sign-in-options', { headers: { accept: 'application/json' } });
  const options = response.ok ? readSignInOptions(await response.json()) : null;
  if (!options) throw new Error(`sign-in options: unexpected answer (HTTP ${response.status})`);
  return options;
});

/**
 * How this server lets cooks in (password, single sign-on), asked once per page load. null until the
 * server answers: the prerendered pages show the password form, the usual setup, meanwhile.
 */
export function useSignInOptions(): TSignInOptions | null {
  const [options, setOptions] = useState<TSignInOptions | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadSignInOptions()
      .then((loaded) => {
        if (isCurrent) setOptions(loaded);
      })
      .catch((error: unknown) => console.error('sign-in options not loaded', error));
    return () => {
      isCurrent = false;
    };
  }, []);
  return options;
}
