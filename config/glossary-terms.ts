/**
 * Glossary tooltips, wrapped into the guides at build time from the glossary page's own data
 * (src/plugins/glossary-terms).
 */
import { glossary } from '../src/data/glossary';
import glossaryTerms, { type GlossaryTermsOptions } from '../src/plugins/glossary-terms/node';

const glossaryTermsOptions = {
  entries: glossary,
  // The glossary page lists every term already; a tooltip there would repeat the line beside it.
  skipFiles: ['user/glossary.mdx'],
} satisfies GlossaryTermsOptions;

/**
 * For the guides' docs plugin only: the API reference is generated and gets no tooltips. A plugin
 * function rather than [plugin, options]: Docusaurus copies plugin options into the script of every
 * page, where the glossary would weigh ≈ 5 KiB gzipped.
 */
export const glossaryRemarkPlugins = [() => glossaryTerms(glossaryTermsOptions)];
