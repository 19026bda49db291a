/** Hydrated after the rest of the page, and not at all on a phone (see src/lib/hydrate-later). */
import { hydrateLater } from '@site/src/lib/hydrate-later';

export default hydrateLater(() => import('@theme-original/DocItem/TOC/Desktop'));
