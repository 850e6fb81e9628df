/** The magnifier in the corner of a picture that opens enlarged (CaseMedia's ZoomImage, the product gallery). */
export function ZoomHint() {
  return (
    <span className="zoom-image__hint" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15.5 15.5 5 5M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" strokeWidth="2" />
      </svg>
    </span>
  );
}
