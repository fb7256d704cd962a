import { useQuery } from '@tanstack/react-query';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { adminUserQueryOptions } from '../api/get-admin-user.ts';

const ROLE_LABELS = { owner: 'Owner', member: 'Member' } as const;

/** The User Details dialog's household: its name, who owns it and every member (read from the server on open). */
export function UserHousehold({ userId }: { userId: string }) {
  const details = useQuery(adminUserQueryOptions(userId));
  const household = details.data?.household;
  return (
    <section className="user-household" aria-labelledby="user-household-title">
      <h3 id="user-household-title" className="user-household__title">
        Household
      </h3>
      {details.isPending ? <p role="status">Loading household…</p> : null}
      {details.isError ? (
        <p className="form-error" role="alert">
          {readErrorMessage(details.error, 'Could not load the household.')}
        </p>
      ) : null}
      {details.isSuccess && !household ? <p className="user-details__note">No household yet: one is made at the next sign-in.</p> : null}
      {household ? (
        <>
          <p className="user-household__name">
            {household.name}{' '}
            <span className="user-household__count">
              ({household.members.length} {household.members.length === 1 ? 'member' : 'members'})
            </span>
          </p>
          <ul className="user-household__members" aria-label={`Members of ${household.name}`}>
            {household.members.map((member) => (
              <li key={member.userId} className="user-household__member">
                <span className="user-household__who">
                  <span className="user-household__member-name">
                    {member.name || '—'}
                    {member.userId === userId ? <span className="user-household__self"> (this user)</span> : null}
                  </span>
                  <span className="user-household__email">{member.email}</span>
                </span>
                <span className={`user-household__role user-household__role--${member.role}`}>{ROLE_LABELS[member.role]}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
