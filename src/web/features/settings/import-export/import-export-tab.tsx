import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { IMPORT_FORMAT_LABELS, IMPORT_FORMATS, IMPORT_LIMITS, formatMegabytes, type TImportJob } from '../../../../domain/imports.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { paths } from '../../../paths.ts';
import { importJobQueryOptions, useCancelImport, useConfirmImport, useUploadImport } from './imports-api.ts';
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

const FORMAT_LIST = IMPORT_FORMATS.map((format) => IMPORT_FORMAT_LABELS[format]).join(', ');

function plural(count: number, one: string, many = `${one}s`) {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

export function ImportExportTab() {
  const [jobId, setJobId] = useState<string | null>(readStoredJobId);
  const chooseJob = (id: string | null) => {
    storeJobId(id);
    setJobId(id);
  };
  return (
    <section aria-labelledby="import-export-heading" className="settings-panel import-export">
      <h2 id="import-export-heading">Import / Export</h2>
      <h3 className="settings-subheading">Import recipes</h3>
      {jobId ? <ImportJobPanel jobId={jobId} onFinished={() => chooseJob(null)} /> : <UploadForm onUploaded={chooseJob} />}
      <ExportSection />
    </section>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (id: string) => void }) {
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
      <button type="submit" className="button button--primary" disabled={!file || upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload and review'}
      </button>
    </form>
  );
}

function ProblemsList({ job }: { job: TImportJob }) {
  if (job.problems.length === 0) return null;
  return (
    <details className="import-problems">
      <summary>{plural(job.problems.length, 'note')} about this file</summary>
      <ul>
        {job.problems.map((problem, index) => (
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

  if (data.status === 'reading') {
    return (
      <div className="import-progress">
        <p id="import-progress-label">
          Reading {data.fileName} ({label})…
        </p>
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
          <strong>{data.fileName}</strong> ({label}) is ready to import. Nothing has been saved yet.
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
      <ProblemsList job={data} />
      <div className="import-actions">
        {isDone && data.imported > 0 ? (
          <Link className="button button--primary" to={paths.saved}>
            See your recipes
          </Link>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onFinished}>
          Import another file
        </button>
      </div>
    </div>
  );
}

function ExportSection() {
  return (
    <>
      <h3 className="settings-subheading">Export recipes</h3>
      <p>
        Download all your saved recipes with their pictures, free on every plan. The JSON-LD zip (schema.org) opens in Mealie, Tandoor and Nextcloud Cookbook;
        the Cooklang zip holds one .cook file per recipe.
      </p>
      <div className="import-actions">
        <a className="button button--secondary" href="/api/export?format=jsonld" download>
          Download JSON-LD (.zip)
        </a>
        <a className="button button--secondary" href="/api/export?format=cooklang" download>
          Download Cooklang (.zip)
        </a>
      </div>
    </>
  );
}
