import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { audiences, tour } from '@site/src/data/landing';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title="Documentation"
      description="Guides and API reference for Tessera Identity Governance: the right access, for the right people, to the right systems."
    >
      <header className={styles.hero}>
        <Heading as="h1">{siteConfig.title}</Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/developer">
            API reference
          </Link>
        </div>
      </header>
      <main>
        <section className={styles.section} aria-labelledby="audiences">
          <Heading as="h2" id="audiences">
            Find your guide
          </Heading>
          <ul className={styles.grid}>
            {audiences.map((audience) => (
              <li key={audience.title}>
                <article className={styles.card}>
                  <Heading as="h3">{audience.title}</Heading>
                  <p>{audience.description}</p>
                  <Link to={audience.to}>{audience.cta}</Link>
                </article>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="tour">
          <Heading as="h2" id="tour">
            What Tessera covers
          </Heading>
          <ul className={styles.tour}>
            {tour.map((item) => (
              <li key={item.title}>
                <Heading as="h3">{item.title}</Heading>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
