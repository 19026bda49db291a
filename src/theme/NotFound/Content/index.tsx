/**
 * The not-found message, with a search box and the pages nearest to the missing address instead of
 * the stock advice to write to whoever made the link. Theme-classic's swizzle config declares its
 * NotFound components safe to eject and "meant to be customized": this is the whole component.
 *
 * It names its page "Page Not Found": under /docs/ the docs plugin catches every unknown route and
 * renders only this content inside its layout (theme-classic DocRoot), whose metadata leaves the bare
 * site title; Docusaurus' NotFound page sets the title before its layout does the same. Metadata
 * rendered here, inside the layout, comes last and wins in both cases.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <NotFoundSuggestions />
        </div>
      </div>
    </main>
  );
}
