import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  IMPORT_FORMAT_LABELS,
  IMPORT_FORMATS,
  IMPORT_LIMITS,
  URL_IMPORT_LIMITS,
  formatMegabytes,
  type TImportJob,
  type TImportPage,
} from '../../../../domain/imports.ts';
import { ProBadge, UpgradeLink } from '../../../components/pro-badge.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { allRecipesQueryOptions } from '../../../lib/api/recipes.ts';
import { notify } from '../../../lib/toast.ts';
import { useIsOnline } from '../../../lib/use-is-online.ts';
import { paths } from '../../../paths.ts';
import { importJobQueryOptions, useCancelImport, useConfirmImport, useCreateUrlImport, useUploadImport } from './imports-api.ts';
import './import-export.css';

/** The job a reload comes back to: an import runs on the server whatever the page does. */
const JOB_STORAGE_KEY = 'forkcast.importJob';

function readStoredJobId(): string | null {
  try {
    return window.localStorage.getItem(JOB_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeJobId(id: string | null) {
  try {
    if (id) window.localStorage.setItem(JOB_STORAGE_KEY, id);
    else window.localStorage.removeItem(JOB_STORAGE_KEY);
  } catch {
    // Private mode: the import still runs; only a reload loses sight of it.
  }
}

export const OFFLINE_IMPORT_MESSAGE = "You're offline. Importing recipes needs the network: try again when you're back online.";

const FORMAT_LIST = IMPORT_FORMATS.map((format) => IMPORT_FORMAT_LABELS[format]).join(', ');

function plural(count: number, one: string, many = `${one}s`) {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

export function ImportExportTab({ isPro }: { isPro: boolean }) {
  const [jobId, setJobId] = useState<string | null>(readStoredJobId);
  const isOnline = useIsOnline();
  const chooseJob = (id: string | null) => {
    storeJobId(id);
    setJobId(id);
  };
  return (
    <section aria-labelledby="import-export-heading" className="settings-panel import-export">
      <h2 id="import-export-heading">Import / Export</h2>
      <h3 className="settings-subheading">Import recipes</h3>
      {jobId ? (
        <ImportJobPanel jobId={jobId} onFinished={() => chooseJob(null)} />
      ) : (
        <>
          {/* Said before the cook picks a file, not as a failed upload after. */}
          {isOnline ? null : (
            <p className="form-error" role="status">
              {OFFLINE_IMPORT_MESSAGE}
            </p>
          )}
          <UploadForm isOnline={isOnline} onUploaded={chooseJob} />
          <UrlImportForm isOnline={isOnline} isPro={isPro} onCreated={chooseJob} />
        </>
      )}
      <ExportSection />
    </section>
  );
}

function UploadForm({ isOnline, onUploaded }: { isOnline: boolean; onUploaded: (id: string) => void }) {
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(file, { onSuccess: (created) => onUploaded(created.id) });
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p id={hintId}>
        Bring your recipes from {FORMAT_LIST}. Upload the app&apos;s export file (up to {formatMegabytes(IMPORT_LIMITS.maxUploadBytes)} and{' '}
        {IMPORT_LIMITS.maxRecipes.toLocaleString('en-US')} recipes). You review what was found before anything is saved.
      </p>
      <div className="form-field">
        <label htmlFor={inputId}>Export file</label>
        <input
          id={inputId}
          type="file"
          accept=".zip,.paprikarecipes,.json,.jsonld,.html,.htm,.cook"
          aria-describedby={hintId}
          onChange={(event) => {
            upload.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </div>
      {upload.error ? (
        <p className="form-error" role="alert">
          {readErrorMessage(upload.error, 'Could not upload this file.')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={!file || upload.isPending || !isOnline}>
        {upload.isPending ? 'Uploading…' : 'Upload and review'}
      </button>
    </form>
  );
}

/** The addresses as the cook pasted them: one a line, blank lines left out (the server drops repeats). */
function readUrlLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function UrlImportForm({ isOnline, isPro, onCreated }: { isOnline: boolean; isPro: boolean; onCreated: (id: string) => void }) {
  const create = useCreateUrlImport();
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const urls = readUrlLines(text);
  const isTooMany = urls.length > URL_IMPORT_LIMITS.maxUrls;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (urls.length === 0 || isTooMany) return;
    create.mutate(urls, { onSuccess: (created) => onCreated(created.id) });
  };
  return (
    <section aria-labelledby={`${inputId}-heading`} className="import-urls">
      <h4 id={`${inputId}-heading`} className="import-urls__heading">
        Import from web pages {isPro ? null : <ProBadge />}
      </h4>
      {isPro ? (
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={inputId}>Recipe addresses</label>
            <textarea
              id={inputId}
              rows={6}
              value={text}
              aria-describedby={hintId}
              aria-invalid={isTooMany || undefined}
              placeholder={'https://example.com/best-lasagna\nhttps://example.org/weeknight-dal'}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              onChange={(event) => {
                create.reset();
                setText(event.target.value);
              }}
            />
            <p id={hintId} className="field__hint">
              One URL per line, up to {URL_IMPORT_LIMITS.maxUrls}. Each page is read like a single URL import, a few at a time; you review them before anything
              is saved.
              {urls.length > 0 ? ` ${plural(urls.length, 'address', 'addresses')} pasted.` : ''}
            </p>
          </div>
          {isTooMany ? (
            <p className="form-error" role="alert">
              One import takes at most {URL_IMPORT_LIMITS.maxUrls} addresses; you pasted {urls.length}.
            </p>
          ) : null}
          {create.error ? (
            <p className="form-error" role="alert">
              {readErrorMessage(create.error, 'Could not start this import.')}
            </p>
          ) : null}
          <div>
            <button type="submit" className="button button--primary" disabled={urls.length === 0 || isTooMany || create.isPending || !isOnline}>
              {create.isPending ? 'Starting…' : 'Read the pages'}
            </button>
          </div>
        </form>
      ) : (
        <p>
          Paste up to {URL_IMPORT_LIMITS.maxUrls} recipe addresses and bring them all in at once. <UpgradeLink>Upgrade to Pro</UpgradeLink>
        </p>
      )}
    </section>
  );
}

const PAGE_STATE_LABELS: Record<TImportPage['state'], string> = { waiting: 'Waiting', done: 'Done', failed: 'Failed' };

/** A bulk URL import's progress list: every address with its state, and why a page failed. */
function PageList({ pages }: { pages: TImportPage[] }) {
  return (
    <ol className="import-pages" aria-label="Web pages">
      {pages.map((page) => (
        <li key={page.url} className={`import-pages__item import-pages__item--${page.state}`}>
          <span className="import-pages__state">{PAGE_STATE_LABELS[page.state]}</span>
          <span className="import-pages__body">
            {page.title ? <strong className="import-pages__title">{page.title}</strong> : null}
            <span className="import-pages__url">{page.url}</span>
            {page.reason ? <span className="import-pages__reason">{page.reason}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ProblemsList({ job }: { job: TImportJob }) {
  // A page's failure is already shown in the page list, next to its address.
  const shown = new Set((job.pages ?? []).filter((page) => page.state === 'failed').map((page) => `${page.url}\n${page.reason ?? ''}`));
  const problems = job.problems.filter((problem) => !shown.has(`${problem.item}\n${problem.reason}`));
  if (problems.length === 0) return null;
  return (
    <details className="import-problems">
      <summary>
        {plural(problems.length, 'note')} about {job.format === 'urls' ? 'these pages' : 'this file'}
      </summary>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.item}-${index}`}>
            <strong>{problem.item}</strong>: {problem.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ImportJobPanel({ jobId, onFinished }: { jobId: string; onFinished: () => void }) {
  const job = useQuery(importJobQueryOptions(jobId));
  const confirm = useConfirmImport();
  const cancel = useCancelImport();
  if (job.isPending) return <p role="status">Loading your import…</p>;
  if (job.error || !job.data) {
    return (
      <div>
        <p className="form-error" role="alert">
          {readErrorMessage(job.error, 'Could not load this import.')}
        </p>
        <button type="button" className="button button--secondary" onClick={onFinished}>
          Start a new import
        </button>
      </div>
    );
  }
  const data = job.data;
  const label = IMPORT_FORMAT_LABELS[data.format];
  const cancelJob = () =>
    cancel.mutate(data.id, {
      onSuccess: () => {
        notify.info('Import cancelled.');
        onFinished();
      },
      onError: (error) => notify.error(readErrorMessage(error, 'Could not cancel the import.')),
    });

  const isUrls = data.format === 'urls';
  const source = isUrls ? data.fileName : `${data.fileName} (${label})`;

  if (data.status === 'reading' && data.pages) {
    const finished = data.pages.filter((page) => page.state !== 'waiting').length;
    return (
      <div className="import-progress">
        <p id="import-progress-label">Reading {data.fileName}…</p>
        <progress aria-labelledby="import-progress-label" value={finished} max={Math.max(1, data.pages.length)} />
        <p aria-live="polite">
          {finished.toLocaleString('en-US')} of {data.pages.length.toLocaleString('en-US')} read
        </p>
        <PageList pages={data.pages} />
        <p className="import-hint">You can leave this page: the pages are read on the server, and this tab shows them again when you come back.</p>
        <div className="import-actions">
          <button type="button" className="button button--secondary" onClick={cancelJob} disabled={cancel.isPending}>
            Cancel
          </button>
        </div>
      </div>
    );
  }

  if (data.status === 'reading') {
    return (
      <div className="import-progress">
        <p id="import-progress-label">Reading {source}…</p>
        <progress aria-labelledby="import-progress-label" />
      </div>
    );
  }

  if (data.status === 'review' && data.review) {
    const review = data.review;
    const newRecipes = review.recipes - review.duplicates;
    const willImport = review.fitsPlan === null ? newRecipes : review.fitsPlan;
    return (
      <div className="import-review">
        <p>
          {isUrls ? (
            <>
              The recipes of <strong>{data.fileName}</strong> are ready to import. Nothing has been saved yet.
            </>
          ) : (
            <>
              <strong>{data.fileName}</strong> ({label}) is ready to import. Nothing has been saved yet.
            </>
          )}
        </p>
        <ul className="import-review__facts">
          <li>{plural(review.recipes, 'recipe')} found</li>
          <li>
            {review.duplicates > 0 ? `${plural(review.duplicates, 'recipe')} already in your library (skipped)` : 'No duplicates of recipes you already have'}
          </li>
          <li>
            {review.linesNotUnderstood > 0
              ? `${plural(review.linesNotUnderstood, 'ingredient line')} not understood (kept as written)`
              : 'Every ingredient line understood'}
          </li>
          {review.fieldsNotUnderstood.length > 0 ? <li>Fields Forkcast does not keep: {review.fieldsNotUnderstood.join(', ')}</li> : null}
        </ul>
        {review.fitsPlan !== null && review.fitsPlan < newRecipes ? (
          <p className="import-review__limit">
            The Free plan keeps 10 saved recipes: {plural(review.fitsPlan, 'recipe')} of these {review.fitsPlan === 1 ? 'fits' : 'fit'}.{' '}
            <Link to={paths.pricing}>Upgrade to Pro</Link> to import all of them.
          </p>
        ) : null}
        {data.pages ? <PageList pages={data.pages} /> : null}
        <ProblemsList job={data} />
        <div className="import-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={willImport === 0 || confirm.isPending}
            onClick={() => confirm.mutate(data.id, { onError: (error) => notify.error(readErrorMessage(error, 'Could not start the import.')) })}
          >
            {willImport === 0 ? 'Nothing to import' : `Import ${plural(willImport, 'recipe')}`}
          </button>
          <button type="button" className="button button--secondary" onClick={cancelJob} disabled={cancel.isPending}>
            Cancel
          </button>
        </div>
      </div>
    );
  }

  if (data.status === 'importing') {
    const handled = data.imported + data.skipped;
    return (
      <div className="import-progress">
        <p id="import-progress-label">Importing from {data.fileName}…</p>
        <progress aria-labelledby="import-progress-label" value={handled} max={Math.max(1, data.total)} />
        <p aria-live="polite">
          {data.imported.toLocaleString('en-US')} imported · {data.skipped.toLocaleString('en-US')} skipped · {data.total.toLocaleString('en-US')} read
        </p>
        <p className="import-hint">You can leave this page: the import goes on, and this tab shows it again when you come back.</p>
      </div>
    );
  }

  const isDone = data.status === 'done';
  return (
    <div className="import-result">
      <p role="status">
        {isDone
          ? `Done: ${plural(data.imported, 'recipe')} imported, ${data.skipped.toLocaleString('en-US')} skipped.`
          : `This import failed: ${data.problems.at(-1)?.reason ?? 'the file could not be read.'}`}
      </p>
      {data.pages ? <PageList pages={data.pages} /> : null}
      <ProblemsList job={data} />
      <div className="import-actions">
        {isDone && data.imported > 0 ? (
          <Link className="button button--primary" to={paths.saved}>
            See your recipes
          </Link>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onFinished}>
          {isUrls ? 'Start another import' : 'Import another file'}
        </button>
      </div>
    </div>
  );
}

/** The export's address for a format: the whole library, or the chosen recipes' ids. */
function toExportHref(format: 'jsonld' | 'cooklang', ids: string[] | null): string {
  return ids === null ? `/api/export?format=${format}` : `/api/export?format=${format}&ids=${ids.map(encodeURIComponent).join(',')}`;
}

function toCookbookHref(ids: string[] | null): string {
  return ids === null ? paths.cookbook : `${paths.cookbook}?ids=${ids.map(encodeURIComponent).join(',')}`;
}

function RecipeChooser({ chosen, onChange }: { chosen: Set<string>; onChange: (next: Set<string>) => void }) {
  const library = useQuery(allRecipesQueryOptions());
  const [filter, setFilter] = useState('');
  const filterId = useId();
  if (library.isPending) return <p role="status">Loading your recipes…</p>;
  if (library.error) {
    return (
      <p className="form-error" role="alert">
        {readErrorMessage(library.error, 'Could not load your recipes.')}
      </p>
    );
  }
  const needle = filter.trim().toLowerCase();
  const shown = library.data.filter((recipe) => needle === '' || recipe.title.toLowerCase().includes(needle));
  const toggle = (id: string, isChosen: boolean) => {
    const next = new Set(chosen);
    if (isChosen) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  if (library.data.length === 0) return <p>You have no saved recipes yet.</p>;
  return (
    <div className="export-chooser">
      <div className="field">
        <label htmlFor={filterId}>Find a recipe</label>
        <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      <div className="export-chooser__bulk">
        <button type="button" className="button button--secondary" onClick={() => onChange(new Set([...chosen, ...shown.map((recipe) => recipe.id)]))}>
          Choose all shown
        </button>
        <button type="button" className="button button--secondary" onClick={() => onChange(new Set())} disabled={chosen.size === 0}>
          Clear
        </button>
      </div>
      <fieldset className="export-chooser__list">
        <legend className="visually-hidden">Recipes to export</legend>
        {shown.map((recipe) => (
          <label key={recipe.id} className="export-chooser__item">
            <input type="checkbox" checked={chosen.has(recipe.id)} onChange={(event) => toggle(recipe.id, event.target.checked)} />
            <span>{recipe.title}</span>
          </label>
        ))}
        {shown.length === 0 ? <p className="import-hint">No recipe title has “{filter.trim()}”.</p> : null}
      </fieldset>
    </div>
  );
}

function ExportSection() {
  const [scope, setScope] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const ids = scope === 'all' ? null : [...chosen];
  const isEmpty = ids !== null && ids.length === 0;
  return (
    <>
      <h3 className="settings-subheading">Export recipes</h3>
      <p>
        Download your saved recipes with their pictures, free on every plan. The JSON-LD zip (schema.org) opens in Mealie, Tandoor and Nextcloud Cookbook; the
        Cooklang zip holds one .cook file per recipe; the printable cookbook has a table of contents and one recipe per page.
      </p>
      <fieldset className="export-scope">
        <legend>Which recipes</legend>
        <label className="export-scope__option">
          <input type="radio" name="export-scope" checked={scope === 'all'} onChange={() => setScope('all')} />
          <span>All my recipes</span>
        </label>
        <label className="export-scope__option">
          <input type="radio" name="export-scope" checked={scope === 'chosen'} onChange={() => setScope('chosen')} />
          <span>Only the recipes I choose</span>
        </label>
      </fieldset>
      {scope === 'chosen' ? <RecipeChooser chosen={chosen} onChange={setChosen} /> : null}
      {ids !== null ? (
        <p className="import-hint" aria-live="polite">
          {isEmpty ? 'Choose at least one recipe to export.' : `${plural(ids.length, 'recipe')} chosen.`}
        </p>
      ) : null}
      <div className="import-actions">
        {isEmpty ? (
          <>
            <button type="button" className="button button--secondary" disabled>
              Download JSON-LD (.zip)
            </button>
            <button type="button" className="button button--secondary" disabled>
              Download Cooklang (.zip)
            </button>
            <button type="button" className="button button--secondary" disabled>
              Printable cookbook
            </button>
          </>
        ) : (
          <>
            <a className="button button--secondary" href={toExportHref('jsonld', ids)} download>
              Download JSON-LD (.zip)
            </a>
            <a className="button button--secondary" href={toExportHref('cooklang', ids)} download>
              Download Cooklang (.zip)
            </a>
            <Link className="button button--secondary" to={toCookbookHref(ids)}>
              Printable cookbook
            </Link>
          </>
        )}
      </div>
    </>
  );
}
