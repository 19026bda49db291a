/**
 * The fallback of Docusaurus' outermost error boundary (core's App), which catches what the page
 * content's own boundary cannot: a crash in the navbar, the footer or another part of the layout.
 * Docusaurus' fallback for it (core `client/theme-fallback/Error`) renders the layout again, and when
 * that throws too shows a bare page. This one shows the theme's styled crash page ("This page
 * crashed." and Try again, as inside a page) without the layout, which may be what crashed. It renders
 * outside every provider, so it uses nothing that needs one.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Props } from '@theme/Error';
import ErrorPageContent from '@theme/ErrorPageContent';

export default function Error(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <Head>
        <title>{`This page crashed | ${siteConfig.title}`}</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
