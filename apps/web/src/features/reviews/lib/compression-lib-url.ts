// The script the image-compression worker loads with importScripts. The library's default is a CDN copy, which
// the CSP's script-src 'self' refuses (and should): we serve the same file from our own origin instead.
import libPath from 'browser-image-compression/dist/browser-image-compression.js?url';

/** Absolute: the worker runs from a blob: URL, against which a bare path would not resolve. */
export function compressionLibUrl(): string {
  return new URL(libPath, window.location.href).href;
}
