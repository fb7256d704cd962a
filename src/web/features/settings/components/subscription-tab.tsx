import { format } from 'date-fns';
import { Link } from 'react-router';
import { FREE_GENERATIONS_PER_MONTH, FREE_SAVED_RECIPES } from '../../../../domain/limits.ts';
import type { TProfile } from '../../../../domain/profile.ts';
import { paths } from '../../../paths.ts';

const FREE_FEATURES = [`${FREE_GENERATIONS_PER_MONTH} recipe generations per month`, `Save up to ${FREE_SAVED_RECIPES} recipes`, 'Meal planner and shopping lists'];
const PRO_FEATURES = ['Unlimited recipe generations', 'Unlimited saved recipes', 'Import recipes from URLs', 'Advanced AI customisation', 'Priority support'];

/** Shows the current plan from /api/profile; managing billing arrives with the billing feature. */
export function SubscriptionTab({ profile }: { profile: TProfile }) {
  const endDate = profile.subscriptionEndDate ? format(new Date(profile.subscriptionEndDate), 'MMMM d, yyyy') : null;
  const isCanceling = profile.subscriptionStatus === 'canceling' || profile.subscriptionStatus === 'cancelling';
  return (
    <section aria-labelledby="subscription-heading" className="settings-panel">
      <h2 id="subscription-heading">Subscription</h2>
      <div className="card settings-plan">
        <h3>{profile.isPro ? 'Pro Plan' : 'Free Plan'}</h3>
        {profile.isPro && isCanceling && endDate ? <p>Your Pro access ends on {endDate}.</p> : null}
        {profile.isPro && !isCanceling && endDate ? <p>Renews on {endDate}.</p> : null}
        {!profile.isPro ? (
          <p>
            {profile.generationsLeft ?? 0} of {FREE_GENERATIONS_PER_MONTH} generations left this month · {profile.savedRecipeCount} of {FREE_SAVED_RECIPES} recipes saved
          </p>
        ) : null}
        <ul>
          {(profile.isPro ? PRO_FEATURES : FREE_FEATURES).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {!profile.isPro ? <Link to={paths.pricing}>Compare plans</Link> : null}
      </div>
    </section>
  );
}
