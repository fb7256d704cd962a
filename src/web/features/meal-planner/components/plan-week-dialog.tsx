import { useId, useState, type FormEvent } from 'react';
import { PLAN_MEAL_LABELS, PLAN_MEALS, type TPlanMeal, type TProposal } from '../../../../domain/week-plan/week-plan-contract.ts';
import { Modal } from '../../../components/modal.tsx';
import { useAcceptMealPlanProposal } from '../api/accept-meal-plan-proposal.ts';
import { useCreateMealPlanProposal } from '../api/create-meal-plan-proposal.ts';
import { useSwapMealPlanProposal } from '../api/swap-meal-plan-proposal.ts';
import { formatShortDay } from '../lib/calendar.ts';
import './plan-week.css';
import { DialogStatus } from './dialog-status.tsx';

const EXAMPLE_SENTENCE = "five quick dinners, mostly vegetarian, use what's in the fridge, under 30 minutes on weekdays, fish once";

type TPlanWeekDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  defaultFrom: string;
  defaultTo: string;
  /** After accepting: the shopping list for the planned range. */
  onOpenShoppingList: (from: string, to: string) => void;
};

/** "Plan my week": a sentence, a range and meals in; a proposal with reasons, "Another one" per slot, and Accept. */
export function PlanWeekDialog({ isOpen, onClose, defaultFrom, defaultTo, onOpenShoppingList }: TPlanWeekDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Plan my week" size="wide" hasCloseButton>
      {isOpen ? <PlanWeekBody defaultFrom={defaultFrom} defaultTo={defaultTo} onOpenShoppingList={onOpenShoppingList} onClose={onClose} /> : null}
    </Modal>
  );
}

function describeGenerations(proposal: TProposal): string {
  const needed = proposal.generationsNeeded;
  if (needed === 0) return 'Only your saved recipes: this uses no generations.';
  const recipes = `${needed} new recipe${needed === 1 ? '' : 's'}`;
  if (proposal.generationsLeft === null) return `${recipes}: this uses ${needed} generation${needed === 1 ? '' : 's'} (unlimited on Pro).`;
  return `This uses ${needed} of your ${proposal.generationsLeft} generation${proposal.generationsLeft === 1 ? '' : 's'} left.`;
}

