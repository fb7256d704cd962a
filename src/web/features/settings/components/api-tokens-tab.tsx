import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  ZCreateApiTokenSchema,
  type TApiToken,
  type TApiTokenScope,
  type TCreatedApiToken,
} from '../../../../domain/api-tokens.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { apiTokensQueryOptions, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens.ts';
import { CopySecretField } from './copy-secret-field.tsx';

const SCOPE_HINTS: Record<TApiTokenScope, string> = {
  read: 'See your recipes, plan, shopping list and cart.',
  write: 'Also save and generate recipes, plan meals and add to the cart.',
};

const formatDay = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
const formatMoment = (iso: string) => format(new Date(iso), 'MMM d, yyyy, HH:mm');

export function ApiTokensTab() {
  const tokens = useQuery(apiTokensQueryOptions());
  const [created, setCreated] = useState<TCreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<TApiToken | null>(null);
  const revoke = useRevokeApiToken();

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify.success(`Token "${revoking.name}" revoked.`);
        if (created?.id === revoking.id) setCreated(null);
        setRevoking(null);
      },
      onError: (error) => notify.error(readErrorMessage(error, 'Could not revoke the token.')),
    });
  };

  return (
    <section aria-labelledby="api-tokens-heading" className="settings-panel">
      <h2 id="api-tokens-heading">API tokens</h2>
      <p>
        Let a script, a home dashboard or an AI assistant use Forkcast as you. Send the token as <code>Authorization: Bearer &lt;token&gt;</code> to the{' '}
        <a href="/api/docs">API</a> or to the MCP server at <code>/mcp</code>. A token never reaches admin pages or your account settings.
      </p>
      {created ? <NewTokenNotice created={created} onDone={() => setCreated(null)} /> : <CreateTokenForm onCreated={setCreated} />}
      <h3 className="settings-subheading">Your tokens</h3>
      {tokens.isPending ? (
        <p role="status">Loading</p>
      ) : tokens.error ? (
        <p className="form-error" role="alert">
          {readErrorMessage(tokens.error, 'Could not load your tokens.')}
        </p>
      ) : tokens.data.length === 0 ? (
        <p>No tokens yet.</p>
      ) : (
        <ul className="settings-tokens">
          {tokens.data.map((token) => (
            <li key={token.id} className="card settings-token">
              <div className="settings-token__text">
                <p className="settings-token__name">{token.name}</p>
                <p className="settings-token__meta">
                  {API_TOKEN_SCOPE_LABELS[token.scope]} · Created {formatDay(token.createdAt)} ·{' '}
                  {token.lastUsedAt ? `Last used ${formatMoment(token.lastUsedAt)}` : 'Never used'}
                </p>
              </div>
              <button type="button" className="button button--secondary" onClick={() => setRevoking(token)} aria-label={`Revoke ${token.name}`}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={revoking !== null}
        title="Revoke this token?"
        description={revoking ? `Anything using "${revoking.name}" stops working at once. This cannot be undone.` : ''}
        confirmLabel="Revoke"
        busyLabel="Revoking…"
        isBusy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      />
    </section>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (created: TCreatedApiToken) => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TApiTokenScope>('read');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateApiToken();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCreateApiTokenSchema.safeParse({ name, scope });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name.');
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
      onError: (caught) => setError(readErrorMessage(caught, 'Could not create the token.')),
    });
  };

  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-busy={create.isPending}>
      <h3 className="settings-subheading">Create a token</h3>
      <FormField label="Name" id="api-token-name" hint="What uses it, e.g. Home Assistant." error={error}>
        {(control) => (
          <input
            {...control}
            maxLength={API_TOKEN_NAME_MAX}
            autoComplete="off"
            value={name}
            disabled={create.isPending}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="settings-scope">
        <legend>Access</legend>
        {API_TOKEN_SCOPES.map((option) => (
          <label key={option} className="settings-scope__option">
            <input
              type="radio"
              name="api-token-scope"
              value={option}
              checked={scope === option}
              disabled={create.isPending}
              onChange={() => setScope(option)}
            />
            <span>
              <strong>{API_TOKEN_SCOPE_LABELS[option]}</strong>
              <span className="settings-scope__hint">{SCOPE_HINTS[option]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create token'}
      </button>
    </form>
  );
}

function NewTokenNotice({ created, onDone }: { created: TCreatedApiToken; onDone: () => void }) {
  return (
    <div className="card settings-new-token">
      <h3 className="settings-subheading">Token "{created.name}" created</h3>
      <p role="status">Copy it now: it is shown only once. Forkcast keeps only a fingerprint of it.</p>
      <CopySecretField label="Your new token" id="api-token-value" value={created.token} copyLabel="Copy token" copiedMessage="Token copied!" />
      <button type="button" className="button button--primary" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
