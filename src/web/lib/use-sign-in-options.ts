import { useEffect, useState } from 'react';
import { ZSignInOptionsSchema, type TSignInOptions } from '../../domain/sign-in-options.ts';
import { apiRequest } from './api-client.ts';
import { createLoadOnce } from './load-once.ts';

const loadSignInOptions = createLoadOnce(() => apiRequest('/api/sign-in-options', ZSignInOptionsSchema));

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
