import href from '../console-styles.css?url';

/**
 * The console's stylesheet. React 19 hoists it into <head> (also when the server renders) and shows the screen
 * once it has loaded, so a console screen never flashes unstyled; couple pages never request it.
 */
export function ConsoleStyles() {
  // Component tests resolve `?url` to an empty string: no stylesheet to link there.
  if (!href) return null;
  return <link rel="stylesheet" href={href} precedence="console" />;
}