function PlanWeekBody({ defaultFrom, defaultTo, onOpenShoppingList, onClose }: Omit<TPlanWeekDialogProps, 'isOpen'>) {
  const formId = useId();
  const [prompt, setPrompt] = useState('');
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(defaultTo);
  const [meals, setMeals] = useState<TPlanMeal[]>(['dinner']);
  const [proposal, setProposal] = useState<TProposal | null>(null);
  const [swappingSlot, setSwappingSlot] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<{ count: number; from: string; to: string } | null>(null);
  const create = useCreateMealPlanProposal();
  const swap = useSwapMealPlanProposal();
  const accept = useAcceptMealPlanProposal();

  const error = create.error ?? swap.error ?? accept.error;
  const status = create.isPending
    ? 'Planning your week…'
    : swap.isPending
      ? 'Finding another one…'
      : accept.isPending
        ? 'Putting the meals on your calendar…'
        : accepted
          ? `${accepted.count} meals planned.`
          : proposal
            ? `Proposal ready: ${Object.values(proposal.days).flat().length} meals.`
            : '';

  const toggleMeal = (meal: TPlanMeal, isChecked: boolean) =>
    setMeals((current) => PLAN_MEALS.filter((item) => (item === meal ? isChecked : current.includes(item))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    swap.reset();
    accept.reset();
    create.mutate({ prompt, from, to, meals }, { onSuccess: setProposal });
  };

  const swapSlot = (date: string, meal: TPlanMeal) => {
    if (!proposal) return;
    create.reset();
    accept.reset();
    setSwappingSlot(`${date}|${meal}`);
    swap.mutate({ id: proposal.id, slot: { date, meal } }, { onSuccess: setProposal, onSettled: () => setSwappingSlot(null) });
  };

  const acceptProposal = () => {
    if (!proposal) return;
    accept.mutate(proposal.id, { onSuccess: (entries) => setAccepted({ count: entries.length, from: proposal.from, to: proposal.to }) });
  };

  const isBusy = create.isPending || swap.isPending || accept.isPending;
  const plannedDays = proposal ? Object.entries(proposal.days).filter(([, picks]) => picks.length > 0) : [];
  const pickCount = plannedDays.reduce((total, [, picks]) => total + picks.length, 0);

  if (accepted) {
    return (
      <div className="plan-week">
        <p className="plan-week__status" role="status">
          {accepted.count} meals are on your calendar, {formatShortDay(accepted.from)} – {formatShortDay(accepted.to)}.
        </p>
        <div className="plan-week__actions">
          <button type="button" className="button button--primary" onClick={() => onOpenShoppingList(accepted.from, accepted.to)}>
            Open the shopping list for these days
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="plan-week">
      <form id={formId} className="plan-week__form" onSubmit={submit} aria-busy={create.isPending}>
        <label className="plan-week__field plan-week__sentence">
          <span>Tell us about your week</span>
          <textarea value={prompt} onChange={(event) => setPrompt(event.target.value)} rows={2} maxLength={250} placeholder={EXAMPLE_SENTENCE} />
        </label>
        <div className="plan-week__row">
          <label className="plan-week__field">
            <span>From</span>
            <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} required />
          </label>
          <label className="plan-week__field">
            <span>To</span>
            <input type="date" value={to} onChange={(event) => setTo(event.target.value)} required />
          </label>
          <fieldset className="plan-week__meals">
            <legend>Meals</legend>
            {PLAN_MEALS.map((meal) => (
              <label key={meal} className="plan-week__check">
                <input type="checkbox" checked={meals.includes(meal)} onChange={(event) => toggleMeal(meal, event.target.checked)} />
                {PLAN_MEAL_LABELS[meal]}
              </label>
            ))}
          </fieldset>
        </div>
        <button type="submit" className="button button--primary" disabled={isBusy || meals.length === 0}>
          {proposal ? 'Plan again' : 'Propose a plan'}
        </button>
        {meals.length === 0 ? <p className="plan-week__hint">Pick at least one meal.</p> : null}
      </form>

      <DialogStatus status={status} error={error} />

      {proposal ? (
        <section className="plan-week__proposal" aria-label="Proposed meals" aria-busy={swap.isPending}>
          {proposal.rules.length > 0 ? (
            <p className="plan-week__rules">
              <span className="plan-week__rules-label">We read:</span> {proposal.rules.join(' · ')}
            </p>
          ) : null}
          {plannedDays.length === 0 ? <p>Nothing could be planned with these rules. Change the sentence and plan again.</p> : null}
          <ol className="plan-week__days">
            {plannedDays.map(([date, picks]) => (
              <li key={date} className="plan-week__day">
                <h3 className="plan-week__day-title">{formatShortDay(date)}</h3>
                <ul className="plan-week__picks">
                  {picks.map((pick) => {
                    const slotLabel = `${formatShortDay(date)}, ${PLAN_MEAL_LABELS[pick.meal].toLowerCase()}`;
                    return (
                      <li key={pick.meal} className="plan-week__pick">
                        <div className="plan-week__pick-text">
                          <span className="plan-week__meal">{PLAN_MEAL_LABELS[pick.meal]}</span>
                          <strong className="plan-week__title">
                            {pick.recipe.title}
                            {pick.isNew ? <span className="plan-week__new">New</span> : null}
                          </strong>
                          <span className="plan-week__reason">{pick.reason}</span>
                        </div>
                        <button
                          type="button"
                          className="button button--secondary plan-week__swap"
                          onClick={() => swapSlot(date, pick.meal)}
                          disabled={isBusy}
                          aria-label={`Another one for ${slotLabel}`}
                        >
                          {swappingSlot === `${date}|${pick.meal}` ? 'Finding…' : 'Another one'}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ol>
          <div className="plan-week__summary">
            <p className="plan-week__generations">{describeGenerations(proposal)}</p>
            {proposal.notes
              .filter((note) => !note.startsWith('This uses '))
              .map((note) => (
                <p key={note} className="plan-week__note">
                  {note}
                </p>
              ))}
          </div>
          <div className="plan-week__actions">
            <button type="button" className="button button--primary" onClick={acceptProposal} disabled={isBusy || pickCount === 0}>
              Accept and plan {pickCount} meal{pickCount === 1 ? '' : 's'}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
