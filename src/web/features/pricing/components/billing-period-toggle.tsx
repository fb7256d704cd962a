import { calculateYearlySavingPercent, type TPriceType } from '../../../../domain/pricing.ts';

type TBillingPeriodToggleProps = {
  value: TPriceType;
  onChange: (value: TPriceType) => void;
};

/** Monthly / yearly as a pair of radio buttons: one choice, arrow keys, announced as a group. */
export function BillingPeriodToggle({ value, onChange }: TBillingPeriodToggleProps) {
  return (
    <fieldset className="billing-toggle">
      <legend className="visually-hidden">Billing period</legend>
      <label className={value === 'monthly' ? 'billing-toggle__option billing-toggle__option--active' : 'billing-toggle__option'}>
        <input type="radio" name="billing-period" value="monthly" checked={value === 'monthly'} onChange={() => onChange('monthly')} />
        Monthly
      </label>
      <label className={value === 'yearly' ? 'billing-toggle__option billing-toggle__option--active' : 'billing-toggle__option'}>
        <input type="radio" name="billing-period" value="yearly" checked={value === 'yearly'} onChange={() => onChange('yearly')} />
        Yearly <span className="billing-toggle__badge">save {calculateYearlySavingPercent()}%</span>
      </label>
    </fieldset>
  );
}
