import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function MealPlannerPage() {
  return <PlaceholderPage title="Meal Planner" />;
}
