import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HOUSEHOLD_MAX_MEMBERS, ZCreateInvitationSchema, type THouseholdMember } from '../../../../domain/household.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useHouseholdEvents } from '../../../lib/use-household-events.ts';
import { householdKeys, householdQueryOptions, useHandOverHousehold, useInviteToHousehold, useLeaveHousehold, useRemoveMember } from '../api/household.ts';

type TPending = { kind: 'remove'; member: THouseholdMember } | { kind: 'owner'; member: THouseholdMember } | { kind: 'leave' } | null;

const HOUSEHOLD_EVENT_KEYS = { household: [householdKeys.all] };

/** Settings → Household: who shares the plan, the shopping list and the cart; invite, remove, hand over, leave. */
export function HouseholdTab({ myEmail }: { myEmail: string }) {
  const household = useQuery(householdQueryOptions());
  useHouseholdEvents(HOUSEHOLD_EVENT_KEYS);
  const [pending, setPending] = useState<TPending>(null);
  const remove = useRemoveMember();
  const handOver = useHandOverHousehold();
  const leave = useLeaveHousehold();

  if (household.isPending) return <p role="status">Loading</p>;
  if (household.error)
    return (
      <p className="form-error" role="alert">
        {readErrorMessage(household.error, 'Could not load your household.')}
      </p>
    );
  const { members, name } = household.data;
  const me = members.find((member) => member.email.toLowerCase() === myEmail.toLowerCase());
  const isOwner = me?.role === 'owner';
  const isAlone = members.length <= 1;

  const confirm = () => {
    if (!pending) return;
    const done = (message: string) => () => {
      notify.success(message);
      setPending(null);
    };
    const failed = (fallback: string) => (error: unknown) => notify.error(readErrorMessage(error, fallback));
    if (pending.kind === 'remove')
      remove.mutate(pending.member.userId, { onSuccess: done(`${pending.member.name} was removed.`), onError: failed('Could not remove the member.') });
    else if (pending.kind === 'owner')
      handOver.mutate(pending.member.userId, { onSuccess: done(`${pending.member.name} now owns the household.`), onError: failed('Could not hand it over.') });
    else leave.mutate(undefined, { onSuccess: done('You left the household.'), onError: failed('Could not leave the household.') });
  };

  return (
    <section aria-labelledby="household-heading" className="settings-panel">
      <h2 id="household-heading">Household</h2>
      <p>
        Everyone in <strong>{name}</strong> shares one meal plan (at most 5 recipes a day), one shopping list and one cart, live on every phone. Saved recipes,
        generations and plans stay your own.
      </p>
      <h3 className="settings-subheading">
        Members ({members.length} of {HOUSEHOLD_MAX_MEMBERS})
      </h3>
      <ul className="settings-tokens" aria-label="Household members">
        {members.map((member) => {
          const isMe = member === me;
          return (
            <li key={member.userId} className="card settings-token">
              <div className="settings-token__text">
                <p className="settings-token__name">
                  {member.name}
                  {isMe ? ' (you)' : ''}
                </p>
                <p className="settings-token__meta">
                  {member.email} · {member.role === 'owner' ? 'Owner' : 'Member'}
                </p>
              </div>
              {isOwner && !isMe ? (
                <div className="settings-household__actions">
                  <button type="button" className="button button--secondary" onClick={() => setPending({ kind: 'owner', member })}>
                    Make owner
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setPending({ kind: 'remove', member })}
                    aria-label={`Remove ${member.name}`}
                  >
                    Remove
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {members.length < HOUSEHOLD_MAX_MEMBERS ? <InviteForm /> : <p>Your household is full ({HOUSEHOLD_MAX_MEMBERS} members).</p>}
      {isAlone ? null : (
        <>
          <h3 className="settings-subheading">Leave</h3>
          <p>You get a household of your own again; the plan, list and cart stay with {name}.</p>
          <button type="button" className="button button--secondary" onClick={() => setPending({ kind: 'leave' })}>
            Leave household
          </button>
        </>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title={
          pending?.kind === 'remove'
            ? `Remove ${pending.member.name}?`
            : pending?.kind === 'owner'
              ? `Make ${pending.member.name} the owner?`
              : 'Leave the household?'
        }
        description={
          pending?.kind === 'remove'
            ? 'They get a household of their own at once and no longer see this plan, list or cart.'
            : pending?.kind === 'owner'
              ? 'They can then invite and remove members; you stay as a member.'
              : 'You will no longer see this plan, list or cart.'
        }
        confirmLabel={pending?.kind === 'remove' ? 'Remove' : pending?.kind === 'owner' ? 'Make owner' : 'Leave'}
        busyLabel="Saving…"
        isBusy={remove.isPending || handOver.isPending || leave.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </section>
  );
}

function InviteForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteToHousehold();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCreateInvitationSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.');
      return;
    }
    setError(null);
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        setEmail('');
        notify.success(`Invitation sent to ${sent.email}. The link works for 7 days.`);
      },
      onError: (caught) => setError(readErrorMessage(caught, 'Could not send the invitation.')),
    });
  };

  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-busy={invite.isPending}>
      <h3 className="settings-subheading">Invite someone</h3>
      <FormField label="E-mail address" id="household-invite-email" hint="They get a link by e-mail, valid for 7 days, for that address only." error={error}>
        {(control) => (
          <input {...control} type="email" autoComplete="off" value={email} disabled={invite.isPending} onChange={(event) => setEmail(event.target.value)} />
        )}
      </FormField>
      <button type="submit" className="button button--primary" disabled={invite.isPending}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
