/** The tick shown on the find-id and find-pw result pages. */
export function CheckCircleIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M9 16.5l4.5 4.5L23 11.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
