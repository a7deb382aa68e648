import { useParams } from 'react-router';
import { SharedPage } from './shared-page.tsx';
import { ShortlistPage } from './shortlist-page.tsx';

/**
 * Issue 30 §2's two pages in one chunk behind one import: the couple's /my-interest/shortlist and the family's
 * /shared/{token}. One import site in the route table costs the first download less than two (DESIGN §8: the
 * hall pages are at the initial-JS limit).
 */
export default function ShortlistPages() {
  return useParams().token === undefined ? <ShortlistPage /> : <SharedPage />;
}
