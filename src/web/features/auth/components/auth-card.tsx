import type { ReactNode } from 'react';
import '../auth.css';

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="auth-page">
      <div className="card auth-card">
        <h1>{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
