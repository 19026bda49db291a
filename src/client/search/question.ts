/**
 * What a question is about, for both backends: the words that open a question ("how do I", "what
 * happens when", "can I") say nothing about its subject and only move the answer down, and "what is
 * X" or "what does X mean" asks for the glossary entry of X.
 */
const questionOpening =
  /^\s*(?:how\s+(?:do|can|should|would|could)\s+(?:i|we|you|someone)|how\s+to|what\s+happens\s+(?:when|if|after|to|with)|(?:can|could|may)\s+(?:i|we|you|someone)|is\s+it\s+possible\s+to|where\s+(?:do|can|should)\s+(?:i|we|you)|why\s+(?:is|are|does|do|did|was|were|am)|who\s+(?:can|do|does|should|will))\b/i;

const definitionQuestion =
  /^\s*(?:what(?:'s|’s|\s+is|\s+are|\s+does|\s+do)|define|definition\s+of|meaning\s+of)\s+(?:(?:a|an|the)\s+)?(.+?)(?:\s+(?:mean|means|stand\s+for|stands\s+for))?\s*\?*\s*$/i;

export interface QuestionSubject {
  /** The query without the words that open a question (the whole query when nothing else is left). */
  readonly words: string;
  /** For "what is X" and "what does X mean": X. */
  readonly defined?: string;
}

export function questionSubject(text: string): QuestionSubject {
  const defined = definitionQuestion.exec(text)?.[1];
  if (defined) return { words: defined, defined };
  const words = text.replace(questionOpening, ' ');
  return { words: /[\p{L}\p{N}]/u.test(words) ? words : text };
}
