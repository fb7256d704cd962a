import { FREE_GENERATIONS_PER_MONTH } from '../../../../domain/limits.ts';
import type { TProfile } from '../../../../domain/profile.ts';
import { CHECKING_PLAN_TEXT } from './create-page-skeleton.tsx';

/** The free generations left this month (issue 5: "The remaining free generations are visible"). */
export function GenerationAllowance({ profile, isLoading }: { profile: TProfile | undefined; isLoading: boolean }) {
  let text = '';
  if (profile) {
    text =
      profile.isPro || profile.generationsLeft === null
        ? 'Unlimited recipes with Pro'
        : `${profile.generationsLeft} of ${FREE_GENERATIONS_PER_MONTH} free recipes left this month`;
  } else if (isLoading) {
    text = CHECKING_PLAN_TEXT;
  }
  return (
    <p className="create-allowance" aria-live="polite">
      {text}
    </p>
  );
}
