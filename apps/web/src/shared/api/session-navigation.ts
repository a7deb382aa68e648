// The API client lives outside React but must send the user to sign-in when a session ends. The app
// registers React Router's navigate here at start (useSessionNavigation); until then, and in a plain
// script, a full page load does the job.

export type SessionNavigation = {
  navigate: (to: string) => void;
  /** The current path with its query: where sign-in should bring the user back to. */
  currentPath: () => string;
};

const browserNavigation: SessionNavigation = {
  navigate: (to) => window.location.assign(to),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

let current: SessionNavigation = browserNavigation;

/** Registers the app's navigation; returns the function that unregisters it (an effect's cleanup). */
export function setSessionNavigation(navigation: SessionNavigation): () => void {
  current = navigation;
  return () => {
    if (current === navigation) current = browserNavigation;
  };
}

export function sessionNavigation(): SessionNavigation {
  return current;
}
