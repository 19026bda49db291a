/** Hydrated after the rest of the page, and not at all on a phone (see src/client/hydrate-later). */
import { hydrateLater } from '@site/src/client/hydrate-later';

export default hydrateLater(() => import('@theme-original/DocItem/TOC/Desktop'));
