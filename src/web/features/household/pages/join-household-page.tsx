import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import '../household.css';

/** /household/join?token=…: the e-mailed invitation link. The cook chooses whether their plan and cart come along. */
export function JoinHouseholdPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [bringMyPlan, setBringMyPlan] = useState(true);
  const accept = useAcceptInvitation();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    accept.mutate({ token, bringMyPlan });
  };

  if (accept.data) {
    const { household } = accept.data;
    return (
      <section className="page household-join" aria-labelledby="join-heading">
        <h1 id="join-heading">Welcome to {household.name}</h1>
        <p role="status">
          You now share one meal plan, one shopping list and one cart with {household.members.length - 1} other{' '}
          {household.members.length === 2 ? 'cook' : 'cooks'}.
        </p>
        <p className="household-join__links">
          <Link className="button button--primary" to={paths.mealPlanner}>
            Open the meal planner
          </Link>
          <Link className="button button--secondary" to={`${paths.settings}?tab=household`}>
            See the household
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="page household-join" aria-labelledby="join-heading">
      <h1 id="join-heading">Join a household</h1>
      {token ? (
        <form className="form card household-join__card" onSubmit={handleSubmit} aria-busy={accept.isPending}>
          <p>You were invited to share a meal plan, a shopping list and a cart. Your saved recipes, generations and plan stay your own.</p>
          <label className="household-join__choice">
            <input type="checkbox" checked={bringMyPlan} disabled={accept.isPending} onChange={(event) => setBringMyPlan(event.target.checked)} />
            <span>
              <strong>Bring my plan and cart</strong>
              <span className="household-join__hint">Your planned meals (while a day has room for them) and your cart items join the household's.</span>
            </span>
          </label>
          {accept.error ? (
            <p className="form-error" role="alert">
              {readErrorMessage(accept.error, 'Could not join the household.')}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={accept.isPending}>
            {accept.isPending ? 'Joining…' : 'Join the household'}
          </button>
        </form>
      ) : (
        <p className="form-error" role="alert">
          This invitation link is not valid.
        </p>
      )}
    </section>
  );
}
