/**
 * Grey bars where a page will be, while its code and data arrive. The same markup as the static
 * first frame in index.html (whose inline style defines these classes), so the page does not
 * jump when the app takes over from the static frame.
 */
export function PageSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="page-skeleton" role="status" data-testid={testId}>
      <span className="app-visually-hidden">{label}</span>
      <i className="sk-title" />
      <i />
      <i className="sk-short" />
      <i className="sk-card" />
      <i className="sk-card" />
    </div>
  );
}
