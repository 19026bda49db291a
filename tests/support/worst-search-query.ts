/**
 * The costliest query of the allowed length for the embedded search: one word of each synonym group
 * (one-word phrases only), then long words that each get typo tolerance, 24 words in all. The unit
 * test of the engine's work bounds and the browser test of the search page both run it.
 */
import { equivalentTerms, oneWaySynonyms } from '../../src/data/search-synonyms';
import { tokenize } from '../../src/client/search/engine';
import { maxQueryLength, queryWorkLimits } from '../../src/client/search/limits';

const synonymWords = [...equivalentTerms, ...oneWaySynonyms.map(({ root, synonyms }) => [root, ...synonyms])].flatMap(
  (group) => {
    const word = group.find((phrase) => tokenize(phrase).length === 1);
    return word ? [word] : [];
  },
);

export const worstSearchQuery = [
  ...synonymWords,
  'certifications',
  'provisioning',
  'reconciliations',
  'entitlements',
  'workflows',
]
  .slice(0, queryWorkLimits.maxQueryTokens)
  .join(' ')
  .slice(0, maxQueryLength);
