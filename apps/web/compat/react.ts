// What the app, React Router and the other React libraries get for 'react': Preact's compat layer (about
// 10 KB gzip where react + react-dom weigh about 65 KB; decision 0030), plus the one hook it lacks.
// Outside tsconfig's files: the app is typed against @types/react, and compat's own types (`export =`) cannot be
// re-exported with `export *`. The bundler reads it; the component tests run it.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React Router's RouterProvider reads `useOptimistic`, but only sets an optimistic state when it is given
 * `useTransitions`, which the app never does: the plain state is then exactly what React would return.
 */
export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, () => {}];
}
